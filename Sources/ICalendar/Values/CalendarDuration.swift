/// An RFC 5545 DURATION (§3.3.6): nominal days and weeks plus exact seconds.
///
/// The split matters across daylight-saving changes: `P1D` is a nominal day that keeps the
/// wall-clock time (09:00 to 09:00 the next day, 23 or 25 hours when the clocks change),
/// while `PT24H` is exactly 86,400 seconds.
public struct CalendarDuration: Sendable, Hashable, CustomStringConvertible {
  /// Nominal days, weeks included (`P1W` is seven).
  public var days: Int
  /// Exact seconds.
  public var seconds: Int
  public var isNegative: Bool

  public init(days: Int = 0, seconds: Int = 0, isNegative: Bool = false) {
    self.days = days
    self.seconds = seconds
    self.isNegative = isNegative
  }

  public static let zero = CalendarDuration()

  public var isZero: Bool { days == 0 && seconds == 0 }

  /// Signed nominal days.
  public var signedDays: Int { isNegative ? -days : days }
  /// Signed exact seconds.
  public var signedSeconds: Int { isNegative ? -seconds : seconds }

  public var description: String {
    if isZero { return "PT0S" }
    var text = isNegative ? "-P" : "P"
    if days > 0 { text += days % 7 == 0 && seconds == 0 ? "\(days / 7)W" : "\(days)D" }
    if seconds > 0 {
      text += "T"
      if seconds / 3600 > 0 { text += "\(seconds / 3600)H" }
      if seconds / 60 % 60 > 0 { text += "\(seconds / 60 % 60)M" }
      if seconds % 60 > 0 { text += "\(seconds % 60)S" }
    }
    return text
  }

  /// The longest DURATION accepted: 100 years of days. RFC 5545 sets no bound, but a longer
  /// one is no calendar's intent, and every length stays far from the edges of the date range.
  public static let maximumDays = 36_525

  /// Why a DURATION value was refused.
  public enum ParseFailure: Error, Sendable, Hashable, CustomStringConvertible {
    /// Not a DURATION at all.
    case malformed
    /// A designator (`W`, `D`, `H`, `M`, `S`) written twice: RFC 5545 §3.3.6 allows each once.
    case repeatedDesignator(Character)
    /// Longer than `maximumDays`.
    case tooLong

    public var description: String {
      switch self {
      case .malformed: "not a duration"
      case .repeatedDesignator(let unit): "'\(unit)' appears more than once"
      case .tooLong: "longer than \(CalendarDuration.maximumDays) days"
      }
    }
  }

  /// Parses `P1W`, `P1DT2H30M`, `-PT15M`, `PT24H`; also the ISO combination `P1W2D`.
  public init?(_ text: String) {
    var copy = text
    guard case .success(let value) = copy.withUTF8({ Self.parse(bytes: $0) }) else { return nil }
    self = value
  }

  init?(bytes: UnsafeBufferPointer<UInt8>) {
    guard case .success(let value) = Self.parse(bytes: bytes) else { return nil }
    self = value
  }

  /// Parses a DURATION, saying why one is refused.
  public static func parse(_ text: String) -> Result<CalendarDuration, ParseFailure> {
    var copy = text
    return copy.withUTF8 { parse(bytes: $0) }
  }

  static func parse(bytes: UnsafeBufferPointer<UInt8>) -> Result<CalendarDuration, ParseFailure> {
    let range = bytes.trimmedRange(0..<bytes.count)
    var index = range.lowerBound
    let end = range.upperBound
    var negative = false
    if index < end, bytes[index] == ASCII.plus || bytes[index] == ASCII.minus {
      negative = bytes[index] == ASCII.minus
      index += 1
    }
    guard index < end, ASCII.upper(bytes[index]) == UInt8(ascii: "P") else {
      return .failure(.malformed)
    }
    index += 1
    // Each part is below 10^10 and appears once, so the sums below cannot overflow.
    var days: Int64 = 0
    var seconds: Int64 = 0
    var inTime = false
    var seen = 0  // A bit per designator letter.
    var sawTimeComponent = false
    while index < end {
      let byte = ASCII.upper(bytes[index])
      if byte == UInt8(ascii: "T") {
        guard !inTime else { return .failure(.repeatedDesignator("T")) }
        inTime = true
        index += 1
        continue
      }
      var number: Int64 = 0
      var digits = 0
      while index < end, ASCII.isDigit(bytes[index]) {
        number = number * 10 + Int64(bytes[index] - ASCII.zero)
        digits += 1
        guard number < 10_000_000_000 else { return .failure(.tooLong) }
        index += 1
      }
      guard digits > 0, index < end else { return .failure(.malformed) }
      let unit = ASCII.upper(bytes[index])
      index += 1
      switch (inTime, unit) {
      case (false, UInt8(ascii: "W")): days += number * 7
      case (false, UInt8(ascii: "D")): days += number
      case (true, UInt8(ascii: "H")): seconds += number * 3600
      case (true, UInt8(ascii: "M")): seconds += number * 60
      case (true, UInt8(ascii: "S")): seconds += number
      default: return .failure(.malformed)
      }
      // RFC 5545 §3.3.6: dur-week, dur-day, dur-hour, dur-minute, dur-second once each.
      let bit = 1 << Int(unit & 31)
      guard seen & bit == 0 else {
        return .failure(.repeatedDesignator(Character(Unicode.Scalar(unit))))
      }
      seen |= bit
      if inTime { sawTimeComponent = true }
    }
    guard seen != 0, !inTime || sawTimeComponent else { return .failure(.malformed) }
    let limit = Int64(maximumDays)
    guard days <= limit, seconds <= limit * 86_400, days * 86_400 + seconds <= limit * 86_400
    else { return .failure(.tooLong) }
    return .success(CalendarDuration(days: Int(days), seconds: Int(seconds), isNegative: negative))
  }
}
