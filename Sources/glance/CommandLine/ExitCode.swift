/// The process exit codes of `glance`, after BSD's sysexits where one fits.
///
/// A code means the same for every command (Docs/command-line.md has the table); each command's
/// help lists the codes it can return, in words of its own (``Use``).
enum ExitCode: Int32, CaseIterable {
  case success = 0
  /// A finding: snapshots differ, lint errors, files that do not match their manifest.
  case failure = 1
  case usage = 64
  /// Malformed input: a snapshot or manifest that does not decode, or with `--strict` a source
  /// with an error-severity diagnostic.
  case dataError = 65
  case noInput = 66
  case internalError = 70
  case cannotWrite = 73
  /// Standard output or error could not be written (a full disk, a closed pipe).
  case ioError = 74
  /// Another run holds the output folder; trying again later may succeed (sysexits'
  /// EX_TEMPFAIL).
  case busy = 75
  /// Stopped by SIGINT (Ctrl-C) or SIGTERM; the output folder matches its manifest.
  case interrupted = 130

  /// What the code means for any command.
  var meaning: String {
    switch self {
    case .success: "success"
    case .failure: "a finding: snapshots differ, lint errors, files that do not match"
    case .usage: "bad usage: an unknown option, a missing or invalid value"
    case .dataError: "malformed input (and, with --strict, input with errors)"
    case .noInput: "missing or unreadable input"
    case .internalError: "internal error, or a damaged installation"
    case .cannotWrite: "cannot write output"
    case .ioError: "cannot write to standard output or error"
    case .busy: "the output folder is in use by another run"
    case .interrupted: "interrupted (SIGINT or SIGTERM); the output folder matches its manifest"
    }
  }

  /// The code with what it means for one command.
  func because(_ meaning: String) -> Use { Use(code: self, meaning: meaning) }

  /// The code with its general meaning.
  var use: Use { Use(code: self, meaning: meaning) }

  /// One code a command returns and what it means there.
  struct Use {
    var code: ExitCode
    var meaning: String
  }

  /// Codes every command can return: a usage mistake, a bug, a closed or full standard output.
  static let everyCommand: [Use] = [usage.use, internalError.use, ioError.use]

  /// An EXIT CODES section of help: `uses` and the codes of every command, in order.
  static func helpSection(_ uses: [Use]) -> String {
    var byCode = Dictionary(uniqueKeysWithValues: everyCommand.map { ($0.code, $0) })
    for use in uses { byCode[use.code] = use }
    let rows = allCases.compactMap { byCode[$0] }.flatMap {
      CommandSpec.row(String($0.code.rawValue), $0.meaning, indent: 7)
    }
    return (["EXIT CODES:"] + rows).joined(separator: "\n")
  }
}
