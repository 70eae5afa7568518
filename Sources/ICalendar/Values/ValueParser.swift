/// Parsers for the typed values of RFC 5545 §3.3, working on bytes.
///
/// Each returns `nil` for a value that is malformed or names a time that does not exist
/// (month 13, hour 25, February 30); the caller reports it with the text in quotes.
enum ValueParser {
  /// A DATE or DATE-TIME as written: the reading plus whether it ended in `Z`.
  struct DateOrDateTime: Hashable {
    var date: LocalDate
    /// `nil` for a DATE.
    var time: LocalDateTime?
    var isUTC: Bool
  }

  @inline(__always)
  private static func digits(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ count: Int)
    -> Int?
  {
    var value = 0
    for index in start..<(start + count) {
      let byte = bytes[index]
      guard ASCII.isDigit(byte) else { return nil }
      value = value * 10 + Int(byte &- ASCII.zero)
    }
    return value
  }

  /// `YYYYMMDD`.
  static func date(_ bytes: UnsafeBufferPointer<UInt8>) -> LocalDate? {
    guard bytes.count == 8, let year = digits(bytes, 0, 4), let month = digits(bytes, 4, 2),
      let day = digits(bytes, 6, 2)
    else { return nil }
    return LocalDate(year: year, month: month, day: day)
  }

  /// `YYYYMMDD` or `YYYYMMDDTHHMMSS[Z]`, whitespace around tolerated.
  static func dateOrDateTime(_ raw: UnsafeBufferPointer<UInt8>) -> DateOrDateTime? {
    let bytes = raw.slice(raw.trimmedRange(0..<raw.count))
    // Google writes some all-day RDATEs as `20131210Z`: a DATE with a stray zone letter.
    if bytes.count == 8 || (bytes.count == 9 && ASCII.upper(bytes[8]) == UInt8(ascii: "Z")) {
      guard let date = date(bytes.slice(0..<8)) else { return nil }
      return DateOrDateTime(date: date, time: nil, isUTC: false)
    }
    guard bytes.count == 15 || bytes.count == 16, ASCII.upper(bytes[8]) == UInt8(ascii: "T"),
      let date = date(bytes.slice(0..<8)),
      let hour = digits(bytes, 9, 2), let minute = digits(bytes, 11, 2),
      let second = digits(bytes, 13, 2),
      let time = LocalDateTime(date: date, hour: hour, minute: minute, second: second)
    else { return nil }
    var isUTC = false
    if bytes.count == 16 {
      guard ASCII.upper(bytes[15]) == UInt8(ascii: "Z") else { return nil }
      isUTC = true
    }
    return DateOrDateTime(date: date, time: time, isUTC: isUTC)
  }

  /// `+HHMM`, `-HHMM` or with seconds `+HHMMSS`, in seconds east of UTC. RFC 5545 §3.3.14
  /// forbids `-0000`, but exporters write it; it reads as zero.
  static func utcOffset(_ raw: UnsafeBufferPointer<UInt8>) -> Int? {
    let bytes = raw.slice(raw.trimmedRange(0..<raw.count))
    guard bytes.count == 5 || bytes.count == 7,
      bytes[0] == ASCII.plus || bytes[0] == ASCII.minus,
      let hours = digits(bytes, 1, 2), let minutes = digits(bytes, 3, 2), hours < 24,
      minutes < 60
    else { return nil }
    var seconds = 0
    if bytes.count == 7 {
      guard let value = digits(bytes, 5, 2), value < 60 else { return nil }
      seconds = value
    }
    let total = hours * 3600 + minutes * 60 + seconds
    return bytes[0] == ASCII.minus ? -total : total
  }

  /// A non-negative or negative decimal integer, as in SEQUENCE or PRIORITY.
  static func integer(_ raw: UnsafeBufferPointer<UInt8>) -> Int? {
    let bytes = raw.slice(raw.trimmedRange(0..<raw.count))
    guard !bytes.isEmpty else { return nil }
    var index = 0
    var negative = false
    if bytes[0] == ASCII.plus || bytes[0] == ASCII.minus {
      negative = bytes[0] == ASCII.minus
      index = 1
    }
    guard index < bytes.count, bytes.count - index <= 18 else { return nil }
    guard let value = digits(bytes, index, bytes.count - index) else { return nil }
    return negative ? -value : value
  }
}
