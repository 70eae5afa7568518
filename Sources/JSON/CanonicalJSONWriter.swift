/// Writes JSON in Glance's canonical form, the same bytes on every machine.
///
/// Keys sorted by their UTF-8 bytes, two-space indent, `": "` after keys, LF line ends, a
/// trailing newline, empty containers as `[]` and `{}`, no escaped slashes, integers without a
/// fraction and other numbers in their shortest round-trip form. Foundation's encoders differ
/// here across versions (key order, `[\n\n]`, `1e+21`), which is why snapshots do not use them.
public enum CanonicalJSONWriter {
  public static func string(_ value: JSONValue) -> String {
    var out = ""
    write(value, indent: 0, to: &out)
    out += "\n"
    return out
  }

  public static func bytes(_ value: JSONValue) -> [UInt8] {
    Array(string(value).utf8)
  }

  /// One line, no spaces, no trailing newline: `["a",1]`, for quoting values in messages.
  public static func compact(_ value: JSONValue) -> String {
    switch value {
    case .array(let items): return "[" + items.map(compact).joined(separator: ",") + "]"
    case .object(let members):
      return "{"
        + members.map { member in
          var key = ""
          writeString(member.key, to: &key)
          return key + ":" + compact(member.value)
        }.joined(separator: ",") + "}"
    default:
      var out = ""
      write(value, indent: 0, to: &out)
      return out
    }
  }

  private static func write(_ value: JSONValue, indent: Int, to out: inout String) {
    switch value {
    case .null: out += "null"
    case .bool(let flag): out += flag ? "true" : "false"
    case .integer(let number): out += String(number)
    case .number(let number): out += format(number)
    case .string(let text): writeString(text, to: &out)
    case .array(let items):
      guard !items.isEmpty else {
        out += "[]"
        return
      }
      out += "[\n"
      for (index, item) in items.enumerated() {
        out += String(repeating: " ", count: indent + 2)
        write(item, indent: indent + 2, to: &out)
        out += index == items.count - 1 ? "\n" : ",\n"
      }
      out += String(repeating: " ", count: indent) + "]"
    case .object(let members):
      guard !members.isEmpty else {
        out += "{}"
        return
      }
      let sorted = members.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
      out += "{\n"
      for (index, member) in sorted.enumerated() {
        out += String(repeating: " ", count: indent + 2)
        writeString(member.key, to: &out)
        out += ": "
        write(member.value, indent: indent + 2, to: &out)
        out += index == sorted.count - 1 ? "\n" : ",\n"
      }
      out += String(repeating: " ", count: indent) + "}"
    }
  }

  /// Integral values print without a fraction; others in Swift's shortest round-trip form,
  /// with exponents avoided for the magnitudes snapshots hold.
  static func format(_ number: Double) -> String {
    guard number.isFinite else { return "null" }
    if number == 0 { return "0" }
    if number == number.rounded(), abs(number) < 1e15 { return String(Int64(number)) }
    return "\(number)"
  }

  private static func writeString(_ text: String, to out: inout String) {
    out += "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case "\u{08}": out += "\\b"
      case "\u{0C}": out += "\\f"
      default:
        if scalar.value < 0x20 || scalar.value == 0x7F || scalar.value == 0x2028
          || scalar.value == 0x2029
        {
          let hex = String(scalar.value, radix: 16)
          out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    out += "\""
  }
}
