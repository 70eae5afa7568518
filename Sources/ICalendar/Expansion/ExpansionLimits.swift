/// Bounds on the work recurring series can cause in one window.
///
/// An open-ended `FREQ=SECONDLY` rule in a one-day window would produce 86,400 instances; a
/// rule that can never match (`BYMONTH=2;BYMONTHDAY=30`) would search forever. Both stop at a
/// limit, reported as a diagnostic, and the rest of the calendar is unaffected.
///
/// One series is bounded by `maxSearchSteps`, and so is a file: a rule with COUNT is walked
/// from DTSTART, so 800 copies of `FREQ=SECONDLY;COUNT=2000000000` from ten years back fit in
/// 80 KB and would each take the whole per-series search, 31 s in all. Once a file has spent
/// `maxSearchStepsPerFile`, each later series gets `searchStepsAfterFileBudget`, which is
/// plenty for a series that reaches the window by jumping (most take a few hundred steps),
/// and the work of a file stays linear in its size.
public struct ExpansionLimits: Sendable, Hashable {
  /// Most instances of one series inside one window.
  public var maxInstancesPerSeries: Int
  /// Most days (or sub-daily periods) a rule may examine for one window.
  public var maxSearchSteps: Int
  /// Search steps all the series of one file share at full `maxSearchSteps`.
  public var maxSearchStepsPerFile: Int
  /// Search steps for each series once the file's share is spent.
  public var searchStepsAfterFileBudget: Int
  /// Most occurrences kept in one window, for all the series of a file; an agenda gives each
  /// of a source's files what the files before it left, so this bounds a source. What one
  /// person's calendar can hold is then bounded too, and so is the memory a source takes to
  /// lay out and speak, whatever its rules and dates ask for: a real week holds hundreds.
  public var maxOccurrences: Int

  public init(
    maxInstancesPerSeries: Int = 5_000, maxSearchSteps: Int = 1_000_000,
    maxSearchStepsPerFile: Int = 5_000_000, searchStepsAfterFileBudget: Int = 1_000,
    maxOccurrences: Int = 10_000
  ) {
    self.maxInstancesPerSeries = maxInstancesPerSeries
    self.maxSearchSteps = maxSearchSteps
    self.maxSearchStepsPerFile = maxSearchStepsPerFile
    self.searchStepsAfterFileBudget = searchStepsAfterFileBudget
    self.maxOccurrences = maxOccurrences
  }

  public static let `default` = ExpansionLimits()
}
