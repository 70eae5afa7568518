import Agenda

/// How relevant a widget entry is for Smart Stack rotation, from 0 to 1.
///
/// WidgetKit rotates the widget with the highest relevance to the top of a stack, so the
/// score says how much the entry matters *now*:
///
/// | situation | relevance |
/// | --- | --- |
/// | an event is in progress | 1.0 |
/// | a timed event starts within the hour, or a reminder is due now | 0.8 |
/// | a reminder is overdue | 0.6 |
/// | something else is on today (timed, all-day or due) | 0.4 |
/// | nothing today, something on a later day of the look-ahead | 0.2 |
/// | nothing at all | 0.1 |
///
/// The highest situation that applies wins; all items of the look-ahead count, shown or not.
/// The layout makes an entry at every moment the score changes (an hour before each start).
public enum Relevance {
  /// How far ahead of its start a timed event raises relevance.
  public static let startsSoon: Int64 = 3600

  public static func score(_ rows: [TimelineRow], at date: Int64) -> Double {
    score(
      rows.map { row in
        var start = Int64.max
        if case .instant(let instant)? = row.item.start { start = instant }
        return (row.item.kind, start, row.state, row.dayOffset)
      }, at: date)
  }

  static func score(
    _ rows: [(item: TimelineLayout.Prepared.Item, state: RowState, dayOffset: Int)], at date: Int64
  ) -> Double {
    score(rows.map { ($0.item.kind, $0.item.start, $0.state, $0.dayOffset) }, at: date)
  }

  /// The score of rows given by kind, start (`.max` when not timed), state and day offset.
  static func score(
    _ rows: [(kind: AgendaItem.Kind, start: Int64, state: RowState, dayOffset: Int)],
    at date: Int64
  ) -> Double {
    if rows.contains(where: { $0.state == .inProgress }) { return 1.0 }
    let soon = rows.contains { row in
      if row.state == .dueNow { return true }
      guard row.state == .upcoming, row.kind == .event, row.start != .max else { return false }
      return row.start - date <= startsSoon
    }
    if soon { return 0.8 }
    if rows.contains(where: { $0.state == .overdue }) { return 0.6 }
    if rows.contains(where: { $0.dayOffset == 0 }) { return 0.4 }
    return rows.isEmpty ? 0.1 : 0.2
  }
}
