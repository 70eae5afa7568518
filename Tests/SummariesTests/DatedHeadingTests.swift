import Agenda
import Testing
import WidgetTimeline

@testable import Summaries

/// Today's dated heading ("Today, Monday, June 1:") opens a summary or is not said: after
/// "Now: …" or another sentence it is heard as a new summary starting mid-sentence (round 17's
/// listeners in every language).
@Suite struct DatedHeadingTests {
  @Test func todaysDateOnlyOpensASummary() {
    var dated = 0
    for seed in 0..<6 {
      let items = SummaryPropertyTests.items(seed: UInt64(seed) &+ 9_101)
      SaidTogetherTests.eachSummary(items) { composer, _, entry, summary, _, context in
        let heading = composer.clock.heading(entry.day, relativeTo: entry.day, withDate: true)
        guard let range = summary.text.range(of: heading) else { return }
        dated += 1
        #expect(range.lowerBound == summary.text.startIndex, "mid-summary: seed \(seed) \(context)")
      }
    }
    #expect(dated > 30, "\(dated) dated headings")
  }

  /// Where today's heading without its date is a label (Japanese 今日の予定,
  /// `LanguageProfile.omitsBareToday`), it never opens a summary: 「今日の予定。会議、…」 was
  /// read out as a title before the first item (round 19's Japanese listeners), whose times
  /// already say today. A dated heading still does (今日は6月1日 月曜日).
  @Test func aBareTodayLabelNeverOpensASummary() {
    let composer = Fixture.composer("ja-JP")
    #expect(composer.profile.omitsBareToday)
    var dated = 0
    var undated = 0
    for seed in 0..<8 {
      let items = GeneratedPeople.person(seed: UInt64(seed) &+ 9_201, locale: "ja-JP")
      for family in [WidgetFamily.medium, .large, .extraLarge] {
        for textSize in [TextSize.default, .accessibility] {
          let entries = GeneratedPeople.entries(items, family: family, textSize: textSize)
          for (entry, summary) in zip(entries, composer.compose(entries, family: family)) {
            let label = composer.clock.heading(entry.day, relativeTo: entry.day, withDate: false)
            let date = composer.clock.heading(entry.day, relativeTo: entry.day, withDate: true)
            #expect(
              !summary.text.hasPrefix(label + "。"), "seed \(seed) \(family): \(summary.text)")
            if summary.text.hasPrefix(date) { dated += 1 }
            if entry.rows.first?.day == entry.day, entry.rows.first?.state == .upcoming {
              undated += 1
            }
          }
        }
      }
    }
    #expect(dated > 0 && undated > 0, "\(dated) dated openings, \(undated) opened by today")
  }
}
