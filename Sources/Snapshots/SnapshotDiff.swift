import JSON

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
    guard let oldJSON = try? JSONReader().read(old), let newJSON = try? JSONReader().read(new)
    else {
      return FileChange(path: path, entries: [], notes: ["the file differs (not JSON)"])
    }
    if path.hasSuffix("diagnostics.json") || path.hasPrefix("diagnostics") {
      return FileChange(path: path, entries: [], notes: diagnosticNotes(oldJSON, newJSON))
    }
    guard case .string("glance.snapshot/1")? = newJSON["schema"],
      case .array(let oldEntries)? = oldJSON["entries"],
      case .array(let newEntries)? = newJSON["entries"]
    else { return FileChange(path: path, entries: [], notes: ["the file differs"]) }
    var notes: [String] = []
    for key in [
      "family", "textSize", "capacity", "locale", "timeZone", "referenceDate", "reloadAfter",
    ]
    where oldJSON[key] != newJSON[key] {
      notes.append("\(key): \(describe(oldJSON[key])) → \(describe(newJSON[key]))")
    }
    func byDate(_ entries: [JSONValue]) -> [String: JSONValue] {
      Dictionary(
        entries.compactMap { entry in entry["date"]?.stringValue.map { ($0, entry) } },
        uniquingKeysWith: { a, _ in a })
    }
    let before = byDate(oldEntries)
    let after = byDate(newEntries)
    var changes: [EntryChange] = []
    for date in Set(before.keys).union(after.keys).sorted() {
      switch (before[date], after[date]) {
      case (nil, let added?):
        changes.append(
          EntryChange(date: date, kind: .added(summary: added["summary"]?.stringValue ?? "")))
      case (let removed?, nil):
        changes.append(
          EntryChange(date: date, kind: .removed(summary: removed["summary"]?.stringValue ?? "")))
      case (let old?, let new?) where old != new:
        var details: [String] = []
        if old["actions"] != new["actions"] {
          let names = { (entry: JSONValue) in
            (entry["actions"]?.arrayValue ?? []).compactMap { $0["name"]?.stringValue }
          }
          let (oldNames, newNames) = (names(old), names(new))
          if oldNames != newNames {
            details.append(
              "actions: \(oldNames.joined(separator: "; ")) → \(newNames.joined(separator: "; "))")
          } else {
            details.append("actions: the same names, different intents")
          }
        }
        for key in ["items", "overflow", "relevance"] where old[key] != new[key] {
          details.append(
            key == "items"
              ? "items changed" : "\(key): \(describe(old[key])) → \(describe(new[key]))")
        }
        changes.append(
          EntryChange(
            date: date,
            kind: .changed(
              oldSummary: old["summary"]?.stringValue ?? "",
              newSummary: new["summary"]?.stringValue ?? "",
              details: details)))
      default:
        break
      }
    }
    return FileChange(path: path, entries: changes, notes: notes)
  }

  static func describe(_ value: JSONValue?) -> String {
    guard let value else { return "(none)" }
    if case .string(let text) = value { return text }
    return CanonicalJSONWriter.compact(value)
  }

  static func diagnosticNotes(_ old: JSONValue, _ new: JSONValue) -> [String] {
    func lines(_ value: JSONValue) -> [String] {
      (value["diagnostics"]?.arrayValue ?? []).map { CanonicalJSONWriter.compact($0) }
    }
    let (before, after) = (lines(old), lines(new))
    let removed = before.filter { !after.contains($0) }.map { "- \($0)" }
    let added = after.filter { !before.contains($0) }.map { "+ \($0)" }
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
