import Foundation
import Testing

/// The CI maintainer's and fleet operator's workflows: runs checked before any work, shards
/// checked and merged, differences for machines.
@Suite(.serialized, .enabled(if: GlanceProcess.isAvailable, "the glance binary is not built"))
struct CIWorkflowTests {
  static let reference = NightlyPipelineTests.reference.path

  /// Each mistake exits at once with its code and message, before a source is read: the
  /// output folder is never made.
  struct Refusal: Sendable, CustomTestStringConvertible {
    var arguments: [String]
    var status: Int32
    var message: String
    var testDescription: String { arguments.joined(separator: " ") }
  }

  static let refusals = [
    Refusal(
      arguments: ["--check", "/nonexistent"], status: 66,
      message: "Error: cannot read '/nonexistent': no such folder\n"),
    Refusal(
      arguments: ["--check", "Data"], status: 66, message: "Error: no Glance snapshots in 'Data'\n"
    ),
    Refusal(
      arguments: ["--record"], status: 64,
      message: "Error: '--record' needs '--check <reference-dir>'.\n"),
    Refusal(
      arguments: ["--format", "junit"], status: 64,
      message:
        "Error: '--format junit' needs '--check <reference-dir>'; a run alone prints text or json.\n"
    ),
    Refusal(
      arguments: ["--check", reference, "--record", "--shard", "1/2"], status: 64,
      message:
        "Error: '--record' cannot be used with '--shard': a shard's output holds only its own sources; record from a whole run.\n"
    ),
    Refusal(
      arguments: ["-j", "0"], status: 64,
      message: "Error: The value '0' is invalid for '--jobs <n>': expected 1 to 256.\n"),
    Refusal(
      arguments: ["--shard", "5/4"], status: 64,
      message:
        "Error: The value '5/4' is invalid for '--shard <k/n>': expected k/n with 1 ≤ k ≤ n, such as 2/4.\n"
    ),
    Refusal(
      arguments: ["--now", "tomorrow"], status: 64,
      message:
        "Error: The value 'tomorrow' is invalid for '--now <ISO 8601>': expected a date such as 2026-06-01 or 2026-06-01T08:00:00Z.\n"
    ),
    Refusal(
      arguments: ["Pipelines/none.json"], status: 66,
      message: "Error: cannot read 'Pipelines/none.json': no such pipeline file\n"),
  ]

  @Test(arguments: refusals) func runsAreCheckedBeforeAnyWork(_ refusal: Refusal) throws {
    let output = NightlyPipelineTests.scratch()
    defer { try? FileManager.default.removeItem(at: output) }
    let result = try GlanceProcess.run(["run"] + refusal.arguments + ["-q", "-o", output.path])
    #expect(result.status == refusal.status)
    #expect(result.stderr.hasPrefix(refusal.message), "\(result.stderr)")
    #expect(!FileManager.default.fileExists(atPath: output.path), "the run wrote its output")
  }

