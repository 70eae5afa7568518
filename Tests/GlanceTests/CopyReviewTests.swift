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

  /// The snapshots of the reference (a source's locale folder's files) and their entries,
  /// counted from the files.
  static let referenceCounts: (snapshots: Int, entries: Int) = {
    var counts = (snapshots: 0, entries: 0)
    for case let file as URL in FileManager.default.enumerator(
      at: reference, includingPropertiesForKeys: nil)!
    where file.pathExtension == "json" && file.deletingLastPathComponent() != reference {
      counts.snapshots += 1
      counts.entries += (snapshot(file.path)?["entries"] as? [Any])?.count ?? 0
    }
    return counts
  }()

  /// The first lines of findings, without the lines that show what each judged.
  static func findingLines(_ stdout: String) -> [String] {
    stdout.split(separator: "\n").filter { !$0.hasPrefix(" ") }.map(String.init)
  }

  /// The copy of Data/ lints clean: no errors and no warnings, only findings for a person,
  /// totalled per rule; each finding shows the sentence it judged with its locale, family and
  /// text size, and one that recurs at the other text size is printed once, naming that file.
  @Test func referenceSnapshotsLintClean() throws {
    let result = try GlanceProcess.run(["lint", Self.reference.path, "--strict"])
    #expect(result.status == 0, "\(result.stdout)")
    let summary = result.stderr.split(separator: "\n").last ?? ""
    #expect(summary.hasPrefix("0 errors, 0 warnings, "), "\(result.stderr)")
    let counts = Self.referenceCounts
    #expect(
      summary.contains(" \(counts.entries) entries of \(counts.snapshots) snapshots"),
      "\(result.stderr)")
    let lines = Self.findingLines(result.stdout)
    #expect(lines.count > 20)
    for line in lines {
      #expect(line.contains(": needs review: [GL008] long: "), "\(line)")
    }
    #expect(result.stderr.contains("GL008 LengthBudgetExceeded: \(lines.count) needing review\n"))
    // Each finding is followed by the sentence it judged, as the snapshot has it.
    let blocks = result.stdout.components(separatedBy: "\n\(Self.reference.path)/").map {
      $0.split(separator: "\n").map(String.init)
    }
    var merged = 0
    for block in blocks {
      guard block.count >= 2 else { continue }
      let judged = block[1]
      #expect(judged.hasPrefix("    summary ("), "\(judged)")
      if block.count > 2 {
        merged += 1
        #expect(block[2].hasPrefix("    the same at another text size: "), "\(block)")
        #expect(block[2].hasSuffix("@accessibility.json"), "\(block)")
        #expect(block[1].contains(", default text size): "))
      }
    }
    #expect(merged > 10)
    // The JSON carries the same findings with what they judged and the figures behind them,
    // as the snapshot records them.
    let json = try GlanceProcess.run(["lint", Self.reference.path, "--format", "json"])
    let value = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
    let findings = value?["findings"] as? [[String: Any]] ?? []
    #expect(findings.count == lines.count)
    for finding in findings {
      let path = try #require(finding["path"] as? String)
      let file = try #require(Self.snapshot(path))
      let entries = try #require(file["entries"] as? [[String: Any]])
      let entry = try #require(
        entries.first { $0["date"] as? String == finding["entry"] as? String })
      #expect(finding["subject"] as? String == entry["summary"] as? String)
      #expect(finding["judged"] as? String == "summary")
      #expect(finding["locale"] as? String == file["locale"] as? String)
      #expect(finding["family"] as? String == file["family"] as? String)
      #expect(finding["textSize"] as? String == file["textSize"] as? String)
      let length = try #require(finding["length"] as? [String: Any])
      let budget = try #require(file["budget"] as? [String: Any])
      #expect(length["seconds"] as? Double == entry["seconds"] as? Double)
      #expect(length["softSeconds"] as? Double == budget["softSeconds"] as? Double)
      #expect(length["hardSeconds"] as? Double == budget["hardSeconds"] as? Double)
      #expect(length["characters"] as? Int == (entry["summary"] as? String)?.count)
    }
    #expect((value?["rules"] as? [String: [String: Int]])?["GL008"]?["needs review"] == lines.count)
  }

  /// The first summary of the reference (by path) that contains `words`, is heard within its
  /// snapshot's soft budget (so that it is no finding of its own) and is said at one entry only.
  static func summaryWithinBudget(containing words: String) -> (path: String, summary: String)? {
    let paths = FileManager.default.enumerator(atPath: reference.path)!.compactMap { $0 as? String }
    for path in paths.sorted() where path.hasSuffix(".json") {
      guard let file = snapshot(reference.appendingPathComponent(path).path),
        let soft = (file["budget"] as? [String: Any])?["softSeconds"] as? Double
      else { continue }
      let entries = file["entries"] as? [[String: Any]] ?? []
      for entry in entries {
        if let summary = entry["summary"] as? String, summary.contains(words),
          entries.filter({ $0["summary"] as? String == summary }).count == 1,
          let seconds = entry["seconds"] as? Double, seconds <= soft
        {
          return (path, summary)
        }
      }
    }
    return nil
  }

  /// A snapshot file of the reference as JSON, by the path `glance lint` printed.
  static func snapshot(_ path: String) -> [String: Any]? {
    guard let data = FileManager.default.contents(atPath: path) else { return nil }
    return (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
  }

  /// `--rule`, `--min-severity` and `--max-findings` choose what is printed; the totals and the
  /// exit code still count every finding the rules found.
  @Test func rulesSeverityAndMaximumNarrowTheFindings() throws {
    let all = Self.findingLines(try GlanceProcess.run(["lint", Self.reference.path]).stdout)
    let only = try GlanceProcess.run([
      "lint", Self.reference.path, "--rule", "GL003,LengthBudgetExceeded",
    ])
    #expect(Self.findingLines(only.stdout) == all)
    let none = try GlanceProcess.run(["lint", Self.reference.path, "--rule", "GL003"])
    #expect(none.stdout.isEmpty)
    #expect(none.status == 0)
    let warnings = try GlanceProcess.run(["lint", Self.reference.path, "--min-severity", "warning"])
    #expect(warnings.stdout.isEmpty)
    let three = try GlanceProcess.run(["lint", Self.reference.path, "--max-findings", "3"])
    #expect(Self.findingLines(three.stdout) == Array(all.prefix(3)))
    #expect(three.stderr.contains("; \(all.count - 3) not shown (--max-findings 3)\n"))
    let bad = try GlanceProcess.run(["lint", Self.reference.path, "--rule", "GL099"])
    #expect(bad.status == 64)
    #expect(bad.stderr.hasPrefix("Error: The value 'GL099' is invalid for '--rule <rule>'"))
  }

  /// A baseline accepts today's findings: CI then fails only on a new one, which is the only
  /// one printed; the file is sorted text that does not change when entries move in time.
  @Test func aBaselineLetsOnlyNewFindingsFail() throws {
    let folder = NightlyPipelineTests.scratch()
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let baseline = folder.appendingPathComponent("lint-baseline.txt").path
    let written = try GlanceProcess.run([
      "lint", Self.reference.path, "--strict", "--baseline", baseline, "--write-baseline",
    ])
    #expect(written.status == 0, "\(written.stderr)")
    let text = try String(contentsOfFile: baseline, encoding: .utf8)
    let lines = text.split(separator: "\n").map(String.init)
    #expect(lines.first == "glance.lint-baseline/2")
    #expect(
      Array(lines.dropFirst())
        == lines.dropFirst().sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) })
    // No date in what is keyed (the last field is a hash, whose hex digits may spell one).
    #expect(
      lines.dropFirst().allSatisfy {
        $0.hasPrefix("GL008\t")
          && !$0.split(separator: "\t").dropLast().contains { $0.contains("2026") }
      })
    // Keyed by rule, locale, family, what was judged, template and hash: no title of anyone's.
    for title in Self.referenceTitles() {
      #expect(!text.contains(title), "the baseline holds the title '\(title)'")
    }
    #expect(
      lines.dropFirst().allSatisfy {
        let fields = $0.split(separator: "\t", omittingEmptySubsequences: false)
        return fields.count == 6 && fields[5].count == 16
      })

    let clean = try GlanceProcess.run([
      "lint", Self.reference.path, "--strict", "--baseline", baseline,
    ])
    #expect(clean.status == 0)
    #expect(clean.stdout.isEmpty)
    let counts = Self.referenceCounts
    #expect(
      clean.stderr.contains(
        "0 needing review in \(counts.entries) entries of \(counts.snapshots) snapshots; "))

    // A summary within its budget gains a numeric date: the one finding the baseline lacks.
    let (path, within) = try #require(
      Self.summaryWithinBudget(containing: "overdue since Saturday"))
    let copy = try Self.copy(
      editing: path, replacing: within,
      with: within.replacingOccurrences(of: "overdue since Saturday", with: "overdue since 5/30"))
    defer { try? FileManager.default.removeItem(at: copy) }
    let new = try GlanceProcess.run(["lint", copy.path, "--strict", "--baseline", baseline])
    #expect(new.status == 1)
    let shown = Self.findingLines(new.stdout)
    #expect(shown.count == 1, "\(shown)")
    #expect(shown.first?.contains(": error: [GL003] numeric date '5/30'") == true)
    #expect(new.stderr.contains("1 error, 0 warnings, 0 needing review"), "\(new.stderr)")

    let broken = folder.appendingPathComponent("broken.txt")
    try "GL008\tde-DE\n".write(to: broken, atomically: true, encoding: .utf8)
    let unreadable = try GlanceProcess.run(["lint", Self.reference.path, "--baseline", broken.path])
    #expect(unreadable.status == 65)
    #expect(
      unreadable.stderr.contains("\(broken.path):1: not a lint baseline"), "\(unreadable.stderr)")

    // The first version held people's titles: refused, with the command that replaces it.
    try "glance.lint-baseline/1\nGL008\ten-US\tsmall\tsummary\tNow: Standup\tlong\n".write(
      to: broken, atomically: true, encoding: .utf8)
    let old = try GlanceProcess.run(["lint", Self.reference.path, "--baseline", broken.path])
    #expect(old.status == 65)
    #expect(
      old.stderr.contains(
        "holds the sentences judged, people's titles with them; write a 'glance.lint-baseline/2' baseline"
      ), "\(old.stderr)")
    #expect(old.stderr.contains("--baseline \(broken.path) --write-baseline"), "\(old.stderr)")
  }

  /// Every item title of the reference snapshots, longer than a word of copy could be.
  static func referenceTitles() -> Set<String> {
    var titles: Set<String> = []
    for case let file as URL in FileManager.default.enumerator(
      at: reference, includingPropertiesForKeys: nil)!
    where file.pathExtension == "json" {
      for item in (snapshot(file.path)?["items"] as? [[String: Any]]) ?? [] {
        if let title = item["title"] as? String, title.count > 6 { titles.insert(title) }
      }
    }
    return titles
  }

  /// On a terminal, progress is a line drawn over itself on standard error; in a pipe, there
  /// is none on a short run. The findings are the same either way.
  @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script")))
  func progressOnlyOnATerminal() throws {
    let piped = try GlanceProcess.run(["lint", Self.reference.path])
    #expect(!piped.stderr.contains("\u{1B}[K"))
    let command = [GlanceProcess.executable.path, "lint", Self.reference.path, "--jobs", "1"]
      .map { "'\($0)'" }.joined(separator: " ")
    let terminal = try GlanceProcess.run(
      ["-qec", command + " 2>&1 >/dev/null", "/dev/null"], environment: ["TERM": "xterm"],
      executable: URL(fileURLWithPath: "/usr/bin/script"))
    #expect(terminal.stdout.contains("\r\u{1B}[K[2/7] consultant: "), "\(terminal.stdout)")
    #expect(terminal.stdout.contains("\r\u{1B}[K[7/7] student: "))
  }

  @Test func brokenCopyFailsWithFileEntryAndRule() throws {
    let copy = try Self.copy(
      editing: "student/en-US/small.json",
      replacing:
        "Return library books, overdue since Saturday. Next: CS 225: Data Structures, favorite, at 10 AM. Plus 13 more this week",
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
    #expect(result.stderr.split(separator: "\n").last?.hasPrefix("3 errors, 0 warnings, ") == true)

    let json = try GlanceProcess.run(["lint", copy.path, "--format", "json"])
    let value = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
    let counts = value?["counts"] as? [String: Int]
    #expect(counts?["error"] == 3)
    #expect(value?["entries"] as? Int == Self.referenceCounts.entries)
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
        let firsts = Self.findingLines(runs[0].stdout)
        #expect(firsts == firsts.sorted { key($0) < key($1) }, "findings are not sorted")
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

/// `glance review` as a reviewer runs it: a landing page and a folder of pages beside it.
@Suite(.enabled(if: GlanceProcess.isAvailable, "the glance binary is not built"))
struct ReviewCommandTests {
  static let reference = NightlyPipelineTests.reference

  /// The pages written under `folder`, by path relative to it.
  static func pages(_ folder: URL) throws -> [String: String] {
    var pages: [String: String] = [:]
    let prefix = folder.standardizedFileURL.path + "/"
    for case let file as URL in FileManager.default.enumerator(
      at: folder, includingPropertiesForKeys: nil)!
    where file.pathExtension == "html" {
      pages[String(file.standardizedFileURL.path.dropFirst(prefix.count))] = try String(
        contentsOf: file, encoding: .utf8)
    }
    return pages
  }

  @Test func writesALandingPageAndOnePagePerSourceAndLocale() throws {
    let folder = NightlyPipelineTests.scratch()
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    // The folder as given, relative, is the pages' title.
    let given = "Tests/GlanceTests/__Snapshots__/nightly"
    let result = try GlanceProcess.run([
      "review", given, "--output", folder.appendingPathComponent("review.html").path,
    ])
    #expect(result.status == 0, "\(result.stderr)")
    let pages = try Self.pages(folder)
    let index = try #require(pages["review.html"])
    #expect(index.contains("<title>Copy review: \(given)</title>"))
    #expect(!index.contains(GlanceProcess.packageRoot.path))
    var locales: Set<String> = []
    for case let file as URL in FileManager.default.enumerator(
      at: Self.reference, includingPropertiesForKeys: nil)!
    where file.pathExtension == "json" && file.path.contains("/nightly/") {
      let parts = file.path.components(separatedBy: "/nightly/")[1].split(separator: "/")
      if parts.count == 3 { locales.insert("review/source.\(parts[0]).\(parts[1]).html") }
    }
    #expect(Set(pages.keys.filter { $0.hasPrefix("review/source.") }) == locales)
    for (path, html) in pages {
      #expect(html.utf8.count <= 5_000_000, "\(path)")
      #expect(html.contains("<title>Copy review: \(given)"), "\(path)")
    }
    #expect(
      result.stderr.contains("wrote '\(folder.path)/review.html' and \(pages.count - 1) pages"),
      "\(result.stderr)")

    // A narrower review of the same place removes the pages it no longer writes.
    let narrow = try GlanceProcess.run([
      "review", given, "--output", folder.appendingPathComponent("review.html").path, "--source",
      "family", "--locale", "de-DE", "--family", "small,large", "--findings-only",
    ])
    #expect(narrow.status == 0, "\(narrow.stderr)")
    let left = try Self.pages(folder)
    #expect(
      left.keys.filter { $0.hasPrefix("review/source.") } == ["review/source.family.de-DE.html"])
    let page = try #require(left["review/source.family.de-DE.html"])
    let families = Set(ReviewPageValues.values(of: "data-family", in: page))
    #expect(families.isSubset(of: [" small ", " large "]))
    #expect(!families.isEmpty)
    #expect(narrow.stderr.contains("pages of an earlier review removed"))
  }

  /// A landing page that cannot be written stops the review with the file named, after the
  /// pages written before it, which are written whole.
  @Test func aLandingPageThatCannotBeWrittenIsNamed() throws {
    let folder = NightlyPipelineTests.scratch()
    let landing = folder.appendingPathComponent("review.html")
    try FileManager.default.createDirectory(at: landing, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try GlanceProcess.run(["review", Self.reference.path, "--output", landing.path])
    #expect(result.status == 73, "\(result.stderr)")
    #expect(result.stderr.contains("Error: cannot write '\(landing.path)': Is a directory"))
    let pages = try Self.pages(folder.appendingPathComponent("review"))
    #expect(pages.keys.contains { $0.hasPrefix("source.") })
    for (path, html) in pages { #expect(html.hasSuffix("</html>\n"), "\(path)") }
  }

  /// On a terminal the review counts the sources it has written on a line drawn over itself.
  @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script")))
  func progressOnATerminal() throws {
    let folder = NightlyPipelineTests.scratch()
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let command = [
      GlanceProcess.executable.path, "review", Self.reference.path, "--output",
      folder.appendingPathComponent("review.html").path, "--jobs", "1",
    ].map { "'\($0)'" }.joined(separator: " ")
    let terminal = try GlanceProcess.run(
      ["-qec", command + " 2>&1 >/dev/null", "/dev/null"], environment: ["TERM": "xterm"],
      executable: URL(fileURLWithPath: "/usr/bin/script"))
    #expect(terminal.status == 0, "\(terminal.stdout)")
    #expect(terminal.stdout.contains("\r\u{1B}[K[2/7] consultant: "), "\(terminal.stdout)")
    #expect(terminal.stdout.contains("\r\u{1B}[K[7/7] student: "))
    #expect(terminal.stdout.contains("writing the index, the lists and the inventory"))
  }

  /// A folder given through a symbolic link is read where it leads.
  @Test func aLinkedFolderIsRead() throws {
    let folder = NightlyPipelineTests.scratch()
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let link = folder.appendingPathComponent("nightly")
    try FileManager.default.createSymbolicLink(at: link, withDestinationURL: Self.reference)
    let direct = try GlanceProcess.run(["lint", Self.reference.path])
    let linked = try GlanceProcess.run(["lint", link.path])
    #expect(linked.status == direct.status, "\(linked.stderr)")
    #expect(linked.stderr.split(separator: "\n").last == direct.stderr.split(separator: "\n").last)
  }

  @Test func scopesAreCheckedLikeEveryOption() throws {
    let changed = try GlanceProcess.run(["review", Self.reference.path, "--changed-only"])
    #expect(changed.status == 64)
    #expect(changed.stderr.hasPrefix("Error: '--changed-only' needs '--against <dir>'."))
    let family = try GlanceProcess.run(["review", Self.reference.path, "--family", "huge"])
    #expect(family.status == 64)
    #expect(family.stderr.hasPrefix("Error: The value 'huge' is invalid for '--family <family>'."))
  }
}

/// Attribute values of a page, for the tests that read pages.
enum ReviewPageValues {
  static func values(of attribute: String, in html: String) -> [String] {
    html.components(separatedBy: " \(attribute)=\"").dropFirst().map {
      String($0.prefix { $0 != "\"" })
    }
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
    // What each rule serves, as the page and the table say it.
    let serves = explained.split(separator: "\n").filter { $0.hasPrefix("Serves: ") }
    #expect(serves.count == headings.count)
    for line in serves {
      #expect(docs.contains("\n\(line)\n"), "\(line)")
      #expect(docs.contains(" | \(line.dropFirst("Serves: ".count)) |\n"), "\(line)")
    }
  }
}
