import ICalendar
import JSON
import WidgetTimeline

/// A widget's timeline before any summary is composed, as `glance timeline --format json`
/// prints it: the named schema `glance.timeline/1` (Docs/snapshot-format.md).
///
/// Built from the snapshot's own types and keys: an entry is written as a snapshot's entry and
/// a row as a snapshot's item with its state and day, inline rather than by position in tables,
/// so a program that reads one reads the other.
public struct TimelineDocument: Sendable {
  public static let schema = "glance.timeline/1"

  public var source: String
  public var timeZone: String
  public var timeline: Timeline

  public init(_ timeline: Timeline, source: String, timeZone: String) {
    self.timeline = timeline
    self.source = source
    self.timeZone = timeZone
  }

  /// Canonical JSON, keys sorted, with a trailing newline.
  public func encoded() -> [UInt8] {
    typealias Keys = SnapshotDocument.CodingKeys
    typealias EntryKeys = SnapshotDocument.Entry.CodingKeys
    var json = CanonicalJSONStream(capacity: 1_024 + timeline.entries.count * 1_024)
    json.beginObject()
    json.key(Keys.capacity.rawValue)
    json.integer(timeline.capacity)
    json.key(Keys.entries.rawValue)
    json.beginArray()
    for entry in timeline.entries {
      json.beginObject()
      json.key(EntryKeys.date.rawValue)
      json.instant(entry.date)
      json.key(EntryKeys.overflow.rawValue)
      json.integer(entry.overflow)
      json.key(EntryKeys.relevance.rawValue)
      json.number(entry.relevance)
      json.key(EntryKeys.rows.rawValue)
      json.beginArray()
      for row in entry.rows { SnapshotDocument.encode(row: SnapshotDocument.Item(row), to: &json) }
      json.endArray()
      json.endObject()
    }
    json.endArray()
    json.key(Keys.family.rawValue)
    json.string(timeline.family.rawValue)
    json.key(Keys.referenceDate.rawValue)
    json.instant(timeline.referenceDate)
    json.key(Keys.reloadAfter.rawValue)
    json.instant(timeline.reloadAfter)
    json.key(Keys.schema.rawValue)
    json.string(Self.schema)
    json.key(Keys.source.rawValue)
    json.string(source)
    json.key(Keys.textSize.rawValue)
    json.string(timeline.textSize.rawValue)
    json.key(Keys.timeZone.rawValue)
    json.string(timeZone)
    json.endObject()
    return json.finish()
  }
}

extension SnapshotDocument {
  /// An item with the state and day of its row, written out whole: the keys of an item and
  /// of a row together, in sorted order.
  static func encode(row item: Item, to json: inout CanonicalJSONStream) {
    json.beginObject()
    json.key(Item.CodingKeys.allDay.rawValue)
    json.bool(item.allDay)
    json.key(RowKeys.day.rawValue)
    json.date(item.day)
    json.key(Item.CodingKeys.end.rawValue)
    json.time(item.end)
    json.key(Item.CodingKeys.favorite.rawValue)
    json.bool(item.favorite)
    json.key(Item.CodingKeys.group.rawValue)
    json.string(item.group)
    json.key(Item.CodingKeys.id.rawValue)
    json.string(item.id)
    json.key(Item.CodingKeys.kind.rawValue)
    json.string(item.kind.rawValue)
    json.key(Item.CodingKeys.start.rawValue)
    json.time(item.start)
    json.key(RowKeys.state.rawValue)
    json.string(item.state.rawValue)
    json.key(Item.CodingKeys.title.rawValue)
    json.string(item.title)
    json.endObject()
  }
}
