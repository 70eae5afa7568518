import ICalendar
import JSON
import Summaries

extension SnapshotDocument {
  /// The snapshot's canonical bytes (Docs/snapshot-format.md, "Canonical bytes").
  ///
  /// Written member by member in sorted key order, with no JSON tree in between: the pipeline
  /// writes every widget of every person this way, and this is its hot path.
  public func encoded() -> [UInt8] {
    let tables = SnapshotTables(entries)
    var json = CanonicalJSONStream(
      capacity: 4_096 + entries.count * 512 + tables.actions.count * 96
        + tables.intents.count * 384 + tables.items.count * 320 + tables.rows.count * 96)
    json.beginObject()
    json.key(CodingKeys.actions.rawValue)
    json.beginArray()
    // By position: a loop over the elements copies each one, retaining its strings.
    for index in tables.actions.indices {
      Self.encode(tables.actions[index], intent: tables.actionIntents[index], to: &json)
    }
    json.endArray()
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
    for (index, entry) in entries.enumerated() {
      Self.encode(
        entry, rows: tables.entryRows[index], actions: tables.entryActions[index], to: &json)
    }
    json.endArray()
    json.key(CodingKeys.family.rawValue)
    json.string(family.rawValue)
    json.key(CodingKeys.intents.rawValue)
    json.beginArray()
    for index in tables.intents.indices { Self.encode(tables.intents[index], to: &json) }
    json.endArray()
    json.key(CodingKeys.items.rawValue)
    json.beginArray()
    for index in tables.items.indices { Self.encode(tables.items[index], to: &json) }
    json.endArray()
    json.key(CodingKeys.locale.rawValue)
    json.string(locale)
    json.key(CodingKeys.referenceDate.rawValue)
    json.instant(referenceDate)
    json.key(CodingKeys.reloadAfter.rawValue)
    json.instant(reloadAfter)
    json.key(CodingKeys.rows.rawValue)
    json.beginArray()
    for row in tables.rows { Self.encode(row, to: &json) }
    json.endArray()
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

  static func encode(
    _ entry: Entry, rows: [Int], actions: [Int], to json: inout CanonicalJSONStream
  ) {
    json.beginObject()
    json.key(Entry.CodingKeys.actions.rawValue)
    json.integers(actions)
    json.key(Entry.CodingKeys.date.rawValue)
    json.instant(entry.date)
    json.key(Entry.CodingKeys.overflow.rawValue)
    json.integer(entry.overflow)
    json.key(Entry.CodingKeys.relevance.rawValue)
    json.number(entry.relevance)
    json.key(Entry.CodingKeys.rows.rawValue)
    json.integers(rows)
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
    json.key(Item.CodingKeys.title.rawValue)
    json.string(item.title)
    json.endObject()
  }

  static func encode(_ row: SnapshotTables.Row, to json: inout CanonicalJSONStream) {
    json.beginObject()
    json.key(RowKeys.day.rawValue)
    json.date(row.day)
    json.key(RowKeys.item.rawValue)
    json.integer(row.item)
    json.key(RowKeys.state.rawValue)
    json.string(row.state.rawValue)
    json.endObject()
  }

  static func encode(
    _ action: AccessibilityAction, intent: Int, to json: inout CanonicalJSONStream
  ) {
    json.beginObject()
    json.key(ActionKeys.intent.rawValue)
    json.integer(intent)
    json.key(ActionKeys.name.rawValue)
    json.string(action.name)
    json.key(ActionKeys.trigger.rawValue)
    json.string(action.trigger.rawValue)
    json.endObject()
  }

  static func encode(_ intent: IntentDescriptor, to json: inout CanonicalJSONStream) {
    json.beginObject()
    json.key(IntentKeys.openAppWhenRun.rawValue)
    json.bool(intent.openAppWhenRun)
    json.key(IntentKeys.parameters.rawValue)
    json.beginArray()
    for parameter in intent.parameters { encode(parameter, to: &json) }
    json.endArray()
    json.key(IntentKeys.title.rawValue)
    json.string(intent.title)
    json.key(IntentKeys.type.rawValue)
    json.string(intent.type)
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
}

extension CanonicalJSONStream {
  /// `"2026-06-01T15:00:00Z"`, written digit by digit.
  mutating func instant(_ seconds: Int64) {
    let length = ISO8601Value.instantLength
    value(atMost: length + 2) { out in
      out[0] = UInt8(ascii: "\"")
      LocalDateTime(localSeconds: seconds).writeISO(to: out, at: 1)
      out[length] = UInt8(ascii: "Z")
      out[length + 1] = UInt8(ascii: "\"")
      return length + 2
    }
  }

  /// `"2026-06-01"`.
  mutating func date(_ date: LocalDate) {
    let length = ISO8601Value.dateLength
    value(atMost: length + 2) { out in
      out[0] = UInt8(ascii: "\"")
      date.writeISO(to: out, at: 1)
      out[length + 1] = UInt8(ascii: "\"")
      return length + 2
    }
  }

  /// A day, an instant or `null`.
  mutating func time(_ time: OccurrenceTime?) {
    switch time {
    case .instant(let seconds)?: instant(seconds)
    case .date(let day)?: date(day)
    case nil: null()
    }
  }

  /// An array of whole numbers, one a line.
  mutating func integers(_ numbers: [Int]) {
    beginArray()
    for number in numbers { integer(number) }
    endArray()
  }
}

extension SnapshotDocument.Entry {
  /// The entry's instant as the snapshot writes it, `2026-06-01T15:00:00Z`: how diffs, lint
  /// findings and the review page name an entry.
  public var dateText: String { ISO8601Value.format(instant: date) }
}
