import ICalendar
import JSON
import Summaries

extension SnapshotDocument {
  /// The snapshot's canonical bytes (Docs/snapshot-format.md, "Canonical bytes").
  ///
  /// Written member by member in sorted key order, with no JSON tree in between: the pipeline
  /// writes about a hundred snapshots per person, and this is its hot path.
  public func encoded() -> [UInt8] {
    var json = CanonicalJSONStream(capacity: 2_048 + entries.count * 1_536)
    json.beginObject()
    if let budget {
      json.key(CodingKeys.budget.rawValue)
      json.beginObject()
      json.key(BudgetKeys.hardSeconds.rawValue)
      json.number(budget.hard)
      json.key(BudgetKeys.softSeconds.rawValue)
      json.number(budget.soft)
      json.endObject()
    }
    json.key(CodingKeys.capacity.rawValue)
    json.integer(capacity)
    json.key(CodingKeys.entries.rawValue)
    json.beginArray()
    for entry in entries { Self.encode(entry, to: &json) }
    json.endArray()
    json.key(CodingKeys.family.rawValue)
    json.string(family.rawValue)
    json.key(CodingKeys.locale.rawValue)
    json.string(locale)
    json.key(CodingKeys.referenceDate.rawValue)
    json.string(ISO8601Value.format(instant: referenceDate))
    json.key(CodingKeys.reloadAfter.rawValue)
    json.string(ISO8601Value.format(instant: reloadAfter))
    json.key(CodingKeys.schema.rawValue)
    json.string(Self.schema)
    json.key(CodingKeys.source.rawValue)
    json.string(source)
    json.key(CodingKeys.textSize.rawValue)
    json.string(textSize.rawValue)
    json.key(CodingKeys.timeZone.rawValue)
    json.string(timeZone)
    json.endObject()
    return json.finish()
  }

  static func encode(_ entry: Entry, to json: inout CanonicalJSONStream) {
    json.beginObject()
    json.key(Entry.CodingKeys.actions.rawValue)
    json.beginArray()
    for action in entry.actions { encode(action, to: &json) }
    json.endArray()
    json.key(Entry.CodingKeys.date.rawValue)
    json.string(ISO8601Value.format(instant: entry.date))
    json.key(Entry.CodingKeys.items.rawValue)
    json.beginArray()
    for item in entry.items { encode(item, to: &json) }
    json.endArray()
    json.key(Entry.CodingKeys.overflow.rawValue)
    json.integer(entry.overflow)
    json.key(Entry.CodingKeys.relevance.rawValue)
    json.number(entry.relevance)
    if let seconds = entry.seconds {
      json.key(Entry.CodingKeys.seconds.rawValue)
      json.number(seconds)
    }
    json.key(Entry.CodingKeys.summary.rawValue)
    json.string(entry.summary)
    json.endObject()
  }

  static func encode(_ item: Item, to json: inout CanonicalJSONStream) {
    json.beginObject()
    json.key(Item.CodingKeys.allDay.rawValue)
    json.bool(item.allDay)
    json.key(Item.CodingKeys.day.rawValue)
    json.string(item.day.description)
    json.key(Item.CodingKeys.end.rawValue)
    json.string(item.end.map(format))
    json.key(Item.CodingKeys.favorite.rawValue)
    json.bool(item.favorite)
    json.key(Item.CodingKeys.group.rawValue)
    json.string(item.group)
    json.key(Item.CodingKeys.id.rawValue)
    json.string(item.id)
    json.key(Item.CodingKeys.kind.rawValue)
    json.string(item.kind.rawValue)
    json.key(Item.CodingKeys.start.rawValue)
    json.string(item.start.map(format))
    json.key(Item.CodingKeys.state.rawValue)
    json.string(item.state.rawValue)
    json.key(Item.CodingKeys.title.rawValue)
    json.string(item.title)
    json.endObject()
  }

  static func encode(_ action: AccessibilityAction, to json: inout CanonicalJSONStream) {
    json.beginObject()
    json.key(ActionKeys.intent.rawValue)
    json.beginObject()
    json.key(IntentKeys.openAppWhenRun.rawValue)
    json.bool(action.intent.openAppWhenRun)
    json.key(IntentKeys.parameters.rawValue)
    json.beginArray()
    for parameter in action.intent.parameters { encode(parameter, to: &json) }
    json.endArray()
    json.key(IntentKeys.title.rawValue)
    json.string(action.intent.title)
    json.key(IntentKeys.type.rawValue)
    json.string(action.intent.type)
    json.endObject()
    json.key(ActionKeys.name.rawValue)
    json.string(action.name)
    json.key(ActionKeys.trigger.rawValue)
    json.string(action.trigger.rawValue)
    json.endObject()
  }

  static func encode(_ parameter: IntentParameter, to json: inout CanonicalJSONStream) {
    json.beginObject()
    if case .entity(let type, _) = parameter.value {
      json.key(ParameterKeys.entityType.rawValue)
      json.string(type)
    }
    json.key(ParameterKeys.name.rawValue)
    json.string(parameter.name)
    json.key(ParameterKeys.type.rawValue)
    json.string(parameter.value.typeName)
    json.key(ParameterKeys.value.rawValue)
    switch parameter.value {
    case .string(let text), .date(let text): json.string(text)
    case .bool(let flag): json.bool(flag)
    case .entity(_, let item):
      json.beginObject()
      json.key(ItemReferenceKeys.id.rawValue)
      json.string(item.id)
      json.key(ItemReferenceKeys.kind.rawValue)
      json.string(item.kind.rawValue)
      if let occurrence = item.occurrence {
        json.key(ItemReferenceKeys.occurrence.rawValue)
        json.string(occurrence)
      }
      json.endObject()
    }
    json.endObject()
  }

  /// An instant as `2026-06-01T15:00:00Z`, a date as `2026-06-01`.
  static func format(_ time: OccurrenceTime) -> String {
    switch time {
    case .instant(let seconds): ISO8601Value.format(instant: seconds)
    case .date(let date): date.description
    }
  }
}

extension SnapshotDocument.Entry {
  /// The entry's instant as the snapshot writes it, `2026-06-01T15:00:00Z`: how diffs, lint
  /// findings and the review page name an entry.
  public var dateText: String { ISO8601Value.format(instant: date) }
}
