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
}
