import Agenda
import ICalendar
import JSON

/// A source's merged agenda, as `glance agenda --format json` prints it: the named schema
/// `glance.agenda/1` (Docs/snapshot-format.md).
///
/// An item is written with a snapshot item's keys (`allDay`, `end`, `favorite`, `group`, `id`,
/// `kind`, `start`, `title`), plus what the agenda knows that a widget row does not show:
/// `completed`, `location`, `priority`, `status`.
public struct AgendaDocument: Sendable {
  public static let schema = "glance.agenda/1"

  public var source: String
  public var timeZone: String
  public var agenda: Agenda

  public init(_ agenda: Agenda, source: String, timeZone: String) {
    self.agenda = agenda
    self.source = source
    self.timeZone = timeZone
  }

  /// The keys of the document and of its items that a snapshot does not have.
  enum CodingKeys: String, CaseIterable {
    case items, undated
    case completed, location, priority, status
  }

  /// Canonical JSON, keys sorted, with a trailing newline.
  public func encoded() -> [UInt8] {
    typealias Keys = SnapshotDocument.CodingKeys
    var json = CanonicalJSONStream(
      capacity: 256 + (agenda.items.count + agenda.undated.count) * 320)
    json.beginObject()
    json.key(CodingKeys.items.rawValue)
    json.beginArray()
    for item in agenda.items { Self.encode(item, to: &json) }
    json.endArray()
    json.key(Keys.schema.rawValue)
    json.string(Self.schema)
    json.key(Keys.source.rawValue)
    json.string(source)
    json.key(Keys.timeZone.rawValue)
    json.string(timeZone)
    json.key(CodingKeys.undated.rawValue)
    json.beginArray()
    for item in agenda.undated { Self.encode(item, to: &json) }
    json.endArray()
    json.endObject()
    return json.finish()
  }

  static func encode(_ item: AgendaItem, to json: inout CanonicalJSONStream) {
    typealias ItemKeys = SnapshotDocument.Item.CodingKeys
    json.beginObject()
    json.key(ItemKeys.allDay.rawValue)
    json.bool(item.isAllDay)
    json.key(CodingKeys.completed.rawValue)
    json.bool(item.isCompleted)
    json.key(ItemKeys.end.rawValue)
    json.time(item.end)
    json.key(ItemKeys.favorite.rawValue)
    json.bool(item.isFavorite)
    json.key(ItemKeys.group.rawValue)
    json.string(item.group)
    json.key(ItemKeys.id.rawValue)
    json.string(item.id)
    json.key(ItemKeys.kind.rawValue)
    json.string(item.kind.rawValue)
    json.key(CodingKeys.location.rawValue)
    json.string(item.location)
    json.key(CodingKeys.priority.rawValue)
    json.string(item.priority.rawValue)
    json.key(ItemKeys.start.rawValue)
    json.time(item.start)
    json.key(CodingKeys.status.rawValue)
    json.string(item.status.rawValue)
    json.key(ItemKeys.title.rawValue)
    json.string(item.title)
    json.endObject()
  }
}
