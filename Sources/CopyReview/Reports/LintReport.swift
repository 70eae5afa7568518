import JSON
import Snapshots

/// The findings of a lint run as the reports for CI and editors group them: the same finding
/// in several entries of one snapshot (the same rule, words and message, as a timeline repeats
/// a sentence entry after entry) is one annotation, "same finding in 11 entries", placed at
/// its first entry.
public struct LintReport: Sendable {
  /// One finding and the entries of its snapshot where it recurs.
  public typealias Group = Recurrence<LintFinding>

  public var groups: [Group]
  /// The snapshots judged, as findings name them: a report for test runners lists each as a
  /// test case, passing when it has no finding.
  public var snapshots: [String]
  /// By snapshot path, the line of each finding's JSON pointer (`JSONLineIndex`), where known.
  public var lines: [String: [String: Int]]

  public init(findings: [LintFinding], snapshots: [String], lines: [String: [String: Int]] = [:]) {
    self.snapshots = snapshots
    self.lines = lines
    struct Key: Hashable {
      var path: String
      var rule: String
      var severity: LintSeverity
      var judged: LintFinding.Judged
      var fingerprint: String
      var message: String
    }
    groups = Group.grouped(findings.sorted(by: LintFinding.reportingOrder)) { finding in
      Key(
        path: finding.path, rule: finding.rule, severity: finding.severity,
        judged: finding.judged, fingerprint: finding.fingerprint,
        message: CopyFingerprint.normalised(finding.message))
    }
  }

  /// The line of `finding` in its file, when known.
  public func line(_ finding: LintFinding) -> Int? {
    lines[finding.path]?[finding.pointer]
  }

  /// The JSON pointers to locate, by file: what `lines` should hold.
  public static func pointers(_ findings: [LintFinding]) -> Set<String> {
    Set(findings.map(\.pointer))
  }
}

extension Recurrence where Element == LintFinding {
  /// "", or " (same finding in 11 entries)".
  public var recurrence: String { note("finding") }
}
