/// GL013: an empty summary: the widget would be silent.
public struct EmptySummary: CopyRule {
  public static let id = "GL013"
  public static let severity = LintSeverity.error
  public static let criterion = "WCAG 1.1.1 Non-text Content"
  public static let principles: [SpokenCopyPrinciple] = [.oneSentence]
  public static let rationale =
    "Silence is not an empty state; the listener cannot tell an empty day from a broken widget."
  public static let good = "No more events today. Tomorrow: Offsite, all day"
  public static let bad = "(nothing)"

  public init() {}

  public func check(summary subject: LintSubject, _ context: LintContext) -> [RuleFinding] {
    subject.summary.allSatisfy(\.isWhitespace) ? [RuleFinding("the summary is empty")] : []
  }
}
