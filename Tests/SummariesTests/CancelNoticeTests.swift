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
      let word = TitleJoinTests.cased(marker, &random)
      let dash = random.pick([" - ", " – ", " — "])
      let cancelled = title.text + dash + word + " " + random.pick(Self.notices)
      #expect(grammar.isCancelled(cancelled), "'\(cancelled)'")
      for kept in [" - moved to Teams", " – cancellation policy", " - Abschluss"] {
        let parsed = grammar.parse(title.text + kept)
        #expect(!parsed.isCancelled && !parsed.isPostponed, "'\(title.text + kept)'")
      }
    }
  }

  /// A cancellation word that closes a title's words after a space is the same notice without
  /// a dash ("Fitness abgesagt", "Standup cancelled", 「定例 中止」, "회의 취소"), round 18's
  /// German listeners' five wrong facts; a bracket may follow it ("Fitness abgesagt (Trainer
  /// krank)"). The same word opening the title, inside it or glued to the word before
  /// (「雨天中止」, "called off if it rains") is the person's: never a cancellation.
  @Test(arguments: ExportTitle.Language.allCases)
  func aCancellationWordClosingTheTitleCancelsIt(_ language: ExportTitle.Language) throws {
    let grammar = TitleGrammar(lexicons: .shipped)
    let markers = try #require(Lexicons.shipped.lexicon(for: language.rawValue))[.cancelMarkers]
    var random = SeededRandom(seed: 2_103)
    let titles = ExportTitleGenerator.titles(count: 400, language: language, seed: 2_103)
      .filter { !$0.isCancelled && !$0.text.contains(" @ ") }
      .map { $0.text.trimmingCharacters(in: .whitespaces) }
      .filter { !grammar.isCancelled($0) && !$0.isEmpty }
    #expect(titles.count > 200)
    for title in titles {
      let marker = random.pick(markers)
      let word = TitleJoinTests.cased(marker, &random)
      let space = random.pick([" ", " ", "\u{3000}"])
      let end = random.pick(["", "!", " ", " (Trainer krank)", "（体調不良）", " (사유: 출장)"])
      let cancelled = title + space + word + end
      let isCancelled = grammar.isCancelled(cancelled)
      #expect(isCancelled, "'\(cancelled)'")
      var kept = [
        word + " " + title, title + " " + word + " " + random.pick(["Review", "Regeln"]),
      ]
      // Glued to a word; a notice after a spaced dash may close on one (`dashedNotice`).
      if !TitleGrammar.holds(title, [0x2D, 0x2013, 0x2014]) { kept.append(title + word) }
      for text in kept {
        let isKept = !grammar.isCancelled(text)
        #expect(isKept, "'\(text)'")
      }
    }
  }
}
