import Foundation
import Testing

@testable import Snapshots
@testable import glance

/// A calendar invitation anyone can send must not drive the terminal of the person who reads
/// what Glance prints: every control character is escaped at the one place output passes
/// through (`CommandOutput`), and Glance's own colours still work (Docs/command-line.md).
@Suite struct TerminalEscapeTests {
  /// What a title can carry: set the window's title (OSC 0 … BEL), clear the screen, colour,
  /// write to the clipboard (OSC 52), a C1 CSI, DEL, a carriage return over the line.
  static let hostile =
    "Evil\u{1B}]0;pwned\u{7} \u{1B}[2J\u{1B}[31mred\u{1B}[0m \u{1B}]52;c;ZXZpbA==\u{7}\u{9B}2J\u{7F}\rok"

  /// Whether text holds a control a terminal acts on: anything below U+0020 but the line feed,
  /// DEL and C1.
  static func drivesATerminal(_ text: String) -> Bool {
    text.unicodeScalars.contains {
      ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value)
    }
  }

  @Test func outputEscapesEveryControlButLineFeeds() {
    let output = CommandOutput(capture: true)
    output.out(Self.hostile + "\n")
    output.err("cannot read '\u{1B}[2J.ics'\n")
    #expect(
      output.capturedOut
        == "Evil\\u{1b}]0;pwned\\u{7} \\u{1b}[2J\\u{1b}[31mred\\u{1b}[0m \\u{1b}]52;c;ZXZpbA==\\u{7}\\u{9b}2J\\u{7f}\\u{d}ok\n"
    )
    #expect(output.capturedErr == "cannot read '\\u{1b}[2J.ics'\n")
  }

  /// The colours and the live line are Glance's own and stay; a colour code in the text is
  /// text.
  @Test func glancesOwnSequencesAreKept() {
    let output = CommandOutput(capture: true)
    let text =
      ColoredText("summary: ") + ColoredText("[-a\u{1B}[2J-]", color: .red)
      + ColoredText("{+b+}", color: .green) + "\n"
    output.out(text, colored: true)
    output.out(text, colored: false)
    output.err("[1/2] \u{1B}[2J", replacingLine: true)
    #expect(
      output.capturedOut
        == "summary: \u{1B}[31m[-a\\u{1b}[2J-]\u{1B}[m\u{1B}[32m{+b+}\u{1B}[m\nsummary: [-a\\u{1b}[2J-]{+b+}\n"
    )
    #expect(output.capturedErr == "\r\u{1B}[K[1/2] \\u{1b}[2J")
  }
}

/// The same through the built binary: each command that prints what a calendar or a snapshot
/// holds, on both streams, text and JSON.
@Suite(.enabled(if: GlanceProcess.isAvailable, "the glance binary is not built"))
struct TerminalEscapeCommandTests {
  /// A folder with a hostile source, its pipeline, a run's output and a copy of that output
  /// whose snapshots were edited to hold the hostile text.
  struct Workspace {
    let root: URL
    var source: URL { root.appendingPathComponent("Data/evil") }
    var calendar: URL { source.appendingPathComponent("evil.ics") }
    var pipeline: URL { root.appendingPathComponent("Pipelines/p.json") }
    var output: URL { root.appendingPathComponent("Output") }
    var reference: URL { root.appendingPathComponent("Reference") }
    var edited: URL { root.appendingPathComponent("Edited") }

    init() throws {
      root = FileManager.default.temporaryDirectory.appendingPathComponent(
        "glance-escape-\(UUID().uuidString)")
      let hostile = TerminalEscapeTests.hostile
      try FileManager.default.createDirectory(at: source, withIntermediateDirectories: true)
      let text = """
        BEGIN:VCALENDAR
        X-WR-CALNAME:Work \(hostile)
        BEGIN:VEVENT
        UID:evil
        SUMMARY:\(hostile)
        LOCATION:Room \u{202E}4
        DTSTART:20260601T130000Z
        DTEND:20260601T140000Z
        END:VEVENT
        BEGIN:VEVENT
        UID:broken
        SUMMARY:Broken \(hostile)
        DTSTART:2026\u{1B}[2J
        END:VEVENT
        END:VCALENDAR

        """
      try Data(text.replacingOccurrences(of: "\n", with: "\r\n").utf8).write(to: calendar)
      try FileManager.default.createDirectory(
        at: pipeline.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(
        #"{"sources": "../Data", "output": "../Output", "referenceDate": "2026-06-01T11:00:00Z", "families": ["medium"], "textSizes": ["default"]}"#
          .utf8
      ).write(to: pipeline)
    }

    /// Runs the pipeline, then makes two copies of its output with the hostile text put into
    /// a summary after a numeric date (for the lint to print), as snapshot folders from
    /// elsewhere may hold; the copies differ in the date alone, so the diff prints the hostile
    /// text among the words that did not change.
    func runAndEdit() throws {
      let run = try GlanceProcess.run(["run", pipeline.path, "--quiet"])
      #expect(run.status == 0, "\(run.stderr)")
      for (folder, day) in [(reference, 1), (edited, 2)] {
        try FileManager.default.copyItem(at: output, to: folder)
        let snapshot = folder.appendingPathComponent("evil/en-US/medium.json")
        var json = try String(contentsOf: snapshot, encoding: .utf8)
        let escaped = TerminalEscapeTests.hostile.unicodeScalars.map { scalar in
          scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
            ? String(format: "\\u%04x", scalar.value) : String(scalar)
        }.joined()
        let range = try #require(json.range(of: "\"summary\": \""))
        json.insert(contentsOf: "On 6/\(day): \(escaped) ", at: range.upperBound)
        try Data(json.utf8).write(to: snapshot)
      }
    }
  }

