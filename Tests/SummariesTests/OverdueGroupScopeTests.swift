import Agenda
import ICalendar
import SeededRandom
import Testing
import WidgetTimeline

@testable import Summaries

/// An overdue group's number and its oldest day cover every overdue reminder at that moment,
/// those the widget had no room for too: a listener takes the number as all they owe. The
/// count after it does not count those hidden ones again.
@Suite struct OverdueGroupScopeTests {
  static let chores = [
    "Pay rent", "Renew the licence", "Ring the plumber", "Return library books",
    "Book the dentist", "Submit expenses", "Water the plants", "Reply to Anna",
    "Order printer ink", "Cancel the gym trial", "Pick up the parcel", "Update CV",
    "Back up the laptop", "Send a birthday card", "Fix the bike light", "Steuererklärung",
    "Zählerstand melden", "住民票を取る", "税金を払う", "보험 갱신",
  ]

  /// A generated person (`SummaryPropertyTests.items`) who owes many reminders: 8 to 30 more
  /// overdue since up to six weeks ago, with and without a time, some of high priority (the
  /// first of them due within the last two hours, so shown) and some favorites: more than a
  /// medium or large widget shows.
  static func items(seed: UInt64) -> [AgendaItem] {
    var random = SeededRandom(seed: seed &* 31 &+ 7)
    var items = SummaryPropertyTests.items(seed: seed)
    let base = Fixture.instant(SaidTogetherTests.reference)
    let today = LocalDate(year: 2026, month: 6, day: 1)!
    for index in 0..<random.int(8...30) {
      let dated = index > 0 && random.int(0...1) == 0
      let due: OccurrenceTime =
        dated
        ? .date(today.adding(days: -random.int(1...42)))
        : .instant(base - Int64(index == 0 ? random.int(1...4) : random.int(1...2000)) * 1800)
      let title = chores[index % chores.count] + (index < chores.count ? "" : " \(index)")
      items.append(
        AgendaItem(
          id: "reminder:o\(index)", kind: .reminder, title: title, start: due, end: nil,
          isAllDay: dated, group: "Tasks",
          priority: index == 0 ? .high : random.pick([.none, .none, .high]),
          isFavorite: random.int(0...4) == 0, sourceID: "o\(index)"))
    }
    return items
  }

  /// A moment whose summary tells an overdue group: the group and its place among the
  /// mentions the composer's search told.
  struct ToldGroup {
    let entry: TimelineEntry
    let family: WidgetFamily
    let told: SummaryComposer.Told
    let group: OverdueGroup
    let index: Int
  }

  /// Every moment of `items`' timeline in one of `families` (those that group, unless told)
  /// at which `composer` tells an overdue group.
  static func toldGroups(
    _ items: [AgendaItem], _ composer: SummaryComposer,
    families: [WidgetFamily] = WidgetFamily.allCases.filter { !$0.traits.standalone }
  ) -> [ToldGroup] {
    let reference = Fixture.instant(SaidTogetherTests.reference)
    return families.flatMap { family in
      TimelineLayout(family: family).layout(items, referenceDate: reference, zone: Fixture.zone)
        .entries.compactMap { entry in
          let told = Fixture.told(entry, composer, family).told
          guard let group = told.group,
            let index = told.mentions.firstIndex(where: \.isOverdueGroup)
          else { return nil }
          return ToldGroup(entry: entry, family: family, told: told, group: group, index: index)
        }
    }
  }

  /// For every entry of every family that groups, in every language: the group counts every
  /// overdue reminder of the moment (as a widget with room for all of them would show) and
  /// says since when the oldest of them is overdue; the summary's count then leaves out
  /// the hidden ones the group counted, so that the numbers add up to what there is.
  @Test(arguments: 0..<12)
  func theGroupCountsEveryOverdueReminderOnce(seed: Int) {
    let items = Self.items(seed: UInt64(seed) &+ 5)
    let reference = Fixture.instant(SaidTogetherTests.reference)
    var hiddenAndGrouped = 0
    for locale in Fixture.locales {
      let composer = Fixture.composer(locale)
      for family in WidgetFamily.allCases where !family.traits.standalone {
        let layout = TimelineLayout(family: family)
        let timeline = layout.layout(items, referenceDate: reference, zone: Fixture.zone)
        let summaries = composer.compose(timeline.entries, family: family)
        for (entry, summary) in zip(timeline.entries, summaries) {
          let context =
            "seed \(seed) \(locale) \(family) \(ISO8601Value.format(instant: entry.date)): \(summary.text)"
          // Every overdue reminder of the moment, as a widget with room for all shows them.
          let overdue = layout.entry(items, at: entry.date, zone: Fixture.zone, capacity: 10_000)
            .rows.filter { $0.state == .overdue }
          let hidden = overdue.count - entry.rows.filter { $0.state == .overdue }.count
          let told = Fixture.told(entry, composer, family).told
          // The mentions the summary said by name, the group among them when it was said.
          var (spoken, rows) = (0, 0)
          while spoken < told.mentions.count, rows < summary.spokenRows {
            rows += told.mentions[spoken].rowCount
            spoken += 1
          }
          let saysGroup = told.mentions.prefix(spoken).contains(where: \.isOverdueGroup)
          if let group = told.group {
            #expect(group.rows == overdue.count, "group of \(group.rows): \(context)")
          }
          if saysGroup,
            let oldest = overdue.min(by: { a, b in
              (a.item.start?.instant(in: Fixture.zone) ?? 0)
                < (b.item.start?.instant(in: Fixture.zone) ?? 0)
            })
          {
            // The group's opening, its number and its oldest day, as the catalog says it.
            let template: CopyKey =
              told.group.map { $0.rows > $0.named.count } == true
              ? .overdueGroupAmong : .overdueGroup
            let opening = composer.localizer.string(
              template, .integer(overdue.count),
              .string(composer.since(oldest, entry: entry)), .string("\u{1}"))
            let said = String(opening.prefix { $0 != "\u{1}" })
            #expect(summary.text.contains(said), "not '\(said)': \(context)")
            if hidden > 0 { hiddenAndGrouped += 1 }
          }
          guard spoken > 0 else { continue }
          let counted = saysGroup ? hidden : 0
          #expect(
            summary.moreCount
              == entry.rows.count - summary.spokenRows + entry.overflow - counted,
            "counted \(summary.moreCount), \(counted) hidden in the group: \(context)")
        }
      }
    }
    // The people owe more than the widgets show, and their groups are said.
    #expect(hiddenAndGrouped > 0)
  }
}
