import JSON
import Testing

@testable import Snapshots

@Suite struct SnapshotDiffTests {
  static func snapshot(_ entries: [(String, String, [String])]) -> [UInt8] {
    CanonicalJSONWriter.bytes(
      .object([
        ("schema", "glance.snapshot/1"), ("family", "small"), ("locale", "en-US"),
        (
          "entries",
          .array(
            entries.map { entry in
              .object([
                ("date", .string(entry.0)), ("summary", .string(entry.1)),
                ("actions", .array(entry.2.map { .object([("name", .string($0))]) })),
              ])
            })
        ),
      ]))
  }

  @Test func reportsEntriesSummariesActionsAndFiles() {
    let reference = [
      "a/en-US/small.json": Self.snapshot([
        ("2026-06-01T11:00:00Z", "Next: Standup at 9 AM", ["Favorite Standup"]),
        ("2026-06-01T12:00:00Z", "Now: Standup, until 9:15 AM", ["Favorite Standup"]),
      ]),
      "b/en-US/small.json": Self.snapshot([]),
      "manifest.json": [1],
    ]
    let actual = [
      "a/en-US/small.json": Self.snapshot([
        ("2026-06-01T11:00:00Z", "Next: Standup, at 9 AM", ["Unfavorite Standup"]),
        ("2026-06-01T13:00:00Z", "No more events today", []),
      ]),
      "c/en-US/small.json": Self.snapshot([]),
      "manifest.json": [2],
    ]
    let diff = SnapshotDiff(reference: reference, actual: actual)
    #expect(!diff.isEmpty)
    #expect(
      diff.text
        == """
        a/en-US/small.json
          entry 2026-06-01T11:00:00Z
            - Next: Standup at 9 AM
            + Next: Standup, at 9 AM
            actions: Favorite Standup → Unfavorite Standup
          entry 2026-06-01T12:00:00Z removed
            - Now: Standup, until 9:15 AM
          entry 2026-06-01T13:00:00Z added
            + No more events today
        only in reference: b/en-US/small.json
        only in actual: c/en-US/small.json
        1 file differ, 1 only in reference, 1 only in actual

        """)
  }

  @Test func identicalFoldersHaveNoDifferences() {
    let files = ["x/en-US/medium.json": Self.snapshot([("2026-06-01T11:00:00Z", "Hi", [])])]
    let diff = SnapshotDiff(reference: files, actual: files)
    #expect(diff.isEmpty)
    #expect(diff.text == "no differences\n")
  }

  @Test func manifestsOfShardsMergeWithoutOverlap() {
    let one = Manifest(files: [.init(path: "a/x.json", sha256: "1", bytes: 1)], sources: ["a"])
    let two = Manifest(files: [.init(path: "b/x.json", sha256: "2", bytes: 2)], sources: ["b"])
    let merged = Manifest.merge([two, one])
    #expect(merged.duplicateSources.isEmpty)
    #expect(merged.manifest == Manifest(files: one.files + two.files, sources: ["a", "b"]))
    #expect(Manifest.merge([one, one]).duplicateSources == ["a"])
    #expect(Manifest(json: merged.manifest.json) == merged.manifest)
  }
}
