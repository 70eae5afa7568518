import Agenda
import Foundation
import JSON
import SeededRandom
import Snapshots
import Testing

@testable import Pipeline

/// Source folders built to escape the output folder or the sources folder, huge files, and
/// files that vanish: each is refused with a diagnostic and nothing is written outside the
/// output folder (Docs/reliability.md).
@Suite(.serialized) struct HostileSourceTests {
  static let reference = PipelineTests.reference

  /// Every path under `root`, relative, without following links.
  static func tree(_ root: URL) -> Set<String> {
    var paths: Set<String> = []
    let prefix = root.standardizedFileURL.path + "/"
    let walker = FileManager.default.enumerator(atPath: root.path)
    while let path = walker?.nextObject() as? String { paths.insert(path) }
    return paths.filter { !$0.hasPrefix(prefix) }
  }

  static func write(_ text: String, to url: URL) throws {
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
  }

  @Test func localesThatTryToLeaveTheOutputFolderAreRejected() async throws {
    let workspace = try Workspace()
    defer { workspace.remove() }
    let long = String(repeating: "x", count: 300)
    let escape = "glance-escape-\(UUID().uuidString)"
    let hostile = [
      "../../\(escape)", "/tmp/\(escape)", "en-US/../../\(escape)", "de\u{0}DE", long, "..", ".",
    ]
    let settings: JSONValue = [
      "displayName": "Mallory", "timeZone": "Europe/Berlin",
      "locales": .array(hostile.map(JSONValue.string) + ["en-US"]),
    ]
    try Data(CanonicalJSONWriter.bytes(settings)).write(
      to: workspace.root.appendingPathComponent("Data/student/source.json"))
    let before = Self.tree(workspace.root).filter { !$0.hasPrefix("Output") }
    let report = try await PipelineRunner(config: workspace.config()).run(
      .init(referenceDate: Self.reference, jobs: 1))
    // Only the valid locale is written; every hostile one is reported.
    let written = try workspace.files().keys.filter { $0.hasPrefix("student/") }
    #expect(Set(written.map { String($0.split(separator: "/")[1]) }) == ["en-US"])
    let warnings = report.diagnostics.filter {
      $0.code.rawValue == "SRC002" && $0.file.hasPrefix("student/")
    }
    #expect(warnings.count == hostile.count, "\(warnings.map(\.message))")
    // Nothing appeared anywhere but in Output/.
    let after = Self.tree(workspace.root).filter { !$0.hasPrefix("Output") }
    #expect(after == before)
    for folder in [workspace.root.deletingLastPathComponent(), URL(fileURLWithPath: "/tmp")] {
      #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent(escape).path))
    }
  }

