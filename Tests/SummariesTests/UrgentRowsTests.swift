import Agenda
import Foundation
import ICalendar
import SeededRandom
import Testing
import WidgetTimeline

@testable import Summaries

/// An urgent row the widget shows (overdue, due now, of high priority, tagged urgent) is
/// folded into the count only past the hard budget, at any number of mentions: the eye sees
/// it in red, so the ear hears it whenever it can (Docs/spoken-copy.md).
@Suite struct UrgentRowsTests {
  /// A generated person (`SummaryPropertyTests.items`) whose titles are tagged urgent now and
  /// then, as exports write them.
  static func items(seed: UInt64) -> [AgendaItem] {
    var random = SeededRandom(seed: seed &* 13 &+ 5)
    var items = SummaryPropertyTests.items(seed: seed).map { item in
      var item = item
      if random.int(0...5) == 0 { item.title = random.pick(["[URGENT] ", "[긴급] "]) + item.title }
      return item
    }
    // And one high-priority reminder, overdue or due later, so that every person has one.
    let due = Fixture.instant(SaidTogetherTests.reference) + Int64(random.int(-20...30)) * 1800
    items.append(
      AgendaItem(
        id: "reminder:urgent", kind: .reminder, title: "Submit timesheet", start: .instant(due),
        end: nil, isAllDay: false, group: "Tasks", priority: .high, sourceID: "urgent"))
    return items
  }

  /// For every entry: when an urgent mention the family could say is left unsaid, the
  /// mentions up to it said in their shortest form are over the hard budget: every time at
  /// its shortest (an event still to come by its start, in every family; an overdue reminder
  /// "overdue"), every title and the overdue group's names cut at their first phrase
  /// boundary (unless two titles would then sound alike), the count as one number, no place,
  /// calendar, heading date or "favorite".
  @Test(arguments: 0..<24)
  func anUrgentShownRowIsFoldedOnlyPastTheHardBudget(seed: Int) {
    let items = Self.items(seed: UInt64(seed) &+ 17)
    // Entries with an urgent mention after the first, which the search could fold.
    var urgent = 0
    for locale in Fixture.locales {
      let composer = Fixture.composer(locale)
      for family in WidgetFamily.allCases {
        let timeline = TimelineLayout(family: family).layout(
          items, referenceDate: Fixture.instant(SaidTogetherTests.reference), zone: Fixture.zone)
        let summaries = composer.compose(timeline.entries, family: family)
        for (entry, summary) in zip(timeline.entries, summaries) {
          let told = Fixture.told(entry, composer, family)
          var cache = told.cache
          let (mentions, clauses) = (told.told.mentions, told.told.clauses)
          var spoken = 0
          var rows = 0
          while spoken < mentions.count, rows < summary.spokenRows {
            rows += mentions[spoken].rowCount
            spoken += 1
          }
          let most = SummaryComposer.spokenAtMost(family.traits, mentions: mentions)
          let isUrgent = { SummaryComposer.isUrgent(mentions[$0], clauses[$0]) }
          if (min(1, most)..<most).contains(where: isUrgent) { urgent += 1 }
          guard let last = (min(spoken, most)..<most).last(where: isUrgent) else { continue }
          let stage = composer.stage(
            last + 1, entry, family.traits, mentions: mentions, clauses: clauses, cache: &cache)
          // Rendered here at the level rather than through `compact`, which the search uses;
          // titles are not cut where two would then sound alike.
          let level: SummaryComposer.Detail =
            SummaryComposer.cutsApart(stage.said) ? .urgentBare : .totalCount
          var keys = CopyKeySet()
          let shortest = composer.render(
            entry, family.traits, mentions: mentions.prefix(last + 1),
            texts: stage.voiced.map { composer.text($0, detail: level) },
            more: stage.total.text, datedHeadings: false, together: stage.together, keys: &keys)
          let seconds = composer.profile.seconds(shortest)
          #expect(
            seconds > family.traits.budget.hard,
            """
            seed \(seed) \(locale) \(family) \(ISO8601Value.format(instant: entry.date)): \
            mention \(last + 1) of \(mentions.count) is urgent and unsaid, though saying it \
            takes \(seconds) s: \(summary.text)
            """)
        }
      }
    }
    // Every generated person has urgent rows the search could fold: the rule is exercised.
    #expect(urgent > 0, "seed \(seed): no urgent row after the first")
  }
}
