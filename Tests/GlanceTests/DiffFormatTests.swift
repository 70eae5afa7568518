import Foundation
import Testing

/// `glance diff --format github|junit` and `--color`, run as CI runs them: one annotation per
/// change however many entries repeat it, a table in the step summary, JUnit XML that Jenkins'
/// xUnit schema accepts, with the comparison's time.
@Suite(.enabled(if: GlanceProcess.isAvailable, "the glance binary is not built"))
struct DiffFormatTests {
  static let reference = NightlyPipelineTests.reference

  /// A scratch folder holding `ref`, the reference snapshots, and `out`, a copy with one word
  /// of a sentence changed everywhere it is said, one snapshot removed, one added and one
  /// broken; the caller removes it.
  static func folders() throws -> (folder: URL, changedEntries: Int) {
    let folder = NightlyPipelineTests.scratch()
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let out = folder.appendingPathComponent("out")
    try FileManager.default.copyItem(at: reference, to: folder.appendingPathComponent("ref"))
    try FileManager.default.copyItem(at: reference, to: out)
    var changed = 0
    for case let file as URL in FileManager.default.enumerator(
      at: out, includingPropertiesForKeys: nil)!
    where file.pathExtension == "json" {
      let text = try String(contentsOf: file, encoding: .utf8)
      let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
      changed +=
        lines.filter { $0.contains("\"summary\": ") && $0.contains("overdue since Saturday") }.count
      try text.replacingOccurrences(of: "overdue since Saturday", with: "overdue since Friday")
        .write(to: file, atomically: true, encoding: .utf8)
    }
    let seoul = out.appendingPathComponent("seoul/ko-KR")
    try FileManager.default.moveItem(
      at: seoul.appendingPathComponent("small.json"),
      to: seoul.appendingPathComponent("tiny.json"))
    try Data("{".utf8).write(to: out.appendingPathComponent("family/de-DE/small.json"))
    return (folder, changed)
  }

  @Test func githubSaysEachChangeOnceAndSummarizesTheStep() throws {
    let (folder, changed) = try Self.folders()
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(changed > 20)
    let summaryFile = folder.appendingPathComponent("summary.md")
    try "### an earlier step\n".write(to: summaryFile, atomically: true, encoding: .utf8)
    let result = try GlanceProcess.run(
      ["diff", "ref", "out", "--format", "github"],
      environment: ["GITHUB_STEP_SUMMARY": summaryFile.path], directory: folder)
    #expect(result.status == 65, "\(result.stderr)")
    let annotations = result.stdout.split(separator: "\n").filter { $0.hasPrefix("::error ") }
    let changes = annotations.filter { $0.contains("title=Snapshot changed") }
    // Every entry that says "overdue since Saturday" had the same edit: one annotation.
    #expect(changes.count == 1, "\(changes.map { $0.prefix(160) })")
    let change = try #require(changes.first)
    #expect(change.contains(",line="))
    #expect(
      change.contains(
        "summary: …since [-Saturday-]{+Friday+}… (same change in \(changed) entries of "),
      "\(change.prefix(300))")
    #expect(
      annotations.contains {
        $0.contains("title=Snapshot no longer written%3A seoul/ko-KR/small.json")
      })
    #expect(annotations.contains { $0.contains("title=New snapshot%3A seoul/ko-KR/tiny.json") })
    #expect(
      annotations.contains {
        $0.contains("title=Unreadable actual snapshot%3A family/de-DE/small.json")
      })

    let summary = try String(contentsOf: summaryFile, encoding: .utf8)
    #expect(summary.hasPrefix("### an earlier step\n### glance diff ref out\n"), "\(summary)")
    #expect(summary.contains("| Change | Entries | Snapshots | First in |"))
    #expect(
      summary.contains("| summary: …since \\[\\-Saturday\\-\\]\\{\\+Friday\\+\\}… | \(changed) |"),
      "\(summary)")
    #expect(summary.contains("| seoul/ko\\-KR/tiny.json | only in the actual snapshots |"))
    #expect(summary.hasSuffix("only in reference, 1 only in actual, 1 unreadable\n"))

    // Without the variable nothing is written; a summary that cannot be written is a warning.
    let unwritable = try GlanceProcess.run(
      ["diff", "ref", "out", "--format", "github"],
      environment: ["GITHUB_STEP_SUMMARY": folder.appendingPathComponent("no/such/file").path],
      directory: folder)
    #expect(unwritable.status == 65)
    #expect(unwritable.stderr.contains("Warning: cannot write the step summary"))
    #expect(unwritable.stdout == result.stdout)
  }

  @Test(
    .enabled(
      if: XMLSchemaCheck.xmllint != nil && XMLSchemaCheck.junitSchema != nil,
      .init(rawValue: XMLSchemaCheck.missingJUnit)))
  func junitValidatesAgainstTheXUnitSchemaWithItsTime() throws {
    let (folder, _) = try Self.folders()
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try GlanceProcess.run(
      ["diff", "ref", "out", "--format", "junit"], directory: folder)
    #expect(result.status == 65, "\(result.stderr)")
    let (valid, said) = try XMLSchemaCheck.validate(
      result.stdout, against: try #require(XMLSchemaCheck.junitSchema))
    #expect(valid, "\(said.prefix(600))")
    #expect(result.stdout.contains("<failure type=\"changed\""))
    #expect(result.stdout.contains("<failure type=\"added\""))
    #expect(result.stdout.contains("<error type=\"unreadable\""))
    let time = try #require(
      result.stdout.firstMatch(of: /<testsuites [^>]* time="([0-9]+\.[0-9]{3})"/))
    #expect(Double(time.1) ?? 0 > 0, "\(time.0)")

    // `run --check` writes the report when nothing differs too: every snapshot a passing case.
    let run = try GlanceProcess.run([
      "run", "--quiet", "--output", folder.appendingPathComponent("run").path, "--check",
      Self.reference.path, "--format", "junit",
    ])
    #expect(run.status == 0, "\(run.stderr)")
    let same = try XMLSchemaCheck.validate(
      run.stdout, against: try #require(XMLSchemaCheck.junitSchema))
    #expect(same.valid, "\(same.output)")
    #expect(run.stdout.contains(" failures=\"0\" errors=\"0\""))
    #expect(!run.stdout.contains("<failure"))
  }

  /// `--color=always` colours the marks in a pipe, as a CI log shows them; `never` and the
  /// default in a pipe do not; a wrong value is a usage error.
  @Test func colorAlwaysColoursAPipe() throws {
    let (folder, _) = try Self.folders()
    defer { try? FileManager.default.removeItem(at: folder) }
    let always = try GlanceProcess.run(["diff", "ref", "out", "--color=always"], directory: folder)
    #expect(always.stdout.contains("\u{1B}[31m[-Saturday-]\u{1B}[m\u{1B}[32m{+Friday+}\u{1B}[m"))
    let never = try GlanceProcess.run(
      ["diff", "ref", "out", "--color", "never"], directory: folder)
    #expect(!never.stdout.contains("\u{1B}[") && never.stdout.contains("[-Saturday-]{+Friday+}"))
    let auto = try GlanceProcess.run(["diff", "ref", "out"], directory: folder)
    #expect(auto.stdout == never.stdout)
    let wrong = try GlanceProcess.run(
      ["diff", "ref", "out", "--color", "sometimes"], directory: folder)
    #expect(wrong.status == 64)
    #expect(wrong.stderr.contains("'auto', 'always', 'never'"), "\(wrong.stderr)")
  }
}
