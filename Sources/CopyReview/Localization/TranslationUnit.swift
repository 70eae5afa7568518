import Summaries

/// One string a localizer translates: a catalog key, or one plural form of it, with what
/// they need to translate it well: the translators' comment, the source text and real
/// sentences it was said in.
public struct TranslationUnit: Sendable, Hashable {
  public var key: String
  /// The plural form, for a key with plural variations.
  public var category: PluralCategory?
  public var comment: String
  public var source: String
  public var target: String
  /// Real summaries the key was said in, in the target language.
  public var examples: [String]

  /// The unit's id in XLIFF and CSV: the key, and for a plural form `key:category`.
  public var id: String { category.map { "\(key):\($0.rawValue)" } ?? key }

  /// The units of `catalog` for `language`: every key, and a key the language says with
  /// plural variations (or, untranslated, one the source does) once per form the language
  /// needs (CLDR), each with the source's text of that form, or its `other`, or its text.
  /// Languages differ here: English says "Plus %lld more today" for every count, German has
  /// a form for one.
  public static func units(
    of catalog: StringCatalog, language: String, examples: [String: [String]] = [:]
  ) -> [TranslationUnit] {
    catalog.strings.keys.sorted().flatMap { key -> [TranslationUnit] in
      let values = catalog.strings[key] ?? [:]
      let comment = catalog.comments[key] ?? ""
      guard let source = values[catalog.sourceLanguage] else { return [] }
      let target = values[language]
      let shown = examples[key] ?? []
      func sourceText(_ category: PluralCategory?) -> String {
        switch source {
        case .text(let text): return text
        case .plural(let forms): return category.flatMap { forms[$0] } ?? forms[.other] ?? ""
        }
      }
      switch (target, source) {
      case (.plural(let translated)?, _):
        return Self.categories(language).map { category in
          TranslationUnit(
            key: key, category: category, comment: comment, source: sourceText(category),
            target: translated[category] ?? "", examples: shown)
        }
      case (nil, .plural):
        return Self.categories(language).map { category in
          TranslationUnit(
            key: key, category: category, comment: comment, source: sourceText(category),
            target: "", examples: shown)
        }
      case (.text(let text)?, _), (nil, .text(let text)):
        return [
          TranslationUnit(
            key: key, category: nil, comment: comment, source: sourceText(nil),
            target: target == nil ? "" : text, examples: shown)
        ]
      }
    }
  }

  /// The placeholders `key` is given, as far as `catalog` tells: every one that its source or
  /// any translation uses (a language may leave one out: German says "9 Uhr" without the
  /// "AM" that English needs; another may use one English does not).
  public static func arguments(of key: String, in catalog: StringCatalog) -> Set<String> {
    var found: Set<String> = []
    for value in (catalog.strings[key] ?? [:]).values {
      switch value {
      case .text(let text): found.formUnion(placeholders(text))
      case .plural(let forms): for text in forms.values { found.formUnion(placeholders(text)) }
      }
    }
    return found
  }

  /// The plural forms `language` tells apart, by CLDR's rules for whole numbers (what Glance
  /// counts), in CLDR's order.
  public static func categories(_ language: String) -> [PluralCategory] {
    let base = StringCatalog.fallbackChain(language).last ?? language
    var seen: Set<PluralCategory> = []
    for count in Array(0...200) + [1_000, 10_000, 100_000, 1_000_000, 2_000_000] {
      seen.insert(PluralRules.category(count, language: base))
    }
    return PluralCategory.allCases.filter(seen.contains)
  }

  /// The format placeholders of `text` (`%@`, `%1$@`, `%lld`), each as `position:conversion`,
  /// sorted, so that two texts that take the same arguments have the same list. `%%` is text.
  public static func placeholders(_ text: String) -> [String] {
    var found: [String] = []
    var next = 1
    let scalars = Array(text.unicodeScalars)
    var index = 0
    while index < scalars.count {
      guard scalars[index] == "%" else {
        index += 1
        continue
      }
      index += 1
      guard index < scalars.count else { break }
      if scalars[index] == "%" {
        index += 1
        continue
      }
      var digits = ""
      var probe = index
      while probe < scalars.count, ("0"..."9").contains(scalars[probe]) {
        digits.unicodeScalars.append(scalars[probe])
        probe += 1
      }
      var position = next
      if !digits.isEmpty, probe < scalars.count, scalars[probe] == "$" {
        position = Int(digits) ?? 0
        index = probe + 1
      } else {
        next += 1
      }
      // Flags, width and precision ("%02lld") say how, not which argument.
      while index < scalars.count, "-+ #0123456789.".unicodeScalars.contains(scalars[index]) {
        index += 1
      }
      var conversion = ""
      while index < scalars.count, "hlqLjzt".unicodeScalars.contains(scalars[index]) {
        conversion.unicodeScalars.append(scalars[index])
        index += 1
      }
      if index < scalars.count {
        conversion.unicodeScalars.append(scalars[index])
        index += 1
      }
      found.append("\(position):\(conversion)")
    }
    return found.sorted()
  }
}
