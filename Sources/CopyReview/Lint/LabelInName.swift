/// GL012: an action name that does not contain the visible title of the item it acts on.
public struct LabelInName: CopyRule {
  public static let id = "GL012"
  public static let severity = LintSeverity.error
  public static let criterion = "WCAG 2.5.3 Label in Name"
  public static let rationale =
    "Voice Control users say what they see: 'Favorite Standup' must contain 'Standup'. The words of the visible title, without decoration or punctuation (which nobody speaks), must appear in order in the action's name; a long note after a dash, which the summary says last, may be left out."
  public static let good = "Favorite Mom's birthday (visible: 🎂 Mom's birthday)"
  public static let bad = "Favorite this event (visible: Standup)"

  public init() {}

  public func check(_ subject: LintSubject, _ context: LintContext) -> [String] {
    var findings: [String] = []
    for action in subject.actions {
      guard let id = action.itemID, let item = subject.items.first(where: { $0.id == id }) else {
        continue
      }
      // A note after a dash is left out of action names (it would run into the verb); the
      // title before it is what the row shows first, and what a Voice Control user says.
      let visible = context.titles.split(item.title)?.head ?? context.titles.speak(item.title)
      let titleWords = Self.words(visible)
      guard !titleWords.isEmpty else { continue }
      let nameWords = Self.words(action.name)
      let contained =
        nameWords.count >= titleWords.count
        && (0...(nameWords.count - titleWords.count)).contains {
          Array(nameWords[$0..<($0 + titleWords.count)]) == titleWords
        }
      if !contained {
        findings.append("action '\(action.name)' does not contain the visible title '\(visible)'")
      }
    }
    return findings
  }

  /// The spoken words of `text`, lower-cased: runs of letters, digits and apostrophes.
  static func words(_ text: String) -> [String] {
    text.lowercased().split { !($0.isLetter || $0.isNumber || $0 == "'" || $0 == "’") }.map(
      String.init)
  }
}
