import Agenda
import ICalendar

/// What an item is doing at an entry's date, which decides where it is shown and how it is
/// spoken.
public enum RowState: String, Sendable, Hashable, Codable {
  /// A timed event that has started and not ended.
  case inProgress
  /// An all-day event covering the entry's day, or a reminder due that day.
  case allDay
  /// A reminder whose due time (or day) has passed.
  case overdue
  /// A timed reminder during its due minute: "due now", not yet overdue.
  case dueNow
  /// An event or reminder still to come, today or on a later day.
  case upcoming
}

/// One visible row of a widget: an item, its state, and the day it is shown under.
public struct TimelineRow: Sendable, Hashable {
  public var item: AgendaItem
  public var state: RowState
  /// The day the row belongs to: the entry's day for what is happening now, all-day today or
  /// overdue; the item's own day for what is upcoming.
  public var day: LocalDate
  /// Days from the entry's day: 0 today, 1 tomorrow.
  public var dayOffset: Int

  public init(item: AgendaItem, state: RowState, day: LocalDate, dayOffset: Int) {
    self.item = item
    self.state = state
    self.day = day
    self.dayOffset = dayOffset
  }
}

/// A day header of a large widget and the rows under it.
public struct TimelineSection: Sendable, Hashable {
  public var day: LocalDate
  public var dayOffset: Int
  public var rows: [TimelineRow]
}

/// What a widget shows from `date` until the next entry.
public struct TimelineEntry: Sendable, Hashable {
  /// The instant from which the entry is shown (seconds since 1970).
  public var date: Int64
  /// The entry's local day.
  public var day: LocalDate
  /// The visible rows, most urgent first (see `TimelineLayout`).
  public var rows: [TimelineRow]
  /// Items of the look-ahead the widget had no room for, counted by their day (index 0 is the
  /// entry's day): a summary says what its "and N more" counts ("2 more today and 10 later
  /// this week"), so it needs to know when the hidden items are.
  public var hiddenPerDay: [Int]
  /// How many of the hidden items are overdue reminders (all counted at index 0 of
  /// `hiddenPerDay`), and the one of them that fell due first: a summary counts them apart
  /// from what is still to come today, and its overdue group counts every overdue reminder,
  /// not only those the widget had room for.
  public var hiddenOverdue: Int
  public var oldestHiddenOverdue: AgendaItem?
  /// The hidden overdue reminders themselves, newest first as the widget orders them: an
  /// overdue group ranks every overdue reminder of the moment, so a hidden favorite can be
  /// named while an ordinary one is on screen. A suffix of one array per moment, so every
  /// capacity shares it. The layout keeps `count == hiddenOverdue`; hand-made entries may
  /// carry fewer.
  public var hiddenOverdueItems: ArraySlice<AgendaItem>
  /// How relevant the entry is for Smart Stack rotation, 0 to 1 (see `Relevance`).
  public var relevance: Double

  public init(
    date: Int64, day: LocalDate, rows: [TimelineRow], hiddenPerDay: [Int], relevance: Double,
    hiddenOverdue: Int = 0, oldestHiddenOverdue: AgendaItem? = nil,
    hiddenOverdueItems: ArraySlice<AgendaItem> = []
  ) {
    self.date = date
    self.day = day
    self.rows = rows
    self.hiddenPerDay = hiddenPerDay
    self.hiddenOverdue = hiddenOverdue
    self.oldestHiddenOverdue = oldestHiddenOverdue
    self.hiddenOverdueItems = hiddenOverdueItems
    self.relevance = relevance
  }

  /// Items of the look-ahead the widget had no room for.
  public var overflow: Int { hiddenPerDay.reduce(0, +) }

  /// The rows grouped under their days, in order, for families with day headers.
  public var sections: [TimelineSection] {
    var sections: [TimelineSection] = []
    for row in rows {
      if let last = sections.last, last.day == row.day {
        sections[sections.count - 1].rows.append(row)
      } else {
        sections.append(TimelineSection(day: row.day, dayOffset: row.dayOffset, rows: [row]))
      }
    }
    return sections
  }

  /// Whether the hidden overdue reminders can be heard one by one: an overdue group says
  /// since when, names two overdue rows the widget shows, and may name a hidden reminder that
  /// outranks them. How many are hidden is always heard (the count says overdue apart from
  /// today's), so a hidden reminder falling overdue makes an entry.
  public var countsHiddenOverdue: Bool {
    hiddenOverdue > 0 && rows.lazy.filter { $0.state == .overdue }.count >= 2
  }

  /// Whether a viewer could see or hear no change between the two, and Smart Stack read the
  /// same relevance: then the later is not an entry of its own.
  func sameContent(as other: TimelineEntry) -> Bool {
    guard relevance == other.relevance, hiddenPerDay == other.hiddenPerDay,
      hiddenOverdue == other.hiddenOverdue,
      !(countsHiddenOverdue || other.countsHiddenOverdue)
        || (oldestHiddenOverdue?.id == other.oldestHiddenOverdue?.id
          && hiddenOverdueItems.elementsEqual(other.hiddenOverdueItems) {
            $0.id == $1.id && $0.isFavorite == $1.isFavorite
          }),
      rows.count == other.rows.count
    else { return false }
    return zip(rows, other.rows).allSatisfy { a, b in
      a.item.id == b.item.id && a.state == b.state && a.dayOffset == b.dayOffset
        && a.item.isFavorite == b.item.isFavorite
    }
  }

  /// Everything a viewer could see or hear change, and the relevance Smart Stack reads, as
  /// text: what tests compare.
  var content: [String] {
    rows.map { "\($0.item.id)|\($0.state.rawValue)|\($0.dayOffset)|\($0.item.isFavorite)" } + [
      "+\(hiddenPerDay)", "relevance \(relevance)", "overdue +\(hiddenOverdue)",
    ]
      + (countsHiddenOverdue
        ? ["since \(oldestHiddenOverdue?.id ?? "")"]
          + hiddenOverdueItems.map { "hidden \($0.id)|\($0.isFavorite)" } : [])
  }
}

/// A widget timeline: entries at every change, and when WidgetKit should ask for the next.
public struct Timeline: Sendable, Hashable {
  public var family: WidgetFamily
  public var textSize: TextSize
  public var capacity: Int
  public var referenceDate: Int64
  public var entries: [TimelineEntry]
  /// WidgetKit's `.after(date)` reload policy.
  public var reloadAfter: Int64
  public var diagnostics: [Diagnostic]
}
