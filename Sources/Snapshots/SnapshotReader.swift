import Foundation
import ICalendar
import JSON

/// The one reader of snapshot files: a forward-only reader of JSON bytes that reads each object
/// through its field table (`SnapshotObject`) straight into typed values, with no JSON tree in
/// between.
///
/// `glance lint`, `glance review` and `glance diff` read back every snapshot of a run, and a
/// tree of `JSONValue`s (a string per key, an array per object) cost them more than judging the
/// copy did. Each method reads one value at the current position or throws a ``Failure`` that
/// says where (the path is added as the failure leaves each array and object) and what was
/// expected; the value itself is quoted only when the error is reported
/// (``SnapshotDocument/init(bytes:file:)``), so a file that reads costs nothing for it.
struct SnapshotReader {
  let bytes: UnsafeBufferPointer<UInt8>
  var index = 0

  init(bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
    if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { index = 3 }
  }

  /// Why a value could not be read, and where.
  struct Failure: Error {
    enum Step: Equatable {
      case key(String)
      case index(Int)
    }

    enum Problem: Equatable {
      /// The value is not what the field holds: `expected a whole number`.
      case invalid(expected: String)
      case notAnObject
      case unknownField
      case duplicateField
      case missing
      /// A message of its own, the value quoted in it already.
      case message(String)
      /// The bytes are not JSON here; the whole file is reported as not JSON.
      case syntax
    }

    /// The path from the value that failed out to the document, innermost step first: steps
    /// are added as the failure leaves each level.
    var steps: [Step] = []
    var problem: Problem

    init(_ problem: Problem) { self.problem = problem }

    static func invalid(_ expected: String) -> Failure { Failure(.invalid(expected: expected)) }

    /// The same failure, one level further out.
    func inside(_ step: Step) -> Failure {
      var outer = self
      outer.steps.append(step)
      return outer
    }

    /// The path from the document's root.
    var path: JSONPath {
      steps.reversed().reduce(JSONPath.root) { path, step in
        switch step {
        case .key(let key): path + key
        case .index(let index): path + index
        }
      }
    }
  }

  // MARK: - Objects and arrays

  /// The whole document: one object, and nothing but whitespace after it.
  mutating func document<Value>(_ object: SnapshotObject<Value>) throws(Failure) -> Value {
    let value = try read(object)
    skipWhitespace()
    guard index == bytes.count else { throw Failure(.syntax) }
    return value
  }

  /// An object read through its field table: each key a field of the table, at most once,
  /// every required field present; the fields not given keep `object.empty`'s values.
  mutating func read<Value>(_ object: SnapshotObject<Value>) throws(Failure) -> Value {
    skipWhitespace()
    guard index < bytes.count, bytes[index] == UInt8(ascii: "{") else {
      throw Failure(.notAnObject)
    }
    index += 1
    var value = object.empty
    var seen: UInt64 = 0
    if !take(UInt8(ascii: "}")) {
      // Canonical files list the fields in the table's order: the next one is tried first.
      var next = 0
      repeat {
        skipWhitespace()
        let position = try field(of: object, from: next)
        guard seen & (1 << position) == 0 else {
          throw Failure(.duplicateField).inside(.key(object.fields[position].key))
        }
        seen |= 1 << position
        guard take(UInt8(ascii: ":")) else { throw Failure(.syntax) }
        skipWhitespace()
        do {
          try object.fields[position].read(&value, &self)
        } catch {
          throw error.inside(.key(object.fields[position].key))
        }
        next = position + 1
      } while take(UInt8(ascii: ","))
      guard take(UInt8(ascii: "}")) else { throw Failure(.syntax) }
    }
    if seen & object.required != object.required {
      let missing = object.fields.indices.first {
        object.required & (1 << $0) != 0 && seen & (1 << $0) == 0
      }!
      throw Failure(.missing).inside(.key(object.fields[missing].key))
    }
    return value
  }

  /// The position in `object.fields` of the key at the current position.
  private mutating func field<Value>(of object: SnapshotObject<Value>, from next: Int)
    throws(Failure) -> Int
  {
    let start = index
    if let name = plainString() {
      if next < object.fields.count, Self.equal(name, object.fields[next].name) { return next }
      if let found = object.fields.firstIndex(where: { Self.equal(name, $0.name) }) {
        return found
      }
      throw Failure(.unknownField).inside(.key(Self.text(name)))
    }
    // A key with escapes in it, spelled as its text.
    index = start
    guard let name = string() else { throw Failure(.syntax) }
    if let found = object.fields.firstIndex(where: { $0.key == name }) { return found }
    throw Failure(.unknownField).inside(.key(name))
  }

