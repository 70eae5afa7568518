import Foundation
import Testing

@testable import Summaries

@Suite struct StringCatalogTests {
  static let catalog = StringCatalog.shipped
  static let shippedLanguages = ["en", "de", "ja", "ko"]

  @Test func shippedCatalogLoads() {
    #expect(Self.catalog.sourceLanguage == "en")
    #expect(Self.catalog.strings.count >= 60)
  }

  @Test func everyKeyIsTranslatedIntoEveryShippedLanguage() {
    for (key, values) in Self.catalog.strings {
      for language in Self.shippedLanguages {
        #expect(values[language] != nil, "'\(key)' has no \(language)")
      }
      #expect(
        Self.catalog.comments[key]?.isEmpty == false, "'\(key)' has no comment for translators")
    }
  }

  /// A translation may leave out an argument the source says (British English counts days
  /// where American English names the last one) but never use one the code does not pass:
  /// only positions the source uses or the key's comment describes for translators, each of
  /// one type in every language.
  @Test func translationsUseTheSourcePlaceholders() {
    func placeholders(_ value: StringCatalog.Value) -> [[Int: Character]] {
      let texts: [String] =
        switch value {
        case .text(let text): [text]
        case .plural(let forms): Array(forms.values)
        }
      return texts.map { text in
        var found: [Int: Character] = [:]
        var next = 1
        var scalars = Substring(text)
        while let percent = scalars.firstIndex(of: "%") {
          scalars = scalars[scalars.index(after: percent)...]
          if scalars.first == "%" {
            scalars = scalars.dropFirst()
            continue
          }
          let spec = scalars.prefix { !"@dis".contains($0) }
          guard let conversion = scalars.dropFirst(spec.count).first else { break }
          let position =
            spec.contains("$") ? Int(spec.split(separator: "$")[0]) ?? 0 : next
          if !spec.contains("$") { next += 1 }
          found[position] = conversion == "@" ? "@" : "d"
          scalars = scalars.dropFirst(spec.count + 1)
        }
        return found
      }
    }
    for (key, values) in Self.catalog.strings {
      guard let source = values["en"] else { continue }
      let sourceTypes = placeholders(source).reduce(into: [Int: Character]()) {
        $0.merge($1) { first, _ in first }
      }
      let described = Self.describedPositions(Self.catalog.comments[key] ?? "")
      let last = max(sourceTypes.keys.max() ?? 0, described.max() ?? 0)
      var types = sourceTypes
      for (language, value) in values {
        for used in placeholders(value) {
          for (position, type) in used {
            #expect(position <= last, "'\(key)' in \(language) uses position \(position)")
            if let known = types[position] {
              #expect(known == type, "'\(key)' in \(language): position \(position) changes type")
            } else {
              types[position] = type
            }
          }
        }
      }
    }
  }

  /// The argument positions a translator comment describes: `%2$@` is 2, a bare `%@` is 1.
  static func describedPositions(_ comment: String) -> Set<Int> {
    var positions: Set<Int> = []
    var rest = Substring(comment)
    while let percent = rest.firstIndex(of: "%") {
      rest = rest[rest.index(after: percent)...]
      let digits = rest.prefix { $0.isNumber }
      if !digits.isEmpty, rest.dropFirst(digits.count).first == "$" {
        positions.insert(Int(digits) ?? 0)
      } else if rest.first == "@" || rest.hasPrefix("lld") {
        positions.insert(1)
      }
    }
    return positions
  }

  @Test func pluralsHaveTheFormsTheirLanguageNeeds() {
    for (key, values) in Self.catalog.strings {
      for (language, value) in values {
        guard case .plural(let forms) = value else { continue }
        #expect(forms[.other] != nil, "'\(key)' \(language) lacks 'other'")
        if language.hasPrefix("en") || language == "de" {
          #expect(forms[.one] != nil, "'\(key)' \(language) lacks 'one'")
        }
      }
    }
  }

  @Test func localeFallsBackThroughItsChainAndToEnglish() {
    #expect(StringCatalog.fallbackChain("zh-Hans-CN") == ["zh-Hans-CN", "zh-Hans", "zh"])
    let british = Localizer(catalog: Self.catalog, locale: "en-GB")
    #expect(british.language == "en-GB")
    #expect(british.string(.stateFavorite) == "favourite")
    #expect(british.string(.stateTentative) == "tentative")  // from "en"
    #expect(british.missingKeys.isEmpty)
    let italian = Localizer(catalog: Self.catalog, locale: "it-IT")
    #expect(italian.language == "en")
    #expect(italian.string(.rangeAllDay) == "all day")
    #expect(italian.missingKeys.count == CopyKey.allCases.count)
    #expect(italian.diagnostics(file: "Localizable.xcstrings").first?.code == .missingTranslation)
    let belgian = Localizer(catalog: Self.catalog, locale: "fr-BE")
    #expect(belgian.language == "fr")
    #expect(belgian.string(.rangeAllDay) == "toute la journée")
    #expect(belgian.missingKeys.isEmpty)
  }

  @Test func formatStringsSubstitutePositionsWidthsAndPlurals() {
    #expect(
      FormatString.format("%1$lld:%2$02lld %3$@", [.integer(9), .integer(5), .string("AM")])
        == "9:05 AM")
    #expect(FormatString.format("%2$@%1$lld時", [.integer(9), .string("午前")]) == "午前9時")
    #expect(
      FormatString.format("%@ and %@, 100%%", [.string("a"), .string("b")]) == "a and b, 100%")
    #expect(
      FormatString.format("%064lld|", [.integer(7)]) == String(repeating: "0", count: 63) + "7|")
    #expect(
      FormatString.format("%065lld|%999999999999999999@", [.integer(7), .string("x")]) == "7|x")
    let english = Localizer(catalog: Self.catalog, locale: "en-US")
    #expect(english.string(.emptyLookAhead, .integer(1)) == "Nothing planned today")
    #expect(english.string(.emptyLookAhead, .integer(7)) == "Nothing planned for the next 7 days")
    let german = Localizer(catalog: Self.catalog, locale: "de-DE")
    #expect(german.string(.emptyLookAhead, .integer(1)) == "Heute nichts geplant")
    #expect(
      german.string(.emptyLookAhead, .integer(2)) == "In den nächsten 2 Tagen nichts geplant")
    #expect(
      Localizer(catalog: Self.catalog, locale: "ko-KR").string(.emptyLookAhead, .integer(7))
        == "앞으로 7일 동안 일정이 없습니다")
  }

  /// French says 0 and 1 in the singular and a round million with "de" ("1000000 de
  /// rappels"): every French plural key has CLDR's three forms, and each count picks its own.
  @Test func frenchPluralsPickTheirForm() {
    var keys = 0
    for (key, values) in Self.catalog.strings {
      guard case .plural(let forms)? = values["fr"] else { continue }
      keys += 1
      #expect(Set(forms.keys) == [.one, .many, .other], "'\(key)'")
    }
    #expect(keys >= 20)
    let french = Localizer(catalog: Self.catalog, locale: "fr-FR")
    #expect(french.string(.moreOverdue, .integer(0)) == "Et 0 rappel en retard")
    #expect(french.string(.moreOverdue, .integer(1)) == "Et 1 rappel en retard")
    #expect(french.string(.moreOverdue, .integer(2)) == "Et 2 rappels en retard")
    #expect(french.string(.moreOverdue, .integer(1_000_000)) == "Et 1000000 de rappels en retard")
    #expect(french.string(.emptyLookAhead, .integer(1)) == "Rien de prévu aujourd'hui")
    #expect(
      french.string(.emptyLookAhead, .integer(7)) == "Rien de prévu dans les 7 prochains jours")
  }

  @Test func catalogsWithMistakesAreRejected() {
    #expect(throws: StringCatalog.Failure.self) { try StringCatalog(bytes: Array("{".utf8)) }
    #expect(throws: StringCatalog.Failure.self) {
      try StringCatalog(bytes: Array(#"{"strings": {}}"#.utf8))
    }
    let empty =
      #"{"sourceLanguage": "en", "strings": {"k": {"localizations": {"en": {"variations": {"plural": {}}}}}}}"#
    #expect(throws: StringCatalog.Failure.self) { try StringCatalog(bytes: Array(empty.utf8)) }
  }
}

