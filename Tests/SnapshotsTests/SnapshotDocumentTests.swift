import Agenda
import Foundation
import ICalendar
import JSON
import Summaries
import Testing
import WidgetTimeline

@testable import Snapshots

/// The one typed snapshot: canonical bytes, the same document back, and errors that say where.
@Suite struct SnapshotDocumentTests {
  static func instant(_ text: String) -> Int64 {
    guard case .instant(let seconds)? = ISO8601Value(text) else { fatalError(text) }
    return seconds
  }

  static func document(entries: [SnapshotDocument.Entry]) -> SnapshotDocument {
    SnapshotDocument(
      source: "student", locale: "en-US", family: .small, textSize: .default, capacity: 2,
      timeZone: "America/Chicago", referenceDate: instant("2026-06-01T11:00:00Z"),
      reloadAfter: instant("2026-06-02T11:00:00Z"),
      budget: .init(soft: 8, hard: 13), entries: entries)
  }

  /// An entry with every kind of value: timed, all-day and undated items, each parameter type.
  static let sample = document(entries: [
    SnapshotDocument.Entry(
      date: instant("2026-06-01T15:00:00Z"), relevance: 0.75,
      items: [
        .init(
          id: "event:abc@google.com@2026-06-01T15:00:00Z", kind: .event,
          title: "CS 225: \"Data\" / Structures\u{2028}",
          start: .instant(instant("2026-06-01T15:00:00Z")),
          end: .instant(instant("2026-06-01T15:50:00Z")), allDay: false, group: "Classes",
          favorite: true, state: .inProgress, day: LocalDate(year: 2026, month: 6, day: 1)!),
        .init(
          id: "event:birthday@2026-06-01", kind: .event, title: "🎂 Oma",
          start: .date(LocalDate(year: 2026, month: 6, day: 1)!),
          end: .date(LocalDate(year: 2026, month: 6, day: 2)!), allDay: true, group: nil,
          favorite: false, state: .allDay, day: LocalDate(year: 2026, month: 6, day: 1)!),
        .init(
          id: "reminder:r1", kind: .reminder, title: "", start: nil, end: nil, allDay: false,
          group: "Errands", favorite: false, state: .upcoming,
          day: LocalDate(year: 2026, month: 6, day: 1)!),
      ],
      overflow: 12, summary: "Today, Monday, June 1. Now: CS 225, until 10:50 AM", seconds: 3.47,
      actions: [
        AccessibilityAction(
          name: "Unfavorite CS 225", trigger: .named,
          intent: IntentDescriptor(
            type: "ToggleFavoriteIntent", title: "Toggle Favorite", openAppWhenRun: false,
            parameters: [
              .init(
                name: "item",
                value: .entity(
                  type: "AgendaItemEntity",
                  item: ItemReference(
                    kind: .event, id: "abc@google.com", occurrence: "2026-06-01T15:00:00Z"))),
              .init(
                name: "reminder",
                value: .entity(
                  type: "ReminderEntity", item: ItemReference(kind: .reminder, id: "r1"))),
              .init(name: "isFavorite", value: .bool(false)),
            ])),
        AccessibilityAction(
          name: "New event", trigger: .magicTap,
          intent: IntentDescriptor(
            type: "ComposeIntent", title: "New Event", openAppWhenRun: true,
            parameters: [
              .init(name: "kind", value: .string("event")),
              .init(name: "date", value: .date("2026-06-01")),
            ])),
      ]),
    SnapshotDocument.Entry(
      date: instant("2026-06-01T16:00:00Z"), relevance: 0, items: [], overflow: 0,
      summary: "No more events today", seconds: nil, actions: []),
  ])

