import Agenda
import Foundation
import ICalendar
import Testing

@testable import WidgetTimeline

/// Builds agenda items tersely for layout tests.
enum Items {
  static let zone = ZoneRules.system(TimeZone(identifier: "Europe/Berlin")!)

  static func instant(_ text: String) -> Int64 { ISO8601Value(text)!.instant(in: zone) }

  static func event(_ title: String, _ start: String, _ end: String, favorite: Bool = false)
    -> AgendaItem
  {
    AgendaItem(
      id: "event:\(title)@\(start)", kind: .event, title: title, start: .instant(instant(start)),
      end: .instant(instant(end)), isAllDay: false, group: "Work", isFavorite: favorite,
      sourceID: title)
  }

  static func allDay(_ title: String, _ first: String, days: Int = 1) -> AgendaItem {
    let date = LocalDate(iso: first)!
    return AgendaItem(
      id: "event:\(title)@\(first)", kind: .event, title: title, start: .date(date),
      end: .date(date.adding(days: days)), isAllDay: true, group: "Home", sourceID: title)
  }

  static func reminder(_ title: String, due: String?) -> AgendaItem {
    var start: OccurrenceTime?
    var allDay = false
    if let due {
      if let date = LocalDate(iso: due), due.count == 10 {
        start = .date(date)
        allDay = true
      } else {
        start = .instant(instant(due))
      }
    }
    return AgendaItem(
      id: "reminder:\(title)", kind: .reminder, title: title, start: start, end: nil,
      isAllDay: allDay,
      group: "Tasks", sourceID: title)
  }

  static func layout(
    _ items: [AgendaItem], family: WidgetFamily = .medium, textSize: TextSize = .default,
    now: String = "2026-06-01T08:00", options: TimelineLayout.Options = .init()
  ) -> Timeline {
    TimelineLayout(family: family, textSize: textSize, options: options)
      .layout(items, referenceDate: instant(now), zone: zone)
  }

  /// `HH:mm state title, …` per entry, in Berlin time.
  static func describe(_ timeline: Timeline) -> [String] {
    timeline.entries.map { entry in
      let local = LocalDateTime(localSeconds: zone.local(forInstant: entry.date))
      let time = String(local.description.dropFirst(5).prefix(11))
      let rows = entry.rows.map {
        "\($0.state.rawValue) \($0.item.title)\($0.dayOffset > 0 ? " +\($0.dayOffset)d" : "")"
      }
      return "\(time) " + rows.joined(separator: ", ")
        + (entry.overflow > 0 ? " (+\(entry.overflow))" : "")
    }
  }
}

