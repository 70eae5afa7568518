import Agenda
import ICalendar
import SeededRandom
import Testing
import WidgetTimeline

@testable import Summaries

/// A summary is never over its family's hard budget: when one item said every shorter way
/// still is, the time words go, then the title is cut at a phrase boundary, and the actions
/// say the same words.
@Suite struct HardBudgetTests {
  /// A lock screen held to five seconds, tighter than any family's own.
  static let tight = LengthBudget(soft: 3, hard: 5)

  /// Five seconds: an event in progress keeps its lead and its title, not its end; an
  /// overdue reminder keeps "overdue", not since when.
  @Test func aTightBudgetGivesUpTheTimeBeforeTheTitle() {
    let lecture = Fixture.event(
      "Northwind and Contoso joint steering committee", "2026-06-01T07:30", "2026-06-01T10:50")
    let inline = Fixture.summary([lecture], family: .accessoryInline, budget: Self.tight)
    #expect(inline.text == "Now: Northwind and Contoso joint steering committee", "\(inline.text)")
    #expect(inline.seconds <= inline.budget.hard)
    // With room for it, the time is said.
    let short = Fixture.summary(
      [Fixture.event("Standup", "2026-06-01T07:30", "2026-06-01T10:50")],
      family: .accessoryInline, budget: Self.tight)
    #expect(short.text == "Now: Standup, until 10:50 AM")

    let problemSet = Fixture.reminder(
      "Problem set 4 for data structures", due: "2026-05-31T09:00", priority: .high)
    let overdue = Fixture.summary([problemSet], family: .accessoryInline, budget: Self.tight)
    #expect(
      overdue.text == "Problem set 4 for data structures, high priority, overdue",
      "\(overdue.text)")
  }

  /// A title too long for the hard budget even alone is cut at its first phrase boundary, and
  /// each of its actions names it by the same words.
  @Test func aTitleIsCutOnlyPastTheHardBudgetAndItsActionsSayTheSame() {
    let long = Fixture.event(
      "Quarterly planning: review of every team's objectives and the budget for next year",
      "2026-06-01T09:00", "2026-06-01T10:00")
    let inline = Fixture.summary([long], family: .accessoryInline, budget: Self.tight)
    #expect(inline.text == "Next: Quarterly planning", "\(inline.text)")
    #expect(inline.seconds <= inline.budget.hard)
    #expect(
      inline.actions.filter { $0.trigger == .named }.map(\.name) == ["Favorite Quarterly planning"])
    // The lock screen's own budget has the room: nothing is cut.
    let rectangular = Fixture.summary([long], family: .accessoryRectangular)
    #expect(rectangular.text.contains(long.title), "\(rectangular.text)")
    #expect(rectangular.actions.contains { $0.name.contains(long.title) })
  }

  /// A title whose digits alone fill five seconds keeps its first two words.
  @Test func aTitleOfDigitsKeepsTwoWordsAtTheVeryLast() {
    let ticket = Fixture.event(
      "Dienstplan-Tausch 24.12. und 31.12. 2026", "2026-06-01T07:30", "2026-06-01T10:50")
    let inline = Fixture.summary(
      [ticket], locale: "de-DE", family: .accessoryInline, budget: Self.tight)
    #expect(inline.text == "Jetzt: Dienstplan-Tausch 24.12", "\(inline.text)")
    #expect(inline.seconds <= inline.budget.hard)
    #expect(inline.actions.first?.name == "Dienstplan-Tausch 24.12. als Favorit markieren")
  }

  @Test(arguments: [
    ("CS 225: Data Structures", "CS 225"),
    ("Problem set 4 (CS 225) notes", "Problem set 4"),
    ("Problem set 4 (CS 225)", "Problem set 4 (CS 225)"),
    ("Vendor sync (agenda attached - please review)", "Vendor sync"),
    ("Mateo - school Halloween parade", "Mateo - school Halloween parade"),
    ("One two three four five six seven", "One two three four five"),
    ("Standup", "Standup"),
    ("定例ミーティング：来期の予算", "定例ミーティング"),
  ])
  func aTitleIsCutAtAPhraseBoundary(_ title: String, _ cut: String) {
    #expect(SummaryComposer.shortened(title) == cut)
  }

  /// An ASCII title is cut on its bytes as every title is cut on its characters, at every
  /// limit: over generated export titles in the four title languages, the ASCII ones among
  /// them and each with a carriage return and line feed, which are one character.
  @Test(arguments: ExportTitle.Language.allCases)
  func anASCIITitleIsCutAsCharactersAreCut(language: ExportTitle.Language) {
    var random = SeededRandom(seed: 57)
    var ascii = 0
    for kind in [ExportTitleGenerator.Kind.event, .reminder] {
      let generator = ExportTitleGenerator(language: language, kind: kind)
      for _ in 0..<2_500 {
        let text = generator.title(&random).text
        for title in [text, text + " - x", text.replacingOccurrences(of: " ", with: "\r\n")] {
          if title.utf8.allSatisfy({ $0 < 0x80 }) { ascii += 1 }
          for (words, characters) in [(5, 10), (2, 5), (1, 3)] {
            #expect(
              SummaryComposer.shortened(title, words: words, characters: characters)
                == SummaryComposer.shortenedByCharacters(
                  title, words: words, characters: characters, asideAfter: words <= 2 ? 1 : 2),
              "'\(title)'")
          }
        }
      }
    }
    #expect(ascii > 100)
  }

  /// For every entry and family of generated people, in every language: a summary stays at
  /// or below 92 % of its family's hard limit (`SummaryComposer.clearOfHard(_:)`), the error
  /// of the seconds' estimate, unless nothing shorter can be said: one item at most, said at
  /// its last resorts, or its last row said is urgent (folded, or cut, only past the hard
  /// limit itself). Native reviewers heard a summary within that margin of the hard limit
  /// as too long.
  @Test(arguments: 0..<12)
  func aSummaryStaysClearOfItsHardLimit(seed: Int) {
    let items = RemainderTests.person(seed: UInt64(seed) &+ 901)
    let reference = Fixture.instant(RemainderTests.reference)
    for locale in Fixture.locales {
      let composer = Fixture.composer(locale)
      for family in WidgetFamily.allCases {
        let timeline = TimelineLayout(family: family).layout(
          items, referenceDate: reference, zone: Fixture.zone)
        let summaries = composer.compose(timeline.entries, family: family)
        for (entry, summary) in zip(timeline.entries, summaries) where summary.spokenRows > 1 {
          // An urgent row is folded only past the hard budget itself (the eye sees it marked),
          // and a title is cut only past it (its actions must say what the eye sees).
          let told = Fixture.told(entry, composer, family).told
          var (spoken, rows) = (0, 0)
          while spoken < told.mentions.count, rows < summary.spokenRows {
            rows += told.mentions[spoken].rowCount
            spoken += 1
          }
          if spoken > 0,
            SummaryComposer.isUrgent(told.mentions[spoken - 1], told.clauses[spoken - 1])
          {
            continue
          }
          #expect(
            summary.seconds <= summary.budget.hard * 0.92,
            "seed \(seed) \(locale) \(family) \(summary.seconds)s of \(summary.budget.hard): \(summary.text)"
          )
        }
      }
    }
  }
}