  static func check(_ result: GlanceProcess.Result, _ command: String) {
    #expect(!TerminalEscapeTests.drivesATerminal(result.stdout), "\(command): standard output")
    #expect(!TerminalEscapeTests.drivesATerminal(result.stderr), "\(command): standard error")
  }

  @Test func noCommandPrintsAControl() throws {
    let space = try Workspace()
    defer { try? FileManager.default.removeItem(at: space.root) }
    try space.runAndEdit()
    let pipeline = space.pipeline.path
    let commands: [[String]] = [
      ["occurrences", space.calendar.path, "--from", "2026-06-01", "--to", "2026-06-02"],
      [
        "occurrences", space.calendar.path, "--from", "2026-06-01", "--to", "2026-06-02",
        "--format", "json",
      ],
      ["inspect", space.calendar.path],
      ["inspect", space.calendar.path, "--format", "json"],
      ["agenda", space.source.path, "--pipeline", pipeline],
      ["timeline", space.source.path, "--pipeline", pipeline, "--family", "medium"],
      ["summarize", space.source.path, "--pipeline", pipeline, "--family", "medium"],
      [
        "summarize", space.source.path, "--pipeline", pipeline, "--family", "medium", "--format",
        "json",
      ],
      ["run", pipeline, "--check", space.edited.path],
      ["diff", space.reference.path, space.edited.path],
      ["diff", space.reference.path, space.edited.path, "--format", "junit"],
      ["diff", space.reference.path, space.edited.path, "--format", "github"],
      ["diff", space.reference.path, space.edited.path, "--format", "json"],
      ["lint", space.edited.path],
      ["lint", space.edited.path, "--format", "json"],
    ]
    for arguments in commands {
      let result = try GlanceProcess.run(arguments)
      Self.check(result, arguments.prefix(2).joined(separator: " "))
      #expect(result.status != 70, "\(arguments): \(result.stderr)")
    }
    // What was escaped is still there to read.
    let occurrences = try GlanceProcess.run(commands[0])
    #expect(occurrences.stdout.contains("Evil\\u{1b}]0;pwned\\u{7} \\u{1b}[2J"))
    #expect(occurrences.stderr.contains("invalid DTSTART value '2026\\u{1b}[2J'"))
    let diff = try GlanceProcess.run(["diff", space.reference.path, space.edited.path])
    #expect(diff.status == 1)
    #expect(diff.stdout.contains("[-1-]{+2+}: Evil\\u{1b}]0;pwned\\u{7}"))
    #expect(diff.stdout.contains("\\u{1b}]52;c;ZXZpbA==\\u{7}"))
  }

  /// On a terminal (a pseudo-terminal made by `script`) the diff's marks are coloured, and
  /// every other escape sequence is text.
  @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script")))
  func theDiffKeepsItsColoursOnATerminal() throws {
    let space = try Workspace()
    defer { try? FileManager.default.removeItem(at: space.root) }
    try space.runAndEdit()
    let command = [GlanceProcess.executable.path, "diff", space.reference.path, space.edited.path]
      .map { "'\($0)'" }.joined(separator: " ")
    let result = try GlanceProcess.run(
      ["-qec", command, "/dev/null"], environment: ["TERM": "xterm", "NO_COLOR": ""],
      executable: URL(fileURLWithPath: "/usr/bin/script"))
    #expect(result.stdout.contains("\u{1B}[31m[-1-]\u{1B}[m\u{1B}[32m{+2+}\u{1B}[m"))
    #expect(result.stdout.contains("\\u{1b}[2J"))
    // The colours are all that is left once the terminal's own line ends are taken away.
    let rest = result.stdout.replacingOccurrences(of: "\u{1B}[31m", with: "")
      .replacingOccurrences(of: "\u{1B}[32m", with: "").replacingOccurrences(
        of: "\u{1B}[m", with: ""
      )
      .replacingOccurrences(of: "\r\n", with: "\n")
    #expect(!TerminalEscapeTests.drivesATerminal(rest), "\(rest)")
  }
}
