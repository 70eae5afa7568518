import Agenda
import ICalendar
import JSON
import Summaries
import WidgetTimeline

extension SnapshotDocument {
  /// Why a file could not be read as a snapshot: the file, the JSON path and the value.
  ///
  /// `student/en-US/small.json: $.entries[3].date: invalid instant '2026-13-01T00:00:00Z',
  /// expected a UTC instant such as 2026-06-01T15:00:00Z`
  public struct DecodingError: Error, Sendable, Hashable, CustomStringConvertible {
    public var file: String
    /// Where in the document, such as `$.entries[3].date`; `nil` when the file is not JSON.
    public var path: String?
    public var message: String
    /// The file is JSON but not a snapshot at all (a manifest, a diagnostics file), which
    /// readers of a snapshot folder pass over rather than report.
    public var isNotASnapshot: Bool

    public var description: String {
      path.map { "\(file): \($0): \(message)" } ?? "\(file): \(message)"
    }
  }

  /// Reads a snapshot file; `file` names it in errors.
  ///
  /// A second-schema file is read straight from its bytes (``init(secondSchema:)``); anything
  /// else, and any file that reader declines, is read as JSON first, which also says precisely
  /// what is wrong with a broken one.
  public init(bytes: [UInt8], file: String) throws(DecodingError) {
    if let document = bytes.withUnsafeBufferPointer({ SnapshotDocument(secondSchema: $0) }) {
      self = document
      return
    }
    let value: JSONValue
    do {
      value = try JSONReader().read(bytes)
    } catch {
      throw DecodingError(
        file: file, path: nil, message: "not valid JSON: \(error)", isNotASnapshot: true)
    }
    try self.init(json: value, file: file)
  }

  /// Reads a snapshot from its JSON, of either schema; `file` names it in errors.
  public init(json: JSONValue, file: String) throws(DecodingError) {
    let schema = json[CodingKeys.schema.rawValue]
    guard case .object = json, schema == .string(Self.schema) || schema == .string(Self.firstSchema)
    else {
      let found = schema.map { "schema '\($0.quoted)'" } ?? "no schema"
      throw DecodingError(
        file: file, path: "$",
        message: "not a snapshot: \(found), expected '\(Self.schema)' or '\(Self.firstSchema)'",
        isNotASnapshot: true)
    }
    if schema == .string(Self.firstSchema) {
      try self.init(firstSchema: json, file: file)
      return
    }
    let object = try Fields<CodingKeys>(json, at: .root, file: file)
    try self.init(header: object)
    let intents = try object.array(.intents, IntentKeys.self, Self.intent)
    let actions = try object.array(.actions, ActionKeys.self) {
      action throws(DecodingError) in
      AccessibilityAction(
        name: try action.string(.name),
        trigger: try action.enumeration(.trigger, of: [.named, .magicTap]),
        intent: try action.position(.intent, in: intents, table: CodingKeys.intents.rawValue))
    }
    let items = try object.array(.items, Item.CodingKeys.self) { item throws(DecodingError) in
      Item(
        id: try item.string(.id), kind: try item.enumeration(.kind, of: [.event, .reminder]),
        title: try item.string(.title), start: try item.time(.start), end: try item.time(.end),
        allDay: try item.bool(.allDay), group: try item.optionalString(.group),
        favorite: try item.bool(.favorite), state: .upcoming, day: LocalDate(dayNumber: 0))
    }
    let rows = try object.array(.rows, RowKeys.self) { row throws(DecodingError) in
      var item = try row.position(.item, in: items, table: CodingKeys.items.rawValue)
      item.state = try row.enumeration(.state, of: Self.states)
      item.day = try row.date(.day)
      return item
    }
    entries = try object.array(.entries, Entry.CodingKeys.self) { entry throws(DecodingError) in
      Entry(
        date: try entry.instant(.date), relevance: try entry.number(.relevance),
        items: try entry.positions(.rows, in: rows, table: CodingKeys.rows.rawValue),
        overflow: try entry.integer(.overflow), summary: try entry.string(.summary),
        seconds: entry.has(.seconds) ? try entry.number(.seconds) : nil,
        actions: try entry.positions(.actions, in: actions, table: CodingKeys.actions.rawValue))
    }
  }

