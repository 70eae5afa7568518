import Foundation
import Testing

@testable import glance

/// One convention for every command (Docs/command-line.md): exit codes in each command's help
/// and in the docs' table, short forms, required options, `--now now`, `CI`, plurals, paths,
/// and the completion scripts.
@Suite struct ConventionTests {
  /// The exit-code table of Docs/command-line.md: code → the commands it names ("all": every
  /// command).
  static func documentedCodes() throws -> [Int32: Set<String>] {
    let docs = try DocsTests.read("Docs/command-line.md")
    var table: [Int32: Set<String>] = [:]
    for match in try DocsTests.matches(#"^\| ([0-9]+) \| [^|]+ \| ([^|]+) \|$"#, in: docs) {
      let names = try DocsTests.matches("`([a-z][a-z-]*)[^`]*`", in: match[1]).map { $0[0] }
      table[Int32(match[0])!] =
        match[1].trimmingCharacters(in: .whitespaces).hasPrefix("all")
        ? Set(Glance.commands.map { $0.spec.name }) : Set(names)
    }
    return table
  }

  /// Every command's help lists exactly the codes the table says it returns, and the table
  /// has every code.
  @Test func eachCommandsHelpListsTheCodesTheTableGivesIt() throws {
    let table = try Self.documentedCodes()
    #expect(Set(table.keys) == Set(ExitCode.allCases.map(\.rawValue)))
    for command in Glance.commands {
      let help = command.help
      let section = try #require(help.components(separatedBy: "EXIT CODES:\n").last)
      let listed = Set(
        section.split(separator: "\n").compactMap { Int32($0.split(separator: " ").first ?? "") })
      let documented = Set(table.filter { $0.value.contains(command.spec.name) }.keys)
      // 0 is every command's; the table names those that return the others.
      #expect(listed == documented.union([0]), "\(command.spec.name)")
    }
  }

  @Test func theCommonOptionsHaveTheirShortFormsEverywhere() throws {
    for command in Glance.commands {
      for option in command.spec.allOptions {
        if let short = CommandSpec.Option.shortForms[option.name] {
          #expect(option.short == short, "\(command.spec.name) --\(option.name)")
        }
      }
    }
    let parsed = try ArgumentParser.parse(["-q", "-j4", "-o", "out"], spec: RunCommand.spec)
    let options = try RunCommand.Options(parsed)
    #expect(options.quiet && options.jobs.count == 4 && options.output == "out")
    #expect(throws: CommandLineError.self) {
      try ArgumentParser.parse(["-qx"], spec: RunCommand.spec)
    }
  }

  @Test func requiredOptionsAreShownWithoutBracketsAndEnforced() throws {
    #expect(
      SummarizeCommand.spec.usage.hasPrefix(
        "glance summarize <source-folder> --family <family> [--text-size <size>]"))
    #expect(TimelineCommand.spec.usage.contains(" --family <family> "))
    #expect(OccurrencesCommand.spec.usage.contains(" --from <ISO 8601> --to <ISO 8601> "))
    #expect(throws: CommandLineError(message: "Missing expected option '--family <family>'.")) {
      try ArgumentParser.parse(["Data/student"], spec: TimelineCommand.spec)
    }
  }

  struct CIValue: Sendable, CustomTestStringConvertible {
    var value: String?
    var isSet: Bool
    var testDescription: String { value.map { "CI=\($0.debugDescription)" } ?? "no CI" }
  }

  @Test(arguments: [
    CIValue(value: nil, isSet: false), CIValue(value: "", isSet: false),
    CIValue(value: "0", isSet: false), CIValue(value: "false", isSet: false),
    CIValue(value: "FALSE", isSet: false), CIValue(value: "true", isSet: true),
    CIValue(value: "1", isSet: true), CIValue(value: "yes", isSet: true),
  ])
  func ciIsSetUnlessEmptyZeroOrFalse(_ case: CIValue) {
    #expect(Environment.isCI(`case`.value.map { ["CI": $0] } ?? [:]) == `case`.isSet)
  }

  @Test func coloursOnlyOnATerminalWithoutNoColor() {
    #expect(Environment.colorsOutput(isTerminal: true, ["TERM": "xterm"]))
    #expect(!Environment.colorsOutput(isTerminal: false, ["TERM": "xterm"]))
    #expect(!Environment.colorsOutput(isTerminal: true, ["TERM": "dumb"]))
    #expect(!Environment.colorsOutput(isTerminal: true, ["NO_COLOR": "1"]))
    #expect(Environment.colorsOutput(isTerminal: true, ["NO_COLOR": ""]))
  }

  @Test func nowReadsTheClockAsThePipelineFileDoes() throws {
    let before = Int64(Date().timeIntervalSince1970)
    let now = try #require(ReferenceTime(argument: "now")).instant(in: .utc)
    #expect(now >= before && now <= Int64(Date().timeIntervalSince1970))
    let fixed = try #require(ReferenceTime(argument: "2026-06-01T11:00:00Z"))
    #expect(fixed.instant(in: .utc) == 1_780_311_600)
  }

  @Test func countsAgreeWithTheirNouns() {
    #expect(Plural.count(1, "shard") == "1 shard")
    #expect(Plural.count(0, "shard") == "0 shards")
    #expect(Plural.count(2, "entry", plural: "entries") == "2 entries")
    #expect(Plural.agreeing(1, "differs", "differ") == "differs")
  }

  @Test func pathsAreShownFromTheWorkingDirectory() {
    let base = "/work/project"
    #expect(
      DisplayPath.of(URL(fileURLWithPath: "/work/project/Data/a.ics"), from: base) == "Data/a.ics")
    #expect(
      DisplayPath.of(URL(fileURLWithPath: "/work/other/a.ics"), from: base) == "/work/other/a.ics")
    #expect(DisplayPath.of(URL(fileURLWithPath: "/work/project"), from: base + "/") == ".")
  }
}

