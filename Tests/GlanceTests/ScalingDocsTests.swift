import Foundation
import Testing

/// Docs/scaling.md's examples run as printed: the loop on one machine, the Indexed Job's shards
/// (all eight at once, into one folder, with one reference date, as Kubernetes runs them) and
/// its merge Job's command, and the CI matrix with one checkout per shard, the artifacts copied
/// together, and the merge job. `ScalingManifestTests` checks the manifests themselves.
///
/// Each runs in a scratch copy of the repository's `Data/`, `Pipelines/` and reference
/// snapshots, with `glance` on the `PATH` (the binary the tests built) and a `swift` that
/// stands in for `swift run -c release glance`, so the commands are the documented ones
/// word for word. Scripts run with `sh -e`, so a step that fails fails the example.
@Suite(.serialized, .enabled(if: GlanceProcess.isAvailable, "the glance binary is not built"))
struct ScalingDocsTests {
  static let reference = "Tests/GlanceTests/__Snapshots__/nightly"

  /// The code blocks of one section of Docs/scaling.md, by their language.
  static func blocks(in section: String, language: String) throws -> [String] {
    let text = try DocsTests.read("Docs/scaling.md")
    guard let start = text.range(of: "\n## \(section)\n") else {
      Issue.record("Docs/scaling.md has no section '\(section)'")
      return []
    }
    let rest = text[start.upperBound...]
    let body = rest.range(of: "\n## ").map { rest[..<$0.lowerBound] } ?? rest
    return body.components(separatedBy: "```\(language)\n").dropFirst().map {
      String($0[..<$0.range(of: "```")!.lowerBound])
    }
  }

  /// A scratch checkout: the sources, the pipelines and the reference snapshots, and a `bin`
  /// folder with `glance` and the `swift` stand-in.
  struct Checkout {
    let root: URL
    let bin: URL

    init(bin: URL) throws {
      root = NightlyPipelineTests.scratch()
      self.bin = bin
      let manager = FileManager.default
      for path in ["Data", "Pipelines", ScalingDocsTests.reference] {
        let target = root.appendingPathComponent(path)
        try manager.createDirectory(
          at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        try manager.copyItem(at: GlanceProcess.packageRoot.appendingPathComponent(path), to: target)
      }
    }

    /// `script` run by `/bin/sh -e -c` here, with the environment of the example.
    func sh(_ script: String, environment: [String: String] = [:]) throws -> GlanceProcess.Result {
      var environment = environment
      environment["PATH"] = bin.path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "")
      return try GlanceProcess.run(
        ["-e", "-c", script], environment: environment, directory: root,
        executable: URL(fileURLWithPath: "/bin/sh"))
    }

    func remove() { try? FileManager.default.removeItem(at: root) }
  }

