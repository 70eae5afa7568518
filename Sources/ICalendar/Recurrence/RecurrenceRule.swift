/// A parsed, validated RECUR value (RFC 5545 §3.3.10).
///
/// Parsing and validation are separate from expansion (`RecurrenceIterator`), so a rule can
/// be checked, shown and compared without a start date. Rules that RFC 5545 forbids (a BYDAY
/// ordinal with FREQ=DAILY, BYWEEKNO outside YEARLY, COUNT together with UNTIL) are rejected
/// with a `RecurrenceRule.ParseError` that names the offending part.
public struct RecurrenceRule: Sendable, Hashable, CustomStringConvertible {
  public enum Frequency: Int, Sendable, Hashable, Comparable, CaseIterable {
    case secondly, minutely, hourly, daily, weekly, monthly, yearly

    public static func < (a: Frequency, b: Frequency) -> Bool { a.rawValue < b.rawValue }

    var name: String {
      switch self {
      case .secondly: "SECONDLY"
      case .minutely: "MINUTELY"
      case .hourly: "HOURLY"
      case .daily: "DAILY"
      case .weekly: "WEEKLY"
      case .monthly: "MONTHLY"
      case .yearly: "YEARLY"
      }
    }
  }

  /// A BYDAY entry: a weekday (1 Monday … 7 Sunday) and an optional ordinal (`-1FR`, `2TU`);
  /// ordinal 0 means every such weekday.
  public struct WeekdayOrdinal: Sendable, Hashable {
    public var weekday: Int
    public var ordinal: Int

    public init(weekday: Int, ordinal: Int = 0) {
      self.weekday = weekday
      self.ordinal = ordinal
    }
  }

  /// The UNTIL bound as written: a DATE, a floating DATE-TIME or a UTC DATE-TIME.
  public struct Until: Sendable, Hashable {
    public var local: LocalDateTime
    public var isDate: Bool
    public var isUTC: Bool
  }

  public var frequency: Frequency
  public var interval: Int = 1
  /// The COUNT bound; `nil` when absent or not positive (a COUNT ≤ 0 is ignored).
  public var count: Int?
  public var until: Until?
  public var bySecond: [Int] = []
  public var byMinute: [Int] = []
  public var byHour: [Int] = []
  public var byDay: [WeekdayOrdinal] = []
  public var byMonthDay: [Int] = []
  public var byYearDay: [Int] = []
  public var byWeekNo: [Int] = []
  public var byMonth: [Int] = []
  public var bySetPos: [Int] = []
  /// WKST, 1 Monday … 7 Sunday.
  public var weekStart: Int = 1

  public init(frequency: Frequency) {
    self.frequency = frequency
  }

  static let weekdayNames = ["MO", "TU", "WE", "TH", "FR", "SA", "SU"]

  /// The rule in canonical RECUR form, parts in RFC order.
  public var description: String {
    var parts = ["FREQ=\(frequency.name)"]
    if let until {
      parts.append(
        "UNTIL="
          + (until.isDate
            ? until.local.date.basicFormat : until.local.basicFormat + (until.isUTC ? "Z" : "")))
    }
    if let count { parts.append("COUNT=\(count)") }
    if interval != 1 { parts.append("INTERVAL=\(interval)") }
    func list(_ name: String, _ values: [Int]) {
      if !values.isEmpty {
        parts.append("\(name)=" + values.map(String.init).joined(separator: ","))
      }
    }
    list("BYSECOND", bySecond)
    list("BYMINUTE", byMinute)
    list("BYHOUR", byHour)
    if !byDay.isEmpty {
      parts.append(
        "BYDAY="
          + byDay.map {
            ($0.ordinal == 0 ? "" : String($0.ordinal)) + Self.weekdayNames[$0.weekday - 1]
          }
          .joined(separator: ","))
    }
    list("BYMONTHDAY", byMonthDay)
    list("BYYEARDAY", byYearDay)
    list("BYWEEKNO", byWeekNo)
    list("BYMONTH", byMonth)
    list("BYSETPOS", bySetPos)
    if weekStart != 1 { parts.append("WKST=\(Self.weekdayNames[weekStart - 1])") }
    return parts.joined(separator: ";")
  }
}
