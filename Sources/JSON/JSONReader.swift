/// Reads JSON (RFC 8259) from UTF-8 bytes, strictly, with errors that say where.
///
/// Glance reads files people and tools write by hand (reminders, pipelines, favorites), so a
/// mistake must be reported precisely: `line 12, column 5: expected ',' or '}'`. Nesting is
/// limited (a file nested 100,000 levels deep is an error, not a stack overflow), trailing
/// commas and comments are rejected, and a byte-order mark is accepted.
public struct JSONReader: Sendable {
  public struct Failure: Error, Sendable, Hashable, CustomStringConvertible {
    public var line: Int
    public var column: Int
    public var message: String
    public var description: String { "line \(line), column \(column): \(message)" }
  }

  public var maxDepth: Int

  public init(maxDepth: Int = 256) {
    self.maxDepth = maxDepth
  }

  public func read(_ bytes: [UInt8]) throws(Failure) -> JSONValue {
    try bytes.withUnsafeBufferPointer { buffer throws(Failure) in
      var parser = Parser(bytes: buffer, maxDepth: maxDepth)
      return try parser.document()
    }
  }

  public func read(_ text: String) throws(Failure) -> JSONValue {
    try read(Array(text.utf8))
  }

  /// The JSON string that starts at `index` in `bytes`, its escapes decoded, with `index` moved
  /// past it; `nil` where this reader would report an error. For readers of one schema that
  /// read its values straight from the bytes, and decode strings exactly as this reader does.
  package static func string(in bytes: UnsafeBufferPointer<UInt8>, at index: inout Int)
    -> String?
  {
    var parser = Parser(bytes: bytes, maxDepth: 0)
    parser.index = index
    guard index < bytes.count, bytes[index] == UInt8(ascii: "\""),
      let text = try? parser.parseString()
    else { return nil }
    index = parser.index
    return text
  }
}

private struct Parser {
  let bytes: UnsafeBufferPointer<UInt8>
  let maxDepth: Int
  var index = 0
  var depth = 0

  init(bytes: UnsafeBufferPointer<UInt8>, maxDepth: Int) {
    self.bytes = bytes
    self.maxDepth = maxDepth
    if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { index = 3 }
  }

  func failure(_ message: String, at position: Int? = nil) -> JSONReader.Failure {
    let end = min(position ?? index, bytes.count)
    var line = 1
    var column = 1
    var offset = 0
    while offset < end {
      let byte = bytes[offset]
      if byte == 0x0A {
        line += 1
        column = 1
      } else if byte & 0xC0 != 0x80 {
        column += 1
      }
      offset += 1
    }
    return JSONReader.Failure(line: line, column: column, message: message)
  }

  /// What is at the current position, for messages: `'x'` or `the end of the file`.
  func found() -> String {
    guard index < bytes.count else { return "the end of the file" }
    let byte = bytes[index]
    if byte >= 0x20, byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
    return "byte 0x\(String(byte, radix: 16, uppercase: true))"
  }

  mutating func skipWhitespace() {
    while index < bytes.count {
      switch bytes[index] {
      case 0x20, 0x09, 0x0A, 0x0D: index += 1
      default: return
      }
    }
  }

  mutating func document() throws(JSONReader.Failure) -> JSONValue {
    skipWhitespace()
    guard index < bytes.count else { throw failure("the file is empty") }
    let value = try parseValue()
    skipWhitespace()
    guard index == bytes.count else { throw failure("unexpected \(found()) after the JSON value") }
    return value
  }

  mutating func parseValue() throws(JSONReader.Failure) -> JSONValue {
    guard index < bytes.count else { throw failure("expected a value, found the end of the file") }
    switch bytes[index] {
    case UInt8(ascii: "{"): return try parseObject()
    case UInt8(ascii: "["): return try parseArray()
    case UInt8(ascii: "\""): return .string(try parseString())
    case UInt8(ascii: "t"): return try literal("true", .bool(true))
    case UInt8(ascii: "f"): return try literal("false", .bool(false))
    case UInt8(ascii: "n"): return try literal("null", .null)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try parseNumber()
    default: throw failure("expected a value, found \(found())")
    }
  }

  mutating func literal(_ word: StaticString, _ value: JSONValue) throws(JSONReader.Failure)
    -> JSONValue
  {
    let count = word.utf8CodeUnitCount
    guard index + count <= bytes.count,
      (0..<count).allSatisfy({ bytes[index + $0] == word.utf8Start[$0] })
    else { throw failure("expected a value, found \(found())") }
    index += count
    return value
  }

  mutating func enter() throws(JSONReader.Failure) {
    depth += 1
    guard depth <= maxDepth else { throw failure("nested deeper than \(maxDepth) levels") }
  }