  /// `glance`, and `swift` answering `swift run -c release glance …` with it.
  static func bin() throws -> URL {
    let bin = NightlyPipelineTests.scratch()
    try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      at: bin.appendingPathComponent("glance"), withDestinationURL: GlanceProcess.executable)
    let swift = bin.appendingPathComponent("swift")
    try """
    #!/bin/sh
    # Stands in for the toolchain: 'swift run -c release glance ...' runs the glance of the tests.
    if [ "$1 $2 $3 $4" != "run -c release glance" ]; then echo "unexpected: swift $*" >&2; exit 99; fi
    shift 4
    exec glance "$@"

    """.write(to: swift, atomically: true, encoding: .utf8)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: swift.path)
    return bin
  }

  @Test func theLoopOnOneMachine() throws {
    let bin = try Self.bin()
    let checkout = try Checkout(bin: bin)
    defer {
      checkout.remove()
      try? FileManager.default.removeItem(at: bin)
    }
    let script = try #require(Self.blocks(in: "On one machine", language: "sh").first)
    let result = try checkout.sh(script)
    #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
    #expect(result.stderr.contains("merged 4 shards: 6 sources, 108 snapshots\n"))
    #expect(result.stderr.contains("verified 108 snapshots against 'out/manifest.json'\n"))
    #expect(result.stdout == "no differences\n")
  }

  /// The container's args of a Job block: the folded scalar after `- >-`, its lines joined by
  /// spaces, or the plain one after `- `.
  static func args(of job: String) -> String {
    if let folded = job.components(separatedBy: "- >-\n").dropFirst().first {
      return folded.components(separatedBy: "\n").prefix { $0.hasPrefix("              ") }
        .map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
    }
    let after = job.components(separatedBy: "args:\n").dropFirst().first ?? ""
    let line = after.components(separatedBy: "\n").first ?? ""
    return line.trimmingCharacters(in: .whitespaces).replacingOccurrences(
      of: "- ", with: "", options: .anchored)
  }

  /// A day other than the pipeline's pinned one: the pods must all render it.
  static let referenceDate = "2026-06-03T08:00:00Z"

  @Test func theIndexedJobAndItsMerge() throws {
    let bin = try Self.bin()
    let checkout = try Checkout(bin: bin)
    let snapshots = NightlyPipelineTests.scratch()
    defer {
      checkout.remove()
      try? FileManager.default.removeItem(at: bin)
      try? FileManager.default.removeItem(at: snapshots)
    }
    let manifests = try Self.blocks(in: "Kubernetes: an Indexed Job", language: "yaml")
    try #require(manifests.count == 3)
    let args = Self.args(of: manifests[1])
    #expect(args.hasPrefix("glance run Pipelines/nightly.json"))
    #expect(manifests[1].contains(#"command: ["/bin/sh", "-c"]"#))
    // The eight pods at once, into one folder, each given the one date as Kubernetes would:
    // from the ConfigMap, into the environment.
    let pods = try (0..<8).map { index in
      try ConcurrentProcess(
        "/bin/sh", ["-c", args], directory: checkout.root,
        environment: [
          "JOB_COMPLETION_INDEX": "\(index)", "SNAPSHOTS": snapshots.path,
          "REFERENCE_DATE": Self.referenceDate,
          "PATH": bin.path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? ""),
        ])
    }
    for (index, pod) in pods.enumerated() {
      let result = pod.wait()
      #expect(result.status == 0, "pod \(index): \(result.stderr)")
    }
    let merge = Self.args(of: manifests[2]).replacingOccurrences(
      of: "/snapshots/", with: snapshots.path + "/")
    #expect(merge.hasPrefix("glance merge "))
    let result = try checkout.sh(merge)
    #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
    #expect(result.stderr.contains("merged 8 shards: 6 sources, 108 snapshots\n"))
    #expect(result.stderr.contains("verified 108 snapshots against"))
    // As a single run at that date would have written it, every snapshot; and not the
    // pinned day's.
    let nightly = snapshots.appendingPathComponent("nightly")
    let single = NightlyPipelineTests.scratch()
    defer { try? FileManager.default.removeItem(at: single) }
    let run = try GlanceProcess.run([
      "run", "--quiet", "--now", Self.referenceDate, "--output", single.path,
    ])
    #expect(run.status == 0, "\(run.stderr)")
    let same = try GlanceProcess.run(["diff", single.path, nightly.path])
    #expect(same.status == 0 && same.stdout == "no differences\n", "\(same.stdout)")
    let pinned = try GlanceProcess.run([
      "diff", checkout.root.appendingPathComponent(Self.reference).path, nightly.path,
    ])
    #expect(pinned.status == 1, "the pods rendered the pipeline's day, not the one given")
  }

  @Test func theCIMatrix() throws {
    let bin = try Self.bin()
    defer { try? FileManager.default.removeItem(at: bin) }
    let workflow = try #require(Self.blocks(in: "A CI matrix", language: "yaml").first)
    let jobs = workflow.components(separatedBy: "\n  merge:\n")
    #expect(jobs.count == 2)
    let steps = jobs.map { job in
      job.components(separatedBy: "\n").compactMap { line -> String? in
        guard let range = line.range(of: "- run: ") else { return nil }
        return String(line[range.upperBound...])
      }
    }
    #expect(steps.map(\.count) == [1, 3])
    #expect(workflow.contains("shard: [1, 2, 3, 4]") && workflow.contains("merge-multiple: true"))
    // One machine per shard, each with a checkout of its own, at once.
    let shards = try (1...4).map { shard in
      let checkout = try Checkout(bin: bin)
      let script = steps[0][0].replacingOccurrences(of: "${{ matrix.shard }}", with: "\(shard)")
      return (
        checkout,
        try ConcurrentProcess(
          "/bin/sh", ["-e", "-c", script], directory: checkout.root,
          environment: [
            "PATH": bin.path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "")
          ])
      )
    }
    let merge = try Checkout(bin: bin)
    defer {
      for (checkout, _) in shards { checkout.remove() }
      merge.remove()
    }
    let out = merge.root.appendingPathComponent("out")
    for (index, (checkout, process)) in shards.enumerated() {
      let result = process.wait()
      #expect(result.status == 0, "shard \(index + 1): \(result.stdout)\(result.stderr)")
      #expect(result.stderr.hasSuffix("no differences from '\(Self.reference)'\n"))
      // download-artifact with merge-multiple: every artifact's files in one folder.
      try Self.copyMerging(checkout.root.appendingPathComponent("out"), into: out)
    }
    for step in steps[1] {
      let result = try merge.sh(step)
      #expect(result.status == 0, "\(step): \(result.stdout)\(result.stderr)")
    }
  }

  /// Copies the files of `source` into `target`, making folders as needed.
  static func copyMerging(_ source: URL, into target: URL) throws {
    let manager = FileManager.default
    for path in try manager.subpathsOfDirectory(atPath: source.path) {
      let from = source.appendingPathComponent(path)
      let to = target.appendingPathComponent(path)
      var isDirectory: ObjCBool = false
      if manager.fileExists(atPath: from.path, isDirectory: &isDirectory), isDirectory.boolValue {
        try manager.createDirectory(at: to, withIntermediateDirectories: true)
      } else {
        try manager.createDirectory(
          at: to.deletingLastPathComponent(), withIntermediateDirectories: true)
        if manager.fileExists(atPath: to.path) { try manager.removeItem(at: to) }
        try manager.copyItem(at: from, to: to)
      }
    }
  }
}

/// A process started now and waited for later, its output in files (so that several can run
/// at once without a reader each).
struct ConcurrentProcess {
  let process = Process()
  let output: URL

  init(_ executable: String, _ arguments: [String], directory: URL, environment: [String: String])
    throws
  {
    output = NightlyPipelineTests.scratch()
    guard FileManager.default.createFile(atPath: output.path, contents: nil) else {
      throw CocoaError(.fileWriteUnknown)
    }
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.currentDirectoryURL = directory
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    let handle = try FileHandle(forWritingTo: output)
    process.standardOutput = handle
    process.standardError = handle
    try process.run()
  }

  /// The exit status, and standard output and error together (as `stderr`).
  func wait() -> GlanceProcess.Result {
    process.waitUntilExit()
    let text = (try? String(contentsOf: output, encoding: .utf8)) ?? ""
    try? FileManager.default.removeItem(at: output)
    return GlanceProcess.Result(status: process.terminationStatus, stdout: "", stderr: text)
  }
}
