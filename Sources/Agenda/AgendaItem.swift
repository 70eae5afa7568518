import ICalendar

/// One thing on a person's time line: an occurrence of an event, or a reminder.
///
/// A value type whose fields live in one shared, immutable box until one is changed, as an
/// array's elements do: a widget timeline copies its items into every row of every entry, and
/// a copy is then one reference count rather than one per string, and two copies compare
/// equal at a glance. The box is how the value is stored, not a cache, and nothing outside
/// depends on which box a copy has.
public struct AgendaItem: Sendable, Hashable, Identifiable {
  public enum Kind: String, Sendable, Hashable, Codable {
    case event, reminder
  }

  public enum Status: String, Sendable, Hashable, Codable {
    case confirmed, tentative, cancelled
  }

  private final class Storage: Sendable {
    let fields: Fields
    init(_ fields: Fields) { self.fields = fields }
  }

  private struct Fields: Sendable, Hashable {
    var id: String
    var kind: Kind
    var title: String
    var start: OccurrenceTime?
    var end: OccurrenceTime?
    var isAllDay: Bool
    var group: String?
    var location: String?
    var status: Status
    var priority: Reminder.Priority
    var isCompleted: Bool
    var isFavorite: Bool
    var sourceID: String
    var occurrence: OccurrenceTime?
  }

  private var storage: Storage

  private var fields: Fields {
    get { storage.fields }
    set { storage = Storage(newValue) }
  }

  /// Stable across runs and machines: `event:<UID>@<original start>` for an occurrence,
  /// `reminder:<id>` for a reminder, `reminder:<id>@<original start>` for an instance of a
  /// repeating one.
  public var id: String {
    get { storage.fields.id }
    set { fields.id = newValue }
  }
  public var kind: Kind {
    get { storage.fields.kind }
    set { fields.kind = newValue }
  }
  /// The title as written; empty when the event or reminder has none.
  public var title: String {
    get { storage.fields.title }
    set { fields.title = newValue }
  }
  /// An event's start, or a reminder's due time; `nil` for a reminder without a due date.
  public var start: OccurrenceTime? {
    get { storage.fields.start }
    set { fields.start = newValue }
  }
  /// An event's end (exclusive); `nil` for reminders.
  public var end: OccurrenceTime? {
    get { storage.fields.end }
    set { fields.end = newValue }
  }
  public var isAllDay: Bool {
    get { storage.fields.isAllDay }
    set { fields.isAllDay = newValue }
  }
  /// The calendar or list name.
  public var group: String? {
    get { storage.fields.group }
    set { fields.group = newValue }
  }
  public var location: String? {
    get { storage.fields.location }
    set { fields.location = newValue }
  }
  public var status: Status {
    get { storage.fields.status }
    set { fields.status = newValue }
  }
  public var priority: Reminder.Priority {
    get { storage.fields.priority }
    set { fields.priority = newValue }
  }
  public var isCompleted: Bool {
    get { storage.fields.isCompleted }
    set { fields.isCompleted = newValue }
  }
  public var isFavorite: Bool {
    get { storage.fields.isFavorite }
    set { fields.isFavorite = newValue }
  }
  /// The event UID or reminder id the item came from (what favorites and intents name).
  public var sourceID: String {
    get { storage.fields.sourceID }
    set { fields.sourceID = newValue }
  }
  /// Which occurrence of a repeating event or reminder this is: its original start
  /// (RECURRENCE-ID, or the start for an occurrence not moved; a reminders.json entry's
  /// original due time). `nil` for a reminder due once.
  public var occurrence: OccurrenceTime? {
    get { storage.fields.occurrence }
    set { fields.occurrence = newValue }
  }

  public init(
    id: String, kind: Kind, title: String, start: OccurrenceTime?, end: OccurrenceTime?,
    isAllDay: Bool, group: String?, location: String? = nil, status: Status = .confirmed,
    priority: Reminder.Priority = .none, isCompleted: Bool = false, isFavorite: Bool = false,
    sourceID: String, occurrence: OccurrenceTime? = nil
  ) {
    storage = Storage(
      Fields(
        id: id, kind: kind, title: title, start: start, end: end, isAllDay: isAllDay,
        group: group, location: location, status: status, priority: priority,
        isCompleted: isCompleted, isFavorite: isFavorite, sourceID: sourceID,
        occurrence: occurrence))
  }

  public static func == (a: AgendaItem, b: AgendaItem) -> Bool {
    a.storage === b.storage || a.storage.fields == b.storage.fields
  }

  public func hash(into hasher: inout Hasher) {
    storage.fields.hash(into: &hasher)
  }
}
