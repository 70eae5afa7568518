import Agenda
import ICalendar
import JSON
import Summaries
import WidgetTimeline

/// The field table of the snapshot format: every key of every object of `glance.snapshot/2`
/// and `glance.snapshot/1`, each once, with how it is written and how it is read.
///
/// ``SnapshotDocument/encoded()`` writes through these tables and ``SnapshotReader`` reads
/// through them, for both schemas, so a new field of the snapshot is a property of the model, a
/// key and one row here, and a line of Docs/snapshot-format.md; a field that old files lack is
/// written only when it has a value (`ifPresent:`), as `budget` and `seconds` are.
/// `SnapshotFieldTableTests` walks these tables against the model and its encoding.
extension SnapshotDocument {
  typealias Failure = SnapshotReader.Failure

  enum CodingKeys: String, CaseIterable {
    case actions, budget, capacity, entries, family, intents, items, locale, referenceDate
    case reloadAfter, rows, schema, source, textSize, timeZone
  }

  /// The wire keys of ``budget``, a `LengthBudget` (`Summary.budget`).
  enum BudgetKeys: String, CaseIterable {
    case hardSeconds, softSeconds
  }

  /// The keys of a row of the file's `rows`: an item by its position in `items`, its state and
  /// the day it is shown under.
  enum RowKeys: String, CaseIterable {
    case day, item, state
  }

  /// The keys of an entry's actions; in the file's `actions`, `intent` is a position in
  /// `intents`, in the first schema the intent itself.
  enum ActionKeys: String, CaseIterable {
    case intent, name, trigger
  }

  enum IntentKeys: String, CaseIterable {
    case openAppWhenRun, parameters, title, type
  }

  enum ParameterKeys: String, CaseIterable {
    case entityType, name, type, value
  }

  /// An entity parameter's value, an `ItemReference`.
  enum ItemReferenceKeys: String, CaseIterable {
    case id, kind, occurrence
  }

  /// An entry's keys in the first schema: its items and actions in full.
  enum FirstSchemaEntryKeys: String, CaseIterable {
    case actions, date, items, overflow, relevance, seconds, summary, template
  }

  /// An item's keys in the first schema: the row's state and day beside the item.
  enum FirstSchemaItemKeys: String, CaseIterable {
    case allDay, day, end, favorite, group, id, kind, start, state, title
  }

  static let states: [RowState] = [.inProgress, .allDay, .overdue, .dueNow, .upcoming]
  static let kinds: [AgendaItem.Kind] = [.event, .reminder]
  static let triggers: [AccessibilityAction.Trigger] = [.named, .magicTap]

  // MARK: - Fields both schemas share

  /// Every top-level field but the entries, the tables and the schema.
  static let headerFields: [SnapshotField<SnapshotDocument>] = [
    .init(CodingKeys.budget, budgetObject.codec, ifPresent: { $0.budget }, { $0.budget = $1 }),
    .init(CodingKeys.capacity, .integer, { $0.capacity }, { $0.capacity = $1 }),
    .init(CodingKeys.family, .oneOf(WidgetFamily.allCases), { $0.family }, { $0.family = $1 }),
    .init(CodingKeys.locale, .string, { $0.locale }, { $0.locale = $1 }),
    .init(CodingKeys.referenceDate, .instant, { $0.referenceDate }, { $0.referenceDate = $1 }),
    .init(CodingKeys.reloadAfter, .instant, { $0.reloadAfter }, { $0.reloadAfter = $1 }),
    .init(CodingKeys.source, .string, { $0.source }, { $0.source = $1 }),
    .init(CodingKeys.textSize, .oneOf(TextSize.allCases), { $0.textSize }, { $0.textSize = $1 }),
    .init(CodingKeys.timeZone, .string, { $0.timeZone }, { $0.timeZone = $1 }),
  ]

  /// The `schema` field, which holds `name` and nothing else.
  static func schemaField<Value>(_ name: String) -> SnapshotField<Value> {
    .init(CodingKeys.schema, .exactly(name), { _ in name }, { _, _ in })
  }

  static let budgetObject = SnapshotObject<LengthBudget>(
    empty: LengthBudget(soft: 0, hard: 0),
    [
      .init(BudgetKeys.hardSeconds, .number, { $0.hard }, { $0.hard = $1 }),
      .init(BudgetKeys.softSeconds, .number, { $0.soft }, { $0.soft = $1 }),
    ])

  /// An entry's fields but its rows and actions, which the schemas write differently.
  static let entryFields: [SnapshotField<EntryFields>] = [
    .init(Entry.CodingKeys.date, .instant, { $0.entry.date }, { $0.entry.date = $1 }),
    .init(Entry.CodingKeys.overflow, .integer, { $0.entry.overflow }, { $0.entry.overflow = $1 }),
    .init(
      Entry.CodingKeys.relevance, .number, { $0.entry.relevance }, { $0.entry.relevance = $1 }),
    .init(
      Entry.CodingKeys.seconds, .number, ifPresent: { $0.entry.seconds },
      { $0.entry.seconds = $1 }),
    .init(Entry.CodingKeys.summary, .string, { $0.entry.summary }, { $0.entry.summary = $1 }),
    .init(
      Entry.CodingKeys.template, .string, ifPresent: { $0.entry.template },
      { $0.entry.template = $1 }),
  ]

