import Foundation
import Snapshots
import Testing

/// `glance timeline` and `glance agenda` print JSON under named schemas, with the keys of the
/// snapshot's own types (Docs/snapshot-format.md).
@Suite(.enabled(if: GlanceProcess.isAvailable, "the glance binary is not built"))
struct ListingSchemaTests {
  static let now = "2026-06-01T11:00:00Z"

  /// The timeline's entries and rows are the snapshot's: the same dates, and each row the
  /// snapshot's item with its state and day, under the same keys.
  @Test(arguments: ["small", "large", "accessoryRectangular"])
  func aTimelineIsTheSnapshotBeforeItsSummaries(_ family: String) throws {
    let arguments = ["Data/student", "--family", family, "--now", Self.now, "--format", "json"]
    let timeline = try GlanceProcess.run(["timeline"] + arguments)
    let summarize = try GlanceProcess.run(["summarize"] + arguments)
    #expect(timeline.status == 0 && summarize.status == 0)
    let object = try #require(
      JSONSerialization.jsonObject(with: Data(timeline.stdout.utf8)) as? [String: Any])
    let snapshot = try SnapshotDocument(bytes: Array(summarize.stdout.utf8), file: "snapshot")
    #expect(object["schema"] as? String == TimelineDocument.schema)
    #expect(object["source"] as? String == snapshot.source)
    #expect(object["timeZone"] as? String == snapshot.timeZone)
    #expect(object["capacity"] as? Int == snapshot.capacity)
    let entries = try #require(object["entries"] as? [[String: Any]])
    #expect(entries.map { $0["date"] as? String } == snapshot.entries.map(\.dateText))
    for (entry, recorded) in zip(entries, snapshot.entries) {
      let rows = try #require(entry["rows"] as? [[String: Any]])
      #expect(rows.map { $0["id"] as? String } == recorded.items.map(\.id))
      #expect(rows.map { $0["state"] as? String } == recorded.items.map(\.state.rawValue))
      #expect(rows.map { $0["day"] as? String } == recorded.items.map(\.day.description))
      #expect(rows.map { $0["favorite"] as? Bool } == recorded.items.map(\.favorite))
      #expect(entry["overflow"] as? Int == recorded.overflow)
    }
    #expect(timeline.stdout.hasSuffix("}\n"))
  }

  @Test func anAgendaNamesItsSchema() throws {
    let result = try GlanceProcess.run([
      "agenda", "Data/student", "--from", "2026-06-01", "--to", "2026-06-03", "--format", "json",
    ])
    #expect(result.status == 0)
    let object = try #require(
      JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    #expect(object["schema"] as? String == AgendaDocument.schema)
    #expect(object["source"] as? String == "student")
    let item = try #require((object["items"] as? [[String: Any]])?.first)
    #expect(
      Set(item.keys) == [
        "allDay", "completed", "end", "favorite", "group", "id", "kind", "location", "priority",
        "start", "status", "title",
      ])
  }
}
