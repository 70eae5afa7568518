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
  struct Row: Hashable {
    var item: Int
    var state: RowState
    var day: LocalDate
  }

  /// The items, their `state` and `day` left as the first row that showed them had them: a
  /// row's own are in `rows`.
  private(set) var items: [SnapshotDocument.Item] = []
  private(set) var rows: [Row] = []
  /// The actions, each with the position of its intent.
  private(set) var actions: [(action: AccessibilityAction, intent: Int)] = []
  private(set) var intents: [IntentDescriptor] = []
  /// Per entry, the positions of its rows and of its actions.
  private(set) var entryRows: [[Int]] = []
  private(set) var entryActions: [[Int]] = []

  private var itemPositions: [Exact<SnapshotDocument.Item>: Int] = [:]
  private var rowPositions: [Row: Int] = [:]
  private var actionPositions: [Exact<AccessibilityAction>: Int] = [:]
  private var intentPositions: [Exact<IntentDescriptor>: Int] = [:]

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
    if let position = rowPositions[key] { return position }
    rowPositions[key] = rows.count
    rows.append(key)
    return rows.count - 1
  }

  private mutating func item(_ shown: SnapshotDocument.Item) -> Int {
    let key = Exact(shown)
    if let position = itemPositions[key] { return position }
    itemPositions[key] = items.count
    items.append(shown)
    return items.count - 1
  }

  private mutating func action(_ action: AccessibilityAction) -> Int {
    let key = Exact(action)
    if let position = actionPositions[key] { return position }
    let intentKey = Exact(action.intent)
    let intent: Int
    if let position = intentPositions[intentKey] {
      intent = position
    } else {
      intent = intents.count
      intentPositions[intentKey] = intent
      intents.append(action.intent)
    }
    actionPositions[key] = actions.count
    actions.append((action, intent))
    return actions.count - 1
  }
}

/// A value compared and hashed by the bytes it is written as, which is also cheaper than
/// `String`'s comparison by canonical equivalence.
struct Exact<Value: ExactlyComparable>: Hashable {
  var value: Value
  init(_ value: Value) { self.value = value }
  static func == (a: Exact, b: Exact) -> Bool { a.value.isExactly(b.value) }
  func hash(into hasher: inout Hasher) { value.hashExactly(into: &hasher) }
}

protocol ExactlyComparable {
  func isExactly(_ other: Self) -> Bool
  func hashExactly(into hasher: inout Hasher)
}

extension String {
  /// The same UTF-8 bytes.
  func isExactly(_ other: String) -> Bool { hasSameBytes(as: other) }

  func hashExactly(into hasher: inout Hasher) { hashBytes(into: &hasher) }
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

extension SnapshotDocument.Item: ExactlyComparable {
  /// The same item, whatever the row's state and day.
  func isExactly(_ other: Self) -> Bool {
    id.isExactly(other.id) && kind == other.kind && title.isExactly(other.title)
      && start == other.start && end == other.end && allDay == other.allDay
      && group.isExactly(other.group) && favorite == other.favorite
  }

  /// By id alone: rows of different items differ there.
  func hashExactly(into hasher: inout Hasher) {
    id.hashExactly(into: &hasher)
  }
}

extension AccessibilityAction: ExactlyComparable {
  func isExactly(_ other: Self) -> Bool {
    digest == other.digest && name.isExactly(other.name) && trigger == other.trigger
      && intent.isExactly(other.intent)
  }

  /// By the digest of its bytes, made once when the action was.
  func hashExactly(into hasher: inout Hasher) {
    hasher.combine(digest)
  }
}

extension IntentDescriptor: ExactlyComparable {
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

  func hashExactly(into hasher: inout Hasher) {
    hasher.combine(digest)
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