  /// What a row shows of an agenda item; its state and day are the row's.
  static let itemObject = SnapshotObject<Item>(
    empty: .empty,
    [
      .init(Item.CodingKeys.allDay, .bool, { $0.allDay }, { $0.allDay = $1 }),
      .init(Item.CodingKeys.end, .time, { $0.end }, { $0.end = $1 }),
      .init(Item.CodingKeys.favorite, .bool, { $0.favorite }, { $0.favorite = $1 }),
      .init(Item.CodingKeys.group, .optionalString, { $0.group }, { $0.group = $1 }),
      .init(Item.CodingKeys.id, .string, { $0.id }, { $0.id = $1 }),
      .init(Item.CodingKeys.kind, .oneOf(kinds), { $0.kind }, { $0.kind = $1 }),
      .init(Item.CodingKeys.start, .time, { $0.start }, { $0.start = $1 }),
      .init(Item.CodingKeys.title, .string, { $0.title }, { $0.title = $1 }),
    ])

  static let intentObject = SnapshotObject<IntentFields>(
    empty: IntentFields(),
    [
      .init(IntentKeys.openAppWhenRun, .bool, { $0.openAppWhenRun }, { $0.openAppWhenRun = $1 }),
      .init(IntentKeys.parameters, parameters, { $0.parameters }, { $0.parameters = $1 }),
      .init(IntentKeys.title, .string, { $0.title }, { $0.title = $1 }),
      .init(IntentKeys.type, .string, { $0.type }, { $0.type = $1 }),
    ])

  /// An intent's parameters, each checked against its `type` once it is read.
  static var parameters: SnapshotCodec<[IntentParameter]> {
    SnapshotCodec(
      { json, parameters in
        json.beginArray()
        for parameter in parameters { json.write(ParameterFields(parameter), as: parameterObject) }
        json.endArray()
      },
      { reader throws(Failure) in
        try reader.array { reader throws(Failure) in try reader.read(parameterObject).parameter() }
      })
  }

  static let parameterObject = SnapshotObject<ParameterFields>(
    empty: ParameterFields(),
    [
      .init(
        ParameterKeys.entityType, .string, ifPresent: { $0.entityType }, { $0.entityType = $1 }),
      .init(ParameterKeys.name, .string, { $0.name }, { $0.name = $1 }),
      .init(ParameterKeys.type, .string, { $0.type }, { $0.type = $1 }),
      .init(ParameterKeys.value, parameterValue, { $0.value }, { $0.value = $1 }),
    ])

  /// A parameter's value: a string, true or false, or an item reference, whichever is there.
  static var parameterValue: SnapshotCodec<ParameterFields.Value> {
    SnapshotCodec(
      { json, value in
        switch value {
        case .text(let text): json.string(text)
        case .flag(let flag): json.bool(flag)
        case .item(let item): json.write(item, as: itemReferenceObject)
        case .none: json.null()
        }
      },
      { reader throws(Failure) in
        guard reader.index < reader.bytes.count else { throw .invalid("a value") }
        switch reader.bytes[reader.index] {
        case UInt8(ascii: "\""): return .text(try reader.string())
        case UInt8(ascii: "{"): return .item(try reader.read(itemReferenceObject))
        default: return .flag(try reader.bool())
        }
      })
  }

  static let itemReferenceObject = SnapshotObject<ItemReference>(
    empty: ItemReference(kind: .event, id: ""),
    [
      .init(ItemReferenceKeys.id, .string, { $0.id }, { $0.id = $1 }),
      .init(ItemReferenceKeys.kind, .oneOf(kinds), { $0.kind }, { $0.kind = $1 }),
      .init(
        ItemReferenceKeys.occurrence, .string, ifPresent: { $0.occurrence },
        { $0.occurrence = $1 }),
    ])

  // MARK: - glance.snapshot/2

  /// A `glance.snapshot/2` file: the header, then each item, row, action and intent once in
  /// its table, and entries that refer to rows and actions by position.
  static let secondSchemaFile = SnapshotObject<SecondSchemaFile>(
    empty: SecondSchemaFile(header: .empty),
    headerFields.map { $0.lifted(\.header) } + [
      schemaField(schema),
      .init(CodingKeys.actions, tableActionObject.array, { $0.actions }, { $0.actions = $1 }),
      .init(CodingKeys.entries, tableEntryObject.array, { $0.entries }, { $0.entries = $1 }),
      .init(
        CodingKeys.intents, intentObject.array(\.descriptor, IntentFields.init), { $0.intents },
        { $0.intents = $1 }),
      .init(CodingKeys.items, itemObject.array, { $0.items }, { $0.items = $1 }),
      .init(CodingKeys.rows, rowObject.array, { $0.rows }, { $0.rows = $1 }),
    ])

