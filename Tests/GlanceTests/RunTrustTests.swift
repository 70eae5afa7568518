import Foundation
import Snapshots
import Testing

/// Runs you can trust: a folder a run left half done fails `glance verify`, shards that are
/// not one finished run are refused by `glance merge`, and two runs never write one folder at
/// once. Each case runs real `glance` processes over a generated set of sources.
@Suite(.serialized, .enabled(if: GlanceProcess.isAvailable, "the glance binary is not built"))
struct RunTrustTests {
  static let yesterday = "2026-06-01T08:00:00Z"
  static let today = "2026-06-02T08:00:00Z"

  /// 20 copies of each sample person (120 sources for six), run once for yesterday.
  static func project() throws -> (root: URL, pipeline: URL, output: URL) {
    let project = try FolderTrustTests.project(copies: 20)
    let first = try GlanceProcess.run(["run", project.pipeline.path, "-q", "--now", yesterday])
    #expect(first.status == 0, "\(first.stderr)")
    return project
  }

  /// How many sources of `output` hold snapshots for `date`, from one file each.
  static func sources(of output: URL, at date: String) -> Int {
    let manager = FileManager.default
    let names = (try? manager.contentsOfDirectory(atPath: output.path)) ?? []
    return names.filter { name in
      let folder = output.appendingPathComponent(name)
      guard let locale = try? manager.contentsOfDirectory(atPath: folder.path).sorted().first,
        let data = manager.contents(
          atPath: folder.appendingPathComponent("\(locale)/small.json").path)
      else { return false }
      return String(decoding: data, as: UTF8.self).contains("\"referenceDate\": \"\(date)\"")
    }.count
  }

  /// Starts a run for today and sends `signal` once at least `count` sources are written.
  static func stop(
    _ project: (root: URL, pipeline: URL, output: URL), by signal: Int32, after count: Int,
    extra: [String] = []
  ) throws -> Int32 {
    let process = Process()
    process.executableURL = GlanceProcess.executable
    process.arguments = ["run", project.pipeline.path, "-q", "-j", "1", "--now", today] + extra
    process.standardError = FileHandle.nullDevice
    try process.run()
    while process.isRunning, sources(of: project.output, at: today) < count {
      Thread.sleep(forTimeInterval: 0.01)
    }
    kill(process.processIdentifier, signal)
    process.waitUntilExit()
    return process.terminationReason == .exit ? process.terminationStatus : -signal
  }

  /// How many sources `project` holds: 20 for each sample person in Data/.
  static func total(_ project: (root: URL, pipeline: URL, output: URL)) throws -> Int {
    try FileManager.default.contentsOfDirectory(
      atPath: project.root.appendingPathComponent("Data").path
    ).count
  }

  /// Ctrl-C at about 37 of 120 sources, SIGTERM at about 55: the files match the manifest,
  /// and yet `verify` exits 1, saying the run did not finish, how many sources are at each
  /// date, and which sources are the night before's.
  @Test(arguments: [(SIGINT, 37), (SIGTERM, 55)])
  func aRunStoppedPartwayFailsVerify(_ signal: Int32, _ at: Int) throws {
    let project = try Self.project()
    defer { try? FileManager.default.removeItem(at: project.root) }
    let total = try Self.total(project)
    let status = try Self.stop(project, by: signal, after: at)
    #expect(status == 130)
    let written = Self.sources(of: project.output, at: Self.today)
    #expect(written >= at && written < total, "\(written)")
    let verify = try GlanceProcess.run(["verify", project.output.path])
    #expect(verify.status == 1)
    let lines = verify.stdout.split(separator: "\n").map(String.init)
    #expect(lines.count == 2 + (total - written), "\(verify.stdout)")
    #expect(lines[0].hasSuffix(" did not finish: \(written) of \(total) sources are its own"))
    let counts = [(written, Self.today), (total - written, Self.yesterday)].sorted { $0.0 > $1.0 }
    #expect(
      lines[1]
        == "mixed: the sources are at 2 reference dates (\(counts[0].0) at \(counts[0].1), \(counts[1].0) at \(counts[1].1))"
    )
    // Grouped by source: each source left at yesterday's date, and no file problem.
    #expect(lines.dropFirst(2).allSatisfy { $0.contains(" at \(Self.yesterday), not this run's") })
    #expect(!verify.stdout.contains("missing:") && !verify.stdout.contains("differs:"))
    #expect(verify.stderr.contains("is not one finished run: the run did not finish"))

