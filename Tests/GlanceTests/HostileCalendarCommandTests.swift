import Foundation
import Testing

/// Calendars that once broke a command, run through the built binary.
@Suite(.enabled(if: GlanceProcess.isAvailable, "the glance binary is not built"))
struct HostileCalendarCommandTests {
  static func scratch() -> URL {
    FileManager.default.temporaryDirectory.appendingPathComponent(
      "glance-hostile-\(UUID().uuidString)")
  }

  /// One source's 1.4 MB `DURATION:P99999999W99999999W…` trapped the expander (exit 132),
  /// and every other source of the run was lost with it.
  @Test func aRunWithTheRepeatedDurationWritesEverySource() throws {
    let folder = Self.scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let data = folder.appendingPathComponent("Data")
    let hostile = data.appendingPathComponent("hostile")
    try FileManager.default.createDirectory(at: hostile, withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      at: GlanceProcess.packageRoot.appendingPathComponent(
        "Fuzz/Regressions/icalendar/duration-repeated-weeks.ics"),
      to: hostile.appendingPathComponent("calendar.ics"))
    try FileManager.default.copyItem(
      at: GlanceProcess.packageRoot.appendingPathComponent("Data/student"),
      to: data.appendingPathComponent("student"))
    let pipelines = folder.appendingPathComponent("Pipelines")
    try FileManager.default.createDirectory(at: pipelines, withIntermediateDirectories: true)
    try Data(
      #"{"sources": "../Data", "output": "../Output", "referenceDate": "2026-06-01T08:00:00Z", "families": ["small"], "textSizes": ["default"]}"#
        .utf8
    ).write(to: pipelines.appendingPathComponent("p.json"))
    let result = try GlanceProcess.run(
      ["run", pipelines.appendingPathComponent("p.json").path, "--strict"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stderr.contains(
        "hostile/calendar.ics:5: warning: [ICS013] invalid DURATION 'P99999999W99999999W99999999W99999999W99999999W99999999W99999…': 'W' appears more than once; ignored\n"
      ))
    #expect(result.stderr.contains("wrote 2 snapshots for 2 sources"))
    for path in ["Output/hostile/en-US/small.json", "Output/student/en-US/small.json"] {
      let bytes = try Data(contentsOf: folder.appendingPathComponent(path))
      #expect(try JSONSerialization.jsonObject(with: bytes) is [String: Any], "\(path)")
    }
  }

  /// A moved instance in a second VCALENDAR of the file: the original time was shown as well.
  @Test func anOverrideInAnotherCalendarObjectReplacesItsInstance() throws {
    let file = Self.scratch().appendingPathExtension("ics")
    defer { try? FileManager.default.removeItem(at: file) }
    let text = """
      BEGIN:VCALENDAR
      BEGIN:VEVENT
      UID:sync@example.com
      SUMMARY:Sync
      DTSTART:20260601T150000Z
      DTEND:20260601T153000Z
      RRULE:FREQ=DAILY;COUNT=3
      END:VEVENT
      END:VCALENDAR
      BEGIN:VCALENDAR
      BEGIN:VEVENT
      UID:sync@example.com
      RECURRENCE-ID:20260602T150000Z
      SUMMARY:Sync (moved)
      DTSTART:20260602T180000Z
      DTEND:20260602T183000Z
      END:VEVENT
      END:VCALENDAR

      """
    try Data(text.replacingOccurrences(of: "\n", with: "\r\n").utf8).write(to: file)
    let result = try GlanceProcess.run([
      "occurrences", file.path, "--from", "2026-06-01", "--to", "2026-06-04",
    ])
    #expect(result.status == 0)
    #expect(
      result.stdout == """
        2026-06-01T15:00:00Z  2026-06-01T15:30:00Z  Sync
        2026-06-02T18:00:00Z  2026-06-02T18:30:00Z  Sync (moved)
        2026-06-03T15:00:00Z  2026-06-03T15:30:00Z  Sync

        """)
    #expect(result.stderr.isEmpty)
  }
}
