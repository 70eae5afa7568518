import Agenda
import Foundation
import JSON
import Snapshots
import Testing

@testable import Pipeline

/// A scratch folder with copies of the sample sources, removed after the test.
struct Workspace {
  let root: URL

  static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent()
    .deletingLastPathComponent()

  init(copies: Int = 1) throws {
    root = FileManager.default.temporaryDirectory.appendingPathComponent(
      "glance-\(UUID().uuidString)")
    let data = root.appendingPathComponent("Data")
    try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
    let samples = Self.packageRoot.appendingPathComponent("Data")
    for name in try FileManager.default.contentsOfDirectory(atPath: samples.path).sorted() {
      for copy in 0..<copies {
        try FileManager.default.copyItem(
          at: samples.appendingPathComponent(name),
          to: data.appendingPathComponent(copies == 1 ? name : "\(name)-\(copy)"))
      }
    }
  }

  func config(output: String = "Output") -> PipelineConfig {
    PipelineConfig(
      name: "test", sources: root.appendingPathComponent("Data"),
      output: root.appendingPathComponent(output),
      referenceDate: .fixed(Int64(1_780_311_600)))
  }

  func files(_ output: String = "Output") throws -> [String: [UInt8]] {
    let base = root.appendingPathComponent(output)
    var files: [String: [UInt8]] = [:]
    let prefix = base.standardizedFileURL.path + "/"
    for case let url as URL in FileManager.default.enumerator(
      at: base, includingPropertiesForKeys: nil)!
    {
      var isDirectory: ObjCBool = false
      FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory)
      if !isDirectory.boolValue {
        files[String(url.standardizedFileURL.path.dropFirst(prefix.count))] = [UInt8](
          try Data(contentsOf: url))
      }
    }
    return files
  }

  func remove() { try? FileManager.default.removeItem(at: root) }
}

@Suite(.serialized) struct PipelineTests {
  static let reference: Int64 = 1_780_311_600  // 2026-06-01T11:00:00Z

  @Test func writesEverySnapshotAManifestAndDiagnostics() async throws {
    let workspace = try Workspace()
    defer { workspace.remove() }
    let report = try await PipelineRunner(config: workspace.config()).run(
      .init(referenceDate: Self.reference, jobs: 2))
    #expect(report.sources == ["consultant", "family", "newuser", "paris", "seoul", "student"])
    #expect(report.snapshots == 108)
    #expect(report.changed == 108)
    let files = try workspace.files()
    #expect(files.keys.filter { $0.hasSuffix("medium.json") }.count == 9)
    let manifest = Manifest(json: try JSONReader().read(files["manifest.json"]!))!
    #expect(manifest.files.count == 108)
    for file in manifest.files { #expect(SHA256.hex(files[file.path]!) == file.sha256) }
    // A second run rewrites nothing.
    let again = try await PipelineRunner(config: workspace.config()).run(
      .init(referenceDate: Self.reference, jobs: 2))
    #expect(again.changed == 0 && again.snapshots == 108)
  }

  @Test func jobsDoNotChangeTheBytes() async throws {
    let workspace = try Workspace()
    defer { workspace.remove() }
    _ = try await PipelineRunner(config: workspace.config(output: "one")).run(
      .init(referenceDate: Self.reference, jobs: 1))
    _ = try await PipelineRunner(config: workspace.config(output: "four")).run(
      .init(referenceDate: Self.reference, jobs: 4))
    #expect(try workspace.files("one") == workspace.files("four"))
  }

  /// What a person's widgets say does not depend on what the composer remembers: every
  /// snapshot of a run, composed with one cache for all the timelines of a locale, is the one
  /// its timeline gives composed alone, for every family, text size and locale of every
  /// sample person, on two days.
  @Test func snapshotsAreTheSameComposedAloneOrWithTheCache() throws {
    let workspace = try Workspace()
    defer { workspace.remove() }
    let config = workspace.config()
    let localizers = Localizers()
    for id in try FileManager.default.contentsOfDirectory(atPath: config.sources.path).sorted() {
      let folder = try SourceFolder.read(config.sources.appendingPathComponent(id), id: id)
      for referenceDate in [Self.reference, Self.reference + 4 * 86_400 + 3_600] {
        let render = SourceRender(
          Source(files: folder.files), config: config, referenceDate: referenceDate,
          localizers: localizers)
        let remembered = Dictionary(
          uniqueKeysWithValues: render.snapshots().files.map { ($0.path, $0.bytes) })
        #expect(remembered.count == render.locales.count * 12, "\(id)")
        for locale in render.locales {
          for family in config.families {
            for textSize in config.textSizes {
              let alone = try render.snapshot(render.timeline(family, textSize), locale: locale)
              let path = OutputPath.snapshot(
                source: id, locale: locale, family: family, textSize: textSize)
              #expect(alone.document.encoded() == remembered[path], "\(path) at \(referenceDate)")
            }
          }
        }
      }
    }
  }

  @Test func shardsTogetherAreTheWholeRunByteForByte() async throws {
    let workspace = try Workspace(copies: 3)
    defer { workspace.remove() }
    let whole = try await PipelineRunner(config: workspace.config(output: "whole")).run(
      .init(referenceDate: Self.reference, jobs: 2))
    var sources: [String] = []
    for index in 1...3 {
      let report = try await PipelineRunner(config: workspace.config(output: "sharded")).run(
        .init(referenceDate: Self.reference, jobs: 2, shard: Shard(index: index, count: 3)))
      sources += report.sources
    }
    #expect(sources.sorted() == whole.sources)
    #expect(Set(sources).count == sources.count, "a source ran in two shards")
    let wholeFiles = try workspace.files("whole")
    var shardFiles = try workspace.files("sharded")
    // Merged as `glance merge` does, the shard manifests are the whole run's.
    let manifests = try (1...3).map { index in
      Manifest(
        json: try JSONReader().read(
          shardFiles.removeValue(forKey: "manifest.shard-\(index)-of-3.json")!))!
    }
    let diagnostics = try (1...3).flatMap { index in
      try #require(
        DiagnosticsFile.read(
          shardFiles.removeValue(forKey: "diagnostics.shard-\(index)-of-3.json")!))
    }
    shardFiles["manifest.json"] = CanonicalJSONWriter.bytes(Manifest.merge(manifests).manifest.json)
    shardFiles["diagnostics.json"] = DiagnosticsFile.bytes(diagnostics)
    #expect(shardFiles == wholeFiles)
  }

