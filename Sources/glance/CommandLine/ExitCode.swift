/// The process exit codes of `glance`, after BSD's sysexits where one fits.
enum ExitCode: Int32, CaseIterable {
  case success = 0
  /// Snapshot differences, or lint errors.
  case failure = 1
  case usage = 64
  /// Malformed input, under `--strict`.
  case dataError = 65
  case noInput = 66
  case internalError = 70
  case cannotWrite = 73
  /// Standard output or error could not be written (a full disk, a closed pipe).
  case ioError = 74
  /// Interrupted (Ctrl-C or SIGTERM); snapshots already written are complete.
  case interrupted = 130

  var meaning: String {
    switch self {
    case .success: "success"
    case .failure: "snapshot differences or lint errors"
    case .usage: "bad usage"
    case .dataError: "malformed input (with --strict)"
    case .noInput: "missing or unreadable input"
    case .internalError: "internal error"
    case .cannotWrite: "cannot write output"
    case .ioError: "cannot write to standard output or error"
    case .interrupted: "interrupted; every snapshot on disk is complete"
    }
  }

  /// The EXIT CODES section shared by every help page.
  static var helpSection: String {
    "EXIT CODES:\n"
      + allCases.map {
        "  \(String($0.rawValue).padding(toLength: 4, withPad: " ", startingAt: 0))\($0.meaning)"
      }
      .joined(separator: "\n")
  }
}
