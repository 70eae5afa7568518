import Testing

@testable import Summaries

/// The keys the code can ask for are `CopyKey.allCases`, its families included; the shipped
/// catalog has copy for every one of them in every language, and a catalog that lacks one is
/// refused rather than spoken from.
@Suite struct CopyKeyTests {
  static let catalog = StringCatalog.shipped

  @Test func everyKeyHasCopyInEveryShippedLanguage() throws {
    let languages = Self.catalog.languages
    #expect(languages == ["de", "en", "en-GB", "fr", "ja", "ko"])
    for language in languages {
      let chain = StringCatalog.fallbackChain(language)
      for key in CopyKey.allCases {
        let values = Self.catalog.strings[key.name]
        #expect(
          chain.contains { values?[$0] != nil }, "'\(key.name)' has no copy in '\(language)'")
      }
    }
    try Self.catalog.checkCopy()
    for locale in StringCatalog.shippedLocales {
      #expect(Localizer(catalog: Self.catalog, locale: locale).missingKeys.isEmpty, "\(locale)")
    }
  }

  /// Copy the code cannot ask for is copy nobody hears, and a translator's wasted work.
  @Test func everyCatalogKeyIsAKey() {
    let names = Set(CopyKey.allCases.map(\.name))
    #expect(names.count == CopyKey.allCases.count, "two keys share a name")
    #expect(Set(Self.catalog.strings.keys) == names)
  }

  /// The raw value is the position a localizer's table is indexed by.
  @Test func rawValuesArePositions() {
    for (position, key) in CopyKey.allCases.enumerated() { #expect(key.rawValue == position) }
  }

  /// Each family gives the key named by its parts, every member a different one.
  @Test func familiesGiveTheKeysTheirPartsName() {
    var members: [CopyKey] = []
    for action in CopyKey.Action.allCases {
      for which in [false, true] {
        let key = CopyKey.action(action, which: which)
        #expect(key.name == "action.\(action)" + (which ? ".which" : ""))
        members.append(key)
      }
    }
    for connector in CopyKey.Connector.allCases {
      for foreign in [false, true] {
        let key = CopyKey.title(connector, foreign: foreign)
        #expect(key.name == "title." + (foreign ? "foreign." : "") + "\(connector)")
        members.append(key)
      }
    }
    for scope in [Remainder.Scope.tomorrow, .week, .days] {
      for over in [false, true] {
        let alone = CopyKey.more(scope, over: over)
        let part = CopyKey.morePart(scope, over: over)
        #expect(alone.name == "more.\(scope)" + (over ? ".over" : ""))
        #expect(part.name == "more.part.\(scope)" + (over ? ".over" : ""))
        members += [alone, part]
      }
    }
    for onTheHour in [false, true] {
      for bare in [false, true] {
        let key = CopyKey.clock(onTheHour: onTheHour, bare: bare)
        #expect(key.name == "time." + (onTheHour ? "hour" : "minute") + (bare ? ".bare" : ""))
        members.append(key)
      }
    }
    members += (0..<4).map(CopyKey.nowLead)
    #expect(Set(members.dropLast(4)).count == members.count - 4)
    #expect(
      members.suffix(4).map(\.name) == [
        "lead.now", "lead.alsoNow", "lead.alsoNowMore", "lead.alsoNowMore",
      ])
  }

  /// A language that lacks a key is refused, naming the key and the language; one whose
  /// parent has it (`en-GB` of `en`) is not.
  @Test func aLanguageWithoutAKeyIsRefused() throws {
    var catalog = Self.catalog
    catalog.strings[CopyKey.leadNow.name]?["de"] = nil
    #expect(throws: StringCatalog.MissingCopy(key: "lead.now", language: "de", isSource: false)) {
      try catalog.checkCopy()
    }
    #expect(
      StringCatalog.MissingCopy(key: "lead.now", language: "de", isSource: false).description
        == "key 'lead.now' has no 'de' value")
    let german = Localizer(catalog: catalog, locale: "de-DE")
    #expect(german.missingKeys == [.leadNow])
    var british = Self.catalog
    british.strings[CopyKey.stateFavorite.name]?["en-GB"] = nil
    try british.checkCopy()
    var untranslated = Self.catalog
    untranslated.strings[CopyKey.placeSame.name]?["en"] = nil
    #expect(throws: StringCatalog.MissingCopy(key: "place.same", language: "en", isSource: true)) {
      try untranslated.checkCopy()
    }
  }

  /// A key a catalog has no copy for at all says nothing: it is never spoken by its name.
  @Test func aKeyWithoutCopyIsNeverSpoken() {
    let empty = StringCatalog(sourceLanguage: "en", strings: [:])
    let localizer = Localizer(catalog: empty, locale: "en-US")
    #expect(localizer.missingKeys == CopyKey.allCases)
    for key in CopyKey.allCases { #expect(localizer.string(key, .integer(1)) == "") }
  }
}
