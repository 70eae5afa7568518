import Agenda
import Foundation
import ICalendar
import Pipeline

/// How `glance agenda`, `timeline` and `summarize` render one source folder: with a pipeline
/// file's settings (`--pipeline`), exactly as `glance run` does, or with the defaults of
/// Docs/pipeline-format.md. The options these commands share, as one group (swift-argument-
/// parser's `@OptionGroup`), decoded with each command's own.
struct SourceOptions: ParsableOptions {
  static let folderArgument = Positional<String>(
    "source-folder", help: "The folder of one source, such as Data/student.")
  static let pipeline = Option<String>(
    "pipeline", "file",
    help:
      "Render as this pipeline file does: its capacities, entry limits, look-ahead, horizon, locales, time zone and reference date."
  )
  static let now = Option<ReferenceTime>(
    "now", "ISO 8601",
    help:
      "The reference date, e.g. 2026-06-01T11:00:00Z, or 'now' for the clock (default: the pipeline's)."
  )
  static let timeZone = Option<ZoneName>(
    "time-zone", "IANA",
    help: "Zone of the widget (default: the source's, else the pipeline's, else UTC).")
  static let hours = Option<HorizonHours>(
    "hours", "hours", help: "The horizon in hours (default: the pipeline's, else 24).")

  /// The exit codes of the commands that render a source folder, for help.
  static let exitCodes = [
    ExitCode.success.use, Strictness.exitCode,
    ExitCode.noInput.because("no such source folder or pipeline file"),
  ]

  var folder: String
  var pipeline: String?
  var now: ReferenceTime?
  var timeZone: ZoneName?
  var hours: HorizonHours?
  var strict: Bool

  init(_ arguments: ParsedArguments) throws(CommandLineError) {
    folder = try arguments.argument(required: Self.folderArgument)
    pipeline = try arguments.value(Self.pipeline)
    now = try arguments.value(Self.now)
    timeZone = try arguments.value(Self.timeZone)
    hours = try arguments.value(Self.hours)
    strict = arguments.flag(Strictness.flag)
  }

  /// The pipeline settings of a command: `--pipeline`'s file with `--hours` applied, else the
  /// defaults.
  func config() throws -> PipelineConfig {
    var config: PipelineConfig
    if let path = pipeline {
      guard FileManager.default.fileExists(atPath: path) else {
        throw CommandFailure(
          exitCode: .noInput, message: "cannot read '\(path)': no such pipeline file")
      }
      do {
        config = try PipelineConfig.load(URL(fileURLWithPath: path))
      } catch {
        throw CommandFailure(exitCode: .usage, message: error.description)
      }
    } else {
      let here = URL(fileURLWithPath: ".")
      config = PipelineConfig(name: "default", sources: here, output: here, referenceDate: .now)
    }
    if let hours { config.horizonHours = hours.count }
    return config
  }

  /// The source folder of `<source-folder>`, read as the pipeline reads it.
  func source() throws -> (source: Source, diagnostics: [Diagnostic]) {
    let loaded: (files: SourceFiles, diagnostics: [Diagnostic])
    do {
      loaded = try SourceFolder.read(URL(fileURLWithPath: folder))
    } catch {
      throw CommandFailure(exitCode: .noInput, message: error.description)
    }
    return (Source(files: loaded.files), loaded.diagnostics)
  }

  /// The diagnostics about the source folder with its files named from the working
  /// directory: `Data/student/calendar.ics` for `student/calendar.ics` when the folder given
  /// was `Data/student`.
  func shown(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
    let folder = URL(fileURLWithPath: folder)
    let id = folder.standardizedFileURL.lastPathComponent
    return diagnostics.map { diagnostic in
      guard diagnostic.file == id || diagnostic.file.hasPrefix(id + "/"),
        !DiagnosticPaths.aboutSnapshots.contains(diagnostic.code)
      else { return diagnostic }
      var shown = diagnostic
      shown.file = DisplayPath.of(
        folder.standardizedFileURL.deletingLastPathComponent().appendingPathComponent(
          diagnostic.file))
      return shown
    }
  }

  /// The zone name a command uses: `--time-zone`, else the source's, else the pipeline's.
  func zoneName(source: Source, config: PipelineConfig) -> String {
    timeZone?.name ?? source.settings.timeZone ?? config.timeZone
  }

  /// The reference date: `--now`, else the pipeline's fixed one; the clock only when the
  /// pipeline file says `"now"`.
  func referenceDate(config: PipelineConfig, zone: ZoneRules) throws(CommandLineError) -> Int64 {
    guard let now else {
      guard pipeline != nil else {
        throw CommandLineError(message: "Missing expected option '\(Self.now.spec.synopsis)'.")
      }
      return RunOptions.referenceDate(of: config)
    }
    return now.instant(in: zone)
  }

  /// The source rendered as the pipeline renders it, and the diagnostics of reading its folder.
  func render() throws -> (render: SourceRender, diagnostics: [Diagnostic]) {
    let config = try config()
    let (source, diagnostics) = try source()
    let zoneName = zoneName(source: source, config: config)
    let date = try RunOptions.checked(
      referenceDate(config: config, zone: ZoneRules.named(zoneName) ?? .utc),
      config: config, now: now?.argumentText)
    let render = SourceRender(source, config: config, referenceDate: date, timeZone: zoneName)
    return (render, diagnostics)
  }
}
