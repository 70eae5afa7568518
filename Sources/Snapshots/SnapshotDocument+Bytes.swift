import Agenda
import Foundation
import ICalendar
import JSON
import Summaries
import WidgetTimeline

extension SnapshotDocument {
  /// Reads a `glance.snapshot/2` file straight from its bytes into the typed document, without
  /// building a JSON tree first; `nil` for anything else.
  ///
  /// `glance lint` and `glance review` read back every snapshot of a run, gigabytes of them at
  /// a thousand people, and a tree of `JSONValue`s (a string per key, an array per object) cost
  /// them more than judging the copy did. This reader accepts exactly what
  /// ``init(json:file:)`` accepts and gives the same document, or gives up: any key, value or
  /// byte it does not expect (the first schema, an unknown field, a key given twice, a position
  /// outside its table) makes it return `nil`, and ``init(bytes:file:)`` then reads the file
  /// through `JSONReader` to say precisely what is wrong, or to read what this reader declined.
  init?(secondSchema bytes: UnsafeBufferPointer<UInt8>) {
    var reader = SnapshotByteReader(bytes: bytes)
    guard let document = reader.document() else { return nil }
    self = document
  }
}

/// A forward-only reader of one snapshot's JSON bytes, for ``SnapshotDocument/init(secondSchema:)``:
/// each method reads one value of the schema at the current position and returns `nil` (or
/// `false`) when the bytes are not that value.
struct SnapshotByteReader {
  let bytes: UnsafeBufferPointer<UInt8>
  var index = 0

  init(bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
    if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { index = 3 }
  }

  /// An entry as the file writes it, before its rows and actions are looked up in their tables
  /// (which may come after it: the keys are sorted, `entries` before `items` and `rows`).
  struct RawEntry {
    var date: Int64?
    var relevance: Double?
    var rows: [Int]?
    var overflow: Int?
    var summary: String?
    var seconds: Double?
    var actions: [Int]?
  }

  mutating func document() -> SnapshotDocument? {
    typealias Keys = SnapshotDocument.CodingKeys
    var schema: String?
    var source: String?
    var locale: String?
    var family: WidgetFamily?
    var textSize: TextSize?
    var capacity: Int?
    var timeZone: String?
    var referenceDate: Int64?
    var reloadAfter: Int64?
    var budget: LengthBudget?
    var intents: [IntentDescriptor]?
    var actions: [(name: String, trigger: AccessibilityAction.Trigger, intent: Int)]?
    var items: [SnapshotDocument.Item]?
    var rows: [(item: Int, state: RowState, day: LocalDate)]?
    var entries: [RawEntry]?
    skipWhitespace()
    let read = object(Keys.self) { reader, key in
      switch key {
      case .schema:
        schema = reader.string()
        return schema == SnapshotDocument.schema
      case .source:
        source = reader.string()
        return source != nil
      case .locale:
        locale = reader.string()
        return locale != nil
      case .timeZone:
        timeZone = reader.string()
        return timeZone != nil
      case .family:
        family = reader.string().flatMap(WidgetFamily.init(rawValue:))
        return family != nil
      case .textSize:
        textSize = reader.string().flatMap(TextSize.init(rawValue:))
        return textSize != nil
      case .capacity:
        capacity = reader.integer()
        return capacity != nil
      case .referenceDate:
        referenceDate = reader.instant()
        return referenceDate != nil
      case .reloadAfter:
        reloadAfter = reader.instant()
        return reloadAfter != nil
      case .budget:
        budget = reader.budget()
        return budget != nil
      case .intents:
        intents = reader.array { $0.intent() }
        return intents != nil
      case .actions:
        actions = reader.array { $0.action() }
        return actions != nil
      case .items:
        items = reader.array { $0.item() }
        return items != nil
      case .rows:
        rows = reader.array { $0.row() }
        return rows != nil
      case .entries:
        entries = reader.array { $0.entry() }
        return entries != nil
      }
    }
    skipWhitespace()
    guard read, index == bytes.count, schema != nil, let source, let locale, let family,
      let textSize, let capacity, let timeZone, let referenceDate, let reloadAfter, let intents,
      let actions, let items, let rows, let entries
    else { return nil }

    var resolvedActions: [AccessibilityAction] = []
    resolvedActions.reserveCapacity(actions.count)
    for action in actions {
      guard intents.indices.contains(action.intent) else { return nil }
      resolvedActions.append(
        AccessibilityAction(
          name: action.name, trigger: action.trigger, intent: intents[action.intent]))
    }
    var resolvedRows: [SnapshotDocument.Item] = []
    resolvedRows.reserveCapacity(rows.count)
    for row in rows {
      guard items.indices.contains(row.item) else { return nil }
      var item = items[row.item]
      item.state = row.state
      item.day = row.day
      resolvedRows.append(item)
    }
    var resolvedEntries: [SnapshotDocument.Entry] = []
    resolvedEntries.reserveCapacity(entries.count)
    for entry in entries {
      guard let date = entry.date, let relevance = entry.relevance, let rows = entry.rows,
        let overflow = entry.overflow, let summary = entry.summary, let positions = entry.actions,
        let entryItems = Self.elements(rows, of: resolvedRows),
        let entryActions = Self.elements(positions, of: resolvedActions)
      else { return nil }
      resolvedEntries.append(
        SnapshotDocument.Entry(
          date: date, relevance: relevance, items: entryItems, overflow: overflow,
          summary: summary, seconds: entry.seconds, actions: entryActions))
    }
    return SnapshotDocument(
      source: source, locale: locale, family: family, textSize: textSize, capacity: capacity,
      timeZone: timeZone, referenceDate: referenceDate, reloadAfter: reloadAfter, budget: budget,
      entries: resolvedEntries)
  }

