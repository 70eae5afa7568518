import Foundation
import Summaries

/// GL004: a count whose noun does not agree with it ("1 events", "2 Termin").
public struct PluralAgreement: CopyRule {
  public static let id = "GL004"
  public static let severity = LintSeverity.error
  public static let criterion = "SPOKEN-COPY.md, numbers that agree; CLDR plural rules"
  public static let rationale =
    "A listener hears the mistake every time. Each language has its own plural forms (German 1 Termin, 2 Termine; Korean marks none), so agreement is checked with the locale's CLDR rules against the catalog's own forms."
  public static let good = "1 event, 2 reminders"
  public static let bad = "1 events, 2 reminder"

  public init() {}

  public func check(_ subject: LintSubject, _ context: LintContext) -> [String] {
    let text = context.copyOnly(subject)
    var findings: [String] = []
    let language = context.localizer.pluralLanguage
    // Two keys may share a form ("Heute noch %lld weitere Einträge"): judge each form once.
    var judged: Set<String> = []
    for forms in context.pluralForms {
      // In CLDR's order of categories, not the dictionary's, so findings come out the same
      // every run.
      for category in PluralCategory.allCases {
        guard let template = forms[category], judged.insert(template).inserted else { continue }
        for (number, match) in Self.matches(template, in: text)
        where PluralRules.category(number, language: language) != category
          && forms[PluralRules.category(number, language: language)] != template
        {
          findings.append(
            "'\(match)' does not agree: \(number) takes the \(PluralRules.category(number, language: language).rawValue) form"
          )
        }
      }
    }
    return findings
  }

  /// The numbers and matched text where `template` (with one `%lld`) occurs as whole words.
  static func matches(_ template: String, in text: String) -> [(Int, String)] {
    guard let range = template.range(of: "%lld") else { return [] }
    let before = String(template[..<range.lowerBound])
    let after = String(template[range.upperBound...])
    var found: [(Int, String)] = []
    var search = text.startIndex
    while let digitsStart = text[search...].firstIndex(where: \.isNumber) {
      var digitsEnd = digitsStart
      while digitsEnd < text.endIndex, text[digitsEnd].isNumber {
        digitsEnd = text.index(after: digitsEnd)
      }
      defer { search = digitsEnd }
      guard let number = Int(text[digitsStart..<digitsEnd]) else { continue }
      guard text[..<digitsStart].hasSuffix(before), text[digitsEnd...].hasPrefix(after) else {
        continue
      }
      let matchEnd = text.index(digitsEnd, offsetBy: after.count)
      // Whole words only: "2 events" must not count as "2 event".
      if matchEnd < text.endIndex, text[matchEnd].isLetter, after.last?.isLetter == true {
        continue
      }
      let matchStart = text.index(digitsStart, offsetBy: -before.count)
      found.append((number, String(text[matchStart..<matchEnd])))
    }
    return found
  }
}
