import Snapshots
import Summaries
import WidgetTimeline

/// One snapshot as the review page shows it: the document's entries, each with the lint's
/// findings and, against a reference, what changed.
struct ReviewSnapshot: Sendable {
  struct Entry: Sendable {
    var entry: SnapshotDocument.Entry
    var findings: [LintFinding]
    /// The reference's summary for this entry, when it differs.
    var before: String?
    /// The entry is not in the reference at all.
    var isNew = false

    var date: String { entry.dateText }
    var summary: String { entry.summary }
  }

  var path: String
  var document: SnapshotDocument
  var entries: [Entry]
  /// Entries of the reference snapshot that are gone, with their summaries.
  var removedEntries: [(date: String, summary: String)] = []

  var source: String { document.source }
  var locale: String { document.locale }
  var family: WidgetFamily { document.family }
  var textSize: TextSize { document.textSize }

  init(path: String, document: SnapshotDocument, linter: CopyLinter) {
    self.path = path
    self.document = document
    let findings = Dictionary(grouping: linter.lint(document, path: path), by: \.entry)
    entries = document.entries.map { entry in
      Entry(entry: entry, findings: findings[entry.dateText] ?? [])
    }
  }

  /// Marks what changed against the reference snapshot of the same path (`nil`: a new file).
  mutating func compare(with reference: ReviewSnapshot?) {
    guard let reference else {
      for index in entries.indices { entries[index].isNew = true }
      return
    }
    let old = Dictionary(
      reference.entries.map { ($0.date, $0.summary) }, uniquingKeysWith: { first, _ in first })
    for index in entries.indices {
      switch old[entries[index].date] {
      case nil: entries[index].isNew = true
      case let summary? where summary != entries[index].summary: entries[index].before = summary
      default: break
      }
    }
    let dates = Set(entries.map(\.date))
    removedEntries = reference.entries.filter { !dates.contains($0.date) }.map {
      ($0.date, $0.summary)
    }
  }

  var hasChanges: Bool {
    !removedEntries.isEmpty || entries.contains { $0.before != nil || $0.isNew }
  }
}
