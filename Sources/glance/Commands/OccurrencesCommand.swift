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
    arguments: [.init(name: "files", help: "The .ics files to read.", isRepeating: true)],
    options: [
      .value(
        "from", "ISO 8601", help: "Start of the window, e.g. 2026-06-01 or 2026-06-01T08:00:00Z.",
        required: true),
      .value("to", "ISO 8601", help: "End of the window (exclusive).", required: true),
      .value("time-zone", "IANA", help: "Zone for floating times and dates.", default: "UTC"),
      .value(
        "format", "format", help: "Output format.", default: "text", choices: ["text", "json"]),
      Strictness.option,
    ])

  static let exitCodes = InputFile.exitCodes

  static func run(_ arguments: ParsedArguments, output: CommandOutput) async throws -> ExitCode {
    let zone = try Options.zone(arguments.value("time-zone") ?? "UTC")
    let from = try Options.instant(arguments.value("from"), option: "from", zone: zone)
    let to = try Options.instant(arguments.value("to"), option: "to", zone: zone)
    guard from < to else {
      throw CommandLineError(message: "The window is empty: '--from' must be before '--to'.")
    }
    let reader = CalendarReader()
    let expander = OccurrenceExpander(floatingZone: zone)
    var occurrences: [Occurrence] = []
    var diagnostics: [Diagnostic] = []
    for path in arguments.arguments("files") {
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
    if arguments.value("format") == "json" {
      output.out(CanonicalJSONWriter.string(.array(occurrences.map { json($0) })))
    } else {
      for occurrence in occurrences { output.out(text(occurrence)) }
    }
    for diagnostic in diagnostics { output.err("\(diagnostic)\n") }
    return Strictness.exitCode(arguments, diagnostics)
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

/// Option values shared by several commands.
enum Options {
  static func zone(_ identifier: String) throws(CommandLineError) -> ZoneRules {
    guard let zone = ZoneRules.named(identifier) else {
      throw CommandLineError(message: "Unknown time zone '\(identifier)' for '--time-zone <IANA>'.")
    }
    return zone
  }

  static func instant(_ text: String?, option: String, zone: ZoneRules) throws(CommandLineError)
    -> Int64
  {
    guard let text else {
      throw CommandLineError(message: "Missing expected option '--\(option) <ISO 8601>'.")
    }
    guard let value = ISO8601Value(text) else {
      throw CommandLineError(
        message:
          "The value '\(text)' is invalid for '--\(option) <ISO 8601>': expected a date such as 2026-06-01 or 2026-06-01T08:00:00Z."
      )
    }
    return value.instant(in: zone)
  }
}