  /// Every field but the entries, whose keys both schemas share.
  init<Key>(header object: Fields<Key>) throws(DecodingError) {
    func key(_ key: CodingKeys) -> Key { Key(rawValue: key.rawValue)! }
    source = try object.string(key(.source))
    locale = try object.string(key(.locale))
    family = try object.enumeration(key(.family), of: WidgetFamily.allCases)
    textSize = try object.enumeration(key(.textSize), of: TextSize.allCases)
    capacity = try object.integer(key(.capacity))
    timeZone = try object.string(key(.timeZone))
    referenceDate = try object.instant(key(.referenceDate))
    reloadAfter = try object.instant(key(.reloadAfter))
    budget = try object.optionalObject(key(.budget), BudgetKeys.self) {
      budget throws(DecodingError) in
      LengthBudget(soft: try budget.number(.softSeconds), hard: try budget.number(.hardSeconds))
    }
    entries = []
  }

  static let states: [RowState] = [.inProgress, .allDay, .overdue, .dueNow, .upcoming]

  static func intent(_ intent: Fields<IntentKeys>) throws(DecodingError) -> IntentDescriptor {
    IntentDescriptor(
      type: try intent.string(.type), title: try intent.string(.title),
      openAppWhenRun: try intent.bool(.openAppWhenRun),
      parameters: try intent.array(.parameters, ParameterKeys.self, Self.parameter))
  }

  static func parameter(_ parameter: Fields<ParameterKeys>) throws(DecodingError)
    -> IntentParameter
  {
    let name = try parameter.string(.name)
    let type = try parameter.string(.type)
    let value: IntentParameter.Value
    switch type {
    case "string": value = .string(try parameter.string(.value))
    case "bool": value = .bool(try parameter.bool(.value))
    case "date": value = .date(try parameter.string(.value))
    case "entity":
      let item = try parameter.object(.value, ItemReferenceKeys.self) {
        reference throws(DecodingError) in
        ItemReference(
          kind: try reference.enumeration(.kind, of: [.event, .reminder]),
          id: try reference.string(.id),
          occurrence: reference.has(.occurrence) ? try reference.string(.occurrence) : nil)
      }
      value = .entity(type: try parameter.string(.entityType), item: item)
    default:
      throw parameter.failure(
        .type, "invalid parameter type '\(type)', expected string, bool, date or entity")
    }
    if type != "entity", parameter.has(.entityType) {
      throw parameter.failure(.entityType, "'entityType' on a parameter of type '\(type)'")
    }
    return IntentParameter(name: name, value: value)
  }
}

/// The members of one JSON object of a snapshot, read by their wire keys: each read names
/// its path in errors, and a key the schema does not have is an error.
struct Fields<Key: RawRepresentable & CaseIterable> where Key.RawValue == String {
  typealias DecodingError = SnapshotDocument.DecodingError

  let value: JSONValue
  let path: JSONPath
  let file: String

  init(_ value: JSONValue, at path: JSONPath, file: String) throws(DecodingError) {
    self.value = value
    self.path = path
    self.file = file
    guard case .object(let members) = value else {
      throw DecodingError(
        file: file, path: path.description, message: "expected an object, found \(value.kindName)",
        isNotASnapshot: false)
    }
    let known = Set(Key.allCases.map(\.rawValue))
    for member in members where !known.contains(member.key) {
      throw DecodingError(
        file: file, path: (path + member.key).description,
        message: "unknown field '\(member.key)'", isNotASnapshot: false)
    }
  }

  func failure(_ key: Key, _ message: String) -> DecodingError {
    DecodingError(
      file: file, path: (path + key.rawValue).description, message: message,
      isNotASnapshot: false)
  }

  func has(_ key: Key) -> Bool { value[key.rawValue] != nil }

  func required(_ key: Key) throws(DecodingError) -> JSONValue {
    guard let found = value[key.rawValue] else {
      throw failure(key, "missing '\(key.rawValue)'")
    }
    return found
  }

  func invalid(_ key: Key, _ found: JSONValue, expected: String) -> DecodingError {
    failure(key, "invalid value '\(found.quoted)', expected \(expected)")
  }

  func string(_ key: Key) throws(DecodingError) -> String {
    let found = try required(key)
    guard case .string(let text) = found else { throw invalid(key, found, expected: "a string") }
    return text
  }

  func optionalString(_ key: Key) throws(DecodingError) -> String? {
    let found = try required(key)
    switch found {
    case .null: return nil
    case .string(let text): return text
    default: throw invalid(key, found, expected: "a string or null")
    }
  }

  func integer(_ key: Key) throws(DecodingError) -> Int {
    let found = try required(key)
    guard case .integer(let number) = found else {
      throw invalid(key, found, expected: "a whole number")
    }
    return number
  }

  func number(_ key: Key) throws(DecodingError) -> Double {
    switch try required(key) {
    case .integer(let number): return Double(number)
    case .number(let number): return number
    case let found: throw invalid(key, found, expected: "a number")
    }
  }

