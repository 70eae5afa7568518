/// Everything the code asks of a widget family, made by one exhaustive switch
/// (`WidgetFamily.traits`): the rows it shows, how its summary is built and how long it may
/// be, and how the review page draws it.
///
/// The layout, the composer, the snapshots and the review page read these and never ask which
/// family they have, so a new family fails to compile until its traits are written here, and
/// then needs nothing else.
public struct FamilyTraits: Sendable, Hashable {
  /// The rows the family shows at the standard text sizes and at the accessibility sizes
  /// (AX1–AX5: fewer, taller rows, so that nothing is cut). A pipeline file may override them
  /// (`Capacities`).
  public var rows: Int
  public var accessibilityRows: Int
  /// How long its summary may be, in seconds of speech.
  public var budget: LengthBudget
  /// Whether each row it says stands alone with its own lead ("Now:", "Next:", its day), as
  /// on a small or lock-screen widget, rather than under day headings ("Today, Monday, June
  /// 1: …").
  public var standalone: Bool
  /// The most rows a standalone summary says by name (the rest are counted); `nil` for a
  /// family that says every row it shows.
  public var spokenAtMost: Int?
  /// What the summary says of what it did not say by name.
  public var count: Count
  /// Whether a standalone summary whose first row is on a later day says first that today
  /// has nothing left ("No more events today. Tomorrow: …").
  public var saysTodayIsEmpty: Bool
  /// Whether the headings of later days say their date ("Tuesday, June 2:"), not the day
  /// alone, for want of time.
  public var datesLaterDays: Bool
  /// Whether its rows are shown under day headers (today, tomorrow, later days).
  public var groupsByDay: Bool
  /// How the review page draws it.
  public var drawing: Drawing

  /// What a summary says of the items it did not say by name.
  public enum Count: Sendable, Hashable {
    /// One number with its widest scope ("Plus 14 more this week"), for the lock screen's few
    /// seconds.
    case total
    /// Every scope ("Plus 2 more today and 10 later this week"), said as one number with its
    /// widest scope only when a summary would not fit otherwise; never cut to a part.
    case whole
  }

  /// A family as a sighted user sees it, for the review page.
  public struct Drawing: Sendable, Hashable {
    /// The size in points, as on an iPhone (an iPad for the largest).
    public var width: Int
    public var height: Int
    public var style: Style
    /// Whether it is drawn in the lock screen's colours.
    public var onLockScreen: Bool
    /// Whether the date is drawn beside the rows rather than above them.
    public var dateBeside: Bool

    public enum Style: String, Sendable, Hashable {
      /// One line of text: the first row and its time.
      case line
      /// Its rows, with no date above them.
      case rows
      /// The date, then its rows.
      case dated
    }
  }
}

extension WidgetFamily {
  /// The family's traits: the one place that says how each family differs.
  public var traits: FamilyTraits {
    switch self {
    case .small:
      FamilyTraits(
        rows: 2, accessibilityRows: 1, budget: LengthBudget(soft: 8, hard: 13), standalone: true,
        spokenAtMost: 2, count: .whole, saysTodayIsEmpty: true, datesLaterDays: true,
        groupsByDay: false,
        drawing: .init(
          width: 170, height: 170, style: .dated, onLockScreen: false, dateBeside: false))
    case .medium:
      FamilyTraits(
        rows: 3, accessibilityRows: 2, budget: LengthBudget(soft: 16, hard: 26),
        standalone: false, spokenAtMost: nil, count: .whole, saysTodayIsEmpty: false,
        datesLaterDays: false, groupsByDay: false,
        drawing: .init(
          width: 364, height: 170, style: .dated, onLockScreen: false, dateBeside: true))
    case .large:
      FamilyTraits(
        rows: 6, accessibilityRows: 3, budget: LengthBudget(soft: 22, hard: 30),
        standalone: false, spokenAtMost: nil, count: .whole, saysTodayIsEmpty: false,
        datesLaterDays: true, groupsByDay: true,
        drawing: .init(
          width: 364, height: 382, style: .dated, onLockScreen: false, dateBeside: false))
    case .extraLarge:
      FamilyTraits(
        rows: 12, accessibilityRows: 6, budget: LengthBudget(soft: 25, hard: 30),
        standalone: false, spokenAtMost: nil, count: .whole, saysTodayIsEmpty: false,
        datesLaterDays: true, groupsByDay: true,
        drawing: .init(
          width: 715, height: 338, style: .dated, onLockScreen: false, dateBeside: true))
    case .accessoryRectangular:
      FamilyTraits(
        rows: 1, accessibilityRows: 1, budget: LengthBudget(soft: 5, hard: 10), standalone: true,
        spokenAtMost: 1, count: .total, saysTodayIsEmpty: false, datesLaterDays: false,
        groupsByDay: false,
        drawing: .init(width: 172, height: 76, style: .rows, onLockScreen: true, dateBeside: false))
    case .accessoryInline:
      FamilyTraits(
        rows: 1, accessibilityRows: 1, budget: LengthBudget(soft: 5, hard: 10), standalone: true,
        spokenAtMost: 1, count: .total, saysTodayIsEmpty: false, datesLaterDays: false,
        groupsByDay: false,
        drawing: .init(width: 257, height: 22, style: .line, onLockScreen: true, dateBeside: false))
    }
  }
}
