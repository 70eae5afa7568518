import Foundation
import ICalendar
import JSON

/// `glance occurrences`: every occurrence of every event in a window, as the expander sees it.
enum OccurrencesCommand: Command {
  static let spec = CommandSpec(
    name: "occurrences",
    abstract: "List the occurrences of the events in iCalendar files within a window.",
    discussion: """
      Recurring events are expanded (RRULE, RDATE, EXDATE, EXRULE), overrides replace the \
      instances they name, and cancelled occurrences are listed with status 'cancelled'. \
      Timed values print in UTC; all-day values print as dates with an exclusive end. \
      Floating times and dates are read in --time-zone.
      """,
    arguments: [Options.files.spec],
    options: [
      Options.from.spec, Options.to.spec, Options.timeZone.spec, Options.format.spec,
      Strictness.flag.spec,
    ])

  struct Options: ParsableOptions {
    static let files = Positional<String>(
      "files", help: "The .ics files to read.", repeating: true)
    static let from = Option<DateArgument>(
      "from", "ISO 8601", help: "Start of the window, e.g. 2026-06-01 or 2026-06-01T08:00:00Z.",
      required: true)
    static let to = Option<DateArgument>(
      "to", "ISO 8601", help: "End of the window (exclusive).", required: true)
    static let timeZone = Option<ZoneName>(
      "time-zone", "IANA", help: "Zone for floating times and dates.",
      default: ZoneName(argument: "UTC"))
    static let format = Option<OutputFormat>(
      "format", "format", help: "Output format.", default: .text)

    var files: [String]
    var from: DateArgument
    var to: DateArgument
    var zone: ZoneRules
    var format: OutputFormat
    var strict: Bool

    init(_ arguments: ParsedArguments) throws(CommandLineError) {
      files = try arguments.arguments(Self.files)
      from = try arguments.value(required: Self.from)
      to = try arguments.value(required: Self.to)
      zone = try arguments.value(Self.timeZone)?.rules ?? .utc
      format = try arguments.value(required: Self.format)
      strict = arguments.flag(Strictness.flag)
    }
  }

  static let exitCodes = InputFile.exitCodes

  static func run(_ options: Options, output: CommandOutput) async throws -> ExitCode {
    let zone = options.zone
    let from = options.from.instant(in: zone)
    let to = options.to.instant(in: zone)
    guard from < to else {
      throw CommandLineError(message: "The window is empty: '--from' must be before '--to'.")
    }
    let reader = CalendarReader()
    let expander = OccurrenceExpander(floatingZone: zone)
    var occurrences: [Occurrence] = []
    var diagnostics: [Diagnostic] = []
    for path in options.files {
      let file = reader.read(
        try InputFile.read(path, maxBytes: reader.limits.maxFileBytes), fileName: path)
      diagnostics += file.diagnostics
      // Every VCALENDAR of the file at once: an override may sit in another one.
      let result = expander.expand(file.events, from: from, to: to, fileName: path)
      occurrences += result.occurrences
      diagnostics += result.diagnostics
    }
    occurrences.sort { a, b in
      let (x, y) = (a.start.instant(in: zone), b.start.instant(in: zone))
      return x != y ? x < y : a.uid < b.uid
    }
    if options.format == .json {
      output.out(CanonicalJSONWriter.string(.array(occurrences.map { json($0) })))
    } else {
      for occurrence in occurrences { output.out(text(occurrence)) }
    }
    for diagnostic in diagnostics { output.err("\(diagnostic)\n") }
    return Strictness.exitCode(strict: options.strict, diagnostics)
  }

  static func format(_ time: OccurrenceTime) -> String {
    switch time {
    case .instant(let seconds): ISO8601Value.format(instant: seconds)
    case .date(let date): date.description
    }
  }

  static func json(_ occurrence: Occurrence) -> JSONValue {
    .object([
      ("uid", .string(occurrence.uid)),
      ("recurrenceId", occurrence.recurrenceID.map { .string(format($0)) } ?? .null),
      ("title", .string(occurrence.title)),
      ("start", .string(format(occurrence.start))),
      ("end", .string(format(occurrence.end))),
      ("allDay", .bool(occurrence.isAllDay)),
      ("status", .string(occurrence.status.rawValue)),
      ("calendar", .string(occurrence.event.calendarName)),
    ])
  }

  static func text(_ occurrence: Occurrence) -> String {
    var line =
      "\(format(occurrence.start))  \(format(occurrence.end))  \(occurrence.title ?? "(untitled)")"
    if let calendar = occurrence.event.calendarName { line += "  [\(calendar)]" }
    if occurrence.status != .confirmed { line += "  (\(occurrence.status.rawValue))" }
    return line + "\n"
  }
}
