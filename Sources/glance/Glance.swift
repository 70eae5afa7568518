import Foundation
import Pipeline
import Summaries

/// The `glance` command line: dispatches to subcommands and maps failures to exit codes.
@main
enum Glance {
  static let version = "0.1.0"

  static var commands: [any Command.Type] {
    [
      RunCommand.self, DiffCommand.self, MergeCommand.self, VerifyCommand.self,
      InspectCommand.self, OccurrencesCommand.self, AgendaCommand.self, TimelineCommand.self,
      SummarizeCommand.self, LintCommand.self, ReviewCommand.self, ExportStringsCommand.self,
      ImportStringsCommand.self, LocalesCommand.self,
      CompletionCommand.self,
    ]
  }

  static func main() async {
    let output = CommandOutput()
    let code = await run(Array(CommandLine.arguments.dropFirst()), output: output)
    output.flush()
    exit(finalStatus(code, output: output))
  }

  /// The exit status once everything is written: a failed write of the results outranks what
  /// the command reported, since what it wrote is incomplete.
  static func finalStatus(_ code: ExitCode, output: CommandOutput) -> Int32 {
    guard let failure = output.failure else { return code.rawValue }
    // A closed pipe ends the process as SIGPIPE would have, without a word: the reader left.
    if failure.isBrokenPipe { return 128 + SIGPIPE }
    output.err("Error: \(failure.message)\n")
    return ExitCode.ioError.rawValue
  }

  /// Runs one invocation; the arguments exclude the program name. With none, it runs the
  /// default pipeline, the main job.
  static func run(_ arguments: [String], output: CommandOutput) async -> ExitCode {
    guard let first = arguments.first else {
      return await run(["run"], output: output)
    }
    if first == "--help" || first == "-h" {
      output.out(help)
      return .success
    }
    if first == "--version" {
      output.out("\(version)\n")
      return .success
    }
    if first == "help" {
      guard arguments.count > 1 else {
        output.out(help)
        return .success
      }
      guard let command = commands.first(where: { $0.spec.name == arguments[1] }) else {
        return unknownSubcommand(arguments[1], output: output)
      }
      output.out(command.help)
      return .success
    }
    guard let command = commands.first(where: { $0.spec.name == first }) else {
      // Options without a subcommand belong to the default one: `glance --quiet`.
      if first.hasPrefix("-") || first.hasSuffix(".json") {
        return await run(["run"] + arguments, output: output)
      }
      return unknownSubcommand(first, output: output)
    }
    let spec = command.spec
    do {
      // A broken installation fails loudly, before any work: without the String Catalog
      // every summary would be its keys.
      do {
        try ShippedResources.check()
      } catch {
        throw CommandFailure(exitCode: .internalError, message: "[SUM003] \(error)")
      }
      let parsed = try ArgumentParser.parse(Array(arguments.dropFirst()), spec: spec)
      if parsed.wantsHelp {
        output.out(command.help)
        return .success
      }
      return try await command.run(parsed, output: output)
    } catch let error as CommandLineError {
      output.err(
        "Error: \(error.message)\nUsage: \(spec.usage)\n  See 'glance \(spec.name) --help' for more information.\n"
      )
      return .usage
    } catch let failure as CommandFailure {
      output.err("Error: \(failure.message)\n")
      return failure.exitCode
    } catch {
      output.err("Error: \(error)\n")
      return .internalError
    }
  }

  private static func unknownSubcommand(_ name: String, output: CommandOutput) -> ExitCode {
    var message = "Error: Unknown subcommand '\(name)'."
    if let suggestion = Suggestion.closest(to: name, among: commands.map { $0.spec.name }) {
      message += " Did you mean '\(suggestion)'?"
    }
    output.err(
      message + "\nUsage: glance <subcommand>\n  See 'glance --help' for more information.\n")
    return .usage
  }

  static var help: String {
    var lines = [
      "OVERVIEW: Turn calendars and reminders into widget timelines with spoken summaries.",
      "",
      "USAGE: glance [<subcommand>]",
      "",
      "OPTIONS:",
    ]
    lines += CommandSpec.row("--version", "Show the version.")
    lines += CommandSpec.row("-h, --help", "Show help information.")
    lines += ["", "SUBCOMMANDS:"]
    for command in commands {
      let name = command.spec.name == "run" ? "run (default)" : command.spec.name
      lines += CommandSpec.row(name, command.spec.abstract)
    }
    lines += [
      "", "  See 'glance help <subcommand>' for detailed help.", "",
      ExitCode.helpSection(ExitCode.allCases.map(\.use)),
    ]
    return lines.joined(separator: "\n") + "\n"
  }
}