  func bool(_ key: Key) throws(DecodingError) -> Bool {
    let found = try required(key)
    guard case .bool(let flag) = found else { throw invalid(key, found, expected: "true or false") }
    return flag
  }

  /// One of `cases`, by its raw value.
  func enumeration<T: RawRepresentable>(_ key: Key, of cases: [T]) throws(DecodingError) -> T
  where T.RawValue == String {
    let found = try required(key)
    guard case .string(let text) = found, let parsed = T(rawValue: text) else {
      throw invalid(key, found, expected: cases.map(\.rawValue).joined(separator: ", "))
    }
    return parsed
  }

  /// A UTC instant written canonically, `2026-06-01T15:00:00Z`.
  func instant(_ key: Key) throws(DecodingError) -> Int64 {
    let found = try required(key)
    guard case .string(let text) = found, case .instant(let seconds)? = ISO8601Value(text),
      ISO8601Value.format(instant: seconds) == text
    else {
      throw invalid(key, found, expected: "a UTC instant such as 2026-06-01T15:00:00Z")
    }
    return seconds
  }

  /// A day written canonically, `2026-06-01`.
  func date(_ key: Key) throws(DecodingError) -> LocalDate {
    let found = try required(key)
    guard case .string(let text) = found, let date = LocalDate(iso: text), date.description == text
    else { throw invalid(key, found, expected: "a date such as 2026-06-01") }
    return date
  }

  /// A day, a UTC instant, or null.
  func time(_ key: Key) throws(DecodingError) -> OccurrenceTime? {
    let found = try required(key)
    if found == .null { return nil }
    if case .string(let text) = found {
      if let date = LocalDate(iso: text), date.description == text { return .date(date) }
      if case .instant(let seconds)? = ISO8601Value(text),
        ISO8601Value.format(instant: seconds) == text
      {
        return .instant(seconds)
      }
    }
    throw invalid(key, found, expected: "a date, a UTC instant or null")
  }

  /// The element of `table` (the file's table named `name`) at the position the key holds.
  func position<T>(_ key: Key, in table: [T], table name: String) throws(DecodingError) -> T {
    let found = try required(key)
    return try element(found, of: table, named: name) { invalid(key, found, expected: $0) }
  }

  /// The elements of `table` at the positions of the array the key holds.
  func positions<T>(_ key: Key, in table: [T], table name: String) throws(DecodingError) -> [T] {
    let found = try required(key)
    guard case .array(let elements) = found else {
      throw invalid(key, found, expected: "an array of positions in '\(name)'")
    }
    var result: [T] = []
    result.reserveCapacity(elements.count)
    for (index, element) in elements.enumerated() {
      result.append(
        try self.element(element, of: table, named: name) { expected in
          DecodingError(
            file: file, path: (path + key.rawValue + index).description,
            message: "invalid value '\(element.quoted)', expected \(expected)",
            isNotASnapshot: false)
        })
    }
    return result
  }

  private func element<T>(
    _ value: JSONValue, of table: [T], named name: String,
    failure: (String) -> DecodingError
  ) throws(DecodingError) -> T {
    guard case .integer(let position) = value, table.indices.contains(position) else {
      throw failure(
        table.isEmpty
          ? "no position: '\(name)' is empty"
          : "a position in '\(name)', 0 to \(table.count - 1)")
    }
    return table[position]
  }

  func object<Nested, T>(
    _ key: Key, _ keys: Nested.Type, _ read: (Fields<Nested>) throws(DecodingError) -> T
  ) throws(DecodingError) -> T {
    try read(try Fields<Nested>(try required(key), at: path + key.rawValue, file: file))
  }

  func optionalObject<Nested, T>(
    _ key: Key, _ keys: Nested.Type, _ read: (Fields<Nested>) throws(DecodingError) -> T
  ) throws(DecodingError) -> T? {
    guard has(key) else { return nil }
    return try object(key, keys, read)
  }

  func array<Nested, T>(
    _ key: Key, _ keys: Nested.Type, _ read: (Fields<Nested>) throws(DecodingError) -> T
  ) throws(DecodingError) -> [T] {
    let found = try required(key)
    guard case .array(let elements) = found else {
      throw invalid(key, found, expected: "an array")
    }
    var result: [T] = []
    result.reserveCapacity(elements.count)
    for (index, element) in elements.enumerated() {
      result.append(
        try read(try Fields<Nested>(element, at: path + key.rawValue + index, file: file)))
    }
    return result
  }
}
