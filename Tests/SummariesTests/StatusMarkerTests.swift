import SeededRandom
import Testing

@testable import Summaries

/// What real exports write around a name that is not the name: status prefixes ("Postponed:",
/// "Moved:", "(更新)"), workflow tags ("[Action required]", 【リマインド】) and the sign of a
/// hashtag ("#selfcare"), checked as properties over generated titles in every shipped
/// language. The name said and the action's name are the title without them.
@Suite struct StatusMarkerTests {
  /// The title's name as heard, its action's name and its summary, for `title`.
  static func said(_ title: ExportTitle, _ composer: SummaryComposer, _ locale: String)
    -> (name: String, action: String, summary: String)
  {
    let name = composer.title(composer.titles.heard(title.text), kind: .event)
    let item = Fixture.event(title.text, "2026-06-01T09:00", "2026-06-01T10:00")
    let action = composer.spokenTitle(item)
    let summary = Fixture.summary([item], locale: locale).text
    return (name, action, summary)
  }

  /// The composer of `locale` and the titles drawn for its language from `seed`.
  static func drawn(_ locale: String, seed: UInt64) -> (SummaryComposer, [ExportTitle]) {
    let language = ExportShapeTests.languages.first { $0.locale == locale }!.language
    let titles = ExportTitleGenerator.titles(
      count: ExportShapeTests.titles, language: language, seed: seed)
    return (Fixture.composer(locale), titles)
  }

  /// The name `composer` hears in `text`.
  static func name(_ text: String, _ composer: SummaryComposer) -> String {
    composer.title(composer.titles.heard(text), kind: .event)
  }

  /// A postponement prefix or tag is said as the state `state.postponed` after the name,
  /// never as a second heading ("Now: Postponed: Standup"); a move or update marker is not
  /// said at all. Either way the name and the action's name are the title without it, and
  /// no other title is said postponed.
  @Test(arguments: ExportShapeTests.languages.map(\.locale))
  func statusPrefixesAreStatesOrLeftOut(_ locale: String) {
    let (composer, titles) = Self.drawn(locale, seed: 2714)
    let postponed = composer.localizer.string(.statePostponed)
    var seen = (postponed: 0, moved: 0)
    for title in titles where !title.isCancelled {
      let heard = composer.titles.heard(title.text)
      let context = "\(locale) '\(title.text)'"
      #expect(heard.isPostponed == title.isPostponed, "postponed: \(context)")
      let shapes = title.shapes.intersection([.postponedMarker, .movedMarker])
      guard !shapes.isEmpty else { continue }
      let (name, action, summary) = Self.said(title, composer, locale)
      let marker = title.prefixes.joined()
      let without = Self.name(String(title.text.dropFirst(marker.count)), composer)
      #expect(name == without, "\(context) heard as '\(name)', not '\(without)'")
      #expect(action.contains(without), "\(context): action '\(action)'")
      let written = marker.trimmingCharacters(in: .whitespaces)
      #expect(!summary.contains(written), "\(context): '\(written)' said in '\(summary)'")
      #expect(!action.contains(written), "\(context): '\(written)' in action '\(action)'")
      if title.isPostponed {
        // "Standup, postponed, …": the state after the name, as "tentative" is.
        #expect(summary.contains(postponed), "\(context): \(summary)")
        seen.postponed += 1
      } else {
        #expect(!summary.contains(postponed) || name.contains(postponed), "\(context): \(summary)")
        seen.moved += 1
      }
    }
    #expect(seen.postponed > 20 && seen.moved > 20, "\(locale): \(seen)")
  }

  /// A workflow tag before the name ("[Action required]", "[Erinnerung]", 【リマインド】,
  /// "[알림]") marks the mail, not the meeting: the name and the action are said as without it.
  @Test(arguments: ExportShapeTests.languages.map(\.locale))
  func workflowTagsAreNotSaid(_ locale: String) {
    let (composer, titles) = Self.drawn(locale, seed: 2715)
    var seen = 0
    for title in titles where title.shapes.contains(.workflowTag) && !title.isCancelled {
      let (name, action, summary) = Self.said(title, composer, locale)
      let tag = title.leadingTags.joined()
      let without = Self.name(title.text.replacingOccurrences(of: tag, with: ""), composer)
      let context = "\(locale) '\(title.text)' heard as '\(name)'"
      #expect(name == without, "\(context), not '\(without)'")
      let words = tag.trimmingCharacters(in: .whitespaces).dropFirst().dropLast()
      #expect(!summary.contains(words), "\(context): '\(words)' said in '\(summary)'")
      #expect(!action.contains(words), "\(context): '\(words)' in action '\(action)'")
      seen += 1
    }
    #expect(seen > 20, "\(locale): \(seen)")
  }

