import Locking
import Testing

@testable import Pipeline

@Suite struct BoundedTaskGroupTests {
  /// How many elements run at once, and the most there were.
  struct Running: Sendable {
    private let count = LockedBox((now: 0, most: 0))

    var most: Int { count.withLockedValue { $0.most } }

    func around<T>(_ work: () async -> T) async -> T {
      count.withLockedValue {
        $0.now += 1
        $0.most = max($0.most, $0.now)
      }
      let result = await work()
      count.withLockedValue { $0.now -= 1 }
      return result
    }
  }

  /// However many elements there are, no more than `width` run at once, and each result is
  /// delivered once with its index.
  @Test(arguments: [1, 2, 5])
  func noMoreThanTheWidthRunAtOnce(_ width: Int) async {
    let running = Running()
    var delivered: [Int: Int] = [:]
    await BoundedTaskGroup.run(
      Array(0..<30), width: width,
      work: { element in
        await running.around {
          try? await Task.sleep(for: .milliseconds(1))
          return element * 3
        }
      },
      deliver: { index, result in
        #expect(delivered[index] == nil)
        delivered[index] = result
        return .continue
      })
    #expect(running.most <= width)
    #expect(delivered == Dictionary(uniqueKeysWithValues: (0..<30).map { ($0, $0 * 3) }))
  }

  /// In the elements' order, results come in order however they finish, and no element starts
  /// more than the lookahead past the first not yet delivered.
  @Test(arguments: [(2, 2), (3, 6)])
  func inOrderDeliveryWaitsForEarlierElements(_ width: Int, _ lookahead: Int) async {
    let started = LockedBox<[Int]>([])
    var order: [Int] = []
    await BoundedTaskGroup.run(
      Array(0..<20), width: width, order: .elements(lookahead: lookahead),
      work: { element in
        started.withLockedValue { $0.append(element) }
        // The earlier elements of each run of three take longest.
        try? await Task.sleep(for: .milliseconds(3 * (3 - element % 3)))
        return element
      },
      deliver: { index, result in
        #expect(index == result)
        // Nothing started beyond the lookahead past this one, the first undelivered.
        #expect(started.current.allSatisfy { $0 < index + max(width, lookahead) })
        order.append(result)
        return .continue
      })
    #expect(order == Array(0..<20))
  }

  /// After `deliver` answers stop, no more elements start, and those already running are
  /// cancelled but still delivered.
  @Test func stopStartsNoMoreAndCancelsTheRunning() async {
    let started = LockedBox<Set<Int>>([])
    var delivered: [Int: Bool] = [:]
    await BoundedTaskGroup.run(
      Array(0..<50), width: 3,
      work: { element in
        started.withLockedValue { _ = $0.insert(element) }
        if element == 0 { return false }
        // The others wait for cancellation (or a minute).
        try? await Task.sleep(for: .seconds(60))
        return Task.isCancelled
      },
      deliver: { index, cancelled in
        delivered[index] = cancelled
        return .stop
      })
    #expect(started.current == [0, 1, 2])
    #expect(delivered == [0: false, 1: true, 2: true])
  }

  /// A cancelled caller starts nothing more.
  @Test func aCancelledCallerStartsNothingMore() async {
    let started = LockedBox(0)
    let task = Task {
      await BoundedTaskGroup.run(
        Array(0..<100), width: 2,
        work: { _ in
          started.withLockedValue { $0 += 1 }
          try? await Task.sleep(for: .seconds(60))
        },
        deliver: { _, _ in .continue })
    }
    while started.current < 2 { await Task.yield() }
    task.cancel()
    await task.value
    #expect(started.current == 2)
  }
}
