import Foundation

/// At most a fixed number of sources computing at once; the others wait their turn in order,
/// without holding a thread.
///
/// A run keeps more sources in flight than it computes: while one source's files are read or
/// its snapshots written on the `BlockingIOPool`, the cooperative thread it computed on would
/// otherwise have nothing to do. With a source or two more in flight, another source computes
/// there instead, and `--jobs` still says how many compute at once. `glance review` does the
/// same with its sources' pages.
public final class ComputeSlots: @unchecked Sendable {
  private let lock = NSLock()
  private var free: Int
  private var waiting: [CheckedContinuation<Void, Never>] = []
  private var head = 0

  public init(_ count: Int) {
    free = max(1, count)
  }

  /// How many callers wait for a slot (for tests).
  var waiters: Int { lock.withLock { waiting.count - head } }

  /// Returns when a slot is the caller's; each call is paired with one ``release()``.
  public func acquire() async {
    let taken = lock.withLock {
      guard free > 0 else { return false }
      free -= 1
      return true
    }
    if taken { return }
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      // The slot may have been released between the two locks: take it now if so.
      let resumeNow = lock.withLock {
        if free > 0 {
          free -= 1
          return true
        }
        waiting.append(continuation)
        return false
      }
      if resumeNow { continuation.resume() }
    }
  }

  /// Gives the slot to the longest waiting caller, or back to the free ones.
  public func release() {
    let next: CheckedContinuation<Void, Never>? = lock.withLock {
      guard head < waiting.count else {
        free += 1
        return nil
      }
      let next = waiting[head]
      head += 1
      if head == waiting.count {
        waiting.removeAll(keepingCapacity: true)
        head = 0
      }
      return next
    }
    next?.resume()
  }
}
