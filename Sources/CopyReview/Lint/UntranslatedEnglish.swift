/// GL009: English copy inside a summary or action name of another language.
public struct UntranslatedEnglish: CopyRule {
  public static let id = "GL009"
  public static let severity = LintSeverity.warning
  public static let criterion = "WCAG 3.1.2 Language of Parts"
  public static let principles: [SpokenCopyPrinciple] = [.naturalInEveryLanguage]
  public static let rationale =
    "A German voice reading 'overdue since' mispronounces it, and the listener hears that the product forgot their language. People's own titles may be in any language and are not judged; Glance's own words must be translated. English is told by its words: two English words in a row, or one word of Glance's own English copy, that are not also the language's own words or loanwords it writes in lower case; capitalised words inside a sentence are names (or German nouns) and acronyms are acronyms, so neither counts."
  public static let good = "Heute, Montag, 1. Juni. Submit report, überfällig seit 10 Uhr"
  public static let bad = "Heute, Montag, 1. Juni. Submit report, overdue since 10 Uhr"

  public init() {}

  public func check(summary subject: LintSubject, _ context: LintContext) -> [RuleFinding] {
    Self.english(in: context.copyOnly(subject), context).map {
      RuleFinding("English '\($0)' in a \(subject.locale) summary")
    }
  }

  public func check(action: LintSubject.Action, _ context: LintContext) -> [RuleFinding] {
    Self.english(in: action.copy ?? action.name, context).map {
      RuleFinding("English '\($0)' in a \(context.localizer.locale) action name")
    }
  }

  /// The runs of English in `text`, each from its first English word to its last.
  ///
  /// A run is a stretch of words of an alphabetic script separated by nothing but spaces; it
  /// is English when it holds two English words, or one word of Glance's own English copy.
  /// Text in English locales, and text without a Latin letter, is passed over at once.
  static func english(in text: String, _ context: LintContext) -> [String] {
    guard !context.englishWords.isEmpty,
      text.utf8.contains(where: { ($0 | 0x20) >= 0x61 && ($0 | 0x20) <= 0x7A })
    else { return [] }
    let scalars = Array(text.unicodeScalars)
    let words = WordScanner.words(scalars)
    var runs: [String] = []
    var run: [WordScanner.Word] = []
    func finish() {
      let english = run.filter { isEnglish($0, context) }
      if english.count >= 2
        || english.contains(where: { context.catalogEnglishWords.contains($0.text) }),
        let first = english.first, let last = english.last
      {
        runs.append(
          String(String.UnicodeScalarView(scalars[first.range.lowerBound..<last.range.upperBound])))
      }
      run = []
    }
    for word in words {
      if word.isCJK || !word.isAlphabetic {
        finish()
        continue
      }
      if let previous = run.last,
        !scalars[previous.range.upperBound..<word.range.lowerBound].allSatisfy(
          \.properties.isWhitespace)
      {
        finish()
      }
      run.append(word)
    }
    finish()
    return runs
  }

  /// An English word that is not the language's own, written in lower case (or capitalised
  /// only because it starts a sentence), and not an acronym.
  static func isEnglish(_ word: WordScanner.Word, _ context: LintContext) -> Bool {
    !word.isAllCaps && (!word.isCapitalized || word.startsSentence)
      && context.englishWords.contains(word.text)
  }
}
