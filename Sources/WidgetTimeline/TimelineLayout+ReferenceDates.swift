import ICalendar

extension TimelineLayout.Options {
  /// The reference dates a layout can start from: those whose horizon and look-ahead end
  /// inside the dates Glance represents (0001-01-01 to 9999-12-31, `DateRange`), with a day
  /// to spare at each end for any zone's offset.
  ///
  /// A window must end on a day after its last one, and 9999-12-31 has none: from a reference
  /// date in the last week of 9999, the look-ahead would end on a date that does not exist.
  /// Dates are kept inside the range, so that window ended where it began, and the run never
  /// finished. A command refuses such a date before any work (exit 64), naming this range;
  /// with the defaults (24 hours, 7 days) it is 0001-01-02T00:00:00Z to 9999-12-22T00:00:00Z.
  public var referenceDates: ClosedRange<Int64> {
    let first = Int64(DateRange.firstDay + 1) * 86_400
    let lastDay = DateRange.lastDay - max(lookAheadDays, 0) - 1
    let last = Int64(lastDay) * 86_400 - min(max(horizon, 0), Int64(DateRange.dayCount) * 86_400)
    return first...max(first, last)
  }

  /// Why a layout cannot start at `referenceDate`, or `nil` when it can: `leaves no room
  /// for the 24-hour horizon and the 7-day look-ahead within 0001-01-01 to 9999-12-31, the
  /// dates Glance represents; expected 0001-01-02T00:00:00Z to 9999-12-22T00:00:00Z`. The
  /// caller names the date as it was written.
  public func referenceDateProblem(_ referenceDate: Int64) -> String? {
    let range = referenceDates
    guard !range.contains(referenceDate) else { return nil }
    return
      "leaves no room for the \(horizon / 3600)-hour horizon and the \(lookAheadDays)-day look-ahead within 0001-01-01 to 9999-12-31, the dates Glance represents; expected \(ISO8601Value.format(instant: range.lowerBound)) to \(ISO8601Value.format(instant: range.upperBound))"
  }
}
