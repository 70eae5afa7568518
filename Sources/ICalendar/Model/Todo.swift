/// A VTODO: a task with an optional due time, as calendar apps export reminders.
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
  public var recurrenceRules: [RecurrenceRule] = []
  public var categories: [String] = []
  public var color: String?
  public var url: String?
  public var calendarName: String?
  public var line: Int

  public init(uid: String, line: Int) {
    self.uid = uid
    self.line = line
  }

  /// Whether the task is done: STATUS:COMPLETED, a COMPLETED time, or 100 percent.
  public var isCompleted: Bool {
    status == .completed || completed != nil || percentComplete == 100
  }
}
