import Agenda
import Foundation
import ICalendar
import JSON
import Summaries
import WidgetTimeline

/// `glance summarize`: what VoiceOver says for each entry of a widget's timeline.
enum SummarizeCommand: Command {
  static let spec = CommandSpec(
    name: "summarize",
    abstract: "Print each timeline entry's spoken summary and accessibility actions.",
    discussion: """
      The summary is the one sentence VoiceOver reads from the widget's full-size overlay; \
      the actions are offered in VoiceOver's actions rotor, plus one magic tap.
      """,
    arguments: [
      .init(name: "source-folder", help: "The folder of one source, such as Data/student.")
    ],
    options: [
      .value(
        "family", "family", help: "The widget family.",
        choices: WidgetFamily.allCases.map(\.rawValue)),
      .value(
        "text-size", "size", help: "Dynamic Type range.", default: "default",
        choices: TextSize.allCases.map(\.rawValue)),
      .value(
        "locale", "id", help: "The language (default: the source's first that Glance speaks).",
        choices: StringCatalog.shippedLocales),
      .value("now", "ISO 8601", help: "The reference date, e.g. 2026-06-01T11:00:00Z."),
      .value("time-zone", "IANA", help: "Zone of the widget (default: the source's, else UTC)."),
      .value("hours", "hours", help: "The horizon in hours.", default: "24"),
    ])

  static func run(_ arguments: ParsedArguments, output: CommandOutput) async throws -> ExitCode {
    guard let familyName = arguments.value("family"),
      let family = WidgetFamily(rawValue: familyName)
    else {
      throw CommandLineError(message: "Missing expected option '--family <family>'.")
    }
    let textSize = TextSize(rawValue: arguments.value("text-size") ?? "default") ?? .default
    guard let hours = Int(arguments.value("hours") ?? "24"), (1...168).contains(hours) else {
      throw CommandLineError(
        message:
          "The value '\(arguments.value("hours") ?? "")' is invalid for '--hours <hours>': expected 1 to 168."
      )
    }
    let context = try SourceContext.load(arguments)
    // The source's locales without copy are skipped with a warning, as in a run.
    let spoken = StringCatalog.shipped.spokenLocales(
      context.source.settings.locales, file: "\(context.source.id)/source.json")
    let locale = arguments.value("locale") ?? spoken.locales.first ?? "en-US"
    let now = try Options.instant(arguments.value("now"), option: "now", zone: context.zone)
    let layout = TimelineLayout(
      family: family, textSize: textSize, options: .init(horizon: Int64(hours) * 3600))
    let window = layout.agendaWindow(referenceDate: now, zone: context.zone)
    let agenda = Agenda(
      source: context.source, from: window.start, to: window.end, zone: context.zone)
    let timeline = layout.layout(
      agenda.items, referenceDate: now, zone: context.zone, fileName: context.source.id)
    let localizer = Localizer(catalog: .shipped, locale: locale)
    let composer: SummaryComposer
    do {
      composer = try SummaryComposer(localizer: localizer, zone: context.zone)
    } catch {
      throw CommandLineError(message: "\(error)")
    }
    var lines: [String] = []
    let summaries = composer.compose(timeline.entries, family: family)
    for (entry, summary) in zip(timeline.entries, summaries) {
      lines.append("\(ISO8601Value.format(instant: entry.date))")
      lines.append("  \(summary.text)")
      for action in summary.actions {
        let trigger = action.trigger == .magicTap ? "magic tap" : "action"
        lines.append("    \(trigger): \(action.name) → \(action.intent.type)")
      }
    }
    output.out(lines.joined(separator: "\n") + "\n")
    let diagnostics =
      context.diagnostics + (arguments.value("locale") == nil ? spoken.diagnostics : [])
      + agenda.diagnostics + timeline.diagnostics
      + localizer.diagnostics(file: "Localizable.xcstrings")
    for diagnostic in diagnostics { output.err("\(diagnostic)\n") }
    return .success
  }
}