  static let tableEntryObject = SnapshotObject<EntryFields>(
    empty: EntryFields(entry: .empty),
    entryFields + [
      .init(
        Entry.CodingKeys.actions, .positions(in: CodingKeys.actions.rawValue), { $0.actions },
        { $0.actions = $1 }),
      .init(
        Entry.CodingKeys.rows, .positions(in: CodingKeys.rows.rawValue), { $0.rows },
        { $0.rows = $1 }),
    ])

  static let rowObject = SnapshotObject<SnapshotTables.Row>(
    empty: SnapshotTables.Row(item: 0, state: .upcoming, day: LocalDate(dayNumber: 0)),
    [
      .init(RowKeys.day, .date, { $0.day }, { $0.day = $1 }),
      .init(
        RowKeys.item, .position(in: CodingKeys.items.rawValue), { $0.item }, { $0.item = $1 }),
      .init(RowKeys.state, .oneOf(states), { $0.state }, { $0.state = $1 }),
    ])

  static let tableActionObject = SnapshotObject<SecondSchemaFile.Action>(
    empty: SecondSchemaFile.Action(name: "", trigger: .named, intent: 0),
    [
      .init(
        ActionKeys.intent, .position(in: CodingKeys.intents.rawValue), { $0.intent },
        { $0.intent = $1 }),
      .init(ActionKeys.name, .string, { $0.name }, { $0.name = $1 }),
      .init(ActionKeys.trigger, .oneOf(triggers), { $0.trigger }, { $0.trigger = $1 }),
    ])

  // MARK: - glance.snapshot/1

  /// A `glance.snapshot/1` file: the header, and entries with their items and actions (intents
  /// and all) written out in each.
  static let firstSchemaFile = SnapshotObject<SnapshotDocument>(
    empty: .empty,
    headerFields + [
      schemaField(firstSchema),
      .init(
        CodingKeys.entries, firstSchemaEntryObject.array(\.entry, { EntryFields(entry: $0) }),
        { $0.entries }, { $0.entries = $1 }),
    ])

  static let firstSchemaEntryObject = SnapshotObject<EntryFields>(
    empty: EntryFields(entry: .empty),
    entryFields + [
      .init(
        FirstSchemaEntryKeys.actions, firstSchemaActionObject.array, { $0.entry.actions },
        { $0.entry.actions = $1 }),
      .init(
        FirstSchemaEntryKeys.items, firstSchemaItemObject.array, { $0.entry.items },
        { $0.entry.items = $1 }),
    ])

  static let firstSchemaItemObject = itemObject.adding([
    .init(FirstSchemaItemKeys.day, .date, { $0.day }, { $0.day = $1 }),
    .init(FirstSchemaItemKeys.state, .oneOf(states), { $0.state }, { $0.state = $1 }),
  ])

  static let firstSchemaActionObject = SnapshotObject<AccessibilityAction>(
    empty: AccessibilityAction(name: "", trigger: .named, intent: intentObject.empty.descriptor),
    [
      .init(
        ActionKeys.intent, intentObject.codec(\.descriptor, IntentFields.init), { $0.intent },
        { $0.intent = $1 }),
      .init(ActionKeys.name, .string, { $0.name }, { $0.name = $1 }),
      .init(ActionKeys.trigger, .oneOf(triggers), { $0.trigger }, { $0.trigger = $1 }),
    ])
}

extension SnapshotDocument.Entry {
  /// An entry's keys: `actions` and `rows` are positions in the file's tables.
  enum CodingKeys: String, CaseIterable {
    case actions, date, overflow, relevance, rows, seconds, summary, template
  }

  /// What a reader fills in.
  static let empty = Self(
    date: 0, relevance: 0, items: [], overflow: 0, summary: "", seconds: nil, actions: [])
}

extension SnapshotDocument.Item {
  /// The keys of an item of the file's `items`: what a row shows of the agenda item.
  enum CodingKeys: String, CaseIterable {
    case allDay, end, favorite, group, id, kind, start, title
  }

  /// What a reader fills in; a second-schema item's `state` and `day` are its row's.
  static let empty = Self(
    id: "", kind: .event, title: "", start: nil, end: nil, allDay: false, group: nil,
    favorite: false, state: .upcoming, day: LocalDate(dayNumber: 0))
}

extension SnapshotDocument {
  /// What a reader fills in.
  static let empty = Self(
    source: "", locale: "", family: .small, textSize: .default, capacity: 0, timeZone: "",
    referenceDate: 0, reloadAfter: 0, budget: nil, entries: [])
}
