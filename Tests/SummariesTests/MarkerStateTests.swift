import Foundation
import SeededRandom
import Testing

@testable import Summaries

/// Marks a person or a mail client writes into a title that say what state the meeting is
/// in, not what it is called: "to be decided" ("Offsite (TBD)", "TBC: Dinner", 「忘年会（未定）」),
/// Outlook's copy prefix ("Copy: ", "Kopie: ", 「コピー: 」), an aside that opens with a
/// postponement ("(verschoben: neuer Termin folgt)", "(moved to Thu)") and an aside that ends
/// in a question ("(Sam too?)"). Checked as properties over generated titles
/// (`ExportTitleGenerator`) in every shipped language, against the same title without the mark.
@Suite struct MarkerStateTests {
  /// The summary and the action's name of `text` as one event from 9 to 10, said at `now`.
  static func said(
    _ text: String, _ composer: SummaryComposer, _ locale: String, tentative: Bool = false,
    at now: String = "2026-06-01T08:00"
  ) -> (summary: String, action: String) {
    let item = Fixture.event(
      text, "2026-06-01T09:00", "2026-06-01T10:00", tentative: tentative, uid: "x")
    return (Fixture.summary([item], locale: locale, at: now).text, composer.spokenTitle(item))
  }

  /// How often `word` stands in `text`.
  static func count(_ word: String, in text: String) -> Int {
    text.components(separatedBy: word).count - 1
  }

  /// A mark that says the meeting is yet to be decided or confirmed is not read: the item is
  /// said as one with STATUS:TENTATIVE, the state once, also when the event is TENTATIVE.
  @Test(arguments: ExportShapeTests.languages.map(\.locale))
  func toBeDecidedIsSaidOnceAsTentative(_ locale: String) {
    let (composer, titles) = StatusMarkerTests.drawn(locale, seed: 2741)
    let word = composer.localizer.string(.stateTentative)
    var seen = 0
    for title in titles where title.shapes.contains(.tentativeMarker) && !title.isCancelled {
      let context = "\(locale) '\(title.text)'"
      #expect(composer.titles.heard(title.text).isTentative, "\(context)")
      let marked = Self.said(title.text, composer, locale)
      let status = Self.said(title.textWithoutMarker, composer, locale, tentative: true)
      #expect(marked.summary == status.summary, "\(context)")
      #expect(marked.action == status.action, "\(context)")
      let both = Self.said(title.text, composer, locale, tentative: true)
      #expect(both.summary == status.summary, "\(context): twice?")
      #expect(Self.count(word, in: both.summary) == 1, "\(context): \(both.summary)")
      seen += 1
    }
    #expect(seen > 20, "\(locale): \(seen)")
  }

  /// Outlook's copy prefix, alone or stacked with forwarding prefixes, is not read, as a
  /// forwarding prefix is not; and no title is cut down to a mail prefix: the name, whole or
  /// cut to its first words, is never one of the title's prefixes.
  @Test(arguments: ExportShapeTests.languages.map(\.locale))
  func copyPrefixesAreNotRead(_ locale: String) {
    let (composer, titles) = StatusMarkerTests.drawn(locale, seed: 2742)
    var seen = 0
    for title in titles where !title.isCancelled && !title.prefixes.isEmpty {
      let context = "\(locale) '\(title.text)'"
      let name = StatusMarkerTests.name(title.text, composer)
      let prefixes = Set(
        title.prefixes.map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
          + title.prefixes.map { String($0.prefix { $0 != ":" && $0 != "：" }).lowercased() })
      for cut in [
        name, SummaryComposer.shortened(name),
        SummaryComposer.shortened(name, words: 2, characters: 5),
      ] {
        #expect(!prefixes.contains(cut.lowercased()), "\(context) cut to '\(cut)'")
      }
      guard title.shapes.contains(.copyPrefix) else { continue }
      let marked = Self.said(title.text, composer, locale)
      let plain = Self.said(title.textWithoutMarker, composer, locale)
      #expect(marked.summary == plain.summary, "\(context)")
      #expect(marked.action == plain.action, "\(context)")
      seen += 1
    }
    #expect(seen > 20, "\(locale): \(seen)")
  }

  /// An aside that opens with a word of postponement is the item's state: the name and the
  /// action are the title's without it, the summary says `state.postponed` (also when the
  /// item is Now), and nothing that follows the word in the bracket is said.
  @Test(arguments: ExportShapeTests.languages.map(\.locale))
  func postponedAsidesAreSaidAsAState(_ locale: String) {
    let (composer, titles) = StatusMarkerTests.drawn(locale, seed: 2743)
    let postponed = composer.localizer.string(.statePostponed)
    var seen = 0
    for title in titles where title.shapes.contains(.postponedAside) && !title.isCancelled {
      let context = "\(locale) '\(title.text)'"
      #expect(composer.titles.heard(title.text).isPostponed, "\(context)")
      #expect(
        StatusMarkerTests.name(title.text, composer)
          == StatusMarkerTests.name(title.textWithoutMarker, composer), "\(context)")
      for now in ["2026-06-01T08:00", "2026-06-01T09:30"] {
        let plain = Self.said(title.textWithoutMarker, composer, locale, at: now)
        let marked = Self.said(title.text, composer, locale, at: now)
        #expect(marked.action == plain.action, "\(context)")
        #expect(Self.count(postponed, in: marked.summary) == 1, "\(context): \(marked.summary)")
        // The bracket's other words ("neuer Termin folgt", "Thu"), unless the title or its
        // state says them (a postponed event says when it was planned: "9 AM", "June 1").
        let stated = Self.said(
          title.textWithoutMarker + " (\(postponed))", composer, locale, at: now)
        let words = (title.marker ?? "").split { !$0.isLetter && !$0.isNumber }
        for word in words
        where !plain.summary.contains(word) && !stated.summary.contains(word)
          && !postponed.contains(word)
        {
          #expect(!marked.summary.contains(word), "\(context): '\(word)' in \(marked.summary)")
        }
      }
      seen += 1
    }
    #expect(seen > 20, "\(locale): \(seen)")
  }

  /// An aside that ends in a question mark is the person's doubt: it is not said at all,
  /// neither as a fact without its mark nor as a question.
  @Test(arguments: ExportShapeTests.languages.map(\.locale))
  func questionAsidesAreNotSaid(_ locale: String) {
    let (composer, titles) = StatusMarkerTests.drawn(locale, seed: 2744)
    var seen = 0
    for title in titles where title.shapes.contains(.questionAside) && !title.isCancelled {
      let context = "\(locale) '\(title.text)'"
      let marked = Self.said(title.text, composer, locale)
      let plain = Self.said(title.textWithoutMarker, composer, locale)
      #expect(marked.summary == plain.summary, "\(context)")
      #expect(marked.action == plain.action, "\(context)")
      seen += 1
    }
    #expect(seen > 20, "\(locale): \(seen)")
  }
}
