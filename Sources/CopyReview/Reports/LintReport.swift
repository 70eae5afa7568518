import JSON

/// The findings of a lint run as the reports for CI and editors group them: the same finding
/// in several entries of one snapshot (the same rule, words and message, as a timeline repeats
/// a sentence entry after entry) is one annotation, "same finding in 11 entries", placed at
/// its first entry.
public struct LintReport: Sendable {
  /// One finding and the entries of its snapshot where it recurs.
  public struct Group: Sendable {
    /// The first occurrence, in reporting order.
    public var first: LintFinding
    /// Every occurrence, the first included, in reporting order.
    public var all: [LintFinding]

    /// "", or " (same finding in 11 entries)".
    public var recurrence: String {
      all.count > 1 ? " (same finding in \(all.count) entries)" : ""
    }
  }

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
    var index: [Key: Int] = [:]
    var groups: [Group] = []
    for finding in findings.sorted(by: LintFinding.reportingOrder) {
      let key = Key(
        path: finding.path, rule: finding.rule, severity: finding.severity,
        judged: finding.judged, fingerprint: finding.fingerprint,
        message: CopyFingerprint.normalised(finding.message))
      if let position = index[key] {
        groups[position].all.append(finding)
      } else {
        index[key] = groups.count
        groups.append(Group(first: finding, all: [finding]))
      }
    }
    self.groups = groups
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
