import Foundation
import Testing

/// The nightly job when the machine around it fails: an output folder it may not write, a disk
/// that fills up mid-run. Mounting needs root; where it cannot mount, these tests are skipped.
@Suite(
  .serialized, .enabled(if: GlanceProcess.isAvailable, "the glance binary is not built"),
  .enabled(
    if: Mount.isAvailable, "mounting a tmpfs needs root; the injected-failure tests are skipped"))
struct InjectedFailureTests {
  /// A pipeline over the sample sources writing to `output`, in a scratch project.
  static func project(output: URL, families: [String]? = nil) throws -> URL {
    let root = NightlyPipelineTests.scratch()
    let pipeline = root.appendingPathComponent("Pipelines/nightly.json")
    try FileManager.default.createDirectory(
      at: pipeline.deletingLastPathComponent(), withIntermediateDirectories: true)
    let sources = GlanceProcess.packageRoot.appendingPathComponent("Data").path
    let familyField =
      families.map { ", \"families\": [\($0.map { "\"\($0)\"" }.joined(separator: ", "))]" } ?? ""
    try
      #"{"sources": "\#(sources)", "output": "\#(output.path)", "referenceDate": "2026-06-01T11:00:00Z"\#(familyField)}"#
      .write(to: pipeline, atomically: true, encoding: .utf8)
    return pipeline
  }

  @Test func anUnwritableOutputFolderFailsWith73AndNamesIt() throws {
    let mount = try Mount(sizeKB: 1_024, readOnly: true)
    defer { mount.remove() }
    let output = mount.point.appendingPathComponent("nightly")
    let pipeline = try Self.project(output: output)
    defer {
      try? FileManager.default.removeItem(
        at: pipeline.deletingLastPathComponent().deletingLastPathComponent())
    }
    let result = try GlanceProcess.run(["run", pipeline.path, "--quiet"])
    #expect(result.status == 73, "\(result.stderr)")
    #expect(result.stderr.contains("cannot write '\(output.path)"), "\(result.stderr)")
    #expect(result.stderr.contains("Read-only file system"), "\(result.stderr)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: mount.point.path).isEmpty)
  }

  /// The disk fills during the second run: it stops with 73, every file is whole, each source
  /// keeps all of its first-run snapshots or has all of its new ones, no temporary file is
  /// left behind, and the manifest says which: the folder verifies.
  @Test func aFullDiskStopsTheRunAndKeepsWhatWasWritten() throws {
    // Room for the small widgets' snapshots (about 100 KB), not for all of them (about 1.2 MB).
    let mount = try Mount(sizeKB: 600, readOnly: false)
    defer { mount.remove() }
    let output = mount.point.appendingPathComponent("nightly")
    let small = try Self.project(output: output, families: ["small"])
    let full = try Self.project(output: output)
    defer {
      for pipeline in [small, full] {
        try? FileManager.default.removeItem(
          at: pipeline.deletingLastPathComponent().deletingLastPathComponent())
      }
    }
    #expect(try GlanceProcess.run(["run", small.path, "--quiet"]).status == 0)
    let before = try FileManager.default.subpathsOfDirectory(atPath: output.path).filter {
      $0.hasSuffix(".json")
    }

    let result = try GlanceProcess.run(["run", full.path, "--quiet"])
    #expect(result.status == 73, "\(result.stderr)")
    #expect(result.stderr.contains("No space left on device"), "\(result.stderr)")
    try NightlyPipelineTests.expectComplete(output, context: "after the disk filled")
    for path in before {
      #expect(
        FileManager.default.fileExists(atPath: output.appendingPathComponent(path).path),
        "\(path) is gone")
    }
    // The run did not finish, and the manifest says so and what is on disk. When the sources
    // that committed left no room even for the manifest (which depends on which were in
    // flight when the disk filled), the error says so and `verify` lists the files it does
    // not name, and no other file (Docs/reliability.md).
    let verify = try GlanceProcess.run(["verify", output.path])
    #expect(verify.status == 1, "\(verify.stdout)\(verify.stderr)")
    #expect(verify.stdout.contains(" did not finish: "), "\(verify.stdout)")
    let problems = verify.stdout.split(separator: "\n").filter {
      $0.hasPrefix("missing: ") || $0.hasPrefix("differs: ")
        || $0.hasPrefix("not in the manifest: ")
    }
    if result.stderr.contains("the manifest could not be updated either") {
      #expect(!problems.isEmpty, "\(verify.stdout)\(verify.stderr)")
      #expect(
        problems.allSatisfy { $0.hasPrefix("not in the manifest: ") },
        "\(verify.stdout)\(verify.stderr)")
    } else {
      #expect(problems.isEmpty, "\(verify.stdout)\(verify.stderr)")
    }
    let leftovers = try FileManager.default.subpathsOfDirectory(atPath: output.path).filter {
      $0.contains(".glance-tmp-")
    }
    #expect(leftovers.isEmpty, "\(leftovers)")
  }
}

/// A small tmpfs mounted for one test.
struct Mount {
  let point: URL

  static let isAvailable: Bool = {
    guard getuid() == 0, let mount = try? Mount(sizeKB: 64, readOnly: false) else { return false }
    mount.remove()
    return true
  }()

  struct Failure: Error {}

  init(sizeKB: Int, readOnly: Bool) throws {
    point = FileManager.default.temporaryDirectory.appendingPathComponent(
      "glance-mount-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: point, withIntermediateDirectories: true)
    let options = "size=\(sizeKB)k" + (readOnly ? ",ro" : "")
    guard Self.run(["/bin/mount", "-t", "tmpfs", "-o", options, "tmpfs", point.path]) == 0 else {
      try? FileManager.default.removeItem(at: point)
      throw Failure()
    }
  }

  func remove() {
    _ = Self.run(["/bin/umount", point.path])
    try? FileManager.default.removeItem(at: point)
  }

  static func run(_ arguments: [String]) -> Int32 {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: arguments[0])
    process.arguments = Array(arguments.dropFirst())
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return -1 }
    process.waitUntilExit()
    return process.terminationStatus
  }
}
