import Agenda
import ICalendar
import JSON

/// One member of a JSON object: its key, and how its value is written.
typealias JSONMember = (key: String, write: (inout CanonicalJSONStream) -> Void)

extension CanonicalJSONStream {
  /// An object of `members`, written in sorted key order whatever order they are listed in:
  /// for the documents off the hot path (`TimelineDocument`, `AgendaDocument`), which add
  /// members of their own to a snapshot item's.
  mutating func object(_ members: [JSONMember]) {
    beginObject()
    for member in members.sorted(by: { $0.key < $1.key }) {
      key(member.key)
      member.write(&self)
    }
    endObject()
  }
}

extension SnapshotDocument.Item {
  /// What a snapshot writes of an item, under its keys: the members every document that shows
  /// an item shares.
  static func members(
    id: String, kind: AgendaItem.Kind, title: String, start: OccurrenceTime?,
    end: OccurrenceTime?, allDay: Bool, group: String?, favorite: Bool
  ) -> [JSONMember] {
    [
      (CodingKeys.id.rawValue, { $0.string(id) }),
      (CodingKeys.kind.rawValue, { $0.string(kind.rawValue) }),
      (CodingKeys.title.rawValue, { $0.string(title) }),
      (CodingKeys.start.rawValue, { $0.time(start) }),
      (CodingKeys.end.rawValue, { $0.time(end) }),
      (CodingKeys.allDay.rawValue, { $0.bool(allDay) }),
      (CodingKeys.group.rawValue, { $0.string(group) }),
      (CodingKeys.favorite.rawValue, { $0.bool(favorite) }),
    ]
  }
}