  mutating func parseObject() throws(JSONReader.Failure) -> JSONValue {
    try enter()
    index += 1
    var members: [(key: String, value: JSONValue)] = []
    skipWhitespace()
    if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
      index += 1
      depth -= 1
      return .object(members)
    }
    while true {
      skipWhitespace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
        throw failure("expected a member name in quotes, found \(found())")
      }
      let key = try parseString()
      skipWhitespace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
        throw failure("expected ':' after member name, found \(found())")
      }
      index += 1
      skipWhitespace()
      members.append((key, try parseValue()))
      skipWhitespace()
      guard index < bytes.count else {
        throw failure("expected ',' or '}', found the end of the file")
      }
      if bytes[index] == UInt8(ascii: ",") {
        index += 1
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
          throw failure("trailing ',' before '}'")
        }
        continue
      }
      guard bytes[index] == UInt8(ascii: "}") else {
        throw failure("expected ',' or '}', found \(found())")
      }
      index += 1
      depth -= 1
      return .object(members)
    }
  }

  mutating func parseArray() throws(JSONReader.Failure) -> JSONValue {
    try enter()
    index += 1
    var items: [JSONValue] = []
    skipWhitespace()
    if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
      index += 1
      depth -= 1
      return .array(items)
    }
    while true {
      skipWhitespace()
      items.append(try parseValue())
      skipWhitespace()
      guard index < bytes.count else {
        throw failure("expected ',' or ']', found the end of the file")
      }
      if bytes[index] == UInt8(ascii: ",") {
        index += 1
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
          throw failure("trailing ',' before ']'")
        }
        continue
      }
      guard bytes[index] == UInt8(ascii: "]") else {
        throw failure("expected ',' or ']', found \(found())")
      }
      index += 1
      depth -= 1
      return .array(items)
    }
  }

  mutating func parseString() throws(JSONReader.Failure) -> String {
    let open = index
    index += 1
    let start = index
    // Fast path: no escapes.
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") {
        let slice = UnsafeBufferPointer(rebasing: bytes[start..<index])
        index += 1
        return try decode(slice, at: start)
      }
      if byte == UInt8(ascii: "\\") { break }
      if byte < 0x20 { throw failure("control character in a string; write it as an escape") }
      index += 1
    }
    var out: [UInt8] = Array(UnsafeBufferPointer(rebasing: bytes[start..<index]))
    while index < bytes.count {
      let byte = bytes[index]
      switch byte {
      case UInt8(ascii: "\""):
        index += 1
        return try out.withUnsafeBufferPointer { buffer throws(JSONReader.Failure) in
          try decode(buffer, at: start)
        }
      case UInt8(ascii: "\\"):
        index += 1
        guard index < bytes.count else { break }
        let escape = bytes[index]
        index += 1
        switch escape {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): out.append(escape)
        case UInt8(ascii: "b"): out.append(0x08)
        case UInt8(ascii: "f"): out.append(0x0C)
        case UInt8(ascii: "n"): out.append(0x0A)
        case UInt8(ascii: "r"): out.append(0x0D)
        case UInt8(ascii: "t"): out.append(0x09)
        case UInt8(ascii: "u"):
          var scalar = try hex4()
          if (0xD800...0xDBFF).contains(scalar) {
            guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"),
              bytes[index + 1] == UInt8(ascii: "u")
            else {
              throw failure("unpaired surrogate '\\u\(String(scalar, radix: 16, uppercase: true))'")
            }
            index += 2
            let low = try hex4()
            guard (0xDC00...0xDFFF).contains(low) else {
              throw failure("unpaired surrogate '\\u\(String(scalar, radix: 16, uppercase: true))'")
            }
            scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
          } else if (0xDC00...0xDFFF).contains(scalar) {
            throw failure("unpaired surrogate '\\u\(String(scalar, radix: 16, uppercase: true))'")
          }
          out.append(contentsOf: Array(String(Unicode.Scalar(scalar)!).utf8))
        default:
          throw failure("invalid escape '\\\(Character(Unicode.Scalar(escape)))'", at: index - 2)
        }
      default:
        if byte < 0x20 { throw failure("control character in a string; write it as an escape") }
        out.append(byte)
        index += 1
      }
    }
    throw failure("unterminated string", at: open)
  }

  mutating func hex4() throws(JSONReader.Failure) -> UInt32 {
    guard index + 4 <= bytes.count else { throw failure("incomplete '\\u' escape") }
    var value: UInt32 = 0
    for _ in 0..<4 {
      let byte = bytes[index]
      let digit: UInt32
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
      default: throw failure("invalid '\\u' escape")
      }
      value = value * 16 + digit
      index += 1
    }
    return value
  }

  func decode(_ slice: UnsafeBufferPointer<UInt8>, at position: Int) throws(JSONReader.Failure)
    -> String
  {
    guard let text = String(validating: slice, as: UTF8.self) else {
      throw failure("invalid UTF-8 in a string", at: position)
    }
    return text
  }

  mutating func parseNumber() throws(JSONReader.Failure) -> JSONValue {
    let start = index
    if bytes[index] == UInt8(ascii: "-") { index += 1 }
    guard index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) else {
      throw failure("invalid number")
    }
    if bytes[index] == UInt8(ascii: "0") {
      index += 1
      if index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) {
        throw failure("a number must not start with '0'", at: start)
      }
    } else {
      while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) {
        index += 1
      }
    }
    var isInteger = true
    if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
      isInteger = false
      index += 1
      let digits = index
      while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) {
        index += 1
      }
      guard index > digits else { throw failure("expected digits after '.'") }
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
      isInteger = false
      index += 1
      if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-")
      {
        index += 1
      }
      let digits = index
      while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) {
        index += 1
      }
      guard index > digits else { throw failure("expected digits in the exponent") }
    }
    let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
    if isInteger, let integer = Int(text) { return .integer(integer) }
    guard let number = Double(text), number.isFinite else {
      throw failure("number '\(text)' is out of range", at: start)
    }
    return .number(number)
  }
}
