import Foundation
import Testing

@testable import glance

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
    let isCI = Environment.isCI(environment)
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
    #expect(result.stderr.contains("wrote 108 snapshots for 6 sources"))
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
      "Return library books, overdue since Saturday. Next: CS 225: Data Structures, favorite, at 10 AM. Plus 13 more this week"
    #expect(text.contains(original))
    text = text.replacingOccurrences(
      of: original,
      with:
        "Return library books, overdue. Next: CS 225: Data Structures, favorite, at 10 AM. Plus 13 more this week"
    )
    try text.write(to: file, atomically: true, encoding: .utf8)
    try FileManager.default.removeItem(at: copy.appendingPathComponent("seoul/ko-KR/large.json"))
    let result = try GlanceProcess.run(["--quiet", "--output", output.path, "--check", copy.path])
    #expect(result.status == 1)
    // The changed words are marked, and nothing else of the file changed.
    #expect(
      result.stdout == """
        student/en-US/small.json
          entry 2026-06-01T11:00:00Z
            summary: Return library books, overdue{+ since Saturday+}. Next: CS 225: Data Structures, favorite, at 10 AM. Plus 13 more this week
        only in actual: seoul/ko-KR/large.json
        1 file differs, 0 only in reference, 1 only in actual

        """)

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
