import SeededRandom
import Testing

@testable import CopyReview

@Suite struct CopyFingerprintTests {
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
}
