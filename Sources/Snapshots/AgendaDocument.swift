import Agenda
import ICalendar
import JSON

/// A source's merged agenda, as `glance agenda --format json` prints it: the named schema
/// `glance.agenda/1` (Docs/snapshot-format.md).
///
/// An item is written with a snapshot item's keys (`allDay`, `end`, `favorite`, `group`, `id`,
/// `kind`, `start`, `title`), plus what the agenda knows that a widget row does not show:
/// `completed`, `location`, `priority`, `status`.
public enum AgendaDocument {
  public static let schema = "glance.agenda/1"

  /// The keys of the document and of its items that a snapshot does not have.
  enum CodingKeys: String, CaseIterable {
    case items, undated
    case completed, location, priority, status
  }

  /// `agenda` of the source `source`, in the zone named `timeZone`, as canonical JSON (keys
  /// sorted, a trailing newline).
  public static func encoded(_ agenda: Agenda, source: String, timeZone: String) -> [UInt8] {
    typealias Keys = SnapshotDocument.CodingKeys
    let (items, undated) = (agenda.items, agenda.undated)
    var json = CanonicalJSONStream(capacity: 256 + (items.count + undated.count) * 320)
    json.object([
      (Keys.schema.rawValue, { $0.string(Self.schema) }),
      (Keys.source.rawValue, { $0.string(source) }),
      (Keys.timeZone.rawValue, { $0.string(timeZone) }),
      (CodingKeys.items.rawValue, { Self.write(items, to: &$0) }),
      (CodingKeys.undated.rawValue, { Self.write(undated, to: &$0) }),
    ])
    return json.finish()
  }

  static func write(_ items: [AgendaItem], to json: inout CanonicalJSONStream) {
    json.beginArray()
    for item in items {
      json.object(
        SnapshotDocument.Item.members(
          id: item.id, kind: item.kind, title: item.title, start: item.start, end: item.end,
          allDay: item.isAllDay, group: item.group, favorite: item.isFavorite) + [
            (CodingKeys.completed.rawValue, { $0.bool(item.isCompleted) }),
            (CodingKeys.location.rawValue, { $0.string(item.location) }),
            (CodingKeys.priority.rawValue, { $0.string(item.priority.rawValue) }),
            (CodingKeys.status.rawValue, { $0.string(item.status.rawValue) }),
          ])
    }
    json.endArray()
  }
}
