import SeededRandom
import Testing

@testable import Summaries

/// A notice after a title's last spaced dash that opens with a cancellation word says the
/// meeting is off, whatever follows the word ("Choir – CANCELLED this week", "Fitness -
/// abgesagt heute"): round 18's British and German listeners heard such events counted, six
/// wrong facts. A dash before other words keeps them as the title's ("Team sync - moved to
/// Teams" is not postponed, "Review - cancellation policy" not cancelled).
@Suite struct CancelNoticeTests {
  static let notices = ["this week", "today", "heute", "wegen Krankheit", "今週", "이번 주"]

  @Test(arguments: ExportTitle.Language.allCases)
  func aCancellationAfterADashCancelsWhateverFollowsIt(_ language: ExportTitle.Language) throws {
    let grammar = TitleGrammar(lexicons: .shipped)
    let markers = try #require(Lexicons.shipped.lexicon(for: language.rawValue))[.cancelMarkers]
    var random = SeededRandom(seed: 1_809)
    let titles = ExportTitleGenerator.titles(count: 400, language: language, seed: 1_809)
      // An invitation's tail (" @ Mon Jun 1, 2pm") closes the title: nothing follows it.
      .filter { !$0.isCancelled && !$0.isPostponed && !$0.text.contains(" @ ") }
    #expect(titles.count > 200)
    for title in titles {
      let marker = random.pick(markers)
      let word = random.pick([
        marker, marker.uppercased(), marker.prefix(1).uppercased() + marker.dropFirst(),
      ])
      let dash = random.pick([" - ", " – ", " — "])
      let cancelled = title.text + dash + word + " " + random.pick(Self.notices)
      #expect(grammar.isCancelled(cancelled), "'\(cancelled)'")
      for kept in [" - moved to Teams", " – cancellation policy", " - Abschluss"] {
        let parsed = grammar.parse(title.text + kept)
        #expect(!parsed.isCancelled && !parsed.isPostponed, "'\(title.text + kept)'")
      }
    }
  }
}
