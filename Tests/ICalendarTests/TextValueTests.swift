import Testing

@testable import ICalendar

@Suite struct TextValueTests {
  static func unescape(_ text: String) -> String {
    var copy = text
    return copy.withUTF8 { TextValue.unescape($0).string }
  }

  static func list(_ text: String) -> [String] {
    var copy = text
    return copy.withUTF8 { TextValue.unescapeList($0).map(\.string) }
  }

  @Test(arguments: [
    (#"a\\b"#, #"a\b"#),
    (#"a\;b"#, "a;b"),
    (#"a\,b"#, "a,b"),
    (#"line\nbreak"#, "line\nbreak"),
    (#"line\Nbreak"#, "line\nbreak"),
    // One pass: an escaped backslash followed by n is not a newline.
    (#"C:\\new"#, #"C:\new"#),
    // Unknown escapes are kept as written.
    (#"C:\temp\x"#, #"C:\temp\x"#),
    (#"trailing\"#, #"trailing\"#),
    ("plain", "plain"),
  ])
  func unescapes(_ input: String, _ expected: String) {
    #expect(Self.unescape(input) == expected)
  }

  @Test func splitsOnUnescapedCommasOnly() {
    #expect(
      Self.list(#"Work,Meeting\, weekly,Personal"#) == ["Work", "Meeting, weekly", "Personal"])
    #expect(Self.list(#"a\\,b"#) == [#"a\"#, "b"])
    #expect(Self.list("single") == ["single"])
  }

  @Test func readsStrayBytesAsWindows1252AndSaysSo() {
    // "Städa" in Latin-1, then a valid UTF-8 "é", then a Windows-1252 euro sign.
    let bytes: [UInt8] = [0x53, 0x74, 0xE4, 0x64, 0x61, 0x20, 0xC3, 0xA9, 0x20, 0x80]
    let decoded = bytes.withUnsafeBufferPointer { TextValue.unescape($0) }
    #expect(decoded.string == "Städa é €")
    #expect(decoded.hadInvalidUTF8)
    let valid = Array("ünïcode".utf8).withUnsafeBufferPointer { TextValue.unescape($0) }
    #expect(!valid.hadInvalidUTF8)
  }

  /// Every stray byte becomes the character Windows-1252 (or Latin-1) gives it, the valid
  /// sequences between them stay as they are, and a cut-off sequence is read byte by byte;
  /// a megabyte-sized value is repaired the same way as a short one.
  @Test func repairsEveryStrayByteAndLargeValues() {
    let euro = Array("€".utf8)
    var bytes: [UInt8] = Array(0x80...0xFF) + [0xE2, 0x82] + euro + [0xF0, 0x9F, 0x98]
    var expected = (0x80...0xFF).map { String(TextValue.windows1252(UInt8($0))) }.joined()
    expected += "â‚€ðŸ˜"
    #expect(bytes.withUnsafeBufferPointer { TextValue.unescape($0) }.string == expected)
    #expect(expected.unicodeScalars.prefix(2).map(\.value) == [0x20AC, 0xFFFD])
    #expect(expected.unicodeScalars.dropFirst(0x20).first?.value == 0xA0)

    let unit: [UInt8] = [0x53, 0x74, 0xE4, 0x64, 0x61, 0x20, 0xC3, 0xA9, 0x20]
    bytes = Array([[UInt8]](repeating: unit, count: 50_000).joined())
    let decoded = bytes.withUnsafeBufferPointer { TextValue.unescape($0) }
    #expect(decoded.hadInvalidUTF8)
    #expect(decoded.string == String(repeating: "Städa é ", count: 50_000))
  }
}
