/// GL010: two actions of one entry with the same name.
public struct DuplicateActionName: CopyRule {
  public static let id = "GL010"
  public static let severity = LintSeverity.error
  public static let criterion =
    "Apple HIG, Accessibility: custom action names are unique; WCAG 4.1.2 Name, Role, Value"
  public static let principles: [SpokenCopyPrinciple] = [.actionsForWhatWasSaid]
  public static let rationale =
    "The actions rotor lists names only; two 'Favorite Standup' entries cannot be told apart, and one of them acts on the wrong item."
  public static let good = "Favorite Standup, 9 AM; Favorite Standup, 2 PM"
  public static let bad = "Favorite Standup; Favorite Standup"

  public init() {}

  public func check(actions: [LintSubject.Action], _ context: LintContext) -> [RuleFinding] {
    // Compared pair by pair: an entry has a handful of actions, and comparing two names costs
    // less than hashing one (which normalizes it first).
    var findings: [RuleFinding] = []
    for (index, action) in actions.enumerated()
    where actions[..<index].contains(where: { $0.name == action.name }) {
      findings.append(
        RuleFinding("action name '\(action.name)' is used twice", subject: action.name))
    }
    return findings
  }
}
