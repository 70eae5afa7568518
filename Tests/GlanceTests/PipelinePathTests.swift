import Foundation
import Testing

/// `glance summarize`, `timeline` and `agenda` with `--pipeline` render a source exactly as
/// `glance run` does with that file.
@Suite(.enabled(if: GlanceProcess.isAvailable, "the glance binary is not built"))
struct PipelinePathTests {
  static let nightly = "Pipelines/nightly.json"

  /// Every snapshot the nightly run writes for two sources, one in two text sizes and one
  /// language, one in another language, is what `summarize --format json` prints.
  @Test(arguments: ["student", "family"])
  func summarizeWithThePipelinePrintsTheRunsSnapshots(_ source: String) throws {
    let output = NightlyPipelineTests.scratch()
    defer { try? FileManager.default.removeItem(at: output) }
    let run = try GlanceProcess.run(["run", Self.nightly, "--output", output.path, "--quiet"])
    #expect(run.status == 0, "\(run.stderr)")
    let folder = output.appendingPathComponent(source)
    let locales = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    #expect(!locales.isEmpty)
    var compared = 0
    for locale in locales {
      let files = try FileManager.default.contentsOfDirectory(
        atPath: folder.appendingPathComponent(locale).path)
      for file in files.sorted() {
        let name = file.dropLast(".json".count)
        let parts = name.split(separator: "@")
        let arguments = [
          "summarize", "Data/\(source)", "--pipeline", Self.nightly, "--family", String(parts[0]),
          "--text-size", parts.count > 1 ? "accessibility" : "default", "--locale", locale,
          "--format", "json",
        ]
        let summarized = try GlanceProcess.run(arguments)
        #expect(summarized.status == 0, "\(arguments): \(summarized.stderr)")
        let written = try String(
          contentsOf: folder.appendingPathComponent("\(locale)/\(file)"), encoding: .utf8)
        #expect(summarized.stdout == written, "\(source)/\(locale)/\(file)")
        compared += 1
      }
    }
    #expect(compared == 12 * locales.count)
  }

  /// A pipeline file's capacities and entry limit reach the commands too.
  @Test func thePipelinesCapacitiesAndEntryLimitApply() throws {
    let workspace = NightlyPipelineTests.scratch()
    defer { try? FileManager.default.removeItem(at: workspace) }
    let pipeline = workspace.appendingPathComponent("Pipelines/tight.json")
    try FileManager.default.createDirectory(
      at: pipeline.deletingLastPathComponent(), withIntermediateDirectories: true)
    try #"""
    {"sources": "../Data", "output": "../Output", "referenceDate": "2026-06-01T11:00:00Z",
     "capacities": {"medium": {"default": 1}}, "maxEntries": 2}
    """#.write(to: pipeline, atomically: true, encoding: .utf8)
    let plain = try GlanceProcess.run([
      "timeline", "Data/student", "--family", "medium", "--now", "2026-06-01T11:00:00Z",
    ])
    #expect(plain.stdout.hasPrefix("medium (default text, 3 rows): "), "\(plain.stdout)")
    let tight = try GlanceProcess.run([
      "timeline", "Data/student", "--family", "medium", "--pipeline", pipeline.path,
    ])
    #expect(tight.status == 0, "\(tight.stderr)")
    #expect(tight.stdout.hasPrefix("medium (default text, 1 row): 2 entries, "), "\(tight.stdout)")
  }
}