  @Test func encodesCanonicalJSONAndDecodesTheSameDocument() throws {
    let bytes = Self.sample.encoded()
    // The member-by-member encoder writes what the canonical writer writes for the same JSON.
    #expect(CanonicalJSONWriter.bytes(try JSONReader().read(bytes)) == bytes)
    #expect(try SnapshotDocument(bytes: bytes, file: "x.json") == Self.sample)
    let text = String(decoding: bytes, as: UTF8.self)
    #expect(text.hasPrefix("{\n  \"actions\": [\n    {\n      \"intent\": 0,\n"))
    #expect(text.contains("\n  \"budget\": {\n    \"hardSeconds\": 13,\n"))
    #expect(text.contains("\"seconds\": 3.47,"))
    #expect(text.contains("\"value\": {\n            \"id\": \"abc@google.com\",\n"))
    #expect(text.contains("\"schema\": \"glance.snapshot/2\""))
    #expect(text.contains("\"entityType\": \"AgendaItemEntity\""))
    #expect(text.contains("\"actions\": [],\n      \"date\": \"2026-06-01T16:00:00Z\""))
  }

  /// The tables hold an action once however it was made: one changed into another, part by
  /// part, is the other (its digest follows every change), and one that differs in a single
  /// part is its own.
  @Test func anActionChangedIntoAnotherIsHeldOnce() throws {
    let original = Self.sample.entries[0].actions[0]
    var remade = AccessibilityAction(
      name: "Favorite CS 225", trigger: .magicTap,
      intent: IntentDescriptor(
        type: "ComposeIntent", title: "Toggle", openAppWhenRun: true, parameters: []))
    remade.name = String("Unfavorite CS 225".reversed().reversed())
    remade.trigger = .named
    remade.intent.type = original.intent.type
    remade.intent.title = original.intent.title
    remade.intent.openAppWhenRun = original.intent.openAppWhenRun
    remade.intent.parameters = original.intent.parameters
    #expect(remade == original)
    #expect(remade.digest == original.digest)
    var otherOccurrence = remade
    if case .entity(let type, var item) = otherOccurrence.intent.parameters[0].value {
      item.occurrence = "2026-06-08T15:00:00Z"
      otherOccurrence.intent.parameters[0].value = .entity(type: type, item: item)
    }
    /// The number of actions and of intents in the tables of a snapshot whose entries offer
    /// one action each.
    func tables(_ actions: [AccessibilityAction]) throws -> [Int] {
      let json = try JSONReader().read(
        Self.document(
          entries: actions.map {
            SnapshotDocument.Entry(
              date: Self.instant("2026-06-01T16:00:00Z"), relevance: 0, items: [], overflow: 0,
              summary: "", seconds: nil, actions: [$0])
          }
        ).encoded())
      return ["actions", "intents"].map { key in
        guard case .array(let items)? = json[key] else { return -1 }
        return items.count
      }
    }
    #expect(try tables([original, remade]) == [1, 1])
    #expect(try tables([original, otherOccurrence]) == [2, 2])
  }

  @Test func aSnapshotWithoutABudgetStillReads() throws {
    var old = Self.sample
    old.budget = nil
    old.entries[0].seconds = nil
    let bytes = old.encoded()
    #expect(!String(decoding: bytes, as: UTF8.self).contains("budget"))
    #expect(!String(decoding: bytes, as: UTF8.self).contains("seconds"))
    #expect(try SnapshotDocument(bytes: bytes, file: "old.json").budget == nil)
  }

  struct Broken: Sendable, CustomTestStringConvertible {
    var from: String
    var to: String
    var error: String
    var testDescription: String { error }
  }

