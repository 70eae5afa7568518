import ICalendar
import JSON
import Summaries

/// Two decoded versions of one snapshot, compared field by field.
///
/// Entries are matched by their instant, items by their id, and actions by their name, else
/// by what they do (trigger, intent type and the items their parameters name), so that
/// "Favorite Standup" becoming "Unfavorite Standup" is one action whose name and `isFavorite`
/// changed, not one removed and one added. Each item and action is flattened into its fields
/// (`title`, `intent.parameters.item.id`) and the fields are compared one by one, so every
/// change is named by the field it is in.
struct SnapshotComparison {
  typealias FieldChange = SnapshotDiff.FieldChange
  typealias PartChange = SnapshotDiff.PartChange
  typealias Fields = [(field: String, value: JSONValue)]

  let old: SnapshotDocument
  let new: SnapshotDocument

  init(_ old: SnapshotDocument, _ new: SnapshotDocument) {
    self.old = old
    self.new = new
  }

  func change(path: String) -> SnapshotDiff.FileChange {
    SnapshotDiff.FileChange(
      path: path, fields: Self.changes(Self.header(old), Self.header(new)), entries: entries())
  }

  /// The fields outside the entries.
  static func header(_ document: SnapshotDocument) -> Fields {
    typealias Keys = SnapshotDocument.CodingKeys
    var fields: Fields = [
      (Keys.source.rawValue, .string(document.source)),
      (Keys.locale.rawValue, .string(document.locale)),
      (Keys.family.rawValue, .string(document.family.rawValue)),
      (Keys.textSize.rawValue, .string(document.textSize.rawValue)),
      (Keys.capacity.rawValue, .integer(document.capacity)),
      (Keys.timeZone.rawValue, .string(document.timeZone)),
      (Keys.referenceDate.rawValue, .string(ISO8601Value.format(instant: document.referenceDate))),
      (Keys.reloadAfter.rawValue, .string(ISO8601Value.format(instant: document.reloadAfter))),
    ]
    if let budget = document.budget {
      let prefix = Keys.budget.rawValue + "."
      fields.append(
        (prefix + SnapshotDocument.BudgetKeys.softSeconds.rawValue, .number(budget.soft)))
      fields.append(
        (prefix + SnapshotDocument.BudgetKeys.hardSeconds.rawValue, .number(budget.hard)))
    }
    return fields
  }

  /// The changes between two flattened values: each field of either, in the new value's order
  /// and then the old one's.
  static func changes(_ old: Fields, _ new: Fields) -> [FieldChange] {
    let before = Dictionary(
      old.map { ($0.field, $0.value) }, uniquingKeysWith: { first, _ in first })
    let after = Dictionary(
      new.map { ($0.field, $0.value) }, uniquingKeysWith: { first, _ in first })
    var seen: Set<String> = []
    var changes: [FieldChange] = []
    for field in (new + old).map(\.field) where seen.insert(field).inserted {
      if before[field] != after[field] {
        changes.append(FieldChange(field: field, old: before[field], new: after[field]))
      }
    }
    return changes
  }

  // MARK: - Entries

  func entries() -> [SnapshotDiff.EntryChange] {
    func byDate(_ entries: [SnapshotDocument.Entry]) -> [String: SnapshotDocument.Entry] {
      Dictionary(entries.map { ($0.dateText, $0) }, uniquingKeysWith: { first, _ in first })
    }
    let before = byDate(old.entries)
    let after = byDate(new.entries)
    let summary = SnapshotDocument.Entry.CodingKeys.summary.rawValue
    var changes: [SnapshotDiff.EntryChange] = []
    for date in Set(before.keys).union(after.keys).sorted() {
      switch (before[date], after[date]) {
      case (nil, let added?):
        changes.append(
          .init(
            date: date, status: .added,
            fields: [FieldChange(field: summary, old: nil, new: .string(added.summary))],
            items: [], actions: []))
      case (let removed?, nil):
        changes.append(
          .init(
            date: date, status: .removed,
            fields: [FieldChange(field: summary, old: .string(removed.summary), new: nil)],
            items: [], actions: []))
      case (let old?, let new?) where old != new:
        changes.append(Self.entry(date: date, old, new))
      default:
        break
      }
    }
    return changes
  }

  static func entry(date: String, _ old: SnapshotDocument.Entry, _ new: SnapshotDocument.Entry)
    -> SnapshotDiff.EntryChange
  {
    typealias Keys = SnapshotDocument.Entry.CodingKeys
    func fields(_ entry: SnapshotDocument.Entry) -> Fields {
      var fields: Fields = [
        (Keys.summary.rawValue, .string(entry.summary)),
        (Keys.relevance.rawValue, .number(entry.relevance)),
        (Keys.overflow.rawValue, .integer(entry.overflow)),
      ]
      if let seconds = entry.seconds { fields.append((Keys.seconds.rawValue, .number(seconds))) }
      return fields
    }
    var entryFields = changes(fields(old), fields(new))
    let items = parts(
      old.items, new.items, name: \.title, id: { $0.id }, keys: [{ $0.id }], fields: item)
    let actions = parts(
      old.actions, new.actions, name: \.name, id: { _ in nil }, keys: [{ $0.name }, identity],
      fields: action, outline: ("intent.parameters", parameters))
    // Parts that moved: the order is a change of its own.
    if items.moved {
      entryFields.append(
        FieldChange(
          field: SnapshotDocument.FirstSchemaEntryKeys.items.rawValue,
          old: .array(old.items.map { .string($0.id) }),
          new: .array(new.items.map { .string($0.id) })))
    }
    if actions.moved {
      entryFields.append(
        FieldChange(
          field: Keys.actions.rawValue, old: .array(old.actions.map { .string($0.name) }),
          new: .array(new.actions.map { .string($0.name) })))
    }
    return .init(
      date: date, status: .changed, fields: entryFields, items: items.changes,
      actions: actions.changes)
  }

