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
  public init(bytes: [UInt8], file: String) throws(DecodingError) {
    let value: JSONValue
    do {
      value = try JSONReader().read(bytes)
    } catch {
      throw DecodingError(
        file: file, path: nil, message: "not valid JSON: \(error)", isNotASnapshot: true)
    }
    try self.init(json: value, file: file)
  }

  /// Reads a snapshot from its JSON; `file` names it in errors.
  public init(json: JSONValue, file: String) throws(DecodingError) {
    guard case .object = json, json[CodingKeys.schema.rawValue] == .string(Self.schema) else {
      let found = json[CodingKeys.schema.rawValue].map { "schema '\($0.quoted)'" } ?? "no schema"
      throw DecodingError(
        file: file, path: "$", message: "not a snapshot: \(found), expected '\(Self.schema)'",
        isNotASnapshot: true)
    }
    let object = try Fields<CodingKeys>(json, at: .root, file: file)
    source = try object.string(.source)
    locale = try object.string(.locale)
    family = try object.enumeration(.family, of: WidgetFamily.allCases)
    textSize = try object.enumeration(.textSize, of: TextSize.allCases)
    capacity = try object.integer(.capacity)
    timeZone = try object.string(.timeZone)
    referenceDate = try object.instant(.referenceDate)
    reloadAfter = try object.instant(.reloadAfter)
    budget = try object.optionalObject(.budget, BudgetKeys.self) { budget throws(DecodingError) in
      LengthBudget(soft: try budget.number(.softSeconds), hard: try budget.number(.hardSeconds))
    }
    entries = try object.array(.entries, Entry.CodingKeys.self) { entry throws(DecodingError) in
      Entry(
        date: try entry.instant(.date), relevance: try entry.number(.relevance),
        items: try entry.array(.items, Item.CodingKeys.self, Self.item),
        overflow: try entry.integer(.overflow), summary: try entry.string(.summary),
        seconds: entry.has(.seconds) ? try entry.number(.seconds) : nil,
        actions: try entry.array(.actions, ActionKeys.self, Self.action))
    }
  }

  static func item(_ item: Fields<Item.CodingKeys>) throws(DecodingError) -> Item {
    Item(
      id: try item.string(.id), kind: try item.enumeration(.kind, of: [.event, .reminder]),
      title: try item.string(.title),
      start: try item.time(.start), end: try item.time(.end), allDay: try item.bool(.allDay),
      group: try item.optionalString(.group), favorite: try item.bool(.favorite),
      state: try item.enumeration(
        .state, of: [.inProgress, .allDay, .overdue, .dueNow, .upcoming]),
      day: try item.date(.day))
  }

  static func action(_ action: Fields<ActionKeys>) throws(DecodingError) -> AccessibilityAction {
    let intent = try action.object(.intent, IntentKeys.self) { intent throws(DecodingError) in
      IntentDescriptor(
        type: try intent.string(.type), title: try intent.string(.title),
        openAppWhenRun: try intent.bool(.openAppWhenRun),
        parameters: try intent.array(.parameters, ParameterKeys.self, Self.parameter))
    }
    return AccessibilityAction(
      name: try action.string(.name),
      trigger: try action.enumeration(.trigger, of: [.named, .magicTap]), intent: intent)
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
