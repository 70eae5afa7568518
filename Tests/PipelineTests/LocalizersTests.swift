import Summaries
import Testing

@testable import Pipeline

/// A run's shared copy says exactly what a catalog resolved for one source says.
@Suite struct LocalizersTests {
  static let catalog = StringCatalog.shipped
  /// Every locale with copy, one that falls back to its language's (`de-AT`), and one
  /// without copy, which speaks the source language.
  static let locales = catalog.locales + ["de-AT", "it-IT"]

  @Test(arguments: locales)
  func eachLocaleReadsAsItsOwnLocalizer(_ locale: String) {
    let shared = Localizers(Self.catalog)
    let own = Localizer(catalog: Self.catalog, locale: locale)
    for localizer in [shared(locale), shared(locale)] {
      #expect(localizer.language == own.language)
      #expect(localizer.missingKeys == own.missingKeys)
      #expect(localizer.diagnostics(file: "x") == own.diagnostics(file: "x"))
      for key in CopyKey.allCases {
        for count in [0, 1, 2, 5, 21] {
          let arguments: [FormatArgument] = [.integer(count), .string("Dentist"), .string("9 AM")]
          #expect(
            localizer.string(key, arguments: arguments) == own.string(key, arguments: arguments),
            "\(locale) \(key) \(count)")
        }
      }
    }
  }

  @Test(arguments: [
    ["en-US"], ["de-DE", "en-GB", "de-DE"], ["it-IT", "en-US"], ["ja-JP", "xx-YY", "xx-YY"], [],
  ])
  func spokenLocalesAreTheCatalogs(_ requested: [String]) {
    let shared = Localizers(Self.catalog).spokenLocales(requested, file: "a/source.json")
    let own = Self.catalog.spokenLocales(requested, file: "a/source.json")
    #expect(shared.locales == own.locales)
    #expect(shared.diagnostics == own.diagnostics)
  }

  /// Sources on several threads ask for the same locales at once; each gets the same copy.
  @Test func sharedAcrossTasks() async {
    let shared = Localizers(Self.catalog)
    let languages = await withTaskGroup(of: String.self) { group in
      for index in 0..<64 {
        group.addTask { shared(Self.catalog.locales[index % Self.catalog.locales.count]).language }
      }
      var languages: [String] = []
      for await language in group { languages.append(language) }
      return languages.sorted()
    }
    let expected = (0..<64).map {
      Localizer(
        catalog: Self.catalog, locale: Self.catalog.locales[$0 % Self.catalog.locales.count]
      )
      .language
    }.sorted()
    #expect(languages == expected)
  }
}
