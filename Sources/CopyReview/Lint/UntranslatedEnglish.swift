import Foundation
import Summaries

/// GL009: English copy inside a summary of another language.
public struct UntranslatedEnglish: CopyRule {
  public static let id = "GL009"
  public static let severity = LintSeverity.warning
  public static let criterion =
    "WCAG 3.1.2 Language of Parts; SPOKEN-COPY.md, natural in every language"
  public static let rationale =
    "A German voice reading 'overdue since' mispronounces it, and the listener hears that the product forgot their language. People's own titles may be in any language and are not judged; Glance's own words must be translated."
  public static let good = "Heute, Montag, 1. Juni. Submit report, überfällig seit 10 Uhr"
  public static let bad = "Heute, Montag, 1. Juni. Submit report, overdue since 10 Uhr"

  public init() {}

  /// English fragments of the catalog's own copy, four letters or more.
  static func fragments(_ catalog: StringCatalog) -> [String] {
    var fragments: Set<String> = []
    for (_, values) in catalog.strings {
      let templates: [String] =
        switch values["en"] {
        case .text(let text)?: [text]
        case .plural(let forms)?: Array(forms.values)
        case nil: []
        }
      for template in templates {
        for piece in template.split(separator: "%") {
          let words = piece.split(whereSeparator: { !$0.isLetter && $0 != " " }).map {
            $0.trimmingCharacters(in: .whitespaces)
          }
          for word in words where word.count >= 4 && word.allSatisfy({ $0.isASCII }) {
            fragments.insert(word)
          }
        }
      }
    }
    // Longest first; equal lengths in a fixed order, so findings come out the same every run.
    return fragments.sorted { ($0.count, $1) > ($1.count, $0) }
  }

  public func check(_ subject: LintSubject, _ context: LintContext) -> [String] {
    guard context.localizer.pluralLanguage != "en" else { return [] }
    let text = " " + context.copyOnly(subject) + " "
    var findings: [String] = []
    for fragment in context.englishFragments {
      guard let range = text.range(of: fragment) else { continue }
      let before = text[text.index(before: range.lowerBound)]
      let after = text[range.upperBound]
      // German shares some words with English ("Standup"); only catalog phrases count, and
      // only when the same phrase is not also this language's own copy.
      if !before.isLetter, !after.isLetter, !Self.isOwnCopy(fragment, context) {
        findings.append("English '\(fragment)' in a \(subject.locale) summary")
      }
    }
    return findings
  }

  static func isOwnCopy(_ fragment: String, _ context: LintContext) -> Bool {
    for (_, values) in context.catalog.strings {
      guard
        let value = StringCatalog.fallbackChain(context.localizer.locale).lazy.compactMap({
          values[$0]
        }).first
      else {
        continue
      }
      switch value {
      case .text(let text): if text.contains(fragment) { return true }
      case .plural(let forms):
        if forms.values.contains(where: { $0.contains(fragment) }) { return true }
      }
    }
    return false
  }
}
