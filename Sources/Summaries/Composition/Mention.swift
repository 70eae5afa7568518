import Agenda
import ICalendar
import WidgetTimeline

/// One thing a summary says by name: a visible row, or the rows of one repeating event.
///
/// A large widget that shows the same stand-up on five days would read it five times; its
/// occurrences at the same time of day are said once, with their days ("Standup, from 9 to
/// 9:15 AM, daily until Friday"). The mention takes the place of its first row; the others
/// are left out where they would have been said. An occurrence in progress opens a mention
/// too, so that the same event is not announced again under a later day ("Now: Night shift,
/// until 7 AM tomorrow, and again Thursday").
struct Mention {
  /// The rows said, the first in the widget's order, then later days of the same event.
  var rows: [TimelineRow]
  /// Where those rows are among the widget's rows.
  var positions: [Int]
  /// Whether it is an `OverdueGroup`: overdue reminders said as one sentence after today's.
  var isOverdueGroup = false
  /// Where the rows of items identical to the first are (`isCopy`): said with it ("Standup,
  /// listed twice, …"), since nothing a listener hears could tell them apart.
  var copies: [Int] = []
  /// The overdue reminders the widget had no room for that an overdue group's number counts
  /// (`OverdueGroup.hidden`): counted by it, so not again by the remainder.
  var hiddenRows = 0
  /// Whether it is an event its title says is postponed ("POSTPONED: Board prep",
  /// 「【延期】…」): it does not take place at its time, so it is never said under "Now" or
  /// "Next", nor with a range or said together with what starts with it
  /// (`SummaryComposer.postponed(_:keys:)`).
  var isPostponed = false

  var first: TimelineRow { rows[0] }
  /// The widget's rows it says: its own and its identical copies'.
  var rowCount: Int { rows.count + copies.count }
  var item: AgendaItem { rows[0].item }

  /// Whether the mention asks for attention: a reminder overdue, due now or of high priority.
  var isUrgent: Bool {
    first.state == .overdue || first.state == .dueNow || item.priority == .high
  }

  /// The widget's rows as mentions, in the widget's order.
  static func mentions(_ rows: [TimelineRow], zone: ZoneRules) -> [Mention] {
    var mentions: [Mention] = []
    mentions.reserveCapacity(rows.count)
    // The mention each repeat key last opened; a widget has a handful of rows, so a list.
    var open: [(key: RepeatKey, mention: Int)] = []
    for (position, row) in rows.enumerated() {
      if let index = mentions.firstIndex(where: { $0.rows.count == 1 && isCopy(row, of: $0.first) })
      {
        mentions[index].copies.append(position)
        continue
      }
      if let key = repeatKey(row, zone: zone) {
        if let slot = open.firstIndex(where: { $0.key == key }) {
          let index = open[slot].mention
          // An occurrence in progress only opens a mention: it is said first, under "Now".
          if row.state != .inProgress, mentions[index].rows.last!.day < row.day {
            mentions[index].rows.append(row)
            mentions[index].positions.append(position)
            continue
          }
          open[slot].mention = mentions.count
        } else {
          open.append((key, mentions.count))
        }
      }
      mentions.append(Mention(rows: [row], positions: [position]))
    }
    return mentions
  }

  /// Whether `row` is an item identical to `other`'s as a listener hears it: of the same kind,
  /// state and day, at the same times, with a title that differs at most in case, in the same
  /// calendar and place, with the same states. Such twins (one invitation imported twice) are
  /// said once with how many there are.
  static func isCopy(_ row: TimelineRow, of other: TimelineRow) -> Bool {
    // What the row holds first, then the item's fields, which are behind its storage box.
    guard row.day == other.day, row.state == other.state else { return false }
    let item = row.item
    let first = other.item
    return item.start == first.start && item.end == first.end && item.kind == first.kind
      && item.id != first.id
      && item.group == first.group && item.location == first.location
      && item.status == first.status && item.priority == first.priority
      && item.isFavorite == first.isFavorite && item.isCompleted == first.isCompleted
      && item.title.lowercased() == first.title.lowercased()
  }

  /// What makes two rows occurrences of one repeating event said once: the same event, at the
  /// same time of day for the same length (`allDay` for a one-day all-day event), the first
  /// in progress or still to come, the later ones still to come.
  struct RepeatKey: Equatable {
    var sourceID: String
    var title: String
    var secondOfDay: Int64
    var length: Int64
    var allDay: Bool
  }

  /// The row's repeat key; `nil` for rows said alone.
  static func repeatKey(_ row: TimelineRow, zone: ZoneRules) -> RepeatKey? {
    let item = row.item
    guard item.kind == .event,
      row.state == .upcoming || row.state == .allDay || row.state == .inProgress,
      let start = item.start
    else { return nil }
    switch start {
    case .date(let first):
      guard case .date(let last)? = item.end, last.dayNumber - first.dayNumber == 1 else {
        return nil
      }
      return RepeatKey(
        sourceID: item.sourceID, title: item.title, secondOfDay: 0, length: 0, allDay: true)
    case .instant(let instant):
      let end = item.end?.instant(in: zone) ?? instant
      let local = zone.local(forInstant: instant)
      let secondOfDay = local - CivilCalendar.floorDiv(local, 86_400) * 86_400
      return RepeatKey(
        sourceID: item.sourceID, title: item.title, secondOfDay: secondOfDay,
        length: end - instant, allDay: false)
    }
  }
}
