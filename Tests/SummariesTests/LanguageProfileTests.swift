import Testing
import WidgetTimeline

@testable import Summaries

/// Behaviour per language is typed and complete: every language the catalog ships has a
/// profile, and a language without one is refused rather than guessed.
@Suite struct LanguageProfileTests {
  @Test func everyCatalogLanguageHasAProfile() throws {
    let languages = Set(StringCatalog.shipped.strings.values.flatMap(\.keys))
    #expect(languages == Set(Lexicons.shipped.spoken.keys))
    for language in languages {
      let profile = try Lexicons.shipped.profile(for: language)
      #expect(profile.language == language)
      #expect(profile.timing.otherCharactersPerSecond > 0)
      #expect(profile.timing.latinCharactersPerSecond > 0)
      #expect((1...7).contains(profile.firstWeekday))
    }
  }

  @Test func aLanguageWithoutAProfileIsAnError() {
    #expect(throws: LanguageProfile.Missing.self) { try Lexicons.shipped.profile(for: "it") }
    let catalog = StringCatalog(
      sourceLanguage: "it", strings: ["k": ["it": .text("x")]])
    #expect(throws: LanguageProfile.Missing.self) {
      try SummaryComposer(localizer: Localizer(catalog: catalog, locale: "it-IT"), zone: .utc)
    }
  }

  /// A profile whose every cost is one second, so that each count can be read off.
  static func unit(_ language: String = "en", spacesTakeTime: Bool = true) -> LanguageProfile {
    LanguageProfile(
      language: language,
      timing: LanguageProfile.Timing(
        latinCharactersPerSecond: 1, ideographicCharactersPerSecond: 1 / 2,
        otherCharactersPerSecond: 1 / 3, secondsPerDigit: 4, secondsPerComma: 5,
        secondsPerStop: 6, secondsPerColon: 7),
      hourCycle: .twentyFour, sharedPeriod: .onEnd,
      script: LanguageProfile.Script(code: "Latn", ranges: [0x41...0x5A, 0x61...0x7A]),
      spacesTakeTime: spacesTakeTime, firstWeekday: 1)
  }

  @Test func speakingTimeCountsEachScriptAtItsRate() throws {
    let unit = Self.unit()
    // Latin letters and the space after one at 1 s, kana and hangul at 2 s, others at 3 s.
    #expect(unit.seconds("ab c") == 4)
    #expect(unit.seconds("가나") == 4)
    #expect(unit.seconds("Café 🎂") == 3 + 3 + 3 + 3)
    #expect(Self.unit("ko", spacesTakeTime: false).seconds("가 나") == 4)
    #expect(unit.seconds("가 나") == 2 + 3 + 2)
    let english = try Lexicons.shipped.profile(for: "en")
    #expect(abs(english.seconds(String(repeating: "a", count: 176)) - 10) < 0.001)
  }

  /// A voice pauses at a comma, a full stop and a colon, far longer than a letter takes: each
  /// is charged its own pause, but not between two digits, where it is part of a number.
  @Test func punctuationIsTimedAsThePauseAVoiceMakes() {
    let unit = Self.unit()
    #expect(unit.seconds("a,") == 1 + 5)
    #expect(unit.seconds("a、") == 1 + 5)
    #expect(unit.seconds("a.") == 1 + 6)
    #expect(unit.seconds("a。") == 1 + 6)
    #expect(unit.seconds("a?") == 1 + 6)
    #expect(unit.seconds("a:") == 1 + 7)
    // "10:30" is four digits and a character, "4.12" three and one; "2, 3" keeps its pause.
    #expect(unit.seconds("10:30") == 4 * 4 + 3)
    #expect(unit.seconds("4.12") == 3 * 4 + 3)
    #expect(unit.seconds("2,") == 4 + 5)
    #expect(unit.seconds("2, 3") == 4 + 5 + 3 + 4)
    #expect(unit.seconds("2:a") == 4 + 7 + 1)
  }

  /// A digit is said as a number word: "14:00" is "fourteen hundred", not five letters.
  @Test func digitsAreTimedAsTheWordsTheyAreReadAs() throws {
    let english = try Lexicons.shipped.profile(for: "en-GB")
    #expect(abs(english.seconds("1400") - 4 * english.timing.secondsPerDigit) < 0.001)
    #expect(english.seconds("at 14:00") > english.seconds("at noon!!"))
    let japanese = try Lexicons.shipped.profile(for: "ja")
    #expect(
      abs(
        japanese.seconds("30分")
          - (2 * japanese.timing.secondsPerDigit + 1
            / japanese.timing.ideographicCharactersPerSecond))
        < 0.001)
  }
}

/// A catalog missing its copy is refused before any work (`ShippedResources`); the composer
/// itself still finishes, rather than looping, and never says a key.
@Suite struct EmptyCatalogTests {
  @Test func aCatalogWithoutCopyStillFinishes() throws {
    let empty = StringCatalog(sourceLanguage: "en", strings: [:])
    let composer = try SummaryComposer(
      localizer: Localizer(catalog: empty, locale: "en-US"), zone: Fixture.zone)
    let items = SummaryPropertyTests.items(seed: 3)
    for family in WidgetFamily.allCases {
      let timeline = TimelineLayout(family: family).layout(
        items, referenceDate: Fixture.instant("2026-06-01T08:00"), zone: Fixture.zone)
      let summaries = composer.compose(timeline.entries, family: family)
      #expect(summaries.count == timeline.entries.count)
      let keys = CopyKey.allCases.map(\.name)
      #expect(!summaries.contains { summary in keys.contains { summary.text.contains($0) } })
    }
  }
}
