import Snapshots

extension LintReport {
  /// The report as JUnit XML (`JUnitReport`): one test case per snapshot judged, failing with
  /// one `<failure>` per group of findings that fails the run and listing the others (needs
  /// review, or warnings without `--strict`) in its `<system-out>`.
  ///
  /// - Parameters:
  ///   - failing: the least severity that fails the run (error, or warning with `--strict`).
  ///   - seconds: how long the lint took.
  public func junit(name: String, failing: LintSeverity, seconds: Double) -> String {
    let byPath = Dictionary(grouping: groups, by: \.first.path)
    let paths = Set(snapshots).union(byPath.keys).sorted()
    let cases = paths.map { path in
      var outcomes: [JUnitReport.Outcome] = []
      var passed: [String] = []
      for group in byPath[path] ?? [] {
        let finding = group.first
        let text =
          "\(finding.path):\(line(finding).map(String.init) ?? "") \(finding.pointer)\n\(finding.report)"
        if finding.severity >= failing {
          outcomes.append(
            JUnitReport.Outcome(
              .failure, type: finding.rule,
              message: "[\(finding.rule)] \(finding.message)\(group.recurrence)", text: text))
        } else {
          passed.append(
            "\(finding.severity.rawValue): [\(finding.rule)] \(finding.message)\(group.recurrence)\n\(text)"
          )
        }
      }
      return JUnitReport.TestCase(
        snapshot: path, outcomes: outcomes, output: passed.joined(separator: "\n"))
    }
    return JUnitReport(name: "glance lint", suite: name, cases: cases, seconds: seconds).xml
  }
}
