import ICalendar
import JSON
import Snapshots

/// `glance inspect`: what Glance reads from iCalendar files, and what it had to fix.
enum InspectCommand: Command {
  static let spec = CommandSpec(
    name: "inspect",
    abstract: "Summarize iCalendar files: calendars, events, to-dos, time zones, diagnostics.",
    discussion: """
      For each calendar: its name, how many events, to-dos and time zones it holds, and how \
      each TZID was resolved (IANA, VTIMEZONE, Windows name, Outlook display name, ...). \
      Diagnostics go to standard error as 'file:line: severity: [code] message'.
      """,
    arguments: [Options.files.spec],
    options: [Options.format.spec, Strictness.flag.spec])

  struct Options: ParsableOptions {
    static let files = Positional<String>(
      "files", help: "The .ics files to read.", repeating: true)
    static let format = Option<OutputFormat>(
      "format", "format", help: "Output format.", default: .text)

    var files: [String]
    var format: OutputFormat
    var strict: Bool

    init(_ arguments: ParsedArguments) throws(CommandLineError) {
      files = try arguments.arguments(Self.files)
      format = try arguments.value(required: Self.format)
      strict = arguments.flag(Strictness.flag)
    }
  }

  static let exitCodes = InputFile.exitCodes

  static func run(_ options: Options, output: CommandOutput) async throws -> ExitCode {
    let reader = CalendarReader()
    var files: [CalendarFile] = []
    for path in options.files {
      let bytes = try InputFile.read(path, maxBytes: reader.limits.maxFileBytes)
      files.append(reader.read(bytes, fileName: path))
    }
    if options.format == .json {
      output.out(CanonicalJSONWriter.string(.object([("files", .array(files.map(json)))])))
    } else {
      for file in files { output.out(text(file)) }
    }
    let diagnostics = files.flatMap(\.diagnostics)
    for diagnostic in diagnostics { output.err("\(diagnostic)\n") }
    return Strictness.exitCode(strict: options.strict, diagnostics)
  }

  static func text(_ file: CalendarFile) -> String {
    var lines = [
      "\(file.fileName): \(Plural.count(file.calendars.count, "calendar")), \(Plural.count(file.byteCount, "byte"))"
    ]
    for calendar in file.calendars {
      let name =
        calendar.name.map { "'\($0)'" } ?? (calendar.isImplicit ? "(no VCALENDAR)" : "(unnamed)")
      lines.append(
        "  calendar \(name) at line \(calendar.line): \(Plural.count(calendar.events.count, "event")), "
          + "\(Plural.count(calendar.todos.count, "to-do")), \(Plural.count(calendar.definedTimeZones.count, "time zone")) defined"
      )
      for zone in calendar.timeZones {
        lines.append("    TZID '\(zone.tzid)': \(describe(zone))")
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  static func describe(_ zone: ResolvedTimeZone) -> String {
    switch zone.resolution {
    case .unresolved: "unresolved, read as floating"
    case .statedOffset:
      "\(ResolvedTimeZone.utcOffset(zone.rules.offset(atInstant: 0))) (stated UTC offset)"
    case .vtimezone: "from its VTIMEZONE" + (zone.identifier.map { " (\($0))" } ?? "")
    default: "\(zone.identifier ?? "?") (\(label(zone.resolution)))"
    }
  }

  static func label(_ resolution: ResolvedTimeZone.Resolution) -> String {
    switch resolution {
    case .iana: "IANA"
    case .vtimezone: "VTIMEZONE"
    case .windows: "Windows name"
    case .outlookDisplayName: "Outlook display name"
    case .globallyUnique: "globally unique TZID"
    case .licLocation: "X-LIC-LOCATION"
    case .calendarTimeZone: "X-WR-TIMEZONE"
    case .statedOffset: "stated UTC offset"
    case .unresolved: "unresolved"
    }
  }

  static func json(_ file: CalendarFile) -> JSONValue {
    .object([
      ("file", .string(file.fileName)),
      ("bytes", .integer(file.byteCount)),
      (
        "calendars",
        .array(
          file.calendars.map { calendar in
            .object([
              ("name", .string(calendar.name)),
              ("line", .integer(calendar.line)),
              ("implicit", .bool(calendar.isImplicit)),
              ("events", .integer(calendar.events.count)),
              ("todos", .integer(calendar.todos.count)),
              ("definedTimeZones", .array(calendar.definedTimeZones.map { .string($0) })),
              (
                "timeZones",
                .array(
                  calendar.timeZones.map { zone in
                    .object([
                      ("tzid", .string(zone.tzid)),
                      ("resolution", .string(zone.resolution.rawValue)),
                      ("identifier", .string(zone.identifier)),
                    ])
                  })
              ),
            ])
          })
      ),
      ("diagnostics", .array(file.diagnostics.map(DiagnosticsFile.json))),
    ])
  }
}
