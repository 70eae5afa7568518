/// GL011: more or fewer than one magic-tap action.
public struct SingleMagicTap: CopyRule {
  public static let id = "GL011"
  public static let severity = LintSeverity.error
  public static let criterion =
    "Apple HIG, VoiceOver: the magic tap performs the element's single most important action"
  public static let principles: [SpokenCopyPrinciple] = [.actionsForWhatWasSaid]
  public static let rationale =
    "A two-finger double tap can do one thing; several magic-tap actions make the result arbitrary, none leaves the gesture dead."
  public static let good = "one magic tap: New event"
  public static let bad = "two magic taps: New event, New reminder"

  public init() {}

  public func check(actions: [LintSubject.Action], _ context: LintContext) -> [RuleFinding] {
    let count = actions.filter(\.isMagicTap).count
    return count == 1 ? [] : [RuleFinding("\(count) magic-tap actions; an entry has exactly one")]
  }
}
