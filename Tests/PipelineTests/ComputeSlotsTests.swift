import Locking
import Testing

@testable import Pipeline

@Suite struct ComputeSlotsTests {
  /// Counts the holders of a slot, and the most there were at once.
  struct Holders: Sendable {
    private struct Count {
      var now = 0
      var most = 0
      var order: [Int] = []
    }
    private let count = LockedBox(Count())

    var most: Int { count.withLockedValue { $0.most } }
    var order: [Int] { count.withLockedValue { $0.order } }

    func enter(_ index: Int) {
      count.withLockedValue { count in
        count.now += 1
        count.most = max(count.most, count.now)
        count.order.append(index)
      }
    }

    func leave() { count.withLockedValue { $0.now -= 1 } }
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
