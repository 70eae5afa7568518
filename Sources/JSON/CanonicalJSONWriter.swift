/// Writes JSON in Glance's canonical form, the same bytes on every machine.
///
/// Keys sorted by their UTF-8 bytes, two-space indent, `": "` after keys, LF line ends, a
/// trailing newline, empty containers as `[]` and `{}`, no escaped slashes, integers without a
/// fraction and other numbers in their shortest round-trip form. Foundation's encoders differ
/// here across versions (key order, `[\n\n]`, `1e+21`), which is why snapshots do not use them.
public enum CanonicalJSONWriter {
  public static func string(_ value: JSONValue) -> String {
    String(decoding: bytes(value), as: UTF8.self)
  }

  /// The canonical bytes, written straight into a byte buffer: snapshots are written by the
  /// thousand, and appending to a `String` scalar by scalar was a fifth of a pipeline run.
  public static func bytes(_ value: JSONValue) -> [UInt8] {
    var out: [UInt8] = []
    out.reserveCapacity(4_096)
    write(value, indent: 0, to: &out)
    out.append(0x0A)
    return out
  }

  /// One line, no spaces, no trailing newline: `["a",1]`, for quoting values in messages.
  public static func compact(_ value: JSONValue) -> String {
    var out: [UInt8] = []
    writeCompact(value, to: &out)
    return String(decoding: out, as: UTF8.self)
  }

  private static func writeCompact(_ value: JSONValue, to out: inout [UInt8]) {
    switch value {
    case .array(let items):
      out.append(UInt8(ascii: "["))
      for (index, item) in items.enumerated() {
        if index > 0 { out.append(UInt8(ascii: ",")) }
        writeCompact(item, to: &out)
      }
      out.append(UInt8(ascii: "]"))
    case .object(let members):
      out.append(UInt8(ascii: "{"))
      for (index, member) in members.enumerated() {
        if index > 0 { out.append(UInt8(ascii: ",")) }
        writeString(member.key, to: &out)
        out.append(UInt8(ascii: ":"))
        writeCompact(member.value, to: &out)
      }
      out.append(UInt8(ascii: "}"))
    default:
      write(value, indent: 0, to: &out)
    }
  }

  private static func write(_ value: JSONValue, indent: Int, to out: inout [UInt8]) {
    switch value {
    case .null: out += "null".utf8
    case .bool(let flag): out += (flag ? "true" : "false").utf8
    case .integer(let number): writeInteger(number, to: &out)
    case .number(let number): out += format(number).utf8
    case .string(let text): writeString(text, to: &out)
    case .array(let items):
      guard !items.isEmpty else {
        out += "[]".utf8
        return
      }
      out += "[\n".utf8
      for (index, item) in items.enumerated() {
        writeSpaces(indent + 2, to: &out)
        write(item, indent: indent + 2, to: &out)
        if index < items.count - 1 { out.append(UInt8(ascii: ",")) }
        out.append(0x0A)
      }
      writeSpaces(indent, to: &out)
      out.append(UInt8(ascii: "]"))
    case .object(let members):
      guard !members.isEmpty else {
        out += "{}".utf8
        return
      }
      let sorted = members.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
      out += "{\n".utf8
      for (index, member) in sorted.enumerated() {
        writeSpaces(indent + 2, to: &out)
        writeString(member.key, to: &out)
        out += ": ".utf8
        write(member.value, indent: indent + 2, to: &out)
        if index < sorted.count - 1 { out.append(UInt8(ascii: ",")) }
        out.append(0x0A)
      }
      writeSpaces(indent, to: &out)
      out.append(UInt8(ascii: "}"))
    }
  }

  /// Integral values print without a fraction; others in Swift's shortest round-trip form,
  /// with exponents avoided for the magnitudes snapshots hold.
  package static func format(_ number: Double) -> String {
    guard number.isFinite else { return "null" }
    if number == 0 { return "0" }
    if number == number.rounded(), abs(number) < 1e15 { return String(Int64(number)) }
    return "\(number)"
  }

  static let hexDigits = Array("0123456789abcdef".utf8)

