/// A `glance` subcommand: its spec and what it does with parsed arguments.
protocol Command {
  static var spec: CommandSpec { get }
  static func run(_ arguments: ParsedArguments, output: CommandOutput) async throws -> ExitCode
}

/// A failure that ends a command with a message on standard error and a specific exit code.
struct CommandFailure: Error, CustomStringConvertible {
  var exitCode: ExitCode
  var message: String

  var description: String { message }
}
