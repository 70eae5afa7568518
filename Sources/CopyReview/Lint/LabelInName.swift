/// GL012: an action name that does not contain the visible title of the item it acts on.
public struct LabelInName: CopyRule {
  public static let id = "GL012"
  public static let severity = LintSeverity.error
  public static let criterion = "WCAG 2.5.3 Label in Name"
  public static let principles: [SpokenCopyPrinciple] = [.actionsForWhatWasSaid]
  public static let rationale =
    "Voice Control users say what they see: 'Favorite Standup' must contain 'Standup'. The words of the visible title, without decoration or punctuation (which nobody speaks), must appear in order in the action's name; a long note after a dash, which the summary says last, may be left out. In Chinese, Japanese and Korean, written without spaces between words, each character counts as a word, so a Latin title inside them is found as it is written."
  public static let good =
    "Favorite Mom's birthday (visible: 🎂 Mom's birthday); Submit expense report for Aprilをお気に入りに追加 (visible: Submit expense report for April)"
  public static let bad = "Favorite this event (visible: Standup)"

  public init() {}

  public func check(action: LintSubject.Action, _ context: LintContext) -> [RuleFinding] {
    guard let title = action.title else { return [] }
    // A note after a dash is left out of action names (it would run into the verb); the
    // title before it is what the row shows first, and what a Voice Control user says.
    let visible = action.visibleTitle ?? context.heardTitle(title).visible
    let titleWords = WordScanner.spoken(visible)
    guard !titleWords.isEmpty else { return [] }
    let nameWords = WordScanner.spoken(action.name)
    let contained =
      nameWords.count >= titleWords.count
      && (0...(nameWords.count - titleWords.count)).contains {
        nameWords[$0..<($0 + titleWords.count)].elementsEqual(titleWords)
      }
    return contained
      ? []
      : [RuleFinding("action '\(action.name)' does not contain the visible title '\(visible)'")]
  }
}
