import SeededRandom
import Testing

@testable import CopyReview

/// The review's pages are written on bytes where the characters' way is slower; each byte path
/// gives what the characters' path gives.
@Suite struct ReviewBytesTests {
  /// Pieces of text: ASCII, the carriage return and `\r\n`, Latin letters, the spaces, dashes
  /// and quotes of formatted copy, and what the bytes' count leaves to `count` (combining
  /// marks, joiners, emoji, regional indicators, Hangul jamo, Japanese with its voicing mark).
  static let pieces = [
    "a", "Z", "0", " ", "\t", "\n", "\r", "\r\n", ".", "&", "<", "\"", "'", "é", "ß", "Œ",
    "ſ", "\u{85}", "\u{AD}", "\u{A0}", "\u{2009}", "\u{202F}", "–", "—", "‘", "’", "“", "”",
    "…", "‰", "⁞", "\u{200B}", "\u{200C}", "\u{200D}", "\u{200E}", "\u{2028}", "\u{301}",
    "\u{308}", "e\u{301}", "👍", "👍🏽", "🇩🇪", "\u{1100}\u{1161}", "か\u{3099}", "日本",
    "\u{2060}", "\u{2066}",
  ]

  @Test func charactersAreCountedAsStringCountsThem() {
    var random = SeededRandom(seed: 31)
    for _ in 0..<5_000 {
      let text = (0..<random.int(0...12)).map { _ in random.pick(Self.pieces) }.joined()
      #expect(LoneScalars.characterCount(text) == text.count, "\(text.debugDescription)")
    }
    // Every scalar the bytes' count takes as a character of its own is one, beside letters,
    // a Hangul syllable, Han, kana and spaces, and beside itself.
    var joined: [String] = []
    let neighbours = ["a", "\r", "é", "\u{202F}", "가", "日", "か", "ー", "！", "\u{3000}"]
    for value in UInt32(0)...0xFFFF where LoneScalars.standsAlone(value) {
      let scalar = String(Unicode.Scalar(value)!)
      for text in [scalar, scalar + scalar] + neighbours.flatMap({ [$0 + scalar, scalar + $0] })
      where LoneScalars.characterCount(text) != text.count {
        joined.append(text)
      }
    }
    #expect(joined.isEmpty, "\(joined.prefix(5).map(\.debugDescription))")
  }

  /// Escaping on bytes gives `&amp;`, `&lt;`, `&gt;`, `&quot;` and `&#39;` and nothing else.
  @Test func escapingReplacesTheFiveCharacters() {
    var random = SeededRandom(seed: 5)
    for _ in 0..<2_000 {
      let text = (0..<random.int(0...12)).map { _ in random.pick(Self.pieces) }.joined()
      var html = HTMLBytes()
      html.append(escaping: text)
      let expected = text.unicodeScalars.map { scalar -> String in
        switch scalar {
        case "&": "&amp;"
        case "<": "&lt;"
        case ">": "&gt;"
        case "\"": "&quot;"
        case "'": "&#39;"
        default: String(scalar)
        }
      }.joined()
      #expect(html.bytes == Array(expected.utf8), "\(text.debugDescription)")
      #expect(HTML.escape(text).utf8.elementsEqual(expected.utf8))
    }
  }

  /// A template's groups split on bytes are those split by characters, spaces doubled,
  /// leading or trailing included.
  @Test func templateGroupsAreSplitAsCharactersSplitThem() {
    var random = SeededRandom(seed: 11)
    let keys = [
      "lead.now", "heading.today", "empty.day", "more.later", "clause.overdue", "time.allDay",
      "plural.événement", " ", "  ",
    ]
    for _ in 0..<2_000 {
      let template = (0..<random.int(0...8)).map { _ in random.pick(keys) }.joined(
        separator: random.pick([" ", "  "]))
      #expect(
        TemplateGroups.all(of: template)
          == [TemplateGroups.sentence(of: template)] + TemplateGroups.phrases(of: template),
        "\(template.debugDescription)")
    }
  }
}
