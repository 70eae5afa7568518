import Agenda
import ICalendar
import Testing
import WidgetTimeline

@testable import Summaries

/// A title is cut only to make room: once the search has settled, a cut title whose whole form
/// still fits the budget is said whole.
@Suite struct WholeTitlesTests {
  /// For every entry of generated people (`UrgentRowsTests.items`: urgent rows and long
  /// titles) in every language and family: a title the summary says cut at its first phrase
  /// boundary, or to its first two words, would be over the hard budget (where every level
  /// that cuts titles is tried) if it were said whole in the same sentence.
  @Test func aCutTitleIsOnlyOneThatWouldNotFitWhole() {
    var cut = 0
    for seed in 0..<24 {
      check(seed: seed, cut: &cut)
    }
    // Some people's summaries cut titles.
    #expect(cut > 0)
  }

  func check(seed: Int, cut: inout Int) {
    let items = UrgentRowsTests.items(seed: UInt64(seed) &+ 17)
    for locale in Fixture.locales {
      let composer = Fixture.composer(locale)
      for family in WidgetFamily.allCases {
        let timeline = TimelineLayout(family: family).layout(
          items, referenceDate: Fixture.instant(SaidTogetherTests.reference), zone: Fixture.zone)
        let summaries = composer.compose(timeline.entries, family: family)
        for (entry, summary) in zip(timeline.entries, summaries) where !summary.isOverBudget {
          let told = Fixture.told(entry, composer, family).told
          var (spoken, rows) = (0, 0)
          while spoken < told.mentions.count, rows < summary.spokenRows {
            rows += told.mentions[spoken].rowCount
            spoken += 1
          }
          let text = summary.text
          for clause in told.clauses.prefix(spoken) {
            let whole = clause.title
            let cuts =
              [clause.cutTitle]
              + (clause.titleNumber >= 0
                ? [SummaryComposer.shortened(whole, words: 2, characters: 5)] : [])
            for case let short? in cuts
            where short != whole && !text.contains(whole)
              && text.components(separatedBy: short).count == 2
            {
              cut += 1
              let said = text.replacingOccurrences(of: short, with: whole)
              let seconds = composer.profile.seconds(said)
              #expect(
                seconds > family.traits.budget.hard,
                """
                seed \(seed) \(locale) \(family) \(ISO8601Value.format(instant: entry.date)): \
                '\(short)' said for '\(whole)', though whole it takes \(seconds) s: \(text)
                """)
            }
          }
        }
      }
    }
  }
}
