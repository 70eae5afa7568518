import ICalendar
import JSON
import Summaries
import Testing

@testable import Snapshots

@Suite struct SnapshotDiffTests {
  /// A small snapshot with one entry per `(date, summary, action names)`.
  static func snapshot(_ entries: [(String, String, [String])]) -> [UInt8] {
    SnapshotDocumentTests.document(
      entries: entries.map { date, summary, names in
        SnapshotDocument.Entry(
          date: SnapshotDocumentTests.instant(date), relevance: 1, items: [], overflow: 0,
          summary: summary, seconds: 2,
          actions: names.map {
            AccessibilityAction(
              name: $0, trigger: .named,
              intent: IntentDescriptor(
                type: "ToggleFavoriteIntent", title: "Toggle Favorite", openAppWhenRun: false,
                parameters: []))
          })
      }
    ).encoded()
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

  @Test func headerChangesAndFilesThatAreNotSnapshotsAreNamed() {
    var changed = SnapshotDocumentTests.document(entries: [])
    changed.capacity = 5
    changed.budget = nil
    let diff = SnapshotDiff(
      reference: [
        "a/en-US/small.json": SnapshotDocumentTests.document(entries: []).encoded(),
        "b/en-US/small.json": Array("{}".utf8),
      ],
      actual: [
        "a/en-US/small.json": changed.encoded(), "b/en-US/small.json": Array("[]".utf8),
      ])
    #expect(
      diff.changed.map(\.notes) == [
        ["capacity: 2 → 5", "budget: 8 s, at most 13 s → (none)"],
        [
          "the file differs (reference: $: not a snapshot: no schema, expected 'glance.snapshot/2' or 'glance.snapshot/1')"
        ],
      ])
  }

  @Test func diagnosticsFilesDifferByDiagnostic() {
    let kept = Diagnostic(file: "a.ics", line: 3, code: .invalidDuration, message: "kept")
    let gone = Diagnostic(file: "a.ics", line: 9, code: .missingUID, message: "gone")
    let new = Diagnostic(file: "b.ics", code: .noCalendarData, message: "new")
    let diff = SnapshotDiff(
      reference: ["diagnostics.json": DiagnosticsFile.bytes([kept, gone])],
      actual: ["diagnostics.json": DiagnosticsFile.bytes([new, kept])])
    #expect(
      diff.changed.first?.notes == [
        "- a.ics:9: warning: [ICS021] gone", "+ b.ics: warning: [ICS023] new",
      ])
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
