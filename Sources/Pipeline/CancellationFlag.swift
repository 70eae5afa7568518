import Foundation

/// A task's cancellation, as work it handed to another thread can see it.
///
/// `Task.isCancelled` answers for the current task only; a closure running on a
/// `BlockingIOPool` thread has none. The task raises this flag from a cancellation handler, and
/// the closure polls it between steps, so a stopped run does not finish writing a source it no
/// longer needs.
final class CancellationFlag: @unchecked Sendable {
  private let lock = NSLock()
  private var raised = false

  var isRaised: Bool { lock.withLock { raised } }

  func raise() { lock.withLock { raised = true } }

  /// Runs `work` with a flag that is raised when the current task is cancelled (at once, when
  /// it already is).
  static func whileCancellable<T>(_ work: (CancellationFlag) async -> T) async -> T {
    let flag = CancellationFlag()
    return await withTaskCancellationHandler {
      await work(flag)
    } onCancel: {
      flag.raise()
    }
  }
}
