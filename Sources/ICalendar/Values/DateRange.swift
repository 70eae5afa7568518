/// The span of time Glance represents, and arithmetic that stays inside it.
///
/// Dates run from 0001-01-01 to 9999-12-31, the range of `LocalDate` (RFC 5545 §3.3.4 writes
/// a year in four digits); seconds, local or UTC, from the first moment of the first day to
/// the last of the last. Numbers from the input (lengths, shifts, offsets) meet dates through
/// these functions, which say when a result overflows or leaves the range instead of trapping,
/// so a hostile value costs a diagnostic, never the run.
package enum DateRange {
  /// The day number of 0001-01-01.
  package static let firstDay = CivilCalendar.dayNumber(year: 1, month: 1, day: 1)
  /// The day number of 9999-12-31.
  package static let lastDay = CivilCalendar.dayNumber(year: 9999, month: 12, day: 31)
  /// How many days the range holds.
  package static let dayCount = lastDay - firstDay + 1
  /// Local seconds from the start of the first day to the end of the last.
  package static let seconds: ClosedRange<Int64> =
    Int64(firstDay) * 86_400...Int64(lastDay) * 86_400 + 86_399
  /// Instants the local range can map to: a day wider on both sides, for UTC offsets.
  package static let instants: ClosedRange<Int64> =
    seconds.lowerBound - 86_400...seconds.upperBound + 86_400

  /// `value + offset`, or `nil` when the sum overflows or falls outside `range`.
  package static func sum(
    _ value: Int64, _ offset: Int64, in range: ClosedRange<Int64> = instants
  ) -> Int64? {
    let (sum, overflow) = value.addingReportingOverflow(offset)
    return overflow || !range.contains(sum) ? nil : sum
  }

  /// `day + offset`, or `nil` when the result overflows or falls outside the range of dates.
  package static func day(_ day: Int, adding offset: Int) -> Int? {
    let (sum, overflow) = day.addingReportingOverflow(offset)
    return overflow || sum < firstDay || sum > lastDay ? nil : sum
  }

  /// A number of days no longer than the whole range, and not negative.
  package static func clampedDays(_ days: Int) -> Int { min(max(days, 0), dayCount) }

  /// A number of seconds no longer than the whole range, and not negative.
  package static func clampedSeconds(_ seconds: Int64) -> Int64 {
    min(max(seconds, 0), Int64(dayCount) * 86_400)
  }

  /// `value` moved into `instants`.
  package static func clampedInstant(_ value: Int64) -> Int64 {
    min(max(value, instants.lowerBound), instants.upperBound)
  }
}
