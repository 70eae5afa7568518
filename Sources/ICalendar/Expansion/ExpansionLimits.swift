/// Bounds on the work one recurring series can cause in one window.
///
/// An open-ended `FREQ=SECONDLY` rule in a one-day window would produce 86,400 instances; a
/// rule that can never match (`BYMONTH=2;BYMONTHDAY=30`) would search forever. Both stop at a
/// limit, reported as a diagnostic, and the rest of the calendar is unaffected.
public struct ExpansionLimits: Sendable, Hashable {
  /// Most instances of one series inside one window.
  public var maxInstancesPerSeries: Int
  /// Most days (or sub-daily periods) a rule may examine for one window.
  public var maxSearchSteps: Int

  public init(maxInstancesPerSeries: Int = 5_000, maxSearchSteps: Int = 1_000_000) {
    self.maxInstancesPerSeries = maxInstancesPerSeries
    self.maxSearchSteps = maxSearchSteps
  }

  public static let `default` = ExpansionLimits()
}
