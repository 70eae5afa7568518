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

  /// Parses `P1W`, `P1DT2H30M`, `-PT15M`, `PT24H`; also the ISO combination `P1W2D`.
  public init?(_ text: String) {
    var copy = text
    guard let value = copy.withUTF8({ CalendarDuration(bytes: $0) }) else { return nil }
    self = value
  }

  init?(bytes: UnsafeBufferPointer<UInt8>) {
    let range = bytes.trimmedRange(0..<bytes.count)
    var index = range.lowerBound
    let end = range.upperBound
    var negative = false
    if index < end, bytes[index] == ASCII.plus || bytes[index] == ASCII.minus {
      negative = bytes[index] == ASCII.minus
      index += 1
    }
    guard index < end, ASCII.upper(bytes[index]) == UInt8(ascii: "P") else { return nil }
    index += 1
    var days = 0
    var seconds = 0
    var inTime = false
    var sawComponent = false
    var sawTimeComponent = false
    while index < end {
      let byte = ASCII.upper(bytes[index])
      if byte == UInt8(ascii: "T") {
        guard !inTime else { return nil }
        inTime = true
        index += 1
        continue
      }
      var number = 0
      var digits = 0
      while index < end, ASCII.isDigit(bytes[index]) {
        number = number * 10 + Int(bytes[index] - ASCII.zero)
        digits += 1
        guard number < 100_000_000 else { return nil }
        index += 1
      }
      guard digits > 0, index < end else { return nil }
      let unit = ASCII.upper(bytes[index])
      index += 1
      switch (inTime, unit) {
      case (false, UInt8(ascii: "W")): days += number * 7
      case (false, UInt8(ascii: "D")): days += number
      case (true, UInt8(ascii: "H")): seconds += number * 3600
      case (true, UInt8(ascii: "M")): seconds += number * 60
      case (true, UInt8(ascii: "S")): seconds += number
      default: return nil
      }
      sawComponent = true
      if inTime { sawTimeComponent = true }
    }
    guard sawComponent, !inTime || sawTimeComponent else { return nil }
    self.init(days: days, seconds: seconds, isNegative: negative)
  }
}
