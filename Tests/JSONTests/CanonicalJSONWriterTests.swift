import SeededRandom
import Testing

@testable import JSON

@Suite struct CanonicalJSONWriterTests {
  @Test func sortsKeysIndentsAndEndsWithANewline() {
    let value: JSONValue = ["b": 1, "a": ["z": true, "y": nil], "c": [1, "two", 3.5]]
    #expect(
      CanonicalJSONWriter.string(value)
        == """
        {
          "a": {
            "y": null,
            "z": true
          },
          "b": 1,
          "c": [
            1,
            "two",
            3.5
          ]
        }

        """)
  }

  @Test func emptyContainersAndNumbers() {
    #expect(CanonicalJSONWriter.string(["a": [], "b": [:]]) == "{\n  \"a\": [],\n  \"b\": {}\n}\n")
    #expect(CanonicalJSONWriter.format(1e21) == "1e+21")
    #expect(CanonicalJSONWriter.format(-0.0) == "0")
    #expect(CanonicalJSONWriter.format(2.0) == "2")
    #expect(CanonicalJSONWriter.format(0.8) == "0.8")
  }

  @Test func escapesOnlyWhatJSONRequires() {
    let text = "quote \" backslash \\ slash / newline \n tab \t bell \u{7} é 🎂 \u{2028}"
    #expect(
      CanonicalJSONWriter.string(.string(text))
        == "\"quote \\\" backslash \\\\ slash / newline \\n tab \\t bell \\u0007 é 🎂 \\u2028\"\n")
    // Other characters starting with the byte E2 pass through: – → ⌚ and U+2029's neighbours.
    let dashes = "9–10 → \u{231A}\u{2029}\u{2027}\u{202A}"
    #expect(
      CanonicalJSONWriter.string(.string(dashes)) == "\"9–10 → \u{231A}\\u2029\u{2027}\u{202A}\"\n")
    #expect(
      CanonicalJSONWriter.compact(["a": [1, "x\n"], "b": .null])
        == "{\"a\":[1,\"x\\n\"],\"b\":null}")
  }

  /// Strings of the characters an escape could go wrong on, in every order and place (first,
  /// last, side by side): each reads back as itself, and no control character, U+2028 or
  /// U+2029 is left unescaped.
  @Test func everyStringReadsBackAsWritten() throws {
    let pool: [Unicode.Scalar] = [
      "a", " ", "\"", "\\", "/", "\n", "\r", "\t", "\u{8}", "\u{C}", "\u{0}", "\u{1F}", "\u{7F}",
      "\u{2028}", "\u{2029}", "\u{202F}", "\u{2026}", "\u{2027}", "é", "日", "🎂", "\u{80}",
      "\u{85}", "\u{9B}", "\u{9F}", "\u{A0}", "\u{BF}",
    ]
    var random = SeededRandom(seed: 20_261_201)
    for length in 0..<200 {
      var text = ""
      for _ in 0..<(length % 9) { text.unicodeScalars.append(random.pick(pool)) }
      var out: [UInt8] = []
      CanonicalJSONWriter.writeString(text, to: &out)
      let read = try JSONReader().read(out)
      #expect(read == .string(text), "\(Array(text.unicodeScalars))")
      let written = String(decoding: out, as: UTF8.self).unicodeScalars
      #expect(
        !written.contains {
          $0.value < 0x20 || (0x7F...0x9F).contains($0.value) || $0.value == 0x2028
            || $0.value == 0x2029
        })
    }
  }

  /// C1 controls (U+0080–U+009F; U+009B is a terminal's CSI) are escaped too, which JSON
  /// allows, so a snapshot printed to a terminal drives nothing; their UTF-8 neighbours are
  /// not.
  @Test func escapesC1ControlsForTerminals() {
    #expect(
      CanonicalJSONWriter.string(.string("a\u{9B}2J\u{85}\u{A0}«»"))
        == "\"a\\u009b2J\\u0085\u{A0}«»\"\n")
  }

  @Test func keysSortByBytesNotLocale() {
    let value: JSONValue = ["é": 1, "z": 2, "Z": 3, "a": 4]
    #expect(
      CanonicalJSONWriter.string(value)
        == "{\n  \"Z\": 3,\n  \"a\": 4,\n  \"z\": 2,\n  \"é\": 1\n}\n")
  }
}