/// The lock screen's hard limit holds for one item too: over generated export titles (tags
/// before them, asides, ticket numbers, dates) in progress, due or overdue, with a backlog
/// that makes the count long, in every language, the summary fits the lock screen's
/// seconds, by its last resorts (the count's window first, `Detail.restCount`, then the
/// time, the star, the title's cut), and no sentence ends twice ("31.12.. Dazu").
@Suite struct LockScreenHardLimitTests {
  @Test(arguments: Fixture.locales)
  func oneItemHoldsTheLockScreensHardLimit(_ locale: String) {
    let language = ShortenedTitleTests.languages.first { $0.locale == locale }!.language
    let composer = Fixture.composer(locale)
    var random = SeededRandom(seed: 7_301)
    // A backlog of overdue reminders and many items to come, none of them said by name.
    let backlog =
      (0..<random.pick([9, 33, 98])).map { index in
        Fixture.reminder("Backlog \(index)", due: "2026-05-2\(index % 9)T09:00")
      }
      + (0..<random.pick([12, 79, 140])).map { index in
        Fixture.reminder("Later \(index)", due: "2026-06-0\(2 + index % 6)T09:00")
      }
    let titles = ExportTitleGenerator.titles(count: 400, language: language, seed: 7_301)
    var checked = 0
    for (index, generated) in titles.enumerated() {
      let tag = ["", "[Workshop] "][index % 2]
      let tail = ["", " (1.234,56 €)"][index / 2 % 2]
      let title = tag + generated.text + tail
      let item =
        index % 3 == 0
        ? Fixture.reminder(title, due: "2026-05-30T09:00", priority: .high, favorite: true)
        : Fixture.event(title, "2026-06-01T07:30", "2026-06-01T10:50", favorite: index % 2 == 0)
      for family in [WidgetFamily.accessoryRectangular, .accessoryInline] {
        let entry = Fixture.entry([item] + backlog, at: "2026-06-01T08:00", family: family)
        let summary = composer.compose(entry, family: family)
        guard summary.spokenRows == 1 else { continue }
        checked += 1
        let context = "\(locale) \(family) '\(title)': \(summary.text) (\(summary.seconds) s)"
        #expect(summary.seconds <= summary.budget.hard, "\(context)")
        #expect(!summary.text.contains(".."), "\(context)")
      }
    }
    #expect(checked >= 400, "\(locale): \(checked) one-item summaries")
  }

