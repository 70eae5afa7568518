/// Decoding of parameter values: RFC 6868 caret escapes, then lenient UTF-8.
enum ParameterText {
  /// Decodes `^n` (newline), `^^` (caret) and `^'` (double quote); any other caret sequence is
  /// kept as written, as RFC 6868 §3 requires.
  static func decode(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
    guard bytes.contains(ASCII.caret) else { return String(decoding: bytes, as: UTF8.self) }
    var out: [UInt8] = []
    out.reserveCapacity(bytes.count)
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      if byte == ASCII.caret, index + 1 < bytes.count {
        switch bytes[index + 1] {
        case UInt8(ascii: "n"), UInt8(ascii: "N"):
          out.append(ASCII.lf)
          index += 2
          continue
        case ASCII.caret:
          out.append(ASCII.caret)
          index += 2
          continue
        case ASCII.apostrophe:
          out.append(ASCII.quote)
          index += 2
          continue
        default:
          break
        }
      }
      out.append(byte)
      index += 1
    }
    return String(decoding: out, as: UTF8.self)
  }
}
