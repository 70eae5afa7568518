import ICalendar

/// A reminder: a task with an optional due time, from a reminders file or a VTODO.
public struct Reminder: Sendable, Hashable {
  /// When a reminder is due.
  public enum Due: Sendable, Hashable {
    /// An exact moment (`2026-06-01T17:00:00Z`, `2026-06-01T17:00:00+02:00`).
    case instant(Int64)
    /// A wall-clock time read in the source's zone (`2026-06-01T17:00`).
    case floating(LocalDateTime)
    /// A whole day (`2026-06-01`).
    case date(LocalDate)
  }

  /// How urgent a reminder is, in Apple Reminders' four steps.
  public enum Priority: String, Sendable, Hashable, Comparable, CaseIterable, Codable {
    case none, low, medium, high

    /// RFC 5545 §3.8.1.9: 1–4 high, 5 medium, 6–9 low, 0 undefined.
    public init(icalendar value: Int) {
      switch value {
      case 1...4: self = .high
      case 5: self = .medium
      case 6...9: self = .low
      default: self = .none
      }
    }

    private var rank: Int { Self.allCases.firstIndex(of: self)! }
    public static func < (a: Priority, b: Priority) -> Bool { a.rank < b.rank }
  }

  public var id: String
  public var title: String
  public var notes: String?
  /// The list's title.
  public var list: String?
  public var due: Due?
  public var isCompleted = false
  /// A VTODO with STATUS:CANCELLED: left out of the agenda, as a completed reminder is.
  public var isCancelled = false
  public var completedAt: Int64?
  public var priority: Priority = .none
  public var isFlagged = false
  public var url: String?
  /// How a reminders.json entry repeats (its `repeat`); `nil` for one due once. A VTODO's
  /// recurrence stays in its calendar file, where the agenda expands it.
  public var repetition: Repetition?

  public init(id: String, title: String) {
    self.id = id
    self.title = title
  }

  /// Whether the agenda leaves the reminder out: done, or cancelled.
  public var isClosed: Bool { isCompleted || isCancelled }

  /// A repeating reminder's rule, which runs from its `due` on.
  public struct Repetition: Sendable, Hashable {
    /// The rule, written as RRULE's value (RFC 5545 §3.3.10).
    public var rule: RecurrenceRule
    /// Where it was written, for the expansion's diagnostics: `$.reminders[3].repeat`.
    public var path: String

    public init(rule: RecurrenceRule, path: String) {
      self.rule = rule
      self.path = path
    }
  }
}

extension Reminder {
  /// A VTODO as a reminder: DUE becomes the due time (a DATE is a whole day, a floating
  /// time stays floating), the calendar's name becomes the list, else `defaultList` (the
  /// file's name, for a calendar without one).
  public init(todo: Todo, defaultList: String? = nil) {
    self.init(id: todo.uid, title: todo.summary ?? "")
    notes = todo.description
    list = todo.calendarName.flatMap { $0.isEmpty ? nil : $0 } ?? defaultList
    if let due = todo.due {
      switch due {
      case .date(let date): self.due = .date(date)
      case .dateTime(let local, .floating): self.due = .floating(local)
      case .dateTime: self.due = .instant(due.instant())
      }
    }
    isCompleted = todo.isCompleted
    isCancelled = todo.status == .cancelled
    completedAt = todo.completed.map { $0.instant() }
    priority = todo.priority.map(Priority.init(icalendar:)) ?? .none
    url = todo.url
  }
}
