import ICalendar

/// `--strict`, one meaning for every command that reads sources: diagnostics are reported
/// either way, and with `--strict` an error-severity one fails the command with 65, the code
/// of malformed input (Docs/command-line.md).
enum Strictness {
  static let flag = Flag(
    "strict", help: "Exit with code 65 when any error-severity diagnostic is raised.")

  static let exitCode = ExitCode.dataError.because(
    "with --strict, an input has an error-severity diagnostic")

  /// 65 when `strict` and `diagnostics` hold an error, else `code`.
  static func exitCode(
    strict: Bool, _ diagnostics: [Diagnostic], otherwise code: ExitCode = .success
  ) -> ExitCode {
    strict && diagnostics.contains { $0.severity == .error } ? .dataError : code
  }
}
