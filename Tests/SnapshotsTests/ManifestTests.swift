import Foundation
import JSON
import SeededRandom
import Testing

@testable import Snapshots

/// `glance.manifest/2`: what a run records of itself round-trips through the file's bytes, and
/// `glance.manifest/1` files, which record no run, are still read.
struct ManifestTests {
  static func manifest(_ random: inout SeededRandom) -> Manifest {
    let runs = (0..<random.int(1...3)).map { index in
      RunRecord(
        id: "2026060\(index + 1)T080000Z-\(String(random.next(), radix: 16).prefix(12))",
        referenceDate: "2026-06-0\(index + 1)T08:00:00Z",
        pipeline: String(repeating: "ab", count: 32), tool: "glance 0.1.0",
        complete: random.chance(0.5), shard: random.chance(0.3) ? "2/4" : nil,
        partial: random.chance(0.2) ? ["shard 2/4: run x did not finish"] : [])
    }
    let sources = (0..<random.int(0...6)).map { "person-\($0)" }
    var origins: [String: Manifest.Origin] = [:]
    for source in sources where random.chance(0.8) {
      let run = random.pick(runs)
      origins[source] = Manifest.Origin(run: run.id, referenceDate: run.referenceDate)
    }
    let files = sources.flatMap { source in
      (0..<random.int(0...3)).map {
        Manifest.File(
          path: "\(source)/en-US/f\($0).json", sha256: String(repeating: "0", count: 64),
          bytes: random.int(0...99_999))
      }
    }
    return Manifest(
      files: files, sources: sources, run: random.chance(0.9) ? runs[0] : nil, origins: origins)
  }

  @Test(arguments: 0..<50)
  func everyManifestRoundTripsThroughItsBytes(_ seed: Int) throws {
    var random = SeededRandom(seed: UInt64(seed))
    let manifest = Self.manifest(&random)
    let read = try #require(Manifest(bytes: manifest.bytes))
    #expect(read == manifest)
    #expect(read.bytes == manifest.bytes)
  }

  @Test func aFirstSchemaManifestIsReadWithoutARun() throws {
    let text = """
      {"schema": "glance.manifest/1", "sources": ["a"],
       "files": [{"path": "a/en-US/small.json", "sha256": "00", "bytes": 2}]}
      """
    let manifest = try #require(Manifest(bytes: Array(text.utf8)))
    #expect(manifest.run == nil && manifest.origins.isEmpty && manifest.sources == ["a"])
    #expect(Manifest(bytes: Array(text.replacingOccurrences(of: "/1", with: "/3").utf8)) == nil)
  }
}
