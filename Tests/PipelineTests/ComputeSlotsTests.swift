import Foundation
import Testing

@testable import Pipeline

@Suite struct ComputeSlotsTests {
  /// Counts the holders of a slot, and the most there were at once.
  final class Holders: @unchecked Sendable {
    private let lock = NSLock()
    private var now = 0
    private(set) var most = 0
    private(set) var order: [Int] = []

    func enter(_ index: Int) {
      lock.withLock {
        now += 1
        most = max(most, now)
        order.append(index)
      }
    }

    func leave() { lock.withLock { now -= 1 } }
  }

  /// However many tasks ask, no more than the slots hold one at once, and every task gets one.
  @Test(arguments: [1, 2, 3])
  func noMoreHoldersThanSlots(_ count: Int) async {
    let slots = ComputeSlots(count)
    let holders = Holders()
    await withTaskGroup(of: Void.self) { group in
      for index in 0..<24 {
        group.addTask {
          await slots.acquire()
          holders.enter(index)
          // Holding the slot across a suspension, as a source does while its files parse.
          try? await Task.sleep(for: .milliseconds(2))
          holders.leave()
          slots.release()
        }
      }
    }
    #expect(holders.most == count)
    #expect(holders.order.sorted() == Array(0..<24))
  }

  /// Waiting callers get the slot in the order they asked for it.
  @Test func waitersAreServedInOrder() async {
    let slots = ComputeSlots(1)
    let holders = Holders()
    await slots.acquire()
    await withTaskGroup(of: Void.self) { group in
      for index in 0..<8 {
        group.addTask {
          await slots.acquire()
          holders.enter(index)
          holders.leave()
          slots.release()
        }
        // Each waiter is queued before the next starts.
        while slots.waiters < index + 1 { await Task.yield() }
      }
      slots.release()
    }
    #expect(holders.order == Array(0..<8))
  }
}
