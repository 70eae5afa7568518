import Foundation

/// Where a command writes: results to standard output, diagnostics to standard error.
///
/// Tests capture both into strings; the real process writes with `write(2)`, whose errors are
/// kept instead of trapping as Foundation's non-throwing `FileHandle.write` does: a full disk
/// (`> /dev/full`) or a reader that went away (`| head` with SIGPIPE ignored) ends the command
/// with a message and `ExitCode.ioError`, or quietly with 141 for a closed pipe, as if the
/// signal had not been ignored. After the first failure nothing more is written to that stream.
final class CommandOutput: @unchecked Sendable {
  /// A write that failed: the stream and the `errno`.
  struct WriteFailure: Equatable {
    var stream: String
    var error: Int32

    /// A reader that closed the pipe: not worth a message.
    var isBrokenPipe: Bool { error == EPIPE }

    var message: String {
      "cannot write to \(stream): \(String(cString: strerror(error)))"
    }
  }

  private let lock = NSLock()
  private var outBuffer: [UInt8] = []
  private let capture: Bool
  private(set) var capturedOut = ""
  private(set) var capturedErr = ""
  private var outFailure: WriteFailure?
  private var errFailure: WriteFailure?

  /// - Parameter capture: keep everything in memory instead of writing to the process.
  init(capture: Bool = false) {
    self.capture = capture
  }

  /// Whether standard error is an interactive terminal (for live progress lines).
  var errorIsTerminal: Bool {
    !capture && isatty(2) != 0 && ProcessInfo.processInfo.environment["TERM"] != "dumb"
  }

  /// Whether standard output is an interactive terminal (for colours).
  var outputIsTerminal: Bool { !capture && isatty(1) != 0 }

  /// The first failed write, standard output's first.
  var failure: WriteFailure? { lock.withLock { outFailure ?? errFailure } }

  func out(_ text: String) {
    lock.withLock {
      if capture {
        capturedOut += text
      } else if outFailure == nil {
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
        guard errFailure == nil else { return }
        errFailure = Self.write(Array(text.utf8), to: 2, stream: "standard error")
      }
    }
  }

  func flush() {
    lock.withLock { flushLocked() }
  }

  private func flushLocked() {
    guard !capture, !outBuffer.isEmpty else { return }
    if outFailure == nil {
      outFailure = Self.write(outBuffer, to: 1, stream: "standard output")
    }
    outBuffer.removeAll(keepingCapacity: true)
  }

  /// Writes all of `bytes` to `descriptor`, retrying short and interrupted writes; the
  /// failure, if any.
  private static func write(_ bytes: [UInt8], to descriptor: Int32, stream: String)
    -> WriteFailure?
  {
    bytes.withUnsafeBytes { buffer in
      var offset = 0
      while offset < buffer.count {
        let written = Foundation.write(
          descriptor, buffer.baseAddress! + offset, buffer.count - offset)
        if written < 0 {
          if errno == EINTR { continue }
          return WriteFailure(stream: stream, error: errno)
        }
        offset += written
      }
      return nil
    }
  }
}
