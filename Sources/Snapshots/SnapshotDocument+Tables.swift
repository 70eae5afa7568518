import Foundation
import ICalendar
import Summaries
import WidgetTimeline

/// The tables of a `glance.snapshot/2` file: each item, row, action and intent of the entries
/// once, in the order the entries first use them, and for each entry the positions of its rows
/// and actions.
///
/// A timeline's entries show mostly the same items and offer mostly the same actions, whose
/// intent descriptors were two thirds of a snapshot when every entry spelled them out; held
/// once, they are written and hashed once. Values are the same when their bytes are: two
/// strings that differ only in Unicode normalization are two rows of a table, since the file
/// must give back what it was given.
struct SnapshotTables {
  /// A row of the file's `rows`: an item by its position in `items`.
  struct Row: Hashable, Sendable {
    var item: Int
    var state: RowState
    var day: LocalDate
  }

  /// The items, their `state` and `day` left as the first row that showed them had them: a
  /// row's own are in `rows`.
  private(set) var items: [SnapshotDocument.Item] = []
  private(set) var rows: [Row] = []
  /// The actions, and the position of each one's intent. Two lists, not one of pairs: an
  /// element of a list of pairs is copied whole to be read, retaining every string of the
  /// action, and each lookup reads one.
  private(set) var actions: [AccessibilityAction] = []
  private(set) var actionIntents: [Int] = []
  private(set) var intents: [IntentDescriptor] = []
  /// Per entry, the positions of its rows and of its actions.
  private(set) var entryRows: [[Int]] = []
  private(set) var entryActions: [[Int]] = []

  /// Items are filed under the hash of their id, actions and intents under their digests.
  private var itemIndex = PositionIndex()
  private var rowIndex = PositionIndex()
  private var actionIndex = PositionIndex()
  private var intentIndex = PositionIndex()

  init(_ entries: [SnapshotDocument.Entry]) {
    entryRows.reserveCapacity(entries.count)
    entryActions.reserveCapacity(entries.count)
    for entry in entries {
      entryRows.append(entry.items.map { row($0) })
      entryActions.append(entry.actions.map { action($0) })
    }
  }

  private mutating func row(_ shown: SnapshotDocument.Item) -> Int {
    let key = Row(item: item(shown), state: shown.state, day: shown.day)
    let hash = key.hashValue
    if let position = rowIndex.position(hash: hash, where: { rows[$0] == key }) {
      return position
    }
    rowIndex.insert(rows.count, hash: hash)
    rows.append(key)
    return rows.count - 1
  }

  private mutating func item(_ shown: SnapshotDocument.Item) -> Int {
    var hasher = Hasher()
    shown.id.hashBytes(into: &hasher)
    let hash = hasher.finalize()
    if let position = itemIndex.position(hash: hash, where: { items[$0].isExactly(shown) }) {
      return position
    }
    itemIndex.insert(items.count, hash: hash)
    items.append(shown)
    return items.count - 1
  }

  private mutating func action(_ action: AccessibilityAction) -> Int {
    if let position = actionIndex.position(
      hash: action.digest, where: { actions[$0].isExactly(action) })
    {
      return position
    }
    let intent: Int
    if let position = intentIndex.position(
      hash: action.intent.digest, where: { intents[$0].isExactly(action.intent) })
    {
      intent = position
    } else {
      intent = intents.count
      intentIndex.insert(intent, hash: action.intent.digest)
      intents.append(action.intent)
    }
    actionIndex.insert(actions.count, hash: action.digest)
    actions.append(action)
    actionIntents.append(intent)
    return actions.count - 1
  }
}

extension String {
  /// The same UTF-8 bytes.
  func isExactly(_ other: String) -> Bool { hasSameBytes(as: other) }
}

extension Optional where Wrapped == String {
  func isExactly(_ other: String?) -> Bool {
    switch (self, other) {
    case (nil, nil): true
    case (let a?, let b?): a.isExactly(b)
    default: false
    }
  }
}

extension SnapshotDocument.Item {
  /// The same item, whatever the row's state and day.
  func isExactly(_ other: Self) -> Bool {
    id.isExactly(other.id) && kind == other.kind && title.isExactly(other.title)
      && start == other.start && end == other.end && allDay == other.allDay
      && group.isExactly(other.group) && favorite == other.favorite
  }
}

extension AccessibilityAction {
  func isExactly(_ other: Self) -> Bool {
    digest == other.digest && name.isExactly(other.name) && trigger == other.trigger
      && intent.isExactly(other.intent)
  }
}

extension IntentDescriptor {
  func isExactly(_ other: Self) -> Bool {
    guard
      digest == other.digest && parameters.count == other.parameters.count
        && openAppWhenRun == other.openAppWhenRun
        && type.isExactly(other.type) && title.isExactly(other.title)
    else { return false }
    // One buffer (an item's actions are made once and given to every entry that offers
    // them) holds the same parameters.
    let shared = parameters.withUnsafeBufferPointer { a in
      other.parameters.withUnsafeBufferPointer { $0.baseAddress == a.baseAddress }
    }
    if shared { return true }
    for index in parameters.indices where !parameters[index].isExactly(other.parameters[index]) {
      return false
    }
    return true
  }
}

extension IntentParameter {
  func isExactly(_ other: Self) -> Bool {
    guard name.isExactly(other.name) else { return false }
    switch (value, other.value) {
    case (.string(let a), .string(let b)), (.date(let a), .date(let b)): return a.isExactly(b)
    case (.bool(let a), .bool(let b)): return a == b
    case (.entity(let type, let item), .entity(let otherType, let otherItem)):
      return type.isExactly(otherType) && item.kind == otherItem.kind
        && item.id.isExactly(otherItem.id) && item.occurrence.isExactly(otherItem.occurrence)
    default: return false
    }
  }
}
