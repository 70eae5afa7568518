import Snapshots
import Summaries

/// The tables of entries' actions (``EntryHTML/actionsTable(_:locale:into:)``) written on one
/// locale's pages, by the entry's instant, so that a table is written once and copied after.
///
/// A snapshot is one family at one text size, and a source's twelve snapshots of a locale
/// have entries at the same instants, offering the same actions for the same rows: the
/// same table, a dozen actions each with its intent and parameters, escaped piece by piece,
/// twelve times. Comparing the actions with the last table written at the instant (bytes
/// compared, no hashing) and copying its bytes costs a small part of writing it again.
struct ActionTables {
  private var written: [Int64: (actions: [AccessibilityAction], html: HTMLBytes)] = [:]

  /// The table of `entry`'s actions in `locale` (the same for every table kept here),
  /// appended to `html`.
  mutating func append(
    _ entry: SnapshotDocument.Entry, locale: String, into html: inout HTMLBytes
  ) {
    if let known = written[entry.date], known.actions == entry.actions {
      html.append(known.html)
      return
    }
    var table = HTMLBytes()
    EntryHTML.actionsTable(entry.actions, locale: locale, into: &table)
    html.append(table)
    written[entry.date] = (entry.actions, table)
  }
}
