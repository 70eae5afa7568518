/// The operands of a number that CLDR plural rules test (UTS #35, "Plural Operand Meanings").
///
/// `n` absolute value, `i` integer digits, `v` number of visible fraction digits, `f` visible
/// fraction digits as an integer, `t` the same without trailing zeros, `e` the compact
/// decimal exponent. Built from text, so `1.0` (v = 1) and `1` (v = 0) stay different, as the
/// rules require.
public struct PluralOperands: Sendable, Hashable {
  public var i: UInt64
  public var v: Int
  public var f: UInt64
  public var t: UInt64
  public var e: Int

  /// Whether `n` is a whole number (its fraction digits are all zero).
  public var nIsInteger: Bool { f == 0 }

  public init(_ integer: Int) {
    i = UInt64(integer.magnitude)
    v = 0
    f = 0
    t = 0
    e = 0
  }

  /// Parses `3`, `1.50`, `-2.0`, and compact forms `1c6`, `1.1e3`.
  public init?(_ text: String) {
    var mantissa = Substring(text)
    var exponent = 0
    if let marker = mantissa.firstIndex(where: { $0 == "c" || $0 == "e" }) {
      guard let value = Int(mantissa[mantissa.index(after: marker)...]), (0...18).contains(value)
      else { return nil }
      exponent = value
      mantissa = mantissa[..<marker]
    }
    if mantissa.hasPrefix("-") { mantissa = mantissa.dropFirst() }
    let parts = mantissa.split(separator: ".", omittingEmptySubsequences: false)
    guard (1...2).contains(parts.count), !parts[0].isEmpty,
      parts.allSatisfy({ $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) })
    else { return nil }
    var integerDigits = String(parts[0])
    var fractionDigits = parts.count == 2 ? String(parts[1]) : ""
    // A compact exponent moves the decimal point to the right.
    for _ in 0..<exponent {
      if fractionDigits.isEmpty {
        integerDigits += "0"
      } else {
        integerDigits.append(fractionDigits.removeFirst())
      }
    }
    guard integerDigits.count <= 18, fractionDigits.count <= 18,
      let integer = UInt64(integerDigits)
    else { return nil }
    i = integer
    v = fractionDigits.count
    f = UInt64(fractionDigits) ?? 0
    var trimmed = fractionDigits
    while trimmed.hasSuffix("0") { trimmed.removeLast() }
    t = UInt64(trimmed) ?? 0
    e = exponent
  }
}
