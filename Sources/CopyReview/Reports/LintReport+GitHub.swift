import Snapshots

extension LintReport {
  /// The report as GitHub Actions workflow commands: one annotation per group of findings, on
  /// the snapshot and line of its first entry, "same finding in 11 entries" when it recurs;
  /// errors as `::error`, warnings as `::warning`, what needs review as `::notice`. GitHub
  /// shows only the first annotations of a step, so the most severe come first; the totals
  /// follow as a plain line.
  public func githubAnnotations(summary: String) -> String {
    let ordered = groups.enumerated().sorted {
      ($0.element.first.severity, $1.offset) > ($1.element.first.severity, $0.offset)
    }.map(\.element)
    var lines = ordered.map { group in
      let finding = group.first
      let level: WorkflowCommand.Level =
        switch finding.severity {
        case .error: .error
        case .warning: .warning
        case .needsReview: .notice
        }
      return WorkflowCommand(
        level, title: "\(finding.rule) \(CopyLinter.rule(finding.rule)?.name ?? "")",
        file: finding.path,
        line: line(finding),
        message:
          "\(finding.message)\(group.recurrence)\n\(finding.judged.rawValue) (\(finding.locale), \(finding.family.rawValue), \(finding.textSize.rawValue) text size) at \(finding.pointer): \(finding.subject)"
      ).description
    }
    lines.append(summary)
    return lines.joined(separator: "\n") + "\n"
  }

  /// A Markdown summary for `$GITHUB_STEP_SUMMARY`: the findings by rule and severity in a
  /// table, then the totals line.
  public func stepSummary(title: String, summary: String) -> String {
    var counts: [String: [LintSeverity: Int]] = [:]
    for group in groups {
      counts[group.first.rule, default: [:]][group.first.severity, default: 0] += group.all.count
    }
    let rows = CopyLinter.rules.compactMap { rule -> [String]? in
      guard let row = counts[rule.id] else { return nil }
      return ["\(rule.id) \(rule.name)"]
        + [LintSeverity.error, .warning, .needsReview].map { String(row[$0] ?? 0) }
    }
    let table = StepSummary.Table(
      [
        ("Rule", .text), ("Errors", .number), ("Warnings", .number),
        ("Needing review", .number),
      ], rows: rows)
    return StepSummary(
      title: title, tables: rows.isEmpty ? [] : [table], empty: "No findings.", summary: summary
    ).markdown
  }
}
