import Snapshots
import Summaries
import WidgetTimeline

/// One snapshot as the review shows it: the document's entries, each with the lint's findings
/// and what changed against the reference, and the reference's entries that are gone.
struct ReviewSnapshot: Sendable {
  var path: String
  var document: SnapshotDocument
  var entries: [ReviewEntry]
  /// Entries of the reference snapshot that this one no longer has.
  var removed: [SnapshotDocument.Entry] = []
  /// The reference has no snapshot at this path (and there is a reference).
  var isNew = false

  var source: String { document.source }
  var locale: String { document.locale }
  var family: WidgetFamily { document.family }
  var textSize: TextSize { document.textSize }

  /// The snapshot at `path` with its findings, compared with `reference` when there is one
  /// (`compared` tells a missing reference snapshot, a new file, from no reference at all).
  init(
    path: String, document: SnapshotDocument, findings: [LintFinding],
    counted: [CountedFinding], reference: SnapshotDocument?, compared: Bool
  ) {
    self.path = path
    self.document = document
    let byEntry = Dictionary(grouping: findings, by: \.entry)
    let countedByEntry = Dictionary(grouping: counted, by: \.finding.entry)
    let old = Dictionary(
      (reference?.entries ?? []).map { ($0.date, $0) }, uniquingKeysWith: { first, _ in first })
    isNew = compared && reference == nil
    entries = document.entries.map { entry in
      let change: EntryChange? =
        compared ? EntryChange(old: old[entry.date], new: entry) : nil
      return ReviewEntry(
        entry: entry, findings: byEntry[entry.dateText] ?? [],
        counted: countedByEntry[entry.dateText] ?? [], change: change)
    }
    let dates = Set(document.entries.map(\.date))
    removed = (reference?.entries ?? []).filter { !dates.contains($0.date) }
  }
}

/// An entry with its findings and its change.
struct ReviewEntry: Sendable {
  var entry: SnapshotDocument.Entry
  /// Every finding of this entry, as its page lists them.
  let findings: [LintFinding]
  /// The findings counted here, as `glance lint` reports them: without those counted at the
  /// entry's other text size, which both share (``ReviewBuilder/counted(_:)``).
  var counted: [CountedFinding]
  /// What changed against the reference; `nil` when nothing did or there is no reference.
  var change: EntryChange?

  /// The ids of the rules with findings here, in rule order, without repeats: worked out once,
  /// as the entry's page, its rows in the lists and its counts each need them.
  let rules: [String]

  init(
    entry: SnapshotDocument.Entry, findings: [LintFinding], counted: [CountedFinding],
    change: EntryChange?
  ) {
    self.entry = entry
    self.findings = findings
    self.counted = counted
    self.change = change
    rules =
      findings.isEmpty
      ? [] : CopyLinter.ruleIDs.filter { id in findings.contains { $0.rule == id } }
  }
}

/// A finding as the review's lists and counts hold it: once, with the text sizes it occurs at.
struct CountedFinding: Sendable {
  var finding: LintFinding
  var sizes: [TextSize]
}

/// How an entry differs from the reference's entry at the same instant: what a copy reviewer
/// hears and sees, the summary, the actions' names and intents and the rows drawn.
struct EntryChange: Sendable, Hashable {
  enum Kind: String, Sendable, Hashable, CaseIterable {
    case summary
    /// An action added, removed or renamed.
    case actions
    /// The same names, different intents.
    case intents
    /// The rows drawn or the count of those that did not fit.
    case rows
    /// The reference has no entry at this instant.
    case added
    /// The entry is gone (shown from the reference).
    case removed

    var label: String {
      switch self {
      case .summary: "summary changed"
      case .actions: "actions renamed"
      case .intents: "intents changed"
      case .rows: "rows changed"
      case .added: "entries added"
      case .removed: "entries removed"
      }
    }
  }

  var kinds: [Kind]
  /// The reference's entry; `nil` for an added entry.
  var before: SnapshotDocument.Entry?

  /// The change from `old` to `new`; `nil` when a reviewer would see none (relevance and the
  /// recorded seconds alone are not copy).
  init?(old: SnapshotDocument.Entry?, new: SnapshotDocument.Entry) {
    guard let old else {
      kinds = [.added]
      before = nil
      return
    }
    var kinds: [Kind] = []
    if old.summary != new.summary { kinds.append(.summary) }
    if old.actions.map(\.name) != new.actions.map(\.name) {
      kinds.append(.actions)
    } else if old.actions != new.actions {
      kinds.append(.intents)
    }
    if old.items != new.items || old.overflow != new.overflow { kinds.append(.rows) }
    guard !kinds.isEmpty else { return nil }
    self.kinds = kinds
    before = old
  }

  /// A removed entry's change.
  init(removed: SnapshotDocument.Entry) {
    kinds = [.removed]
    before = removed
  }
}
