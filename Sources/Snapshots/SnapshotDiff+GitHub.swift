extension SnapshotDiff {
  /// The diff as GitHub Actions workflow commands: one `::error` annotation per snapshot that
  /// changed, is on one side only or cannot be read, after one with the count (GitHub shows
  /// only the first ten annotations of a step, so the count comes first), then the count as a
  /// plain line for the log.
  ///
  /// An annotation names the reference snapshot (`file=`, under `reference` as the user gave
  /// it, which is the repository's committed file when the step runs from the checkout) and
  /// carries the file's text diff as its message. Values are escaped as the runner reads them:
  /// `%`, CR and LF in the message; those and `:` and `,` in properties.
  public func githubAnnotations(reference: String, actual: String) -> String {
    var lines: [String] = []
    if !isEmpty {
      lines.append(Self.command(title: "Snapshots differ", file: nil, message: summaryLine))
    }
    for change in changed {
      lines.append(
        Self.command(
          title: "Snapshot changed: \(change.path)", file: Self.joined(reference, change.path),
          message: self.body(change)))
    }
    for path in onlyInReference {
      lines.append(
        Self.command(
          title: "Snapshot no longer written: \(path)", file: Self.joined(reference, path),
          message: "\(path) is in the reference snapshots but the run did not write it"))
    }
    for path in onlyInActual {
      lines.append(
        Self.command(
          title: "New snapshot: \(path)", file: nil,
          message: "\(Self.joined(actual, path)) has no reference snapshot"))
    }
    for file in unreadable {
      let folder = file.side == .reference ? reference : actual
      lines.append(
        Self.command(
          title: "Unreadable \(file.side.rawValue) snapshot: \(file.path)",
          file: Self.joined(folder, file.path), message: file.error.located))
    }
    lines.append(summaryLine)
    return lines.joined(separator: "\n") + "\n"
  }

  /// `::error file=…,title=…::message`.
  static func command(title: String, file: String?, message: String) -> String {
    WorkflowCommand(title: title, file: file, message: message).description
  }
}