  /// A hashtag that opens a title is said as its word: the sign, which VoiceOver reads as
  /// "number sign" or 「シャープ」, is not said, in the summary or the action. A sign before
  /// digits is an id's and stays ("#4821").
  @Test(arguments: ExportShapeTests.languages.map(\.locale))
  func hashtagsAreSaidAsTheirWord(_ locale: String) {
    let (composer, titles) = Self.drawn(locale, seed: 2716)
    var seen = (hashtags: 0, ids: 0)
    for title in titles where !title.isCancelled {
      if let word = title.hashtag, title.closingHashtags == nil {
        let (name, action, summary) = Self.said(title, composer, locale)
        let context = "\(locale) '\(title.text)' heard as '\(name)'"
        let plain = title.text.replacingOccurrences(of: "#\(word)", with: word)
        #expect(name == Self.name(plain, composer), "\(context)")
        #expect(name.contains(word), "\(context)")
        #expect(!summary.contains("#\(word)"), "\(context): \(summary)")
        #expect(!action.contains("#\(word)"), "\(context): action '\(action)'")
        seen.hashtags += 1
      }
      if let ticket = title.ticket, title.ticketIsSaid, ticket.hasPrefix("#") {
        let name = Self.name(title.text, composer)
        #expect(name.contains(ticket), "\(locale) '\(title.text)' heard as '\(name)'")
        seen.ids += 1
      }
    }
    #expect(seen.hashtags > 10 && seen.ids > 0, "\(locale): \(seen)")
  }

  /// Hashtags that close a title's words, one or more, spaced or glued to the last word
  /// ("Bake sale #PTA #fundraiser", "Bake sale#fundraiser", 「ヨガ #朝活」), file the event:
  /// they are tags, not said in the summary or the action, which are the title's without
  /// them. One glued between two words ("Bake sale#fundraiser planning") is said as its word,
  /// apart from the word before.
  @Test(arguments: ExportShapeTests.languages.map(\.locale))
  func closingHashtagsAreTagsAndGluedOnesWords(_ locale: String) {
    let (composer, titles) = Self.drawn(locale, seed: 2717)
    let language = ExportShapeTests.languages.first { $0.locale == locale }!.language
    var random = SeededRandom(seed: 2718)
    var seen = (closing: 0, glued: 0)
    func said(_ text: String) -> (name: String, action: String, summary: String) {
      let item = Fixture.event(text, "2026-06-01T09:00", "2026-06-01T10:00")
      return (
        Self.name(text, composer), composer.spokenTitle(item),
        Fixture.summary([item], locale: locale).text
      )
    }
    let ordinary = titles.filter { $0.shapes.isEmpty || $0.shapes == [.otherScript] }
    for title in ordinary {
      let closing = ExportTitleGenerator.closingHashtags(title.script, &random)
      let text =
        title.prefixes.joined() + title.leadingTags.joined() + title.core + closing
        + title.asides.joined() + title.trailingTags.joined() + title.suffix
      let tagged = said(text)
      let plain = said(title.text)
      let context = "\(locale) '\(text)' heard as '\(tagged.name)', not '\(plain.name)'"
      #expect(tagged.name == plain.name, "\(context)")
      #expect(tagged.action == plain.action, "\(context): action '\(tagged.action)'")
      #expect(tagged.summary == plain.summary, "\(context): \(tagged.summary)")
      seen.closing += 1
    }
    // Two ordinary titles, a hashtag glued to the first: its word is said between them.
    for (first, second) in zip(ordinary, ordinary.dropFirst()) where first.script == second.script {
      let word = random.pick(
        ExportTitleGenerator.closingHashtags(first.script, &random)
          .split(separator: "#").map { $0.trimmingCharacters(in: .whitespaces) }
          .filter { !$0.isEmpty })
      let spaced = first.script == .en || first.script == .de ? " " : ""
      let text = "\(first.core)#\(word) \(second.core)"
      let name = Self.name(text, composer)
      let expected = Self.name("\(first.core)\(spaced)\(word) \(second.core)", composer)
      #expect(name == expected, "\(locale) '\(text)' heard as '\(name)', not '\(expected)'")
      seen.glued += 1
    }
    #expect(seen.closing > 1_000 && seen.glued > 500, "\(language): \(seen)")
  }

