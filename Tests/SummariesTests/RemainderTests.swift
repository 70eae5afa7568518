import Agenda
import Foundation
import ICalendar
import SeededRandom
import Testing
import WidgetTimeline

@testable import Summaries

/// What a summary counts: overdue reminders as a number of their own, what is still to come
/// today and later, and a repeating reminder as one item.
@Suite struct RemainderTests {
  static let reference = "2026-06-01T08:00"

  /// A generated person (`SummaryPropertyTests.items`) with a backlog of overdue reminders
  /// (none to 30, due days or weeks ago, on a day or at a time) and up to three repeating
  /// reminders (daily, every other day or weekly, from up to three weeks ago to the end of
  /// the last look-ahead), as an agenda holds them: one item per occurrence.
  static func person(seed: UInt64) -> [AgendaItem] {
    var random = SeededRandom(seed: seed &+ 4_001)
    var items = SummaryPropertyTests.items(seed: seed)
    let base = Fixture.instant(reference)
    let today = Fixture.zone.localDate(forInstant: base)
    for index in 0..<random.pick([0, 2, 4, 12, 30]) {
      let due: OccurrenceTime =
        random.chance(0.5)
        ? .date(today.adding(days: -random.int(1...60)))
        : .instant(base - Int64(random.int(1...2_000)) * 1800)
      items.append(
        AgendaItem(
          id: "reminder:b\(index)", kind: .reminder,
          title: random.pick(SummaryPropertyTests.titles),
          start: due, end: nil, isAllDay: { if case .date = due { true } else { false } }(),
          group: "Tasks", priority: random.pick([.none, .none, .high]), sourceID: "b\(index)"))
    }
    for series in 0..<random.int(0...3) {
      let every = random.pick([1, 2, 7])
      let timed = random.chance(0.6)
      let time = Int64(random.int(0...95)) * 900
      let title = random.pick(SummaryPropertyTests.titles)
      var day = random.int(-21...2)
      while day <= 9 {
        let due: OccurrenceTime =
          timed
          ? .instant(Fixture.zone.startOfDay(today.adding(days: day)) + time)
          : .date(today.adding(days: day))
        items.append(
          AgendaItem(
            id: "reminder:x\(series)@\(day)", kind: .reminder, title: title, start: due, end: nil,
            isAllDay: !timed, group: "Tasks", sourceID: "x\(series)", occurrence: due))
        day += every
      }
    }
    return items
  }

  /// Everything of the look-ahead at `date` in the widget's order: an entry with room for all.
  static func everything(_ items: [AgendaItem], at date: Int64) -> [TimelineRow] {
    TimelineLayout(family: .large).entry(items, at: date, zone: Fixture.zone, capacity: 10_000)
      .rows
  }

  /// For every entry and family of generated people, in every language: the count says
  /// exactly what the summary did not name, split truthfully into overdue (said first, and
  /// never as "more today"), what is still to come today, and later. The truth is every item
  /// of the look-ahead at the entry's moment (an entry with room for all) less those named,
  /// so an overdue number is the same whichever family says it. The lock screen, with room
  /// for one number, says the overdue one when any is left (`Remainder.phrase(oneNumber:)`).
  @Test(arguments: 0..<16)
  func overdueIsANumberOfItsOwn(seed: Int) {
    let items = Self.person(seed: UInt64(seed) &+ 101)
    let reference = Fixture.instant(Self.reference)
    for locale in Fixture.locales {
      let composer = Fixture.composer(locale)
      for family in WidgetFamily.allCases where family.traits.count != .unsaid {
        let timeline = TimelineLayout(family: family).layout(
          items, referenceDate: reference, zone: Fixture.zone)
        let summaries = composer.compose(timeline.entries, family: family)
        for (entry, summary) in zip(timeline.entries, summaries) where summary.spokenRows > 0 {
          let text = summary.text
          let context =
            "seed \(seed) \(locale) \(family) \(ISO8601Value.format(instant: entry.date)): \(text)"
          let said = SummaryPropertyTests.spokenItems(summary, entry: entry, composer: composer)
          let unnamed = Self.everything(items, at: entry.date).filter {
            !said.contains("\($0.item.id)|\($0.day)")
          }
          let later = unnamed.filter { $0.dayOffset > 0 }
          let truth = Remainder(
            overdue: unnamed.filter { $0.state == .overdue }.count - summary.countedHidden,
            today: unnamed.filter { $0.state != .overdue && $0.dayOffset == 0 }.count,
            later: later.count, lastLaterDay: later.map(\.dayOffset).max() ?? 0)
          // The lock screen has room for one number: the overdue one when any is left.
          let phrases = [false, true].compactMap {
            truth.phrase(
              composer, day: entry.day, lookAheadDays: entry.hiddenPerDay.count, asTotal: $0,
              oneNumber: family.traits.count == .total)
          }
          #expect(summary.moreCount == truth.total, "counted: \(context)")
          guard let last = phrases.last else { continue }
          if family.traits.count == .total {
            #expect(text.hasSuffix(last), "the count: \(context)\nexpected: \(last)")
          } else {
            #expect(
              phrases.contains { text.hasSuffix($0) }, "the count: \(context)\nexpected: \(last)")
          }
        }
      }
    }
  }

  /// The occurrence of a repeating reminder a reminders app shows at `date`: the latest that
  /// has fallen due (a timed one at its due instant, one due on a day once that day is past),
  /// else the next.
  static func current(_ series: [AgendaItem], at date: Int64) -> AgendaItem? {
    let today = Fixture.zone.localDate(forInstant: date)
    func fallen(_ item: AgendaItem) -> Bool {
      switch item.start! {
      case .instant(let due): return due <= date
      case .date(let due): return due < today
      }
    }
    let due = { (item: AgendaItem) in item.start!.instant(in: Fixture.zone) }
    if let latest = series.filter(fallen).max(by: { due($0) < due($1) }) { return latest }
    return series.filter { !fallen($0) }.min { due($0) < due($1) }
  }

  /// For every entry and family of generated people with repeating reminders, in every
  /// language: what a summary says by name and counts is as many items as the agenda holds
  /// with each repeating reminder's current occurrence alone, never one per occurrence.
  @Test(arguments: 0..<16)
  func aRepeatingReminderIsCountedOnce(seed: Int) {
    let items = Self.person(seed: UInt64(seed) &+ 301)
    let series = Dictionary(
      grouping: items.filter { $0.occurrence != nil && $0.kind == .reminder }, by: \.sourceID)
    let reference = Fixture.instant(Self.reference)
    for locale in Fixture.locales {
      let composer = Fixture.composer(locale)
      for family in WidgetFamily.allCases where family.traits.count != .unsaid {
        let timeline = TimelineLayout(family: family).layout(
          items, referenceDate: reference, zone: Fixture.zone)
        let summaries = composer.compose(timeline.entries, family: family)
        for (entry, summary) in zip(timeline.entries, summaries) where summary.spokenRows > 0 {
          let context =
            "seed \(seed) \(locale) \(family) \(ISO8601Value.format(instant: entry.date)): \(summary.text)"
          let currents = Set(series.values.compactMap { Self.current($0, at: entry.date)?.id })
          let once = items.filter { series[$0.sourceID] == nil || currents.contains($0.id) }
          let expected = Self.everything(once, at: entry.date).count
          #expect(
            summary.spokenRows + summary.moreCount + summary.countedHidden == expected,
            "\(context)")
        }
      }
    }
  }
}
