import ICalendar

/// `--strict`, one meaning for every command that reads sources: diagnostics are reported
/// either way, and with `--strict` an error-severity one fails the command with 65, the code
/// of malformed input (Docs/command-line.md).
enum Strictness {
  static let option = CommandSpec.Option.flag(
    "strict", help: "Exit with code 65 when any error-severity diagnostic is raised.")

  static let exitCode = ExitCode.dataError.because(
    "with --strict, an input has an error-severity diagnostic")

  /// 65 when `--strict` was given and `diagnostics` hold an error, else `code`.
  static func exitCode(
    _ arguments: ParsedArguments, _ diagnostics: [Diagnostic], otherwise code: ExitCode = .success
  ) -> ExitCode {
    arguments.flag(option.name) && diagnostics.contains { $0.severity == .error }
      ? .dataError : code
  }
}