  static func elements<T>(_ positions: [Int], of table: [T]) -> [T]? {
    var found: [T] = []
    found.reserveCapacity(positions.count)
    for position in positions {
      guard table.indices.contains(position) else { return nil }
      found.append(table[position])
    }
    return found
  }

  // MARK: - The schema's parts

  mutating func budget() -> LengthBudget? {
    var soft: Double?
    var hard: Double?
    let read = object(SnapshotDocument.BudgetKeys.self) { reader, key in
      switch key {
      case .softSeconds: soft = reader.number()
      case .hardSeconds: hard = reader.number()
      }
      return (key == .softSeconds ? soft : hard) != nil
    }
    guard read, let soft, let hard else { return nil }
    return LengthBudget(soft: soft, hard: hard)
  }

  mutating func intent() -> IntentDescriptor? {
    var type: String?
    var title: String?
    var openAppWhenRun: Bool?
    var parameters: [IntentParameter]?
    let read = object(SnapshotDocument.IntentKeys.self) { reader, key in
      switch key {
      case .type:
        type = reader.string()
        return type != nil
      case .title:
        title = reader.string()
        return title != nil
      case .openAppWhenRun:
        openAppWhenRun = reader.bool()
        return openAppWhenRun != nil
      case .parameters:
        parameters = reader.array { $0.parameter() }
        return parameters != nil
      }
    }
    guard read, let type, let title, let openAppWhenRun, let parameters else { return nil }
    return IntentDescriptor(
      type: type, title: title, openAppWhenRun: openAppWhenRun, parameters: parameters)
  }

  /// A parameter's value as written, before its `type` (which may come after it) says what
  /// it is.
  enum ParameterValue {
    case text(String)
    case flag(Bool)
    case item(ItemReference)
  }

