import Foundation
import Pipeline

/// Progress on standard error: a live line on a terminal, otherwise a line every few seconds.
final class ProgressReporter: @unchecked Sendable {
  private let output: CommandOutput
  private let quiet: Bool
  private let live: Bool
  private let lock = NSLock()
  private var lastLine = ContinuousClock.now
  private var showedLive = false

  init(output: CommandOutput, quiet: Bool) {
    self.output = output
    self.quiet = quiet
    live = output.errorIsTerminal
  }

  func report(_ progress: PipelineRunner.Progress) {
    guard !quiet, case .finished(let source, let done, let total, let snapshots) = progress else {
      return
    }
    lock.withLock {
      let line = "[\(done)/\(total)] \(source): \(snapshots) snapshots"
      if live {
        output.err("\r\u{1B}[K" + line)
        showedLive = true
      } else if ContinuousClock.now - lastLine >= .seconds(3) {
        output.err(line + "\n")
        lastLine = ContinuousClock.now
      }
    }
  }

  func finishLine() {
    lock.withLock {
      if showedLive { output.err("\r\u{1B}[K") }
    }
  }
}
