import Agenda
import Foundation
import ICalendar
import SeededRandom
import Testing
import WidgetTimeline

@testable import Summaries

/// What leads a summary: a day's heading introduces that day's schedule, never a reminder
/// overdue since an earlier day, and what happens next is said before the overdue group
/// (Docs/spoken-copy.md, "What happens next before a long tail").
@Suite struct WhatLeadsTests {
  static let overdueTitles = [
    "Quarterly business review", "Pay the plumber", "Steuererklärung abgeben",
    "住民票を取る", "보험 갱신", "Renew the TV licence",
  ]

  /// A generated person (`SummaryPropertyTests.items`) who owes one or two reminders from an
  /// earlier day (yesterday to six weeks ago, with and without a time): too few for an
  /// overdue group, so each is said on its own, beside today's events.
  static func fewOverdue(seed: UInt64) -> [AgendaItem] {
    var random = SeededRandom(seed: seed &* 37 &+ 11)
    var items = SummaryPropertyTests.items(seed: seed).filter { item in
      // The generated person's own reminders stay out of the way: only these are overdue.
      item.kind == .event
    }
    let base = Fixture.instant(SaidTogetherTests.reference)
    let today = LocalDate(year: 2026, month: 6, day: 1)!
    for index in 0..<random.int(1...2) {
      let dated = random.chance(0.5)
      let due: OccurrenceTime =
        dated
        ? .date(today.adding(days: -random.int(1...42)))
        : .instant(base - Int64(random.int(17...2000)) * 1800)
      items.append(
        AgendaItem(
          id: "reminder:late\(index)", kind: .reminder,
          title: overdueTitles[(Int(seed) + index) % overdueTitles.count], start: due, end: nil,
          isAllDay: dated, group: "Tasks", priority: random.pick([.none, .high]),
          isFavorite: random.chance(0.3), sourceID: "late\(index)"))
    }
    return items
  }

  /// The text that opens a heading of `day` before its first item, with and without its date.
  static func headings(_ composer: SummaryComposer, day: LocalDate) -> [String] {
    [true, false].map { withDate in
      let heading = composer.clock.heading(day, relativeTo: day, withDate: withDate)
      let text = composer.localizer.string(
        .headingDayItems, .string(heading), .string("\u{1}"))
      return String(text.prefix { $0 != "\u{1}" })
    }
  }

