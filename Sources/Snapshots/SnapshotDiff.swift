import ICalendar
import JSON

/// What changed between two sets of snapshot files, as typed values: per file the header
/// fields, per entry the summary and the other fields, per item row and per action (with its
/// intent) each field that changed; files on one side only; files that cannot be read.
///
/// Snapshots are compared as decoded `SnapshotDocument`s, never as JSON text, so the diff
/// reads whatever encoding the decoder reads. Only files whose bytes differ, or that are on
/// one side only, are decoded. The renderings (`text`, `json`, `junit`, `githubAnnotations`)
/// are in extensions of their own; this type has no file system.
public struct SnapshotDiff: Sendable {
  public enum Side: String, Sendable, Hashable {
    case reference, actual
  }

  public enum Status: String, Sendable, Hashable {
    /// Only in the actual files.
    case added
    /// Only in the reference files.
    case removed
    case changed
  }

  /// One field whose value differs; `nil` when the field is absent on that side.
  public struct FieldChange: Sendable, Hashable {
    /// The field's name in the snapshot, dotted below the entry, item or action it belongs to:
    /// `summary`, `state`, `intent.parameters.isFavorite`.
    public var field: String
    public var old: JSONValue?
    public var new: JSONValue?

    public init(field: String, old: JSONValue?, new: JSONValue?) {
      self.field = field
      self.old = old
      self.new = new
    }
  }

  /// A visible row or an action of an entry, added, removed or changed.
  public struct PartChange: Sendable, Hashable {
    /// What the reader calls it: an item's title, an action's name (the actual one when both
    /// exist).
    public var name: String
    /// An item's id; `nil` for an action.
    public var id: String?
    public var status: Status
    /// The fields that changed (empty for a part added or removed).
    public var fields: [FieldChange]
  }

  public struct EntryChange: Sendable, Hashable {
    /// The entry's instant, `2026-06-01T11:00:00Z`.
    public var date: String
    public var status: Status
    /// The entry's own fields; for an entry added or removed, its summary.
    public var fields: [FieldChange]
    public var items: [PartChange]
    public var actions: [PartChange]
    /// The line of the entry's summary in the reference snapshot, where an annotation puts
    /// it; `nil` for an entry the reference does not have.
    public var line: Int? = nil
  }

  public struct FileChange: Sendable, Hashable {
    /// The path inside both folders, with `/` separators.
    public var path: String
    /// Fields of the snapshot outside its entries.
    public var fields: [FieldChange]
    public var entries: [EntryChange]
    /// For `diagnostics.json`: the diagnostics on one side only.
    public var removedDiagnostics: [Diagnostic] = []
    public var addedDiagnostics: [Diagnostic] = []
  }

  /// A file that should be a snapshot (or a diagnostics file) and does not decode.
  public struct Unreadable: Sendable, Hashable {
    public var side: Side
    public var path: String
    /// Where in the document and what is wrong (its `file` is `path`).
    public var error: SnapshotDocument.DecodingError
  }

  public var onlyInReference: [String]
  public var onlyInActual: [String]
  public var changed: [FileChange]
  public var unreadable: [Unreadable]
  /// Files on both sides with the same bytes.
  public var identical: [String]

  public var isEmpty: Bool {
    onlyInReference.isEmpty && onlyInActual.isEmpty && changed.isEmpty && unreadable.isEmpty
  }

  /// The one file at the top of an output folder that is compared: the run's diagnostics.
  /// The manifests (they change with any snapshot) and the shards' files, which `glance merge`
  /// sums up in `manifest.json` and `diagnostics.json`, are the bookkeeping of runs.
  public static let diagnosticsFile = "diagnostics.json"

  /// Files that are compared: snapshots and `diagnostics.json`.
  public static func isCompared(_ path: String) -> Bool {
    path == diagnosticsFile || isSnapshot(path)
  }

  /// Whether `path` is where a run writes snapshots: `<source>/<locale>/<family>.json`.
  public static func isSnapshot(_ path: String) -> Bool {
    path.hasSuffix(".json")
      && path.split(separator: "/", omittingEmptySubsequences: false).count == 3
  }