  // MARK: - Items and actions

  /// Parts matched by each of `keys` in turn (first come, first matched), then compared.
  static func parts<Part: Equatable>(
    _ old: [Part], _ new: [Part], name: (Part) -> String, id: (Part) -> String?,
    keys: [(Part) -> String], fields: (Part) -> Fields,
    outline: (field: String, value: (Part) -> JSONValue)? = nil
  ) -> (changes: [PartChange], moved: Bool) {
    var partner = [Int?](repeating: nil, count: new.count)
    var taken = Set<Int>()
    for key in keys {
      var waiting: [String: [Int]] = [:]
      for (index, part) in old.enumerated() where !taken.contains(index) {
        waiting[key(part), default: []].append(index)
      }
      for (index, part) in new.enumerated() where partner[index] == nil {
        guard var candidates = waiting[key(part)], !candidates.isEmpty else { continue }
        let match = candidates.removeFirst()
        waiting[key(part)] = candidates
        partner[index] = match
        taken.insert(match)
      }
    }
    var changes: [PartChange] = []
    for (index, part) in new.enumerated() {
      guard let match = partner[index] else {
        changes.append(PartChange(name: name(part), id: id(part), status: .added, fields: []))
        continue
      }
      let fieldChanges = Self.changes(fields(old[match]), fields(part))
      if !fieldChanges.isEmpty {
        changes.append(
          PartChange(name: name(part), id: id(part), status: .changed, fields: fieldChanges))
      } else if old[match] != part, let outline {
        // Equal field by field but not as values: the parameters were reordered, or a
        // parameter's type changed and not its value.
        changes.append(
          PartChange(
            name: name(part), id: id(part), status: .changed,
            fields: [
              FieldChange(
                field: outline.field, old: outline.value(old[match]), new: outline.value(part))
            ]))
      }
    }
    for (index, part) in old.enumerated() where !taken.contains(index) {
      changes.append(PartChange(name: name(part), id: id(part), status: .removed, fields: []))
    }
    let order = partner.compactMap { $0 }
    return (changes, order != order.sorted())
  }

  static func item(_ item: SnapshotDocument.Item) -> Fields {
    // Named as the first schema wrote an item, whole in each entry: the field a reader of
    // either schema recognises.
    typealias Keys = SnapshotDocument.FirstSchemaItemKeys
    func time(_ value: OccurrenceTime?) -> JSONValue {
      switch value {
      case .instant(let seconds)?: .string(ISO8601Value.format(instant: seconds))
      case .date(let day)?: .string(day.description)
      case nil: .null
      }
    }
    return [
      (Keys.title.rawValue, .string(item.title)),
      (Keys.kind.rawValue, .string(item.kind.rawValue)),
      (Keys.state.rawValue, .string(item.state.rawValue)),
      (Keys.day.rawValue, .string(item.day.description)),
      (Keys.start.rawValue, time(item.start)),
      (Keys.end.rawValue, time(item.end)),
      (Keys.allDay.rawValue, .bool(item.allDay)),
      (Keys.group.rawValue, item.group.map { .string($0) } ?? .null),
      (Keys.favorite.rawValue, .bool(item.favorite)),
    ]
  }

  /// What an action does, whatever it is called: its trigger, its intent's type and the items
  /// its parameters name.
  static func identity(_ action: AccessibilityAction) -> String {
    var key = "\(action.trigger.rawValue) \(action.intent.type)"
    for parameter in action.intent.parameters {
      if case .entity(_, let item) = parameter.value { key += " \(item.kind.rawValue):\(item.id)" }
    }
    return key
  }

  /// An action's parameters in order, with their types: `["item: entity", "isFavorite: bool"]`.
  static func parameters(_ action: AccessibilityAction) -> JSONValue {
    .array(action.intent.parameters.map { .string("\($0.name): \($0.value.typeName)") })
  }

  static func action(_ action: AccessibilityAction) -> Fields {
    var fields: Fields = [
      ("name", .string(action.name)),
      ("trigger", .string(action.trigger.rawValue)),
      ("intent.type", .string(action.intent.type)),
      ("intent.title", .string(action.intent.title)),
      ("intent.openAppWhenRun", .bool(action.intent.openAppWhenRun)),
    ]
    for parameter in action.intent.parameters {
      let field = "intent.parameters.\(parameter.name)"
      switch parameter.value {
      case .string(let text), .date(let text): fields.append((field, .string(text)))
      case .bool(let flag): fields.append((field, .bool(flag)))
      case .entity(let type, let item):
        fields.append((field + ".entityType", .string(type)))
        fields.append((field + ".kind", .string(item.kind.rawValue)))
        fields.append((field + ".id", .string(item.id)))
        if let occurrence = item.occurrence {
          fields.append((field + ".occurrence", .string(occurrence)))
        }
      }
    }
    return fields
  }
}
