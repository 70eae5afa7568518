import ICalendar
import WidgetTimeline

/// The clauses of one timeline's mentions, worked out once each.
///
/// A timeline's entries mostly show the same items in the same states: a clause depends only
/// on its rows, their state, the entry's day and whether it stands alone, so a timeline of
/// thirty entries need not phrase the same meeting thirty times. Lives for one `compose`
/// call, on one task; never shared.
final class ClauseCache {
  struct Key: Hashable {
    var items: [String]
    var days: [LocalDate]
    var state: RowState
    var entryDay: LocalDate
    var standalone: Bool
  }

  private var clauses: [Key: ItemClause] = [:]

  func clause(
    _ mention: Mention, entry: TimelineEntry, standalone: Bool, make: () -> ItemClause
  ) -> ItemClause {
    let key = Key(
      items: mention.rows.map(\.item.id), days: mention.rows.map(\.day),
      state: mention.first.state, entryDay: entry.day, standalone: standalone)
    if let clause = clauses[key] { return clause }
    let clause = make()
    clauses[key] = clause
    return clause
  }
}
