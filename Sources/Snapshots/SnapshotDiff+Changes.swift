extension SnapshotDiff {
  /// One change where it occurs: in an entry of a snapshot, or in a file's own fields.
  public struct Occurrence: Sendable, Hashable {
    public var path: String
    /// The entry, as the text diff heads it (`entry 2026-06-01T11:00:00Z added`); `nil` for a
    /// change to the file's own fields or to `diagnostics.json`.
    public var entry: String?
    /// Where in the reference file, when it has the entry.
    public var line: Int?
    /// The change, as the text diff writes it below the entry's heading, without colours.
    public var lines: [String]
    /// The change as occurrences of it share it: each changed text as its excerpt
    /// (`…since [-Saturday-]{+Friday+}…`), the other lines as they are.
    public var change: [String]
  }

  /// Every change of every changed file, the same change in several entries or snapshots once
  /// (`Recurrence`): the same edits (`Occurrence.change`) under the same kind of heading
  /// (changed, added or removed, or a file's own fields). A copy change repeats in every entry that says the sentence, in
  /// every family and text size; CI annotations say it once, at its first entry.
  public var recurringChanges: [Recurrence<Occurrence>] {
    var occurrences: [Occurrence] = []
    for change in changed {
      let own = fileLines(change)
      if !own.isEmpty {
        let lines = own.map(\.plain)
        occurrences.append(
          Occurrence(path: change.path, entry: nil, line: nil, lines: lines, change: lines))
      }
      for entry in change.entries {
        occurrences.append(
          Occurrence(
            path: change.path, entry: Self.heading(entry), line: entry.line,
            lines: Self.lines(entry).map(\.plain),
            change: Self.lines(entry) { ColoredText(Self.excerpt($0)) }.map(\.plain)))
      }
    }
    struct Key: Hashable {
      var kind: String?
      var lines: [String]
    }
    return Recurrence.grouped(occurrences) { occurrence in
      Key(
        kind: occurrence.entry.map { String($0.split(separator: " ").dropFirst(2).joined()) },
        lines: occurrence.change)
    }
  }
}

extension Recurrence where Element == SnapshotDiff.Occurrence {
  /// The snapshots the change is in, in order of first occurrence.
  public var paths: [String] {
    var seen: Set<String> = []
    return all.map(\.path).filter { seen.insert($0).inserted }
  }

  /// "", or " (same change in 11 entries of 3 snapshots)"; for a file's own fields,
  /// " (same change in 3 snapshots)".
  public var recurrence: String {
    let snapshots = paths.count
    let places = "\(snapshots) snapshot\(snapshots == 1 ? "" : "s")"
    guard first.entry != nil else {
      return snapshots > 1 ? " (same change in \(places))" : ""
    }
    return note("change", places: snapshots > 1 ? places : nil)
  }
}
