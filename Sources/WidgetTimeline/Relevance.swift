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
    if rows.contains(where: { $0.state == .inProgress }) { return 1.0 }
    let soon = rows.contains { row in
      if row.state == .dueNow { return true }
      guard row.state == .upcoming, row.item.kind == .event, !row.item.isAllDay,
        case .instant(let start)? = row.item.start
      else { return false }
      return start - date <= startsSoon
    }
    if soon { return 0.8 }
    if rows.contains(where: { $0.state == .overdue }) { return 0.6 }
    if rows.contains(where: { $0.dayOffset == 0 }) { return 0.4 }
    return rows.isEmpty ? 0.1 : 0.2
  }
}
