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
  public var completedAt: Int64?
  public var priority: Priority = .none
  public var isFlagged = false
  public var url: String?

  public init(id: String, title: String) {
    self.id = id
    self.title = title
  }
}

extension Reminder {
  /// A VTODO as a reminder: DUE becomes the due time (a DATE is a whole day, a floating
  /// time stays floating), the calendar's name becomes the list.
  public init(todo: Todo) {
    self.init(id: todo.uid, title: todo.summary ?? "")
    notes = todo.description
    list = todo.calendarName
    if let due = todo.due {
      switch due {
      case .date(let date): self.due = .date(date)
      case .dateTime(let local, .floating): self.due = .floating(local)
      case .dateTime: self.due = .instant(due.instant())
      }
    }
    isCompleted = todo.isCompleted
    completedAt = todo.completed.map { $0.instant() }
    priority = todo.priority.map(Priority.init(icalendar:)) ?? .none
    url = todo.url
  }
}
