/// The characters of input text that are not text: controls, and the bidirectional
/// formatting characters that reorder what follows them.
///
/// A calendar invitation anyone can send may carry any of them in its title. On a terminal,
/// ESC, BEL and the C1 controls start escape sequences that clear the screen, set the window's
/// title or write to the clipboard; in a sentence VoiceOver reads, U+202E (right-to-left
/// override) shows "evil" as "live" and reads words in an order the writer did not intend.
/// Glance writes them out as escapes on a terminal (`glance` commands) and leaves them out of
/// what is shown and spoken (`SpeakableText`); both ask this type which characters they are.
package enum ControlCharacters {
  /// C0 (U+0000–U+001F), DEL (U+007F) and C1 (U+0080–U+009F): Unicode's category Cc.
  @inline(__always)
  package static func isControl(_ value: UInt32) -> Bool {
    value < 0x20 || (0x7F...0x9F).contains(value)
  }

  /// The controls that separate words or lines: tab, line feed, vertical tab, form feed,
  /// carriage return and next line (U+0085). Text on several lines is still text.
  package static func isSpacing(_ value: UInt32) -> Bool {
    (0x09...0x0D).contains(value) || value == 0x85
  }

  /// The embeddings and overrides (U+202A–U+202E) and the isolates (U+2066–U+2069): they
  /// change the order in which the characters after them are shown, up to the end of the
  /// paragraph when nothing closes them. The marks U+200E, U+200F and U+061C are not among
  /// them: they only settle where neutral characters such as punctuation go, which text in
  /// Arabic or Hebrew needs, and they cannot reverse a word.
  package static func isBidiFormatting(_ value: UInt32) -> Bool {
    (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value)
  }

  /// A control written out as an escape: `\0` for NUL, otherwise `\u{1b}` (the scalar's hex,
  /// as a Swift string literal spells it). One form wherever Glance prints input: in the
  /// values its diagnostics quote and in everything its commands write to a terminal.
  package static func escape(_ value: UInt32, into out: inout String) {
    out += value == 0 ? "\\0" : "\\u{\(String(value, radix: 16))}"
  }

  /// `text` with every control written as its escape, line feeds too unless
  /// `keepingLineFeeds` (the line breaks of a command's own output).
  package static func escaped(_ text: String, keepingLineFeeds: Bool = false) -> String {
    guard needsEscape(text, keepingLineFeeds: keepingLineFeeds) else { return text }
    var out = ""
    out.reserveCapacity(text.utf8.count + 16)
    for scalar in text.unicodeScalars {
      let value = scalar.value
      if isControl(value), !(keepingLineFeeds && value == 0x0A) {
        escape(value, into: &out)
      } else {
        out.unicodeScalars.append(scalar)
      }
    }
    return out
  }

  /// Whether `text` holds a control to escape, checked on its UTF-8 bytes: C0 and DEL are
  /// single bytes, and C1 is `C2 80` to `C2 9F`.
  package static func needsEscape(_ text: String, keepingLineFeeds: Bool = false) -> Bool {
    var previous: UInt8 = 0
    for byte in text.utf8 {
      if byte < 0x20, !(keepingLineFeeds && byte == 0x0A) { return true }
      if byte == 0x7F || (previous == 0xC2 && byte >= 0x80 && byte <= 0x9F) { return true }
      previous = byte
    }
    return false
  }
}
