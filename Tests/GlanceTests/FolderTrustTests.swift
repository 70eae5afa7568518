import Foundation
import SeededRandom
import Snapshots
import Testing

/// An output folder says what it holds: runs stopped at any moment leave it matching its
/// manifest, and `glance verify` says whether it does.
@Suite(.serialized, .enabled(if: GlanceProcess.isAvailable, "the glance binary is not built"))
struct FolderTrustTests {
  /// A scratch project of `copies` copies of each sample source, with a pipeline of its own
  /// writing three of the six families (the same code paths, at half the cost).
  static func project(copies: Int) throws -> (root: URL, pipeline: URL, output: URL) {
    let root = NightlyPipelineTests.scratch()
    let data = root.appendingPathComponent("Data")
    try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
    let samples = GlanceProcess.packageRoot.appendingPathComponent("Data")
    for name in try FileManager.default.contentsOfDirectory(atPath: samples.path) {
      for copy in 0..<copies {
        try FileManager.default.copyItem(
          at: samples.appendingPathComponent(name),
          to: data.appendingPathComponent("\(name)-\(copy)"))
      }
    }
    let pipeline = root.appendingPathComponent("Pipelines/nightly.json")
    try FileManager.default.createDirectory(
      at: pipeline.deletingLastPathComponent(), withIntermediateDirectories: true)
    try #"""
    {"sources": "../Data", "output": "../Output", "referenceDate": "2026-06-01T11:00:00Z",
     "families": ["small", "medium", "accessoryInline"]}
    """#.write(to: pipeline, atomically: true, encoding: .utf8)
    return (root, pipeline, root.appendingPathComponent("Output"))
  }

  /// Whether every file the manifest lists is on disk with its size and SHA-256, and every
  /// snapshot on disk is listed: the folder's truth, found without `glance`.
  static func matchesManifest(_ output: URL) throws -> Bool {
    guard
      let data = FileManager.default.contents(
        atPath: output.appendingPathComponent("manifest.json").path),
      let manifest = Manifest(bytes: [UInt8](data))
    else { return false }
    for file in manifest.files {
      guard
        let bytes = FileManager.default.contents(
          atPath: output.appendingPathComponent(file.path).path),
        bytes.count == file.bytes, SHA256.hex([UInt8](bytes)) == file.sha256
      else { return false }
    }
    let listed = Set(manifest.files.map(\.path))
    let onDisk = try FileManager.default.subpathsOfDirectory(atPath: output.path).filter {
      $0.contains("/") && $0.hasSuffix(".json") && !$0.split(separator: "/").last!.hasPrefix(".")
    }
    return Set(onDisk) == listed
  }

  /// The reference dates of each source's snapshots: one per source when its snapshots were
  /// committed together.
  static func referenceDates(_ output: URL) throws -> [String: Set<String>] {
    var dates: [String: Set<String>] = [:]
    for path in try FileManager.default.subpathsOfDirectory(atPath: output.path)
    where path.split(separator: "/").count == 3 && path.hasSuffix(".json")
      && !path.split(separator: "/").last!.hasPrefix(".")
    {
      let object =
        try JSONSerialization.jsonObject(
          with: Data(contentsOf: output.appendingPathComponent(path)))
        as? [String: Any]
      dates[String(path.split(separator: "/")[0]), default: []].insert(
        object?["referenceDate"] as? String ?? "unreadable")
    }
    return dates
  }

  /// Runs stopped at seeded moments spread over a run (and, for a signal none of them caught
  /// mid-run, nearer its middle), each for another date: by SIGINT and SIGTERM, after which
  /// each source is all new or as it was and the folder verifies; and
  /// by SIGKILL, after which every file is whole and `glance verify` says truly whether the
  /// folder matches. Then a run that finishes repairs everything and matches a fresh one.
  @Test func runsStoppedAtAnyMomentLeaveAFolderThatVerifies() throws {
    let project = try Self.project(copies: 2)
    defer { try? FileManager.default.removeItem(at: project.root) }
    let started = ContinuousClock.now
    #expect(try GlanceProcess.run(["run", project.pipeline.path, "--quiet"]).status == 0)
    let duration = started.duration(to: .now)
    let seconds =
      Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    var random = SeededRandom(seed: 20_261_130)
    var interrupted: [Int32: Int] = [:]
    func stop(_ attempt: Int, by signal: Int32, at fraction: Double) throws {
      let delay = fraction * seconds
      let context = "attempt \(attempt), signal \(signal) after \(String(format: "%.2f", delay)) s"
      let now = "2026-06-\(String(format: "%02d", 2 + attempt))T08:00:00Z"
      let before = try Self.referenceDates(project.output)
      let process = Process()
      process.executableURL = GlanceProcess.executable
      process.arguments = [
        "run", project.pipeline.path, "--quiet", "--jobs", "\(1 + attempt % 2)", "--now", now,
      ]
      process.standardError = FileHandle.nullDevice
      try process.run()
      Thread.sleep(forTimeInterval: delay)
      kill(process.processIdentifier, signal)
      process.waitUntilExit()
      try NightlyPipelineTests.expectComplete(project.output, context: context)
      let verify = try GlanceProcess.run(["verify", project.output.path])
      let status = process.terminationReason == .exit ? process.terminationStatus : -signal
      // Only a run that finished leaves a folder that verifies; one stopped cleanly leaves a
      // manifest that says it did not finish (one killed before its first write, the last).
      if status == 0 || status == 130 {
        #expect((verify.status == 0) == (status == 0), "\(context): \(verify.stdout)")
      }
      if signal == SIGKILL {
        // Killed outright the manifest may be behind the files; verify says so whenever it is.
        if try !Self.matchesManifest(project.output) {
          #expect(verify.status == 1, "\(context): \(verify.stdout)")
        }
        return
      }
      // Stopped by a signal: finished first (0), stopped cleanly (130), or stopped before the
      // handlers were in place, when nothing had been written.
      #expect([0, 130, -signal].contains(status), "\(context): \(status)")
      interrupted[signal, default: 0] += status == 130 ? 1 : 0
      // The files match the manifest: nothing but the run's own findings is listed.
      #expect(
        !verify.stdout.contains("missing:") && !verify.stdout.contains("differs:")
          && !verify.stdout.contains("not in the manifest:"),
        "\(context): \(verify.stdout)\(verify.stderr)")
      #expect(try Self.matchesManifest(project.output), "\(context)")
      // Each source this run committed is all new; every other is as the run found it (a
      // source an earlier SIGKILL stopped between two renames keeps both dates until a run
      // commits it again).
      for (source, dates) in try Self.referenceDates(project.output) {
        #expect(
          dates == [now] || dates == before[source],
          "\(context): \(source) has \(dates.sorted()), had \(before[source, default: []].sorted())"
        )
      }
    }
    // A moment from the start of the process to the end of a whole run: the same fractions
    // on every machine.
    for attempt in 0..<9 {
      try stop(
        attempt, by: [SIGINT, SIGTERM, SIGKILL][attempt % 3],
        at: Double(random.next() >> 11) / Double(1 << 53))
    }
    // How much of a process's life its handlers are in place for differs between machines
    // and builds (a sanitizer's start-up and teardown are long, and the run between them
    // short): a signal none of those moments caught mid-run is sent again at moments a tenth
    // of a run apart, until one is.
    var attempt = 9
    for signal in [SIGINT, SIGTERM] {
      for tenth in 1...9 where interrupted[signal, default: 0] == 0 {
        let fraction = Double(tenth) / 10
        try stop(attempt, by: signal, at: fraction)
        attempt += 1
      }
    }
    // Both signals were handled, not ignored.
    #expect(interrupted[SIGINT, default: 0] > 0 && interrupted[SIGTERM, default: 0] > 0)
    // A run that finishes removes the stopped runs' temporary files and matches a run that
    // was never stopped.
    #expect(try GlanceProcess.run(["run", project.pipeline.path, "--quiet"]).status == 0)
    let leftovers = try FileManager.default.subpathsOfDirectory(atPath: project.output.path)
      .filter { $0.contains(".glance-tmp-") }
    #expect(leftovers.isEmpty, "\(leftovers)")
    #expect(try GlanceProcess.run(["verify", project.output.path]).status == 0)
    let fresh = project.root.appendingPathComponent("Fresh")
    #expect(
      try GlanceProcess.run(["run", project.pipeline.path, "--quiet", "-o", fresh.path]).status
        == 0)
    #expect(try GlanceProcess.run(["diff", fresh.path, project.output.path]).status == 0)
  }

  /// `glance verify` on the committed reference, then on copies with one file edited, one
  /// shortened, one removed and one added: each is listed, and the exit code is 1.
  @Test func verifyListsEveryFileThatDoesNotMatch() throws {
    let copy = NightlyPipelineTests.scratch()
    defer { try? FileManager.default.removeItem(at: copy) }
    try FileManager.default.copyItem(at: NightlyPipelineTests.reference, to: copy)
    let clean = try GlanceProcess.run(["verify", copy.path])
    #expect(clean.status == 0, "\(clean.stdout)")
    #expect(clean.stderr == "verified 108 snapshots against '\(copy.path)/manifest.json'\n")

    let edited = copy.appendingPathComponent("student/en-US/small.json")
    var text = try String(contentsOf: edited, encoding: .utf8)
    text = text.replacingOccurrences(of: "Return", with: "Retune")
    try text.write(to: edited, atomically: true, encoding: .utf8)
    let shortened = copy.appendingPathComponent("seoul/ko-KR/medium.json")
    try Data(try Data(contentsOf: shortened).dropLast(10)).write(to: shortened)
    try FileManager.default.removeItem(at: copy.appendingPathComponent("family/de-DE/large.json"))
    try FileManager.default.copyItem(
      at: copy.appendingPathComponent("newuser/en-US/small.json"),
      to: copy.appendingPathComponent("newuser/en-US/huge.json"))
    let result = try GlanceProcess.run(["verify", copy.path])
    #expect(result.status == 1)
    let lines = result.stdout.split(separator: "\n").map(String.init)
    #expect(lines.count == 4, "\(result.stdout)")
    #expect(lines[0] == "missing: family/de-DE/large.json (listed in the manifest, not on disk)")
    #expect(lines[1] == "not in the manifest: newuser/en-US/huge.json")
    #expect(lines[2].hasPrefix("differs: seoul/ko-KR/medium.json ("))
    #expect(
      lines[2].hasSuffix(" bytes, the manifest says \(try Data(contentsOf: shortened).count + 10))")
    )
    let sha = SHA256.hex([UInt8](try Data(contentsOf: edited)))
    #expect(
      lines[3].hasPrefix("differs: student/en-US/small.json (SHA-256 \(sha), the manifest says "))
    #expect(
      result.stderr == "4 files do not match '\(copy.path)/manifest.json' (108 snapshots listed)\n")
  }

  @Test func verifyNeedsAManifestItCanRead() throws {
    let folder = NightlyPipelineTests.scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try Data("{}".utf8).write(to: folder.appendingPathComponent("manifest.shard-1-of-2.json"))
    let missing = try GlanceProcess.run(["verify", folder.path])
    #expect(missing.status == 66)
    #expect(
      missing.stderr
        == "Error: cannot read '\(folder.path)/manifest.json': no such file (the folder holds shard manifests: 'glance merge \(folder.path)' writes it)\n"
    )
    let shard = try GlanceProcess.run(["verify", folder.path, "--shard", "1/2"])
    #expect(shard.status == 65)
    #expect(
      shard.stderr
        == "Error: cannot read '\(folder.path)/manifest.shard-1-of-2.json': not a Glance manifest\n"
    )
    #expect(try GlanceProcess.run(["verify", folder.path + "/none"]).status == 66)
  }
}
