import Testing

@testable import ICalendar

@Suite struct ContentLineScannerTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var input: [UInt8]
    var lines: [String]
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(name: "CRLF", input: Array("A:1\r\nB:2\r\n".utf8), lines: ["A:1", "B:2"]),
    Case(name: "LF only", input: Array("A:1\nB:2\n".utf8), lines: ["A:1", "B:2"]),
    Case(name: "lone CR", input: Array("A:1\rB:2\r".utf8), lines: ["A:1", "B:2"]),
    Case(name: "no final line break", input: Array("A:1\r\nB:2".utf8), lines: ["A:1", "B:2"]),
    Case(
      name: "byte-order mark", input: [0xEF, 0xBB, 0xBF] + Array("A:1\r\n".utf8), lines: ["A:1"]),
    Case(
      name: "fold on space", input: Array("A:12\r\n 34\r\nB:2\r\n".utf8), lines: ["A:1234", "B:2"]),
    Case(name: "fold on TAB", input: Array("A:12\r\n\t34\r\n".utf8), lines: ["A:1234"]),
    Case(name: "only one space removed", input: Array("A:12\r\n  34\r\n".utf8), lines: ["A:12 34"]),
    Case(
      name: "several folds", input: Array("A:1\r\n 2\r\n 3\n 4\r 5\r\n".utf8), lines: ["A:12345"]),
    Case(
      name: "blank lines anywhere", input: Array("\r\n\r\nA:1\r\n\r\n\nB:2\r\n\r\n".utf8),
      lines: ["A:1", "B:2"]),
    Case(
      name: "CR CR LF exports keep their folds", input: Array("A:1\r\r\n 2\r\r\nB:3\r\r\n".utf8),
      lines: ["A:12", "B:3"]),
    Case(
      name: "fold inside a multi-byte character rejoins",
      // "é" is C3 A9; the writer folded between the two bytes.
      input: Array("SUMMARY:caf".utf8) + [0xC3, 0x0D, 0x0A, 0x20, 0xA9] + Array("\r\n".utf8),
      lines: ["SUMMARY:café"]),
    Case(
      name: "lines longer than 75 octets are accepted",
      input: Array(("X:" + String(repeating: "a", count: 300) + "\r\n").utf8),
      lines: ["X:" + String(repeating: "a", count: 300)]),
  ]

  @Test(arguments: cases)
  func unfolds(_ testCase: Case) {
    #expect(logicalLines(testCase.input) == testCase.lines)
  }

  @Test func reportsLineNumbersOfPhysicalLines() {
    var numbers: [Int] = []
    let bytes = Array("A:1\r\n 2\r\n\r\nB:2\r\nC:3\r\n".utf8)
    bytes.withUnsafeBufferPointer { buffer in
      ContentLineScanner(maxLineBytes: 100).scan(buffer) { numbers.append($0.number) }
    }
    #expect(numbers == [1, 4, 5])
  }

  @Test func flagsLinesOverTheLimitWithoutKeepingThem() {
    let long = Array(("X:" + String(repeating: "b", count: 98) + "\r\n c\r\nY:1\r\n").utf8)
    #expect(logicalLines(long, maxLineBytes: 50) == ["<too long: 101>", "Y:1"])
  }

  @Test func findsBreaksAtEveryPositionOfAWord() {
    // The eight-byte scan must not miss a break at any offset.
    for offset in 0..<20 {
      let text = String(repeating: "x", count: offset) + ":v\r\nB:1\r\n"
      #expect(
        logicalLines(Array(text.utf8)) == [String(repeating: "x", count: offset) + ":v", "B:1"])
    }
  }
}
