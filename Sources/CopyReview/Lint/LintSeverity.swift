/// How much a lint finding matters.
public enum LintSeverity: String, Sendable, Hashable, Comparable, CaseIterable {
  /// A person must judge it; it never fails a run.
  case needsReview = "needs review"
  case warning
  case error

  private var rank: Int { Self.allCases.firstIndex(of: self)! }
  public static func < (a: LintSeverity, b: LintSeverity) -> Bool { a.rank < b.rank }
}
