import ICalendar
import JSON
import Summaries
import Testing

@testable import Snapshots

@Suite struct SnapshotDiffTests {
  static func favorite(_ name: String, id: String, isFavorite: Bool) -> AccessibilityAction {
    AccessibilityAction(
      name: name, trigger: .named,
      intent: IntentDescriptor(
        type: "ToggleFavoriteIntent", title: "Toggle Favorite", openAppWhenRun: false,
        parameters: [
          .init(
            name: "item",
            value: .entity(type: "AgendaItemEntity", item: ItemReference(kind: .event, id: id))),
          .init(name: "isFavorite", value: .bool(isFavorite)),
        ]))
  }

  static let compose = AccessibilityAction(
    name: "New event", trigger: .magicTap,
    intent: IntentDescriptor(
      type: "ComposeIntent", title: "New Event", openAppWhenRun: true,
      parameters: [.init(name: "date", value: .date("2026-06-01"))]))

  /// A small snapshot with one entry per `(date, summary, actions)`.
  static func snapshot(_ entries: [(String, String, [AccessibilityAction])]) -> [UInt8] {
    SnapshotDocumentTests.document(
      entries: entries.map { date, summary, actions in
        SnapshotDocument.Entry(
          date: SnapshotDocumentTests.instant(date), relevance: 1, items: [], overflow: 0,
          summary: summary, seconds: 2, actions: actions)
      }
    ).encoded()
  }

