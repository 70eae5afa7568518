/// A principle of the project's guide to spoken copy, Docs/spoken-copy.md, by its name there:
/// what a rule cites besides the outside standards it serves.
///
/// A case, not a line of text, so a rule can only cite a principle the guide has; a test holds
/// every case to a principle of the page.
public enum SpokenCopyPrinciple: String, Sendable, CaseIterable {
  case oneSentence = "One sentence for the whole widget"
  case nowFirst = "What matters now comes first"
  case numbersSayWhatTheyCount = "Every number says what it counts"
  case timesAndDaysForTheEar = "Times and days for the ear"
  case stateInWords = "State in words, next to its item"
  case placesLinksAndTitlesForTheEar = "Places, links and titles for the ear"
  case actionsForWhatWasSaid = "Actions for what was said"
  case shortEnoughToFinish = "Short enough to finish"
  case labelRules = "Apple's label rules"
  case naturalInEveryLanguage = "Natural in every language"

  /// The guide, as a citation names it.
  public static let guide = "Docs/spoken-copy.md"

  /// The citation: `Docs/spoken-copy.md, Short enough to finish`.
  public var citation: String { "\(Self.guide), \(rawValue)" }
}
