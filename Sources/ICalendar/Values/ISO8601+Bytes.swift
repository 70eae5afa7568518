/// ISO 8601 text written digit by digit: snapshots and intents write dates and instants by
/// the thousand, and string interpolation with padding cost more than what they were for.
extension LocalDate {
  /// `2026-06-01` as bytes; the year is always four digits (LocalDate keeps 1…9999).
  public func writeISO(to out: UnsafeMutableBufferPointer<UInt8>, at offset: Int) {
    ISOBytes.digits(year, 4, to: out, at: offset)
    out[offset + 4] = UInt8(ascii: "-")
    ISOBytes.digits(month, 2, to: out, at: offset + 5)
    out[offset + 7] = UInt8(ascii: "-")
    ISOBytes.digits(day, 2, to: out, at: offset + 8)
  }
}

extension LocalDateTime {
  /// `2026-06-01T09:30:00` as bytes.
  public func writeISO(to out: UnsafeMutableBufferPointer<UInt8>, at offset: Int) {
    date.writeISO(to: out, at: offset)
    out[offset + 10] = UInt8(ascii: "T")
    ISOBytes.digits(hour, 2, to: out, at: offset + 11)
    out[offset + 13] = UInt8(ascii: ":")
    ISOBytes.digits(minute, 2, to: out, at: offset + 14)
    out[offset + 16] = UInt8(ascii: ":")
    ISOBytes.digits(second, 2, to: out, at: offset + 17)
  }
}

extension ISO8601Value {
  /// The length of `2026-06-01T06:30:00Z`.
  public static let instantLength = 20
  /// The length of `2026-06-01`.
  public static let dateLength = 10
}

enum ISOBytes {
  /// `value` in exactly `width` decimal digits (values are in range by construction).
  @inline(__always)
  static func digits(
    _ value: Int, _ width: Int, to out: UnsafeMutableBufferPointer<UInt8>, at offset: Int
  ) {
    var rest = value
    var index = offset + width - 1
    while index >= offset {
      out[index] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: rest % 10)
      rest /= 10
      index -= 1
    }
  }
}