  static let broken: [Broken] = [
    .init(
      from: "\"date\": \"2026-06-01T16:00:00Z\"", to: "\"date\": \"2026-13-01T16:00:00Z\"",
      error:
        "s.json: $.entries[1].date: invalid value '2026-13-01T16:00:00Z', expected a UTC instant such as 2026-06-01T15:00:00Z"
    ),
    .init(
      from: "\"state\": \"allDay\"", to: "\"state\": \"sleeping\"",
      error:
        "s.json: $.rows[1].state: invalid value 'sleeping', expected inProgress, allDay, overdue, dueNow, upcoming"
    ),
    .init(
      from: "\"overflow\": 12", to: "\"overflow\": \"12\"",
      error: "s.json: $.entries[0].overflow: invalid value '12', expected a whole number"),
    .init(
      from: "\"capacity\": 2", to: "\"capacity\": 2, \"colour\": \"red\"",
      error: "s.json: $.colour: unknown field 'colour'"),
    .init(
      from: "\"type\": \"bool\"", to: "\"type\": \"flag\"",
      error:
        "s.json: $.intents[0].parameters[2].type: invalid parameter type 'flag', expected string, bool, date or entity"
    ),
    .init(
      from: "\"kind\": \"reminder\"\n", to: "\"kind\": \"todo\"\n",
      error:
        "s.json: $.intents[0].parameters[1].value.kind: invalid value 'todo', expected event, reminder"
    ),
    .init(
      from: "\"trigger\": \"magicTap\"", to: "\"trigger\": \"shake\"",
      error:
        "s.json: $.actions[1].trigger: invalid value 'shake', expected named, magicTap"),
    .init(
      from: "\"summary\": \"No more events today\"", to: "\"words\": \"No more events today\"",
      error: "s.json: $.entries[1].words: unknown field 'words'"),
    .init(
      from: "\"schema\": \"glance.snapshot/2\"", to: "\"schema\": \"glance.snapshot/9\"",
      error:
        "s.json: $: not a snapshot: schema 'glance.snapshot/9', expected 'glance.snapshot/2' or 'glance.snapshot/1'"
    ),
    .init(
      from: "\"intent\": 1,", to: "\"intent\": 2,",
      error:
        "s.json: $.actions[1].intent: invalid value '2', expected a position in 'intents', 0 to 1"
    ),
    // Beyond a wrong value: the tables' positions, a missing or repeated field, a value that does
    // not fit its parameter's type.
    .init(
      from: "\"rows\": [\n        0,", to: "\"rows\": [\n        99,",
      error:
        "s.json: $.entries[0].rows[0]: invalid value '99', expected a position in 'rows', 0 to 2"),
    .init(
      from: "\"overflow\": 12,", to: "",
      error: "s.json: $.entries[0].overflow: missing 'overflow'"),
    .init(
      from: "\"overflow\": 12,", to: "\"overflow\": 12, \"overflow\": 13,",
      error: "s.json: $.entries[0].overflow: duplicate field 'overflow'"),
    .init(
      from: "\"budget\": {", to: "\"budget\": 7, \"x\": {",
      error: "s.json: $.budget: expected an object, found number"),
    .init(
      from: "\"isFavorite\",\n          \"type\": \"bool\"",
      to: "\"isFavorite\",\n          \"type\": \"date\"",
      error: "s.json: $.intents[0].parameters[2].value: invalid value 'false', expected a string"),
  ]

  @Test(arguments: broken) func decodingErrorsNameTheFileThePathAndTheValue(_ broken: Broken) {
    let text = String(decoding: Self.sample.encoded(), as: UTF8.self)
    #expect(text.contains(broken.from))
    let bytes = Array(text.replacingOccurrences(of: broken.from, with: broken.to).utf8)
    do throws(SnapshotDocument.DecodingError) {
      _ = try SnapshotDocument(bytes: bytes, file: "s.json")
      Issue.record("decoded: \(broken.to)")
    } catch {
      #expect(error.description == broken.error)
    }
  }

  /// The same widget written by the first schema and by the second (a reference snapshot
  /// before and after it was re-recorded).
  static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures")

  @Test func aFirstSchemaSnapshotReadsAsTheSameDocument() throws {
    let first = try Array(
      Data(contentsOf: Self.fixtures.appendingPathComponent("first-schema.json")))
    let second = try Array(
      Data(contentsOf: Self.fixtures.appendingPathComponent("second-schema.json")))
    let old = try SnapshotDocument(bytes: first, file: "first-schema.json")
    let new = try SnapshotDocument(bytes: second, file: "second-schema.json")
    #expect(old == new)
    #expect(old.entries.contains { !$0.actions.isEmpty && !$0.items.isEmpty })
    // Written again, the old file is the new one, byte for byte: nothing was lost.
    #expect(old.encoded() == second)
  }

  @Test func aManifestIsNotASnapshot() {
    let manifest = CanonicalJSONWriter.bytes(Manifest(files: [], sources: []).json)
    do {
      _ = try SnapshotDocument(bytes: manifest, file: "manifest.json")
      Issue.record("a manifest decoded as a snapshot")
    } catch {
      #expect(error.isNotASnapshot)
    }
  }
}
