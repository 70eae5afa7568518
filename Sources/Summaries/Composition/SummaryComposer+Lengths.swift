extension SummaryComposer {
  /// A part of a sentence that one level says and another says differently (a clause, the
  /// count), counted as `LanguageProfile.seconds(_:)` counts it: a level's sentence is the
  /// sentence of another with some such parts put in the place of others, so its counts are
  /// that sentence's with theirs exchanged, exactly, wherever the exchange cannot change how
  /// anything around it is read (`canStand(for:)`). What cannot be worked out so is rendered.
  struct Piece {
    let counts: LanguageProfile.Counts
    let text: String
    /// Whether a sentence that starts with it keeps its first letter as it is
    /// (`SummaryComposer.capitalized(_:)`): an ASCII byte that is not a lowercase letter, or
    /// a kana, kanji or hangul, each followed by nothing a letter could combine with.
    let keepsCase: Bool

    init(_ text: String, profile: LanguageProfile) {
      self.text = text
      counts = profile.counts(text)
      var utf8 = text.utf8.makeIterator()
      let first = utf8.next() ?? 0
      let second = utf8.next() ?? 0
      if first < 0x80 {
        keepsCase = !(0x61...0x7A).contains(first) && second < 0x80
      } else if counts.first == .ideographic, first >= 0xE0, first < 0xF0 {
        // A three-byte scalar; what follows it opens a scalar of its own that is ASCII or
        // another of the same blocks (E3 to ED, EF), never a combining mark.
        _ = utf8.next()
        let next = utf8.next() ?? 0
        keepsCase = next < 0x80 || (0xE3...0xED).contains(next) || next == 0xEF
      } else {
        keepsCase = false
      }
    }

    /// Whether this part put in the place of `other` changes a sentence's counts by the
    /// difference of theirs, and nothing else: both start with the same kind of scalar and
    /// end with the same kind, neither a mark (a mark after a digit waits for the next scalar,
    /// one ending a part is said once by a join) nor a space (read by what is before it,
    /// stripped at the end); and a sentence starting with either starts alike (its first
    /// letter left as it is, or the same first word).
    func canStand(for other: Piece) -> Bool {
      guard let first = counts.first, first == other.counts.first, let last = counts.last,
        last == other.counts.last, Self.opensAlone(first), Self.closesAlone(last)
      else { return false }
      return keepsCase && other.keepsCase || Self.sameFirstWord(text, other.text)
    }

    /// A first scalar counted the same whatever comes after it: not a mark.
    static func opensAlone(_ kind: LanguageProfile.Kind) -> Bool {
      switch kind {
      case .comma, .stop, .colon: false
      default: true
      }
    }

    /// A last scalar after which the next is counted the same whatever came before it.
    static func closesAlone(_ kind: LanguageProfile.Kind) -> Bool {
      switch kind {
      case .latin, .digit, .ideographic, .other: true
      case .space, .comma, .stop, .colon: false
      }
    }

    /// Whether `a` and `b` have the same bytes up to and with `a`'s first space.
    static func sameFirstWord(_ a: String, _ b: String) -> Bool {
      var other = b.utf8.makeIterator()
      for byte in a.utf8 {
        guard other.next() == byte else { return false }
        if byte == 0x20 { return true }
      }
      return false
    }
  }
}
