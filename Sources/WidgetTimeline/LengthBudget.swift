/// How long a family's summary may be, in seconds of speech at VoiceOver's default rate.
///
/// A small widget's summary should be heard in about eight seconds (about 125 characters of
/// English); the soft limit is where the composer starts shortening (dropping the location,
/// then the calendar name, then folding items into "and N more"); the hard limit is reported
/// when even the shortest form exceeds it (a very long title), since words are never cut.
/// Each family's is one of its traits (`FamilyTraits.budget`).
public struct LengthBudget: Sendable, Hashable {
  public var soft: Double
  public var hard: Double

  public init(soft: Double, hard: Double) {
    self.soft = soft
    self.hard = hard
  }

  /// The budget of `family`.
  public static func of(_ family: WidgetFamily) -> LengthBudget { family.traits.budget }
}
