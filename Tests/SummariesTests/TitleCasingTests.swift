import Agenda
import SeededRandom
import Testing
import WidgetTimeline

@testable import Summaries

/// A title's own casing is never changed: a summary that opens with a title whose first word
/// is written in mixed case ("eTL", "iPad", "eBay") says it as written, in every language
/// (round 17: "eTL" said "ETL", while its action kept "eTL").
@Suite struct TitleCasingTests {
  @Test(arguments: Fixture.locales)
  func aMixedCaseFirstWordKeepsItsCase(_ locale: String) {
    let language = ShortenedTitleTests.languages.first { $0.locale == locale }!.language
    let composer = Fixture.composer(locale)
    let titles = ExportTitleGenerator.titles(count: 60, language: language, seed: 5_501)
    var opened = 0
    for (index, generated) in titles.enumerated() {
      let word = ["iPad", "eTL", "eBay", "macOS", "iCloud"][index % 5]
      let title = "\(word) \(generated.core)"
      let item = Fixture.reminder(title, due: "2026-05-30T09:00", priority: .high)
      let summary = composer.compose(
        Fixture.entry([item], family: .accessoryRectangular), family: .accessoryRectangular)
      guard summary.text.lowercased().hasPrefix(word.lowercased()) else { continue }
      opened += 1
      #expect(summary.text.hasPrefix(word), "\(locale) '\(title)': \(summary.text)")
    }
    #expect(opened >= 30, "\(locale): \(opened) summaries open with the title")
  }
}
