import Foundation
import Locking

/// A few threads of its own for the calls that block: opening, reading, writing and `fsync`ing
/// files.
///
/// Swift's cooperative pool has one thread per core (two on the machines that run the nightly
/// job); a task that blocks in `fsync` holds one of them, and with every thread waiting on the
/// disk no summary is composed. Work handed to this pool blocks one of its threads instead,
/// while the task that asked waits without holding any — the arrangement of swift-nio's
/// `NIOThreadPool`. Work runs in the order it is handed in; the callers still decide how much
/// is in flight, so the pipeline's fan-out stays bounded and its output the same.
public final class BlockingIOPool: @unchecked Sendable {
  private let condition = NSCondition()
  private var queue: [@Sendable () -> Void] = []
  private var head = 0
  private var stopping = false
  private var threads: [Thread] = []
  private var running = 0
  private var started: [pthread_t] = []

  /// The pthreads the pool runs work on, once they have started (for tests: a thread's name
  /// is not a reliable witness on Linux, where Foundation may report a reused thread's).
  package var threadIDs: [pthread_t] { condition.withLock { started } }

  /// Starts `threads` threads (at least one); they run until ``shutdown()``.
  public init(threads count: Int) {
    for index in 0..<max(1, count) {
      let thread = Thread { [self] in
        // Named from inside: on Linux a name given before start is not applied.
        Thread.current.name = "glance-io-\(index + 1)"
        condition.withLock {
          started.append(pthread_self())
          condition.broadcast()
        }
        work()
      }
      threads.append(thread)
    }
    condition.withLock { running = threads.count }
    for thread in threads { thread.start() }
    condition.withLock {
      while started.count < threads.count { condition.wait() }
    }
  }

  /// Runs `work` on one of the pool's threads and returns its result.
  public func run<T: Sendable, E: Error>(_ work: @escaping @Sendable () throws(E) -> T)
    async throws(E) -> T
  {
    let result = await withCheckedContinuation {
      (continuation: CheckedContinuation<Result<T, E>, Never>) in
      enqueue { continuation.resume(returning: Result { () throws(E) -> T in try work() }) }
    }
    return try result.get()
  }

  /// Runs `work` on one of the pool's threads, and tells it when the calling task is cancelled.
  ///
  /// `Task.isCancelled` answers for the current task only, and work on the pool's thread has
  /// none: `work` polls `cancellation.isCancelled` between its steps instead (before each file
  /// it writes, say), so a stopped run does not finish what it no longer needs.
  public func run<T: Sendable, E: Error>(
    cancellable work: @escaping @Sendable (_ cancellation: Cancellation) throws(E) -> T
  ) async throws(E) -> T {
    let cancellation = Cancellation()
    let result = await withTaskCancellationHandler {
      await run { Result { () throws(E) -> T in try work(cancellation) } }
    } onCancel: {
      cancellation.cancel()
    }
    return try result.get()
  }

  /// Whether the task that handed in some work has been cancelled, as that work sees it.
  public struct Cancellation: Sendable {
    private let cancelled = LockedBox(false)

    public var isCancelled: Bool { cancelled.current }

    func cancel() { cancelled.withLockedValue { $0 = true } }
  }

  /// Lets the threads finish the work handed in so far, then waits for them to end.
  public func shutdown() {
    condition.withLock {
      stopping = true
      condition.broadcast()
      while running > 0 { condition.wait() }
    }
  }

  private func enqueue(_ item: @escaping @Sendable () -> Void) {
    condition.withLock {
      precondition(!stopping, "work handed to a BlockingIOPool after shutdown")
      queue.append(item)
      condition.signal()
    }
  }

  private func work() {
    while true {
      condition.lock()
      while head == queue.count, !stopping { condition.wait() }
      guard head < queue.count else {
        running -= 1
        condition.broadcast()
        condition.unlock()
        return
      }
      let item = queue[head]
      head += 1
      if head == queue.count {
        queue.removeAll(keepingCapacity: true)
        head = 0
      }
      condition.unlock()
      item()
    }
  }
}
