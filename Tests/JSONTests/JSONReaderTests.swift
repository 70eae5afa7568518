import Testing

@testable import JSON

@Suite struct JSONReaderTests {
  @Test func readsEveryKindOfValue() throws {
    let value = try JSONReader().read(
      #"{"s": "a\"b\\c\/d\n\u00e9\ud83c\udf82", "i": -12, "d": 2.5e3, "t": true, "f": false, "n": null, "a": [1, [], {}]}"#
    )
    #expect(value["s"] == .string("a\"b\\c/d\né🎂"))
    #expect(value["i"] == .integer(-12))
    #expect(value["d"] == .number(2500))
    #expect(value["t"] == .bool(true) && value["f"] == .bool(false) && value["n"] == .null)
    #expect(value["a"] == .array([.integer(1), .array([]), .object([])]))
  }

  @Test func keepsMemberOrderAndDuplicates() throws {
    let value = try JSONReader().read(#"{"b": 1, "a": 2, "b": 3}"#)
    guard case .object(let members) = value else { throw CancellationError() }
    #expect(members.map(\.key) == ["b", "a", "b"])
  }

  @Test func acceptsAByteOrderMark() throws {
    #expect(try JSONReader().read([0xEF, 0xBB, 0xBF] + Array("[1]".utf8)) == .array([.integer(1)]))
  }

  @Test(arguments: [
    ("", 1, 1, "the file is empty"),
    ("[1,]", 1, 4, "trailing ',' before ']'"),
    ("{\"a\": 1,}", 1, 9, "trailing ',' before '}'"),
    ("{\n  \"a\" 1}", 2, 7, "expected ':' after member name, found '1'"),
    ("[01]", 1, 2, "a number must not start with '0'"),
    ("\"abc", 1, 1, "unterminated string"),
    ("\"a\\qb\"", 1, 3, "invalid escape '\\q'"),
    ("\"\\ud800\"", 1, 8, "unpaired surrogate '\\uD800'"),
    ("[1] [2]", 1, 5, "unexpected '[' after the JSON value"),
    ("{'a': 1}", 1, 2, "expected a member name in quotes, found '''"),
    ("// comment\n[]", 1, 1, "expected a value, found '/'"),
    ("[1e999]", 1, 2, "number '1e999' is out of range"),
    ("[tru]", 1, 2, "expected a value, found 't'"),
  ])
  func reportsWhereItFails(_ text: String, _ line: Int, _ column: Int, _ message: String) {
    do {
      _ = try JSONReader().read(text)
      Issue.record("read '\(text)' without error")
    } catch {
      #expect(error == JSONReader.Failure(line: line, column: column, message: message))
    }
  }

  @Test func limitsNesting() {
    let text = String(repeating: "[", count: 300) + String(repeating: "]", count: 300)
    #expect(throws: JSONReader.Failure.self) { try JSONReader().read(text) }
    #expect((try? JSONReader(maxDepth: 400).read(text)) != nil)
  }

  @Test func pathsAreWrittenAsInDiagnostics() {
    #expect((JSONPath.root + "reminders" + 3 + "due").description == "$.reminders[3].due")
    #expect((JSONPath.root + "a b" + "q\"").description == #"$["a b"]["q\""]"#)
  }
}