@Suite struct TimelineLayoutTests {
  @Test func ordersByUrgency() {
    let items = [
      Items.event("Later", "2026-06-01T15:00", "2026-06-01T16:00"),
      Items.reminder("Late report", due: "2026-05-31T17:00"),
      Items.allDay("Holiday", "2026-06-01"),
      Items.event("Standup", "2026-06-01T07:30", "2026-06-01T08:30"),
      Items.reminder("Pay rent", due: "2026-06-01"),
      Items.reminder("Call back", due: "2026-06-01T08:00"),
      Items.reminder("Send slides", due: "2026-06-01T12:00"),
      Items.event("Dentist", "2026-06-02T09:00", "2026-06-02T10:00"),
      Items.allDay("Trip", "2026-06-02"),
      Items.event("Review", "2026-06-01T08:45", "2026-06-01T09:15"),
    ]
    let timeline = Items.layout(items, family: .extraLarge, options: .init(horizon: 3600))
    // In progress, due now, starting within the hour, overdue, still to come today by time,
    // due today, all day, then later days in agenda order.
    #expect(
      Items.describe(timeline).first
        == "06-01T08:00 inProgress Standup, dueNow Call back, upcoming Review, overdue Late report, upcoming Send slides, upcoming Later, allDay Pay rent, allDay Holiday, upcoming Trip +1d, upcoming Dentist +1d"
    )
  }

  @Test func theSmallWidgetShowsTheMostUrgentRows() {
    let items = [
      Items.allDay("Birthday", "2026-06-01"),
      Items.reminder("Pay rent", due: "2026-06-01"),
      Items.event("Meeting", "2026-06-01T14:00", "2026-06-01T15:00"),
      Items.reminder("Call insurance", due: "2026-05-31"),
    ]
    let entry = Items.layout(items, family: .small).entries[0]
    #expect(entry.rows.map(\.item.title) == ["Call insurance", "Meeting"])
    #expect(entry.hiddenPerDay.first == 2)
  }

  @Test func backToBackEventsMakeOneEntryAtTheHandOver() {
    let items = [
      Items.event("First", "2026-06-01T09:00", "2026-06-01T10:00"),
      Items.event("Second", "2026-06-01T10:00", "2026-06-01T11:00"),
    ]
    #expect(
      Items.describe(Items.layout(items, options: .init(horizon: 6 * 3600))) == [
        "06-01T08:00 upcoming First, upcoming Second",
        "06-01T09:00 inProgress First, upcoming Second",
        "06-01T10:00 inProgress Second",
        "06-01T11:00 ",
      ])
  }

  @Test func eventSpanningMidnightStaysInProgressIntoTheNextDay() {
    let items = [Items.event("Night shift", "2026-06-01T22:00", "2026-06-02T06:00")]
    #expect(
      Items.describe(Items.layout(items, now: "2026-06-01T20:00")) == [
        "06-01T20:00 upcoming Night shift",
        "06-01T21:00 upcoming Night shift",
        "06-01T22:00 inProgress Night shift",
        "06-02T06:00 ",
      ])
  }

  @Test func multiDayAllDayEventRollsOverAtMidnight() {
    let items = [
      Items.allDay("Conference", "2026-06-01", days: 3), Items.allDay("Trip", "2026-06-03"),
    ]
    let timeline = Items.layout(
      items, family: .large, now: "2026-06-01T12:00", options: .init(horizon: 48 * 3600))
    #expect(
      Items.describe(timeline) == [
        "06-01T12:00 allDay Conference, upcoming Trip +2d",
        "06-02T00:00 allDay Conference, upcoming Trip +1d",
        "06-03T00:00 allDay Conference, allDay Trip",
      ])
  }

  @Test func reminderIsDueNowForItsDueMinuteThenOverdue() {
    let items = [Items.reminder("Call back", due: "2026-06-01T10:00")]
    #expect(
      Items.describe(Items.layout(items, options: .init(horizon: 4 * 3600))) == [
        "06-01T08:00 upcoming Call back",
        "06-01T10:00 dueNow Call back",
        "06-01T10:01 overdue Call back",
      ])
  }

  @Test func relevanceRisesAnHourBeforeAStartWithAnEntryOfItsOwn() {
    let items = [Items.event("Review", "2026-06-01T11:00", "2026-06-01T12:00")]
    let timeline = Items.layout(items, options: .init(horizon: 6 * 3600))
    #expect(
      timeline.entries.map { ISO8601Value.format(instant: $0.date) } == [
        "2026-06-01T06:00:00Z", "2026-06-01T08:00:00Z", "2026-06-01T09:00:00Z",
        "2026-06-01T10:00:00Z",
      ])
    #expect(timeline.entries.map(\.relevance) == [0.4, 0.8, 1.0, 0.1])
  }

  @Test func emptyDayIsOneQuietEntry() {
    let timeline = Items.layout([])
    #expect(timeline.entries.count == 1)
    #expect(timeline.entries[0].rows.isEmpty && timeline.entries[0].overflow == 0)
    #expect(timeline.entries[0].relevance == 0.1)
    #expect(timeline.reloadAfter == Items.instant("2026-06-02T08:00"))
  }

  @Test func daylightSavingDayKeepsLocalMidnights() {
    // Berlin springs forward on 2026-03-29: that day has 23 hours.
    let items = [
      Items.event("Early", "2026-03-29T01:30", "2026-03-29T04:00"),
      Items.event("Breakfast", "2026-03-29T09:00", "2026-03-29T10:00"),
    ]
    let timeline = Items.layout(items, now: "2026-03-28T20:00")
    #expect(
      Items.describe(timeline) == [
        "03-28T20:00 upcoming Early +1d, upcoming Breakfast +1d",
        "03-29T00:00 upcoming Early, upcoming Breakfast",
        "03-29T00:30 upcoming Early, upcoming Breakfast",
        "03-29T01:30 inProgress Early, upcoming Breakfast",
        "03-29T04:00 upcoming Breakfast",
        "03-29T08:00 upcoming Breakfast",
        "03-29T09:00 inProgress Breakfast",
        "03-29T10:00 ",
      ])
    // 2026-03-29 00:00 local is 23:00Z on the 28th; 04:00 local is already summer time.
    #expect(ISO8601Value.format(instant: timeline.entries[1].date) == "2026-03-28T23:00:00Z")
    #expect(ISO8601Value.format(instant: timeline.entries[4].date) == "2026-03-29T02:00:00Z")
  }

  @Test func moreItemsThanAnyFamilyHoldsAreCountedAsOverflow() {
    let items = (0..<20).map { index -> AgendaItem in
      Items.event(
        "Item \(index)", "2026-06-01T1\(index % 10):0\(index / 10)", "2026-06-01T1\(index % 10):30")
    }
    for family in WidgetFamily.allCases {
      for size in TextSize.allCases {
        let entry = Items.layout(items, family: family, textSize: size).entries[0]
        let capacity = Capacities.defaultCapacity(family, size)
        #expect(entry.rows.count == capacity)
        #expect(entry.overflow == 20 - capacity)
      }
    }
  }

  @Test func capacitiesCanBeOverridden() {
    let capacities = Capacities(overrides: [.init(.small, .default): 4])
    #expect(capacities.capacity(.small, .default) == 4)
    #expect(capacities.capacity(.small, .accessibility) == 1)
    #expect(Capacities().capacity(.extraLarge, .default) == 12)
  }

  @Test func entryCapIsReportedAndReloadComesEarly() {
    func slot(_ index: Int) -> AgendaItem {
      let hour = 8 + index / 4
      let minute = (index % 4) * 15
      let start = String(format: "2026-06-01T%02d:%02d", hour, minute)
      let end = String(format: "2026-06-01T%02d:%02d", hour, minute + 10)
      return Items.event("Slot \(index)", start, end)
    }
    let items = (0..<30).map(slot)
    let timeline = Items.layout(items, options: .init(maxEntries: 10))
    #expect(timeline.entries.count == 10)
    #expect(timeline.diagnostics.map(\.code) == [.timelineEntryLimit])
    #expect(timeline.reloadAfter < Items.instant("2026-06-02T08:00"))
    #expect(timeline.reloadAfter > timeline.entries.last!.date)
  }

  @Test func largeFamiliesGroupUnderDays() {
    let items = [
      Items.event("Today", "2026-06-01T15:00", "2026-06-01T16:00"),
      Items.event("Tomorrow", "2026-06-02T09:00", "2026-06-02T10:00"),
      Items.allDay("Friday", "2026-06-05"),
    ]
    let sections = Items.layout(items, family: .large).entries[0].sections
    #expect(sections.map(\.dayOffset) == [0, 1, 4])
    #expect(sections.map { $0.rows.map(\.item.title) } == [["Today"], ["Tomorrow"], ["Friday"]])
  }

  @Test func lookAheadStopsAfterSevenDays() {
    let items = [Items.allDay("Next week", "2026-06-07"), Items.allDay("Too far", "2026-06-08")]
    let entry = Items.layout(items).entries[0]
    #expect(entry.rows.map(\.item.title) == ["Next week"])
    #expect(entry.overflow == 0)
    #expect(entry.hiddenPerDay.count == 7)
  }

  @Test(arguments: [
    ([Items.event("Now", "2026-06-01T07:00", "2026-06-01T09:00")], 1.0),
    ([Items.event("Soon", "2026-06-01T08:45", "2026-06-01T09:00")], 0.8),
    ([Items.reminder("Call", due: "2026-06-01T08:00")], 0.8),
    ([Items.reminder("Late", due: "2026-05-30")], 0.6),
    ([Items.event("Tonight", "2026-06-01T20:00", "2026-06-01T21:00")], 0.4),
    ([Items.allDay("Friday", "2026-06-05")], 0.2),
    ([], 0.1),
  ])
  func relevance(_ items: [AgendaItem], _ expected: Double) {
    #expect(Items.layout(items).entries[0].relevance == expected)
  }

  /// A daily reminder missed yesterday is overdue until today's instance falls due; then
  /// today's stands for both. Today's is never shown beside yesterday's: a repeating reminder
  /// is one item.
  @Test func theLatestOverdueInstanceOfARepeatingReminderStandsForTheOthers() {
    func instance(_ due: String) -> AgendaItem {
      var item = Items.reminder("Pills", due: due)
      item.id += "@\(due)"
      item.occurrence = item.start
      return item
    }
    let once = Items.reminder("Call", due: "2026-05-31T09:00")
    let items = [instance("2026-05-31T09:00"), instance("2026-06-01T09:00"), once]
    let described = Items.describe(Items.layout(items, family: .large))
    #expect(
      described == [
        "06-01T08:00 overdue Pills, overdue Call",
        "06-01T09:00 dueNow Pills, overdue Call",
        "06-01T09:01 overdue Pills, overdue Call",
      ])
  }
}
