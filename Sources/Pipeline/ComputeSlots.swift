import Locking

/// At most a fixed number of sources computing at once; the others wait their turn in order,
/// without holding a thread.
///
/// A run keeps more sources in flight than it computes: while one source's files are read or
/// its snapshots written on the `BlockingIOPool`, the cooperative thread it computed on would
/// otherwise have nothing to do. With a source or two more in flight, another source computes
/// there instead, and `--jobs` still says how many compute at once. `glance review` does the
/// same with its sources' pages.
public struct ComputeSlots: Sendable {
  private struct State {
    var free: Int
    var waiting: [CheckedContinuation<Void, Never>] = []
    var head = 0
  }

  private let state: LockedBox<State>

  public init(_ count: Int) {
    state = LockedBox(State(free: max(1, count)))
  }

  /// How many callers wait for a slot (for tests).
  var waiters: Int { state.withLockedValue { $0.waiting.count - $0.head } }

  /// Returns when a slot is the caller's; each call is paired with one ``release()``.
  public func acquire() async {
    let taken = state.withLockedValue { state in
      guard state.free > 0 else { return false }
      state.free -= 1
      return true
    }
    if taken { return }
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      // The slot may have been released between the two locks: take it now if so.
      let resumeNow = state.withLockedValue { state in
        if state.free > 0 {
          state.free -= 1
          return true
        }
        state.waiting.append(continuation)
        return false
      }
      if resumeNow { continuation.resume() }
    }
  }

  /// Gives the slot to the longest waiting caller, or back to the free ones.
  public func release() {
    let next: CheckedContinuation<Void, Never>? = state.withLockedValue { state in
      guard state.head < state.waiting.count else {
        state.free += 1
        return nil
      }
      let next = state.waiting[state.head]
      state.head += 1
      if state.head == state.waiting.count {
        state.waiting.removeAll(keepingCapacity: true)
        state.head = 0
      }
      return next
    }
    next?.resume()
  }
}
