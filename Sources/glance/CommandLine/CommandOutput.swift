import Foundation
import ICalendar
import Locking
import Pipeline
import Snapshots

/// Where a command writes: results to standard output, diagnostics to standard error.
///
/// Everything a command writes passes through here, and here every control character in it
/// is escaped (`\u{1b}`, `ControlCharacters`) except the line feeds that end its lines: the
/// text quotes titles, places, file names and values from calendars anyone can send, and
/// an ESC or BEL in one must not clear the reader's screen, retitle the window or write to the
/// clipboard. JSON passes unchanged, since its writer escapes every control itself. The only
/// escape sequences written are Glance's own, made here: the colours of ``out(_:colored:)``
/// and the line erased under a live progress line (``err(_:replacingLine:)``).
///
/// Tests capture both into strings; the real process writes with `write(2)`, whose errors are
/// kept instead of trapping as Foundation's non-throwing `FileHandle.write` does: a full disk
/// (`> /dev/full`) or a reader that went away (`| head` with SIGPIPE ignored) ends the command
/// with a message and `ExitCode.ioError`, or quietly with 141 for a closed pipe, as if the
/// signal had not been ignored. After the first failure nothing more is written to that stream.
struct CommandOutput: Sendable {
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

  /// What has been written, or kept; held while a write is under way, so that output from
  /// two threads never interleaves.
  private struct Streams {
    var outBuffer: [UInt8] = []
    var capturedOut = ""
    var capturedErr = ""
    var outFailure: WriteFailure?
    var errFailure: WriteFailure?
  }

  private let streams = LockedBox(Streams())
  private let capture: Bool

  /// - Parameter capture: keep everything in memory instead of writing to the process.
  init(capture: Bool = false) {
    self.capture = capture
  }

  /// Everything written to standard output, when captured.
  var capturedOut: String { streams.withLockedValue { $0.capturedOut } }
  /// Everything written to standard error, when captured.
  var capturedErr: String { streams.withLockedValue { $0.capturedErr } }

  /// Whether standard error is an interactive terminal (for live progress lines).
  var errorIsTerminal: Bool {
    !capture && isatty(2) != 0 && ProcessInfo.processInfo.environment["TERM"] != "dumb"
  }

  /// Whether standard output is an interactive terminal (for colours).
  var outputIsTerminal: Bool { !capture && isatty(1) != 0 }

  /// The first failed write, standard output's first.
  var failure: WriteFailure? { streams.withLockedValue { $0.outFailure ?? $0.errFailure } }

  /// Writes `text` to standard output, its controls escaped.
  func out(_ text: String) {
    write(ControlCharacters.escaped(text, keepingLineFeeds: true))
  }

  /// Writes `text` to standard output, its controls escaped, and its coloured runs in ANSI
  /// colours when `colored`.
  func out(_ text: ColoredText, colored: Bool) {
    var shown = ""
    for run in text.runs {
      let escaped = ControlCharacters.escaped(run.text, keepingLineFeeds: true)
      guard colored, let color = run.color else {
        shown += escaped
        continue
      }
      shown += (color == .red ? "\u{1B}[31m" : "\u{1B}[32m") + escaped + "\u{1B}[m"
    }
    write(shown)
  }

  /// Writes `text` to standard error, its controls escaped; when `replacingLine`, over the
  /// line the cursor is on (carriage return, erase to the end of the line), for a live
  /// progress line.
  func err(_ text: String, replacingLine: Bool = false) {
    let escaped =
      (replacingLine ? "\r\u{1B}[K" : "")
      + ControlCharacters.escaped(text, keepingLineFeeds: true)
    streams.withLockedValue { streams in
      if capture {
        streams.capturedErr += escaped
      } else {
        flush(&streams)
        guard streams.errFailure == nil else { return }
        streams.errFailure = Self.write(Array(escaped.utf8), to: 2, stream: "standard error")
      }
    }
  }

  /// Writes `text` to standard output as it is: it has been escaped already.
  private func write(_ text: String) {
    streams.withLockedValue { streams in
      if capture {
        streams.capturedOut += text
      } else if streams.outFailure == nil {
        streams.outBuffer.append(contentsOf: text.utf8)
        if streams.outBuffer.count > 1 << 16 { flush(&streams) }
      }
    }
  }

  func flush() {
    streams.withLockedValue { flush(&$0) }
  }

  private func flush(_ streams: inout Streams) {
    guard !capture, !streams.outBuffer.isEmpty else { return }
    if streams.outFailure == nil {
      streams.outFailure = Self.write(streams.outBuffer, to: 1, stream: "standard output")
    }
    streams.outBuffer.removeAll(keepingCapacity: true)
  }

  /// Writes all of `bytes` to `descriptor`; the failure, if any.
  private static func write(_ bytes: [UInt8], to descriptor: Int32, stream: String)
    -> WriteFailure?
  {
    let error = SnapshotStore.write(bytes, to: descriptor)
    return error == 0 ? nil : WriteFailure(stream: stream, error: error)
  }
}
