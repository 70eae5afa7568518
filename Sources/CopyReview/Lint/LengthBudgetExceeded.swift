import Foundation
import Summaries

/// GL008: a summary longer than the budget the composer had for it.
public struct LengthBudgetExceeded: CopyRule {
  public static let id = "GL008"
  public static let severity = LintSeverity.warning
  public static let criterion =
    "Apple HIG, Accessibility: keep labels succinct (a listener cannot skim)"
  public static let principles: [SpokenCopyPrinciple] = [.shortEnoughToFinish]
  public static let rationale =
    "A summary is heard once, at the listener's pace. Over the soft budget a person should judge it (needs review); over the hard budget it is a warning: drop detail before items, fold items into 'and N more'."
  public static let good = "Next: Design review, from 10 to 11 AM, and 2 more (small: about 3 s)"
  public static let bad =
    "A small widget summary that reads every item with its location and calendar (small: 20 s)"

  public static let judgesLength = true

  public init() {}

  /// Judged by what the snapshot records: the seconds the composer timed the summary at and
  /// the family's budget it worked to, never by today's rates and tables, so a snapshot is
  /// judged by what made it. A snapshot that records neither is not judged on length.
  public func check(summary subject: LintSubject, _ context: LintContext) -> [RuleFinding] {
    guard let budget = subject.budget, let seconds = subject.seconds, seconds > budget.soft else {
      return []
    }
    let characters = subject.summary.count
    // Judged for every entry over its budget: written without `String(format:)`, as `%.1f`
    // and `%.0f` write the numbers.
    let message =
      "\(characters) characters, about \(Tenths.formatted(seconds)) s at VoiceOver's default rate; the budget is \(Self.whole(budget.soft)) s, at most \(Self.whole(budget.hard)) s"
    let figures = LengthFigures(
      characters: characters, seconds: seconds, softSeconds: budget.soft,
      hardSeconds: budget.hard)
    // Over the soft budget a person judges it; over the hard one it is a warning.
    let over = seconds > budget.hard
    return [
      RuleFinding(
        (over ? "over budget: " : "long: ") + message, length: figures,
        severity: over ? .warning : .needsReview)
    ]
  }

  /// `value` as `%.0f` writes it: a whole number (every budget Glance has) by its digits.
  static func whole(_ value: Double) -> String {
    value.sign == .plus && value == value.rounded() && value < 1e15
      ? String(Int64(value)) : String(format: "%.0f", value)
  }
}
