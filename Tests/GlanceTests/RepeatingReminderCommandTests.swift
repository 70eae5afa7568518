import Foundation
import Testing

/// A weekly to-do and a weekly reminders.json entry, as `glance agenda` shows them (every
/// instance in the window, and the latest missed one) and as the widgets do (each series'
/// current instance alone: the latest missed one, else the next).
@Suite(.enabled(if: GlanceProcess.isAvailable, "the glance binary is not built"))
struct RepeatingReminderCommandTests {
  /// A source folder with a to-do due Mondays and Thursdays at 20:00 in Berlin since May, and
  /// plants to water every Saturday since May 30.
  static func source() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "glance-repeating-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let calendar = """
      BEGIN:VCALENDAR
      X-WR-CALNAME:Home
      BEGIN:VTODO
      UID:bins
      SUMMARY:Take out the bins
      DTSTART;TZID=Europe/Berlin:20260504T180000
      DUE;TZID=Europe/Berlin:20260504T200000
      RRULE:FREQ=WEEKLY;BYDAY=MO,TH
      END:VTODO
      END:VCALENDAR

      """
    try Data(calendar.replacingOccurrences(of: "\n", with: "\r\n").utf8).write(
      to: folder.appendingPathComponent("home.ics"))
    try Data(
      #"[{"id": "plants", "title": "Water the plants", "due": "2026-05-30", "repeat": "FREQ=WEEKLY"}]"#
        .utf8
    ).write(to: folder.appendingPathComponent("reminders.json"))
    try Data(#"{"timeZone": "Europe/Berlin", "locales": ["en-US"]}"#.utf8).write(
      to: folder.appendingPathComponent("source.json"))
    return folder
  }

  @Test func agendaShowsEveryInstanceInTheWindow() throws {
    let folder = try Self.source()
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try GlanceProcess.run([
      "agenda", folder.path, "--now", "2026-06-01T12:00:00Z",
    ])
    #expect(result.status == 0)
    #expect(result.stderr.isEmpty)
    #expect(
      result.stdout == """
        \(folder.lastPathComponent): 6 items, 0 without a date
        Thu 2026-05-28  due 20:00    Take out the bins  [Home]
        Sat 2026-05-30  all day      Water the plants
        Mon 2026-06-01  due 20:00    Take out the bins  [Home]
        Thu 2026-06-04  due 20:00    Take out the bins  [Home]
        Sat 2026-06-06  all day      Water the plants
        Mon 2026-06-08  due 20:00    Take out the bins  [Home]

        """)
  }

  @Test func theWidgetSaysTheCurrentInstance() throws {
    let folder = try Self.source()
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try GlanceProcess.run([
      "summarize", folder.path, "--family", "large", "--now", "2026-06-01T12:00:00Z",
    ])
    #expect(result.status == 0)
    let lines = result.stdout.split(separator: "\n").map(String.init)
    #expect(
      lines[1]
        == "  Water the plants, overdue since Saturday. Take out the bins, overdue since Thursday"
    )
    // Once Monday's instance is missed too, it stands for Thursday's. Neither series' later
    // instances (Thursday's bins, Saturday's plants) are said or counted while one is open.
    #expect(
      lines.contains(
        "  Today, Monday, June 1: Take out the bins, overdue since 8 PM. Water the plants, overdue since Saturday"
      ))
  }
}
