/// Writes canonical JSON (``CanonicalJSONWriter``'s bytes) straight from typed values, member by
/// member, with no `JSONValue` tree and no sorting at run time.
///
/// For documents written by the thousand whose encoder names its keys in sorted byte order, as
/// the snapshot encoder does; its tests check the bytes against ``CanonicalJSONWriter``.
///
/// ```swift
/// var json = CanonicalJSONStream()
/// json.beginObject()
/// json.key("a"); json.integer(1)
/// json.endObject()
/// let bytes = json.finish()   // {\n  "a": 1\n}\n
/// ```
///
/// The bytes are written through a pointer into memory the stream owns, not appended to an
/// array: a snapshot is written in a hundred thousand pieces of a few bytes (a comma, a line
/// break and its indent, a key), and an array checks its uniqueness and capacity for each,
/// which cost more than the bytes. Owning memory, the stream cannot be copied.
package struct CanonicalJSONStream: ~Copyable {
  private var bytes: UnsafeMutablePointer<UInt8>
  private var count = 0
  private var capacity: Int
  /// How many containers are open, and whether the innermost has a member yet; `enclosing`
  /// keeps the same of each container around it. Every value asks the innermost, so it is
  /// not looked up in an array each time.
  private var depth = 0
  private var innermostHasMember = false
  private var enclosing: [Bool] = []
  /// A key was just written, so the next value follows it on the same line.
  private var afterKey = false

  package init(capacity: Int = 4_096) {
    self.capacity = max(capacity, 64)
    bytes = .allocate(capacity: self.capacity)
  }

  deinit { bytes.deallocate() }

  /// The document's bytes, with the trailing newline.
  package mutating func finish() -> [UInt8] {
    write(atMost: 1) {
      $0[0] = 0x0A
      return 1
    }
    return [UInt8](UnsafeBufferPointer(start: bytes, count: count))
  }

  package mutating func beginObject() {
    valuePrefix()
    append(UInt8(ascii: "{"))
    open()
  }

  package mutating func endObject() { close(UInt8(ascii: "}")) }

  package mutating func beginArray() {
    valuePrefix()
    append(UInt8(ascii: "["))
    open()
  }

  package mutating func endArray() { close(UInt8(ascii: "]")) }

  /// An object member's key; the caller writes keys in sorted byte order, and names them
  /// itself in plain ASCII, with nothing to escape, so a key is copied as it is: keys are
  /// most of the strings of a snapshot.
  package mutating func key(_ key: String) {
    assert(key.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F && $0 != 0x22 && $0 != 0x5C }, key)
    var key = key
    key.withUTF8 { name in
      memberPrefix(then: name.count + 4) { out in
        out[0] = UInt8(ascii: "\"")
        if let start = name.baseAddress { (out + 1).update(from: start, count: name.count) }
        out[name.count + 1] = UInt8(ascii: "\"")
        out[name.count + 2] = UInt8(ascii: ":")
        out[name.count + 3] = UInt8(ascii: " ")
        return name.count + 4
      }
    }
    afterKey = true
  }

  /// A string, copied whole when nothing in it needs an escape, as almost nothing does.
  package mutating func string(_ text: String) {
    valuePrefix()
    var text = text
    let copied = text.withUTF8 { utf8 in
      for byte in utf8 where CanonicalJSONWriter.needsEscape(byte) { return false }
      write(atMost: utf8.count + 2) { out in
        out[0] = UInt8(ascii: "\"")
        if let start = utf8.baseAddress { (out + 1).update(from: start, count: utf8.count) }
        out[utf8.count + 1] = UInt8(ascii: "\"")
        return utf8.count + 2
      }
      return true
    }
    guard !copied else { return }
    var escaped: [UInt8] = []
    CanonicalJSONWriter.writeString(text, to: &escaped)
    escaped.withUnsafeBufferPointer { append($0) }
  }

  package mutating func string(_ text: String?) {
    guard let text else { return null() }
    string(text)
  }

  package mutating func integer(_ number: Int) {
    value(atMost: CanonicalJSONWriter.maxIntegerLength) {
      CanonicalJSONWriter.writeInteger(number, at: $0.baseAddress!)
    }
  }

  /// A value the caller writes as bytes itself, such as a date written digit by digit, in a
  /// buffer of `count` bytes; `write` says how many it wrote, which must make one valid JSON
  /// value.
  package mutating func value(
    atMost count: Int, _ write: (UnsafeMutableBufferPointer<UInt8>) -> Int
  ) {
    let body = { (out: UnsafeMutablePointer<UInt8>) in
      write(UnsafeMutableBufferPointer(start: out, count: count))
    }
    if !afterKey && depth > 0 {
      memberPrefix(then: count, body)
    } else {
      afterKey = false
      self.write(atMost: count, body)
    }
  }

  package mutating func number(_ number: Double) {
    valuePrefix()
    var text = CanonicalJSONWriter.format(number)
    text.withUTF8 { append($0) }
  }

  package mutating func bool(_ flag: Bool) {
    valuePrefix()
    let text: StaticString = flag ? "true" : "false"
    append(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
  }

  package mutating func null() {
    valuePrefix()
    let text: StaticString = "null"
    append(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
  }

  /// Before a value: nothing after a key, else (inside an array) a new line of its own.
  private mutating func valuePrefix() {
    if afterKey {
      afterKey = false
    } else if depth > 0 {
      memberPrefix(then: 0) { _ in 0 }
    }
  }

  /// Writes what a member starts with (a comma after another member, a line break and the
  /// indent), then at most `count` bytes that `write` puts after it and counts.
  private mutating func memberPrefix(
    then count: Int, _ write: (UnsafeMutablePointer<UInt8>) -> Int
  ) {
    let comma = innermostHasMember
    innermostHasMember = true
    let indent = depth * 2
    let prefix = (comma ? 2 : 1) + indent
    self.write(atMost: prefix + count) { out in
      if comma { out[0] = UInt8(ascii: ",") }
      out[prefix - indent - 1] = 0x0A
      (out + prefix - indent).initialize(repeating: UInt8(ascii: " "), count: indent)
      return prefix + write(out + prefix)
    }
  }

  private mutating func open() {
    enclosing.append(innermostHasMember)
    innermostHasMember = false
    depth += 1
  }

  private mutating func close(_ bracket: UInt8) {
    let hadMembers = innermostHasMember
    innermostHasMember = enclosing.removeLast()
    depth -= 1
    let indent = hadMembers ? depth * 2 : 0
    write(atMost: indent + 2) { out in
      guard hadMembers else {
        out[0] = bracket
        return 1
      }
      out[0] = 0x0A
      (out + 1).initialize(repeating: UInt8(ascii: " "), count: indent)
      out[indent + 1] = bracket
      return indent + 2
    }
  }

  private mutating func append(_ byte: UInt8) {
    write(atMost: 1) {
      $0[0] = byte
      return 1
    }
  }

  private mutating func append(_ buffer: UnsafeBufferPointer<UInt8>) {
    write(atMost: buffer.count) { out in
      if let start = buffer.baseAddress { out.update(from: start, count: buffer.count) }
      return buffer.count
    }
  }

  /// Makes room for `needed` more bytes and lets `write` put them after the others; it says
  /// how many it wrote.
  @inline(__always)
  private mutating func write(
    atMost needed: Int, _ write: (UnsafeMutablePointer<UInt8>) -> Int
  ) {
    if count + needed > capacity { grow(toHold: count + needed) }
    count += write(bytes + count)
  }

  private mutating func grow(toHold needed: Int) {
    var larger = capacity * 2
    while larger < needed { larger *= 2 }
    let moved = UnsafeMutablePointer<UInt8>.allocate(capacity: larger)
    moved.moveInitialize(from: bytes, count: count)
    bytes.deallocate()
    bytes = moved
    capacity = larger
  }
}
