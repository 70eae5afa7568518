import ICalendar
import JSON
import Summaries

/// What changed between two sets of snapshot files, entry by entry, in words a reviewer reads:
/// summaries old and new, entries added or removed, actions changed, files on one side only.
public struct SnapshotDiff: Sendable {
  public struct EntryChange: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
      case added(summary: String)
      case removed(summary: String)
      case changed(oldSummary: String, newSummary: String, details: [String])
    }
    public var date: String
    public var kind: Kind
  }

  public struct FileChange: Sendable, Hashable {
    public var path: String
    public var entries: [EntryChange]
    /// Differences outside entries (header fields), or the whole file when it is not a
    /// snapshot.
    public var notes: [String]
  }

  public var onlyInReference: [String]
  public var onlyInActual: [String]
  public var changed: [FileChange]

  public var isEmpty: Bool { onlyInReference.isEmpty && onlyInActual.isEmpty && changed.isEmpty }

  /// Files that are compared: everything but the manifest, which changes with any snapshot.
  public static func isCompared(_ path: String) -> Bool {
    !(path == "manifest.json" || (path.hasPrefix("manifest.") && path.hasSuffix(".json")))
  }

  public init(reference: [String: [UInt8]], actual: [String: [UInt8]]) {
    let referencePaths = Set(reference.keys.filter(Self.isCompared))
    let actualPaths = Set(actual.keys.filter(Self.isCompared))
    onlyInReference = referencePaths.subtracting(actualPaths).sorted()
    onlyInActual = actualPaths.subtracting(referencePaths).sorted()
    changed = referencePaths.intersection(actualPaths).sorted().compactMap { path in
      guard let old = reference[path], let new = actual[path], old != new else { return nil }
      return Self.compare(path: path, old: old, new: new)
    }
  }

  static func compare(path: String, old: [UInt8], new: [UInt8]) -> FileChange {
    let name = path.split(separator: "/").last.map(String.init) ?? path
    if name.hasPrefix("diagnostics") {
      guard let before = DiagnosticsFile.read(old), let after = DiagnosticsFile.read(new) else {
        return FileChange(path: path, entries: [], notes: ["the file differs"])
      }
      return FileChange(path: path, entries: [], notes: diagnosticNotes(before, after))
    }
    let before: SnapshotDocument
    let after: SnapshotDocument
    do {
      before = try SnapshotDocument(bytes: old, file: "reference")
      after = try SnapshotDocument(bytes: new, file: "actual")
    } catch {
      return FileChange(path: path, entries: [], notes: ["the file differs (\(error))"])
    }
    return FileChange(
      path: path, entries: entryChanges(before.entries, after.entries),
      notes: headerNotes(before, after))
  }

  /// What differs outside the entries, one line per field.
  static func headerNotes(_ old: SnapshotDocument, _ new: SnapshotDocument) -> [String] {
    func budget(_ budget: LengthBudget?) -> String {
      budget.map {
        "\(CanonicalJSONWriter.format($0.soft)) s, at most \(CanonicalJSONWriter.format($0.hard)) s"
      } ?? "(none)"
    }
    let fields: [(SnapshotDocument.CodingKeys, String, String)] = [
      (.source, old.source, new.source),
      (.family, old.family.rawValue, new.family.rawValue),
      (.textSize, old.textSize.rawValue, new.textSize.rawValue),
      (.capacity, String(old.capacity), String(new.capacity)),
      (.locale, old.locale, new.locale),
      (.timeZone, old.timeZone, new.timeZone),
      (
        .referenceDate, ISO8601Value.format(instant: old.referenceDate),
        ISO8601Value.format(instant: new.referenceDate)
      ),
      (
        .reloadAfter, ISO8601Value.format(instant: old.reloadAfter),
        ISO8601Value.format(instant: new.reloadAfter)
      ),
      (.budget, budget(old.budget), budget(new.budget)),
    ]
    return fields.filter { $0.1 != $0.2 }.map { "\($0.0.rawValue): \($0.1) → \($0.2)" }
  }

  /// Entries matched by their instant: added, removed, or changed with what changed.
  static func entryChanges(_ old: [SnapshotDocument.Entry], _ new: [SnapshotDocument.Entry])
    -> [EntryChange]
  {
    func byDate(_ entries: [SnapshotDocument.Entry]) -> [String: SnapshotDocument.Entry] {
      Dictionary(entries.map { ($0.dateText, $0) }, uniquingKeysWith: { first, _ in first })
    }
    let before = byDate(old)
    let after = byDate(new)
    var changes: [EntryChange] = []
    for date in Set(before.keys).union(after.keys).sorted() {
      switch (before[date], after[date]) {
      case (nil, let added?):
        changes.append(EntryChange(date: date, kind: .added(summary: added.summary)))
      case (let removed?, nil):
        changes.append(EntryChange(date: date, kind: .removed(summary: removed.summary)))
      case (let old?, let new?) where old != new:
        changes.append(
          EntryChange(
            date: date,
            kind: .changed(
              oldSummary: old.summary, newSummary: new.summary, details: details(old, new))))
      default:
        break
      }
    }
    return changes
  }

  static func details(_ old: SnapshotDocument.Entry, _ new: SnapshotDocument.Entry) -> [String] {
    var details: [String] = []
    if old.actions != new.actions {
      let (oldNames, newNames) = (old.actions.map(\.name), new.actions.map(\.name))
      details.append(
        oldNames != newNames
          ? "actions: \(oldNames.joined(separator: "; ")) → \(newNames.joined(separator: "; "))"
          : "actions: the same names, different intents")
    }
    if old.items != new.items { details.append("items changed") }
    if old.overflow != new.overflow {
      details.append("overflow: \(old.overflow) → \(new.overflow)")
    }
    if old.seconds != new.seconds {
      let format = { (seconds: Double?) in
        seconds.map { CanonicalJSONWriter.format($0) } ?? "(none)"
      }
      details.append("seconds: \(format(old.seconds)) → \(format(new.seconds))")
    }
    if old.relevance != new.relevance {
      details.append(
        "relevance: \(CanonicalJSONWriter.format(old.relevance)) → \(CanonicalJSONWriter.format(new.relevance))"
      )
    }
    return details
  }

  static func diagnosticNotes(_ old: [Diagnostic], _ new: [Diagnostic]) -> [String] {
    let (before, after) = (Set(old), Set(new))
    let removed = old.filter { !after.contains($0) }.map { "- \($0)" }
    let added = new.filter { !before.contains($0) }.map { "+ \($0)" }
    return removed + added
  }

  /// The diff as text: per file and entry, old summary then new.
  public var text: String {
    var lines: [String] = []
    for change in changed {
      lines.append(change.path)
      for note in change.notes { lines.append("  \(note)") }
      for entry in change.entries {
        switch entry.kind {
        case .added(let summary):
          lines.append("  entry \(entry.date) added")
          lines.append("    + \(summary)")
        case .removed(let summary):
          lines.append("  entry \(entry.date) removed")
          lines.append("    - \(summary)")
        case .changed(let old, let new, let details):
          lines.append("  entry \(entry.date)")
          if old != new {
            lines.append("    - \(old)")
            lines.append("    + \(new)")
          }
          for detail in details { lines.append("    \(detail)") }
        }
      }
    }
    for path in onlyInReference { lines.append("only in reference: \(path)") }
    for path in onlyInActual { lines.append("only in actual: \(path)") }
    let summary =
      isEmpty
      ? "no differences"
      : "\(changed.count) file\(changed.count == 1 ? "" : "s") differ, \(onlyInReference.count) only in reference, \(onlyInActual.count) only in actual"
    lines.append(summary)
    return lines.joined(separator: "\n") + "\n"
  }
}
