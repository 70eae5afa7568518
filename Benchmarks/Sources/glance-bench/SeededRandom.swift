/// A small, seeded, portable random number generator (SplitMix64), so a seed gives the same
/// corpus on every machine and toolchain (Swift's default generator is not seedable).
struct SeededRandom: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) {
    state = seed
  }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A value in `range`, without the platform-dependent paths of `Int.random(in:using:)`.
  mutating func int(_ range: ClosedRange<Int>) -> Int {
    range.lowerBound + Int(next() % UInt64(range.count))
  }

  mutating func chance(_ probability: Double) -> Bool {
    Double(next() >> 11) / Double(1 << 53) < probability
  }

  mutating func pick<T>(_ items: [T]) -> T { items[int(0...(items.count - 1))] }
}
