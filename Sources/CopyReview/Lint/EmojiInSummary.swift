import Summaries

/// GL005: an emoji or pictograph, which VoiceOver reads by its Unicode name.
public struct EmojiInSummary: CopyRule {
  public static let id = "GL005"
  public static let severity = LintSeverity.error
  public static let criterion = "WCAG 1.1.1 Non-text Content"
  public static let principles: [SpokenCopyPrinciple] = [.placesLinksAndTitlesForTheEar]
  public static let rationale =
    "'🎂 Mom's birthday' is heard 'birthday cake Mom's birthday'. Decoration is removed; a title made only of emoji keeps a readable name."
  public static let good = "Mom's birthday, all day"
  public static let bad = "🎂 Mom's birthday, all day"

  public init() {}

  public func check(summary subject: LintSubject, _ context: LintContext) -> [RuleFinding] {
    // Most summaries hold no emoji scalar at all (the rule's own test is finer).
    guard
      subject.summary.unicodeScalars.contains(where: { $0.value >= 0x2000 && $0.properties.isEmoji }
      )
    else {
      return []
    }
    return subject.summary.filter(SpokenTitle.isDecorative).map {
      RuleFinding("emoji '\($0)' is read by its name")
    }
  }
}
