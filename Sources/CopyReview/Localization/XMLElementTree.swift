/// A small XML reader for the files localizers send back: elements with their attributes,
/// text and the line each starts on.
///
/// XLIFF needs nothing more, and FoundationXML on Linux brings libxml2 with it; this reads
/// the XML 1.0 a translation tool writes (declarations, comments, CDATA, the five named
/// entities and numeric references) and refuses a DOCTYPE, so an entity can never expand.
public struct XMLElementTree: Sendable {
  public struct Element: Sendable {
    public var name: String
    public var attributes: [String: String]
    public var children: [Element]
    /// The element's own text and its children's, in order (inline markup flattened).
    public var text: String
    public var line: Int

    /// The children named `name` (without a namespace prefix).
    public func elements(_ name: String) -> [Element] {
      children.filter { $0.localName == name }
    }

    public var localName: String {
      name.split(separator: ":").last.map(String.init) ?? name
    }
  }

  public struct Failure: Error, Sendable, CustomStringConvertible {
    public var line: Int
    public var message: String
    public var description: String { "line \(line): \(message)" }
  }

  public let root: Element

  public init(bytes: [UInt8]) throws(Failure) {
    var reader = Reader(bytes: bytes)
    root = try reader.document()
  }

  struct Reader {
    let bytes: [UInt8]
    var at = 0
    var line = 1

    init(bytes: [UInt8]) {
      // A byte order mark is not content.
      self.bytes = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
    }

    func fail(_ message: String) -> Failure { Failure(line: line, message: message) }

    func starts(with text: String) -> Bool { bytes[at...].starts(with: Array(text.utf8)) }

    mutating func advance(_ count: Int) {
      for _ in 0..<count where at < bytes.count {
        if bytes[at] == 0x0A { line += 1 }
        at += 1
      }
    }

    mutating func skip(past end: String) throws(Failure) {
      let target = Array(end.utf8)
      while at < bytes.count, !bytes[at...].starts(with: target) { advance(1) }
      guard at < bytes.count else { throw fail("unterminated markup, '\(end)' expected") }
      advance(target.count)
    }

    mutating func skipSpace() {
      while at < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[at]) { advance(1) }
    }

    /// Comments, processing instructions and space between elements.
    mutating func skipMisc() throws(Failure) {
      while true {
        skipSpace()
        if starts(with: "<?") {
          try skip(past: "?>")
        } else if starts(with: "<!--") {
          try skip(past: "-->")
        } else if starts(with: "<!DOCTYPE") {
          throw fail("a DOCTYPE is not accepted")
        } else {
          return
        }
      }
    }

    mutating func document() throws(Failure) -> Element {
      try skipMisc()
      guard starts(with: "<") else { throw fail("no root element") }
      let root = try element()
      try skipMisc()
      guard at == bytes.count else { throw fail("content after the root element") }
      return root
    }

    mutating func name() throws(Failure) -> String {
      let start = at
      while at < bytes.count,
        !([0x20, 0x09, 0x0A, 0x0D, 0x3E, 0x2F, 0x3D] as [UInt8]).contains(bytes[at])
      {
        advance(1)
      }
      guard at > start else { throw fail("a name expected") }
      return String(decoding: bytes[start..<at], as: UTF8.self)
    }

    mutating func element() throws(Failure) -> Element {
      let line = self.line
      advance(1)  // <
      var element = Element(
        name: try name(), attributes: [:], children: [], text: "", line: line)
      while true {
        skipSpace()
        guard at < bytes.count else { throw fail("unterminated element '\(element.name)'") }
        if starts(with: "/>") {
          advance(2)
          return element
        }
        if bytes[at] == 0x3E {
          advance(1)
          break
        }
        let attribute = try self.name()
        skipSpace()
        guard at < bytes.count, bytes[at] == 0x3D else {
          throw fail("'=' expected after attribute '\(attribute)'")
        }
        advance(1)
        skipSpace()
        guard at < bytes.count, bytes[at] == 0x22 || bytes[at] == 0x27 else {
          throw fail("a quoted value expected for attribute '\(attribute)'")
        }
        let quote = bytes[at]
        advance(1)
        let start = at
        while at < bytes.count, bytes[at] != quote { advance(1) }
        guard at < bytes.count else { throw fail("unterminated value of '\(attribute)'") }
        element.attributes[attribute] = try decode(bytes[start..<at])
        advance(1)
      }
      // Content, to the matching end tag.
      while true {
        guard at < bytes.count else { throw fail("'</\(element.name)>' expected") }
        if starts(with: "</") {
          advance(2)
          let end = try name()
          guard end == element.name else {
            throw fail("'</\(element.name)>' expected, found '</\(end)>'")
          }
          skipSpace()
          guard at < bytes.count, bytes[at] == 0x3E else { throw fail("'>' expected") }
          advance(1)
          return element
        } else if starts(with: "<!--") {
          try skip(past: "-->")
        } else if starts(with: "<?") {
          try skip(past: "?>")
        } else if starts(with: "<![CDATA[") {
          advance(9)
          let start = at
          try skip(past: "]]>")
          element.text += String(decoding: bytes[start..<(at - 3)], as: UTF8.self)
        } else if bytes[at] == 0x3C {
          let child = try self.element()
          element.text += child.text
          element.children.append(child)
        } else {
          let start = at
          while at < bytes.count, bytes[at] != 0x3C { advance(1) }
          element.text += try decode(bytes[start..<at])
        }
      }
    }

    /// Text with its references resolved.
    func decode(_ slice: ArraySlice<UInt8>) throws(Failure) -> String {
      guard slice.contains(0x26) else { return String(decoding: slice, as: UTF8.self) }
      var out: [UInt8] = []
      var index = slice.startIndex
      while index < slice.endIndex {
        guard slice[index] == 0x26 else {
          out.append(slice[index])
          index += 1
          continue
        }
        guard let semicolon = slice[index...].firstIndex(of: 0x3B) else {
          throw fail("'&' without ';'")
        }
        let name = String(decoding: slice[(index + 1)..<semicolon], as: UTF8.self)
        let named = ["lt": "<", "gt": ">", "amp": "&", "quot": "\"", "apos": "'"]
        if let text = named[name] {
          out += Array(text.utf8)
        } else if name.hasPrefix("#"), let value = Self.scalar(name.dropFirst()) {
          out += Array(String(Character(value)).utf8)
        } else {
          throw fail("unknown reference '&\(name);'")
        }
        index = semicolon + 1
      }
      return String(decoding: out, as: UTF8.self)
    }

    static func scalar(_ reference: Substring) -> Unicode.Scalar? {
      let value =
        reference.hasPrefix("x") ? UInt32(reference.dropFirst(), radix: 16) : UInt32(reference)
      return value.flatMap(Unicode.Scalar.init)
    }
  }
}
