/// A small, seeded, portable random number generator (SplitMix64): a seed gives the same
/// values on every machine and toolchain, which Swift's default generator does not promise.
///
/// Not a pipeline stage: the one generator of the tests' generated inputs and of the
/// benchmark corpora, so a failing case or a corpus is reproduced from its seed alone.
public struct SeededRandom: RandomNumberGenerator, Sendable {
  private var state: UInt64

  public init(seed: UInt64) {
    state = seed
  }

  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A value in `range`, without the platform-dependent paths of `Int.random(in:using:)`.
  public mutating func int(_ range: ClosedRange<Int>) -> Int {
    range.lowerBound + Int(next() % UInt64(range.count))
  }

  /// `true` with the given probability (0 to 1).
  public mutating func chance(_ probability: Double) -> Bool {
    Double(next() >> 11) / Double(1 << 53) < probability
  }

  public mutating func pick<T>(_ items: [T]) -> T { items[int(0...(items.count - 1))] }
}
