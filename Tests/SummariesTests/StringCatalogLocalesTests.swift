import Testing

@testable import Summaries

/// The locales Glance speaks come from the catalog's languages, and no other is spoken.
@Suite struct StringCatalogLocalesTests {
  @Test func theShippedLocales() {
    #expect(StringCatalog.shippedLocales == ["de-DE", "en-GB", "en-US", "fr-FR", "ja-JP", "ko-KR"])
  }

  @Test func localesFollowTheCatalogsLanguages() {
    let value = StringCatalog.Value.text("x")
    let catalog = StringCatalog(
      sourceLanguage: "en",
      strings: ["k": ["en": value, "fr": value, "pt-BR": value, "zh-Hans": value, "en-GB": value]])
    #expect(catalog.locales == ["en-GB", "en-US", "fr-FR", "pt-BR", "zh-Hans-CN"])
  }

  @Test func requestedLocalesWithoutCopyAreSkippedWithAWarning() {
    let spoken = StringCatalog.shipped.spokenLocales(
      ["it-IT", "ko-KR", "", "ko-KR", "en-US", "en"], file: "seoul/source.json")
    #expect(spoken.locales == ["ko-KR", "en-US"])
    #expect(
      spoken.diagnostics.map(\.description) == [
        "seoul/source.json: $.locales: warning: [SUM005] locale 'it-IT' has no shipped copy (shipped: de-DE, en-GB, en-US, fr-FR, ja-JP, ko-KR); skipped",
        "seoul/source.json: $.locales: warning: [SUM005] locale '' has no shipped copy (shipped: de-DE, en-GB, en-US, fr-FR, ja-JP, ko-KR); skipped",
        "seoul/source.json: $.locales: warning: [SUM005] locale 'en' has no shipped copy (shipped: de-DE, en-GB, en-US, fr-FR, ja-JP, ko-KR); skipped",
      ])
  }
}
