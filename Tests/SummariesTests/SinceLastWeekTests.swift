import Agenda
import ICalendar
import SeededRandom
import Testing
import WidgetTimeline

@testable import Summaries

/// A reminder overdue since a weekday of the previous calendar week is said with that week
/// where the language hears a bare weekday as this week's (先週土曜日以降, 지난주 토요일 이후),
/// in its overdue group's "since" and in its own row alike; a weekday of this week is said
/// bare (`day.lastWeek`, the week starting on the language's `firstWeekday`).
@Suite struct SinceLastWeekTests {
  /// For generated entry days and ages of two to six days, in every language: the group's
  /// "since" and the row's "overdue since" say the weekday with `day.lastWeek` exactly when
  /// it falls before the first day of the entry's calendar week.
  @Test(arguments: Fixture.locales)
  func aWeekdayOfLastWeekIsSaidWithItsWeek(_ locale: String) {
    let composer = Fixture.composer(locale)
    let clock = composer.clock
    var random = SeededRandom(seed: 4021)
    var lastWeek = 0
    var thisWeek = 0
    for _ in 0..<200 {
      let day = LocalDate(iso: "2026-06-01")!.adding(days: random.int(-200...200))
      let due = day.adding(days: -random.int(2...6))
      let entry = TimelineEntry(
        date: 0, day: day, rows: [], hiddenPerDay: [], relevance: 0)
      let item = AgendaItem(
        id: "reminder:x", kind: .reminder, title: "X", start: .date(due), end: nil,
        isAllDay: true, group: nil, sourceID: "x")
      let row = TimelineRow(item: item, state: .overdue, day: day, dayOffset: 0)
      // The first day of the entry's week, as the language counts weeks.
      let weekStart =
        day.dayNumber - (day.weekday - composer.profile.firstWeekday + 7) % 7
      let bare = clock.weekday(due)
      let said =
        due.dayNumber < weekStart
        ? composer.localizer.string(.dayLastWeek, .string(bare)) : bare
      if due.dayNumber < weekStart { lastWeek += 1 } else { thisWeek += 1 }
      let context = "\(locale) \(day) due \(due)"
      #expect(composer.since(row, entry: entry) == said, "group: \(context)")
      #expect(
        composer.overdueSince(due, entry: entry).text
          == composer.localizer.string(.reminderOverdueWeekday, .string(said)),
        "row: \(context)")
    }
    #expect(lastWeek > 0 && thisWeek > 0)
  }
}
