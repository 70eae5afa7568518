import SeededRandom
import Testing

@testable import JSON

/// The stream writes the bytes the canonical writer writes for the same value, whatever the
/// value holds and however far the stream has to grow from a small start.
@Suite struct CanonicalJSONStreamTests {
  /// `value` written member by member, keys in byte order, as an encoder of typed values does.
  static func streamed(_ value: JSONValue, capacity: Int) -> String {
    var json = CanonicalJSONStream(capacity: capacity)
    write(value, to: &json)
    return String(decoding: json.finish(), as: UTF8.self)
  }

  static func write(_ value: JSONValue, to json: inout CanonicalJSONStream) {
    switch value {
    case .null: json.null()
    case .bool(let flag): json.bool(flag)
    case .integer(let number): json.integer(number)
    case .number(let number): json.number(number)
    case .string(let text): json.string(text)
    case .array(let elements):
      json.beginArray()
      for element in elements { write(element, to: &json) }
      json.endArray()
    case .object(let members):
      json.beginObject()
      for member in members.sorted(by: { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }) {
        json.key(member.key)
        write(member.value, to: &json)
      }
      json.endObject()
    }
  }

  @Test func edgeValuesAreWrittenAsTheWriterWritesThem() {
    let values: [JSONValue] = [
      .integer(0), .integer(-1), .integer(9), .integer(10), .integer(.max), .integer(.min),
      .number(0.5), .number(-1e300), .bool(true), .null, .string(""),
      .string("quote \" backslash \\ tab \t line \n nul \u{0} delete \u{7F}"),
      .string("line separator \u{2028} paragraph \u{2029} arrow \u{2192} emoji 🎉"),
      .string("csi \u{9B} next line \u{85} no-break \u{A0} «quoted»"),
      .array([]), .object([]), .array([.array([]), .object([])]),
      [
        "b": [1, -20, 300, .integer(.min)], "a": ["z": true, "y": nil, "x": []],
        "entries": [["summary": "Now: Standup, until 9:15 AM", "rows": [0, 1]]],
      ],
    ]
    for value in values {
      let expected = CanonicalJSONWriter.string(value)
      for capacity in [1, 4_096] {
        #expect(
          Self.streamed(value, capacity: capacity) == expected,
          "\(CanonicalJSONWriter.compact(value)) from a capacity of \(capacity)")
      }
    }
  }

  @Test func randomDocumentsAreWrittenAsTheWriterWritesThem() {
    var random = SeededRandom(seed: 20_261_201)
    func make(_ depth: Int) -> JSONValue {
      switch random.next() % (depth > 4 ? 5 : 7) {
      case 0: return .null
      case 1: return .bool(random.next() % 2 == 0)
      case 2: return .integer(Int(truncatingIfNeeded: random.next()) >> Int(random.next() % 64))
      case 3: return .number(Double(Int(random.next() % 2_000_000) - 1_000_000) / 64)
      case 4:
        let pieces = ["a", "é", "\"", "\\", "\n", "\u{2028}", "日本", " ", "🎂", "\u{1}"]
        return .string(
          (0..<Int(random.next() % 12)).map { _ in pieces.randomElement(using: &random)! }.joined())
      case 5: return .array((0..<Int(random.next() % 5)).map { _ in make(depth + 1) })
      default:
        let keys = ["id", "rows", "a", "b", "summary", "z", "actions", "capacity"]
        var members: [(key: String, value: JSONValue)] = []
        for key in keys where random.next() % 2 == 0 { members.append((key, make(depth + 1))) }
        return .object(members)
      }
    }
    for _ in 0..<300 {
      let value = make(0)
      #expect(
        Self.streamed(value, capacity: 16) == CanonicalJSONWriter.string(value),
        "\(CanonicalJSONWriter.compact(value))")
    }
  }
}
