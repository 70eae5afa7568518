import Agenda
import Foundation
import ICalendar
import JSON
import Pipeline
import Snapshots
import Summaries

/// `glance agenda`: one person's merged time line, events and reminders, in a window.
enum AgendaCommand: Command {
  static let spec = CommandSpec(
    name: "agenda",
    abstract: "Print the merged agenda (events and reminders) of a source folder.",
    discussion: """
      A source folder holds one person's *.ics calendars, reminders.json, favorites.json and \
      source.json (see Docs/sources.md). Items are ordered by day, all-day first, then time, \
      title and id; cancelled occurrences and completed reminders are left out. Without \
      --from and --to, the window is the one the widgets look at, as 'glance run' with \
      --pipeline (or the default pipeline settings) at --now sees it.
      """,
    arguments: [SourceOptions.folderArgument.spec],
    options: [
      Options.from.spec, Options.to.spec, SourceOptions.pipeline.spec, SourceOptions.now.spec,
      SourceOptions.timeZone.spec, Options.format.spec, Strictness.flag.spec,
    ])

  struct Options: ParsableOptions {
    static let from = Option<DateArgument>(
      "from", "ISO 8601", help: "Start of the window, e.g. 2026-06-01.")
    static let to = Option<DateArgument>("to", "ISO 8601", help: "End of the window (exclusive).")
    static let format = Option<OutputFormat>(
      "format", "format", help: "Output format.", default: .text)

    var source: SourceOptions
    var from: DateArgument?
    var to: DateArgument?
    var format: OutputFormat

    init(_ arguments: ParsedArguments) throws(CommandLineError) {
      source = try SourceOptions(arguments)
      from = try arguments.value(Self.from)
      to = try arguments.value(Self.to)
      format = try arguments.value(required: Self.format)
    }
  }

  static let exitCodes = SourceOptions.exitCodes

  static func run(_ options: Options, output: CommandOutput) async throws -> ExitCode {
    let config = try options.source.config()
    let (source, readDiagnostics) = try options.source.source()
    let zoneName = options.source.zoneName(source: source, config: config)
    let zone = ZoneRules.named(zoneName) ?? .utc
    let agenda: Agenda
    let widgetsWindow = options.source.now != nil || options.source.pipeline != nil
    if options.from != nil || options.to != nil || !widgetsWindow {
      guard let from = options.from?.instant(in: zone) else {
        throw CommandLineError(message: "Missing expected option '\(Options.from.spec.synopsis)'.")
      }
      guard let to = options.to?.instant(in: zone) else {
        throw CommandLineError(message: "Missing expected option '\(Options.to.spec.synopsis)'.")
      }
      guard from < to else {
        throw CommandLineError(message: "The window is empty: '--from' must be before '--to'.")
      }
      agenda = Agenda(
        source: source, from: from, to: to, zone: zone,
        cancelledByTitle: TitleGrammar(lexicons: .shipped).isCancelled)
    } else {
      let now = try options.source.referenceDate(config: config, zone: zone)
      agenda =
        SourceRender(source, config: config, referenceDate: now, timeZone: zoneName).agenda
    }
    if options.format == .json {
      output.out(
        String(
          decoding: AgendaDocument.encoded(agenda, source: source.id, timeZone: zoneName),
          as: UTF8.self))
    } else {
      output.out(
        "\(source.id): \(Plural.count(agenda.items.count, "item")), \(agenda.undated.count) without a date\n"
      )
      for item in agenda.items + agenda.undated { output.out(text(item, zone: zone)) }
    }
    let diagnostics = readDiagnostics + source.diagnostics + agenda.diagnostics
    for diagnostic in options.source.shown(diagnostics) { output.err("\(diagnostic)\n") }
    return Strictness.exitCode(strict: options.source.strict, diagnostics)
  }

  /// `Mon 2026-06-01  09:00-09:15  Standup  [Work]  favorite`, times in the agenda's zone.
  static func text(_ item: AgendaItem, zone: ZoneRules) -> String {
    func local(_ time: OccurrenceTime) -> LocalDateTime {
      switch time {
      case .instant(let seconds): LocalDateTime(localSeconds: zone.local(forInstant: seconds))
      case .date(let date): LocalDateTime(date: date)
      }
    }
    func clock(_ time: LocalDateTime) -> String {
      (time.hour < 10 ? "0" : "") + "\(time.hour):" + (time.minute < 10 ? "0" : "")
        + "\(time.minute)"
    }
    let weekdays = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
    var columns: [String] = []
    if let start = item.start {
      let begin = local(start)
      columns.append("\(weekdays[begin.date.weekday - 1]) \(begin.date)")
      if item.isAllDay {
        columns.append("all day    ")
      } else if item.kind == .reminder {
        columns.append("due \(clock(begin))  ")
      } else {
        columns.append("\(clock(begin))-\(item.end.map { clock(local($0)) } ?? clock(begin))")
      }
    } else {
      columns.append("no date       ")
      columns.append("           ")
    }
    columns.append(item.title.isEmpty ? "(untitled)" : item.title)
    if let group = item.group { columns.append("[\(group)]") }
    var flags: [String] = []
    if item.isFavorite { flags.append("favorite") }
    if item.priority != .none { flags.append("\(item.priority.rawValue) priority") }
    if item.status != .confirmed { flags.append(item.status.rawValue) }
    if !flags.isEmpty { columns.append("(\(flags.joined(separator: ", ")))") }
    return columns.joined(separator: "  ") + "\n"
  }
}
