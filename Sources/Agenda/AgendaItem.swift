import ICalendar

/// One thing on a person's time line: an occurrence of an event, or a reminder.
public struct AgendaItem: Sendable, Hashable, Identifiable {
  public enum Kind: String, Sendable, Hashable, Codable {
    case event, reminder
  }

  public enum Status: String, Sendable, Hashable, Codable {
    case confirmed, tentative, cancelled
  }

  /// Stable across runs and machines: `event:<UID>@<original start>` for an occurrence,
  /// `reminder:<id>` for a reminder.
  public var id: String
  public var kind: Kind
  /// The title as written; empty when the event or reminder has none.
  public var title: String
  /// An event's start, or a reminder's due time; `nil` for a reminder without a due date.
  public var start: OccurrenceTime?
  /// An event's end (exclusive); `nil` for reminders.
  public var end: OccurrenceTime?
  public var isAllDay: Bool
  /// The calendar or list name.
  public var group: String?
  public var location: String?
  public var status: Status
  public var priority: Reminder.Priority
  public var isCompleted: Bool
  public var isFavorite: Bool
  /// The event UID or reminder id the item came from (what favorites and intents name).
  public var sourceID: String
  /// Which occurrence of a repeating event this is: its original start (RECURRENCE-ID, or the
  /// start for an occurrence not moved). `nil` for reminders.
  public var occurrence: OccurrenceTime?

  public init(
    id: String, kind: Kind, title: String, start: OccurrenceTime?, end: OccurrenceTime?,
    isAllDay: Bool, group: String?, location: String? = nil, status: Status = .confirmed,
    priority: Reminder.Priority = .none, isCompleted: Bool = false, isFavorite: Bool = false,
    sourceID: String, occurrence: OccurrenceTime? = nil
  ) {
    self.id = id
    self.kind = kind
    self.title = title
    self.start = start
    self.end = end
    self.isAllDay = isAllDay
    self.group = group
    self.location = location
    self.status = status
    self.priority = priority
    self.isCompleted = isCompleted
    self.isFavorite = isFavorite
    self.sourceID = sourceID
    self.occurrence = occurrence
  }
}