/// `glance completion`: the scripts load in their shell, and complete what the specs say.
@Suite struct CompletionTests {
  static let script = CompletionScript(
    commands: Glance.commands.map { $0.spec }, defaultCommand: RunCommand.spec)

  static func shell(_ name: String) -> String? {
    ["/usr/bin/\(name)", "/bin/\(name)"].first { FileManager.default.isExecutableFile(atPath: $0) }
  }

  /// What bash's completion function offers for `words`, the last being completed.
  static func bashCompletes(_ words: [String]) throws -> [String] {
    let file = NightlyPipelineTests.scratch()
    defer { try? FileManager.default.removeItem(at: file) }
    try script.bash.write(to: file, atomically: true, encoding: .utf8)
    let quoted = words.map { "'\($0)'" }.joined(separator: " ")
    let result = try GlanceProcess.run(
      [
        "-c",
        "source '\(file.path)'; COMP_WORDS=(\(quoted)); COMP_CWORD=\(words.count - 1); _glance; printf '%s\\n' \"${COMPREPLY[@]}\"",
      ], executable: URL(fileURLWithPath: shell("bash")!))
    #expect(result.status == 0, "\(result.stderr)")
    return result.stdout.split(separator: "\n").map(String.init)
  }

  @Test(.enabled(if: shell("bash") != nil, "bash is not installed"))
  func bashCompletesSubcommandsOptionsValuesAndFolders() throws {
    #expect(try Self.bashCompletes(["glance", "ver"]) == ["verify"])
    #expect(try Self.bashCompletes(["glance", "diff", "--fo"]) == ["--format"])
    #expect(try Self.bashCompletes(["glance", "run", "--format", "j"]) == ["json", "junit"])
    #expect(try Self.bashCompletes(["glance", "run", "-"]).contains("-o"))
    #expect(try Self.bashCompletes(["glance", "completion", ""]) == ["bash", "zsh", "fish"])
    // Folders for a folder argument, from the working directory (the package root).
    #expect(try Self.bashCompletes(["glance", "verify", "Dat"]) == ["Data"])
    #expect(try Self.bashCompletes(["glance", "run", "--now", ""]).isEmpty)
  }

