import Snapshots
import Summaries

/// The tables of entries' actions (``EntryHTML/actionsTable(_:locale:into:)``) on one locale's
/// pages, each action's row written once and copied after.
///
/// A source's snapshots of a locale are its families at both text sizes, their entries a
/// quarter of an hour apart: the same rows are offered the same actions entry after entry and
/// family after family, each action a row of its name, trigger, intent and parameters escaped
/// piece by piece. An action is found again by its digest (a hash of its bytes, made when it
/// was read) and compared whole, so an equal action is the same bytes and writes the same row.
struct ActionTables {
  /// An action, hashed by its digest alone.
  private struct Key: Hashable {
    var action: AccessibilityAction

    static func == (a: Key, b: Key) -> Bool { a.action == b.action }
    func hash(into hasher: inout Hasher) { hasher.combine(action.digest) }
  }

  private var rows: [Key: HTMLBytes] = [:]

  /// The table of `actions` in `locale` (the same for every table made here), appended to
  /// `html`.
  mutating func append(
    _ actions: [AccessibilityAction], locale: String, into html: inout HTMLBytes
  ) {
    EntryHTML.actionsTable(actions, locale: locale, into: &html) { action, html in
      let key = Key(action: action)
      if let known = rows[key] {
        html.append(known)
        return
      }
      var row = HTMLBytes()
      EntryHTML.actionRow(action, locale: locale, into: &row)
      html.append(row)
      rows[key] = row
    }
  }
}
