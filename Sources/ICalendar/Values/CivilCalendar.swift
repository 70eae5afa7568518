/// Proleptic Gregorian calendar arithmetic on day numbers (days since 1970-01-01).
///
/// Recurrence expansion and time-zone conversion do this millions of times; Foundation's
/// `Calendar` costs about a microsecond a call, these are a few nanoseconds. The algorithms
/// are the classic era-based conversions between civil dates and day counts.
package enum CivilCalendar {
  package static func dayNumber(year: Int, month: Int, day: Int) -> Int {
    let y = month <= 2 ? year - 1 : year
    let era = (y >= 0 ? y : y - 399) / 400
    let yearOfEra = y - era * 400
    let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }

  package static func date(dayNumber: Int) -> (year: Int, month: Int, day: Int) {
    let z = dayNumber + 719_468
    let era = (z >= 0 ? z : z - 146_096) / 146_097
    let dayOfEra = z - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let mp = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * mp + 2) / 5 + 1
    let month = mp < 10 ? mp + 3 : mp - 9
    return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
  }

  /// ISO weekday of a day number: 1 is Monday, 7 is Sunday.
  @inline(__always)
  package static func weekday(dayNumber: Int) -> Int {
    ((dayNumber % 7 + 7) % 7 + 3) % 7 + 1
  }

  @inline(__always)
  package static func isLeapYear(_ year: Int) -> Bool {
    year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
  }

  @inline(__always)
  package static func daysInYear(_ year: Int) -> Int { isLeapYear(year) ? 366 : 365 }

  package static func daysInMonth(year: Int, month: Int) -> Int {
    switch month {
    case 2: isLeapYear(year) ? 29 : 28
    case 4, 6, 9, 11: 30
    default: 31
    }
  }

  /// Floor division, for splitting local seconds into days and seconds of day.
  @inline(__always)
  package static func floorDiv(_ a: Int64, _ b: Int64) -> Int64 {
    let q = a / b
    return (a % b != 0 && (a < 0) != (b < 0)) ? q - 1 : q
  }

  /// The week-numbering year and week (1…53) of a day, weeks starting on `weekStart`
  /// (RFC 5545 §3.3.10: week 1 is the first week with at least four days in the year).
  package static func week(dayNumber: Int, weekStart: Int) -> (year: Int, week: Int) {
    let year = date(dayNumber: dayNumber).year
    let thisStart = firstDayOfWeekOne(year: year, weekStart: weekStart)
    if dayNumber < thisStart {
      let previousStart = firstDayOfWeekOne(year: year - 1, weekStart: weekStart)
      return (year - 1, (dayNumber - previousStart) / 7 + 1)
    }
    let nextStart = firstDayOfWeekOne(year: year + 1, weekStart: weekStart)
    if dayNumber >= nextStart { return (year + 1, 1) }
    return (year, (dayNumber - thisStart) / 7 + 1)
  }

  /// The first day of week 1 of a week-numbering year.
  package static func firstDayOfWeekOne(year: Int, weekStart: Int) -> Int {
    let januaryFirst = dayNumber(year: year, month: 1, day: 1)
    // Days from the week start back to January 1st.
    let offset = (weekday(dayNumber: januaryFirst) - weekStart + 7) % 7
    let weekContainingJanuaryFirst = januaryFirst - offset
    // January 1st's week is week 1 when at least four of its days fall in the year.
    return offset <= 3 ? weekContainingJanuaryFirst : weekContainingJanuaryFirst + 7
  }

  /// The number of weeks (52 or 53) in a week-numbering year.
  package static func weeksInYear(_ year: Int, weekStart: Int) -> Int {
    (firstDayOfWeekOne(year: year + 1, weekStart: weekStart)
      - firstDayOfWeekOne(year: year, weekStart: weekStart)) / 7
  }
}
