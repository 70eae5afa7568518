/// GL007: a label that starts lower-case or ends with a period.
public struct LabelCapitalAndPeriod: CopyRule {
  public static let id = "GL007"
  public static let severity = LintSeverity.error
  public static let criterion =
    "Apple HIG, Accessibility: begin a label with a capital letter, do not end it with a period"
  public static let principles: [SpokenCopyPrinciple] = [.labelRules]
  public static let rationale =
    "VoiceOver adds its own pause after a label; a final period adds a second one, and a lower-case start changes how some voices intonate the first word."
  public static let good = "Now: Standup, until 9:15 AM"
  public static let bad = "now: Standup, until 9:15 AM."

  public init() {}

  public func check(summary subject: LintSubject, _ context: LintContext) -> [RuleFinding] {
    var findings: [RuleFinding] = []
    if let first = subject.summary.first, first.isLowercase {
      findings.append(RuleFinding("starts with a lower-case letter '\(first)'"))
    }
    if let last = subject.summary.last, last == "." || last == "。" {
      findings.append(RuleFinding("ends with a period"))
    }
    return findings
  }
}
