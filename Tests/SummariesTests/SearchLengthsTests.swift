import Agenda
import Testing
import WidgetTimeline

@testable import Summaries

/// The search passes over a level whose seconds, worked out from the probe's sentence at its
/// number of mentions, are over the level's limit (`SummaryComposer.Renders.offer`): it is
/// never rendered. Those seconds are the seconds of the level's own sentence, to the bit, or
/// the level is rendered.
@Suite struct SearchLengthsTests {
  /// For every number of mentions past the first of every entry, in every family and language,
  /// over generated people with urgent rows among them (`UrgentRowsTests.items`): each level
  /// but the last resorts, worked out from the probe's sentence, takes exactly
  /// `LanguageProfile.seconds(_:)` of its render; and in each language levels are worked
  /// out.
  @Test(arguments: 0..<12)
  func workedOutSecondsAreTheSecondsOfTheRender(seed: Int) {
    let items = UrgentRowsTests.items(seed: UInt64(seed) &+ 71)
    var worked: [String: Int] = [:]
    var rendered: [String: Int] = [:]
    for locale in Fixture.locales {
      let composer = Fixture.composer(locale)
      for family in WidgetFamily.allCases {
        let timeline = TimelineLayout(family: family).layout(
          items, referenceDate: Fixture.instant(SaidTogetherTests.reference), zone: Fixture.zone)
        for entry in timeline.entries {
          let told = Fixture.told(entry, composer, family)
          var cache = told.cache
          let (mentions, clauses) = (told.told.mentions, told.told.clauses)
          let most = SummaryComposer.spokenAtMost(family.traits, mentions: mentions)
          guard most > 1 else { continue }
          // The fewest mentions are never probed: every number past it is.
          for spoken in 2...most {
            let stage = composer.stage(
              spoken, entry, family.traits, mentions: mentions, clauses: clauses, cache: &cache)
            var probed = SummaryComposer.Renders(stage)
            _ = probed.probe(composer, entry, family.traits, mentions, .infinity)
            for detail in SummaryComposer.Detail.allCases where !detail.isLastResort {
              var alone = SummaryComposer.Renders(stage)
              let text = alone.candidate(composer, entry, family.traits, mentions, 0, detail).text
              guard let seconds = probed.seconds(composer, at: detail) else {
                rendered[locale, default: 0] += 1
                continue
              }
              worked[locale, default: 0] += 1
              #expect(
                seconds == composer.profile.seconds(text),
                """
                seed \(seed) \(locale) \(family) \(spoken) mentions at \(detail): worked out \
                \(seconds) s, rendered \(composer.profile.seconds(text)) s: \(text)
                """)
            }
          }
        }
      }
    }
    // Levels are worked out in every language (a heading's date, a clause that ends in a mark
    // or a space, are rendered instead).
    for locale in Fixture.locales {
      #expect(
        worked[locale, default: 0] > 0,
        """
        seed \(seed) \(locale): \(worked[locale, default: 0]) levels worked out, \
        \(rendered[locale, default: 0]) left to be rendered
        """)
    }
  }
}
