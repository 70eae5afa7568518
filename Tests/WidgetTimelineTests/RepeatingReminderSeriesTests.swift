import Agenda
import Foundation
import ICalendar
import SeededRandom
import Testing

@testable import WidgetTimeline

/// A repeating reminder is one item at every moment: its current occurrence, never two.
@Suite struct RepeatingReminderSeriesTests {
  /// A generated agenda (`TimelinePropertyTests.agenda`) with up to four repeating reminders:
  /// daily, every other day or weekly, timed or due on a day, starting up to three weeks
  /// before the reference date, with every occurrence up to the end of the last look-ahead.
  static func agenda(seed: UInt64) -> [AgendaItem] {
    var random = SeededRandom(seed: seed &+ 7_919)
    var items = TimelinePropertyTests.agenda(seed: seed)
    let reference = TimelinePropertyTests.reference
    let today = Items.zone.localDate(forInstant: reference)
    for series in 0..<random.int(1...4) {
      let title = "Series \(series)"
      let every = random.pick([1, 2, 7])
      let firstDay = random.int(-21...2)
      let timed = random.chance(0.6)
      let time = Int64(random.int(0...95)) * 900
      var day = firstDay
      while day <= 9 {
        let due: OccurrenceTime =
          timed
          ? .instant(Items.zone.startOfDay(today.adding(days: day)) + time)
          : .date(today.adding(days: day))
        items.append(
          AgendaItem(
            id: "reminder:\(title)@\(day)", kind: .reminder, title: title, start: due, end: nil,
            isAllDay: !timed, group: nil, sourceID: title, occurrence: due))
        day += every
      }
    }
    return items
  }

  /// The occurrence of `series` a reminders app shows at `date`, stated independently of the
  /// layout: the latest that has fallen due (a timed one at its due instant, one due on a day
  /// once that day is past), else the next.
  static func current(_ series: [AgendaItem], at date: Int64) -> AgendaItem? {
    let zone = Items.zone
    let today = zone.localDate(forInstant: date)
    func fallen(_ item: AgendaItem) -> Bool {
      switch item.start! {
      case .instant(let due): return due <= date
      case .date(let due): return due < today
      }
    }
    let due = { (item: AgendaItem) in item.start!.instant(in: zone) }
    if let latest = series.filter(fallen).max(by: { due($0) < due($1) }) { return latest }
    return series.filter { !fallen($0) }.min { due($0) < due($1) }
  }

  @Test(arguments: 0..<40)
  func aSeriesIsOneItemAtEveryMoment(seed: Int) {
    let items = Self.agenda(seed: UInt64(seed))
    let series = Dictionary(
      grouping: items.filter { $0.kind == .reminder && $0.occurrence != nil }, by: \.sourceID)
    for family in WidgetFamily.allCases {
      let layout = TimelineLayout(family: family)
      let timeline = layout.layout(
        items, referenceDate: TimelinePropertyTests.reference, zone: Items.zone)
      for entry in timeline.entries {
        let context = "seed \(seed) \(family) \(ISO8601Value.format(instant: entry.date))"
        // Everything of the look-ahead at that moment: the rows and what the counts hold.
        let all = layout.entry(items, at: entry.date, zone: Items.zone, capacity: 10_000)
        #expect(entry.rows.count + entry.overflow == all.rows.count, "counted: \(context)")
        #expect(
          zip(entry.rows, all.rows).allSatisfy { $0.item.id == $1.item.id }, "rows: \(context)")
        for (name, occurrences) in series {
          let placed = all.rows.filter { $0.item.sourceID == name }
          #expect(placed.count <= 1, "\(placed.count) occurrences of \(name): \(context)")
          let current = Self.current(occurrences, at: entry.date)
          for row in placed {
            #expect(row.item.id == current?.id, "\(row.item.id) is not current: \(context)")
          }
          // The current occurrence is shown or counted whenever it is in the look-ahead.
          if let current, TimelinePropertyTests.inLookAhead(current, at: entry.date) {
            #expect(placed.count == 1, "\(current.id) left out: \(context)")
          }
        }
      }
    }
  }
}
