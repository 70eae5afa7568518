/// Byte constants and ASCII helpers for the byte-level readers.
///
/// The reader never looks at `Character`s: every test here is a comparison of one byte.
enum ASCII {
  static let tab: UInt8 = 0x09
  static let lf: UInt8 = 0x0A
  static let cr: UInt8 = 0x0D
  static let space: UInt8 = 0x20
  static let quote: UInt8 = 0x22
  static let plus: UInt8 = 0x2B
  static let comma: UInt8 = 0x2C
  static let minus: UInt8 = 0x2D
  static let slash: UInt8 = 0x2F
  static let zero: UInt8 = 0x30
  static let nine: UInt8 = 0x39
  static let colon: UInt8 = 0x3A
  static let semicolon: UInt8 = 0x3B
  static let equals: UInt8 = 0x3D
  static let backslash: UInt8 = 0x5C
  static let caret: UInt8 = 0x5E
  static let apostrophe: UInt8 = 0x27

  @inline(__always)
  static func upper(_ byte: UInt8) -> UInt8 {
    byte &- 0x61 < 26 ? byte &- 0x20 : byte
  }

  @inline(__always)
  static func isDigit(_ byte: UInt8) -> Bool { byte &- zero < 10 }

  @inline(__always)
  static func isWhitespace(_ byte: UInt8) -> Bool { byte == space || byte == tab }
}

extension UnsafeBufferPointer where Element == UInt8 {
  /// Whether these bytes equal `literal` ignoring ASCII case; `literal` must be upper-case.
  @inline(__always)
  func equalsIgnoringCase(_ literal: StaticString) -> Bool {
    guard count == literal.utf8CodeUnitCount else { return false }
    let other = literal.utf8Start
    for index in 0..<count where ASCII.upper(self[index]) != other[index] {
      return false
    }
    return true
  }

  /// The slice `range` of this buffer, as a buffer of its own.
  @inline(__always)
  func slice(_ range: Range<Int>) -> UnsafeBufferPointer<UInt8> {
    UnsafeBufferPointer(rebasing: self[range])
  }

  /// The range with leading and trailing spaces and tabs removed.
  func trimmedRange(_ range: Range<Int>) -> Range<Int> {
    var lower = range.lowerBound
    var upper = range.upperBound
    while lower < upper, ASCII.isWhitespace(self[lower]) { lower += 1 }
    while upper > lower, ASCII.isWhitespace(self[upper - 1]) { upper -= 1 }
    return lower..<upper
  }
}
