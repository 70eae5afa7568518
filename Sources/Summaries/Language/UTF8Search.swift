import Foundation

/// Literal searches on a string's UTF-8 bytes that find what Foundation's `range(of:)` and
/// `contains(_:)` find, without their cost (a bridge to UTF-16 and a folding comparison).
///
/// Foundation compares text as canonically equivalent ("·" U+0387 is "·" U+00B7, "e" with a
/// combining accent is "é", a compatibility ideograph is its unified one) and finds no match
/// that a combining mark continues ("a - ́b" holds no " - "). Bytes see none of that. For
/// simple text (`isSimple`: no scalar that has another canonical form or combines with its
/// neighbours; nearly every title and place) the two agree, and the search is a scan of the
/// bytes; for any other text, or needle, Foundation searches as before.
enum UTF8Search {
  /// Whether `scalar` is its own canonical form, no other scalar's, and neither extends nor
  /// joins the scalar before it: ASCII and the Latin, IPA and spacing-modifier letters before
  /// the combining marks (U+0300), general punctuation, symbols and arrows, CJK punctuation,
  /// kana and ideographs, hangul syllables, full-width forms and emoji, less the marks,
  /// selectors, modifiers and singletons among them. Every one of these is a `Character` of
  /// its own, but a carriage return before a line feed.
  @inline(__always)
  static func isSimple(_ scalar: UInt32) -> Bool {
    switch scalar {
    case ..<0x300: true
    case 0x2010...0x2027, 0x2030...0x205E, 0x2070...0x20CF: true
    // Less Ω, K and Å (U+2126, U+212A, U+212B) and the angle brackets U+2329 and U+232A.
    case 0x2100...0x2125, 0x2127...0x2129, 0x212C...0x2328, 0x232B...0x2CEE: true
    // Less the ideographic tone marks (U+302A to U+302F) and the kana voicing marks.
    case 0x3000...0x3029, 0x3030...0x3098, 0x309B...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF:
      true
    case 0xAC00...0xD7A3, 0xFF01...0xFF9D: true
    // Less the regional indicators and the skin tones.
    case 0x1F000...0x1F1E5, 0x1F200...0x1F3FA, 0x1F400...0x1FAFF: true
    default: false
    }
  }

  /// Whether every scalar of `bytes` is simple.
  static func isSimple(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    // Most text is ASCII, and all ASCII is simple.
    guard bytes.contains(where: { $0 >= 0x80 }) else { return true }
    return UTF8Scalars(bytes).allSatisfy(isSimple)
  }

  /// Whether `scalar` is one `CharacterSet.whitespaces` holds: a tab or a space separator.
  static func isSpace(_ scalar: UInt32) -> Bool {
    switch scalar {
    case 0x09, 0x20, 0xA0, 0x1680, 0x2000...0x200A, 0x202F, 0x205F, 0x3000: true
    default: false
    }
  }

  /// `text` without the tabs and spaces at its ends, as `trimmingCharacters(in:
  /// .whitespaces)` trims it: scalar by scalar, so any text is trimmed on its bytes.
  static func trimmingSpaces<S: StringProtocol>(_ text: S) -> String {
    let kept: Range<Int>? =
      text.utf8.withContiguousStorageIfAvailable { bytes -> Range<Int> in
        var start = 0
        var scalars = UTF8Scalars(bytes)
        while let scalar = scalars.next(), isSpace(scalar) {
          start += scalar < 0x80 ? 1 : Unicode.Scalar(scalar)!.utf8.count
        }
        var end = bytes.count
        while end > start {
          var first = end - 1
          while bytes[first] & 0xC0 == 0x80 { first -= 1 }
          var last = UTF8Scalars(UnsafeBufferPointer(rebasing: bytes[first..<end]))
          guard let scalar = last.next(), isSpace(scalar) else { break }
          end = first
        }
        return start..<end
      } ?? nil
    guard let kept else { return text.trimmingCharacters(in: .whitespaces) }
    let utf8 = text.utf8
    let start = utf8.index(utf8.startIndex, offsetBy: kept.lowerBound)
    return String(text[start..<utf8.index(start, offsetBy: kept.count)])
  }

  /// The range of the first (or with `backwards` the last) `needle` in `text`, as
  /// `text.range(of: needle)` finds it.
  static func range(of needle: String, in text: Substring, backwards: Bool = false)
    -> Range<String.Index>?
  {
    firstRange(ofAny: [needle], in: text, backwards: backwards)
  }