  mutating func parameter() -> IntentParameter? {
    var name: String?
    var type: String?
    var entityType: String?
    var value: ParameterValue?
    let read = object(SnapshotDocument.ParameterKeys.self) { reader, key in
      switch key {
      case .name:
        name = reader.string()
        return name != nil
      case .type:
        type = reader.string()
        return type != nil
      case .entityType:
        entityType = reader.string()
        return entityType != nil
      case .value:
        guard reader.index < reader.bytes.count else { return false }
        switch reader.bytes[reader.index] {
        case UInt8(ascii: "\""): value = reader.string().map { .text($0) }
        case UInt8(ascii: "{"): value = reader.itemReference().map { .item($0) }
        default: value = reader.bool().map { .flag($0) }
        }
        return value != nil
      }
    }
    guard read, let name, let type, let value else { return nil }
    switch (type, value, entityType) {
    case ("string", .text(let text), nil):
      return IntentParameter(name: name, value: .string(text))
    case ("date", .text(let text), nil):
      return IntentParameter(name: name, value: .date(text))
    case ("bool", .flag(let flag), nil):
      return IntentParameter(name: name, value: .bool(flag))
    case ("entity", .item(let item), let entityType?):
      return IntentParameter(name: name, value: .entity(type: entityType, item: item))
    default:
      return nil
    }
  }

  mutating func itemReference() -> ItemReference? {
    var kind: AgendaItem.Kind?
    var id: String?
    var occurrence: String?
    let read = object(SnapshotDocument.ItemReferenceKeys.self) { reader, key in
      switch key {
      case .kind:
        kind = reader.string().flatMap(AgendaItem.Kind.init(rawValue:))
        return kind != nil
      case .id:
        id = reader.string()
        return id != nil
      case .occurrence:
        occurrence = reader.string()
        return occurrence != nil
      }
    }
    guard read, let kind, let id else { return nil }
    return ItemReference(kind: kind, id: id, occurrence: occurrence)
  }

  mutating func action() -> (name: String, trigger: AccessibilityAction.Trigger, intent: Int)? {
    var name: String?
    var trigger: AccessibilityAction.Trigger?
    var intent: Int?
    let read = object(SnapshotDocument.ActionKeys.self) { reader, key in
      switch key {
      case .name:
        name = reader.string()
        return name != nil
      case .trigger:
        trigger = reader.string().flatMap(AccessibilityAction.Trigger.init(rawValue:))
        return trigger != nil
      case .intent:
        intent = reader.integer()
        return intent != nil
      }
    }
    guard read, let name, let trigger, let intent else { return nil }
    return (name, trigger, intent)
  }

  mutating func item() -> SnapshotDocument.Item? {
    var id: String?
    var kind: AgendaItem.Kind?
    var title: String?
    var start: OccurrenceTime??
    var end: OccurrenceTime??
    var allDay: Bool?
    var group: String??
    var favorite: Bool?
    let read = object(SnapshotDocument.Item.CodingKeys.self) { reader, key in
      switch key {
      case .id:
        id = reader.string()
        return id != nil
      case .kind:
        kind = reader.string().flatMap(AgendaItem.Kind.init(rawValue:))
        return kind != nil
      case .title:
        title = reader.string()
        return title != nil
      case .start:
        start = reader.time()
        return start != nil
      case .end:
        end = reader.time()
        return end != nil
      case .allDay:
        allDay = reader.bool()
        return allDay != nil
      case .group:
        group = reader.null() ? .some(nil) : reader.string().map { .some($0) }
        return group != nil
      case .favorite:
        favorite = reader.bool()
        return favorite != nil
      }
    }
    guard read, let id, let kind, let title, let start, let end, let allDay, let group,
      let favorite
    else { return nil }
    return SnapshotDocument.Item(
      id: id, kind: kind, title: title, start: start, end: end, allDay: allDay, group: group,
      favorite: favorite, state: .upcoming, day: LocalDate(dayNumber: 0))
  }

  mutating func row() -> (item: Int, state: RowState, day: LocalDate)? {
    var item: Int?
    var state: RowState?
    var day: LocalDate?
    let read = object(SnapshotDocument.RowKeys.self) { reader, key in
      switch key {
      case .item:
        item = reader.integer()
        return item != nil
      case .state:
        state = reader.string().flatMap(RowState.init(rawValue:))
        return state != nil
      case .day:
        day = reader.plainString().flatMap(Self.date)
        return day != nil
      }
    }
    guard read, let item, let state, let day else { return nil }
    return (item, state, day)
  }

