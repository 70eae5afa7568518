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
package struct CanonicalJSONStream {
  private var out: [UInt8] = []
  /// How many containers are open, and whether the innermost has a member yet; `enclosing`
  /// keeps the same of each container around it. Every value asks the innermost, so it is
  /// not looked up in an array each time.
  private var depth = 0
  private var innermostHasMember = false
  private var enclosing: [Bool] = []
  /// A key was just written, so the next value follows it on the same line.
  private var afterKey = false

  package init(capacity: Int = 4_096) {
    out.reserveCapacity(capacity)
  }

  /// The document's bytes, with the trailing newline.
  package mutating func finish() -> [UInt8] {
    out.append(0x0A)
    return out
  }

  package mutating func beginObject() {
    valuePrefix()
    out.append(UInt8(ascii: "{"))
    open()
  }

  package mutating func endObject() { close(UInt8(ascii: "}")) }

  package mutating func beginArray() {
    valuePrefix()
    out.append(UInt8(ascii: "["))
    open()
  }

  package mutating func endArray() { close(UInt8(ascii: "]")) }

  /// An object member's key; the caller writes keys in sorted byte order, and names them
  /// itself in plain ASCII, with nothing to escape, so a key is copied as it is: keys are
  /// most of the strings of a snapshot.
  package mutating func key(_ key: String) {
    assert(key.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F && $0 != 0x22 && $0 != 0x5C }, key)
    memberPrefix()
    out.append(UInt8(ascii: "\""))
    out.append(contentsOf: key.utf8)
    out.append(UInt8(ascii: "\""))
    out.append(UInt8(ascii: ":"))
    out.append(UInt8(ascii: " "))
    afterKey = true
  }

  package mutating func string(_ text: String) {
    valuePrefix()
    CanonicalJSONWriter.writeString(text, to: &out)
  }

  package mutating func string(_ text: String?) {
    guard let text else { return null() }
    string(text)
  }

  package mutating func integer(_ number: Int) {
    valuePrefix()
    CanonicalJSONWriter.writeInteger(number, to: &out)
  }

  /// A value the caller writes as bytes itself, such as a date written digit by digit; it must
  /// be one valid JSON value.
  package mutating func value(_ write: (inout [UInt8]) -> Void) {
    valuePrefix()
    write(&out)
  }

  package mutating func number(_ number: Double) {
    valuePrefix()
    out += CanonicalJSONWriter.format(number).utf8
  }

  package mutating func bool(_ flag: Bool) {
    valuePrefix()
    out += (flag ? "true" : "false").utf8
  }

  package mutating func null() {
    valuePrefix()
    out += "null".utf8
  }

  /// Before a value: nothing after a key, else (inside an array) a new line of its own.
  private mutating func valuePrefix() {
    if afterKey {
      afterKey = false
    } else if depth > 0 {
      memberPrefix()
    }
  }

  private mutating func memberPrefix() {
    if innermostHasMember { out.append(UInt8(ascii: ",")) }
    innermostHasMember = true
    CanonicalJSONWriter.writeLineBreak(indent: depth * 2, to: &out)
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
    if hadMembers { CanonicalJSONWriter.writeLineBreak(indent: depth * 2, to: &out) }
    out.append(bracket)
  }
}