  /// A source.json locale without shipped copy would be spoken half in English, half in its
  /// language ("Today, lundi 1 juin"): it gets a warning and is skipped; a source left with
  /// none speaks en-US, as one that names none.
  @Test func sourceLocalesWithoutCopyAreSkippedWithAWarning() async throws {
    let workspace = try Workspace()
    defer { workspace.remove() }
    let data = workspace.root.appendingPathComponent("Data")
    try Data(#"{"locales": ["it-IT", "de-DE", "zh-Hans-CN"]}"#.utf8).write(
      to: data.appendingPathComponent("student/source.json"))
    try Data(#"{"locales": ["it-IT"]}"#.utf8).write(
      to: data.appendingPathComponent("seoul/source.json"))
    var config = workspace.config()
    config.families = [.small]
    config.textSizes = [.default]
    let report = try await PipelineRunner(config: config).run(
      .init(referenceDate: Self.reference, jobs: 1))
    let written = try workspace.files().keys.sorted()
    #expect(
      written.filter { $0.hasPrefix("student/") || $0.hasPrefix("seoul/") } == [
        "seoul/en-US/small.json", "student/de-DE/small.json",
      ])
    #expect(
      report.diagnostics.filter { $0.code.rawValue == "SUM005" }.map(\.description) == [
        "seoul/source.json: $.locales: warning: [SUM005] locale 'it-IT' has no shipped copy (shipped: de-DE, en-GB, en-US, fr-FR, ja-JP, ko-KR); skipped",
        "student/source.json: $.locales: warning: [SUM005] locale 'it-IT' has no shipped copy (shipped: de-DE, en-GB, en-US, fr-FR, ja-JP, ko-KR); skipped",
        "student/source.json: $.locales: warning: [SUM005] locale 'zh-Hans-CN' has no shipped copy (shipped: de-DE, en-GB, en-US, fr-FR, ja-JP, ko-KR); skipped",
      ])
  }

  /// The one language-tag check decides what becomes an output folder: whatever it accepts is
  /// a safe path component, over tags at the length limit and strings a generator makes.
  @Test func everyValidLanguageTagIsASafeOutputFolder() {
    var random = SeededRandom(seed: 17)
    let alphabet = Array("aZ9-._/@ \u{0}é")
    var accepted = 0
    var candidates = [
      "en-US", "zh-Hans-CN",
      String(repeating: "a", count: 3) + String(repeating: "-abcdefgh", count: 3) + "-abcd",
    ]
    for _ in 0..<20_000 {
      candidates.append(String((0..<random.int(0...40)).map { _ in random.pick(alphabet) }))
    }
    for tag in candidates where LanguageTag.isValid(tag) {
      accepted += 1
      #expect(OutputPath.isSafeComponent(tag), "'\(tag)'")
    }
    #expect(accepted >= 3)
  }

  @Test func familiesAndPathsInAPipelineFileAreValidated() throws {
    let base = URL(fileURLWithPath: "/nonexistent")
    for families in [#"["../x"]"#, #"["small/../../x"]"#, #"["/etc"]"#, "[\"small\\u0000\"]"] {
      let text = #"{"sources": "Data", "output": "Output", "families": \#(families)}"#
      #expect(throws: PipelineConfig.Failure.self) {
        try PipelineConfig.parse(Array(text.utf8), file: "p.json", base: base)
      }
    }
  }

  @Test func symbolicLinksAreNotFollowed() async throws {
    let workspace = try Workspace()
    defer { workspace.remove() }
    // Outside the sources folder: a source and a calendar a link could reach.
    let outside = workspace.root.appendingPathComponent("Elsewhere")
    try Self.write("secret", to: outside.appendingPathComponent("secret.ics"))
    try FileManager.default.copyItem(
      at: workspace.root.appendingPathComponent("Data/student"),
      to: outside.appendingPathComponent("student"))
    try FileManager.default.createSymbolicLink(
      at: workspace.root.appendingPathComponent("Data/linked"),
      withDestinationURL: outside.appendingPathComponent("student"))
    try FileManager.default.createSymbolicLink(
      at: workspace.root.appendingPathComponent("Data/family/secret.ics"),
      withDestinationURL: outside.appendingPathComponent("secret.ics"))
    let report = try await PipelineRunner(config: workspace.config()).run(
      .init(referenceDate: Self.reference, jobs: 1))
    #expect(!report.sources.contains("linked"))
    let links = report.diagnostics.filter { $0.code.rawValue == "SRC006" }
    #expect(links.map(\.file).sorted() == ["family/secret.ics", "linked"])
    #expect(
      !report.diagnostics.contains { $0.message.contains("secret") && $0.code.rawValue != "SRC006" }
    )
    #expect(report.sources.contains("family"), "the folder with the link is still read")
  }

  @Test func aTwoGigabyteFileIsRefusedBeforeItIsRead() async throws {
    let workspace = try Workspace()
    defer { workspace.remove() }
    let huge = workspace.root.appendingPathComponent("Data/student/huge.ics")
    // A sparse file: 2 GB long, no disk used.
    FileManager.default.createFile(atPath: huge.path, contents: nil)
    let handle = try FileHandle(forWritingTo: huge)
    try handle.truncate(atOffset: 2 << 30)
    try handle.close()
    let report = try await PipelineRunner(config: workspace.config()).run(
      .init(referenceDate: Self.reference, jobs: 1))
    let refused = report.diagnostics.filter { $0.file == "student/huge.ics" }
    #expect(refused.map(\.code.rawValue) == ["ICS009"])
    #expect(
      refused.first?.message
        == "file of 2147483648 bytes is larger than the limit of 268435456 bytes; not read")
    #expect(report.sources.contains("student"))
    #expect(report.snapshots == 108)
  }

  /// The size limit is checked on the open descriptor, before reading, and bounds the read.
  /// (A file growing between that check and the read is refused by the same bound; there is
  /// no deterministic way to make one grow at that moment, so that path is not tested here.)
  @Test func readsAreBoundedByTheLimitOnTheOpenFile() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "glance-grow-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    try Self.write(String(repeating: "a", count: 4_096), to: folder.appendingPathComponent("a.ics"))
    func read(_ name: String, maxBytes: Int) -> SourceFolder.FileRead {
      SourceFolder.readFile(folder.appendingPathComponent(name).path, maxBytes: maxBytes)
    }
    #expect(read("a.ics", maxBytes: 1_000) == .tooLarge(4_096))
    #expect(
      read("a.ics", maxBytes: 4_096) == .bytes(Array(repeating: UInt8(ascii: "a"), count: 4_096)))
    #expect(read("gone.ics", maxBytes: 4_096) == .failed("No such file or directory"))
  }

  @Test func sourcesThatVanishAfterDiscoveryAreReportedAndTheRestWritten() async throws {
    let workspace = try Workspace()
    defer { workspace.remove() }
    let runner = PipelineRunner(config: workspace.config())
    let discovered = try runner.discoverSources()
    #expect(discovered.ids.contains("seoul"))
    // Between discovery and reading: one source folder goes, another loses its calendar.
    try FileManager.default.removeItem(at: workspace.root.appendingPathComponent("Data/seoul"))
    let store = SnapshotStore(root: workspace.root.appendingPathComponent("Output"))
    let io = BlockingIOPool(threads: 2)
    defer { io.shutdown() }
    var results: [String: PipelineRunner.SourceResult] = [:]
    for id in discovered.ids {
      if id == "student" {
        let calendars = try FileManager.default.contentsOfDirectory(
          atPath: workspace.root.appendingPathComponent("Data/student").path
        ).filter { $0.hasSuffix(".ics") }
        for name in calendars {
          try FileManager.default.removeItem(
            at: workspace.root.appendingPathComponent("Data/student/\(name)"))
        }
      }
      let result = await PipelineRunner.process(
        id, config: runner.config, localizers: Localizers(), store: store, io: io,
        computing: ComputeSlots(1), referenceDate: Self.reference)
      guard case .success(let source) = result else {
        Issue.record("a vanished source is not a write failure")
        continue
      }
      results[id] = source
    }
    let seoul = try #require(results["seoul"])
    #expect(seoul.diagnostics.map(\.code.rawValue) == ["SRC005"])
    #expect(seoul.diagnostics.first?.message.contains("no such folder; source skipped") == true)
    #expect(
      results["student"]?.files.isEmpty == false,
      "a source without calendars still has its reminders")
    #expect(results["family"]?.files.count == 24)
  }
}

/// Fuzz/Regressions/pipeline-file, replayed as the fuzz target runs it: each file is refused
/// with a message that names the file and, where it can, the field.
@Suite struct PipelineFuzzRegressionTests {
  static let folder = Workspace.packageRoot.appendingPathComponent("Fuzz/Regressions/pipeline-file")

  static var files: [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter {
      !$0.hasPrefix(".")
    }.sorted()
  }

  @Test func thereAreRegressionFiles() { #expect(Self.files.count >= 2) }

  @Test(arguments: files) func replays(_ name: String) throws {
    let bytes = [UInt8](try Data(contentsOf: Self.folder.appendingPathComponent(name)))
    #expect(throws: PipelineConfig.Failure.self) {
      try PipelineConfig.parse(bytes, file: name, base: URL(fileURLWithPath: "/nonexistent"))
    }
  }
}