  mutating func entry() -> RawEntry? {
    var entry = RawEntry()
    let read = object(SnapshotDocument.Entry.CodingKeys.self) { reader, key in
      switch key {
      case .date:
        entry.date = reader.instant()
        return entry.date != nil
      case .relevance:
        entry.relevance = reader.number()
        return entry.relevance != nil
      case .rows:
        entry.rows = reader.array { $0.integer() }
        return entry.rows != nil
      case .overflow:
        entry.overflow = reader.integer()
        return entry.overflow != nil
      case .summary:
        entry.summary = reader.string()
        return entry.summary != nil
      case .seconds:
        entry.seconds = reader.number()
        return entry.seconds != nil
      case .actions:
        entry.actions = reader.array { $0.integer() }
        return entry.actions != nil
      }
    }
    return read ? entry : nil
  }

  // MARK: - JSON values

  mutating func skipWhitespace() {
    while index < bytes.count {
      switch bytes[index] {
      case 0x20, 0x09, 0x0A, 0x0D: index += 1
      default: return
      }
    }
  }

  /// Takes `byte` (after any whitespace) when it is next.
  mutating func take(_ byte: UInt8) -> Bool {
    skipWhitespace()
    guard index < bytes.count, bytes[index] == byte else { return false }
    index += 1
    return true
  }

  /// An object whose keys are all `Key`s, each at most once; `read` reads each member's value
  /// and says whether it was what the key holds.
  mutating func object<Key: RawRepresentable & CaseIterable & Equatable>(
    _ keys: Key.Type, _ read: (inout SnapshotByteReader, Key) -> Bool
  ) -> Bool where Key.RawValue == String {
    guard take(UInt8(ascii: "{")) else { return false }
    if take(UInt8(ascii: "}")) { return true }
    var seen: UInt64 = 0
    repeat {
      skipWhitespace()
      // The key by its bytes, without making a string of them.
      guard let name = plainString() else { return false }
      var ordinal = 0
      var found: Key?
      for candidate in Key.allCases {
        if Self.equal(name, candidate.rawValue) {
          found = candidate
          break
        }
        ordinal += 1
      }
      guard let key = found, seen & (1 << ordinal) == 0, take(UInt8(ascii: ":")) else {
        return false
      }
      seen |= 1 << ordinal
      skipWhitespace()
      guard read(&self, key) else { return false }
    } while take(UInt8(ascii: ","))
    return take(UInt8(ascii: "}"))
  }

  /// An array, each element read by `read`.
  mutating func array<T>(_ read: (inout SnapshotByteReader) -> T?) -> [T]? {
    guard take(UInt8(ascii: "[")) else { return nil }
    var elements: [T] = []
    if take(UInt8(ascii: "]")) { return elements }
    repeat {
      skipWhitespace()
      guard let element = read(&self) else { return nil }
      elements.append(element)
    } while take(UInt8(ascii: ","))
    return take(UInt8(ascii: "]")) ? elements : nil
  }

  mutating func literal(_ word: StaticString) -> Bool {
    let count = word.utf8CodeUnitCount
    guard index + count <= bytes.count,
      (0..<count).allSatisfy({ bytes[index + $0] == word.utf8Start[$0] })
    else { return false }
    index += count
    return true
  }

  mutating func bool() -> Bool? {
    if literal("true") { return true }
    if literal("false") { return false }
    return nil
  }

  mutating func null() -> Bool { literal("null") }

  /// A string with no escapes, as its bytes between the quotes: keys, dates and instants.
  mutating func plainString() -> UnsafeBufferPointer<UInt8>? {
    guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { return nil }
    let start = index + 1
    var end = start
    while end < bytes.count {
      let byte = bytes[end]
      if byte == UInt8(ascii: "\"") {
        index = end + 1
        return UnsafeBufferPointer(rebasing: bytes[start..<end])
      }
      if byte == UInt8(ascii: "\\") || byte < 0x20 { return nil }
      end += 1
    }
    return nil
  }

  /// A string, its escapes decoded as `JSONReader` decodes them.
  mutating func string() -> String? {
    let start = index
    if let plain = plainString() { return String(validating: plain, as: UTF8.self) }
    index = start
    return JSONReader.string(in: bytes, at: &index)
  }

