/// Decoding of TEXT values (RFC 5545 §3.3.11) and of any value kept as a string.
///
/// Unescaping is one left-to-right pass over bytes, so `\\n` is a backslash and an `n`, never
/// a newline. An unknown escape such as `\x` is kept as written: real files contain Windows
/// paths. Invalid UTF-8 is decoded with replacement characters and reported, never fatal.
enum TextValue {
  struct Decoded {
    var string: String
    var hadInvalidUTF8: Bool
  }

  /// Decodes bytes as UTF-8, replacing invalid sequences.
  static func string(_ bytes: UnsafeBufferPointer<UInt8>) -> Decoded {
    if let valid = String(validating: bytes, as: UTF8.self) {
      return Decoded(string: valid, hadInvalidUTF8: false)
    }
    return Decoded(string: String(decoding: bytes, as: UTF8.self), hadInvalidUTF8: true)
  }

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
      if byte == ASCII.backslash, index + 1 < range.upperBound {
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
