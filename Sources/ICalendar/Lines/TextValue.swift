/// Decoding of TEXT values (RFC 5545 §3.3.11) and of any value kept as a string.
///
/// Unescaping is one left-to-right pass over bytes, so `\\n` is a backslash and an `n`, never
/// a newline. An unknown escape such as `\x` is kept as written: real files contain Windows
/// paths. Invalid UTF-8 is reported, never fatal: each byte that is not part of a valid UTF-8
/// sequence is read as Windows-1252, the encoding such bytes almost always come from
/// (an old Outlook or Mozilla export writes `Städa` in Latin-1), so the listener hears the
/// word and not a replacement character.
enum TextValue {
  struct Decoded {
    var string: String
    var hadInvalidUTF8: Bool
  }

  /// Decodes bytes as UTF-8, reading stray bytes as Windows-1252.
  static func string(_ bytes: UnsafeBufferPointer<UInt8>) -> Decoded {
    if isASCII(bytes) {
      return Decoded(string: String(decoding: bytes, as: UTF8.self), hadInvalidUTF8: false)
    }
    if let valid = String(validating: bytes, as: UTF8.self) {
      return Decoded(string: valid, hadInvalidUTF8: false)
    }
    // Repaired as bytes: appending to a String scalar by scalar copies it on every append on
    // this toolchain, and a megabyte of stray bytes then took minutes.
    var repaired: [UInt8] = []
    repaired.reserveCapacity(bytes.count + bytes.count / 2)
    var index = 0
    while index < bytes.count {
      let length = validSequenceLength(bytes, at: index)
      if length > 0 {
        repaired.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[index..<(index + length)]))
        index += length
      } else {
        repaired.append(contentsOf: windows1252(bytes[index]).utf8)
        index += 1
      }
    }
    return Decoded(string: String(decoding: repaired, as: UTF8.self), hadInvalidUTF8: true)
  }

  /// Whether every byte is ASCII, tested eight bytes at a time.
  @inline(__always)
  static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let base = bytes.baseAddress else { return true }
    let raw = UnsafeRawPointer(base)
    var index = 0
    var seen: UInt64 = 0
    while index + 8 <= bytes.count {
      seen |= raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
      index += 8
    }
    while index < bytes.count {
      seen |= UInt64(base[index])
      index += 1
    }
    return seen & 0x8080_8080_8080_8080 == 0
  }

  /// The length of the valid UTF-8 sequence starting at `index`, or 0 when there is none.
  private static func validSequenceLength(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int
  {
    let lead = bytes[index]
    let length: Int
    var low: UInt8 = 0x80
    var high: UInt8 = 0xBF
    switch lead {
    case 0x00...0x7F: return 1
    case 0xC2...0xDF: length = 2
    case 0xE0:
      length = 3
      low = 0xA0
    case 0xE1...0xEC, 0xEE...0xEF: length = 3
    case 0xED:
      length = 3
      high = 0x9F
    case 0xF0:
      length = 4
      low = 0x90
    case 0xF1...0xF3: length = 4
    case 0xF4:
      length = 4
      high = 0x8F
    default: return 0
    }
    guard index + length <= bytes.count else { return 0 }
    for offset in 1..<length {
      let byte = bytes[index + offset]
      let (minimum, maximum) = offset == 1 ? (low, high) : (UInt8(0x80), UInt8(0xBF))
      guard byte >= minimum, byte <= maximum else { return 0 }
    }
    return length
  }

  /// Windows-1252: Latin-1 with typographic characters in 0x80…0x9F.
  static func windows1252(_ byte: UInt8) -> Unicode.Scalar {
    if byte >= 0x80, byte < 0xA0 { return Unicode.Scalar(windows1252Controls[Int(byte - 0x80)])! }
    return Unicode.Scalar(byte)
  }

  /// What Windows-1252 puts at 0x80…0x9F, where Latin-1 has control characters.
  private static let windows1252Controls: [UInt32] = [
    0x20AC, 0xFFFD, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, 0x02C6, 0x2030, 0x0160,
    0x2039, 0x0152, 0xFFFD, 0x017D, 0xFFFD, 0xFFFD, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022,
    0x2013, 0x2014, 0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0xFFFD, 0x017E, 0x0178,
  ]

  /// Unescapes one TEXT value.
  static func unescape(_ bytes: UnsafeBufferPointer<UInt8>) -> Decoded {
    guard bytes.contains(ASCII.backslash) else { return string(bytes) }
    var out: [UInt8] = []
    out.reserveCapacity(bytes.count)
    appendUnescaped(bytes, 0..<bytes.count, to: &out)
    return out.withUnsafeBufferPointer { string($0) }
  }

  /// Splits a multi-valued TEXT value on unescaped commas and unescapes each part.
  static func unescapeList(_ bytes: UnsafeBufferPointer<UInt8>) -> [Decoded] {
    var parts: [Decoded] = []
    var start = 0
    var index = 0
    var out: [UInt8] = []
    while index <= bytes.count {
      if index == bytes.count || bytes[index] == ASCII.comma {
        out.removeAll(keepingCapacity: true)
        appendUnescaped(bytes, start..<index, to: &out)
        parts.append(out.withUnsafeBufferPointer { string($0) })
        start = index + 1
      } else if bytes[index] == ASCII.backslash {
        index += 1  // The escaped byte never splits.
      }
      index += 1
    }
    return parts
  }

  private static func appendUnescaped(
    _ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, to out: inout [UInt8]
  ) {
    var index = range.lowerBound
    while index < range.upperBound {
      let byte = bytes[index]
      if byte != ASCII.backslash {
        // Copy the run up to the next backslash in one go.
        var end = index + 1
        while end < range.upperBound, bytes[end] != ASCII.backslash { end += 1 }
        out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[index..<end]))
        index = end
        continue
      }
      if index + 1 < range.upperBound {
        let next = bytes[index + 1]
        switch next {
        case ASCII.backslash, ASCII.semicolon, ASCII.comma:
          out.append(next)
        case UInt8(ascii: "n"), UInt8(ascii: "N"):
          out.append(ASCII.lf)
        default:
          out.append(byte)
          out.append(next)
        }
        index += 2
      } else {
        out.append(byte)
        index += 1
      }
    }
  }
}
