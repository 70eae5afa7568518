import Foundation
import ICalendar
import Pipeline
import Snapshots

/// `glance run`: the main job. Regenerates every source's snapshots from a pipeline file.
enum RunCommand: Command {
  static let spec = CommandSpec(
    name: "run",
    abstract: "Run a pipeline: write the snapshots of every source (the default).",
    discussion: """
      Reads every source folder of the pipeline, lays out each widget family and text size, \
      composes each entry's spoken summary in each locale, and writes one snapshot file per \
      source, locale, family and text size, plus manifest.json and diagnostics.json. Sources \
      run concurrently (--jobs); Ctrl-C stops cleanly and leaves every snapshot complete.
      """,
    arguments: [
      .init(
        name: "pipeline", help: "The pipeline file (default: Pipelines/nightly.json).",
        isOptional: true)
    ],
    options: [
      .value("output", "dir", help: "Write here instead of the pipeline's output folder."),
      .value("now", "ISO 8601", help: "The reference date, instead of the pipeline's."),
      .value("jobs", "n", help: "Sources processed at once (default: the number of cores)."),
      .value(
        "shard", "k/n", help: "Process only shard k of n of the sources (see Docs/scaling.md)."),
      .value(
        "check", "reference-dir",
        help: "After the run, compare the output with these snapshots; exit 1 on any difference."),
      .flag(
        "record",
        help:
          "With --check, replace the reference snapshots with this run's (refused when CI is set)."),
      .flag("prune", help: "Remove snapshots no source produces any more."),
      .flag("strict", help: "Exit with code 65 when any error-severity diagnostic is raised."),
      .flag("quiet", help: "No progress lines; the final summary line still prints."),
    ])

  static func run(_ arguments: ParsedArguments, output: CommandOutput) async throws -> ExitCode {
    let path = arguments.argument("pipeline") ?? "Pipelines/nightly.json"
    guard FileManager.default.fileExists(atPath: path) else {
      throw CommandFailure(
        exitCode: .noInput, message: "cannot read '\(path)': no such pipeline file")
    }
    var config: PipelineConfig
    do {
      config = try PipelineConfig.load(URL(fileURLWithPath: path))
    } catch {
      throw CommandFailure(exitCode: .usage, message: error.description)
    }
    if let directory = arguments.value("output") { config.output = URL(fileURLWithPath: directory) }
    let reference: Int64
    if let text = arguments.value("now") {
      reference = try Options.instant(text, option: "now", zone: .utc)
    } else if case .fixed(let instant) = config.referenceDate {
      reference = instant
    } else {
      reference = Int64(Date().timeIntervalSince1970)
    }
    var jobs = ProcessInfo.processInfo.activeProcessorCount
    if let text = arguments.value("jobs") {
      guard let value = Int(text), (1...256).contains(value) else {
        throw CommandLineError(
          message: "The value '\(text)' is invalid for '--jobs <n>': expected 1 to 256.")
      }
      jobs = value
    }
    var shard: Shard?
    if let text = arguments.value("shard") {
      guard let value = Shard(text) else {
        throw CommandLineError(
          message:
            "The value '\(text)' is invalid for '--shard <k/n>': expected k/n with 1 ≤ k ≤ n, such as 2/4."
        )
      }
      shard = value
    }
    if arguments.flag("record"), arguments.value("check") == nil {
      throw CommandLineError(message: "'--record' needs '--check <reference-dir>'.")
    }

    let runner = PipelineRunner(config: config)
    let reporter = ProgressReporter(output: output, quiet: arguments.flag("quiet"))
    let started = ContinuousClock.now
    let options = PipelineRunner.Options(
      referenceDate: reference, jobs: jobs, shard: shard, prune: arguments.flag("prune"))
    let outcome = await Interruption.run {
      try await runner.run(options, progress: reporter.report)
    }
    reporter.finishLine()
    let report: PipelineRunner.Report
    switch outcome {
    case .failure(let error as PipelineRunner.Failure):
      switch error {
      case .missingSources: throw CommandFailure(exitCode: .noInput, message: error.description)
      case .cannotWrite: throw CommandFailure(exitCode: .cannotWrite, message: error.description)
      }
    case .failure(let error):
      throw CommandFailure(exitCode: .internalError, message: "\(error)")
    case .success(let value):
      report = value
    }

    let shown = report.diagnostics.filter { $0.severity >= .warning }
    for diagnostic in shown { output.err("\(diagnostic)\n") }
    for path in report.stale {
      output.err("stale snapshot: \(path) (no source produces it; --prune removes it)\n")
    }
    let seconds =
      Double((ContinuousClock.now - started).components.attoseconds) / 1e18
      + Double((ContinuousClock.now - started).components.seconds)
    let count = report.diagnostics.count
    output.err(
      "\(report.cancelled ? "interrupted after writing" : "wrote") \(report.snapshots) snapshots for "
        + "\(report.sources.count) source\(report.sources.count == 1 ? "" : "s") (\(report.changed) changed) in "
        + String(format: "%.1f s", seconds) + ", \(count) diagnostic\(count == 1 ? "" : "s")"
        + (report.pruned.isEmpty ? "" : ", \(report.pruned.count) pruned") + "\n")
    if report.cancelled { return .interrupted }

    if let referencePath = arguments.value("check") {
      let reference = URL(fileURLWithPath: referencePath)
      let diff = SnapshotDiff(
        reference: try SnapshotFolder.read(reference, missingIsEmpty: arguments.flag("record")),
        actual: try SnapshotFolder.read(config.output))
      if !diff.isEmpty {
        if arguments.flag("record") {
          guard ProcessInfo.processInfo.environment["CI"] == nil else {
            output.out(diff.text)
            throw CommandFailure(
              exitCode: .failure, message: "refusing to record reference snapshots while CI is set")
          }
          try SnapshotFolder.replace(reference, with: config.output)
          output.err("recorded \(report.snapshots) snapshots in '\(referencePath)'\n")
          return .success
        }
        output.out(diff.text)
        return .failure
      }
      output.err("no differences from '\(referencePath)'\n")
    }
    if arguments.flag("strict"), report.diagnostics.contains(where: { $0.severity == .error }) {
      return .dataError
    }
    return .success
  }
}

/// Progress on standard error: a live line on a terminal, otherwise a line every few seconds.
final class ProgressReporter: @unchecked Sendable {
  private let output: CommandOutput
  private let quiet: Bool
  private let live: Bool
  private let lock = NSLock()
  private var lastLine = ContinuousClock.now
  private var showedLive = false

  init(output: CommandOutput, quiet: Bool) {
    self.output = output
    self.quiet = quiet
    live = output.errorIsTerminal
  }

  func report(_ progress: PipelineRunner.Progress) {
    guard !quiet, case .finished(let source, let done, let total, let snapshots) = progress else {
      return
    }
    lock.withLock {
      let line = "[\(done)/\(total)] \(source): \(snapshots) snapshots"
      if live {
        output.err("\r\u{1B}[K" + line)
        showedLive = true
      } else if ContinuousClock.now - lastLine >= .seconds(3) {
        output.err(line + "\n")
        lastLine = ContinuousClock.now
      }
    }
  }

  func finishLine() {
    lock.withLock {
      if showedLive { output.err("\r\u{1B}[K") }
    }
  }
}
