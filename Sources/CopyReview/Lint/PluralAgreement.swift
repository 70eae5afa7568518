import Foundation
import Summaries

/// GL004: a count whose noun does not agree with it ("1 events", "2 Termin").
public struct PluralAgreement: CopyRule {
  public static let id = "GL004"
  public static let severity = LintSeverity.error
  public static let criterion = "CLDR plural rules"
  public static let principles: [SpokenCopyPrinciple] = [
    .numbersSayWhatTheyCount, .naturalInEveryLanguage,
  ]
  public static let rationale =
    "A listener hears the mistake every time. Each language has its own plural forms (German 1 Termin, 2 Termine; Korean marks none), so agreement is checked with the locale's CLDR rules against the catalog's own forms."
  public static let good = "1 event, 2 reminders"
  public static let bad = "1 events, 2 reminder"

  public init() {}

  public func check(summary subject: LintSubject, _ context: LintContext) -> [RuleFinding] {
    let bytes = Array(context.copyOnly(subject).utf8)
    let numbers = Self.numbers(in: bytes)
    // Only a number written in digits can disagree.
    guard !numbers.isEmpty else { return [] }
    let language = context.localizer.pluralLanguage
    var findings: [RuleFinding] = []
    // In the catalog's order of strings and CLDR's order of categories, so findings come out
    // the same every run; a form two strings share is judged once.
    for template in context.pluralTemplates {
      for number in numbers {
        guard let match = template.match(number, in: bytes) else { continue }
        let category = PluralRules.category(number.value, language: language)
        if category != template.category, template.forms[category] != template.text {
          findings.append(
            RuleFinding(
              "'\(match)' does not agree: \(number.value) takes the \(category.rawValue) form"))
        }
      }
    }
    return findings
  }

  /// A number written in ASCII digits, by its byte offsets.
  struct Number {
    var start: Int
    var end: Int
    var value: Int
  }

  /// Every run of ASCII digits in `bytes` that is a number `Int` can hold.
  static func numbers(in bytes: [UInt8]) -> [Number] {
    var numbers: [Number] = []
    var index = 0
    while index < bytes.count {
      guard (0x30...0x39).contains(bytes[index]) else {
        index += 1
        continue
      }
      var end = index
      while end < bytes.count, (0x30...0x39).contains(bytes[end]) { end += 1 }
      if let value = Int(String(decoding: bytes[index..<end], as: UTF8.self)) {
        numbers.append(Number(start: index, end: end, value: value))
      }
      index = end
    }
    return numbers
  }

  /// One plural form of the catalog (`Heute noch %lld weitere`), split at its number.
  struct Template: Sendable {
    var text: String
    var category: PluralCategory
    /// The string's forms, to tell a form that serves two categories.
    var forms: [PluralCategory: String]
    var before: [UInt8]
    var after: [UInt8]
    /// Whether the text after the number ends in a letter, so the match must end a word.
    var endsInLetter: Bool

    init?(_ text: String, category: PluralCategory, forms: [PluralCategory: String]) {
      guard let range = text.range(of: "%lld") else { return nil }
      self.text = text
      self.category = category
      self.forms = forms
      before = Array(text[..<range.lowerBound].utf8)
      let after = text[range.upperBound...]
      self.after = Array(after.utf8)
      endsInLetter = after.last?.isLetter == true
    }

    /// The text matched when `number` is this form's number in `bytes`: the form's words
    /// around it, whole ("2 events" is not "2 event").
    func match(_ number: Number, in bytes: [UInt8]) -> String? {
      let start = number.start - before.count
      let end = number.end + after.count
      guard start >= 0, end <= bytes.count, bytes[start..<number.start].elementsEqual(before),
        bytes[number.end..<end].elementsEqual(after)
      else { return nil }
      if endsInLetter, end < bytes.count, Self.startsWithLetter(bytes[end...]) { return nil }
      return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    static func startsWithLetter(_ bytes: ArraySlice<UInt8>) -> Bool {
      String(decoding: bytes.prefix(4), as: UTF8.self).first?.isLetter == true
    }
  }

  /// The locale's plural forms, each once, in the catalog's order of strings and CLDR's order
  /// of categories.
  static func templates(_ pluralForms: [[PluralCategory: String]]) -> [Template] {
    var seen: Set<String> = []
    var templates: [Template] = []
    for forms in pluralForms {
      for category in PluralCategory.allCases {
        guard let text = forms[category], seen.insert(text).inserted,
          let template = Template(text, category: category, forms: forms)
        else { continue }
        templates.append(template)
      }
    }
    return templates
  }
}
