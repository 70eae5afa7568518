import Agenda
import JSON
import Summaries

/// A `glance.snapshot/2` file as it is written: the document's header, each item, row, action
/// and intent once in its table, and entries that name their rows and actions by position.
///
/// The writer makes one from a document and its `SnapshotTables`; the reader reads one and
/// ``SnapshotDocument/init(_:)`` looks every position up, so that a document never holds a
/// position.
struct SecondSchemaFile: Sendable {
  /// An action of the file's `actions`: its intent by position in `intents`.
  struct Action: Sendable {
    var name: String
    var trigger: AccessibilityAction.Trigger
    var intent: Int
  }

  /// Every field but the entries, which are written by position below.
  var header: SnapshotDocument
  var actions: [Action] = []
  var intents: [IntentDescriptor] = []
  var items: [SnapshotDocument.Item] = []
  var rows: [SnapshotTables.Row] = []
  var entries: [EntryFields] = []

  init(header: SnapshotDocument) {
    self.header = header
  }

  init(_ document: SnapshotDocument, tables: SnapshotTables) {
    header = document
    actions = tables.actions.indices.map {
      Action(
        name: tables.actions[$0].name, trigger: tables.actions[$0].trigger,
        intent: tables.actionIntents[$0])
    }
    intents = tables.intents
    items = tables.items
    rows = tables.rows
    entries = document.entries.indices.map {
      EntryFields(
        entry: document.entries[$0], rows: tables.entryRows[$0],
        actions: tables.entryActions[$0])
    }
  }
}

extension SnapshotDocument {
  /// The document a second-schema file holds, every position looked up in its table.
  init(_ file: SecondSchemaFile) throws(Failure) {
    /// The element of `table` at `position`, or the failure that names `position` as invalid.
    func element<T>(_ position: Int, of table: [T], named name: CodingKeys) throws(Failure) -> T {
      guard table.indices.contains(position) else {
        throw .invalid(
          table.isEmpty
            ? "no position: '\(name.rawValue)' is empty"
            : "a position in '\(name.rawValue)', 0 to \(table.count - 1)")
      }
      return table[position]
    }
    /// `read(element, index)` for each element, a failure placed inside `table[index]`.
    func each<T, U>(
      _ elements: [T], in table: CodingKeys, _ read: (T) throws(Failure) -> U
    ) throws(Failure) -> [U] {
      var result: [U] = []
      result.reserveCapacity(elements.count)
      for index in elements.indices {
        do {
          result.append(try read(elements[index]))
        } catch {
          throw error.inside(.index(index)).inside(.key(table.rawValue))
        }
      }
      return result
    }
    /// The elements of `table` at `positions`, the array held by `key`.
    func elements<T>(
      _ positions: [Int], of table: [T], named name: CodingKeys, key: Entry.CodingKeys
    )
      throws(Failure) -> [T]
    {
      var found: [T] = []
      found.reserveCapacity(positions.count)
      for index in positions.indices {
        do {
          found.append(try element(positions[index], of: table, named: name))
        } catch {
          throw error.inside(.index(index)).inside(.key(key.rawValue))
        }
      }
      return found
    }

    let intents = file.intents
    let actions = try each(file.actions, in: .actions) { action throws(Failure) in
      do throws(Failure) {
        return AccessibilityAction(
          name: action.name, trigger: action.trigger,
          intent: try element(action.intent, of: intents, named: .intents))
      } catch {
        throw error.inside(.key(ActionKeys.intent.rawValue))
      }
    }
    let items = file.items
    let rows = try each(file.rows, in: .rows) { row throws(Failure) in
      var item: Item
      do throws(Failure) {
        item = try element(row.item, of: items, named: .items)
      } catch {
        throw error.inside(.key(RowKeys.item.rawValue))
      }
      item.state = row.state
      item.day = row.day
      return item
    }
    self = file.header
    entries = try each(file.entries, in: .entries) { written throws(Failure) in
      var entry = written.entry
      entry.items = try elements(written.rows, of: rows, named: .rows, key: .rows)
      entry.actions = try elements(written.actions, of: actions, named: .actions, key: .actions)
      return entry
    }
  }
}

/// An entry as a file writes it: in the second schema, its rows and actions by position.
///
/// Both schemas read an entry's fields into one, so that a field's row in the table reaches the
/// entry's property directly, rather than through a key path to it, for each field of each entry.
struct EntryFields: Sendable {
  var entry: SnapshotDocument.Entry
  var rows: [Int] = []
  var actions: [Int] = []

  init(entry: SnapshotDocument.Entry, rows: [Int] = [], actions: [Int] = []) {
    self.entry = entry
    self.rows = rows
    self.actions = actions
  }
}

/// An intent parameter as written: its `value` is read before its `type` may say what it is.
struct ParameterFields: Sendable {
  enum Value: Sendable {
    case text(String)
    case flag(Bool)
    case item(ItemReference)
    case none
  }

  var name = ""
  var type = ""
  var entityType: String?
  var value = Value.none

  init() {}

  init(_ parameter: IntentParameter) {
    name = parameter.name
    type = parameter.value.typeName
    switch parameter.value {
    case .string(let text), .date(let text): value = .text(text)
    case .bool(let flag): value = .flag(flag)
    case .entity(let entityType, let item):
      self.entityType = entityType
      value = .item(item)
    }
  }

  /// The parameter, or the failure that says which of its fields does not fit its `type`.
  func parameter() throws(SnapshotReader.Failure) -> IntentParameter {
    typealias Keys = SnapshotDocument.ParameterKeys
    let parsed: IntentParameter.Value
    switch (type, value) {
    case ("string", .text(let text)): parsed = .string(text)
    case ("date", .text(let text)): parsed = .date(text)
    case ("bool", .flag(let flag)): parsed = .bool(flag)
    case ("entity", .item(let item)):
      guard let entityType else {
        throw SnapshotReader.Failure(.missing).inside(.key(Keys.entityType.rawValue))
      }
      parsed = .entity(type: entityType, item: item)
    case ("string", _), ("date", _):
      throw SnapshotReader.Failure.invalid("a string").inside(.key(Keys.value.rawValue))
    case ("bool", _):
      throw SnapshotReader.Failure.invalid("true or false").inside(.key(Keys.value.rawValue))
    case ("entity", _):
      throw SnapshotReader.Failure(.notAnObject).inside(.key(Keys.value.rawValue))
    default:
      throw SnapshotReader.Failure(
        .message("invalid parameter type '\(type)', expected string, bool, date or entity")
      ).inside(.key(Keys.type.rawValue))
    }
    if type != "entity", entityType != nil {
      throw SnapshotReader.Failure(.message("'entityType' on a parameter of type '\(type)'"))
        .inside(.key(Keys.entityType.rawValue))
    }
    return IntentParameter(name: name, value: parsed)
  }
}

/// An intent descriptor as written, read field by field and made into an `IntentDescriptor`
/// once: a descriptor works its digest out again whenever one of its fields is set.
struct IntentFields: Sendable {
  var type = ""
  var title = ""
  var openAppWhenRun = false
  var parameters: [IntentParameter] = []

  init() {}

  init(_ intent: IntentDescriptor) {
    type = intent.type
    title = intent.title
    openAppWhenRun = intent.openAppWhenRun
    parameters = intent.parameters
  }

  var descriptor: IntentDescriptor {
    IntentDescriptor(
      type: type, title: title, openAppWhenRun: openAppWhenRun, parameters: parameters)
  }
}
