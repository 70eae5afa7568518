import Foundation
import Locking

/// Runs work so that SIGINT (Ctrl-C) or SIGTERM (a supervisor, Kubernetes) cancels it instead of
/// killing the process; a second signal ends the process at once.
///
/// The handlers are real `sigaction` handlers that write one byte to a pipe (the one thing a
/// handler may safely do); a thread of its own reads the pipe and cancels the work. Dispatch
/// signal sources were used before, with the signals set to `SIG_IGN`: on Linux a source sees
/// a signal only when every thread blocks it, so a signal delivered to any other thread (the
/// cooperative pool's, the I/O pool's) was simply ignored, and `kill <pid>` did nothing.
///
/// Cancelled work stops starting new steps, commits nothing half-way, and records what is on
/// disk, so the output folder matches its manifest; outside ``run(_:)`` the signals have their
/// default effect.
enum Interruption {
  static func run<T: Sendable>(_ work: @escaping @Sendable () async throws -> T) async -> Result<
    T, any Error
  > {
    // The handlers are in place before the work starts: a signal in between would otherwise
    // have its default effect and end the process after the work had committed files but
    // before the manifest said so. A signal before the task exists cancels it once it does.
    let stop = LockedBox<(task: Task<T, any Error>?, requested: Bool)>((nil, false))
    let watch = SignalWatch.install {
      stop.withLockedValue { state in
        state.requested = true
        return state.task
      }?.cancel()
    }
    defer { watch.uninstall() }
    let task = Task { try await work() }
    let requested = stop.withLockedValue { state in
      state.task = task
      return state.requested
    }
    if requested { task.cancel() }
    return await task.result
  }
}

/// The read and write ends of the pipe the signal handlers write to, made once.
private let signalPipe: (read: Int32, write: Int32) = {
  var descriptors: [Int32] = [-1, -1]
  guard pipe(&descriptors) == 0 else { return (-1, -1) }
  // A handler must never block: a full pipe drops the byte, which changes nothing.
  _ = fcntl(descriptors[1], F_SETFL, fcntl(descriptors[1], F_GETFL) | O_NONBLOCK)
  return (descriptors[0], descriptors[1])
}()

/// Handlers for SIGINT and SIGTERM while some work is running, and the thread that acts on them.
private struct SignalWatch: Sendable {
  static let signals = [SIGINT, SIGTERM]

  private struct State {
    var onFirst: (@Sendable () -> Void)?
    var received = 0
    /// The signals' handling before ours, restored by ``uninstall()``; empty once restored.
    var previous: [sigaction] = []
  }

  private let state: LockedBox<State>

  static func install(onFirst: @escaping @Sendable () -> Void) -> SignalWatch {
    let watch = SignalWatch(state: LockedBox(State(onFirst: onFirst)))
    let descriptor = signalPipe.read
    let thread = Thread {
      var byte: UInt8 = 0
      while read(descriptor, &byte, 1) == 1 {
        if !watch.signalled() { return }
      }
    }
    thread.start()
    for number in signals {
      var action = sigaction()
      #if os(Linux)
        action.__sigaction_handler.sa_handler = { number in
          var byte = UInt8(truncatingIfNeeded: number)
          _ = write(signalPipe.write, &byte, 1)
        }
      #else
        action.__sigaction_u.__sa_handler = { number in
          var byte = UInt8(truncatingIfNeeded: number)
          _ = write(signalPipe.write, &byte, 1)
        }
      #endif
      // Blocking calls elsewhere resume rather than fail with EINTR.
      action.sa_flags = SA_RESTART
      sigemptyset(&action.sa_mask)
      var old = sigaction()
      sigaction(number, &action, &old)
      watch.state.withLockedValue { $0.previous.append(old) }
    }
    return watch
  }

  /// Restores the signals' previous handling; the watching thread stops at the next signal.
  func uninstall() {
    state.withLockedValue { state in
      for (number, var old) in zip(Self.signals, state.previous) { sigaction(number, &old, nil) }
      state.previous = []
      state.onFirst = nil
    }
  }

  /// Acts on one signal; whether to keep watching.
  private func signalled() -> Bool {
    let action: (@Sendable () -> Void)? = state.withLockedValue { state in
      guard !state.previous.isEmpty else { return nil }
      state.received += 1
      return state.received == 1 ? state.onFirst : nil
    }
    if let action {
      action()
      return true
    }
    guard state.withLockedValue({ !$0.previous.isEmpty }) else { return false }
    // A second signal: the user insists. The folder may now differ from its manifest, which
    // 'glance verify' reports and the next run repairs.
    let message = Array(
      "\nError: interrupted again; stopping at once ('glance verify' checks the output folder)\n"
        .utf8)
    _ = message.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
    _exit(ExitCode.interrupted.rawValue)
  }
}
