import SeededRandom
import Testing

@testable import ICalendar

@Suite struct ControlCharactersTests {
  /// Every C0 control, DEL and every C1 control.
  static let controls = Array(UInt32(0x00)...0x1F) + Array(UInt32(0x7F)...0x9F)

  @Test func everyControlIsEscapedAndNothingElse() {
    for value in Self.controls {
      let scalar = Unicode.Scalar(value)!
      let text = "a" + String(Character(scalar)) + "b"
      let escaped = ControlCharacters.escaped(text)
      #expect(!escaped.unicodeScalars.contains { ControlCharacters.isControl($0.value) })
      let expected = value == 0 ? "a\\0b" : "a\\u{\(String(value, radix: 16))}b"
      #expect(escaped == expected)
    }
    // Letters, marks, spaces and format characters that are not controls pass as they are.
    let text = "Zoë\u{A0}é\u{202E}\u{2028}😀 ü"
    #expect(ControlCharacters.escaped(text) == text)
  }

  @Test func lineFeedsAreKeptOnlyWhenAsked() {
    #expect(ControlCharacters.escaped("a\nb") == "a\\u{a}b")
    #expect(ControlCharacters.escaped("a\nb\r", keepingLineFeeds: true) == "a\nb\\u{d}")
  }

  /// The byte check says what the scalar scan finds, on text made of controls, their UTF-8
  /// neighbours (`C2 A0`, `E2 80 AE`) and plain letters.
  @Test func theByteCheckAgreesWithTheScalars() {
    var random = SeededRandom(seed: 28)
    let pieces: [Unicode.Scalar] = [
      "a", "\n", "\u{1B}", "\u{7F}", "\u{80}", "\u{9F}", "\u{A0}", "\u{BF}", "\u{202E}", "é",
      "\u{0100}", "😀",
    ]
    for _ in 0..<2_000 {
      var text = String.UnicodeScalarView()
      for _ in 0..<random.int(0...6) { text.append(random.pick(pieces)) }
      let string = String(text)
      for keep in [false, true] {
        let expected = string.unicodeScalars.contains {
          ControlCharacters.isControl($0.value) && !(keep && $0 == "\n")
        }
        #expect(
          ControlCharacters.needsEscape(string, keepingLineFeeds: keep) == expected,
          "\(string.unicodeScalars.map(\.value))")
      }
    }
  }

  @Test func excerptsEscapeC1ControlsToo() {
    #expect(Excerpt.clip("Evil\u{9B}2J\u{1B}]0;x\u{7}") == "Evil\\u{9b}2J\\u{1b}]0;x\\u{7}")
  }

  @Test func bidirectionalFormattingIsTheEmbeddingsOverridesAndIsolates() {
    let formatting = Array(UInt32(0x202A)...0x202E) + Array(UInt32(0x2066)...0x2069)
    for value in UInt32(0x2000)...0x2070 {
      #expect(ControlCharacters.isBidiFormatting(value) == formatting.contains(value))
    }
    // The marks settle neutral characters only, and stay.
    for mark: UInt32 in [0x200E, 0x200F, 0x061C] {
      #expect(!ControlCharacters.isBidiFormatting(mark))
    }
  }
}