  @Test func staleSnapshotsAreReportedAndPrunedOnRequest() async throws {
    let workspace = try Workspace()
    defer { workspace.remove() }
    let runner = PipelineRunner(config: workspace.config())
    _ = try await runner.run(.init(referenceDate: Self.reference, jobs: 2))
    try FileManager.default.removeItem(at: workspace.root.appendingPathComponent("Data/newuser"))
    let report = try await runner.run(.init(referenceDate: Self.reference, jobs: 2))
    #expect(report.stale.count == 24 && report.stale.allSatisfy { $0.hasPrefix("newuser/") })
    let pruned = try await runner.run(.init(referenceDate: Self.reference, jobs: 2, prune: true))
    #expect(pruned.pruned.count == 24 && pruned.stale.isEmpty)
    #expect(
      !FileManager.default.fileExists(
        atPath: workspace.root.appendingPathComponent("Output/newuser").path))
  }

  @Test func unsafeSourceNamesAreSkipped() async throws {
    let workspace = try Workspace()
    defer { workspace.remove() }
    try FileManager.default.createDirectory(
      at: workspace.root.appendingPathComponent("Data/bad name!"), withIntermediateDirectories: true
    )
    let report = try await PipelineRunner(config: workspace.config()).run(
      .init(referenceDate: Self.reference, jobs: 1))
    #expect(!report.sources.contains("bad name!"))
    #expect(
      report.diagnostics.contains {
        $0.code.rawValue == "PIP001" && $0.message.contains("'bad name!'")
      })
  }

  @Test func shardsAreStableAndCoverEverySource() {
    let ids = (0..<200).map { "person-\($0)" }
    for count in [1, 2, 3, 7] {
      let shards = (1...count).map { Shard(index: $0, count: count)! }
      for id in ids { #expect(shards.filter { $0.contains(id) }.count == 1) }
    }
    #expect(Shard("2/4") == Shard(index: 2, count: 4))
    #expect(Shard("0/4") == nil && Shard("5/4") == nil && Shard("x") == nil)
    // FNV-1a of "a" is a published test value.
    #expect(Shard.hash("a") == 0xaf63_dc4c_8601_ec8c)
  }

  struct ConfigCase: Sendable, CustomTestStringConvertible {
    var json: String
    var error: String
    var testDescription: String { error }
  }

  static let invalidConfigs = [
    ConfigCase(
      json: #"{"output": "o"}"#,
      error: "p.json: $.sources: missing 'sources', the folder of source folders"),
    ConfigCase(
      json: #"{"sources": "s", "output": "o", "families": ["small", "huge"]}"#,
      error:
        "p.json: $.families[1]: invalid value 'huge', expected small, medium, large, extraLarge, accessoryRectangular, accessoryInline"
    ),
    ConfigCase(
      json: #"{"sources": "s", "output": "o", "referenceDate": "tomorrow"}"#,
      error:
        "p.json: $.referenceDate: invalid date 'tomorrow', expected \"now\" or an instant such as 2026-06-01T11:00:00Z"
    ),
    // The end of time: the look-ahead would end on a day after 9999-12-31, which the window
    // arithmetic cannot make; the run never finished.
    ConfigCase(
      json: #"{"sources": "s", "output": "o", "referenceDate": "9999-12-31T00:00:00Z"}"#,
      error:
        "p.json: $.referenceDate: reference date '9999-12-31T00:00:00Z' leaves no room for the 24-hour horizon and the 7-day look-ahead within 0001-01-01 to 9999-12-31, the dates Glance represents; expected 0001-01-02T00:00:00Z to 9999-12-22T00:00:00Z"
    ),
    ConfigCase(
      json:
        #"{"sources": "s", "output": "o", "referenceDate": "9999-12-01T00:00:00Z", "horizonHours": 168, "lookAheadDays": 31}"#,
      error:
        "p.json: $.referenceDate: reference date '9999-12-01T00:00:00Z' leaves no room for the 168-hour horizon and the 31-day look-ahead within 0001-01-01 to 9999-12-31, the dates Glance represents; expected 0001-01-02T00:00:00Z to 9999-11-22T00:00:00Z"
    ),
    ConfigCase(
      json: #"{"sources": "s", "output": "o", "referenceDate": "0001-01-01T12:00:00Z"}"#,
      error:
        "p.json: $.referenceDate: reference date '0001-01-01T12:00:00Z' leaves no room for the 24-hour horizon and the 7-day look-ahead within 0001-01-01 to 9999-12-31, the dates Glance represents; expected 0001-01-02T00:00:00Z to 9999-12-22T00:00:00Z"
    ),
    ConfigCase(
      json: #"{"sources": "s", "output": "o", "timeZone": "Mars/Base"}"#,
      error:
        "p.json: $.timeZone: unknown time zone 'Mars/Base', expected an IANA name such as Europe/Berlin"
    ),
    ConfigCase(
      json: #"{"sources": "s", "output": "o", "horizonHours": 0}"#,
      error: "p.json: $.horizonHours: invalid value '0', expected a whole number from 1 to 168"),
    ConfigCase(
      json: #"{"sources": "s", "output": "o", "locales": ["en-US", "../../x"]}"#,
      error: "p.json: $.locales[1]: invalid value '../../x', expected a language tag such as en-US"),
    ConfigCase(
      json: #"{"sources": "s", "output": "o", "locales": ["en-US", "it-IT"]}"#,
      error:
        "p.json: $.locales[1]: locale 'it-IT' has no shipped copy, expected one of de-DE, en-GB, en-US, fr-FR, ja-JP, ko-KR (see 'glance locales')"
    ),
    ConfigCase(
      json: #"{"sources": "s", "output": "o", "locales": ["de"]}"#,
      error:
        "p.json: $.locales[0]: locale 'de' has no shipped copy, expected one of de-DE, en-GB, en-US, fr-FR, ja-JP, ko-KR (see 'glance locales')"
    ),
    ConfigCase(
      json: #"{"sources": "s", "output": "o", "locales": [""]}"#,
      error: "p.json: $.locales[0]: invalid value '', expected a language tag such as en-US"),
    ConfigCase(
      json: #"{"sources": "s", "output": "o", "capacities": {"small": {"default": 99}}}"#,
      error: "p.json: $.capacities.small.default: invalid capacity '99', expected 1 to 30 rows"),
    ConfigCase(
      json: #"{"sources": "s", "output": "o", "colour": "blue"}"#,
      error: "p.json: $.colour: unknown field 'colour'"),
    ConfigCase(
      json: #"{"version": 2, "sources": "s", "output": "o"}"#,
      error: "p.json: $.version: unsupported version '2', expected 1"),
  ]

  @Test(arguments: invalidConfigs)
  func invalidPipelineFilesNameTheFieldAndValue(_ testCase: ConfigCase) throws {
    let document = try JSONReader().read(testCase.json)
    #expect(throws: PipelineConfig.Failure.self) {
      try PipelineConfig.parse(
        document, name: "p", file: "p.json", base: URL(fileURLWithPath: "/base"))
    }
    do {
      _ = try PipelineConfig.parse(
        document, name: "p", file: "p.json", base: URL(fileURLWithPath: "/base"))
    } catch {
      #expect(error.description == testCase.error)
    }
  }

  @Test func validPipelineFileResolvesPathsFromItsProject() throws {
    let document = try JSONReader().read(
      #"{"sources": "Data", "output": "Output/x", "referenceDate": "now", "families": ["small"], "capacities": {"small": {"accessibility": 2}}}"#
    )
    let config = try PipelineConfig.parse(
      document, name: "p", file: "p.json", base: URL(fileURLWithPath: "/project"))
    #expect(config.sources.path == "/project/Data")
    #expect(config.output.path == "/project/Output/x")
    #expect(config.referenceDate == .now)
    #expect(config.families == [.small])
    #expect(config.capacities.capacity(.small, .accessibility) == 2)
  }
}