  /// A bracket before the name that is a notice of postponement ("[Postponed until further
  /// notice] ", "【延期のお知らせ】", "[일정 연기] ") gives the item that state exactly as a
  /// trailing "(postponed)" does: the same name, summary and action. One that is a notice of
  /// cancellation ("[Event canceled] ", 「【開催中止】」) leaves it out as "Canceled:" does.
  @Test(arguments: ExportShapeTests.languages.map(\.locale))
  func leadingNoticesGiveTheirState(_ locale: String) {
    let (composer, titles) = Self.drawn(locale, seed: 2719)
    let language = ExportShapeTests.languages.first { $0.locale == locale }!.language
    let grammar = TitleGrammar(lexicons: .shipped)
    let notices = ExportTitleGenerator.leadingNotices[language]!
    var random = SeededRandom(seed: 2720)
    var seen = 0
    for title in titles
    where !title.isCancelled && !title.isPostponed && title.suffix.isEmpty
      && title.prefixes.isEmpty && title.leadingTags.isEmpty
      && !title.shapes.contains(.emojiOnly)
    {
      let notice = random.pick(notices.postponed)
      let text = notice + title.text
      let trailing = title.text + " (postponed)"
      func said(_ text: String) -> (String, String) {
        let item = Fixture.event(text, "2026-06-01T09:00", "2026-06-01T10:00")
        return (Fixture.summary([item], locale: locale).text, composer.spokenTitle(item))
      }
      let (summary, action) = said(text)
      let (expected, expectedAction) = said(trailing)
      let context = "\(locale) '\(text)'"
      #expect(composer.titles.heard(text).isPostponed, "\(context)")
      #expect(summary == expected, "\(context): '\(summary)', not '\(expected)'")
      #expect(action == expectedAction, "\(context): '\(action)', not '\(expectedAction)'")
      let cancelled = random.pick(notices.cancelled) + title.text
      #expect(grammar.isCancelled(cancelled), "\(locale) '\(cancelled)'")
      #expect(!grammar.isCancelled(title.text), "\(locale) '\(title.text)'")
      seen += 1
    }
    #expect(seen > 1_000, "\(locale): \(seen)")
  }

  /// An at sign is never said ("at sign", 「アットマーク」): before a word it is a mention or a
  /// place written as one, and the word is said ("@Mina 1:1" as "Mina 1:1", 「ランチ @渋谷」 as
  /// 「ランチ 渋谷」); spaced before the title's last words ("Lunch @ Nando's") it is the
  /// language's "at" before the place (`title.at`: "Lunch at Nando's"), a pause in Japanese
  /// and Korean (`TitleSymbolsTests.anAtSignBetweenWordsIsNoSign`).
  @Test(arguments: ExportShapeTests.languages.map(\.locale))
  func atSignsAreNeverSaid(_ locale: String) {
    let (composer, titles) = Self.drawn(locale, seed: 2751)
    var random = SeededRandom(seed: 2752)
    var seen = 0
    for title in titles where title.shapes.isEmpty || title.shapes == [.otherScript] {
      let words = ExportTitleGenerator.atSignWords[title.script]!
      let place = random.pick(words.places)
      let person = random.pick(words.people)
      let cases = [
        (title.core + " @ " + place, nil),
        (title.core + " @" + place, nil),
        ("@" + person + " " + title.core, person + " " + title.core),
      ]
      for (text, plain) in cases {
        let item = Fixture.event(text, "2026-06-01T09:00", "2026-06-01T10:00")
        let name = Self.name(text, composer)
        if let plain {
          let expected = Self.name(plain, composer)
          #expect(name == expected, "\(locale) '\(text)' heard as '\(name)', not '\(expected)'")
        } else {
          #expect(name.contains(place), "\(locale) '\(text)' heard as '\(name)'")
        }
        let summary = Fixture.summary([item], locale: locale).text
        #expect(!summary.contains("@"), "\(locale) '\(text)': \(summary)")
        #expect(!composer.spokenTitle(item).contains("@"), "\(locale) '\(text)'")
      }
      seen += 1
    }
    #expect(seen > 1_000, "\(locale): \(seen)")
  }
}