  /// An array, each element read by `read`.
  mutating func array<T>(_ read: (inout SnapshotReader) throws(Failure) -> T) throws(Failure)
    -> [T]
  {
    guard take(UInt8(ascii: "[")) else { throw .invalid("an array") }
    var elements: [T] = []
    if take(UInt8(ascii: "]")) { return elements }
    repeat {
      skipWhitespace()
      do {
        elements.append(try read(&self))
      } catch {
        throw error.inside(.index(elements.count))
      }
    } while take(UInt8(ascii: ","))
    guard take(UInt8(ascii: "]")) else { throw Failure(.syntax) }
    return elements
  }

  /// An array of objects read through their field table.
  mutating func array<Value>(of object: SnapshotObject<Value>) throws(Failure) -> [Value] {
    try array { reader throws(Failure) in try reader.read(object) }
  }

  // MARK: - Values

  /// A string.
  mutating func string() throws(Failure) -> String {
    guard let text = string() else { throw .invalid("a string") }
    return text
  }

  /// A string or null.
  mutating func optionalString() throws(Failure) -> String? {
    if null() { return nil }
    guard let text = string() else { throw .invalid("a string or null") }
    return text
  }

  /// One of `cases`, by its raw value; the error lists them in that order.
  mutating func enumeration<T: RawRepresentable>(_ cases: [T]) throws(Failure) -> T
  where T.RawValue == String {
    guard let text = string(), let value = T(rawValue: text) else {
      throw .invalid(cases.map(\.rawValue).joined(separator: ", "))
    }
    return value
  }

  /// A whole number: JSON's integer grammar, within `Int`.
  mutating func integer() throws(Failure) -> Int {
    guard let number = numberText(), number.isInteger, let value = Int(number.text) else {
      throw .invalid("a whole number")
    }
    return value
  }

  /// Any finite number.
  mutating func number() throws(Failure) -> Double {
    guard let number = numberText() else { throw .invalid("a number") }
    if number.isInteger, let integer = Int(number.text) { return Double(integer) }
    guard let value = Double(number.text), value.isFinite else { throw .invalid("a number") }
    return value
  }

  mutating func bool() throws(Failure) -> Bool {
    guard let flag = bool() else { throw .invalid("true or false") }
    return flag
  }

  /// A UTC instant written canonically, `2026-06-01T15:00:00Z`.
  mutating func instant() throws(Failure) -> Int64 {
    guard let seconds = plainString().flatMap(Self.instant) else {
      throw .invalid("a UTC instant such as 2026-06-01T15:00:00Z")
    }
    return seconds
  }

  /// A day written canonically, `2026-06-01`.
  mutating func date() throws(Failure) -> LocalDate {
    guard let date = plainString().flatMap(Self.date) else {
      throw .invalid("a date such as 2026-06-01")
    }
    return date
  }

  /// A day, a UTC instant, or null.
  mutating func time() throws(Failure) -> OccurrenceTime? {
    if null() { return nil }
    if let text = plainString() {
      if let date = Self.date(text) { return .date(date) }
      if let seconds = Self.instant(text) { return .instant(seconds) }
    }
    throw .invalid("a date, a UTC instant or null")
  }

  /// A position in the file's table `table`, checked against the table once it is read.
  mutating func position(in table: String) throws(Failure) -> Int {
    guard let number = numberText(), number.isInteger, let value = Int(number.text) else {
      throw .invalid("a position in '\(table)'")
    }
    return value
  }

  /// Positions in the file's table `table`.
  mutating func positions(in table: String) throws(Failure) -> [Int] {
    guard index < bytes.count, bytes[index] == UInt8(ascii: "[") else {
      throw .invalid("an array of positions in '\(table)'")
    }
    return try array { reader throws(Failure) in try reader.position(in: table) }
  }

  // MARK: - JSON's grammar

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
    // Eight bytes at a time while none is a quote, a backslash or a control character: a
    // snapshot is mostly the text of summaries and action names.
    if let base = bytes.baseAddress {
      while end + 8 <= bytes.count {
        let word = UnsafeRawPointer(base + end).loadUnaligned(as: UInt64.self)
        guard !Self.mayEndPlainString(word) else { break }
        end += 8
      }
    }
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

  /// Whether any of the eight bytes of `word` may be a quote, a backslash or below a space:
  /// each test is "has a zero byte" on the word made to have one there. A byte flagged that
  /// is none of them (a borrow from a byte below) only sends the caller to its byte loop.
  @inline(__always)
  static func mayEndPlainString(_ word: UInt64) -> Bool {
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highs: UInt64 = 0x8080_8080_8080_8080
    func hasZero(_ x: UInt64) -> Bool { (x &- ones) & ~x & highs != 0 }
    let controls = (word &- 0x20 &* ones) & ~word & highs != 0
    return controls || hasZero(word ^ (0x22 &* ones)) || hasZero(word ^ (0x5C &* ones))
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

  /// Whether `bytes` are `name`.
  static func equal(_ bytes: UnsafeBufferPointer<UInt8>, _ name: [UInt8]) -> Bool {
    name.count == bytes.count
      && name.withUnsafeBufferPointer {
        $0.isEmpty || memcmp($0.baseAddress!, bytes.baseAddress!, $0.count) == 0
      }
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
