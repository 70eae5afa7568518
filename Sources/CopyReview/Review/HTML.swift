/// Text made safe for HTML, and element ids made from arbitrary names.
enum HTML {
  /// `text` escaped for element content and double-quoted attribute values.
  ///
  /// Pages hold millions of pieces of text, most with nothing to escape: those are found by a
  /// scan of their bytes and returned as they are, and the others are escaped as
  /// ``HTMLBytes/append(escaping:)`` writes them (every character escaped is ASCII).
  static func escape(_ text: String) -> String {
    guard needsEscaping(text) else { return text }
    var out = HTMLBytes(capacity: text.utf8.count + 16)
    out.append(escaping: text)
    return String(decoding: out.bytes, as: UTF8.self)
  }

  /// Whether `text` has a byte to escape.
  static func needsEscaping(_ text: String) -> Bool {
    var text = text
    return text.withUTF8 { bytes in
      for byte in bytes where isSpecial(byte) { return true }
      return false
    }
  }

  /// Whether `byte` is one of `&<>"'`: all below 64, so one comparison and a bit of
  /// ``specials`` rather than five comparisons.
  @inline(__always)
  static func isSpecial(_ byte: UInt8) -> Bool {
    byte < 64 && specials & (1 << UInt64(byte)) != 0
  }

  /// The bits of `"` (34), `&` (38), `'` (39), `<` (60) and `>` (62).
  static let specials: UInt64 = 1 << 34 | 1 << 38 | 1 << 39 | 1 << 60 | 1 << 62

  /// An id fragment of ASCII letters, digits and hyphens, readable in a URL.
  static func slug(_ text: String) -> String {
    var out = ""
    for scalar in text.unicodeScalars {
      if scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
        out.unicodeScalars.append(scalar)
      } else if !out.hasSuffix("-") {
        out += "-"
      }
    }
    return out
  }

  /// `<tag attributes>content</tag>`, with the attribute values escaped.
  static func element(
    _ tag: String, _ attributes: KeyValuePairs<String, String> = [:], _ content: String
  ) -> String {
    "<\(tag)\(attributeList(attributes))>\(content)</\(tag)>"
  }

  static func attributeList(_ attributes: KeyValuePairs<String, String>) -> String {
    attributes.map { " \($0.key)=\"\(escape($0.value))\"" }.joined()
  }
}
