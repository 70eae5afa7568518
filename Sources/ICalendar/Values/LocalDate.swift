/// A calendar date with no time and no zone: the value of an all-day event (RFC 5545 DATE).
public struct LocalDate: Sendable, Hashable, Comparable, Codable, CustomStringConvertible {
  // Compact storage: events hold many dates, and smaller values copy faster.
  private var storedYear: Int32
  private var storedMonth: UInt8
  private var storedDay: UInt8
  /// Days since 1970-01-01, worked out once: a timeline's layout asks every row's date for it.
  private var storedDayNumber: Int32

  public var year: Int { Int(storedYear) }
  public var month: Int { Int(storedMonth) }
  public var day: Int { Int(storedDay) }

  /// Creates a date, or `nil` when it does not exist (February 30, month 13, year 0).
  public init?(year: Int, month: Int, day: Int) {
    guard (1...9999).contains(year), (1...12).contains(month),
      day >= 1, day <= CivilCalendar.daysInMonth(year: year, month: month)
    else { return nil }
    storedYear = Int32(year)
    storedMonth = UInt8(month)
    storedDay = UInt8(day)
    storedDayNumber = Int32(CivilCalendar.dayNumber(year: year, month: month, day: day))
  }

  /// The date of a day number (days since 1970-01-01), kept inside 0001-01-01…9999-12-31.
  ///
  /// A day number outside that range gives its nearest end: callers whose arithmetic can get
  /// there check first with `DateRange` and report it; this keeps every date in range anyway.
  public init(dayNumber: Int) {
    let kept = min(max(dayNumber, DateRange.firstDay), DateRange.lastDay)
    let civil = CivilCalendar.date(dayNumber: kept)
    storedYear = Int32(truncatingIfNeeded: civil.year)
    storedMonth = UInt8(civil.month)
    storedDay = UInt8(civil.day)
    storedDayNumber = Int32(kept)
  }

  /// Days since 1970-01-01.
  public var dayNumber: Int { Int(storedDayNumber) }

  /// ISO weekday: 1 is Monday, 7 is Sunday.
  public var weekday: Int { CivilCalendar.weekday(dayNumber: dayNumber) }

  public func adding(days: Int) -> LocalDate { LocalDate(dayNumber: dayNumber + days) }

  public static func < (a: LocalDate, b: LocalDate) -> Bool {
    a.storedDayNumber < b.storedDayNumber
  }

  public static func == (a: LocalDate, b: LocalDate) -> Bool {
    a.storedDayNumber == b.storedDayNumber
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(storedDayNumber)
  }

  /// ISO 8601 extended form, `2026-06-01`.
  public var description: String {
    String(unsafeUninitializedCapacity: ISO8601Value.dateLength) { buffer in
      writeISO(to: buffer, at: 0)
      return ISO8601Value.dateLength
    }
  }

  /// The iCalendar basic form, `20260601`.
  public var basicFormat: String { "\(Self.pad(year, 4))\(Self.pad(month, 2))\(Self.pad(day, 2))" }

  static func pad(_ value: Int, _ width: Int) -> String {
    let digits = String(value)
    return digits.count >= width
      ? digits : String(repeating: "0", count: width - digits.count) + digits
  }

  public init(from decoder: any Decoder) throws {
    let text = try decoder.singleValueContainer().decode(String.self)
    guard let date = LocalDate(iso: text) else {
      throw DecodingError.dataCorrupted(
        .init(codingPath: decoder.codingPath, debugDescription: "invalid date '\(text)'"))
    }
    self = date
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(description)
  }

  /// Parses `2026-06-01` or `20260601`.
  public init?(iso text: String) {
    var digits: [Int] = []
    var separators = 0
    for byte in text.utf8 {
      if ASCII.isDigit(byte) {
        digits.append(Int(byte - ASCII.zero))
      } else if byte == ASCII.minus {
        separators += 1
      } else {
        return nil
      }
    }
    guard digits.count == 8, separators == 0 || separators == 2 else { return nil }
    if separators == 2 {
      let parts = text.split(separator: "-", omittingEmptySubsequences: false)
      guard parts.map(\.count) == [4, 2, 2] else { return nil }
    }
    func number(_ range: Range<Int>) -> Int { digits[range].reduce(0) { $0 * 10 + $1 } }
    self.init(year: number(0..<4), month: number(4..<6), day: number(6..<8))
  }
}
