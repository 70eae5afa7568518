import Foundation
import Testing

/// `glance lint` over the committed reference snapshots and over snapshots with broken copy.
@Suite(.enabled(if: GlanceProcess.isAvailable, "the glance binary is not built"))
struct CopyLintCommandTests {
  static let reference = NightlyPipelineTests.reference

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
    let copy = NightlyPipelineTests.scratch()
    defer { try? FileManager.default.removeItem(at: copy) }
    try FileManager.default.copyItem(at: Self.reference, to: copy)
    let file = copy.appendingPathComponent("student/en-US/small.json")
    var text = try String(contentsOf: file, encoding: .utf8)
    let original =
      "Return library books, overdue since Saturday. Next: CS 225: Data Structures, favorite, from 10 to 10:50 AM. Plus 3 more today"
    #expect(text.contains(original))
    text = text.replacingOccurrences(
      of: original, with: "Return library books \\u2022 overdue 5/30. Plus 3 more today.")
    try text.write(to: file, atomically: true, encoding: .utf8)

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
