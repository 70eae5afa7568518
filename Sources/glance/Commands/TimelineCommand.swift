import Foundation
import ICalendar
import JSON
import Pipeline
import Snapshots
import WidgetTimeline

/// `glance timeline`: the WidgetKit timeline one widget of a source would get.
enum TimelineCommand: Command {
  static let spec = CommandSpec(
    name: "timeline",
    abstract: "Print the widget timeline of a source folder for one family and text size.",
    discussion: """
      One entry at --now and one at every moment the visible content changes within the \
      horizon: an event starts or ends, a reminder becomes overdue, the day changes. Each \
      entry lists its rows, the count of items it had no room for, and its relevance.
      """,
    arguments: [SourceOptions.folderArgument.spec],
    options: [
      WidgetOptions.family.spec, WidgetOptions.textSize.spec, SourceOptions.pipeline.spec,
      SourceOptions.now.spec, SourceOptions.timeZone.spec, SourceOptions.hours.spec,
      Options.format.spec, Strictness.flag.spec,
    ])

  struct Options: ParsableOptions {
    static let format = Option<OutputFormat>(
      "format", "format", help: "Output format.", default: .text)

    var source: SourceOptions
    var widget: WidgetOptions
    var format: OutputFormat

    init(_ arguments: ParsedArguments) throws(CommandLineError) {
      source = try SourceOptions(arguments)
      widget = try WidgetOptions(arguments)
      format = try arguments.value(required: Self.format)
    }
  }

  static let exitCodes = SourceOptions.exitCodes

  static func run(_ options: Options, output: CommandOutput) async throws -> ExitCode {
    let (render, readDiagnostics) = try options.source.render()
    let timeline = render.timeline(options.widget.family, options.widget.textSize)
    if options.format == .json {
      let document = TimelineDocument.encoded(
        timeline, source: render.source.id, timeZone: render.zoneName)
      output.out(String(decoding: document, as: UTF8.self))
    } else {
      output.out(text(timeline, zone: render.zone))
    }
    let diagnostics = readDiagnostics + render.diagnostics + timeline.diagnostics
    for diagnostic in options.source.shown(diagnostics) { output.err("\(diagnostic)\n") }
    return Strictness.exitCode(strict: options.source.strict, diagnostics)
  }

  static func text(_ timeline: Timeline, zone: ZoneRules) -> String {
    var lines = [
      "\(timeline.family.rawValue) (\(timeline.textSize.rawValue) text, \(Plural.count(timeline.capacity, "row"))): \(Plural.count(timeline.entries.count, "entry", plural: "entries")), reload after \(ISO8601Value.format(instant: timeline.reloadAfter))"
    ]
    for entry in timeline.entries {
      let local = LocalDateTime(localSeconds: zone.local(forInstant: entry.date))
      lines.append("")
      lines.append(
        "\(ISO8601Value.format(instant: entry.date))  (\(local.description.prefix(16)) local)  relevance \(entry.relevance)"
      )
      var lastDay: LocalDate?
      for row in entry.rows {
        if timeline.family.traits.groupsByDay, row.day != lastDay {
          lines.append(
            "  \(row.dayOffset == 0 ? "Today" : row.dayOffset == 1 ? "Tomorrow" : row.day.description)"
          )
          lastDay = row.day
        }
        let title = row.item.title.isEmpty ? "(untitled)" : row.item.title
        lines.append(
          "    \(row.state.rawValue.padding(toLength: 10, withPad: " ", startingAt: 0)) \(row.day)  \(title)"
        )
      }
      if entry.rows.isEmpty { lines.append("    (nothing)") }
      if entry.overflow > 0 { lines.append("    +\(entry.overflow) more") }
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
