import Testing

@testable import ICalendar

@Suite struct ValueParserTests {
  static func parse(_ text: String) -> ValueParser.DateOrDateTime? {
    var copy = text
    return copy.withUTF8 { ValueParser.dateOrDateTime($0) }
  }

  @Test func datesAndDateTimes() throws {
    let date = try #require(Self.parse("20260601"))
    #expect(date.time == nil && date.date.description == "2026-06-01")
    let floating = try #require(Self.parse("20260601T093000"))
    #expect(floating.time?.description == "2026-06-01T09:30:00" && !floating.isUTC)
    let utc = try #require(Self.parse("20260601T093000Z"))
    #expect(utc.isUTC)
  }

  @Test(arguments: [
    "20261345T250000Z", "20260230", "20250229", "20260601T250000", "20260601T096000",
    "2026-06-01", "20260601T0930", "2026060", "20260601X093000", "00000101", "",
  ])
  func rejectsInvalidValues(_ text: String) {
    #expect(Self.parse(text) == nil)
  }

  @Test func acceptsLeapDayInLeapYearsAndLeapSecond() {
    #expect(Self.parse("20240229") != nil)
    #expect(Self.parse("20261231T235960Z")?.time?.second == 59)
  }

  @Test(arguments: [
    ("+0100", 3600), ("-0500", -18_000), ("+0530", 19_800), ("-0000", 0), ("+000000", 0),
    ("-003015", -1815), ("+1400", 50_400),
  ])
  func utcOffsets(_ text: String, _ seconds: Int) {
    var copy = text
    #expect(copy.withUTF8 { ValueParser.utcOffset($0) } == seconds)
  }

  @Test(arguments: ["0100", "+01", "+2400", "+0160", "+01:00", ""])
  func rejectsInvalidOffsets(_ text: String) {
    var copy = text
    #expect(copy.withUTF8 { ValueParser.utcOffset($0) } == nil)
  }

  @Test(arguments: [
    ("P1D", CalendarDuration(days: 1)),
    ("PT24H", CalendarDuration(seconds: 86_400)),
    ("P1W", CalendarDuration(days: 7)),
    ("P2W", CalendarDuration(days: 14)),
    ("P1DT2H30M", CalendarDuration(days: 1, seconds: 9000)),
    ("-PT15M", CalendarDuration(seconds: 900, isNegative: true)),
    ("+PT1H0M0S", CalendarDuration(seconds: 3600)),
    ("PT0S", CalendarDuration()),
    ("p1dt1h", CalendarDuration(days: 1, seconds: 3600)),
    ("P1W2D", CalendarDuration(days: 9)),
    ("PT100000000S", CalendarDuration(seconds: 100_000_000)),
    ("P5217W", CalendarDuration(days: 36_519)),
  ])
  func durations(_ text: String, _ expected: CalendarDuration) {
    #expect(CalendarDuration(text) == expected)
  }

  @Test(arguments: ["P", "PT", "1D", "P1H", "PT1D", "P1DT", "PTH", "P-1D", "P1D2"])
  func rejectsInvalidDurations(_ text: String) {
    #expect(CalendarDuration(text) == nil)
  }

  /// RFC 5545 §3.3.6 gives each designator once; a repeat was once summed, and 155,000 of
  /// them overflowed the expander's arithmetic.
  @Test(arguments: [
    ("P1W1W", CalendarDuration.ParseFailure.repeatedDesignator("W")),
    ("P1D2D", .repeatedDesignator("D")),
    ("PT1H1H", .repeatedDesignator("H")),
    ("PT1M2S3M", .repeatedDesignator("M")),
    ("PT1S1S", .repeatedDesignator("S")),
    ("P1DT1HT1M", .repeatedDesignator("T")),
    ("P99999999W99999999W", .repeatedDesignator("W")),
    ("P99999999W", .tooLong),
    ("P5218W", .tooLong),
    ("P36526D", .tooLong),
    ("P36525DT24H", .tooLong),
    ("PT9999999999S", .tooLong),
    ("PT99999999999999999999S", .tooLong),
    ("P1Y", .malformed),
  ])
  func refusesDurationsWithAReason(_ text: String, _ failure: CalendarDuration.ParseFailure) {
    #expect(CalendarDuration.parse(text) == .failure(failure))
    #expect(CalendarDuration(text) == nil)
  }

  @Test func theLongestDurationIsAHundredYears() {
    #expect(CalendarDuration.parse("P36525D") == .success(CalendarDuration(days: 36_525)))
    #expect(
      CalendarDuration.parse("-P36525D")
        == .success(CalendarDuration(days: 36_525, isNegative: true)))
  }

  @Test func integers() {
    var text = "42"
    #expect(text.withUTF8 { ValueParser.integer($0) } == 42)
    text = " -3 "
    #expect(text.withUTF8 { ValueParser.integer($0) } == -3)
    text = "4x"
    #expect(text.withUTF8 { ValueParser.integer($0) } == nil)
    text = "99999999999999999999999"
    #expect(text.withUTF8 { ValueParser.integer($0) } == nil)
  }

  @Test func civilCalendarRoundTrips() {
    for day in stride(from: -800_000, through: 2_932_896, by: 997) {
      let date = CivilCalendar.date(dayNumber: day)
      #expect(CivilCalendar.dayNumber(year: date.year, month: date.month, day: date.day) == day)
    }
    #expect(CivilCalendar.weekday(dayNumber: 0) == 4)  // 1970-01-01 was a Thursday.
    #expect(LocalDate(year: 2026, month: 6, day: 1)?.weekday == 1)  // A Monday.
  }

  @Test func isoWeekNumbers() {
    // 2026-12-31 is in ISO week 53 of 2026; 2024-12-30 in week 1 of 2025.
    #expect(
      CivilCalendar.week(
        dayNumber: LocalDate(year: 2026, month: 12, day: 31)!.dayNumber, weekStart: 1) == (2026, 53)
    )
    #expect(
      CivilCalendar.week(
        dayNumber: LocalDate(year: 2024, month: 12, day: 30)!.dayNumber, weekStart: 1) == (2025, 1))
    #expect(CivilCalendar.weeksInYear(2015, weekStart: 1) == 53)
    #expect(CivilCalendar.weeksInYear(2014, weekStart: 1) == 52)
  }
}
