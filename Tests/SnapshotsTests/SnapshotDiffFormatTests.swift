import Foundation
import JSON
import Summaries
import Testing

@testable import Snapshots

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// The machine forms of a diff: JSON, JUnit XML and GitHub workflow commands.
@Suite struct SnapshotDiffFormatTests {
  /// Reference and actual folders with one snapshot changed (with characters every format
  /// must escape), one identical, one on each side only, and one that cannot be read.
  static let diff: SnapshotDiff = {
    let hostile = "Lunch <with> \"Sam\" & 'Kim', 50% off,\nat 12:30\r\u{1}"
    let same = SnapshotDiffTests.snapshot([("2026-06-01T11:00:00Z", "Same", [])])
    return SnapshotDiff(
      reference: [
        "a/en-US/small.json": SnapshotDiffTests.snapshot([("2026-06-01T11:00:00Z", "Lunch", [])]),
        "b/en-US/small.json": same, "gone/en-US/small.json": same,
        "broken/en-US/small.json": Array("{".utf8),
      ],
      actual: [
        "a/en-US/small.json": SnapshotDiffTests.snapshot([("2026-06-01T11:00:00Z", hostile, [])]),
        "b/en-US/small.json": same, "new/en-US/small.json": same,
        "broken/en-US/small.json": same,
      ])
  }()

  @Test func jsonHasEveryFileEntryAndFieldInCanonicalForm() throws {
    let value = Self.diff.json(reference: "ref", actual: "out")
    let text = CanonicalJSONWriter.string(value)
    let read = try JSONReader().read(text)
    // Written in canonical form: reading and writing it again gives the same bytes.
    #expect(CanonicalJSONWriter.string(read) == text)
    #expect(read["schema"] == "glance.diff/1")
    #expect(
      read["counts"]
        == ["added": 1, "changed": 1, "identical": 1, "removed": 1, "unreadable": 1])
    guard case .array(let files)? = read["files"] else {
      Issue.record("no files")
      return
    }
    #expect(
      files.map { "\($0["path"]!.stringValue!) \($0["status"]!.stringValue!)" } == [
        "a/en-US/small.json changed", "broken/en-US/small.json unreadable",
        "gone/en-US/small.json removed", "new/en-US/small.json added",
      ])
    guard case .array(let entries)? = files[0]["entries"],
      case .array(let fields)? = entries.first?["fields"]
    else {
      Issue.record("no entries")
      return
    }
    let field = fields.first
    #expect(field?["field"] == "summary")
    #expect(field?["old"] == "Lunch")
    #expect(field?["new"]?.stringValue?.hasPrefix("Lunch <with>") == true)
    #expect(files[1]["side"] == "reference")
  }

  @Test func junitIsWellFormedWithOneFailingCasePerChangedSnapshot() throws {
    let xml = Self.diff.junit(reference: "ref", seconds: 1.2345)
    let cases = try JUnitCases(xml)
    #expect(
      cases.cases.map { "\($0.name) \($0.outcome ?? "pass")" } == [
        "a/en-US/small.json failure", "b/en-US/small.json pass",
        "broken/en-US/small.json error", "gone/en-US/small.json failure",
        "new/en-US/small.json failure",
      ])
    #expect(cases.suites == [["tests": "5", "failures": "3", "errors": "1"]])
    // The text of a failure is the file's diff, read back as it was written: the markup
    // characters escaped, the line breaks and the control character XML cannot hold spelled
    // out by the diff itself.
    let body = cases.cases[0].text
    #expect(body == Self.diff.body(Self.diff.changed[0]))
    #expect(body.contains("{+ <with> \"Sam\" & 'Kim', 50% off,<U+000A>at 12:30<U+000D><U+0001>+}"))
    #expect(cases.cases[0].attributes["classname"] == "a.en-US")
    // Only what Jenkins' xUnit schema declares: no `file`; the comparison's time on the
    // suites, in its SUREFIRE_TIME form, and 0 on each case.
    #expect(cases.cases.allSatisfy { $0.attributes["file"] == nil && $0.attributes["time"] == "0" })
    #expect(
      xml.contains(
        "<testsuites name=\"glance diff\" tests=\"5\" failures=\"3\" errors=\"1\" time=\"1.235\">"))
    #expect(
      xml.contains(
        "<testsuite name=\"ref\" tests=\"5\" failures=\"3\" errors=\"1\" skipped=\"0\" time=\"1.235\">"
      ))
  }

  @Test func githubAnnotationsAreEscapedAsTheRunnerReadsThem() throws {
    let output = Self.diff.githubAnnotations(reference: "ref", actual: "out")
    let lines = output.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    // One command per line: every newline inside a message is encoded.
    #expect(lines.count == 6)
    #expect(lines.last == "1 file differs, 1 only in reference, 1 only in actual, 1 unreadable")
    #expect(lines[0] == "::error title=Snapshots differ::\(lines.last!)")
    let changed = String(lines[1])
    // At the line of the entry's summary in the reference file.
    let reference = String(
      decoding: SnapshotDiffTests.snapshot([("2026-06-01T11:00:00Z", "Lunch", [])]),
      as: UTF8.self
    ).split(separator: "\n", omittingEmptySubsequences: false)
    let line = try #require(reference.firstIndex { $0.contains("\"summary\": \"Lunch\"") }) + 1
    #expect(
      changed.hasPrefix(
        "::error file=ref/a/en-US/small.json,line=\(line),title=Snapshot changed%3A a/en-US/small.json::"
      ), "\(changed)")
    let message = String(changed[changed.range(of: "::", options: .backwards)!.upperBound...])
    #expect(
      Self.decoded(message)
        == "entry 2026-06-01T11:00:00Z\nsummary: Lunch{+ <with> \"Sam\" & 'Kim', 50% off,<U+000A>at 12:30<U+000D><U+0001>+}"
    )
    #expect(!message.contains("\n") && !message.contains("\r") && message.contains("50%25 off"))
  }

  struct Escape: Sendable, CustomTestStringConvertible {
    var text: String
    var data: String
    var property: String
    var testDescription: String { text.debugDescription }
  }

  static let escapes = [
    Escape(text: "a:b,c", data: "a:b,c", property: "a%3Ab%2Cc"),
    Escape(text: "100%", data: "100%25", property: "100%25"),
    Escape(
      text: "one\r\ntwo\nthree", data: "one%0D%0Atwo%0Athree", property: "one%0D%0Atwo%0Athree"),
    Escape(text: "%0A", data: "%250A", property: "%250A"),
  ]

  @Test(arguments: escapes) func workflowCommandEscapes(_ escape: Escape) {
    #expect(WorkflowCommand.escapedData(escape.text) == escape.data)
    #expect(WorkflowCommand.escapedProperty(escape.text) == escape.property)
    #expect(Self.decoded(escape.property) == escape.text)
  }

  /// A workflow command's value as the runner decodes it.
  static func decoded(_ text: String) -> String {
    var result = text
    for (escaped, character) in [
      ("%0D", "\r"), ("%0A", "\n"), ("%3A", ":"), ("%2C", ","), ("%25", "%"),
    ] {
      result = result.replacingOccurrences(of: escaped, with: character)
    }
    return result
  }
}

