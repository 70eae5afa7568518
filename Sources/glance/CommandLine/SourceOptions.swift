import Agenda
import Foundation
import ICalendar
import Pipeline

/// How `glance agenda`, `timeline` and `summarize` render one source folder: with a pipeline
/// file's settings (`--pipeline`), exactly as `glance run` does, or with the defaults of
/// Docs/pipeline-format.md.
enum SourceOptions {
  static let pipeline = CommandSpec.Option.value(
    "pipeline", "file",
    help:
      "Render as this pipeline file does: its capacities, entry limits, look-ahead, horizon, locales, time zone and reference date."
  )
  static let now = CommandSpec.Option.value(
    "now", "ISO 8601",
    help:
      "The reference date, e.g. 2026-06-01T11:00:00Z, or 'now' for the clock (default: the pipeline's)."
  )
  static let timeZone = CommandSpec.Option.value(
    "time-zone", "IANA",
    help: "Zone of the widget (default: the source's, else the pipeline's, else UTC).")
  static let hours = CommandSpec.Option.value(
    "hours", "hours", help: "The horizon in hours (default: the pipeline's, else 24).")

  /// The pipeline settings of a command: `--pipeline`'s file with `--hours` applied, else the
  /// defaults.
  static func config(_ arguments: ParsedArguments) throws -> PipelineConfig {
    var config: PipelineConfig
    if let path = arguments.value("pipeline") {
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
    if let text = arguments.value("hours") {
      guard let hours = Int(text), (1...168).contains(hours) else {
        throw CommandLineError(
          message: "The value '\(text)' is invalid for '--hours <hours>': expected 1 to 168.")
      }
      config.horizonHours = hours
    }
    return config
  }

  /// The source folder of `<source-folder>`, read as the pipeline reads it.
  static func source(_ arguments: ParsedArguments) throws -> (
    source: Source, diagnostics: [Diagnostic]
  ) {
    let folder = arguments.argument("source-folder")!
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
  static func shown(_ diagnostics: [Diagnostic], _ arguments: ParsedArguments) -> [Diagnostic] {
    let folder = URL(fileURLWithPath: arguments.argument("source-folder")!)
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
  static func zoneName(_ arguments: ParsedArguments, source: Source, config: PipelineConfig)
    throws -> String
  {
    if let name = arguments.value("time-zone") {
      _ = try Options.zone(name)
      return name
    }
    return source.settings.timeZone ?? config.timeZone
  }

  /// The reference date: `--now`, else the pipeline's fixed one; the clock only when the
  /// pipeline file says `"now"`.
  static func referenceDate(_ arguments: ParsedArguments, config: PipelineConfig, zone: ZoneRules)
    throws -> Int64
  {
    guard let text = arguments.value("now") else {
      guard arguments.value("pipeline") != nil else {
        throw CommandLineError(message: "Missing expected option '--now <ISO 8601>'.")
      }
      return RunOptions.referenceDate(of: config)
    }
    return try RunOptions.now(text, zone: zone)
  }

  /// The source rendered as the pipeline renders it, and the diagnostics of reading its folder.
  static func render(_ arguments: ParsedArguments) throws -> (
    render: SourceRender, diagnostics: [Diagnostic]
  ) {
    let config = try config(arguments)
    let (source, diagnostics) = try source(arguments)
    let zoneName = try zoneName(arguments, source: source, config: config)
    let now = try referenceDate(arguments, config: config, zone: (ZoneRules.named(zoneName) ?? .utc))
    let render = SourceRender(source, config: config, referenceDate: now, timeZone: zoneName)
    return (render, diagnostics)
  }
}
