import Foundation
import Testing

/// The nightly job as it is scheduled: the fixture pinned for the reference snapshots apart
/// from the production pipeline that follows the clock, and a log of one line a night.
@Suite(.enabled(if: GlanceProcess.isAvailable, "the glance binary is not built"))
struct ScheduleTests {
  static func referenceDate(of pipeline: String) throws -> String? {
    let url = GlanceProcess.packageRoot.appendingPathComponent(pipeline)
    let object = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any]
    return object?["referenceDate"] as? String
  }

  /// The README's cron line runs a pipeline that reads the clock; the default pipeline, which
  /// the reference snapshots are made with, stays pinned.
  @Test func theCronLineRunsThePipelineThatReadsTheClock() throws {
    let readme = try String(
      contentsOf: GlanceProcess.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
    let cron = try #require(readme.split(separator: "\n").first { $0.hasPrefix("15 2 * * *") })
    let words = cron.split(separator: " ").map(String.init)
    let pipeline = try #require(words.first { $0.hasPrefix("Pipelines/") })
    #expect(try Self.referenceDate(of: pipeline) ?? "now" == "now", "\(cron)")
    #expect(words.contains("--quiet"))
    #expect(try Self.referenceDate(of: "Pipelines/nightly.json") == "2026-06-01T11:00:00Z")
  }

  /// The production pipeline's snapshots are for the moment it ran.
  @Test func theProductionPipelineUsesTheClock() throws {
    let output = NightlyPipelineTests.scratch()
    defer { try? FileManager.default.removeItem(at: output) }
    let before = Date()
    let run = try GlanceProcess.run([
      "run", "Pipelines/production.json", "-q", "-o", output.path, "--format", "json",
    ])
    #expect(run.status == 0, "\(run.stderr)")
    let document = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
    let record = try #require(document?["run"] as? [String: Any])
    let date = try #require(
      ISO8601DateFormatter().date(from: record["referenceDate"] as? String ?? ""))
    #expect(abs(date.timeIntervalSince(before)) < 120, "\(date)")
    #expect(record["complete"] as? Bool == true)
    #expect(document?["snapshots"] as? Int == 108)
  }

  /// A source with two errors of one code and a warning of another.
  static func project() throws -> URL {
    let root = NightlyPipelineTests.scratch()
    let source = root.appendingPathComponent("Data/a")
    try FileManager.default.createDirectory(at: source, withIntermediateDirectories: true)
    try FileManager.default.createDirectory(
      at: root.appendingPathComponent("Pipelines"), withIntermediateDirectories: true)
    let calendar = """
      BEGIN:VCALENDAR
      BEGIN:VEVENT
      UID:1
      SUMMARY:Bad
      DTSTART:2026XX
      END:VEVENT
      BEGIN:VEVENT
      UID:2
      SUMMARY:Worse
      DTSTART:2026YY
      END:VEVENT
      BEGIN:VEVENT
      UID:3
      SUMMARY:Odd
      DTSTART:20260601T150000Z
      DURATION:PT1H
      DTEND:20260601T160000Z
      END:VEVENT
      END:VCALENDAR

      """
    try Data(calendar.replacingOccurrences(of: "\n", with: "\r\n").utf8).write(
      to: source.appendingPathComponent("cal.ics"))
    try Data(
      #"{"sources": "../Data", "output": "../Output", "referenceDate": "2026-06-01T08:00:00Z", "families": ["small"]}"#
        .utf8
    ).write(to: root.appendingPathComponent("Pipelines/p.json"))
    return root
  }

  static var summary: Regex<Substring> {
    #/^wrote 2 snapshots for 1 source \(\d+ changed\) in \d+\.\d s, 3 diagnostics \(2 ICS012, 1 ICS024\)$/#
  }

  /// `--quiet` leaves the summary line alone, which counts the diagnostics by code;
  /// `--min-severity` chooses which are printed.
  @Test func quietLeavesOneLineAndMinSeverityChoosesTheDiagnostics() throws {
    let root = try Self.project()
    defer { try? FileManager.default.removeItem(at: root) }
    func lines(_ extra: [String]) throws -> [String] {
      let run = try GlanceProcess.run(["run", "Pipelines/p.json"] + extra, directory: root)
      #expect(run.status == 0, "\(run.stderr)")
      return run.stderr.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(
        String.init)
    }
    let quiet = try lines(["--quiet"])
    #expect(quiet.count == 1, "\(quiet)")
    #expect(quiet.first?.wholeMatch(of: Self.summary) != nil, "\(quiet)")
    let all = try lines([])
    #expect(all.count == 4)
    #expect(
      all[0]
        == "Data/a/cal.ics:5: error: [ICS012] invalid DTSTART value '2026XX'; event 'Bad' skipped")
    #expect(all[2].hasPrefix("Data/a/cal.ics:12: warning: [ICS024] "))
    #expect(all[3].wholeMatch(of: Self.summary) != nil)
    let errors = try lines(["--min-severity", "error"])
    #expect(errors.count == 3 && errors.prefix(2).allSatisfy { $0.contains(": error: ") })
    // With --strict, the one line is still all there is, and the code says it failed.
    let strict = try GlanceProcess.run(
      ["run", "Pipelines/p.json", "-q", "--strict"], directory: root)
    #expect(strict.status == 65)
    #expect(strict.stderr.split(separator: "\n").count == 1)
    let typo = try GlanceProcess.run(
      ["run", "Pipelines/p.json", "--min-severity", "warnig"], directory: root)
    #expect(typo.status == 64)
    #expect(
      typo.stderr.hasPrefix(
        "Error: The value 'warnig' is invalid for '--min-severity <severity>'. Please provide one of 'note', 'warning', 'error'. Did you mean 'warning'?"
      ))
  }

  /// Paths in a pipeline file are relative to its own folder: the same file works from any
  /// working directory, a pipeline at the top of a project names `Data` and `--sources`
  /// replaces the folder.
  @Test func pipelinePathsAreRelativeToTheFilesFolder() throws {
    let root = try Self.project()
    defer { try? FileManager.default.removeItem(at: root) }
    let elsewhere = try GlanceProcess.run(
      ["run", root.appendingPathComponent("Pipelines/p.json").path, "-q"],
      directory: FileManager.default.temporaryDirectory)
    #expect(elsewhere.status == 0, "\(elsewhere.stderr)")
    #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("Output/a").path))

    try Data(#"{"sources": "Data", "output": "Top", "families": ["small"]}"#.utf8).write(
      to: root.appendingPathComponent("top.json"))
    let top = try GlanceProcess.run(["run", "top.json", "-q"], directory: root)
    #expect(top.status == 0, "\(top.stderr)")
    #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("Top/a").path))

    try FileManager.default.moveItem(
      at: root.appendingPathComponent("Data"), to: root.appendingPathComponent("People"))
    let missing = try GlanceProcess.run(["run", "Pipelines/p.json", "-q"], directory: root)
    #expect(missing.status == 66)
    #expect(
      missing.stderr
        == "Error: cannot read sources folder '\(root.appendingPathComponent("Data").path)': no such folder (the pipeline's paths are relative to its own folder)\n"
        || missing.stderr
          == "Error: cannot read sources folder 'Data': no such folder (the pipeline's paths are relative to its own folder)\n",
      "\(missing.stderr)")
    let sources = try GlanceProcess.run(
      ["run", "Pipelines/p.json", "-q", "--sources", "People"], directory: root)
    #expect(sources.status == 0, "\(sources.stderr)")
  }
}