/// Fuzz/Regressions/string-catalog, replayed as the fuzz target runs it.
@Suite struct StringCatalogFuzzRegressionTests {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Fuzz/Regressions/string-catalog")

  static var files: [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter {
      !$0.hasPrefix(".")
    }.sorted()
  }

  @Test func thereAreRegressionFiles() { #expect(Self.files.count >= 2) }

  /// What each file gives: its refusal, or what key `k` says in English with 2 and "x".
  static let outcomes: [String: (refusal: String?, english: String?)] = [
    "hostile-formats.xcstrings": (nil, " 2 x % "),
    // A width of 77,777,777,777,777,777 once allocated that many spaces; widths past 64 are
    // ignored.
    "huge-width.xcstrings": (nil, "7777777777749999$@ x x % "),
    "empty-plural.xcstrings": ("empty plural", nil),
    "wrong-shapes.xcstrings": ("no 'sourceLanguage'", nil),
  ]

  @Test(arguments: files) func replays(_ name: String) throws {
    let bytes = [UInt8](try Data(contentsOf: Self.folder.appendingPathComponent(name)))
    let outcome = try #require(Self.outcomes[name], "add the expected outcome of \(name)")
    do {
      let catalog = try StringCatalog(bytes: bytes)
      #expect(outcome.refusal == nil, "\(name) should have been refused")
      // Format specifiers without arguments, or past the end of them, come out empty.
      guard case .text(let english)? = catalog.strings["k"]?["en"] else {
        Issue.record("\(name) has no English text for 'k'")
        return
      }
      #expect(FormatString.format(english, [.integer(2), .string("x")]) == outcome.english)
      for values in catalog.strings.values {
        for case .plural(let forms) in values.values {
          for text in forms.values { _ = FormatString.format(text, [.integer(2)]) }
        }
      }
      // A catalog without Glance's keys is refused by the check, and says nothing of them.
      #expect(throws: StringCatalog.MissingCopy.self) { try catalog.checkCopy() }
      let german = Localizer(catalog: catalog, locale: "de-DE")
      #expect(CopyKey.allCases.allSatisfy { german.string($0, .integer(2)).isEmpty })
    } catch {
      #expect(outcome.refusal.map { "\(error)".contains($0) } == true, "\(name): \(error)")
    }
  }
}
