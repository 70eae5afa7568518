import Foundation
import JSON
import Testing

/// A reviewer's decisions, made on the review's templates pages, round-trip through the
/// committed file: `glance review --decisions` shows them on the next review and
/// `glance lint --baseline` takes what they accept as known.
@Suite(.enabled(if: GlanceProcess.isAvailable, "the glance binary is not built"))
struct ReviewDecisionsCommandTests {
  static let reference = GlanceProcess.packageRoot.appendingPathComponent(
    "Tests/GlanceTests/__Snapshots__/nightly")

  /// The values of `attribute` on the elements of `html` that have class `marker`, in order.
  static func attributes(_ names: [String], of marker: String, in html: String) -> [[String:
    String]]
  {
    html.components(separatedBy: "class=\"\(marker)\"").dropFirst().map { element in
      let tag = element.prefix { $0 != ">" }
      var values: [String: String] = [:]
      for name in names {
        guard let start = tag.range(of: " \(name)=\"") else { continue }
        values[name] = String(tag[start.upperBound...].prefix { $0 != "\"" })
      }
      return values
    }
  }

  /// Every templates page of a review written to `folder`.
  static func templatePages(_ folder: URL) throws -> [String] {
    let pages = folder.appendingPathComponent("review")
    return try FileManager.default.contentsOfDirectory(atPath: pages.path)
      .filter { $0.hasPrefix("templates") }.sorted()
      .map { try String(contentsOf: pages.appendingPathComponent($0), encoding: .utf8) }
  }

  /// A decisions file as the page's download writes it.
  static func file(_ decisions: [[String: String]]) -> String {
    let members = decisions.map { decision in
      "{"
        + decision.keys.sorted().map { "\"\($0)\": \"\(decision[$0]!)\"" }.joined(
          separator: ", ") + "}"
    }
    return
      "{\"decisions\": [\(members.joined(separator: ", "))], \"schema\": \"glance.decisions/1\"}\n"
  }

  static func lintFindings(baseline: URL? = nil) throws -> (known: String, findings: [JSONValue]) {
    let result = try GlanceProcess.run(
      ["lint", reference.path, "--format", "json"]
        + (baseline.map { ["--baseline", $0.path] } ?? []))
    #expect(result.status == 0, "\(result.stderr)")
    let json = try JSONReader().read(Array(result.stdout.utf8))
    guard case .array(let findings)? = json["findings"] else { return (result.stderr, []) }
    return (result.stderr, findings)
  }