    let json = try GlanceProcess.run(["verify", project.output.path, "--format", "json"])
    #expect(json.status == 1)
    let document =
      try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
    #expect(document?["schema"] as? String == "glance.verify/1")
    #expect(document?["ok"] as? Bool == false && document?["complete"] as? Bool == false)
    let dates = (document?["referenceDates"] as? [[String: Any]] ?? []).reduce(
      into: [String: Int]()
    ) { $0[$1["date"] as? String ?? "?"] = $1["sources"] as? Int }
    #expect(dates == [Self.today: written, Self.yesterday: total - written])

    // The next run that finishes makes the folder one run again.
    let rerun = try GlanceProcess.run(["run", project.pipeline.path, "-q", "--now", Self.today])
    #expect(rerun.status == 0)
    #expect(try GlanceProcess.run(["verify", project.output.path]).status == 0)
  }

  /// A run killed outright cannot rewrite its manifest, but the one it wrote before its first
  /// snapshot says it did not finish.
  @Test func aRunKilledOutrightFailsVerify() throws {
    let project = try Self.project()
    defer { try? FileManager.default.removeItem(at: project.root) }
    #expect(try Self.stop(project, by: SIGKILL, after: 20) == -SIGKILL)
    let verify = try GlanceProcess.run(["verify", project.output.path])
    #expect(verify.status == 1)
    #expect(verify.stdout.hasPrefix("run 2026"), "\(verify.stdout)")
    #expect(verify.stdout.contains(" did not finish: "))
  }

  /// Shards of different reference dates, a shard stopped by SIGTERM and shards of another
  /// pipeline are refused with exit 65; `--allow-partial` merges them and says so in the
  /// manifest, which `verify` then fails. Shards of one run merge into the whole run's
  /// manifest, byte for byte.
  @Test func mergeRefusesShardsThatAreNotOneFinishedRun() throws {
    let project = try FolderTrustTests.project(copies: 8)
    defer { try? FileManager.default.removeItem(at: project.root) }
    let shards = project.root.appendingPathComponent("Shards")
    func shard(_ k: Int, _ date: String, pipeline: URL? = nil) throws {
      let run = try GlanceProcess.run([
        "run", (pipeline ?? project.pipeline).path, "-q", "--shard", "\(k)/2", "--now", date,
        "-o", shards.path,
      ])
      #expect(run.status == 0, "\(run.stderr)")
    }
    func merge(_ extra: [String] = []) throws -> GlanceProcess.Result {
      try GlanceProcess.run(["merge", shards.path] + extra)
    }
    try shard(1, Self.today)
    try shard(2, Self.today)
    #expect(try merge().status == 0)
    let whole = try GlanceProcess.run([
      "run", project.pipeline.path, "-q", "--now", Self.today, "-o",
      project.root.appendingPathComponent("Whole").path,
    ])
    #expect(whole.status == 0)
    #expect(
      try Data(contentsOf: shards.appendingPathComponent("manifest.json"))
        == Data(contentsOf: project.root.appendingPathComponent("Whole/manifest.json")))

    // Another date.
    try shard(2, Self.yesterday)
    let dates = try merge()
    #expect(dates.status == 65)
    #expect(dates.stderr.hasPrefix("Error: refusing to merge '\(shards.path)': "))
    #expect(
      dates.stderr.contains(
        "shards of 2 reference dates: \(Self.today) (shard 1/2); \(Self.yesterday) (shard 2/2)"))

    // Another pipeline: the same sources, another family list.
    let other = project.root.appendingPathComponent("Pipelines/other.json")
    try Data(
      #"{"sources": "../Data", "output": "../Output", "referenceDate": "2026-06-01T11:00:00Z", "families": ["small", "medium", "accessoryInline"], "maxEntries": 40}"#
        .utf8
    ).write(to: other)
    try shard(2, Self.today, pipeline: other)
    let pipelines = try merge()
    #expect(pipelines.status == 65)
    #expect(pipelines.stderr.contains("shards of 2 pipeline files: "))

    // A shard stopped by SIGTERM.
    try shard(2, Self.yesterday)
    let stopped = try Self.stop(
      (project.root, project.pipeline, shards), by: SIGTERM,
      after: Self.sources(of: shards, at: Self.today) + 2,
      extra: ["--shard", "2/2", "-o", shards.path])
    #expect(stopped == 130)
    let partial = try merge()
    #expect(partial.status == 65)
    #expect(partial.stderr.contains("shard 2/2: run "), "\(partial.stderr)")
    #expect(partial.stderr.contains(" did not finish: "))

    // Let through on purpose, and recorded.
    let allowed = try merge(["--allow-partial", "--format", "json"])
    #expect(allowed.status == 0, "\(allowed.stderr)")
    let document =
      try JSONSerialization.jsonObject(with: Data(allowed.stdout.utf8)) as? [String: Any]
    #expect(document?["merged"] as? Bool == true)
    #expect((document?["refusals"] as? [String])?.isEmpty == false)
    let manifest = try #require(
      Manifest(bytes: [UInt8](try Data(contentsOf: shards.appendingPathComponent("manifest.json"))))
    )
    #expect(manifest.run?.complete == false && manifest.run?.partial.isEmpty == false)
    let verify = try GlanceProcess.run(["verify", shards.path])
    #expect(verify.status == 1)
    #expect(verify.stdout.contains("was merged with '--allow-partial'"))
  }

  /// A second run into a folder another run holds exits 75 naming the holder; the first
  /// finishes with 0. With `--wait` the second waits and then runs. A lock file a dead
  /// process left is taken over.
  @Test func twoRunsNeverWriteOneFolderAtOnce() throws {
    let project = try Self.project()
    defer { try? FileManager.default.removeItem(at: project.root) }
    let lock = project.output.appendingPathComponent(".glance-run.lock")
    func start(_ extra: [String]) throws -> (Process, Pipe) {
      let process = Process()
      process.executableURL = GlanceProcess.executable
      process.arguments =
        ["run", project.pipeline.path, "-q", "-j", "1", "--now", Self.today] + extra
      let err = Pipe()
      process.standardError = err
      try process.run()
      return (process, err)
    }
    let (first, _) = try start([])
    while first.isRunning, !FileManager.default.fileExists(atPath: lock.path) {
      Thread.sleep(forTimeInterval: 0.005)
    }
    let second = try GlanceProcess.run(["run", project.pipeline.path, "-q", "--now", Self.today])
    let firstRunning = first.isRunning
    #expect(second.status == 75 || !firstRunning, "\(second.stderr)")
    if firstRunning {
      #expect(
        second.stderr.hasPrefix(
          "Error: the output folder is in use by another run (pid \(first.processIdentifier) on "),
        "\(second.stderr)")
    }
    let (waiting, waitingErr) = try start(["--wait"])
    first.waitUntilExit()
    waiting.waitUntilExit()
    #expect(first.terminationStatus == 0)
    #expect(waiting.terminationStatus == 0)
    let waited = String(
      decoding: waitingErr.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    #expect(waited.hasSuffix(" 0 diagnostics\n"), "\(waited)")
    #expect(!FileManager.default.fileExists(atPath: lock.path))

    // Shards share the folder: another shard runs beside one, the same shard and a whole run
    // do not.
    let (shard, _) = try start(["--shard", "1/2"])
    let shardLock = project.output.appendingPathComponent(".glance-run.shard-1-of-2.lock")
    while shard.isRunning, !FileManager.default.fileExists(atPath: shardLock.path) {
      Thread.sleep(forTimeInterval: 0.005)
    }
    let beside = try GlanceProcess.run(
      ["run", project.pipeline.path, "-q", "--now", Self.today, "--shard", "2/2"])
    let same = try GlanceProcess.run(
      ["run", project.pipeline.path, "-q", "--now", Self.today, "--shard", "1/2"])
    let whole = try GlanceProcess.run(["run", project.pipeline.path, "-q", "--now", Self.today])
    let shardRunning = shard.isRunning
    shard.waitUntilExit()
    #expect(beside.status == 0, "\(beside.stderr)")
    if shardRunning {
      #expect(same.status == 75, "\(same.stderr)")
      #expect(whole.status == 75, "\(whole.stderr)")
      #expect(whole.stderr.contains("in use by the shards of another run"), "\(whole.stderr)")
    }
    #expect(shard.terminationStatus == 0)
    #expect(try GlanceProcess.run(["merge", project.output.path]).status == 0)

    // A stale lock file: its pid is of a process that is gone, and it holds no lock.
    let dead = Process()
    dead.executableURL = URL(fileURLWithPath: "/bin/true")
    try dead.run()
    dead.waitUntilExit()
    try Data("pid \(dead.processIdentifier) on here\n".utf8).write(to: lock)
    let after = try GlanceProcess.run(["run", project.pipeline.path, "-q", "--now", Self.today])
    #expect(after.status == 0, "\(after.stderr)")
    #expect(try GlanceProcess.run(["verify", project.output.path]).status == 0)
  }
}
