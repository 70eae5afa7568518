import Foundation

/// A value that many threads share, read and changed only while its lock is held.
///
/// The shape of swift-nio's `NIOLockedValueBox`: the value lives inside, so it cannot be
/// touched without the lock, and the box is `Sendable` whenever the value is. The lock is an
/// `NSLock` rather than `Synchronization.Mutex`: ThreadSanitizer on Linux does not see
/// `Mutex`'s lock and unlock, and reports every access it guards as a race (Docs/reliability.md
/// runs the tests under ThreadSanitizer). Every cache, counter and queue the modules share
/// across threads is one of these, so there is one place where locking is right or wrong.
///
/// ```swift
/// let seen = LockedBox<Set<String>>([])
/// let isNew = seen.withLockedValue { $0.insert(name).inserted }
/// ```
public final class LockedBox<Value> {
  @usableFromInline let lock = NSLock()
  @usableFromInline var value: Value

  public init(_ value: Value) {
    self.value = value
  }

  /// Runs `body` with the value, holding the lock; what `body` returns.
  ///
  /// Keep `body` short and never wait inside it (on a task, a continuation or another box):
  /// the lock is not reentrant, and every other thread that wants the value waits meanwhile.
  @inlinable
  public func withLockedValue<Result, Failure: Error>(
    _ body: (inout Value) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    lock.lock()
    defer { lock.unlock() }
    return try body(&value)
  }
}

// The lock makes every access exclusive, so sharing the box is as safe as sending the value.
extension LockedBox: @unchecked Sendable where Value: Sendable {}

extension LockedBox where Value: Sendable {
  /// A copy of the value as it is now.
  @inlinable
  public var current: Value { withLockedValue { $0 } }
}
