/// A finding of the copy lint, printed as `path: entry <date>: error: [GL003] message`.
public struct LintFinding: Sendable, Hashable, CustomStringConvertible {
  public var path: String
  public var entry: String
  public var rule: String
  public var severity: LintSeverity
  public var message: String

  public var description: String {
    "\(path): entry \(entry): \(severity.rawValue): [\(rule)] \(message)"
  }

  /// The order findings are printed in: by file, entry, rule, then message.
  public static func reportingOrder(_ a: LintFinding, _ b: LintFinding) -> Bool {
    (a.path, a.entry, a.rule, a.message) < (b.path, b.entry, b.rule, b.message)
  }
}