  /// For every entry of every family in every language, over people who owe a reminder or two
  /// from an earlier day: the summary never says today's heading ("Today:", "Heute, Montag,
  /// 1. Juni:", 「今日は…。」, "오늘:") directly before such a reminder, which would say two
  /// days at once ("Today: Quarterly business review, overdue since July 13").
  @Test(arguments: 0..<16)
  func todaysHeadingNeverLeadsAnEarlierDaysReminder(seed: Int) {
    let items = Self.fewOverdue(seed: UInt64(seed))
    let reference = Fixture.instant(SaidTogetherTests.reference)
    var checked = 0
    for locale in Fixture.locales {
      let composer = Fixture.composer(locale)
      for family in WidgetFamily.allCases {
        let timeline = TimelineLayout(family: family).layout(
          items, referenceDate: reference, zone: Fixture.zone)
        let summaries = composer.compose(timeline.entries, family: family)
        for (entry, summary) in zip(timeline.entries, summaries) {
          let headings = Self.headings(composer, day: entry.day)
          for row in entry.rows where composer.isOverdueSinceEarlierDay(row, entry: entry) {
            let title = composer.spokenTitle(row.item)
            guard SummaryPropertyTests.cuts(title).contains(where: { summary.text.contains($0) })
            else { continue }
            checked += 1
            for heading in headings {
              for cut in SummaryPropertyTests.cuts(title) {
                #expect(
                  !summary.text.contains(heading + cut)
                    && !summary.text.contains(SummaryComposer.capitalized(heading) + cut),
                  """
                  seed \(seed) \(locale) \(family) \(ISO8601Value.format(instant: entry.date)): \
                  '\(title)', overdue since an earlier day, said under '\(heading)': \
                  \(summary.text)
                  """)
              }
            }
          }
        }
      }
    }
    #expect(checked > 0)
  }

  /// A generated person who owes many reminders (`OverdueGroupScopeTests.items`), with a long
  /// meeting in progress and, after the overdue rows, what happens next: an event tonight or
  /// tomorrow just after midnight, or (with no event) a reminder due tomorrow at 12:30 AM.
  static func crowded(seed: UInt64) -> [AgendaItem] {
    var random = SeededRandom(seed: seed &* 131 &+ 17)
    let evenings = [
      "Dinner with the Okafors and the Lindqvists to celebrate the new house",
      "Elternabend der Klasse 4b mit Vorstellung der Klassenfahrt",
      "大学時代の友人たちとの久しぶりの食事会", "동창회 저녁 모임 및 은사님 감사 인사",
    ]
    let places = [
      "Conference Room 4B, Building 2, 181 Thompson St", "Gasthaus zur Linde, Hauptstraße 12",
      "渋谷ストリーム 4階 会議室A", "강남역 모임공간 3층",
    ]
    // Only the overdue reminders and what is made here: nothing else is next.
    var items = OverdueGroupScopeTests.items(seed: seed &+ 5).filter {
      $0.kind == .reminder && $0.id.hasPrefix("reminder:o")
    }
    items.append(
      Fixture.event(
        "Vendor review for the warehouse relocation programme", "2026-06-01T07:30",
        "2026-06-01T0\(random.int(8...9)):45", location: random.pick(places), uid: "meeting"))
    let evening = random.pick(evenings)
    switch random.int(0...2) {
    case 0:
      items.append(
        Fixture.event(
          evening, "2026-06-01T\(random.int(17...21)):00", "2026-06-01T22:30",
          location: random.pick(places), favorite: random.chance(0.5), uid: "evening"))
    case 1:
      items.append(
        Fixture.event(
          evening, "2026-06-02T00:30", "2026-06-02T01:30", location: random.pick(places),
          uid: "evening"))
    default:
      items.append(Fixture.reminder("Submit the Hamburg invoice", due: "2026-06-02T00:30"))
    }
    return items
  }

  /// What happens next in `entry`: the first event the widget shows that is not in progress
  /// nor overdue, or with none, the first item still to come.
  static func next(_ entry: TimelineEntry) -> TimelineRow? {
    let coming = entry.rows.filter { $0.state != .inProgress && $0.state != .overdue }
    return coming.first { $0.item.kind == .event } ?? coming.first
  }

  /// For every entry of every family that groups, in every language, over people whose day
  /// is full and who owe many reminders (`crowded(seed:)`): when the summary says the overdue
  /// group, it says what happens next before it, wherever the widget shows it.
  @Test(arguments: 0..<16)
  func whatHappensNextIsSaidBeforeTheGroup(seed: Int) {
    let items = Self.crowded(seed: UInt64(seed))
    let reference = Fixture.instant(SaidTogetherTests.reference)
    var checked = 0
    for locale in Fixture.locales {
      let composer = Fixture.composer(locale)
      for family in WidgetFamily.allCases where !family.traits.standalone {
        let timeline = TimelineLayout(family: family).layout(
          items, referenceDate: reference, zone: Fixture.zone)
        let summaries = composer.compose(timeline.entries, family: family)
        for (entry, summary) in zip(timeline.entries, summaries) {
          let told = Fixture.told(entry, composer, family).told
          guard let group = told.group, let next = Self.next(entry) else { continue }
          // Where the group's sentence is: at its first name said.
          let names = group.named.map { told.itemClauses[$0].title }
          let said = names.flatMap(SummaryPropertyTests.cuts).compactMap {
            summary.text.range(of: $0)?.lowerBound
          }
          guard let groupAt = said.min() else { continue }
          checked += 1
          let title = composer.spokenTitle(next.item)
          let nextAt = SummaryPropertyTests.cuts(title).compactMap {
            summary.text.range(of: $0)?.lowerBound
          }.min()
          #expect(
            nextAt.map { $0 < groupAt } ?? false,
            """
            seed \(seed) \(locale) \(family) \(ISO8601Value.format(instant: entry.date)): \
            the group said, '\(title)' next not said before it: \(summary.text)
            """)
        }
      }
    }
    #expect(checked > 0)
  }
}
