/// A set of catalog keys as bits: which pieces of copy made a summary (`Summary.template`).
///
/// The composer notes the keys of every candidate sentence it renders, so the set must cost
/// next to nothing to fill and to join: four words, no allocation. Its elements are listed in
/// catalog order (`CopyKey.allCases`), so two summaries made of the same pieces have the same
/// template whatever order the pieces were said in.
public struct CopyKeySet: Sendable, Hashable {
  @usableFromInline var words: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)

  /// The most keys a set holds; a test holds `CopyKey.allCases` to it.
  public static let capacity = 256

  public init() {}

  public init(_ keys: some Sequence<CopyKey>) {
    for key in keys { insert(key) }
  }

  public mutating func insert(_ key: CopyKey) {
    let bit = UInt64(1) << UInt64(key.rawValue & 63)
    switch key.rawValue >> 6 {
    case 0: words.0 |= bit
    case 1: words.1 |= bit
    case 2: words.2 |= bit
    default: words.3 |= bit
    }
  }

  public mutating func formUnion(_ other: CopyKeySet) {
    words.0 |= other.words.0
    words.1 |= other.words.1
    words.2 |= other.words.2
    words.3 |= other.words.3
  }

  public func union(_ other: CopyKeySet) -> CopyKeySet {
    var result = self
    result.formUnion(other)
    return result
  }

  public func contains(_ key: CopyKey) -> Bool {
    let word =
      switch key.rawValue >> 6 {
      case 0: words.0
      case 1: words.1
      case 2: words.2
      default: words.3
      }
    return word & (UInt64(1) << UInt64(key.rawValue & 63)) != 0
  }

  public var isEmpty: Bool { self == CopyKeySet() }

  /// How many keys the set holds.
  public var count: Int {
    words.0.nonzeroBitCount + words.1.nonzeroBitCount + words.2.nonzeroBitCount
      + words.3.nonzeroBitCount
  }

  /// The keys, in catalog order.
  public var keys: [CopyKey] {
    var keys: [CopyKey] = []
    keys.reserveCapacity(count)
    forEach { keys.append($0) }
    return keys
  }

  /// Calls `body` with each key, in catalog order: each word's bits from the lowest, so that
  /// a snapshot entry's template costs its own keys, not a pass over the whole catalog.
  @inlinable
  public func forEach(_ body: (CopyKey) -> Void) {
    func each(_ word: UInt64, from first: Int) {
      var rest = word
      while rest != 0 {
        body(CopyKey(rawValue: first + rest.trailingZeroBitCount)!)
        rest &= rest &- 1
      }
    }
    each(words.0, from: 0)
    each(words.1, from: 64)
    each(words.2, from: 128)
    each(words.3, from: 192)
  }

  public static func == (lhs: CopyKeySet, rhs: CopyKeySet) -> Bool {
    lhs.words == rhs.words
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(words.0)
    hasher.combine(words.1)
    hasher.combine(words.2)
    hasher.combine(words.3)
  }
}