  /// A lock screen's next event says when it starts whenever its title is said whole: over
  /// generated titles of up to three words and no digits (a digit is said as a number word,
  /// and a title's own date or year outweighs the time), tentative or a favorite, with a
  /// backlog of overdue reminders and later items that the count says, in every language. "Next: Elternabend, unter Vorbehalt." without its
  /// time was heard as a missing fact; the lock screen's hard limit leaves it the room, and
  /// "favorite", which the widget shows as a star, goes before the time does.
  @Test(arguments: Fixture.locales)
  func aLockScreensNextSaysItsStartTime(_ locale: String) {
    let language = ShortenedTitleTests.languages.first { $0.locale == locale }!.language
    let composer = Fixture.composer(locale)
    let backlog =
      (0..<3).map { Fixture.reminder("Backlog \($0)", due: "2026-05-2\($0 % 9)T09:00") }
      + (0..<6).map { Fixture.reminder("Later \($0)", due: "2026-06-0\(2 + $0 % 6)T09:00") }
    let start = LocalDateTime(
      date: LocalDate(year: 2026, month: 6, day: 1)!, hour: 19, minute: 30, second: 0)!
    let time = composer.clock.time(start)
    var checked = 0
    for (index, generated) in ExportTitleGenerator.titles(
      count: 300, language: language, seed: 7_311
    ).enumerated() {
      let title = composer.spokenTitle(Fixture.event(generated.text, "2026-06-01T19:30"))
      guard title.split(separator: " ").count <= 3, !title.contains(where: \.isNumber) else {
        continue
      }
      let item = Fixture.event(
        generated.text, "2026-06-01T19:30", "2026-06-01T21:00", favorite: index % 3 == 0,
        tentative: index % 2 == 0)
      for family in [WidgetFamily.accessoryRectangular, .accessoryInline] {
        let entry = Fixture.entry([item] + backlog, at: "2026-06-01T19:20", family: family)
        let summary = composer.compose(entry, family: family)
        guard summary.spokenRows == 1, summary.text.contains(title) else { continue }
        checked += 1
        #expect(
          summary.text.contains(time),
          "\(locale) \(family) '\(generated.text)': \(summary.text) (\(summary.seconds) s)")
      }
    }
    #expect(checked >= 100, "\(locale): \(checked) summaries")
  }
}
