import Foundation

/// A number with one decimal, exactly as `String(format: "%.1f", value)` writes it, without
/// Foundation's format parser.
///
/// Every entry of a review says how long its summary takes ("about 5.8 s of speech"), and
/// `String(format:)` parses its format and builds an `NSString` each time: a few microseconds
/// that a thousand people's entries turn into seconds. `%.1f` rounds the exact binary value of
/// the number to the nearest tenth (halfway cases to even), so the tenths are found the same
/// way: `value × 10` rounded, with the error of that multiplication (exact, by a fused
/// multiply-add) deciding a product that lands on a half.
enum Tenths {
  /// `value` with one decimal: `5.8`, `0.1`, `12.0`; `nil` for a value this does not cover
  /// (negative, not finite, or 10¹⁴ and above), which the caller formats with Foundation.
  static func text(_ value: Double) -> String? {
    guard value.isFinite, value >= 0, value < 1e14 else { return nil }
    let scaled = value * 10
    // The exact product is scaled + error: error is exactly representable.
    let error = (-scaled).addingProduct(value, 10)
    var tenths = scaled.rounded(.down)
    let fraction = scaled - tenths
    let odd = tenths.truncatingRemainder(dividingBy: 2) == 1
    if fraction > 0.5 || (fraction == 0.5 && (error > 0 || (error == 0 && odd))) {
      tenths += 1
    }
    let whole = Int64(tenths)
    return String(whole / 10) + "." + String(whole % 10)
  }

  /// `value` with one decimal: by ``text(_:)``, or by Foundation for what that leaves to it.
  static func formatted(_ value: Double) -> String {
    text(value) ?? String(format: "%.1f", value)
  }
}
