extension SnapshotDiff {
  /// The diff as JUnit XML (`JUnitReport`): one test case per snapshot of either folder,
  /// failing when the snapshot changed or is on one side only (its message says which; its
  /// text is the file's diff), and in error when it cannot be read.
  ///
  /// The test case is named by the snapshot's path inside the folders; the suite by the
  /// reference folder, as the user gave it.
  ///
  /// - Parameter seconds: how long the comparison took, the suite's `time`.
  public func junit(reference: String, seconds: Double = 0) -> String {
    var cases: [(path: String, outcome: JUnitReport.Outcome?)] = identical.map { ($0, nil) }
    for change in changed {
      let count = change.entries.count
      var message = "the snapshot changed"
      if count > 0 { message += ": \(count) entr\(count == 1 ? "y" : "ies")" }
      cases.append(
        (change.path, .init(.failure, type: "changed", message: message, text: body(change))))
    }
    cases += onlyInReference.map {
      (
        $0,
        .init(
          .failure, type: Status.removed.rawValue,
          message: "only in the reference: the run no longer writes it")
      )
    }
    cases += onlyInActual.map {
      (
        $0,
        .init(
          .failure, type: Status.added.rawValue,
          message: "only in the actual snapshots: there is no reference for it")
      )
    }
    cases += unreadable.map {
      (
        $0.path,
        .init(
          .error, type: "unreadable",
          message: "the \($0.side.rawValue) file cannot be read: \($0.error.located)")
      )
    }
    // A file unreadable on both sides is one test case with two errors.
    let merged = Recurrence.grouped(cases, by: \.path).sorted { $0.first.path < $1.first.path }
      .map {
        JUnitReport.TestCase(snapshot: $0.first.path, outcomes: $0.all.compactMap(\.outcome))
      }
    return JUnitReport(name: "glance diff", suite: reference, cases: merged, seconds: seconds).xml
  }

  /// `folder/path`, keeping the folder as the user gave it.
  static func joined(_ folder: String, _ path: String) -> String {
    folder.isEmpty || folder == "." ? path : (folder.hasSuffix("/") ? folder : folder + "/") + path
  }
}
