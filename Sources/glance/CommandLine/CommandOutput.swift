import Foundation

/// Where a command writes: results to standard output, diagnostics to standard error.
///
/// Tests capture both into strings; the real process writes through buffered file handles.
final class CommandOutput: @unchecked Sendable {
  private let lock = NSLock()
  private var outBuffer: [UInt8] = []
  private var errBuffer: [UInt8] = []
  private let capture: Bool
  private(set) var capturedOut = ""
  private(set) var capturedErr = ""

  /// - Parameter capture: keep everything in memory instead of writing to the process.
  init(capture: Bool = false) {
    self.capture = capture
  }

  /// Whether standard error is an interactive terminal (for live progress lines).
  var errorIsTerminal: Bool {
    !capture && isatty(2) != 0 && ProcessInfo.processInfo.environment["TERM"] != "dumb"
  }

  func out(_ text: String) {
    lock.withLock {
      if capture {
        capturedOut += text
      } else {
        outBuffer.append(contentsOf: text.utf8)
        if outBuffer.count > 1 << 16 { flushLocked() }
      }
    }
  }

  func err(_ text: String) {
    lock.withLock {
      if capture {
        capturedErr += text
      } else {
        flushLocked()
        FileHandle.standardError.write(Data(text.utf8))
      }
    }
  }

  func flush() {
    lock.withLock { flushLocked() }
  }

  private func flushLocked() {
    guard !capture, !outBuffer.isEmpty else { return }
    FileHandle.standardOutput.write(Data(outBuffer))
    outBuffer.removeAll(keepingCapacity: true)
  }
}
