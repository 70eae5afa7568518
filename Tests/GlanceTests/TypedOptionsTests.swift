import Testing

@testable import glance

/// Options are declared once with their types; the values listed in help, the completions,
/// the errors and the suggestions all come from the type.
@Suite struct TypedOptionsTests {
  /// Every option whose type has a list of values shows exactly that list in help, and the
  /// completion scripts offer it.
  @Test func choicesComeFromTheValueTypes() {
    #expect(DiffReport.format.spec.choices == ["text", "json", "junit", "github"])
    #expect(InspectCommand.Options.format.spec.choices == ["text", "json"])
    #expect(WidgetOptions.family.spec.choices?.first == "small")
    #expect(LintCommand.Options.minSeverity.spec.defaultValue == "needs-review")
    #expect(CompletionCommand.spec.arguments.first?.choices == ["bash", "zsh", "fish"])
    let script = CompletionScript(
      commands: Glance.commands.map { $0.spec }, defaultCommand: RunCommand.spec)
    #expect(script.bash.contains("text json junit github"))
    #expect(LintCommand.help.contains("(values: needs-review, warning, error)"))
  }

  /// A bad value of a listed type names the values and suggests the closest; a bad value of
  /// any other type says what was expected.
  @Test(arguments: [
    (
      ["inspect", "x.ics", "--format", "jsn"],
      "The value 'jsn' is invalid for '--format <format>'. Please provide one of 'text', 'json'. Did you mean 'json'?"
    ),
    (
      ["inspect", "x.ics", "--format", "xml"],
      "The value 'xml' is invalid for '--format <format>'. Please provide one of 'text', 'json'."
    ),
    (
      ["lint", "out", "--min-severity", "warnings"],
      "The value 'warnings' is invalid for '--min-severity <severity>'. Please provide one of 'needs-review', 'warning', 'error'. Did you mean 'warning'?"
    ),
    (
      ["lint", "out", "--jobs", "0"],
      "The value '0' is invalid for '--jobs <n>': expected 1 to 256."
    ),
    (
      ["lint", "out", "--max-findings", "none"],
      "The value 'none' is invalid for '--max-findings <n>': expected a whole number of 1 or more."
    ),
    (
      ["timeline", "Data/student", "--family", "small", "--hours", "200"],
      "The value '200' is invalid for '--hours <hours>': expected 1 to 168."
    ),
    (
      ["verify", "out", "--shard", "3/2"],
      "The value '3/2' is invalid for '--shard <k/n>': expected k/n with 1 ≤ k ≤ n, such as 2/4."
    ),
    (
      ["agenda", "Data/student", "--time-zone", "EST"],
      "Unknown time zone 'EST' for '--time-zone <IANA>'."
    ),
  ])
  func badValuesSayWhatWasExpected(_ arguments: [String], _ message: String) throws {
    let command = try #require(Glance.commands.first { $0.spec.name == arguments[0] })
    let parsed = try ArgumentParser.parse(Array(arguments.dropFirst()), spec: command.spec)
    #expect(throws: CommandLineError(message: message)) {
      try Self.decode(command, parsed)
    }
  }

  static func decode<C: Command>(_ command: C.Type, _ parsed: ParsedArguments) throws {
    _ = try C.Options(parsed)
  }

  /// Each command's options decode once into typed values, defaults filled in.
  @Test func optionsDecodeIntoTypedValues() throws {
    let lint = try LintCommand.Options(
      ArgumentParser.parse(
        ["out", "--rule", "GL003,GL004", "--min-severity", "warning", "-j", "3"],
        spec: LintCommand.spec))
    #expect(lint.folder == "out" && lint.rules == ["GL003,GL004"])
    #expect(lint.minimum == .warning && lint.jobs.count == 3 && lint.format == .text)
    let timeline = try TimelineCommand.Options(
      ArgumentParser.parse(
        ["Data/student", "--family", "medium", "--now", "now"], spec: TimelineCommand.spec))
    #expect(timeline.widget.family == .medium && timeline.widget.textSize == .default)
    #expect(timeline.source.now?.argumentText == "now" && timeline.source.pipeline == nil)
    let run = try RunCommand.Options(ArgumentParser.parse([], spec: RunCommand.spec))
    #expect(run.pipeline == "Pipelines/nightly.json" && run.format == nil && run.shard == nil)
  }
}
