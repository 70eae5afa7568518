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
      #expect(profile.charactersPerSecond > 0 && profile.latinCharactersPerSecond > 0)
      #expect((1...7).contains(profile.firstWeekday))
    }
  }

  @Test func aLanguageWithoutAProfileIsAnError() {
    #expect(throws: LanguageProfile.Missing.self) { try Lexicons.shipped.profile(for: "fr") }
    let catalog = StringCatalog(
      sourceLanguage: "fr", strings: ["k": ["fr": .text("x")]])
    #expect(throws: LanguageProfile.Missing.self) {
      try SummaryComposer(localizer: Localizer(catalog: catalog, locale: "fr-FR"), zone: .utc)
    }
  }

  @Test func speakingTimeCountsEachScriptAtItsRate() throws {
    let english = try Lexicons.shipped.profile(for: "en")
    #expect(english.seconds(String(repeating: "a", count: 156)) == 10)
    let korean = try Lexicons.shipped.profile(for: "ko")
    #expect(korean.seconds("가나다라마바사") == 1)
    #expect(abs(korean.seconds("Standup 가나다라") - (8 / 15.6 + 4 / 7)) < 0.001)
    // Characters of two and four bytes are one each: "Caf" at the Latin rate, then "é", the
    // space after it and the emoji at the language's.
    #expect(abs(english.seconds("Café 🎂") - 6 / 15.6) < 0.001)
    #expect(abs(korean.seconds("\u{1100}\u{1161}é") - (2 / 7 + 1 / 7)) < 0.001)
  }

  /// A digit is said as a number word: "14:00" is "fourteen hundred", not five letters.
  @Test func digitsAreTimedAsTheWordsTheyAreReadAs() throws {
    let english = try Lexicons.shipped.profile(for: "en-GB")
    #expect(abs(english.seconds("1400") - 4 * 2.5 / 15.6) < 0.001)
    #expect(english.seconds("at 14:00") > english.seconds("at noon!!"))
    let japanese = try Lexicons.shipped.profile(for: "ja")
    #expect(abs(japanese.seconds("30分") - (2 * 1.5 + 1) / 8) < 0.001)
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
