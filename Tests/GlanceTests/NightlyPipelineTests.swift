import Foundation
import SeededRandom
import Testing

/// The main job end to end, with the built binary: the default pipeline over Data/ against the
/// committed reference snapshots, determinism, --check, diff, and interruption.
@Suite(.serialized, .enabled(if: GlanceProcess.isAvailable, "the glance binary is not built"))
struct NightlyPipelineTests {
  static let reference = GlanceProcess.packageRoot.appendingPathComponent(
    "Tests/GlanceTests/__Snapshots__/nightly")

  static func scratch() -> URL {
    FileManager.default.temporaryDirectory.appendingPathComponent("glance-e2e-\(UUID().uuidString)")
  }

  /// The default pipeline over Data/ matches the committed snapshots. Set GLANCE_RECORD=1 to
  /// regenerate them on purpose; with CI set nothing is ever recorded, and a missing reference
  /// fails.
  @Test func defaultRunMatchesTheReferenceSnapshots() throws {
    let output = Self.scratch()
    defer { try? FileManager.default.removeItem(at: output) }
    let environment = ProcessInfo.processInfo.environment
    let isCI = environment["CI"] != nil
    let exists = FileManager.default.fileExists(atPath: Self.reference.path)
    var arguments = ["--quiet", "--output", output.path, "--check", Self.reference.path]
    if !isCI, environment["GLANCE_RECORD"] == "1" || !exists { arguments.append("--record") }
    let result = try GlanceProcess.run(arguments)
    #expect(exists || isCI == false, "no reference snapshots at \(Self.reference.path)")
    #expect(
      result.status == 0, "snapshots differ from the reference:\n\(result.stdout)\(result.stderr)")
    if !exists {
      Issue.record(
        "reference snapshots were missing and have been recorded; review and commit them")
    }
    #expect(result.stderr.contains("wrote 96 snapshots for 5 sources"))
  }

  @Test func timeZoneAndLanguageOfTheProcessChangeNothing() throws {
    let output = Self.scratch()
    defer { try? FileManager.default.removeItem(at: output) }
    let result = try GlanceProcess.run(
      ["--quiet", "--output", output.path, "--check", Self.reference.path, "--jobs", "1"],
      environment: ["TZ": "Pacific/Kiritimati", "LANG": "ja_JP.UTF-8", "LC_ALL": "de_DE.UTF-8"])
    #expect(result.status == 0, "\(result.stdout)")
  }

  @Test func checkFailsAndShowsTheChangedSummary() throws {
    let copy = Self.scratch()
    let output = Self.scratch()
    defer {
      try? FileManager.default.removeItem(at: copy)
      try? FileManager.default.removeItem(at: output)
    }
    try FileManager.default.copyItem(at: Self.reference, to: copy)
    let file = copy.appendingPathComponent("student/en-US/small.json")
    var text = try String(contentsOf: file, encoding: .utf8)
    let original =
      "Return library books, overdue since Saturday. Next: CS 225: Data Structures, favorite, at 10 AM. Plus 3 more today and 10 later this week"
    #expect(text.contains(original))
    text = text.replacingOccurrences(
      of: original, with: "Return library books, overdue. Plus 3 more today")
    try text.write(to: file, atomically: true, encoding: .utf8)
    try FileManager.default.removeItem(at: copy.appendingPathComponent("seoul/ko-KR/large.json"))
    let result = try GlanceProcess.run(["--quiet", "--output", output.path, "--check", copy.path])
    #expect(result.status == 1)
    #expect(result.stdout.contains("student/en-US/small.json\n  entry 2026-06-01T11:00:00Z\n"))
    #expect(
      result.stdout.contains(
        "    - Return library books, overdue. Plus 3 more today\n    + \(original)\n"))
    #expect(result.stdout.contains("only in actual: seoul/ko-KR/large.json"))
    #expect(result.stdout.hasSuffix("file differ, 0 only in reference, 1 only in actual\n"))

    let diff = try GlanceProcess.run(["diff", copy.path, output.path])
    #expect(diff.status == 1)
    #expect(diff.stdout == result.stdout)
    let same = try GlanceProcess.run(["diff", Self.reference.path, output.path])
    #expect(same.status == 0 && same.stdout == "no differences\n")
    let missing = try GlanceProcess.run(["diff", "no/such/folder", output.path])
    #expect(missing.status == 66)
  }

  @Test func recordIsRefusedInCI() throws {
    let output = Self.scratch()
    let copy = Self.scratch()
    defer {
      try? FileManager.default.removeItem(at: output)
      try? FileManager.default.removeItem(at: copy)
    }
    let result = try GlanceProcess.run(
      ["--quiet", "--output", output.path, "--check", copy.path, "--record"],
      environment: ["CI": "true"])
    #expect(result.status == 1)
    #expect(result.stderr.contains("Error: refusing to record reference snapshots while CI is set"))
    #expect(!FileManager.default.fileExists(atPath: copy.path))
  }

  @Test func invalidPipelineFileNamesTheField() throws {
    let folder = Self.scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let file = folder.appendingPathComponent("bad.json")
    try #"{"sources": "Data", "output": "Output/x", "families": ["tiny"]}"#.write(
      to: file, atomically: true, encoding: .utf8)
    let result = try GlanceProcess.run(["run", file.path])
    #expect(result.status == 64)
    #expect(
      result.stderr
        == "Error: bad.json: $.families[0]: invalid value 'tiny', expected small, medium, large, extraLarge, accessoryRectangular, accessoryInline\n"
    )
  }

  /// A run killed at random moments leaves every snapshot complete: each file on disk is the
  /// old or the new version, never half of one.
  @Test func killedRunsLeaveEverySnapshotComplete() throws {
    let workspace = Self.scratch()
    defer { try? FileManager.default.removeItem(at: workspace) }
    let data = workspace.appendingPathComponent("Data")
    try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
    let samples = GlanceProcess.packageRoot.appendingPathComponent("Data")
    for name in try FileManager.default.contentsOfDirectory(atPath: samples.path) {
      for copy in 0..<6 {
        try FileManager.default.copyItem(
          at: samples.appendingPathComponent(name),
          to: data.appendingPathComponent("\(name)-\(copy)"))
      }
    }
    let pipeline = workspace.appendingPathComponent("Pipelines/nightly.json")
    try FileManager.default.createDirectory(
      at: pipeline.deletingLastPathComponent(), withIntermediateDirectories: true)
    try #"{"sources": "Data", "output": "Output", "referenceDate": "2026-06-01T11:00:00Z"}"#.write(
      to: pipeline, atomically: true, encoding: .utf8)
    // A complete first run, then runs for other dates killed part way, 20 times, at moments
    // spread over a run by a seeded generator (the same moments on every machine).
    #expect(try GlanceProcess.run(["run", pipeline.path, "--quiet"]).status == 0)
    let output = workspace.appendingPathComponent("Output")
    var random = SeededRandom(seed: 20_260_601)
    for attempt in 0..<20 {
      let delay = 0.02 + Double(random.next() >> 40) / Double(1 << 24) * 1.5
      let process = Process()
      process.executableURL = GlanceProcess.executable
      process.arguments = [
        "run", pipeline.path, "--quiet", "--jobs", "\(1 + attempt % 2)", "--now",
        "2026-06-0\(2 + attempt % 5)T08:00:00Z",
      ]
      process.standardError = FileHandle.nullDevice
      try process.run()
      Thread.sleep(forTimeInterval: delay)
      kill(process.processIdentifier, attempt % 4 == 3 ? SIGINT : SIGKILL)
      process.waitUntilExit()
      if attempt % 4 == 3, process.terminationReason == .exit {
        #expect([0, 130].contains(process.terminationStatus))
      }
      try Self.expectComplete(output, context: "attempt \(attempt) after \(delay) s")
    }
    // The next run finishes, cleans the temporary files of the killed ones, and matches a run
    // that was never interrupted.
    #expect(try GlanceProcess.run(["run", pipeline.path, "--quiet"]).status == 0)
    let leftovers = try FileManager.default.subpathsOfDirectory(atPath: output.path).filter {
      $0.contains(".glance-tmp-")
    }
    #expect(leftovers.isEmpty, "\(leftovers)")
    let fresh = workspace.appendingPathComponent("Fresh")
    #expect(
      try GlanceProcess.run(["run", pipeline.path, "--quiet", "--output", fresh.path]).status == 0)
    #expect(try GlanceProcess.run(["diff", fresh.path, output.path]).status == 0)
  }

  /// Every JSON file of a snapshot folder is whole, and the manifest names only files that exist.
  static func expectComplete(_ output: URL, context: String) throws {
    for case let url as URL in FileManager.default.enumerator(
      at: output, includingPropertiesForKeys: nil)!
    where url.pathExtension == "json" && !url.lastPathComponent.hasPrefix(".") {
      let object = try? JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any]
      #expect(object?["schema"] is String, "\(url.path) is not a complete file (\(context))")
    }
    let manifest = output.appendingPathComponent("manifest.json")
    guard let data = FileManager.default.contents(atPath: manifest.path),
      let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let files = object["files"] as? [[String: Any]]
    else { return }
    for file in files {
      let path = file["path"] as? String ?? ""
      #expect(
        FileManager.default.fileExists(atPath: output.appendingPathComponent(path).path),
        "the manifest names the missing '\(path)' (\(context))")
    }
  }
}
