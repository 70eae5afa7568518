import Foundation
import SeededRandom
import Snapshots
import Testing

@testable import CopyReview

/// `glance diff` and `glance review` show a changed sentence through one `WordDiff`: over
/// generated pairs of sentences, the words `glance diff` marks `[-removed-]` and `{+added+}`
/// are exactly those the review page marks `<del>` and `<ins>`.
@Suite struct WordDiffMarksTests {
  static let words = [
    "Standup", "until", "till", "9", "10:15", "AM", "PM", "don't", "l’heure", "Friday", ",",
    ".", "—", "会議", "授業", "が", "あります", "회의가", "있습니다", "&", "<b>", "it's", "  ",
  ]

  /// A sentence of up to a dozen words from `words`, mostly separated by spaces.
  static func sentence(_ random: inout SeededRandom) -> String {
    var text = ""
    for _ in 0..<random.int(0...12) {
      if !text.isEmpty, random.int(0...4) > 0 { text += " " }
      text += random.pick(words)
    }
    return text
  }

  /// The words inside the stretches of `text` between `open` and `close`, unescaped when
  /// `html`.
  static func marked(_ text: String, open: String, close: String, html: Bool = false)
    -> [String]
  {
    var found: [String] = []
    var rest = text[...]
    while let start = rest.range(of: open), let end = rest[start.upperBound...].range(of: close) {
      var inside = String(rest[start.upperBound..<end.lowerBound])
      if html {
        for (entity, character) in [
          ("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&#39;", "'"), ("&amp;", "&"),
        ] {
          inside = inside.replacingOccurrences(of: entity, with: character)
        }
      }
      found += WordDiff.tokens(inside).filter {
        !$0.allSatisfy(\.isWhitespace)
      }
      rest = rest[end.upperBound...]
    }
    return found
  }

  @Test(arguments: 0..<8)
  func bothCommandsMarkTheSameWords(_ seed: UInt64) {
    var random = SeededRandom(seed: seed)
    for _ in 0..<200 {
      let old = Self.sentence(&random)
      // The new sentence is the old one edited, or another one altogether.
      let new = random.int(0...3) == 0 ? Self.sentence(&random) : Self.edited(old, &random)
      let diff = WordDiff(old, new)
      let plain = diff.marked()
      let removed = Self.marked(plain, open: "[-", close: "-]")
      let added = Self.marked(plain, open: "{+", close: "+}")
      let deleted = Self.marked(diff.html(.old), open: "<del>", close: "</del>", html: true)
      let inserted = Self.marked(diff.html(.new), open: "<ins>", close: "</ins>", html: true)
      #expect(removed == deleted, "'\(old)' → '\(new)'")
      #expect(added == inserted, "'\(old)' → '\(new)'")
      #expect(diff.hasChanges == (old != new))
    }
  }

  static func edited(_ text: String, _ random: inout SeededRandom) -> String {
    var tokens = WordDiff.tokens(text)
    for _ in 0..<random.int(1...3) {
      let word = random.pick(words)
      if tokens.isEmpty || random.int(0...1) == 0 {
        tokens.insert(word, at: random.int(0...tokens.count))
      } else {
        tokens[random.int(0...(tokens.count - 1))] = word
      }
    }
    return tokens.joined()
  }
}