  /// A number's text, and whether JSON's grammar makes it an integer (no fraction, no
  /// exponent), as `JSONReader` tells them apart.
  mutating func numberText() -> (text: String, isInteger: Bool)? {
    let start = index
    if index < bytes.count, bytes[index] == UInt8(ascii: "-") { index += 1 }
    guard let first = digits(), first == 1 || bytes[index - first] != UInt8(ascii: "0") else {
      return nil
    }
    var isInteger = true
    if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
      isInteger = false
      index += 1
      guard digits() != nil else { return nil }
    }
    if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
      isInteger = false
      index += 1
      if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-")
      {
        index += 1
      }
      guard digits() != nil else { return nil }
    }
    return (Self.text(UnsafeBufferPointer(rebasing: bytes[start..<index])), isInteger)
  }

  /// Skips a run of digits; how many, or `nil` for none.
  mutating func digits() -> Int? {
    let start = index
    while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) {
      index += 1
    }
    return index > start ? index - start : nil
  }

  /// A whole number: JSON's integer grammar, within `Int`.
  mutating func integer() -> Int? {
    guard let number = numberText(), number.isInteger else { return nil }
    return Int(number.text)
  }

  /// Any finite number.
  mutating func number() -> Double? {
    guard let number = numberText() else { return nil }
    if number.isInteger, let integer = Int(number.text) { return Double(integer) }
    guard let value = Double(number.text), value.isFinite else { return nil }
    return value
  }

  /// A UTC instant written canonically, `2026-06-01T15:00:00Z`.
  mutating func instant() -> Int64? {
    plainString().flatMap(Self.instant)
  }

  /// A day, a UTC instant, or null: `.some(nil)` for null.
  mutating func time() -> OccurrenceTime?? {
    if null() { return .some(nil) }
    guard let text = plainString() else { return nil }
    if let date = Self.date(text) { return .some(.date(date)) }
    return Self.instant(text).map { .some(.instant($0)) }
  }

  /// Whether `bytes` are the UTF-8 of `text`.
  static func equal(_ bytes: UnsafeBufferPointer<UInt8>, _ text: String) -> Bool {
    var text = text
    return text.utf8.count == bytes.count
      && text.withUTF8 { $0.isEmpty || memcmp($0.baseAddress!, bytes.baseAddress!, $0.count) == 0 }
  }

  static func text(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
    String(decoding: bytes, as: UTF8.self)
  }

  /// `2026-06-01`, exactly: the form `LocalDate.description` writes.
  static func date(_ text: UnsafeBufferPointer<UInt8>) -> LocalDate? {
    guard text.count == 10, text[4] == UInt8(ascii: "-"), text[7] == UInt8(ascii: "-"),
      let year = number(text, 0, 4), let month = number(text, 5, 2),
      let day = number(text, 8, 2)
    else { return nil }
    return LocalDate(year: year, month: month, day: day)
  }

  /// `2026-06-01T15:00:00Z`, exactly: the form `ISO8601Value.format(instant:)` writes.
  static func instant(_ text: UnsafeBufferPointer<UInt8>) -> Int64? {
    guard text.count == 20, text[10] == UInt8(ascii: "T"), text[13] == UInt8(ascii: ":"),
      text[16] == UInt8(ascii: ":"), text[19] == UInt8(ascii: "Z"),
      let date = Self.date(UnsafeBufferPointer(rebasing: text[0..<10])),
      let hour = number(text, 11, 2), let minute = number(text, 14, 2),
      let second = number(text, 17, 2), hour <= 23, minute <= 59, second <= 59
    else { return nil }
    return Int64(date.dayNumber) * 86_400 + Int64(hour * 3600 + minute * 60 + second)
  }

  static func number(_ text: UnsafeBufferPointer<UInt8>, _ start: Int, _ count: Int) -> Int? {
    var value = 0
    for byte in text[start..<(start + count)] {
      guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
      value = value * 10 + Int(byte - UInt8(ascii: "0"))
    }
    return value
  }
}
