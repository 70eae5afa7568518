import Foundation
import Testing

/// The installed `glance` (Scripts/install.sh: release, `--static-swift-stdlib`, resources
/// compiled in) is one file: copied alone into an empty folder it runs the default job and
/// writes the reference snapshots, needing neither the toolchain's runtime folder nor a
/// resource bundle. A copy of a dynamically linked build loads libswiftCore.so from the
/// toolchain (its RUNPATH) and fails on a machine without it; before the resources were
/// compiled in, a copy without its bundle trapped.
///
/// It needs a self-contained build, which `swift test` does not make: `.ci/run` installs one
/// and names it in `GLANCE_SELF_CONTAINED` (under CI its absence fails `CIInputsTests`).
@Suite(.enabled(if: SelfContainedBuild.installed != nil, SelfContainedBuild.skipped))
struct SelfContainedBinaryTests {

  /// The shared libraries a binary names (ELF `NEEDED`) and its run paths, by `readelf -d`.
  static func dynamicSection(_ binary: URL) throws -> (needed: [String], runPaths: [String]) {
    let result = try GlanceProcess.run(
      ["-d", binary.path], executable: URL(fileURLWithPath: "/usr/bin/readelf"))
    try #require(result.status == 0, "readelf: \(result.stderr)")
    var needed: [String] = []
    var runPaths: [String] = []
    for line in result.stdout.split(separator: "\n") {
      guard let open = line.firstIndex(of: "["), let close = line.lastIndex(of: "]") else {
        continue
      }
      let value = String(line[line.index(after: open)..<close])
      if line.contains("(NEEDED)") { needed.append(value) }
      if line.contains("(RUNPATH)") || line.contains("(RPATH)") { runPaths.append(value) }
    }
    return (needed, runPaths)
  }

  /// Only the C library's parts (and C++'s, which Foundation's ICU uses): nothing of Swift's.
  @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/readelf")))
  func itNeedsOnlyTheSystemsLibraries() throws {
    let binary = try #require(SelfContainedBuild.installed)
    let (needed, runPaths) = try Self.dynamicSection(binary)
    #expect(!needed.isEmpty, "a dynamically linked executable names its C library")
    let system = [
      "libc.so", "libm.so", "libdl.so", "libpthread.so", "librt.so", "libutil.so",
      "libstdc++.so", "libgcc_s.so", "ld-linux",
    ]
    for library in needed {
      #expect(system.contains { library.hasPrefix($0) }, "'\(library)' is not the system's")
    }
    #expect(runPaths.allSatisfy { !$0.contains("swift") }, "run paths \(runPaths)")
  }

  @Test func aCopyAloneInAnEmptyFolderRunsTheDefaultJob() throws {
    let binary = try #require(SelfContainedBuild.installed)
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "glance-alone-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let glance = folder.appendingPathComponent("glance")
    try FileManager.default.copyItem(at: binary, to: glance)
    let output = folder.appendingPathComponent("Output")
    // The default job (Pipelines/nightly.json over Data/), run from the repository, writes
    // exactly the reference snapshots; no library path leads it back to the toolchain.
    let result = try GlanceProcess.run(
      [
        "--quiet", "--output", output.path, "--check", "Tests/GlanceTests/__Snapshots__/nightly",
      ],
      environment: ["LD_LIBRARY_PATH": "", "PATH": "/usr/bin:/bin"], executable: glance)
    #expect(result.status == 0, "\(result.stderr)")
    let printed = result.stdout + result.stderr
    #expect(printed.contains("wrote 108 snapshots for 6 sources"), "\(printed)")
    #expect(printed.contains("no differences from"), "\(printed)")
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == [
        "Output", "glance",
      ])
  }
}

/// The self-contained build the tests run, named by `GLANCE_SELF_CONTAINED`.
enum SelfContainedBuild {
  static let variable = "GLANCE_SELF_CONTAINED"
  static let skipped: Comment = """
    needs a self-contained build: set GLANCE_SELF_CONTAINED to the glance that \
    Scripts/install.sh installed (.ci/run does)
    """

  static var installed: URL? {
    ProcessInfo.processInfo.environment[variable].map { URL(fileURLWithPath: $0) }
  }
}
