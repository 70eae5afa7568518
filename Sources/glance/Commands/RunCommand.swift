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
      run concurrently (--jobs); each source's snapshots are committed together. Every option, \
      path and combination is checked before the first source is read. SIGINT (Ctrl-C) or \
      SIGTERM stops the run cleanly: each source is all old or all new, and manifest.json \
      says which and that the run did not finish ('glance verify' checks it); a second signal \
      stops at once. Only one run writes a folder at a time: a second is refused with exit 75, \
      or waits with --wait. Relative paths in the pipeline file are relative to its folder.
      """,
    arguments: [Options.pipeline.spec],
    options: [
      Options.output.spec, Options.sources.spec, SourceOptions.now.spec, Options.jobs.spec,
      RunOptions.shard.spec, Options.runID.spec, Options.wait.spec, Options.check.spec,
      Options.format.spec, ColorChoice.option.spec, Options.record.spec, Options.prune.spec,
      Strictness.flag.spec,
      Options.minSeverity.spec, Options.quiet.spec,
    ])

  struct Options: ParsableOptions {
    static let pipeline = Positional<String>(
      "pipeline", help: "The pipeline file (default: Pipelines/nightly.json).", optional: true)
    static let output = Option<String>(
      "output", "dir", help: "Write here instead of the pipeline's output folder.")
    static let sources = Option<String>(
      "sources", "dir", help: "Read the source folders here instead of the pipeline's.")
    static let runID = Option<String>(
      "run-id", "id",
      help:
        "Name the run in the manifest (default: from the pipeline's digest, the reference date and the version); shards of one run must share it."
    )
    static let wait = Flag(
      "wait", help: "When another run holds the output folder, wait for it instead of exiting 75.")
    /// Quieter than the other commands' `--quiet`: a nightly log gets one line a night.
    static let quiet = Flag(
      "quiet",
      help:
        "Only the final summary line: no progress and no diagnostics (it counts them by code; all are in diagnostics.json)."
    )
    static let minSeverity = Option<Diagnostic.Severity>(
      "min-severity", "severity", help: "Print only diagnostics of this severity or higher.",
      default: .warning)
    static let jobs = Option<JobCount>(
      "jobs", "n", help: "Sources processed at once (default: the number of cores).")
    static let check = Option<String>(
      "check", "reference-dir",
      help:
        "After the run, compare the output with these snapshots (with --shard, the shard's sources only); exit 1 on any difference."
    )
    /// No default: given without `--check` it is refused, so whether it was given matters.
    static let format = Option<DiffFormat>(
      "format", "format",
      help:
        "text (the default) or json: the run's result, on standard output; with --check, how to write the differences (also junit or github)."
    )
    static let record = Flag(
      "record",
      help:
        "With --check, replace the reference snapshots with this run's (refused when CI is set to anything but '', 0 or false)."
    )
    static let prune = Flag("prune", help: "Remove snapshots no source produces any more.")

    var pipeline: String
    var output: String?
    var sources: String?
    var runID: String?
    var wait: Bool
    var minSeverity: Diagnostic.Severity
    var now: ReferenceTime?
    var jobs: JobCount
    var shard: Shard?
    var check: String?
    var format: DiffFormat?
    var color: ColorChoice
    var record: Bool
    var prune: Bool
    var strict: Bool
    var quiet: Bool

    init(_ arguments: ParsedArguments) throws(CommandLineError) {
      pipeline = try arguments.argument(Self.pipeline) ?? "Pipelines/nightly.json"
      output = try arguments.value(Self.output)
      sources = try arguments.value(Self.sources)
      runID = try arguments.value(Self.runID)
      wait = arguments.flag(Self.wait)
      minSeverity = try arguments.value(required: Self.minSeverity)
      now = try arguments.value(SourceOptions.now)
      jobs = try arguments.value(Self.jobs) ?? .cores
      shard = try arguments.value(RunOptions.shard)
      check = try arguments.value(Self.check)
      format = try arguments.value(Self.format)
      color = try arguments.value(required: ColorChoice.option)
      record = arguments.flag(Self.record)
      prune = arguments.flag(Self.prune)
      strict = arguments.flag(Strictness.flag)
      quiet = arguments.flag(Self.quiet)
    }
  }

  static let exitCodes = [
    ExitCode.success.because("the snapshots are written (and match the reference, with --check)"),
    ExitCode.failure.because("with --check, the snapshots differ from the reference"),
    ExitCode.dataError.because(
      "with --strict, a source has an error diagnostic; with --check, a snapshot cannot be read"),
    ExitCode.noInput.because(
      "no such pipeline file or sources folder, or a --check folder that is missing or holds no snapshots"
    ),
    ExitCode.cannotWrite.because("the output folder cannot be written"),
    ExitCode.busy.because("another run holds the output folder (without --wait)"),
    ExitCode.interrupted.use,
  ]

  /// A run as the options ask for it, every value checked.
  struct Plan {
    var pipelinePath: String
    var config: PipelineConfig
    var options: PipelineRunner.Options
    /// The output folder as the user gave it, or as they would open it.
    var shownOutput: String
    /// The reference folder of `--check`, as given.
    var check: String?
    var record: Bool
    /// `--check`'s `--format`, or without `--check` how the result is printed.
    var format: DiffFormat
    /// `--check`'s `--color`.
    var color: ColorChoice = .auto
    /// The lock file is per shard: shards of one run write one folder at once.
    var shard: Shard? { options.shard }
  }

  /// Checks every option, path and combination, reading no source and writing nothing.
  static func plan(_ options: Options) throws -> Plan {
    let shard = options.shard
    let fixedNow = options.now?.instant(in: .utc)
    let check = options.check
    let record = options.record
    if check == nil {
      if record {
        throw CommandLineError(
          message: "'--\(Options.record.spec.name)' needs '\(Options.check.spec.synopsis)'.")
      }
      if let format = options.format, ![.text, .json].contains(format) {
        throw CommandLineError(
          message:
            "'--format \(format.rawValue)' needs '\(Options.check.spec.synopsis)'; a run alone prints text or json."
        )
      }
    }
    if let id = options.runID, !OutputPath.isSafeComponent(id) {
      throw CommandLineError(
        message:
          "The value '\(id)' is invalid for '\(Options.runID.spec.synopsis)': expected letters, digits, '.', '_', '-' or '@', at most 100."
      )
    }
    if record, shard != nil {
      throw CommandLineError(
        message:
          "'--record' cannot be used with '--shard': a shard's output holds only its own sources; record from a whole run."
      )
    }

    let path = options.pipeline
    guard FileManager.default.fileExists(atPath: path) else {
      throw CommandFailure(
        exitCode: .noInput, message: "cannot read '\(path)': no such pipeline file")
    }
    var config: PipelineConfig
    let digest: String
    do {
      let url = URL(fileURLWithPath: path)
      let bytes = try PipelineConfig.read(url)
      digest = SHA256.hex(bytes)
      config = try PipelineConfig.load(url, bytes: bytes)
    } catch {
      throw CommandFailure(exitCode: .usage, message: error.description)
    }
    let output = options.output
    if let output { config.output = URL(fileURLWithPath: output) }
    if let sources = options.sources { config.sources = URL(fileURLWithPath: sources) }
    guard SnapshotFolder.isFolder(config.sources) else {
      let shown = options.sources ?? DisplayPath.of(config.sources)
      // A relative path of the file is the one place the rule matters: the message says it.
      let rule =
        options.sources == nil ? " (the pipeline's paths are relative to its own folder)" : ""
      throw CommandFailure(
        exitCode: .noInput, message: "cannot read sources folder '\(shown)': no such folder\(rule)")
    }
    let shownOutput = output ?? DisplayPath.of(config.output)
    try SnapshotFolder.checkWritable(config.output, shown: shownOutput)
    if let check {
      let reference = URL(fileURLWithPath: check)
      if reference.standardizedFileURL.path == config.output.standardizedFileURL.path {
        throw CommandLineError(
          message: "'--check \(check)' is the output folder itself; compare with another folder.")
      }
      if !record || SnapshotFolder.isFolder(reference) {
        guard SnapshotFolder.isFolder(reference) else {
          throw CommandFailure(
            exitCode: .noInput, message: "cannot read '\(check)': no such folder")
        }
        guard record || SnapshotFolder.holdsSnapshots(reference) else {
          throw CommandFailure(exitCode: .noInput, message: "no Glance snapshots in '\(check)'")
        }
      }
    }
    let referenceDate = try RunOptions.checked(
      fixedNow ?? RunOptions.referenceDate(of: config), config: config,
      now: options.now?.argumentText)
    let date = ISO8601Value.format(instant: referenceDate)
    let tool = "glance \(Glance.version)"
    let run = RunRecord(
      id: options.runID
        ?? RunRecord.derivedID(referenceDate: date, pipeline: digest, tool: tool),
      referenceDate: date, pipeline: digest, tool: tool, complete: false,
      shard: shard?.description)
    return Plan(
      pipelinePath: path, config: config,
      options: PipelineRunner.Options(
        referenceDate: referenceDate, jobs: options.jobs.count, shard: shard,
        prune: options.prune, record: run),
      shownOutput: shownOutput, check: check, record: record, format: options.format ?? .text,
      color: options.color)
  }

  static func run(_ options: Options, output: CommandOutput) async throws -> ExitCode {
    let plan = try plan(options)
    let runner = PipelineRunner(config: plan.config)
    let progress = ProgressLine(
      output: output, quiet: options.quiet, interval: .seconds(3))
    // Held while the run writes, and given back before --check and --record, which copy
    // the folder.
    let lock = try await RunFolderLock.take(plan, wait: options.wait, output: output)
    let started = ContinuousClock.now
    let outcome = await Interruption.run { [options = plan.options] in
      try await runner.run(options) { event in
        guard case .finished(let source, let done, let total, let snapshots) = event else { return }
        progress.update("[\(done)/\(total)] \(source): \(snapshots) snapshots")
      }
    }
    lock.release()
    progress.finish()
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

    // `--quiet` leaves the summary line alone: a nightly log gets one line a night, whose
    // counts by code say what the diagnostics were (all of them are in diagnostics.json).
    if !options.quiet {
      let paths = DiagnosticPaths(plan: plan)
      for diagnostic in report.diagnostics where diagnostic.severity >= options.minSeverity {
        output.err("\(paths.shown(diagnostic))\n")
      }
      for path in report.stale {
        output.err(
          "stale snapshot: \(paths.output(path)) (no source produces it; --prune removes it)\n")
      }
    }
    output.err(summary(report, seconds: started.duration(to: .now)) + "\n")
    if plan.check == nil, plan.format == .json {
      output.out(RunResult(report: report, output: plan.shownOutput).text)
    }
    if report.cancelled { return .interrupted }

    var code = ExitCode.success
    if let check = plan.check {
      code = try compare(plan, reference: check, report: report, output: output)
    }
    if code == .success, options.strict,
      report.diagnostics.contains(where: { $0.severity == .error })
    {
      return .dataError
    }
    return code
  }

  /// The line that ends every run: what was written, or where a stopped run left the folder.
  static func summary(_ report: PipelineRunner.Report, seconds duration: Duration) -> String {
    let seconds =
      Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    let time = String(format: "%.1f s", seconds)
    guard !report.cancelled else {
      let kept = report.keptSources.count
      return
        "interrupted after \(time): \(Plural.count(report.sources.count, "source")) written "
        + "(\(Plural.count(report.snapshots, "snapshot")), \(report.changed) changed), "
        + "\(Plural.count(kept, "source")) as before; manifest.json lists what is on disk"
    }
    return
      "wrote \(Plural.count(report.snapshots, "snapshot")) for \(Plural.count(report.sources.count, "source")) "
      + "(\(report.changed) changed) in \(time), \(diagnosticCounts(report.diagnostics))"
      + (report.pruned.isEmpty ? "" : ", \(report.pruned.count) pruned")
  }

  /// `3 diagnostics (2 ICS012, 1 REM004)`: how many, and how many of each code, most first.
  static func diagnosticCounts(_ diagnostics: [Diagnostic]) -> String {
    let total = Plural.count(diagnostics.count, "diagnostic")
    guard !diagnostics.isEmpty else { return total }
    let counts = RunResult.codeCounts(diagnostics).sorted {
      $0.value > $1.value || ($0.value == $1.value && $0.key < $1.key)
    }
    return total + " (" + counts.map { "\($0.value) \($0.key)" }.joined(separator: ", ") + ")"
  }

  /// `--check`: the output against the reference, with --shard the shard's sources only; with
  /// `--record` and differences, the reference replaced by the output (never when CI is set).
  static func compare(
    _ plan: Plan, reference check: String, report: PipelineRunner.Report, output: CommandOutput
  ) throws -> ExitCode {
    let shard = plan.options.shard
    let inShard: (String) -> Bool = { path in
      guard let shard else { return true }
      return shard.owns(snapshotPath: path)
    }
    let reference = URL(fileURLWithPath: check)
    let started = ContinuousClock.now
    let diff = SnapshotDiff(
      reference: try SnapshotFolder.read(reference, missingIsEmpty: plan.record).filter {
        inShard($0.key)
      },
      actual: try SnapshotFolder.read(plan.config.output).filter { inShard($0.key) })
    func write() -> ExitCode {
      DiffReport.write(
        diff, format: plan.format, reference: check, actual: plan.shownOutput, output: output,
        color: plan.color, started: started)
    }
    if diff.isEmpty {
      output.err("no differences from '\(check)'\n")
      // A CI service reads a report even when all passed: a JUnit file with every snapshot
      // passing, the counts in the step summary; the log has said it already.
      switch plan.format {
      case .text: break
      case .github:
        DiffReport.writeStepSummary(
          diff, reference: check, actual: plan.shownOutput, output: output)
      case .json, .junit: _ = write()
      }
      return .success
    }
    if plan.record, diff.unreadable.isEmpty {
      guard !Environment.isCI() else {
        _ = write()
        throw CommandFailure(
          exitCode: .failure, message: "refusing to record reference snapshots while CI is set")
      }
      try SnapshotFolder.replace(reference, with: plan.config.output)
      output.err("recorded \(Plural.count(report.snapshots, "snapshot")) in '\(check)'\n")
      return .success
    }
    return write()
  }
}
