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

  @Test func keysSortByBytesNotLocale() {
    let value: JSONValue = ["é": 1, "z": 2, "Z": 3, "a": 4]
    #expect(
      CanonicalJSONWriter.string(value)
        == "{\n  \"Z\": 3,\n  \"a\": 4,\n  \"z\": 2,\n  \"é\": 1\n}\n")
  }
}
