extension SnapshotDiff {
  /// The diff as GitHub Actions workflow commands: one `::error` annotation with the counts
  /// first (GitHub shows only the first ten annotations of a step), then one per change
  /// (`recurringChanges`: the same change in 11 entries is one annotation, at the line of its
  /// first entry in the reference file, saying so), one per snapshot on one side only or that
  /// cannot be read, then the counts as a plain line for the log.
  ///
  /// An annotation names the reference snapshot (`file=`, under `reference` as the user gave
  /// it, which is the repository's committed file when the step runs from the checkout).
  /// Values are escaped as the runner reads them (`WorkflowCommand`).
  public func githubAnnotations(reference: String, actual: String) -> String {
    var lines: [String] = []
    if !isEmpty {
      lines.append(WorkflowCommand(title: "Snapshots differ", message: summaryLine).description)
    }
    for group in recurringChanges {
      let first = group.first
      lines.append(
        WorkflowCommand(
          title: "Snapshot changed: \(first.path)", file: Self.joined(reference, first.path),
          line: first.line, message: Self.message(group)
        ).description)
    }
    for path in onlyInReference {
      lines.append(
        WorkflowCommand(
          title: "Snapshot no longer written: \(path)", file: Self.joined(reference, path),
          message: "\(path) is in the reference snapshots but the run did not write it"
        ).description)
    }
    for path in onlyInActual {
      lines.append(
        WorkflowCommand(
          title: "New snapshot: \(path)",
          message: "\(Self.joined(actual, path)) has no reference snapshot"
        ).description)
    }
    for file in unreadable {
      let folder = file.side == .reference ? reference : actual
      lines.append(
        WorkflowCommand(
          title: "Unreadable \(file.side.rawValue) snapshot: \(file.path)",
          file: Self.joined(folder, file.path), message: file.error.located
        ).description)
    }
    lines.append(summaryLine)
    return lines.joined(separator: "\n") + "\n"
  }

  /// What an annotation says of a change: the change, and for one in several entries how
  /// many and where, then the first entry's lines in full.
  ///
  /// ```
  /// summary: …since [-Saturday-]{+Friday+}… (same change in 94 entries of 12 snapshots)
  /// first in entry 2026-06-01T11:00:00Z:
  /// summary: Return library books, overdue since [-Saturday-]{+Friday+}
  /// also in student/en-US/small.json, student/en-US/medium.json and 9 more
  /// ```
  static func message(_ group: Recurrence<Occurrence>) -> String {
    let first = group.first
    guard group.all.count > 1 else {
      return ([first.entry ?? "fields"] + first.lines).joined(separator: "\n")
    }
    var lines = first.change
    lines[lines.count - 1] += group.recurrence
    lines.append("first in \(first.entry ?? "fields"):")
    lines += first.lines
    let others = group.paths.dropFirst()
    if !others.isEmpty {
      lines.append(
        "also in " + others.prefix(5).joined(separator: ", ")
          + (others.count > 5 ? " and \(others.count - 5) more" : ""))
    }
    return lines.joined(separator: "\n")
  }

  /// A Markdown summary for `$GITHUB_STEP_SUMMARY`: the changes in a table (each once, with
  /// how many entries and snapshots it is in and where first), at most `limit` of them, then
  /// the snapshots on one side only or unreadable, then the counts.
  public func stepSummary(title: String, limit: Int = 50) -> String {
    var tables: [StepSummary.Table] = []
    let changes = recurringChanges
    if !changes.isEmpty {
      let rows = changes.prefix(limit).map { group in
        let first = group.first
        return [
          group.all.count > 1
            ? first.change.joined(separator: "\n")
            : ([first.entry ?? "fields"] + first.lines).joined(separator: "\n"),
          first.entry == nil ? "" : String(group.all.count), String(group.paths.count),
          first.path,
        ]
      }
      let left = changes.count - rows.count
      tables.append(
        StepSummary.Table(
          [("Change", .text), ("Entries", .number), ("Snapshots", .number), ("First in", .text)],
          rows: rows,
          footnote: left > 0
            ? "And \(left) more change\(left == 1 ? "" : "s"): the log has every one." : nil))
    }
    let files =
      onlyInReference.map { [$0, "only in the reference"] }
      + onlyInActual.map { [$0, "only in the actual snapshots"] }
      + unreadable.map { [$0.path, "unreadable \($0.side.rawValue): \($0.error.located)"] }
    if !files.isEmpty {
      tables.append(StepSummary.Table([("Snapshot", .text), ("Status", .text)], rows: files))
    }
    return StepSummary(
      title: title, tables: tables, empty: "No differences.", summary: summaryLine
    ).markdown
  }
}