  @Test func outputsThatCannotBeWrittenAreRefusedAtOnce() throws {
    let file = NightlyPipelineTests.scratch()
    defer { try? FileManager.default.removeItem(at: file) }
    try Data().write(to: file)
    let inside = try GlanceProcess.run(["-q", "-o", file.path + "/out"])
    #expect(inside.status == 73)
    #expect(
      inside.stderr
        == "Error: cannot write '\(file.path)/out': '\(file.path)' is not a folder\n")
    let itself = try GlanceProcess.run(["-q", "-o", Self.reference, "--check", Self.reference])
    #expect(itself.status == 64)
    #expect(
      itself.stderr.hasPrefix("Error: '--check \(Self.reference)' is the output folder itself"))
  }

  /// A shard's check compares its own sources only, so it passes where the other shards'
  /// files would all have been "only in reference"; `CI=false` does not stop a recording.
  @Test func shardsCheckTheirOwnSourcesAndCIFalseRecords() throws {
    let output = NightlyPipelineTests.scratch()
    let recorded = NightlyPipelineTests.scratch()
    defer {
      try? FileManager.default.removeItem(at: output)
      try? FileManager.default.removeItem(at: recorded)
    }
    let shard = try GlanceProcess.run([
      "-q", "--shard", "1/2", "-o", output.path, "--check", Self.reference,
    ])
    #expect(shard.status == 0, "\(shard.stdout)\(shard.stderr)")
    #expect(shard.stderr.hasSuffix("no differences from '\(Self.reference)'\n"))
    // CI set to something that does not say false: nothing is recorded. Said false: recorded.
    let refused = try GlanceProcess.run(
      ["-q", "-o", output.path, "--check", recorded.path, "--record"],
      environment: ["CI": "yes"])
    #expect(refused.status == 1)
    #expect(
      refused.stderr.hasSuffix("Error: refusing to record reference snapshots while CI is set\n"))
    #expect(!FileManager.default.fileExists(atPath: recorded.path))
    let allowed = try GlanceProcess.run(
      ["-q", "-o", output.path, "--check", recorded.path, "--record"],
      environment: ["CI": "False"])
    #expect(allowed.status == 0, "\(allowed.stderr)")
    #expect(allowed.stderr.hasSuffix("recorded 108 snapshots in '\(recorded.path)'\n"))
    #expect(
      try GlanceProcess.run(["diff", Self.reference, recorded.path]).stdout == "no differences\n")
  }

  /// `glance merge` knows n from the files, names what is missing or doubled, and agrees in
  /// number with what it merged.
  @Test func mergeChecksTheShards() throws {
    let folder = NightlyPipelineTests.scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let out = folder.appendingPathComponent("out")
    let one = folder.appendingPathComponent("one")
    for arguments in [
      ["--shard", "1/2", "-o", out.path], ["--shard", "2/2", "-o", out.path],
      ["--shard", "1/1", "-o", one.path],
    ] {
      #expect(try GlanceProcess.run(["-q"] + arguments).status == 0)
    }
    let single = try GlanceProcess.run(["merge", one.path])
    #expect(single.status == 0)
    #expect(single.stderr == "merged 1 shard: 6 sources, 108 snapshots\n")

    func attempt(_ change: (URL) throws -> Void) throws -> GlanceProcess.Result {
      let copy = folder.appendingPathComponent("copy")
      try? FileManager.default.removeItem(at: copy)
      try FileManager.default.copyItem(at: out, to: copy)
      try change(copy)
      let result = try GlanceProcess.run(["merge", copy.path])
      #expect(
        !FileManager.default.fileExists(atPath: copy.appendingPathComponent("manifest.json").path)
          || result.status == 0, "a refused merge wrote a manifest")
      return result
    }
    let missing = try attempt {
      try FileManager.default.removeItem(
        at: $0.appendingPathComponent("manifest.shard-2-of-2.json"))
      try FileManager.default.removeItem(
        at: $0.appendingPathComponent("diagnostics.shard-2-of-2.json"))
    }
    #expect(missing.status == 66)
    #expect(
      missing.stderr
        == "Error: missing 2 shard files of 2 shards in '\(folder.path)/copy':\n  manifest.shard-2-of-2.json\n  diagnostics.shard-2-of-2.json\n"
    )
    let mixed = try attempt {
      try FileManager.default.copyItem(
        at: $0.appendingPathComponent("manifest.shard-1-of-2.json"),
        to: $0.appendingPathComponent("manifest.shard-3-of-4.json"))
    }
    #expect(mixed.status == 65)
    #expect(
      mixed.stderr.hasSuffix(
        "\n  of 2: manifest.shard-1-of-2.json, manifest.shard-2-of-2.json\n  of 4: manifest.shard-3-of-4.json\n"
      ))
    let doubled = try attempt {
      let first = $0.appendingPathComponent("manifest.shard-1-of-2.json")
      try FileManager.default.removeItem(
        at: $0.appendingPathComponent("manifest.shard-2-of-2.json"))
      try FileManager.default.copyItem(
        at: first, to: $0.appendingPathComponent("manifest.shard-2-of-2.json"))
    }
    #expect(doubled.status == 65)
    #expect(doubled.stderr.contains(" in more than one shard:\n"))
    #expect(doubled.stderr.contains(": shards 1/2, 2/2\n"))
    let lost = try attempt {
      try FileManager.default.removeItem(at: $0.appendingPathComponent("student/en-US/small.json"))
    }
    #expect(lost.status == 66)
    #expect(
      lost.stderr.hasSuffix(
        "1 of the snapshots the shards list is not in '\(folder.path)/copy' as listed:\n  missing: student/en-US/small.json (listed in the manifest, not on disk)\n"
      ))
    let merged = try GlanceProcess.run(["merge", out.path])
    #expect(merged.stderr == "merged 2 shards: 6 sources, 108 snapshots\n")
    #expect(try GlanceProcess.run(["verify", out.path]).status == 0)
    #expect(try GlanceProcess.run(["diff", Self.reference, out.path]).stdout == "no differences\n")
  }

  /// The diff for machines through the command, a snapshot that does not decode, a folder
  /// without snapshots, and colours only on a terminal without NO_COLOR.
  @Test func diffFormatsErrorsAndColours() throws {
    let copy = NightlyPipelineTests.scratch()
    defer { try? FileManager.default.removeItem(at: copy) }
    try FileManager.default.copyItem(at: NightlyPipelineTests.reference, to: copy)
    let file = copy.appendingPathComponent("student/en-US/small.json")
    let text = try String(contentsOf: file, encoding: .utf8)
    try text.replacingOccurrences(of: "overdue since", with: "overdue from").write(
      to: file, atomically: true, encoding: .utf8)

    let json = try GlanceProcess.run(["diff", Self.reference, copy.path, "--format", "json"])
    #expect(json.status == 1)
    let object = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
    #expect((object?["counts"] as? [String: Int])?["changed"] == 1)
    #expect(json.stdout.hasPrefix("{\n  \"actual\": "))

    let junit = try GlanceProcess.run(["diff", Self.reference, copy.path, "--format", "junit"])
    #expect(junit.status == 1)
    #expect(junit.stdout.contains(#"tests="109" failures="1" errors="0""#))

    let github = try GlanceProcess.run(["diff", Self.reference, copy.path, "--format", "github"])
    #expect(
      github.stdout.contains(
        "::error file=Tests/GlanceTests/__Snapshots__/nightly/student/en-US/small.json,line="
      ))

    // Colour on a terminal (util-linux script(1) gives the command one), not with NO_COLOR.
    if FileManager.default.isExecutableFile(atPath: "/usr/bin/script") {
      let command = "\(GlanceProcess.executable.path) diff \(Self.reference) \(copy.path)"
      let colored = try GlanceProcess.run(
        ["-qec", command, "/dev/null"], environment: ["TERM": "xterm", "NO_COLOR": ""],
        executable: URL(fileURLWithPath: "/usr/bin/script"))
      #expect(colored.stdout.contains("\u{1B}[31m[-since-]\u{1B}[m\u{1B}[32m{+from+}\u{1B}[m"))
      let plain = try GlanceProcess.run(
        ["-qec", command, "/dev/null"], environment: ["TERM": "xterm", "NO_COLOR": "1"],
        executable: URL(fileURLWithPath: "/usr/bin/script"))
      #expect(plain.stdout.contains("[-since-]{+from+}") && !plain.stdout.contains("\u{1B}["))
    }

    try text.replacingOccurrences(of: "\"capacity\": 2", with: "\"capacity\": \"two\"").write(
      to: file, atomically: true, encoding: .utf8)
    let broken = try GlanceProcess.run(["diff", Self.reference, copy.path])
    #expect(broken.status == 65)
    #expect(
      broken.stderr
        == "Error: cannot read the actual snapshot '\(copy.path)/student/en-US/small.json': $.capacity: invalid value 'two', expected a whole number\n"
    )
    #expect(
      broken.stdout.hasSuffix(
        "0 files differ, 0 only in reference, 0 only in actual, 1 unreadable\n"))

    let empty = try GlanceProcess.run(["diff", Self.reference, "Data"])
    #expect(empty.status == 66)
    #expect(empty.stderr == "Error: no Glance snapshots in 'Data'\n")
  }
}