  @Test func acceptedGroupsAreKnownToLintAndShownOnTheNextReview() throws {
    let folder = NightlyPipelineTests.scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let index = folder.appendingPathComponent("review.html")
    let first = try GlanceProcess.run(["review", Self.reference.path, "--output", index.path])
    #expect(first.status == 0, "\(first.stderr)")
    let landing = try String(contentsOf: index, encoding: .utf8)
    #expect(!landing.contains(": accepted</span>"))
    #expect(landing.contains("<h2 id=\"templates-heading\">Templates</h2>"))

    // Accept every group in every locale, as a reviewer choosing "Accept" on each would.
    let groups = try Self.templatePages(folder).flatMap {
      Self.attributes(
        ["data-template", "data-locale", "data-pattern"], of: "group-decision", in: $0)
    }
    #expect(groups.count > 50, "\(groups.count) groups")
    var decisions = groups.map { group in
      [
        "template": group["data-template"]!, "locale": group["data-locale"]!,
        "pattern": group["data-pattern"]!, "verdict": "accepted", "note": "",
      ]
    }
    let file = folder.appendingPathComponent("review-decisions.json")
    try Self.file(decisions).write(to: file, atomically: true, encoding: .utf8)

    let (_, before) = try Self.lintFindings()
    #expect(before.count > 100)
    let (summary, after) = try Self.lintFindings(baseline: file)
    #expect(after.isEmpty, "\(after.prefix(3))")
    #expect(summary.contains("\(before.count) known from"), "\(summary)")

    let second = try GlanceProcess.run([
      "review", Self.reference.path, "--output", index.path, "--decisions", file.path,
    ])
    #expect(second.status == 0, "\(second.stderr)")
    let decided = try String(contentsOf: index, encoding: .utf8)
    #expect(decided.contains(": accepted</span>"))
    #expect(!decided.contains(": new</span>"))
    #expect(decided.contains("\(groups.count) decisions from the file."))

    // A group decided on copy the catalog no longer has needs eyes again: its findings are
    // new to lint, and the review says it changed since it was decided.
    let candidates = before.compactMap { finding -> (String, String)? in
      guard let template = finding["template"]?.stringValue,
        let locale = finding["locale"]?.stringValue
      else { return nil }
      let shape = template.split(separator: " ").filter {
        ["lead.", "heading.", "empty.", "more."].contains(where: $0.hasPrefix)
      }.joined(separator: " ")
      return (shape.isEmpty ? "-" : shape, locale)
    }
    let stale = try #require(candidates.first)
    let position = try #require(
      decisions.firstIndex { $0["template"] == stale.0 && $0["locale"] == stale.1 })
    decisions[position]["pattern"] = "0000000000000000"
    try Self.file(decisions).write(to: file, atomically: true, encoding: .utf8)
    let (_, reopened) = try Self.lintFindings(baseline: file)
    #expect(!reopened.isEmpty)
    #expect(
      reopened.allSatisfy { $0["locale"]?.stringValue == stale.1 }, "\(reopened.prefix(2))")
    let third = try GlanceProcess.run([
      "review", Self.reference.path, "--output", index.path, "--decisions", file.path,
    ])
    #expect(third.status == 0, "\(third.stderr)")
    #expect(
      try String(contentsOf: index, encoding: .utf8).contains(
        "\(stale.1): changed since decided</span>"))
  }

  /// A sentence accepted on the page is keyed as lint keys its finding: the fingerprint of
  /// Glance's words, never the titles in it.
  @Test func acceptedSentencesAreKnownToLint() throws {
    let folder = NightlyPipelineTests.scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let index = folder.appendingPathComponent("review.html")
    #expect(
      try GlanceProcess.run(["review", Self.reference.path, "--output", index.path]).status == 0)
    let shown = try Self.templatePages(folder).flatMap {
      Self.attributes(
        ["data-template", "data-locale", "data-text"], of: "sentence-decision", in: $0)
    }
    let (_, before) = try Self.lintFindings()
    let flagged = Set(before.compactMap { $0["fingerprint"]?.stringValue })
    let accepted = shown.filter { flagged.contains($0["data-text"]!) }
    #expect(!accepted.isEmpty, "no example on the pages has a finding")
    let file = folder.appendingPathComponent("review-decisions.json")
    try Self.file(
      accepted.map {
        [
          "template": $0["data-template"]!, "locale": $0["data-locale"]!,
          "text": $0["data-text"]!, "verdict": "accepted", "note": "",
        ]
      }
    ).write(to: file, atomically: true, encoding: .utf8)
    let (_, after) = try Self.lintFindings(baseline: file)
    // By locale: en-US and en-GB may flag the same words ("Now: …"), each decided apart.
    let remaining = Set(
      after.compactMap { finding in
        finding["fingerprint"]?.stringValue.map { "\(finding["locale"]?.stringValue ?? "") \($0)" }
      })
    #expect(
      remaining.isDisjoint(with: Set(accepted.map { "\($0["data-locale"]!) \($0["data-text"]!)" })))
    #expect(after.count < before.count)
    let text = try String(contentsOf: file, encoding: .utf8)
    for finding in before {
      let subject = try #require(finding["subject"]?.stringValue)
      #expect(!text.contains(subject))
    }
  }

  /// `glance review --serve` saves a decision posted from its own page, and refuses one from
  /// another origin or for another host.
  @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/curl")))
  func theServerSavesEachDecision() throws {
    let folder = NightlyPipelineTests.scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let file = folder.appendingPathComponent("decisions.json")
    let process = Process()
    process.executableURL = GlanceProcess.executable
    process.arguments = [
      "review", Self.reference.path, "--output", folder.appendingPathComponent("review.html").path,
      "--decisions", file.path, "--serve", "--port", "0", "--quiet",
    ]
    let err = Pipe()
    process.standardError = err
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    defer {
      process.terminate()
      process.waitUntilExit()
    }
    var said = ""
    while !said.contains("Ctrl-C") {
      let data = err.fileHandleForReading.availableData
      guard !data.isEmpty else { break }
      said += String(decoding: data, as: UTF8.self)
    }
    let start = try #require(said.range(of: "http://127.0.0.1:"))
    let port = String(said[start.upperBound...].prefix { $0.isNumber })
    let base = "http://127.0.0.1:\(port)"
    func curl(_ arguments: [String]) throws -> String {
      let curl = Process()
      curl.executableURL = URL(fileURLWithPath: "/usr/bin/curl")
      curl.arguments =
        ["-s", "-o", "/dev/null", "-w", "%{http_code}", "--max-time", "10"] + arguments
      let out = Pipe()
      curl.standardOutput = out
      try curl.run()
      let data = out.fileHandleForReading.readDataToEndOfFile()
      curl.waitUntilExit()
      return String(decoding: data, as: UTF8.self)
    }
    let decision =
      #"{"locale": "de-DE", "note": "'seit' reads better", "pattern": "0123456789abcdef", "template": "lead.now", "verdict": "rejected"}"#
    #expect(try curl([base + "/review.html"]) == "200")
    #expect(try curl(["--path-as-is", base + "/review/../decisions.json"]) == "404")
    #expect(
      try curl(["-H", "Origin: http://example.com", "-d", decision, base + "/decisions"]) == "403")
    #expect(try curl(["-H", "Host: example.com", "-d", decision, base + "/decisions"]) == "421")
    #expect(!FileManager.default.fileExists(atPath: file.path))
    #expect(try curl(["-d", "{\"verdict\": \"maybe\"}", base + "/decisions"]) == "400")
    #expect(try curl(["-H", "Origin: \(base)", "-d", decision, base + "/decisions"]) == "204")
    let saved = try String(contentsOf: file, encoding: .utf8)
    #expect(saved.contains(#""note": "'seit' reads better""#), "\(saved)")
    #expect(saved.contains(#""schema": "glance.decisions/1""#))
  }
}