  static func range(of needle: String, in text: String, backwards: Bool = false)
    -> Range<String.Index>?
  {
    range(of: needle, in: text[...], backwards: backwards)
  }

  /// Whether `text` holds `needle`, as `text.contains(needle)` finds it.
  static func contains(_ needle: String, in text: Substring) -> Bool {
    range(of: needle, in: text) != nil
  }

  static func contains(_ needle: String, in text: String) -> Bool {
    range(of: needle, in: text[...]) != nil
  }

  /// The range of the `needles` that starts first in `text`, the earlier needle of the list
  /// where two start at one place: the least `lowerBound` of `text.range(of:)` for each.
  static func firstRange(ofAny needles: [String], in text: String) -> Range<String.Index>? {
    firstRange(ofAny: needles, in: text[...], backwards: false)
  }

  /// The range of the `needles` that starts first (or with `backwards` last) in `text`.
  static func firstRange(
    ofAny needles: [String], in text: Substring, backwards: Bool = false
  )
    -> Range<String.Index>?
  {
    // `nil` when the text or a needle is not simple, or not stored as UTF-8.
    let found: Range<Int>?? =
      text.utf8.withContiguousStorageIfAvailable { haystack in
        scan(haystack, for: needles, backwards: backwards)
      } ?? nil
    switch found {
    case .some(let offsets?):
      let utf8 = text.utf8
      let lower = utf8.index(utf8.startIndex, offsetBy: offsets.lowerBound)
      return lower..<utf8.index(lower, offsetBy: offsets.count)
    case .some(nil):
      return nil
    case nil:
      return foundationRange(ofAny: needles, in: text, backwards: backwards)
    }
  }

  /// The byte offsets of the match `firstRange(ofAny:in:backwards:)` describes; `nil` in
  /// the outer optional when the text or a needle is not simple and Foundation must search.
  static func scan(
    _ haystack: UnsafeBufferPointer<UInt8>, for needles: [String], backwards: Bool
  ) -> Range<Int>?? {
    guard isSimple(haystack) else { return .none }
    var best: Range<Int>?
    for needle in needles {
      var needle = needle
      let found: Range<Int>?? = needle.withUTF8 { needle in
        guard !needle.isEmpty, isSimple(needle) else { return .none }
        return .some(search(haystack, for: needle, backwards: backwards))
      }
      guard case .some(let match) = found else { return .none }
      guard let match else { continue }
      if let current = best,
        backwards ? match.lowerBound <= current.lowerBound : match.lowerBound >= current.lowerBound
      {
        continue
      }
      best = match
    }
    return .some(best)
  }

  /// The first (or last) place `needle`'s bytes stand in `haystack`.
  static func search(
    _ haystack: UnsafeBufferPointer<UInt8>, for needle: UnsafeBufferPointer<UInt8>,
    backwards: Bool
  ) -> Range<Int>? {
    guard haystack.count >= needle.count else { return nil }
    let last = haystack.count - needle.count
    let starts =
      backwards ? stride(from: last, through: 0, by: -1) : stride(from: 0, through: last, by: 1)
    for start in starts where haystack[start] == needle[0] {
      var matched = true
      for offset in 1..<needle.count where haystack[start + offset] != needle[offset] {
        matched = false
        break
      }
      if matched { return start..<(start + needle.count) }
    }
    return nil
  }

  /// `text` with each `needle` (left to right, none overlapping) replaced by `replacement`,
  /// as `text.replacingOccurrences(of: needle, with: replacement)` replaces them.
  static func replacingAll(_ needle: String, with replacement: String, in text: String)
    -> String
  {
    var rest = text[...]
    guard var found = range(of: needle, in: rest) else { return text }
    var out = ""
    while true {
      out += rest[..<found.lowerBound]
      out += replacement
      rest = rest[found.upperBound...]
      guard let next = range(of: needle, in: rest) else { break }
      found = next
    }
    return out + rest
  }

  static func foundationRange(ofAny needles: [String], in text: Substring, backwards: Bool)
    -> Range<String.Index>?
  {
    let found = needles.compactMap {
      text.range(of: $0, options: backwards ? .backwards : [])
    }
    return backwards
      ? found.max(by: { $0.lowerBound < $1.lowerBound })
      : found.min(by: { $0.lowerBound < $1.lowerBound })
  }
}
