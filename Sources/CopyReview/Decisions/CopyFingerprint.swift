import Snapshots
import Summaries

/// What a finding or a decision is keyed by instead of the text itself: a short hash of
/// Glance's words in it, so that a file meant to be committed never holds people's titles.
///
/// The text is taken as the lint takes it, the titles left out (`LintContext.copyOnly`), then
/// normalised as a baseline always was: each run of digits written `#`, each run of white
/// space one space. So the fingerprint holds when entries move in time, counts change or the
/// same sentence is said of someone else's event, and changes when Glance's words do.
public enum CopyFingerprint {
  /// The first 16 hexadecimal digits of the SHA-256 of the normalised `parts`, joined by line
  /// feeds: 64 bits, enough that two different sentences of one template never meet.
  public static func of(_ parts: String...) -> String {
    of(parts)
  }

  public static func of(_ parts: [String]) -> String {
    var hash = SHA256()
    hash.update(Array(parts.map(normalised).joined(separator: "\n").utf8))
    return String(hash.finalizeHex().prefix(16))
  }

  /// `text` with each run of digits written `#` and each run of white space (tabs, line
  /// breaks and the narrow spaces of formatted times included) one space, trimmed.
  public static func normalised(_ text: String) -> String {
    // Glance's copy is mostly ASCII: bytes then, the same result as characters, far faster;
    // else scalars, when each is a character of its own.
    if text.utf8.allSatisfy({ $0 < 0x80 }) { return normalisedASCII(text) }
    return LoneScalars.all(text) ? normalisedScalars(text) : normalisedCharacters(text)
  }

  static func normalisedCharacters(_ text: String) -> String {
    var out = ""
    normalise(
      text, space: " ", hash: "#", into: &out, isWhitespace: \.isWhitespace,
      isWholeNumber: \.isWholeNumber)
    return out
  }

  /// ``normalisedCharacters(_:)`` for text whose every scalar is a character
  /// (`LoneScalars`), read on its bytes: a character of one scalar is white space when the
  /// scalar is, and a whole number when the scalar's numeric value is a whole number, as
  /// `Character` decides. Hangul syllables and kana are neither, and most of what the review
  /// fingerprints in Korean and Japanese is made of them: they skip the property lookup.
  static func normalisedScalars(_ text: String) -> String {
    var text = text
    return text.withUTF8 { bytes in
      var out: [UInt8] = []
      out.reserveCapacity(bytes.count)
      var pendingSpace = false
      var inDigits = false
      var start = 0
      for value in UTF8Scalars(bytes) {
        let length = value < 0x80 ? 1 : value < 0x800 ? 2 : value < 0x1_0000 ? 3 : 4
        defer { start += length }
        let isWhitespace: Bool
        let isWholeNumber: Bool
        if value < 0x80 {
          isWhitespace = isASCIIWhitespace(UInt8(value))
          isWholeNumber = isASCIIDigit(UInt8(value))
        } else if (0xAC00...0xD7A3).contains(value) || (0x3041...0x30FC).contains(value) {
          isWhitespace = false
          isWholeNumber = false
        } else {
          let properties = Unicode.Scalar(value)!.properties
          isWhitespace = properties.isWhitespace
          isWholeNumber =
            !isWhitespace && properties.numericValue.flatMap { Int(exactly: $0) } != nil
        }
        if isWhitespace {
          pendingSpace = !out.isEmpty
          inDigits = false
          continue
        }
        if pendingSpace {
          out.append(0x20)
          pendingSpace = false
        }
        if isWholeNumber {
          if !inDigits { out.append(UInt8(ascii: "#")) }
          inDigits = true
        } else {
          out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<(start + length)]))
          inDigits = false
        }
      }
      return String(decoding: out, as: UTF8.self)
    }
  }

  static func normalisedASCII(_ text: String) -> String {
    var out: [UInt8] = []
    out.reserveCapacity(text.utf8.count)
    normalise(
      text.utf8, space: 0x20, hash: UInt8(ascii: "#"), into: &out,
      isWhitespace: isASCIIWhitespace, isWholeNumber: isASCIIDigit)
    return String(decoding: out, as: UTF8.self)
  }

  /// Character.isWhitespace in ASCII: tab, line feed, vertical tab, form feed, return, space.
  static func isASCIIWhitespace(_ byte: UInt8) -> Bool {
    byte == 0x20 || (0x09...0x0D).contains(byte)
  }

  static func isASCIIDigit(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) }

  /// The normalisation over characters, scalars or ASCII bytes (`units`), written to `out`:
  /// each run of white space one `space` (none first or last), each run of whole numbers one
  /// `hash`, every other unit as it is.
  static func normalise<Unit, Output: RangeReplaceableCollection<Unit>>(
    _ units: some Sequence<Unit>, space: Unit, hash: Unit, into out: inout Output,
    isWhitespace: (Unit) -> Bool, isWholeNumber: (Unit) -> Bool
  ) {
    var pendingSpace = false
    var inDigits = false
    for unit in units {
      if isWhitespace(unit) {
        pendingSpace = !out.isEmpty
        inDigits = false
        continue
      }
      if pendingSpace {
        out.append(space)
        pendingSpace = false
      }
      if isWholeNumber(unit) {
        if !inDigits { out.append(hash) }
        inDigits = true
      } else {
        out.append(unit)
        inDigits = false
      }
    }
  }
}
