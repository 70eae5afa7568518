import Foundation
import SeededRandom
import Testing

@testable import Summaries

/// The byte searches find what Foundation finds, on generated text of every kind the title
/// and place rules meet, simple or not (combining marks, canonical singletons, jamo, skin
/// tones, line ends), and `tidy` on bytes says what it said on characters.
@Suite struct UTF8SearchTests {
  /// Pieces text is built from: words of the five languages, the separators and marks the
  /// rules search for, and scalars that bytes and Foundation compare differently.
  static let pieces: [String] = [
    "Team", "sync", "a", "K", "k", "1", "1:1", "2", "24", "OPS-1423", "Dec", "dial-in", "Tel.",
    "ü", "é", "e\u{301}", "Straße", "定例", "区", "市", "東京都渋谷区", "会議", "ミーティング", "치과", "구",
    "마포구", "\u{1100}\u{116E}", "\u{FA26}", "都", "か\u{3099}", "が",
    " - ", " – ", " — ", " | ", " · ", " • ", " // ", " @ ", "→", " → ", "->", " > ", "; ", ",",
    ", ", "、", "，", "。", ".", ":", "：", "?", "!", "？", "！", "‼", "⁉", "(", ")", "（", "）",
    " ", "  ", "\t", "\n", "\r\n", "\r", "\u{3000}", "\u{A0}",
    "\u{301}", "\u{387}", "\u{37E}", "\u{212A}", "\u{FE0F}", "\u{200D}", "\u{20E3}", "🎂",
    "👍\u{1F3FD}", "🇩🇪", "\u{663}", "三", "①", "٫",
  ]

  /// The needles the rules search for, and some of the pieces.
  static let needles: [String] = [
    " - ", " – ", " — ", " | ", " · ", " • ", " // ", " @ ", "→", " → ", "->", " > ", "; ",
    "1:1", "://", "区", "구", "都", "dial", "k", "K", "e", "é", "が", ",", " ,", ",,", "·",
  ]

  static func text(_ random: inout SeededRandom) -> String {
    parts(&random).joined()
  }

  static func parts(_ random: inout SeededRandom) -> [String] {
    (0..<random.int(0...8)).map { _ in random.pick(pieces) }
  }

  static func isSimple(_ text: Substring) -> Bool {
    Array(text.utf8).withUnsafeBufferPointer(UTF8Search.isSimple)
  }

