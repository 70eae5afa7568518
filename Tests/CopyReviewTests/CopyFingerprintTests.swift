import SeededRandom
import Snapshots
import Testing

@testable import CopyReview

@Suite struct CopyFingerprintTests {
  /// A fingerprint is the SHA-256 of the normalised parts joined by line feeds, as
  /// `sha256sum` gives it (`printf 'summary\nNow: #:# AM, Standup' | sha256sum`), not the
  /// digest of that digest, which it once was.
  @Test func fingerprintIsTheDigestOfTheNormalisedText() {
    #expect(CopyFingerprint.of("summary", "Now:  9:30 AM, Standup") == "347feadb3e4f2c61")
    var random = SeededRandom(seed: 31)
    let pieces = ["Now", ": ", "9", "30", " ", "\n", "오후", "3시", "今日", "。", "é", "\u{A0}"]
    for _ in 0..<500 {
      let parts = (0..<random.int(1...3)).map { _ in
        (0..<random.int(0...8)).map { _ in random.pick(pieces) }.joined()
      }
      let joined = parts.map(CopyFingerprint.normalised).joined(separator: "\n")
      #expect(CopyFingerprint.of(parts) == String(SHA256.hex(Array(joined.utf8)).prefix(16)))
    }
  }

  /// The bytes' path gives what the characters' path gives, on any ASCII text: fingerprints
  /// in committed baselines and decisions do not depend on which one ran.
  @Test func asciiIsNormalisedAsCharactersAre() {
    var random = SeededRandom(seed: 7)
    let pieces = [
      "a", "Z", "0", "42", " ", "  ", "\t", "\n", "\r\n", "\u{0B}", "\u{0C}", ".", "#", ":",
    ]
    for _ in 0..<2_000 {
      let text = (0..<random.int(0...16)).map { _ in random.pick(pieces) }.joined()
      #expect(
        CopyFingerprint.normalisedASCII(text) == CopyFingerprint.normalisedCharacters(text),
        "\(text.debugDescription)")
    }
    #expect(CopyFingerprint.normalised(" Now:  9:30\u{202F}AM, 12 more ") == "Now: #:# AM, # more")
  }

  /// The scalars' path gives what the characters' path gives, on text of lone scalars
  /// (`LoneScalars`): Latin letters, typographic spaces and quotes, superscript digits (whole
  /// numbers) and fractions (not), Han numerals (whole numbers), kana, Hangul, full-width
  /// digits and the ideographic space.
  @Test func loneScalarsAreNormalisedAsCharactersAre() {
    var random = SeededRandom(seed: 13)
    let pieces = [
      "a", "7", "42", " ", "\t", "\n", "é", "ß", "\u{A0}", "\u{85}", "²", "¹", "½", "¾",
      "\u{2009}", "\u{202F}", "\u{205F}", "–", "“", "”", "…", "一", "十", "万", "億", "零", "日",
      "か", "ア", "ー", "가", "３", "\u{3000}", "、", "。", "「", "」",
    ]
    for _ in 0..<3_000 {
      let text = (0..<random.int(0...16)).map { _ in random.pick(pieces) }.joined()
      #expect(LoneScalars.all(text))
      #expect(
        CopyFingerprint.normalisedScalars(text) == CopyFingerprint.normalisedCharacters(text),
        "\(text.debugDescription)")
    }
    // Every lone scalar, alone and between letters.
    var differing: [String] = []
    for value in UInt32(0)...0xFFFF where LoneScalars.standsAlone(value) {
      let scalar = String(Unicode.Scalar(value)!)
      for text in [scalar, "a" + scalar + "b", "1" + scalar + "2"]
      where CopyFingerprint.normalisedScalars(text) != CopyFingerprint.normalisedCharacters(text) {
        differing.append(text)
      }
    }
    #expect(differing.isEmpty, "\(differing.prefix(5).map(\.debugDescription))")
  }
}
