/// A rule over spoken copy: one per file, with the criterion it serves and examples.
///
/// A rule judges one of three things, and implements the check for it (the others find
/// nothing): an entry's summary, one action's name, or an entry's actions taken together.
/// Judging a summary and an action name apart is what lets the linter judge each distinct
/// sentence and name once per source, however many entries, families and text sizes repeat
/// them, and lets every finding say exactly which text it is about.
public protocol CopyRule: Sendable {
  /// The stable identifier, `GL001`…
  static var id: String { get }
  /// The severity of the rule's findings, unless a finding says its own
  /// (``RuleFinding/severity``).
  static var severity: LintSeverity { get }
  /// The WCAG success criteria, Apple guidelines or other standards the rule serves.
  static var criterion: String { get }
  /// The principles of the project's guide to spoken copy the rule serves.
  static var principles: [SpokenCopyPrinciple] { get }
  static var rationale: String { get }
  static var good: String { get }
  static var bad: String { get }
  init()
  /// The findings in an entry's summary, each naming the offending text in quotes.
  func check(summary subject: LintSubject, _ context: LintContext) -> [RuleFinding]
  /// The findings in one action's name.
  func check(action: LintSubject.Action, _ context: LintContext) -> [RuleFinding]
  /// The findings in an entry's actions taken together (duplicates, the magic tap).
  func check(actions: [LintSubject.Action], _ context: LintContext) -> [RuleFinding]
  /// Whether the rule judges a summary by its length against its budget. Families and text
  /// sizes that speak the same sentence have different budgets, so the linter judges such a
  /// rule for every entry, and the rules of words once per sentence.
  static var judgesLength: Bool { get }
}

/// What a rule found: the message, how much it matters when the rule grades its findings, and
/// for a length finding the figures behind it.
public struct RuleFinding: Sendable, Hashable {
  public var message: String
  /// The text judged, when it is not the summary or action the rule was given (the names of
  /// all of an entry's actions, for a rule over them together).
  public var subject: String?
  public var length: LengthFigures?
  /// The finding's own severity; `nil` for the rule's (``CopyRule/severity``).
  public var severity: LintSeverity?

  public init(
    _ message: String, subject: String? = nil, length: LengthFigures? = nil,
    severity: LintSeverity? = nil
  ) {
    self.message = message
    self.subject = subject
    self.length = length
    self.severity = severity
  }
}

/// The numbers behind a length finding: what the snapshot recorded for the summary and the
/// budget it was composed to.
public struct LengthFigures: Sendable, Hashable {
  public var characters: Int
  public var seconds: Double
  public var softSeconds: Double
  public var hardSeconds: Double

  public init(characters: Int, seconds: Double, softSeconds: Double, hardSeconds: Double) {
    self.characters = characters
    self.seconds = seconds
    self.softSeconds = softSeconds
    self.hardSeconds = hardSeconds
  }
}

extension CopyRule {
  public static var judgesLength: Bool { false }
  public static var principles: [SpokenCopyPrinciple] { [] }

  /// What the rule serves: the outside standards, then the guide's principles.
  public static var serves: String {
    ([criterion] + principles.map(\.citation)).filter { !$0.isEmpty }.joined(separator: "; ")
  }

  public func check(summary subject: LintSubject, _ context: LintContext) -> [RuleFinding] { [] }
  public func check(action: LintSubject.Action, _ context: LintContext) -> [RuleFinding] { [] }
  public func check(actions: [LintSubject.Action], _ context: LintContext) -> [RuleFinding] {
    []
  }

  /// Every finding of one entry: its summary's, each action's, then the actions' together.
  public func check(_ subject: LintSubject, _ context: LintContext) -> [RuleFinding] {
    let subject = context.prepared(subject)
    return check(summary: subject, context) + subject.actions.flatMap { check(action: $0, context) }
      + check(actions: subject.actions, context)
  }

  /// The rule's name: its type name, such as `NumericDate`.
  public static var name: String { String(describing: Self.self) }

  public static var explanation: String {
    """
    \(id) \(name) (\(severity.rawValue))
    Serves: \(serves)

    \(rationale)

    Good: \(good)
    Bad:  \(bad)

    """
  }
}
