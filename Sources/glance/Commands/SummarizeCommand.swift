import Foundation
import ICalendar
import Pipeline
import Snapshots
import Summaries
import WidgetTimeline

/// `glance summarize`: what VoiceOver says for each entry of a widget's timeline.
enum SummarizeCommand: Command {
  static let spec = CommandSpec(
    name: "summarize",
    abstract: "Print each timeline entry's spoken summary and accessibility actions.",
    discussion: """
      The summary is the one sentence VoiceOver reads from the widget's full-size overlay; \
      the actions are offered in VoiceOver's actions rotor, plus one magic tap. With \
      --pipeline the source is rendered exactly as 'glance run' renders it with that file, and \
      --format json prints the snapshot the run writes for the family, text size and locale.
      """,
    arguments: [SourceOptions.folderArgument.spec],
    options: [
      WidgetOptions.family.spec, WidgetOptions.textSize.spec, Options.locale.spec,
      SourceOptions.pipeline.spec, SourceOptions.now.spec, SourceOptions.timeZone.spec,
      SourceOptions.hours.spec, Options.format.spec, Strictness.flag.spec,
    ])

  struct Options: ParsableOptions {
    static let locale = Option<SpokenLocale>(
      "locale", "id",
      help:
        "The language (default: the pipeline's first, else the source's first that Glance speaks)."
    )
    static let format = Option<OutputFormat>(
      "format", "format", help: "Output format: text, or json for the snapshot.", default: .text)

    var source: SourceOptions
    var widget: WidgetOptions
    var locale: SpokenLocale?
    var format: OutputFormat

    init(_ arguments: ParsedArguments) throws(CommandLineError) {
      source = try SourceOptions(arguments)
      widget = try WidgetOptions(arguments)
      locale = try arguments.value(Self.locale)
      format = try arguments.value(required: Self.format)
    }
  }

  static let exitCodes = SourceOptions.exitCodes

  static func run(_ options: Options, output: CommandOutput) async throws -> ExitCode {
    let (render, readDiagnostics) = try options.source.render()
    let locale = options.locale?.identifier ?? render.locales[0]
    let timeline = render.timeline(options.widget.family, options.widget.textSize)
    let snapshot: (document: SnapshotDocument, diagnostics: [Diagnostic])
    do {
      snapshot = try render.snapshot(timeline, locale: locale)
    } catch {
      throw CommandLineError(message: "\(error)")
    }
    if options.format == .json {
      output.out(String(decoding: snapshot.document.encoded(), as: UTF8.self))
    } else {
      var lines: [String] = []
      for entry in snapshot.document.entries {
        lines.append(entry.dateText)
        lines.append("  \(entry.summary)")
        for action in entry.actions {
          let trigger = action.trigger == .magicTap ? "magic tap" : "action"
          lines.append("    \(trigger): \(action.name) → \(action.intent.type)")
        }
      }
      output.out(lines.joined(separator: "\n") + "\n")
    }
    let diagnostics =
      readDiagnostics + render.diagnostics
      // The source's locales without copy are skipped with a warning, as in a run.
      + (options.locale == nil ? render.localeDiagnostics : [])
      + timeline.diagnostics + snapshot.diagnostics
      + render.localizers(locale).diagnostics(file: "Localizable.xcstrings")
    for diagnostic in options.source.shown(diagnostics) { output.err("\(diagnostic)\n") }
    return Strictness.exitCode(strict: options.source.strict, diagnostics)
  }
}