  @Test func searchesFindWhatFoundationFinds() {
    var random = SeededRandom(seed: 0x27_B7E5)
    var found = 0
    var simple = 0
    for _ in 0..<20_000 {
      let parts = Self.parts(&random)
      let whole = parts.joined()
      // A substring from a character on, as the rules search the rest of a title.
      let start = whole.index(whole.startIndex, offsetBy: random.int(0...min(2, whole.count)))
      let text = whole[start...]
      // A needle the rules search for, or one of the text's own pieces, found more often.
      let needle =
        random.chance(0.5) || parts.isEmpty ? random.pick(Self.needles) : random.pick(parts)
      let context = "'\(text.debugDescription)' for '\(needle.debugDescription)'"
      let expected = text.range(of: needle)
      #expect(UTF8Search.range(of: needle, in: text) == expected, "\(context)")
      #expect(
        UTF8Search.range(of: needle, in: text, backwards: true)
          == text.range(of: needle, options: .backwards), "\(context) backwards")
      #expect(UTF8Search.contains(needle, in: text) == text.contains(needle), "\(context)")
      let several = Array(Self.needles.shuffled(using: &random).prefix(random.int(1...7)))
      let first = several.compactMap { text.range(of: $0) }.min { $0.lowerBound < $1.lowerBound }
      #expect(UTF8Search.firstRange(ofAny: several, in: text) == first, "\(context) of \(several)")
      if expected != nil { found += 1 }
      if Self.isSimple(text) { simple += 1 }
    }
    #expect(found > 4_000, "the sample should hold many matches")
    #expect((5_000...15_000).contains(simple), "and simple text and other text")
  }

  /// Every scalar counted simple is a character of its own, its own canonical form and
  /// no other's: what makes a byte search agree with Foundation's.
  @Test func simpleScalarsStandAlone() {
    var random = SeededRandom(seed: 0x5_1A1E)
    var checked = 0
    for _ in 0..<50_000 {
      let value = UInt32(random.int(0...0x1FAFF))
      guard UTF8Search.isSimple(value), let scalar = Unicode.Scalar(value), value != 0x0D
      else { continue }
      checked += 1
      let alone = String(Character(scalar))
      // Its own form, or a letter and marks: never another scalar alone.
      let decomposed = Array(alone.decomposedStringWithCanonicalMapping.unicodeScalars)
      #expect(
        decomposed == [scalar] || decomposed.count > 1,
        "U+\(String(value, radix: 16)) is a singleton")
      #expect(!scalar.properties.isGraphemeExtend, "U+\(String(value, radix: 16)) extends")
      #expect(
        "x\(alone)y".count == 3 && "\(alone)\(alone)".count == 2,
        "U+\(String(value, radix: 16)) joins its neighbours")
      #expect(
        "- \(alone)".range(of: "- ") != nil, "U+\(String(value, radix: 16)) ends no match")
    }
    #expect(checked > 10_000)
  }

  @Test func replacingReplacesWhatFoundationReplaces() {
    var random = SeededRandom(seed: 0x2E_91AC)
    for _ in 0..<20_000 {
      let parts = Self.parts(&random)
      let text = parts.joined()
      let needle =
        random.chance(0.5) || parts.isEmpty ? random.pick(Self.needles) : random.pick(parts)
      let replacement = random.pick(["", ",", " and ", "、", "mit "])
      let replaced = UTF8Search.replacingAll(needle, with: replacement, in: text)
      #expect(
        replaced.utf8.elementsEqual(
          text.replacingOccurrences(of: needle, with: replacement).utf8),
        "'\(needle.debugDescription)' in '\(text.debugDescription)' as '\(replaced)'")
    }
  }

  @Test func trimmingSpacesTrimsWhatFoundationTrims() {
    var random = SeededRandom(seed: 0x7_E1A5)
    let spaces = ["\u{A0}", "\u{1680}", "\u{2000}", "\u{2007}", "\u{200A}", "\u{202F}", "\u{205F}"]
    for _ in 0..<20_000 {
      let parts = Self.parts(&random) + (random.chance(0.5) ? [random.pick(spaces)] : [])
      let text = parts.shuffled(using: &random).joined()
      let trimmed = UTF8Search.trimmingSpaces(text)
      #expect(
        trimmed.utf8.elementsEqual(text.trimmingCharacters(in: .whitespaces).utf8),
        "'\(text.debugDescription)' trimmed as '\(trimmed.debugDescription)'")
      let rest = text.dropFirst()
      #expect(
        UTF8Search.trimmingSpaces(rest).utf8.elementsEqual(
          rest.trimmingCharacters(in: .whitespaces).utf8), "'\(rest.debugDescription)'")
    }
  }

  /// `tidy` scans simple text as bytes: it says what it says by characters
  /// (`tidyByCharacters`, as `tidy` was written before).
  @Test func tidyingSaysWhatItSaidOnCharacters() {
    var random = SeededRandom(seed: 0x71D7)
    for _ in 0..<20_000 {
      let text = Self.text(&random)
      let tidied = SpokenTitle.tidy(text)
      #expect(
        tidied.utf8.elementsEqual(SpokenTitle.tidyByCharacters(text).utf8),
        "'\(text.debugDescription)' tidied as '\(tidied.debugDescription)'")
    }
  }

  /// A place's parts split as bytes are those split by characters
  /// (`PlaceParts.splitByCharacters`, as `split` was written before).
  @Test func placesSplitAsTheyDidByCharacters() {
    var random = SeededRandom(seed: 0x5_9117)
    for _ in 0..<20_000 {
      let text = Self.text(&random)
      #expect(
        PlaceParts.split(text) == PlaceParts.splitByCharacters(text)
          && PlaceParts.split(text).map { Array($0.utf8) }
            == PlaceParts.splitByCharacters(text).map { Array($0.utf8) },
        "'\(text.debugDescription)'")
    }
  }

  /// `removeEmoji` leaves kana, CJK and hangul to the loop's verdict: what it removes from
  /// generated text of every script is what the loop over characters removes.
  @Test func emojiAreRemovedAsByTheLoop() {
    func byCharacters(_ text: String) -> String {
      var out = ""
      for character in text {
        if SpokenTitle.isDecorative(character) { continue }
        let kept = character.unicodeScalars.filter {
          !($0.value == 0xFE0F || $0.value == 0xFE0E || $0.value == 0x200D
            || $0.value == 0x20E3 || (0xE0020...0xE007F).contains($0.value))
        }
        out.unicodeScalars.append(contentsOf: kept)
      }
      return out
    }
    var random = SeededRandom(seed: 0xE_3031)
    let more = ["™", "↔", "⌚", "〰", "㊗", "\u{3030}", "\u{E0067}", "©\u{FE0F}", "1\u{20E3}"]
    for _ in 0..<20_000 {
      let text = (Self.parts(&random) + [random.pick(more)]).shuffled(using: &random).joined()
      let removed = SpokenTitle.removeEmoji(text)
      #expect(
        removed.utf8.elementsEqual(byCharacters(text).utf8),
        "'\(text.debugDescription)' as '\(removed.debugDescription)'")
    }
  }
}
