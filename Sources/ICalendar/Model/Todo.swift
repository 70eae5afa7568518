/// A VTODO: a task with an optional due time, as calendar apps export reminders.
///
/// A to-do may repeat (RFC 5545 §3.6.2 allows RRULE, RDATE and EXDATE in a VTODO) and may
/// replace one instance of a repeating one (RECURRENCE-ID); `OccurrenceExpander` expands its
/// series exactly as an event's (`expand(_:from:to:fileName:)` for to-dos).
public struct Todo: Sendable, Hashable {
  public enum Status: String, Sendable, Hashable, Codable {
    case needsAction = "needs-action"
    case completed
    case inProcess = "in-process"
    case cancelled
  }

  public var uid: String
  public var uidIsSynthesized = false
  public var summary: String?
  public var description: String?
  public var location: String?
  public var start: DateTimeValue?
  public var due: DateTimeValue?
  public var duration: CalendarDuration?
  /// COMPLETED, the moment it was done.
  public var completed: DateTimeValue?
  public var status: Status?
  /// PRIORITY, 0 (undefined) or 1 (highest) … 9 (lowest).
  public var priority: Int?
  public var percentComplete: Int?
  public var sequence = 0
  /// The instance this component replaces, for an override of a repeating to-do.
  public var recurrenceID: DateTimeValue?
  public var recurrenceRange: Event.Range?
  public var recurrenceRules: [RecurrenceRule] = []
  public var exceptionRules: [RecurrenceRule] = []
  public var recurrenceDates: [RecurrenceDate] = []
  public var exceptionDates: [DateTimeValue] = []
  public var categories: [String] = []
  public var color: String?
  public var url: String?
  /// LAST-MODIFIED, else DTSTAMP, as an instant; breaks ties between duplicate UIDs.
  public var modified: Int64?
  public var calendarName: String?
  public var line: Int

  public init(uid: String, line: Int) {
    self.uid = uid
    self.line = line
  }

  /// Whether the to-do has recurrence properties of its own.
  public var isRecurring: Bool { !recurrenceRules.isEmpty || !recurrenceDates.isEmpty }

  /// Whether the to-do belongs to a series: it repeats, or it replaces an instance of one.
  public var isSeriesComponent: Bool { isRecurring || recurrenceID != nil }

  /// Whether the task is done: STATUS:COMPLETED, a COMPLETED time, or 100 percent.
  public var isCompleted: Bool {
    status == .completed || completed != nil || percentComplete == 100
  }
}
