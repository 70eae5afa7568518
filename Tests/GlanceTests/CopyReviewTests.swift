import Foundation
import Testing

/// `glance lint` over the committed reference snapshots and over snapshots with broken copy.
@Suite(.enabled(if: GlanceProcess.isAvailable, "the glance binary is not built"))
struct CopyLintCommandTests {
  static let reference = NightlyPipelineTests.reference

  /// A scratch copy of the reference snapshots with `original` replaced by `replacement` in
  /// the snapshot at `path`; the caller removes it.
  static func copy(editing path: String, replacing original: String, with replacement: String)
    throws -> URL
  {
    let copy = NightlyPipelineTests.scratch()
    try FileManager.default.copyItem(at: reference, to: copy)
    let file = copy.appendingPathComponent(path)
    let text = try String(contentsOf: file, encoding: .utf8)
    #expect(text.contains(original))
    try text.replacingOccurrences(of: original, with: replacement)
      .write(to: file, atomically: true, encoding: .utf8)
    return copy
  }

  /// The copy of Data/ lints clean: no errors and no warnings, only findings for a person.
  @Test func referenceSnapshotsLintClean() throws {
    let result = try GlanceProcess.run(["lint", Self.reference.path, "--strict"])
    #expect(result.status == 0, "\(result.stdout)")
    #expect(result.stderr.hasPrefix("0 errors, 0 warnings, "), "\(result.stderr)")
    #expect(result.stderr.contains(" entries of 96 snapshots"), "\(result.stderr)")
    for line in result.stdout.split(separator: "\n") {
      #expect(line.contains(": needs review: [GL"), "\(line)")
    }
  }

