/// One VCALENDAR: its name, events, to-dos, and how its time zones were resolved.
///
/// Components found outside any VCALENDAR (a bare VEVENT, as some tools write) form an
/// implicit calendar of their own.
public struct CalendarObject: Sendable, Hashable {
  /// X-WR-CALNAME, else NAME (RFC 7986).
  public var name: String?
  public var productID: String?
  public var method: String?
  /// X-WR-TIMEZONE as written.
  public var timeZoneName: String?
  /// COLOR (RFC 7986), else X-APPLE-CALENDAR-COLOR.
  public var color: String?
  public var events: [Event] = []
  public var todos: [Todo] = []
  /// Every TZID the calendar uses, with its resolution, sorted by TZID.
  public var timeZones: [ResolvedTimeZone] = []
  /// TZIDs of the VTIMEZONE components it defines, in file order.
  public var definedTimeZones: [String] = []
  /// The line of BEGIN:VCALENDAR, or of the first component of an implicit calendar.
  public var line: Int
  /// Whether the calendar had no BEGIN:VCALENDAR.
  public var isImplicit: Bool

  public init(line: Int, isImplicit: Bool) {
    self.line = line
    self.isImplicit = isImplicit
  }
}

/// Everything read from one iCalendar file.
public struct CalendarFile: Sendable, Hashable {
  /// The name the caller gave the file; used in diagnostics.
  public var fileName: String
  public var calendars: [CalendarObject]
  public var diagnostics: [Diagnostic]
  public var byteCount: Int

  public init(
    fileName: String, calendars: [CalendarObject], diagnostics: [Diagnostic], byteCount: Int
  ) {
    self.fileName = fileName
    self.calendars = calendars
    self.diagnostics = diagnostics
    self.byteCount = byteCount
  }

  /// The events of every calendar in the file, in file order. A file of one calendar, as
  /// most are, gives that calendar's own list: joining lists copies every event, and the
  /// agenda asks for them for every person.
  public var events: [Event] {
    calendars.count == 1 ? calendars[0].events : calendars.flatMap(\.events)
  }
  /// The to-dos of every calendar in the file, in file order.
  public var todos: [Todo] {
    calendars.count == 1 ? calendars[0].todos : calendars.flatMap(\.todos)
  }
}
