import ICalendar
import JSON
import WidgetTimeline

/// A widget's timeline before any summary is composed, as `glance timeline --format json`
/// prints it: the named schema `glance.timeline/1` (Docs/snapshot-format.md).
///
/// Built from the snapshot's own types and keys: an entry is written as a snapshot's entry and
/// a row as a snapshot's item with its state and day, inline rather than by position in tables,
/// so a program that reads one reads the other.
public enum TimelineDocument {
  public static let schema = "glance.timeline/1"

  /// `timeline` of the source `source`, in the zone named `timeZone`, as canonical JSON (keys
  /// sorted, a trailing newline).
  public static func encoded(_ timeline: Timeline, source: String, timeZone: String) -> [UInt8] {
    typealias Keys = SnapshotDocument.CodingKeys
    typealias EntryKeys = SnapshotDocument.Entry.CodingKeys
    let entries: [JSONMember] = [
      (
        Keys.entries.rawValue,
        { json in
          json.beginArray()
          for entry in timeline.entries {
            json.object([
              (EntryKeys.date.rawValue, { $0.instant(entry.date) }),
              (EntryKeys.overflow.rawValue, { $0.integer(entry.overflow) }),
              (EntryKeys.relevance.rawValue, { $0.number(entry.relevance) }),
              (EntryKeys.rows.rawValue, { Self.write(entry.rows, to: &$0) }),
            ])
          }
          json.endArray()
        }
      )
    ]
    var json = CanonicalJSONStream(capacity: 1_024 + timeline.entries.count * 1_024)
    json.object(
      entries + [
        (Keys.schema.rawValue, { $0.string(Self.schema) }),
        (Keys.source.rawValue, { $0.string(source) }),
        (Keys.timeZone.rawValue, { $0.string(timeZone) }),
        (Keys.family.rawValue, { $0.string(timeline.family.rawValue) }),
        (Keys.textSize.rawValue, { $0.string(timeline.textSize.rawValue) }),
        (Keys.capacity.rawValue, { $0.integer(timeline.capacity) }),
        (Keys.referenceDate.rawValue, { $0.instant(timeline.referenceDate) }),
        (Keys.reloadAfter.rawValue, { $0.instant(timeline.reloadAfter) }),
      ])
    return json.finish()
  }

  /// Each row as a snapshot item with its row's state and day.
  static func write(_ rows: [TimelineRow], to json: inout CanonicalJSONStream) {
    typealias RowKeys = SnapshotDocument.RowKeys
    json.beginArray()
    for row in rows {
      let item = row.item
      json.object(
        SnapshotDocument.Item.members(
          id: item.id, kind: item.kind, title: item.title, start: item.start, end: item.end,
          allDay: item.isAllDay, group: item.group, favorite: item.isFavorite) + [
            (RowKeys.state.rawValue, { $0.string(row.state.rawValue) }),
            (RowKeys.day.rawValue, { $0.date(row.day) }),
          ])
    }
    json.endArray()
  }
}
