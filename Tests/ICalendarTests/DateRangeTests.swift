import Testing

@testable import ICalendar

/// Dates and times stay inside 0001-01-01…9999-12-31 whatever number they are made from.
@Suite struct DateRangeTests {
  @Test(arguments: [
    (Int.max, "9999-12-31"), (Int.min, "0001-01-01"), (2_932_897, "9999-12-31"),
    (2_932_896, "9999-12-31"), (-719_162, "0001-01-01"), (-719_163, "0001-01-01"),
    (0, "1970-01-01"),
  ])
  func dayNumbersGiveDatesInsideTheRange(_ day: Int, _ expected: String) {
    #expect(LocalDate(dayNumber: day).description == expected)
  }

  @Test(arguments: [
    (Int64.max, "9999-12-31T23:59:59Z"), (Int64.min, "0001-01-01T00:00:00Z"),
    (253_402_300_799, "9999-12-31T23:59:59Z"), (253_402_300_800, "9999-12-31T23:59:59Z"),
    (1_780_304_400, "2026-06-01T09:00:00Z"),
  ])
  func instantsPrintInsideTheRange(_ instant: Int64, _ expected: String) {
    #expect(ISO8601Value.format(instant: instant) == expected)
  }

  @Test func sumsReportOverflowAndLeavingTheRange() {
    #expect(DateRange.sum(Int64.max, 1) == nil)
    #expect(DateRange.sum(DateRange.seconds.upperBound, 86_400, in: DateRange.seconds) == nil)
    #expect(DateRange.sum(0, 86_400) == 86_400)
    #expect(DateRange.day(DateRange.lastDay, adding: 1) == nil)
    #expect(DateRange.day(Int.max, adding: 1) == nil)
    #expect(DateRange.day(0, adding: -1) == -1)
  }
}
