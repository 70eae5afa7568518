import Foundation

/// GL008: a summary longer than its family's budget, in characters and in seconds of speech.
public struct LengthBudgetExceeded: CopyRule {
  public static let id = "GL008"
  public static let severity = LintSeverity.warning
  public static let criterion =
    "SPOKEN-COPY.md, short enough to finish; Apple HIG, Accessibility: keep labels succinct (a listener cannot skim)"
  public static let rationale =
    "A summary is heard once, at the listener's pace. Over the soft budget a person should judge it (needs review); over the hard budget it is a warning: drop detail before items, fold items into 'and N more'."
  public static let good = "Next: Design review, from 10 to 11 AM, and 2 more (small: about 3 s)"
  public static let bad =
    "A small widget summary that reads every item with its location and calendar (small: 20 s)"

  public init() {}

  /// The severity of one summary: `nil` within the soft budget.
  public static func severity(of subject: LintSubject, _ context: LintContext) -> (
    LintSeverity, String
  )? {
    guard let family = subject.family,
      let profile = try? LanguageProfile.shipped(context.localizer.language)
    else { return nil }
    let budget = LengthBudget.of(family)
    let characters = subject.summary.count
    let seconds = profile.seconds(subject.summary)
    let message = String(
      format:
        "%d characters, about %.1f s at VoiceOver's default rate; the %@ budget is %.0f s, at most %.0f s",
      characters, seconds, family.rawValue, budget.soft, budget.hard)
    if seconds > budget.hard { return (.warning, "over budget: " + message) }
    if seconds > budget.soft { return (.needsReview, "long: " + message) }
    return nil
  }

  public func check(_ subject: LintSubject, _ context: LintContext) -> [String] {
    Self.severity(of: subject, context).map { [$0.1] } ?? []
  }

  public static func severity(of message: String) -> LintSeverity {
    message.hasPrefix("long:") ? .needsReview : .warning
  }
}