  /// A JSON string: quotes, backslashes and control characters escaped, and U+2028 and U+2029
  /// (which end lines in JavaScript) as `\u2028` and `\u2029`; everything else as its UTF-8.
  ///
  /// The C1 controls (U+0080–U+009F) are escaped too, which JSON allows but does not ask for:
  /// a snapshot printed to a terminal (`glance summarize --format json`, `cat`) then holds no
  /// control that could start an escape sequence, whatever a calendar's titles carry.
  package static func writeString(_ text: String, to out: inout [UInt8]) {
    out.append(UInt8(ascii: "\""))
    // Most strings need no escape: scanned as one buffer and copied whole.
    var text = text
    let copied = text.withUTF8 { bytes in
      for byte in bytes where needsEscape(byte) { return false }
      out.append(contentsOf: bytes)
      return true
    }
    if !copied { writeEscaped(text.utf8, to: &out) }
    out.append(UInt8(ascii: "\""))
  }

  private static func writeEscaped(_ utf8: String.UTF8View, to out: inout [UInt8]) {
    var index = utf8.startIndex
    while index < utf8.endIndex {
      let byte = utf8[index]
      index = utf8.index(after: index)
      switch byte {
      case UInt8(ascii: "\""): out += "\\\"".utf8
      case UInt8(ascii: "\\"): out += "\\\\".utf8
      case 0x0A: out += "\\n".utf8
      case 0x0D: out += "\\r".utf8
      case 0x09: out += "\\t".utf8
      case 0x08: out += "\\b".utf8
      case 0x0C: out += "\\f".utf8
      case 0x00..<0x20, 0x7F: unicodeEscape(UInt32(byte), to: &out)
      case 0xC2:
        // U+0080–U+009F are C2 80 to C2 9F.
        let second = utf8[index]
        if second <= 0x9F {
          unicodeEscape(UInt32(second), to: &out)
          index = utf8.index(after: index)
        } else {
          out.append(byte)
        }
      case 0xE2:
        // U+2028 and U+2029 are E2 80 A8 and E2 80 A9; a String's UTF-8 is always whole.
        let second = utf8[index]
        let third = utf8[utf8.index(after: index)]
        if second == 0x80, third == 0xA8 || third == 0xA9 {
          unicodeEscape(third == 0xA8 ? 0x2028 : 0x2029, to: &out)
          index = utf8.index(index, offsetBy: 2)
        } else {
          out.append(byte)
        }
      default: out.append(byte)
      }
    }
  }

  /// A whole number in decimal, without going through `String`.
  package static func writeInteger(_ number: Int, to out: inout [UInt8]) {
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: maxIntegerLength) { buffer in
      let count = writeInteger(number, at: buffer.baseAddress!)
      out.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[..<count]))
    }
  }

  /// The most bytes a whole number takes: a sign and the 20 digits of the largest magnitude.
  package static let maxIntegerLength = 21

  /// Writes a whole number in decimal at `out`, which has room for `maxIntegerLength` bytes,
  /// and says how many it wrote. Named apart from `writeInteger(_:to:)`: `&` on an array
  /// would also make a pointer to its first byte.
  package static func writeInteger(_ number: Int, at out: UnsafeMutablePointer<UInt8>) -> Int {
    var digits = 1
    var rest = number.magnitude
    while rest >= 10 {
      digits += 1
      rest /= 10
    }
    let sign = number < 0 ? 1 : 0
    if sign == 1 { out[0] = UInt8(ascii: "-") }
    rest = number.magnitude
    for index in stride(from: sign + digits - 1, through: sign, by: -1) {
      out[index] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: rest % 10)
      rest /= 10
    }
    return sign + digits
  }

  /// Appends `count` spaces.
  package static func writeSpaces(_ count: Int, to out: inout [UInt8]) {
    var left = count
    while left > 0 {
      let take = min(left, 64)
      out.append(contentsOf: UnsafeBufferPointer(start: lineAndSpaces.utf8Start + 1, count: take))
      left -= take
    }
  }

  /// Appends a line feed and `indent` spaces: one copy for the line break every member of a
  /// document starts with.
  package static func writeLineBreak(indent: Int, to out: inout [UInt8]) {
    let take = min(indent, 64)
    out.append(contentsOf: UnsafeBufferPointer(start: lineAndSpaces.utf8Start, count: 1 + take))
    writeSpaces(indent - take, to: &out)
  }

  /// A line feed and 64 spaces: a literal, with no lazily made global to check on every use.
  // swift-format-ignore
  private static var lineAndSpaces: StaticString { "\n                                                                " }

  package static func needsEscape(_ byte: UInt8) -> Bool {
    byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte == 0x7F
      || byte == 0xE2 || byte == 0xC2
  }

  private static func unicodeEscape(_ value: UInt32, to out: inout [UInt8]) {
    out += "\\u".utf8
    for shift in stride(from: 12, through: 0, by: -4) {
      out.append(hexDigits[Int((value >> UInt32(shift)) & 0xF)])
    }
  }
}
