/// A rule over spoken copy: one per file, with the criterion it serves and examples.
public protocol CopyRule: Sendable {
  /// The stable identifier, `GL001`…
  static var id: String { get }
  static var severity: LintSeverity { get }
  /// The WCAG success criterion or Apple guideline the rule serves.
  static var criterion: String { get }
  static var rationale: String { get }
  static var good: String { get }
  static var bad: String { get }
  init()
  /// The messages of the findings in `subject`, each naming the offending text in quotes.
  func check(_ subject: LintSubject, _ context: LintContext) -> [String]
  /// The severity of one finding; the rule's own unless the rule grades its findings.
  static func severity(of message: String) -> LintSeverity
}

extension CopyRule {
  public static func severity(of message: String) -> LintSeverity { severity }

  /// The rule's name: its type name, such as `NumericDate`.
  public static var name: String { String(describing: Self.self) }

  public static var explanation: String {
    """
    \(id) \(name) (\(severity.rawValue))
    Serves: \(criterion)

    \(rationale)

    Good: \(good)
    Bad:  \(bad)

    """
  }
}