  public init(reference: [String: [UInt8]], actual: [String: [UInt8]]) {
    let referencePaths = Set(reference.keys.filter(Self.isCompared))
    let actualPaths = Set(actual.keys.filter(Self.isCompared))
    var unreadable: [Unreadable] = []
    // A file on one side only is still read, so that a broken one is named.
    func readable(_ path: String, _ bytes: [UInt8], _ side: Side) -> Bool {
      guard let error = Self.decodingError(path: path, bytes: bytes) else { return true }
      unreadable.append(Unreadable(side: side, path: path, error: error))
      return false
    }
    onlyInReference = referencePaths.subtracting(actualPaths).sorted().filter {
      readable($0, reference[$0]!, .reference)
    }
    onlyInActual = actualPaths.subtracting(referencePaths).sorted().filter {
      readable($0, actual[$0]!, .actual)
    }
    var identical: [String] = []
    var changed: [FileChange] = []
    for path in referencePaths.intersection(actualPaths).sorted() {
      let (old, new) = (reference[path]!, actual[path]!)
      if old == new {
        identical.append(path)
        continue
      }
      let comparison = Self.compare(path: path, old: old, new: new)
      if let change = comparison.change { changed.append(change) }
      unreadable += comparison.unreadable
    }
    self.identical = identical
    self.changed = changed
    self.unreadable = unreadable.sorted {
      $0.path != $1.path ? $0.path < $1.path : $0.side == .reference && $1.side == .actual
    }
  }

  /// The reason `bytes` at `path` are not what the path promises; `nil` when they are.
  static func decodingError(path: String, bytes: [UInt8]) -> SnapshotDocument.DecodingError? {
    if path == diagnosticsFile {
      return DiagnosticsFile.read(bytes) == nil ? notDiagnostics(path) : nil
    }
    do {
      _ = try SnapshotDocument(bytes: bytes, file: path)
      return nil
    } catch {
      return error
    }
  }

  static func notDiagnostics(_ path: String) -> SnapshotDocument.DecodingError {
    SnapshotDocument.DecodingError(
      file: path, path: nil, message: "not a '\(DiagnosticsFile.schema)' file",
      isNotASnapshot: true)
  }

  /// The change of a file whose bytes differ, or why a side cannot be read.
  static func compare(path: String, old: [UInt8], new: [UInt8]) -> (
    change: FileChange?, unreadable: [Unreadable]
  ) {
    if path == diagnosticsFile {
      let before = DiagnosticsFile.read(old)
      let after = DiagnosticsFile.read(new)
      guard let before, let after else {
        let sides = [(Side.reference, before == nil), (.actual, after == nil)]
        return (
          nil,
          sides.filter(\.1).map {
            Unreadable(side: $0.0, path: path, error: notDiagnostics(path))
          }
        )
      }
      let (kept, now) = (Set(before), Set(after))
      let change = FileChange(
        path: path, fields: [], entries: [],
        removedDiagnostics: before.filter { !now.contains($0) },
        addedDiagnostics: after.filter { !kept.contains($0) })
      return (change, [])
    }
    var failures: [Unreadable] = []
    var documents: [SnapshotDocument] = []
    for (side, bytes) in [(Side.reference, old), (.actual, new)] {
      do {
        documents.append(try SnapshotDocument(bytes: bytes, file: path))
      } catch {
        failures.append(Unreadable(side: side, path: path, error: error))
      }
    }
    guard failures.isEmpty else { return (nil, failures) }
    var change = SnapshotComparison(documents[0], documents[1]).change(path: path)
    locate(&change.entries, in: documents[0], bytes: old)
    return (change, [])
  }

  /// Sets the line of each entry the reference has: where its summary is in `bytes`.
  static func locate(_ entries: inout [EntryChange], in reference: SnapshotDocument, bytes: [UInt8])
  {
    let wanted = Set(entries.lazy.filter { $0.status != .added }.map(\.date))
    guard !wanted.isEmpty else { return }
    let summary = SnapshotDocument.Entry.CodingKeys.summary.rawValue
    var pointers: [String: String] = [:]
    for (index, entry) in reference.entries.enumerated() where wanted.contains(entry.dateText) {
      pointers[entry.dateText] = pointers[entry.dateText] ?? "/entries/\(index)/\(summary)"
    }
    let lines = JSONLineIndex.lines(of: Set(pointers.values), in: bytes)
    for position in entries.indices {
      entries[position].line = pointers[entries[position].date].flatMap { lines[$0] }
    }
  }
}
