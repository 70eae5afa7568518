import Foundation
import Testing

@testable import Pipeline

@Suite struct BlockingIOPoolTests {
  struct Refused: Error, Equatable {
    var value: Int
  }

  /// Blocking work runs on the pool's own threads, never on the cooperative pool, and every
  /// caller gets its own result back.
  @Test func workRunsOnThePoolsThreadsAndReturnsEachResult() async throws {
    let pool = BlockingIOPool(threads: 2)
    defer { pool.shutdown() }
    let results = await withTaskGroup(of: (Int, pthread_t).self) { group in
      for index in 0..<40 {
        group.addTask {
          await pool.run { () -> (Int, pthread_t) in
            usleep(1_000)
            return (index * index, pthread_self())
          }
        }
      }
      var all: [(Int, pthread_t)] = []
      for await result in group { all.append(result) }
      return all
    }
    #expect(results.map(\.0).sorted() == (0..<40).map { $0 * $0 })
    let threads = pool.threadIDs
    #expect(threads.count == 2)
    #expect(results.allSatisfy { result in threads.contains { pthread_equal($0, result.1) != 0 } })
  }

  @Test func errorsReachTheCaller() async {
    let pool = BlockingIOPool(threads: 1)
    defer { pool.shutdown() }
    await #expect(throws: Refused(value: 7)) {
      try await pool.run { () throws(Refused) -> Int in throw Refused(value: 7) }
    }
  }

  /// Blocked threads of the pool leave the cooperative pool free: tasks keep running while
  /// every pool thread waits.
  // Generous: other suites running in parallel may hold the cooperative pool for a while.
  @Test(.timeLimit(.minutes(10))) func blockedWorkDoesNotHoldTheCooperativePool() async {
    let pool = BlockingIOPool(threads: 4)
    defer { pool.shutdown() }
    let gate = DispatchSemaphore(value: 0)
    // More blocked calls than the machine has cores.
    let blocked = Task {
      await withTaskGroup(of: Void.self) { group in
        for _ in 0..<4 { group.addTask { await pool.run { gate.wait() } } }
      }
    }
    // Computing tasks still finish while all four wait.
    let sums = await withTaskGroup(of: Int.self) { group in
      for index in 0..<(ProcessInfo.processInfo.activeProcessorCount * 2) {
        group.addTask { (0...1_000).reduce(index, +) }
      }
      var all: [Int] = []
      for await sum in group { all.append(sum) }
      return all
    }
    #expect(sums.count == ProcessInfo.processInfo.activeProcessorCount * 2)
    for _ in 0..<4 { gate.signal() }
    await blocked.value
  }
}

@Suite struct BlockingIOPoolCancellationTests {
  /// Work on the pool's thread sees the calling task's cancellation while it runs, and at once
  /// when the task was cancelled before it started.
  @Test func workSeesTheCallersCancellation() async {
    let pool = BlockingIOPool(threads: 1)
    defer { pool.shutdown() }
    let running = DispatchSemaphore(value: 0)
    let task = Task {
      await pool.run(cancellable: { cancellation in
        let before = cancellation.isCancelled
        running.signal()
        while !cancellation.isCancelled { usleep(100) }
        return before
      })
    }
    running.wait()
    task.cancel()
    #expect(await task.value == false)

    let already = Task {
      withUnsafeCurrentTask { $0?.cancel() }
      return await pool.run(cancellable: { $0.isCancelled })
    }
    #expect(await already.value)
  }

  /// Without cancellation, the work never sees it.
  @Test func uncancelledWorkSeesNone() async {
    let pool = BlockingIOPool(threads: 2)
    defer { pool.shutdown() }
    let seen = await pool.run(cancellable: { cancellation in
      usleep(1_000)
      return cancellation.isCancelled
    })
    #expect(seen == false)
  }
}
