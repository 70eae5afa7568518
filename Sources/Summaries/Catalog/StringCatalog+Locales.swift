import Foundation
import ICalendar

extension StringCatalog {
  /// The locales this catalog has copy for, sorted: each of its languages with a region,
  /// its own (`en-GB`) or the one CLDR's likely subtags give it (`de` → `de-DE`,
  /// `zh-Hans` → `zh-Hans-CN`).
  ///
  /// Summaries are spoken only in these: a locale without copy would put English sentences
  /// around another language's dates ("Today, lundi 1 juin"). The list comes from the catalog
  /// alone, so a language added there is a locale here with no second list to keep.
  public var locales: [String] {
    let languages = Set(strings.values.flatMap(\.keys)).union([sourceLanguage])
    return Set(languages.compactMap(Self.locale(forLanguage:))).sorted()
  }

  /// `de` → `de-DE`; a language that names its region already is kept as it is.
  static func locale(forLanguage language: String) -> String? {
    let tag = Locale.Language(identifier: language)
    if tag.region != nil { return language }
    guard let region = Locale.Language(identifier: tag.maximalIdentifier).region?.identifier
    else { return nil }
    return "\(language)-\(region)"
  }

  /// The `requested` locales this catalog has copy for, in order, and a warning (`SUM005`)
  /// for each it has none for, which is skipped.
  ///
  /// - Parameters:
  ///   - file: where the locales were named, such as `student/source.json`.
  ///   - supported: `Set(locales)` when the caller has it: listing the catalog's locales asks
  ///     ICU for each language's region, which a run asks once rather than per source.
  public func spokenLocales(
    _ requested: [String], file: String, supported: Set<String>? = nil
  ) -> (locales: [String], diagnostics: [Diagnostic]) {
    let supported = supported ?? Set(locales)
    var kept: [String] = []
    var diagnostics: [Diagnostic] = []
    for locale in requested {
      if supported.contains(locale) {
        if !kept.contains(locale) { kept.append(locale) }
      } else {
        diagnostics.append(
          Diagnostic(
            file: file, path: "$.locales", code: .unsupportedLocale,
            message:
              "locale '\(Excerpt.clip(locale))' has no shipped copy (shipped: \(locales.joined(separator: ", "))); skipped"
          ))
      }
    }
    return (kept, diagnostics)
  }
}

extension DiagnosticCode {
  public static let unsupportedLocale = DiagnosticCode("SUM005", .warning)
}