  @Test func brokenCopyFailsWithFileEntryAndRule() throws {
    let copy = try Self.copy(
      editing: "student/en-US/small.json",
      replacing:
        "Return library books, overdue since Saturday. Next: CS 225: Data Structures, favorite, at 10 AM. Plus 3 more today and 10 later this week",
      with: "Return library books \\u2022 overdue 5/30. Plus 3 more today.")
    defer { try? FileManager.default.removeItem(at: copy) }

    let result = try GlanceProcess.run(["lint", copy.path], directory: copy)
    #expect(result.status == 1)
    let errors = result.stdout.split(separator: "\n").filter { $0.contains(": error: ") }
    #expect(errors.count == 3, "\(errors)")
    let prefix = "\(copy.path)/student/en-US/small.json: entry 2026-06-01T11:00:00Z: error: "
    #expect(errors.contains { $0.hasPrefix(prefix + "[GL002] separator '•'") }, "\(errors)")
    #expect(errors.contains { $0.hasPrefix(prefix + "[GL003] numeric date '5/30'") }, "\(errors)")
    #expect(errors.contains { $0.hasPrefix(prefix + "[GL007] ends with a period") }, "\(errors)")
    #expect(result.stderr.hasPrefix("3 errors, 0 warnings, "))

    let json = try GlanceProcess.run(["lint", copy.path, "--format", "json"])
    let value = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
    let counts = value?["counts"] as? [String: Int]
    #expect(counts?["error"] == 3)
    #expect(value?["entries"] as? Int == 676)
    let findings = value?["findings"] as? [[String: Any]] ?? []
    #expect(
      findings.filter { $0["severity"] as? String == "error" }.map { $0["rule"] as? String } == [
        "GL002", "GL003", "GL007",
      ])
  }

  /// An entry with many findings of several rules prints the same bytes on every run (rules
  /// keep some of their copy in sets and dictionaries, whose order changes from process to
  /// process), sorted by file, entry, rule and message.
  @Test func findingsPrintInOneOrderOnEveryRun() throws {
    let copy = try Self.copy(
      editing: "family/de-DE/medium.json",
      replacing: "Heute: Erdbeeren für den Kuchen, Favorit, jetzt fällig.",
      with:
        "heute. Heute noch 1 weitere Einträge, Morgen noch 1 weitere Einträge, Diese Woche noch 1 weitere Einträge, overdue since noon, until noon, tentative, favorite • 06/02 | 7/3 – button, tap."
    )
    defer { try? FileManager.default.removeItem(at: copy) }

    for format in ["text", "json"] {
      let runs = try (0..<4).map { _ in
        try GlanceProcess.run(["lint", "family", "--format", format], directory: copy)
      }
      #expect(runs[0].status == 1)
      #expect(
        runs.allSatisfy { $0.stdout == runs[0].stdout }, "\(format) output changed between runs")
      if format == "text" {
        let lines = runs[0].stdout.split(separator: "\n").map(String.init)
        #expect(lines.filter { $0.contains("[GL004]") }.count >= 2, "\(lines)")
        #expect(lines.filter { $0.contains("[GL009]") }.count >= 3, "\(lines)")
        // By file, entry, rule and message: the line without its severity.
        let key = { (line: String) in
          ["error", "warning", "needs review"].reduce(line) {
            $0.replacingOccurrences(of: ": \($1): [", with: ": [")
          }
        }
        #expect(lines == lines.sorted { key($0) < key($1) }, "findings are not sorted")
      }
    }
  }

  @Test func aBrokenSnapshotIsNamedWithItsPathAndValue() throws {
    let copy = try Self.copy(
      editing: "seoul/ko-KR/small.json", replacing: "\"state\": \"inProgress\"",
      with: "\"state\": \"busy\"")
    defer { try? FileManager.default.removeItem(at: copy) }
    let result = try GlanceProcess.run(["lint", "seoul"], directory: copy)
    #expect(result.status == 65)
    #expect(
      result.stderr.hasPrefix("Error: seoul/ko-KR/small.json: $.rows["), "\(result.stderr)")
    #expect(
      result.stderr.contains(
        ".state: invalid value 'busy', expected inProgress, allDay, overdue, dueNow, upcoming\n"),
      "\(result.stderr)")
  }

  @Test func explainShowsCriterionAndExamples() throws {
    let result = try GlanceProcess.run(["lint", "--explain", "gl003"])
    #expect(result.status == 0)
    #expect(result.stdout.hasPrefix("GL003 NumericDate (error)\nServes: "))
    #expect(result.stdout.contains("Good: Tuesday, June 2, at 2 PM"))
    #expect(result.stdout.contains("Bad:  06/02, 14:00"))

    let all = try GlanceProcess.run(["lint", "--explain", "all"])
    #expect(all.stdout.components(separatedBy: "\nServes: ").count == 14)

    let unknown = try GlanceProcess.run(["lint", "--explain", "GL999"])
    #expect(unknown.status == 64)
    #expect(unknown.stderr.hasPrefix("Error: The value 'GL999' is invalid for '--explain <rule>'"))
  }

  @Test func aFolderWithoutSnapshotsIsAnError() throws {
    let empty = NightlyPipelineTests.scratch()
    try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: empty) }
    let result = try GlanceProcess.run(["lint", empty.path])
    #expect(result.status == 66)
    #expect(result.stderr.contains("no Glance snapshots in '\(empty.path)'"))
  }
}

/// Docs/copy-review.md documents every rule the linter has.
@Suite struct CopyReviewDocsTests {
  @Test(.enabled(if: GlanceProcess.isAvailable, "the glance binary is not built"))
  func everyRuleIsInTheDocs() throws {
    let docs = try String(
      contentsOf: GlanceProcess.packageRoot.appendingPathComponent("Docs/copy-review.md"),
      encoding: .utf8)
    let explained = try GlanceProcess.run(["lint", "--explain", "all"]).stdout
    let headings = explained.split(separator: "\n").filter { $0.hasPrefix("GL") }
    #expect(headings.count == 13)
    for heading in headings {
      #expect(docs.contains("### \(heading)\n"), "\(heading)")
    }
  }
}
