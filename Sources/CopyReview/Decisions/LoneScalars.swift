import Summaries

/// Text whose every scalar is a character of its own, whatever such scalar stands beside it:
/// for that text, what Swift works out by grapheme clusters (counting characters, asking
/// whether one is white space or a whole number) can be worked out scalar by scalar, or byte by
/// byte, with the same result and without breaking the text into clusters.
///
/// The review counts every summary's characters and fingerprints the copy of its findings and
/// templates' examples; breaking text into clusters and looking each cluster's properties up
/// cost hundreds of instructions a character. Summaries, people's titles in Latin letters,
/// Han, kana and Hangul syllables included, are nearly always made of lone scalars; other text
/// (combining marks, joiners, emoji, Hangul jamo) is left to the characters' way.
enum LoneScalars {
  /// Whether `scalar` is a character of its own beside any other scalar this accepts, no rule
  /// of grapheme clusters joining two of them: ASCII but the carriage return (`\r\n` is one
  /// character); U+0080–U+017F (Latin-1 and Latin Extended-A, without a combining mark); the
  /// spaces, dashes, quotes and marks of U+2000–U+205F but the zero-width joiners,
  /// directional marks and line separators; the ideographic space, marks and brackets
  /// U+3000–U+3003 and U+3008–U+3011; kana but the voicing marks; Han; Hangul syllables
  /// (which join only jamo); and the full-width forms U+FF01–U+FF5E.
  static func standsAlone(_ scalar: UInt32) -> Bool {
    switch scalar {
    case 0..<0x80: scalar != 0x0D
    case 0x80...0x17F, 0x2000...0x200A, 0x2010...0x2027, 0x202F...0x205F: true
    case 0x3000...0x3003, 0x3008...0x3011, 0x3041...0x3096, 0x30A1...0x30FA, 0x30FC: true
    case 0x4E00...0x9FFF, 0xAC00...0xD7A3, 0xFF01...0xFF5E: true
    default: false
    }
  }

  /// Whether every scalar of `text` stands alone (``standsAlone(_:)``).
  static func all(_ text: String) -> Bool {
    text.unicodeScalars.allSatisfy { standsAlone($0.value) }
  }

  /// How many characters `text` has, as `text.count` counts them: its scalars, found on its
  /// bytes, when every one stands alone; else `count`.
  static func characterCount(_ text: String) -> Int {
    var text = text
    let counted: Int? = text.withUTF8 { bytes in
      var count = 0
      for scalar in UTF8Scalars(bytes) {
        guard standsAlone(scalar) else { return nil }
        count += 1
      }
      return count
    }
    return counted ?? text.count
  }
}
