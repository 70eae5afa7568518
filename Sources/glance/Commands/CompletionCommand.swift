/// `glance completion`: a shell completion script, written from the commands' specs.
enum CompletionCommand: Command {
  static let spec = CommandSpec(
    name: "completion",
    abstract: "Print a completion script for bash, zsh or fish.",
    discussion: """
      bash: source <(glance completion bash), or save it in \
      /etc/bash_completion.d/glance. zsh: save it as _glance in a folder of $fpath, or \
      source <(glance completion zsh) after compinit. fish: save it as \
      ~/.config/fish/completions/glance.fish.
      """,
    arguments: [Options.shell.spec])

  struct Options: ParsableOptions {
    static let shell = Positional<Shell>("shell", help: "The shell.")

    var shell: Shell

    init(_ arguments: ParsedArguments) throws(CommandLineError) {
      shell = try arguments.argument(required: Self.shell)
    }
  }

  static let exitCodes = [ExitCode.success.use]

  static func run(_ options: Options, output: CommandOutput) async throws -> ExitCode {
    let script = CompletionScript(
      commands: Glance.commands.map { $0.spec }, defaultCommand: RunCommand.spec)
    output.out(script.script(for: options.shell))
    return .success
  }
}
