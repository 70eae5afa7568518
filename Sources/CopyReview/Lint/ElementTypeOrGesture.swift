/// GL006: an element type or a gesture named in a label ("button", "double tap").
public struct ElementTypeOrGesture: CopyRule {
  public static let id = "GL006"
  public static let severity = LintSeverity.error
  public static let criterion =
    "Apple HIG, Accessibility: a label does not name the control type or the gesture"
  public static let rationale =
    "VoiceOver says the element's traits and how to act on it itself; a label that repeats them is heard twice, and gesture words are wrong for Switch Control and keyboard users."
  public static let good = "Action: Favorite Standup"
  public static let bad = "Favorite button, double tap to favorite"

  public init() {}

  static let latinWords = [
    "button", "tap", "double tap", "double-tap", "swipe", "click", "link", "image", "icon",
    "taste", "schaltfläche", "tippen", "doppeltippen", "wischen", "symbol",
  ]
  static let otherWords = ["ボタン", "タップ", "ダブルタップ", "スワイプ", "버튼", "두 번 탭", "탭하여", "스와이프"]

  public func check(_ subject: LintSubject, _ context: LintContext) -> [String] {
    let texts =
      [context.copyOnly(subject)]
      + subject.actions.indices.map { context.copyOnly(actionAt: $0, of: subject) }
    return texts.flatMap(Self.words(in:)).map { "'\($0)' names an element type or gesture" }
  }

  /// The element and gesture words in `text`, longest first, each place counted once ("double
  /// tap" is not also "tap").
  static func words(in text: String) -> [String] {
    let lowered = " " + text.lowercased() + " "
    var taken: [Range<String.Index>] = []
    var found: [String] = []
    for word in (latinWords + otherWords).sorted(by: { $0.count > $1.count }) {
      let needsBoundary = word.first?.isASCII == true || latinWords.contains(word)
      var search = lowered.startIndex
      while let range = lowered.range(of: word, range: search..<lowered.endIndex) {
        search = range.upperBound
        if needsBoundary,
          lowered[lowered.index(before: range.lowerBound)].isLetter
            || lowered[range.upperBound].isLetter
        {
          continue
        }
        guard !taken.contains(where: { $0.overlaps(range) }) else { continue }
        taken.append(range)
        found.append(word)
      }
    }
    return found
  }
}
