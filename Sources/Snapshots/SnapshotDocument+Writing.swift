import Agenda
import JSON
import Summaries

extension CanonicalJSONStream {
  /// A `glance.snapshot/2` file, member by member in sorted key order, each property passed
  /// straight to the stream: what ``SnapshotDocument/encoded()`` writes for every widget of
  /// every person.
  ///
  /// The field table (`SnapshotDocument+Fields.swift`) stays the one definition of the format:
  /// it reads both schemas, and writes the same file as this (`tableEncoded()`), which a test
  /// holds this writer to byte for byte over generated documents. This writer exists because
  /// the table writes each field through three closures, one of which hands the property
  /// back retained: on the nightly job's hot path that was 15 % of encoding.
  mutating func writeSecondSchema(_ document: SnapshotDocument, tables: SnapshotTables) {
    typealias Keys = SnapshotDocument.CodingKeys
    beginObject()
    key(Keys.actions.rawValue)
    beginArray()
    for index in tables.actions.indices {
      tableAction(tables.actions[index], intent: tables.actionIntents[index])
    }
    endArray()
    if let budget = document.budget {
      key(Keys.budget.rawValue)
      beginObject()
      key(SnapshotDocument.BudgetKeys.hardSeconds.rawValue)
      number(budget.hard)
      key(SnapshotDocument.BudgetKeys.softSeconds.rawValue)
      number(budget.soft)
      endObject()
    }
    key(Keys.capacity.rawValue)
    integer(document.capacity)
    key(Keys.entries.rawValue)
    beginArray()
    for index in document.entries.indices {
      tableEntry(
        document.entries[index], rows: tables.entryRows[index],
        actions: tables.entryActions[index])
    }
    endArray()
    key(Keys.family.rawValue)
    string(document.family.rawValue)
    key(Keys.intents.rawValue)
    beginArray()
    for index in tables.intents.indices { intent(tables.intents[index]) }
    endArray()
    key(Keys.items.rawValue)
    beginArray()
    for index in tables.items.indices { item(tables.items[index]) }
    endArray()
    key(Keys.locale.rawValue)
    string(document.locale)
    key(Keys.referenceDate.rawValue)
    instant(document.referenceDate)
    key(Keys.reloadAfter.rawValue)
    instant(document.reloadAfter)
    key(Keys.rows.rawValue)
    beginArray()
    for index in tables.rows.indices { row(tables.rows[index]) }
    endArray()
    key(Keys.schema.rawValue)
    string(SnapshotDocument.schema)
    key(Keys.source.rawValue)
    string(document.source)
    key(Keys.textSize.rawValue)
    string(document.textSize.rawValue)
    key(Keys.timeZone.rawValue)
    string(document.timeZone)
    endObject()
  }

  private mutating func tableAction(_ action: AccessibilityAction, intent position: Int) {
    typealias Keys = SnapshotDocument.ActionKeys
    beginObject()
    key(Keys.intent.rawValue)
    integer(position)
    key(Keys.name.rawValue)
    string(action.name)
    key(Keys.trigger.rawValue)
    string(action.trigger.rawValue)
    endObject()
  }

  private mutating func tableEntry(
    _ entry: SnapshotDocument.Entry, rows: [Int], actions: [Int]
  ) {
    typealias Keys = SnapshotDocument.Entry.CodingKeys
    beginObject()
    key(Keys.actions.rawValue)
    integers(actions)
    key(Keys.date.rawValue)
    instant(entry.date)
    key(Keys.overflow.rawValue)
    integer(entry.overflow)
    key(Keys.relevance.rawValue)
    number(entry.relevance)
    key(Keys.rows.rawValue)
    integers(rows)
    if let seconds = entry.seconds {
      key(Keys.seconds.rawValue)
      number(seconds)
    }
    key(Keys.summary.rawValue)
    string(entry.summary)
    if let template = entry.template {
      key(Keys.template.rawValue)
      string(template)
    }
    endObject()
  }

  private mutating func intent(_ intent: IntentDescriptor) {
    typealias Keys = SnapshotDocument.IntentKeys
    beginObject()
    key(Keys.openAppWhenRun.rawValue)
    bool(intent.openAppWhenRun)
    key(Keys.parameters.rawValue)
    beginArray()
    for index in intent.parameters.indices { parameter(intent.parameters[index]) }
    endArray()
    key(Keys.title.rawValue)
    string(intent.title)
    key(Keys.type.rawValue)
    string(intent.type)
    endObject()
  }

  private mutating func parameter(_ parameter: IntentParameter) {
    typealias Keys = SnapshotDocument.ParameterKeys
    beginObject()
    if case .entity(let entityType, _) = parameter.value {
      key(Keys.entityType.rawValue)
      string(entityType)
    }
    key(Keys.name.rawValue)
    string(parameter.name)
    key(Keys.type.rawValue)
    string(parameter.value.typeName)
    key(Keys.value.rawValue)
    switch parameter.value {
    case .string(let text), .date(let text): string(text)
    case .bool(let flag): bool(flag)
    case .entity(_, let item): itemReference(item)
    }
    endObject()
  }

  private mutating func itemReference(_ reference: ItemReference) {
    typealias Keys = SnapshotDocument.ItemReferenceKeys
    beginObject()
    key(Keys.id.rawValue)
    string(reference.id)
    key(Keys.kind.rawValue)
    string(reference.kind.rawValue)
    if let occurrence = reference.occurrence {
      key(Keys.occurrence.rawValue)
      string(occurrence)
    }
    endObject()
  }

  private mutating func item(_ item: SnapshotDocument.Item) {
    typealias Keys = SnapshotDocument.Item.CodingKeys
    beginObject()
    key(Keys.allDay.rawValue)
    bool(item.allDay)
    key(Keys.end.rawValue)
    time(item.end)
    key(Keys.favorite.rawValue)
    bool(item.favorite)
    key(Keys.group.rawValue)
    string(item.group)
    key(Keys.id.rawValue)
    string(item.id)
    key(Keys.kind.rawValue)
    string(item.kind.rawValue)
    key(Keys.start.rawValue)
    time(item.start)
    key(Keys.title.rawValue)
    string(item.title)
    endObject()
  }

  private mutating func row(_ row: SnapshotTables.Row) {
    typealias Keys = SnapshotDocument.RowKeys
    beginObject()
    key(Keys.day.rawValue)
    date(row.day)
    key(Keys.item.rawValue)
    integer(row.item)
    key(Keys.state.rawValue)
    string(row.state.rawValue)
    endObject()
  }
}
