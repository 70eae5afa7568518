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
    arguments: [
      .init(name: "source-folder", help: "The folder of one source, such as Data/student.")
    ],
    options: [
      .value(
        "family", "family", help: "The widget family.",
        choices: WidgetFamily.allCases.map(\.rawValue), required: true),
      .value(
        "text-size", "size", help: "Dynamic Type range.", default: "default",
        choices: TextSize.allCases.map(\.rawValue)),
      .value(
        "locale", "id",
        help:
          "The language (default: the pipeline's first, else the source's first that Glance speaks).",
        choices: StringCatalog.shippedLocales),
      SourceOptions.pipeline, SourceOptions.now, SourceOptions.timeZone, SourceOptions.hours,
      .value(
        "format", "format", help: "Output format: text, or json for the snapshot.",
        default: "text", choices: ["text", "json"]),
      Strictness.option,
    ])

  static let exitCodes = [
    ExitCode.success.use, Strictness.exitCode,
    ExitCode.noInput.because("no such source folder or pipeline file"),
  ]

  static func run(_ arguments: ParsedArguments, output: CommandOutput) async throws -> ExitCode {
    let family = WidgetFamily(rawValue: arguments.value("family")!)!
    let textSize = TextSize(rawValue: arguments.value("text-size") ?? "default") ?? .default
    let (render, readDiagnostics) = try SourceOptions.render(arguments)
    let locale = arguments.value("locale") ?? render.locales[0]
    let timeline = render.timeline(family, textSize)
    let snapshot: (document: SnapshotDocument, diagnostics: [Diagnostic])
    do {
      snapshot = try render.snapshot(timeline, locale: locale)
    } catch {
      throw CommandLineError(message: "\(error)")
    }
    if arguments.value("format") == "json" {
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
      + (arguments.value("locale") == nil ? render.localeDiagnostics : [])
      + timeline.diagnostics + snapshot.diagnostics
      + render.localizers(locale).diagnostics(file: "Localizable.xcstrings")
    for diagnostic in SourceOptions.shown(diagnostics, arguments) { output.err("\(diagnostic)\n") }
    return Strictness.exitCode(arguments, diagnostics)
  }
}