/// The test cases of a JUnit report, read with Foundation's XML parser.
final class JUnitCases: NSObject, XMLParserDelegate {
  struct Case {
    var name: String
    var attributes: [String: String]
    var outcome: String?
    var text = ""
  }

  var cases: [Case] = []
  var suites: [[String: String]] = []
  private var inOutcome = false

  init(_ xml: String) throws {
    super.init()
    let parser = XMLParser(data: Data(xml.utf8))
    parser.delegate = self
    guard parser.parse() else {
      throw parser.parserError ?? CocoaError(.coderReadCorrupt)
    }
  }

  func parser(
    _ parser: XMLParser, didStartElement element: String, namespaceURI: String?,
    qualifiedName: String?, attributes: [String: String] = [:]
  ) {
    switch element {
    case "testsuite":
      suites.append(attributes.filter { ["tests", "failures", "errors"].contains($0.key) })
    case "testcase": cases.append(Case(name: attributes["name"] ?? "", attributes: attributes))
    case "failure", "error":
      cases[cases.count - 1].outcome = element
      inOutcome = true
    default: break
    }
  }

  func parser(
    _ parser: XMLParser, didEndElement element: String, namespaceURI: String?,
    qualifiedName: String?
  ) {
    if element == "failure" || element == "error" { inOutcome = false }
  }

  func parser(_ parser: XMLParser, foundCharacters string: String) {
    if inOutcome { cases[cases.count - 1].text += string }
  }
}
