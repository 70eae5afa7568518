/// A wall-clock date and time with no zone attached (RFC 5545 DATE-TIME without its form).
///
/// Whether it is UTC, floating or in a named zone is said by `DateTimeValue`; this type is
/// the local reading only. `localSeconds` is the reading as seconds since 1970-01-01T00:00
/// on the same wall clock, the unit in which recurrence rules iterate.
public struct LocalDateTime: Sendable, Hashable, Comparable, CustomStringConvertible {
  public var date: LocalDate
  private var storedHour: UInt8
  private var storedMinute: UInt8
  private var storedSecond: UInt8

  public var hour: Int { Int(storedHour) }
  public var minute: Int { Int(storedMinute) }
  public var second: Int { Int(storedSecond) }

  public init?(date: LocalDate, hour: Int, minute: Int, second: Int) {
    guard (0...23).contains(hour), (0...59).contains(minute), (0...60).contains(second) else {
      return nil
    }
    self.date = date
    storedHour = UInt8(hour)
    storedMinute = UInt8(minute)
    // RFC 5545 §3.3.12 allows a leap second; a calendar has no use for it.
    storedSecond = UInt8(min(second, 59))
  }

  /// The reading `localSeconds` after 1970-01-01T00:00, kept inside 0001-01-01T00:00:00…
  /// 9999-12-31T23:59:59: a value beyond gives the nearest end, never a five-digit year.
  public init(localSeconds: Int64) {
    let seconds = min(max(localSeconds, DateRange.seconds.lowerBound), DateRange.seconds.upperBound)
    let days = CivilCalendar.floorDiv(seconds, 86_400)
    let secondOfDay = Int(seconds - days * 86_400)
    date = LocalDate(dayNumber: Int(days))
    storedHour = UInt8(secondOfDay / 3600)
    storedMinute = UInt8(secondOfDay / 60 % 60)
    storedSecond = UInt8(secondOfDay % 60)
  }

  public init(date: LocalDate) {
    self.date = date
    storedHour = 0
    storedMinute = 0
    storedSecond = 0
  }

  public var secondOfDay: Int { hour * 3600 + minute * 60 + second }

  public var localSeconds: Int64 { Int64(date.dayNumber) * 86_400 + Int64(secondOfDay) }

  public static func < (a: LocalDateTime, b: LocalDateTime) -> Bool {
    (a.date, a.secondOfDay) < (b.date, b.secondOfDay)
  }

  /// ISO 8601 extended form without zone, `2026-06-01T09:30:00`.
  public var description: String {
    String(unsafeUninitializedCapacity: 19) { buffer in
      writeISO(to: buffer, at: 0)
      return 19
    }
  }

  /// The iCalendar basic form, `20260601T093000`.
  public var basicFormat: String {
    "\(date.basicFormat)T\(LocalDate.pad(hour, 2))\(LocalDate.pad(minute, 2))\(LocalDate.pad(second, 2))"
  }
}
