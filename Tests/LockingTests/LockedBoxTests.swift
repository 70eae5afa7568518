import Locking
import Testing

@Suite struct LockedBoxTests {
  /// Changes from many tasks at once are never lost: each increment happens under the lock.
  @Test(arguments: [2, 8, 32])
  func concurrentChangesAreAllKept(_ tasks: Int) async {
    let box = LockedBox(0)
    await withTaskGroup(of: Void.self) { group in
      for _ in 0..<tasks {
        group.addTask {
          for _ in 0..<1_000 { box.withLockedValue { $0 += 1 } }
        }
      }
    }
    #expect(box.current == tasks * 1_000)
  }

  struct Refused: Error, Equatable {}

  /// An error thrown inside leaves the lock free and the value as the body left it.
  @Test func anErrorLeavesTheLockFree() {
    let box = LockedBox([1])
    #expect(throws: Refused()) {
      try box.withLockedValue { (value: inout [Int]) throws(Refused) in
        value.append(2)
        throw Refused()
      }
    }
    #expect(box.withLockedValue { $0 } == [1, 2])
  }

  /// A cache makes each key's value once, keeps it for every later caller, and keeps no more
  /// than its limit: past it, a value is made each time.
  @Test(arguments: [1, 3, 10])
  func aCacheKeepsAtMostItsLimit(_ limit: Int) {
    let cache = LockedBox<[Int: String]>([:])
    var made = 0
    for round in 0..<2 {
      for key in 0..<5 {
        let value = cache.value(for: key, limit: limit) {
          made += 1
          return "\(key)"
        }
        #expect(value == "\(key)", "round \(round)")
      }
    }
    let kept = min(limit, 5)
    #expect(cache.current.count == kept)
    #expect(made == 5 + (5 - kept))
  }

  /// Tasks asking for the same keys at once all get the one value kept first.
  @Test func concurrentCallersShareTheKeptValue() async {
    final class Made: Sendable {}
    let cache = LockedBox<[Int: Made]>([:])
    let got = await withTaskGroup(of: [ObjectIdentifier].self) { group in
      for _ in 0..<8 {
        group.addTask { (0..<50).map { ObjectIdentifier(cache.value(for: $0 % 5) { Made() }) } }
      }
      return await group.reduce(into: []) { $0.append($1) }
    }
    let kept = cache.current
    for identities in got {
      #expect(identities == (0..<50).map { ObjectIdentifier(kept[$0 % 5]!) })
    }
  }
}
