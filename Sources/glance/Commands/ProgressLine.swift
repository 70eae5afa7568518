import Foundation
import Locking

/// Progress of a long command on standard error: a live line on a terminal, else a line every
/// few seconds, nothing with `--quiet` (CONVENTIONS.md, Output).
///
/// The live line is taken away before anything else is written, so results printed to the
/// same terminal never run into it, and drawn again after.
struct ProgressLine: Sendable {
  /// `--quiet`, the same for every command that shows progress.
  static let quiet = Flag("quiet", help: "No progress lines; the final summary line still prints.")

  private let output: CommandOutput
  private let quiet: Bool
  private let live: Bool
  private let interval: Duration

  private struct State {
    var lastLine: ContinuousClock.Instant
    var current: String?
  }

  /// Held while a line is written, so that lines from two threads never interleave.
  private let state: LockedBox<State>

  init(output: CommandOutput, quiet: Bool, interval: Duration = .seconds(5)) {
    self.output = output
    self.quiet = quiet
    self.interval = interval
    live = output.errorIsTerminal
    state = LockedBox(State(lastLine: .now))
  }

  /// Shows `text` as the progress so far.
  func update(_ text: String) {
    guard !quiet else { return }
    state.withLockedValue { state in
      if live {
        output.err(text, replacingLine: true)
        state.current = text
      } else if ContinuousClock.now - state.lastLine >= interval {
        output.err(text + "\n")
        state.lastLine = .now
      }
    }
  }

  /// Runs `write` with the live line taken away, then draws it again.
  func around(_ write: () -> Void) {
    state.withLockedValue { state in
      guard let current = state.current else {
        write()
        return
      }
      output.err("", replacingLine: true)
      write()
      output.flush()
      output.err(current)
    }
  }

  /// Takes the live line away for good.
  func finish() {
    state.withLockedValue { state in
      if state.current != nil { output.err("", replacingLine: true) }
      state.current = nil
    }
  }
}