  @Test(.enabled(if: shell("zsh") != nil, "zsh is not installed (.ci/run installs it)"))
  func zshLoadsTheScriptAndRegistersIt() throws {
    let file = NightlyPipelineTests.scratch()
    defer { try? FileManager.default.removeItem(at: file) }
    try Self.script.zsh.write(to: file, atomically: true, encoding: .utf8)
    let result = try GlanceProcess.run(
      [
        "-f", "-c",
        "autoload -U compinit && compinit -u -D && source '\(file.path)' && print -r -- ${_comps[glance]}",
      ], executable: URL(fileURLWithPath: Self.shell("zsh")!))
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout == "_glance\n")
    #expect(
      Self.script.zsh.contains(
        "'(-o --output)'{-o,--output}'[Write here instead of the pipeline'\\''s output folder.]:dir:_files -/'"
      ))
  }

  @Test(.enabled(if: shell("fish") != nil, "fish is not installed (.ci/run installs it)"))
  func fishCompletesSubcommandsAndValues() throws {
    let file = NightlyPipelineTests.scratch()
    defer { try? FileManager.default.removeItem(at: file) }
    try Self.script.fish.write(to: file, atomically: true, encoding: .utf8)
    func complete(_ line: String) throws -> [String] {
      let result = try GlanceProcess.run(
        ["--no-config", "-c", "source '\(file.path)'; complete -C '\(line)'"],
        executable: URL(fileURLWithPath: Self.shell("fish")!))
      #expect(result.status == 0, "\(result.stderr)")
      return result.stdout.split(separator: "\n").map { String($0.split(separator: "\t")[0]) }
    }
    #expect(try complete("glance ver") == ["verify"])
    #expect(try complete("glance diff --format ") == ["github", "json", "junit", "text"])
    #expect(try complete("glance run -").contains("-o"))
  }

  @Test(.enabled(if: GlanceProcess.isAvailable, "the glance binary is not built"))
  func theCommandPrintsTheScripts() throws {
    for shell in Shell.allCases {
      let result = try GlanceProcess.run(["completion", shell.rawValue])
      #expect(result.status == 0)
      #expect(result.stdout == Self.script.script(for: shell))
    }
    let unknown = try GlanceProcess.run(["completion", "tcsh"])
    #expect(unknown.status == 64)
    #expect(
      unknown.stderr.hasPrefix(
        "Error: The value 'tcsh' is invalid for '<shell>'. Please provide one of 'bash', 'zsh', 'fish'."
      ))
  }
}

/// Messages as the user reads them, through the built command.
@Suite(.enabled(if: GlanceProcess.isAvailable, "the glance binary is not built"))
struct MessageTests {
  /// A diagnostic names the file as it is opened from the working directory, in a run (whose
  /// pipeline file resolves the sources folder to an absolute path) and in `glance agenda`;
  /// `diagnostics.json` keeps the path inside the sources folder.
  @Test func diagnosticsNameFilesFromTheWorkingDirectory() throws {
    let project = try FolderTrustTests.project(copies: 1)
    defer { try? FileManager.default.removeItem(at: project.root) }
    let source = project.root.appendingPathComponent("Data/student-0")
    let calendar = [
      "BEGIN:VCALENDAR", "BEGIN:VEVENT", "UID:x", "DTSTART:1234", "SUMMARY:Broken", "END:VEVENT",
      "END:VCALENDAR", "",
    ]
    try calendar.joined(separator: "\r\n").write(
      to: source.appendingPathComponent("broken.ics"), atomically: true, encoding: .utf8)
    let message =
      "broken.ics:4: error: [ICS012] invalid DTSTART value '1234'; event 'Broken' skipped\n"
    let run = try GlanceProcess.run(
      ["run", "Pipelines/nightly.json", "--strict"], directory: project.root)
    #expect(run.status == 65)
    #expect(run.stderr.hasPrefix("Data/student-0/" + message), "\(run.stderr)")
    // With --quiet the summary line alone says what there was.
    let quiet = try GlanceProcess.run(
      ["run", "Pipelines/nightly.json", "-q", "--strict"], directory: project.root)
    #expect(quiet.status == 65)
    #expect(quiet.stderr.hasSuffix(", 1 diagnostic (1 ICS012)\n"), "\(quiet.stderr)")
    #expect(quiet.stderr.split(separator: "\n").count == 1)
    let written = try String(
      contentsOf: project.output.appendingPathComponent("diagnostics.json"), encoding: .utf8)
    #expect(written.contains("\"file\": \"student-0/broken.ics\""))
    let agenda = try GlanceProcess.run(
      ["agenda", "Data/student-0", "--now", "now"], directory: project.root)
    #expect(agenda.status == 0)
    #expect(agenda.stderr.contains("Data/student-0/" + message), "\(agenda.stderr)")
  }

  /// `--now now` is the clock, as `"referenceDate": "now"` is in a pipeline file: the first
  /// entry of the timeline is at the moment the command ran.
  @Test func nowIsTheClock() throws {
    let before = Int64(Date().timeIntervalSince1970)
    let result = try GlanceProcess.run(
      ["timeline", "Data/student", "--family", "small", "--now", "now"])
    let after = Int64(Date().timeIntervalSince1970)
    #expect(result.status == 0, "\(result.stderr)")
    let first = try #require(result.stdout.split(separator: "\n").dropFirst().first)
    let instant = try #require(ISO8601DateFormatter().date(from: String(first.prefix(20))))
    #expect((before...after).contains(Int64(instant.timeIntervalSince1970)), "\(first)")
  }
}
