import Foundation

/// Progress of a long command on standard error: a live line on a terminal, else a line every
/// few seconds, nothing with `--quiet` (CONVENTIONS.md, Output).
///
/// The live line is taken away before anything else is written, so results printed to the
/// same terminal never run into it, and drawn again after.
final class ProgressLine: @unchecked Sendable {
  private let output: CommandOutput
  private let quiet: Bool
  private let live: Bool
  private let interval: Duration
  private let lock = NSLock()
  private var lastLine: ContinuousClock.Instant
  private var current: String?

  init(output: CommandOutput, quiet: Bool, interval: Duration = .seconds(5)) {
    self.output = output
    self.quiet = quiet
    self.interval = interval
    live = output.errorIsTerminal
    lastLine = .now
  }

  /// Shows `text` as the progress so far.
  func update(_ text: String) {
    guard !quiet else { return }
    lock.withLock {
      if live {
        output.err("\r\u{1B}[K" + text)
        current = text
      } else if ContinuousClock.now - lastLine >= interval {
        output.err(text + "\n")
        lastLine = .now
      }
    }
  }

  /// Runs `write` with the live line taken away, then draws it again.
  func around(_ write: () -> Void) {
    lock.withLock {
      guard let current else {
        write()
        return
      }
      output.err("\r\u{1B}[K")
      write()
      output.flush()
      output.err(current)
    }
  }

  /// Takes the live line away for good.
  func finish() {
    lock.withLock {
      if current != nil { output.err("\r\u{1B}[K") }
      current = nil
    }
  }
}
