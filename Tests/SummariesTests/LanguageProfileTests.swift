import Testing

@testable import Summaries

/// Behaviour per language is typed and complete: every language the catalog ships has a
/// profile, and a language without one is refused rather than guessed.
@Suite struct LanguageProfileTests {
  @Test func everyCatalogLanguageHasAProfile() throws {
    let languages = Set(StringCatalog.shipped.strings.values.flatMap(\.keys))
    #expect(languages == Set(LanguageProfile.shipped.keys))
    for language in languages {
      let profile = try LanguageProfile.shipped(language)
      #expect(profile.language == language)
      #expect(profile.charactersPerSecond > 0 && profile.latinCharactersPerSecond > 0)
      #expect((1...7).contains(profile.firstWeekday))
    }
  }

  @Test func aLanguageWithoutAProfileIsAnError() {
    #expect(throws: LanguageProfile.Missing.self) { try LanguageProfile.shipped("fr") }
    let catalog = StringCatalog(
      sourceLanguage: "fr", strings: ["k": ["fr": .text("x")]])
    #expect(throws: LanguageProfile.Missing.self) {
      try SummaryComposer(localizer: Localizer(catalog: catalog, locale: "fr-FR"), zone: .utc)
    }
  }

  @Test func speakingTimeCountsEachScriptAtItsRate() throws {
    let english = try LanguageProfile.shipped("en")
    #expect(english.seconds(String(repeating: "a", count: 156)) == 10)
    let korean = try LanguageProfile.shipped("ko")
    #expect(korean.seconds("가나다라마바사아") == 1)
    #expect(abs(korean.seconds("Standup 가나다라") - (8 / 15.6 + 4 / 8)) < 0.001)
  }
}
