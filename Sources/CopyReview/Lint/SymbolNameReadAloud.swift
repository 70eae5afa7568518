import Foundation

/// GL001: an SF Symbol or asset name in a summary, which VoiceOver reads letter by letter.
public struct SymbolNameReadAloud: CopyRule {
  public static let id = "GL001"
  public static let severity = LintSeverity.error
  public static let criterion =
    "WCAG 1.1.1 Non-text Content; Apple HIG, Accessibility: labels describe, not name assets"
  public static let rationale =
    "Symbol and asset names are identifiers for code. Spoken, 'circle.fill' is 'circle dot fill' and 'checkmark' tells the listener nothing about the state it stands for; the state must be said in words."
  public static let good = "Pay rent, completed"
  public static let bad = "checkmark.circle.fill Pay rent"

  public init() {}

  static let words: Set<String> = ["checkmark", "xmark", "chevron", "ellipsis", "sfsymbol"]

  public func check(_ subject: LintSubject, _ context: LintContext) -> [String] {
    let text = context.copyOnly(subject)
    var findings: [String] = []
    for token in text.split(whereSeparator: { $0.isWhitespace || $0 == "," || $0 == ";" }) {
      let word = token.trimmingCharacters(
        in: .punctuationCharacters.subtracting(CharacterSet(charactersIn: ".")))
      let parts = word.split(separator: ".", omittingEmptySubsequences: false)
      let dotted =
        parts.count >= 2
        && parts.allSatisfy {
          !$0.isEmpty && $0.allSatisfy { $0.isASCII && ($0.isLowercase || $0.isNumber) }
        }
        && parts.contains { $0.contains(where: \.isLetter) }
      if dotted || Self.words.contains(word.lowercased()) {
        findings.append("symbol name '\(word)' is read aloud; say what it means in words")
      }
    }
    return findings
  }
}
