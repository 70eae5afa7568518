/// A set of catalog keys as bits: which pieces of copy made a summary (`Summary.template`).
///
/// The composer notes the keys of every candidate sentence it renders, so the set must cost
/// next to nothing to fill and to join: four words, no allocation. Its elements are listed in
/// catalog order (`CopyKey.allCases`), so two summaries made of the same pieces have the same
/// template whatever order the pieces were said in.
public struct CopyKeySet: Sendable, Hashable {
  private var words: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)

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

  /// The keys, in catalog order.
  public var keys: [CopyKey] { CopyKey.allCases.filter(contains) }

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