  @Test func reportsEntriesSummariesActionsAndFiles() {
    let reference = [
      "a/en-US/small.json": Self.snapshot([
        (
          "2026-06-01T11:00:00Z", "Next: Standup at 9 AM",
          [Self.favorite("Favorite Standup", id: "s", isFavorite: true), Self.compose]
        ),
        (
          "2026-06-01T12:00:00Z", "Now: Standup, until 9:15 AM",
          [Self.favorite("Favorite Standup", id: "s", isFavorite: true)]
        ),
      ]),
      "b/en-US/small.json": Self.snapshot([]),
      "manifest.json": [1],
    ]
    let actual = [
      "a/en-US/small.json": Self.snapshot([
        (
          "2026-06-01T11:00:00Z", "Next: Standup, at 9 AM",
          [Self.favorite("Unfavorite Standup", id: "s", isFavorite: false)]
        ),
        ("2026-06-01T13:00:00Z", "No more events today", []),
      ]),
      "c/en-US/small.json": Self.snapshot([]),
      "manifest.json": [2],
      "manifest.shard-1-of-2.json": [3],
      "diagnostics.shard-1-of-2.json": [4],
    ]
    let diff = SnapshotDiff(reference: reference, actual: actual)
    #expect(!diff.isEmpty)
    #expect(
      diff.text
        == """
        a/en-US/small.json
          entry 2026-06-01T11:00:00Z
            summary: Next: Standup{+,+} at 9 AM
            action 'Unfavorite Standup' name: [-Favorite-]{+Unfavorite+} Standup
            action 'Unfavorite Standup' intent.parameters.isFavorite: true → false
            action 'New event' removed
          entry 2026-06-01T12:00:00Z removed
            - Now: Standup, until 9:15 AM
          entry 2026-06-01T13:00:00Z added
            + No more events today
        only in reference: b/en-US/small.json
        only in actual: c/en-US/small.json
        1 file differs, 1 only in reference, 1 only in actual

        """)
  }

  /// A change of intent alone names the action and the field, whatever the kind of parameter.
  @Test func intentChangesNameTheActionAndTheField() throws {
    var intentChanged = Self.compose
    intentChanged.intent.title = "New Appointment"
    intentChanged.intent.parameters = [.init(name: "date", value: .date("2026-06-02"))]
    let moved = Self.favorite("Favorite Standup", id: "s2", isFavorite: true)
    let diff = SnapshotDiff(
      reference: [
        "a/en-US/small.json": Self.snapshot([
          (
            "2026-06-01T11:00:00Z", "Same",
            [Self.favorite("Favorite Standup", id: "s", isFavorite: true), Self.compose]
          )
        ])
      ],
      actual: [
        "a/en-US/small.json": Self.snapshot([
          ("2026-06-01T11:00:00Z", "Same", [moved, intentChanged])
        ])
      ])
    let entry = try #require(diff.changed.first?.entries.first)
    #expect(entry.fields.isEmpty)
    #expect(
      entry.actions == [
        .init(
          name: "Favorite Standup", id: nil, status: .changed,
          fields: [.init(field: "intent.parameters.item.id", old: "s", new: "s2")]),
        .init(
          name: "New event", id: nil, status: .changed,
          fields: [
            .init(field: "intent.title", old: "New Event", new: "New Appointment"),
            .init(field: "intent.parameters.date", old: "2026-06-01", new: "2026-06-02"),
          ]),
      ])
  }

  /// Actions that only change places are one change of the entry's action order.
  @Test func reorderedActionsAreAnOrderChange() throws {
    let one = Self.favorite("Favorite A", id: "a", isFavorite: true)
    let two = Self.favorite("Favorite B", id: "b", isFavorite: true)
    let diff = SnapshotDiff(
      reference: [
        "x/en-US/small.json": Self.snapshot([("2026-06-01T11:00:00Z", "S", [one, two])])
      ],
      actual: ["x/en-US/small.json": Self.snapshot([("2026-06-01T11:00:00Z", "S", [two, one])])])
    let entry = try #require(diff.changed.first?.entries.first)
    #expect(entry.actions.isEmpty)
    #expect(
      entry.fields == [
        .init(
          field: "actions", old: ["Favorite A", "Favorite B"], new: ["Favorite B", "Favorite A"])
      ])
  }

  @Test func itemsAreMatchedByIdAndComparedByField() throws {
    var old = SnapshotDocumentTests.sample
    var new = old
    new.entries[0].items[0].state = .upcoming
    new.entries[0].items[0].group = nil
    new.entries[0].items.remove(at: 2)
    old.entries[0].items.remove(at: 1)
    let diff = SnapshotDiff(
      reference: ["student/en-US/small.json": old.encoded()],
      actual: ["student/en-US/small.json": new.encoded()])
    let entry = try #require(diff.changed.first?.entries.first)
    #expect(
      entry.items == [
        .init(
          name: "CS 225: \"Data\" / Structures\u{2028}",
          id: "event:abc@google.com@2026-06-01T15:00:00Z", status: .changed,
          fields: [
            .init(field: "state", old: "inProgress", new: "upcoming"),
            .init(field: "group", old: "Classes", new: .null),
          ]),
        .init(name: "🎂 Oma", id: "event:birthday@2026-06-01", status: .added, fields: []),
        .init(name: "", id: "reminder:r1", status: .removed, fields: []),
      ])
    // The line separator in the title is spelled out where the text shows a value.
    #expect(
      diff.text.contains(
        "    item 'CS 225: \"Data\" / Structures<U+2028>' group: 'Classes' → null\n"))
  }

  @Test func headerChangesAreFields() {
    var changed = SnapshotDocumentTests.document(entries: [])
    changed.capacity = 5
    changed.budget = nil
    let diff = SnapshotDiff(
      reference: ["a/en-US/small.json": SnapshotDocumentTests.document(entries: []).encoded()],
      actual: ["a/en-US/small.json": changed.encoded()])
    #expect(
      diff.changed.map(\.fields) == [
        [
          .init(field: "capacity", old: 2, new: 5),
          .init(field: "budget.softSeconds", old: 8, new: nil),
          .init(field: "budget.hardSeconds", old: 13, new: nil),
        ]
      ])
    #expect(
      diff.text.hasPrefix(
        "a/en-US/small.json\n  capacity: 2 → 5\n  budget.softSeconds: 8 → (none)\n"))
  }

  /// A file that should be a snapshot and does not decode is named with its side, whether it
  /// changed or is on one side only; the files that can be read are still compared.
  @Test func unreadableSnapshotsNameTheirSide() {
    let good = Self.snapshot([("2026-06-01T11:00:00Z", "Hi", [])])
    let diff = SnapshotDiff(
      reference: [
        "a/en-US/small.json": good, "b/en-US/small.json": Array("{}".utf8),
        "c/en-US/small.json": good,
      ],
      actual: [
        "a/en-US/small.json": Self.snapshot([("2026-06-01T11:00:00Z", "Hello", [])]),
        "b/en-US/small.json": good, "d/en-US/small.json": Array("[".utf8),
        "c/en-US/small.json": good,
      ])
    #expect(diff.changed.map(\.path) == ["a/en-US/small.json"])
    #expect(diff.identical == ["c/en-US/small.json"])
    let unreadable = diff.unreadable.map { "\($0.side.rawValue) \($0.path): \($0.error.located)" }
    #expect(unreadable.count == 2)
    #expect(
      unreadable.first
        == "reference b/en-US/small.json: $: not a snapshot: no schema, expected 'glance.snapshot/2' or 'glance.snapshot/1'"
    )
    #expect(unreadable.last?.hasPrefix("actual d/en-US/small.json: not valid JSON: ") == true)
    #expect(
      diff.text.hasSuffix("1 file differs, 0 only in reference, 0 only in actual, 2 unreadable\n"))
  }

  @Test func diagnosticsFilesDifferByDiagnostic() {
    let kept = Diagnostic(file: "a.ics", line: 3, code: .invalidDuration, message: "kept")
    let gone = Diagnostic(file: "a.ics", line: 9, code: .missingUID, message: "gone")
    let new = Diagnostic(file: "b.ics", code: .noCalendarData, message: "new")
    let diff = SnapshotDiff(
      reference: ["diagnostics.json": DiagnosticsFile.bytes([kept, gone])],
      actual: ["diagnostics.json": DiagnosticsFile.bytes([new, kept])])
    #expect(diff.changed.first?.removedDiagnostics == [gone])
    #expect(diff.changed.first?.addedDiagnostics == [new])
    #expect(
      diff.text.hasPrefix(
        "diagnostics.json\n  - a.ics:9: warning: [ICS021] gone\n  + b.ics: warning: [ICS023] new\n")
    )
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
    #expect(Manifest(bytes: merged.manifest.bytes) == merged.manifest)
    #expect(Manifest(bytes: Array("{}".utf8)) == nil)
  }
}
