/// What VoiceOver says for one widget entry, and the actions it offers.
public struct Summary: Sendable, Hashable {
  /// The accessibility label of the widget's full-size overlay element.
  public var text: String
  public var actions: [AccessibilityAction]
  /// The visible rows spoken by name.
  public var spokenRows: Int
  /// The count said in "and N more": the layout's overflow plus the visible rows not spoken by
  /// name (the small family speaks only its headline; long summaries fold rows to fit).
  public var moreCount: Int
  /// Characters the family's budget allows before the composer shortens, and at most.
  public var softLimit: Int
  public var hardLimit: Int

  /// Whether even the shortest form is over the hard limit (a very long title: words are
  /// never cut, so the summary stays long and is reported).
  public var isOverHardLimit: Bool { text.count > hardLimit }
}

/// How long a family's summary may be, in seconds of speech at VoiceOver's default rate.
///
/// A small widget's summary should be heard in about eight seconds (about 125 characters of
/// English); the soft limit is where the composer starts shortening (dropping location, then
/// the calendar name, then folding items into "and N more"); the hard limit is reported when
/// even the shortest form exceeds it (a very long title), since words are never cut.
public enum LengthBudget {
  public static func seconds(_ family: FamilyKind) -> (soft: Double, hard: Double) {
    switch family {
    case .small: (8, 13)
    case .medium: (16, 26)
    case .large: (30, 45)
    case .extraLarge: (50, 75)
    case .accessoryRectangular: (5, 8)
    case .accessoryInline: (3, 5)
    }
  }
}

/// The families as the composer structures them (mirrors `WidgetFamily`).
public enum FamilyKind: Sendable {
  case small, medium, large, extraLarge, accessoryRectangular, accessoryInline
}
