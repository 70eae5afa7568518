import Agenda
import SeededRandom
import Testing
import WidgetTimeline

@testable import Summaries

/// A day's heading that opens a sentence starts it in upper case, in every language: French
/// and Spanish write weekdays in lower case ("jeudi", "jueves"), and a heading after the
/// first sentence read "… 16 h. jeudi : …", which a voice does not hear but a braille display
/// shows.
@Suite struct SentenceCaseTests {
  @Test(arguments: StringCatalog.shippedLocales)
  func aHeadingOpensItsSentenceInUpperCase(_ locale: String) {
    let composer = Fixture.composer(locale)
    var random = SeededRandom(seed: 4_411)
    var checked = 0
    for person in 0..<40 {
      // Something today, then a few events on later days of the week, so that later days
      // are said under their own headings.
      var items = [Fixture.event("Standup \(person)", "2026-06-01T09:00", "2026-06-01T09:15")]
      for index in 0..<random.int(1...4) {
        let day = random.int(3...7)
        items.append(
          Fixture.event(
            "Event \(person)-\(index)", "2026-06-0\(day)T1\(random.int(0...8)):00",
            "2026-06-0\(day)T19:00"))
      }
      for family in [WidgetFamily.small, .medium, .large, .extraLarge] {
        let summary = Fixture.summary(items, locale: locale, family: family, at: "2026-06-01T08:00")
        for offset in 2...6 {
          let day = Fixture.zone.localDate(forInstant: Fixture.instant("2026-06-01T08:00"))
            .adding(days: offset)
          for name in [composer.clock.weekday(day), composer.clock.date(day)] {
            guard let first = name.first, first.isLowercase else { continue }
            for stop in [". ", "。"] where summary.text.contains(stop + name) {
              Issue.record("\(locale) \(family): \(summary.text)")
            }
            if summary.text.contains(". " + SummaryComposer.capitalized(name)) { checked += 1 }
          }
        }
      }
    }
    // French speaks its headings of later days after a sentence: the check has something to
    // check.
    if locale == "fr-FR" { #expect(checked > 40, "\(locale): \(checked) headings") }
  }
}
