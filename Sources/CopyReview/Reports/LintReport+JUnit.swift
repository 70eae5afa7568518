import Snapshots

extension LintReport {
  /// The report as JUnit XML that Jenkins' xUnit schema (`junit-10.xsd`), GitLab and other
  /// test-report readers accept: one test suite, one test case per snapshot judged, failing
  /// with one `<failure>` per group of findings that fails the run and listing the others
  /// (needs review, or warnings without `--strict`) in its `<system-out>`.
  ///
  /// The test case is named by the snapshot's path; its class name is the source and locale
  /// (`student.en-US`), so reports group a person's snapshots. The suite's `time` is the lint's
  /// wall time in seconds, the only bytes that differ between two runs over the same
  /// snapshots; a test case's is 0, as snapshots are not timed one by one.
  ///
  /// - Parameters:
  ///   - failing: the least severity that fails the run (error, or warning with `--strict`).
  ///   - seconds: how long the lint took.
  public func junit(name: String, failing: LintSeverity, seconds: Double) -> String {
    let byPath = Dictionary(grouping: groups, by: \.first.path)
    let paths = Set(snapshots).union(byPath.keys).sorted()
    var failures = 0
    var cases: [String] = []
    for path in paths {
      let found = byPath[path] ?? []
      let parts = path.split(separator: "/")
      let className = parts.count > 2 ? parts.suffix(3).dropLast().joined(separator: ".") : "glance"
      var body: [String] = []
      var passed: [String] = []
      for group in found {
        let finding = group.first
        let text =
          "\(finding.path):\(line(finding).map(String.init) ?? "") \(finding.pointer)\n\(finding.report)"
        if finding.severity >= failing {
          body.append(
            "      <failure type=\"\(finding.rule)\" message=\"\(XML.escaped("[\(finding.rule)] \(finding.message)\(group.recurrence)"))\">\(XML.escaped(text))</failure>"
          )
        } else {
          passed.append(
            "\(finding.severity.rawValue): [\(finding.rule)] \(finding.message)\(group.recurrence)\n\(text)"
          )
        }
      }
      if !passed.isEmpty {
        body.append("      <system-out>\(XML.escaped(passed.joined(separator: "\n")))</system-out>")
      }
      if body.contains(where: { $0.hasPrefix("      <failure") }) { failures += 1 }
      let open =
        "    <testcase name=\"\(XML.escaped(path))\" classname=\"\(XML.escaped(className))\" time=\"0\""
      cases.append(
        body.isEmpty
          ? open + "/>" : ([open + ">"] + body + ["    </testcase>"]).joined(separator: "\n"))
    }
    let time = String(format: "%.3f", max(0, seconds))
    let counts = "tests=\"\(paths.count)\" failures=\"\(failures)\" errors=\"0\""
    return
      ([
        #"<?xml version="1.0" encoding="UTF-8"?>"#,
        "<testsuites name=\"glance lint\" \(counts) time=\"\(time)\">",
        "  <testsuite name=\"\(XML.escaped(name))\" \(counts) skipped=\"0\" time=\"\(time)\">",
      ] + cases + ["  </testsuite>", "</testsuites>"]).joined(separator: "\n") + "\n"
  }
}

/// XML text, escaped as the diff's JUnit report escapes it.
enum XML {
  static func escaped(_ text: String) -> String { SnapshotDiff.escaped(text) }
}
