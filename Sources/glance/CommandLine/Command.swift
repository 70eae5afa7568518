/// A `glance` subcommand: its spec, the exit codes it returns, its options, and what it does
/// with them.
protocol Command {
  /// The command's options, decoded once from its arguments before it runs.
  associatedtype Options: ParsableOptions

  static var spec: CommandSpec { get }
  /// The codes this command returns besides those of every command (64, 70, 74), each with
  /// what it means here; its help lists them.
  static var exitCodes: [ExitCode.Use] { get }
  static func run(_ options: Options, output: CommandOutput) async throws -> ExitCode
}

extension Command {
  /// The command's help: its spec's, then its exit codes.
  static var help: String { spec.help + "\n" + ExitCode.helpSection(exitCodes) + "\n" }

  /// Decodes the options, then runs.
  static func run(_ arguments: ParsedArguments, output: CommandOutput) async throws -> ExitCode {
    try await run(try Options(arguments), output: output)
  }
}

/// A failure that ends a command with a message on standard error and a specific exit code.
struct CommandFailure: Error, CustomStringConvertible {
  var exitCode: ExitCode
  var message: String

  var description: String { message }
}
