/// A JSON document as a value: what Glance reads from reminders and pipeline files and what
/// it writes as snapshots.
///
/// Objects keep their members in an array: the reader keeps the file's order (for messages),
/// and the canonical writer sorts keys itself.
public enum JSONValue: Sendable, Hashable {
  case null
  case bool(Bool)
  case integer(Int)
  case number(Double)
  case string(String)
  case array([JSONValue])
  case object([(key: String, value: JSONValue)])

  public static func == (a: JSONValue, b: JSONValue) -> Bool {
    switch (a, b) {
    case (.null, .null): true
    case (.bool(let x), .bool(let y)): x == y
    case (.integer(let x), .integer(let y)): x == y
    case (.number(let x), .number(let y)): x == y
    case (.integer(let x), .number(let y)), (.number(let y), .integer(let x)): Double(x) == y
    case (.string(let x), .string(let y)): x == y
    case (.array(let x), .array(let y)): x == y
    case (.object(let x), .object(let y)):
      x.count == y.count && zip(x, y).allSatisfy { $0.key == $1.key && $0.value == $1.value }
    default: false
    }
  }

  public func hash(into hasher: inout Hasher) {
    switch self {
    case .null: hasher.combine(0)
    case .bool(let value): hasher.combine(value)
    case .integer(let value): hasher.combine(Double(value))
    case .number(let value): hasher.combine(value)
    case .string(let value): hasher.combine(value)
    case .array(let value): hasher.combine(value)
    case .object(let members):
      for member in members {
        hasher.combine(member.key)
        hasher.combine(member.value)
      }
    }
  }

  /// The member `key` of an object (the first, if repeated).
  public subscript(key: String) -> JSONValue? {
    guard case .object(let members) = self else { return nil }
    return members.first { $0.key == key }?.value
  }

  public var stringValue: String? {
    if case .string(let value) = self { return value }
    return nil
  }

  /// An integer, or a number without a fraction that fits one.
  public var intValue: Int? {
    switch self {
    case .integer(let value): value
    case .number(let value) where value.rounded() == value && abs(value) < 0x1p53: Int(value)
    default: nil
    }
  }

  /// The value as messages quote it: a string's own text, anything else as compact JSON
  /// (`invalid value 'huge'`, `invalid value '[1,2]'`).
  public var quoted: String {
    if case .string(let text) = self { return text }
    return CanonicalJSONWriter.compact(self)
  }

  /// The kind of value, as messages name it: `string`, `number`, `object`.
  public var kindName: String {
    switch self {
    case .null: "null"
    case .bool: "boolean"
    case .integer, .number: "number"
    case .string: "string"
    case .array: "array"
    case .object: "object"
    }
  }
}

extension JSONValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral,
  ExpressibleByBooleanLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral,
  ExpressibleByNilLiteral, ExpressibleByFloatLiteral
{
  public init(stringLiteral value: String) { self = .string(value) }
  public init(integerLiteral value: Int) { self = .integer(value) }
  public init(booleanLiteral value: Bool) { self = .bool(value) }
  public init(floatLiteral value: Double) { self = .number(value) }
  public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
  public init(nilLiteral: ()) { self = .null }
  public init(dictionaryLiteral elements: (String, JSONValue)...) {
    self = .object(elements.map { (key: $0.0, value: $0.1) })
  }
}

extension JSONValue {
  /// A string, or `null` when `value` is `nil`.
  public static func string(_ value: String?) -> JSONValue {
    value.map { .string($0) } ?? .null
  }
}
