import Agenda
import Foundation
import ICalendar
import SeededRandom
import Testing
import WidgetTimeline

@testable import Summaries

/// What a widget shows is what it says: a shown row is folded into the count only when every
/// row said with the count as one number is over the limit, the hard budget on a small widget,
/// the stretched one on a widget with headings (Docs/spoken-copy.md, "Short enough to
/// finish").
@Suite struct ShownRowsTests {
  /// For every entry of every family, in every language, over generated people
  /// (`UrgentRowsTests.items`: urgent rows among them, and an evening event): when the summary leaves a row it
  /// could say unsaid, every row said with the count as one number (no place, no calendar,
  /// no heading dates, short times) is over the limit: the hard budget on a small widget,
  /// which pays for its rows with the count's shortest form, else a quarter over the budget;
  /// and a summary that says every row keeps within the hard budget.
  @Test(arguments: 0..<24)
  func everyShownRowIsSaidWithinTheHardBudget(seed: Int) {
    // And an evening event with a long title and a place, so that each has two rows to say.
    let items =
      UrgentRowsTests.items(seed: UInt64(seed) &+ 41) + [
        Fixture.event(
          "Parent-teacher conference with Ms. Okafor about the spring term", "2026-06-01T18:00",
          "2026-06-01T18:30", location: "Room 114, Westview Middle School", uid: "conference")
      ]
    var checked = 0
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
          let most = SummaryComposer.spokenAtMost(family.traits, mentions: mentions)
          // Only a family that can say every mention it shows, of more than one.
          guard most == mentions.count, most > 1 else { continue }
          checked += 1
          let rows = mentions.reduce(0) { $0 + $1.rowCount }
          guard summary.spokenRows < rows else {
            #expect(
              summary.seconds <= family.traits.budget.hard,
              """
              seed \(seed) \(locale) \(family) \(ISO8601Value.format(instant: entry.date)): \
              every row said in \(summary.seconds) s: \(summary.text)
              """)
            continue
          }
          let stage = composer.stage(
            most, entry, family.traits, mentions: mentions, clauses: clauses, cache: &cache)
          var keys = CopyKeySet()
          let every = composer.render(
            entry, family.traits, mentions: mentions.prefix(most),
            texts: stage.voiced.map { composer.text($0, detail: .totalCount) },
            more: stage.total.text, datedHeadings: false, together: stage.together, keys: &keys)
          let seconds = composer.profile.seconds(every)
          let budget = family.traits.budget
          let hard = SummaryComposer.clearOfHard(budget)
          let limit =
            family.traits.standalone
            ? hard : min(budget.soft * SummaryComposer.allRowsStretch, hard)
          #expect(
            seconds > limit,
            """
            seed \(seed) \(locale) \(family) \(ISO8601Value.format(instant: entry.date)): \
            \(summary.spokenRows) of \(rows) shown rows said, though every row takes \
            \(seconds) s: \(summary.text) | \(every)
            """)
        }
      }
    }
    // Some entries could say every row they show: the rule is exercised.
    #expect(checked > 0, "seed \(seed): no entry of several rows")
  }
}
