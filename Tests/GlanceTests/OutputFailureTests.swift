import Foundation
import Testing

/// Writing results must never trap: a full disk or a reader that went away ends the command
/// with a message and exit 74, or quietly with 141 for a closed pipe (Docs/reliability.md).
@Suite(.enabled(if: GlanceProcess.isAvailable, "the glance binary is not built"))
struct OutputFailureTests {
  static let shell = URL(fileURLWithPath: "/bin/sh")

  /// Runs a shell script with the glance binary as `$0` and the other arguments as `$1`….
  static func sh(_ script: String, _ arguments: String...) throws -> GlanceProcess.Result {
    try GlanceProcess.run(
      ["-c", script, GlanceProcess.executable.path] + arguments, executable: shell)
  }

  /// An .ics file whose occurrences fill about 8 MB of output: 30 series by the minute.
  static func largeOutputCalendar() throws -> URL {
    var text = "BEGIN:VCALENDAR\r\n"
    for index in 0..<30 {
      text +=
        "BEGIN:VEVENT\r\nUID:m\(index)\r\nSUMMARY:Minutely \(index)\r\nDTSTART:20260601T000000Z\r\nRRULE:FREQ=MINUTELY\r\nEND:VEVENT\r\n"
    }
    text += "END:VCALENDAR\r\n"
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "glance-large-\(UUID().uuidString).ics")
    try Data(text.utf8).write(to: url)
    return url
  }

  /// Foundation's non-throwing `FileHandle.write` trapped here (exit 132).
  @Test func aFullDiskUnderStandardOutputExits74WithTheReason() throws {
    let result = try Self.sh(#""$0" --help > /dev/full"#)
    #expect(result.status == 74)
    #expect(result.stderr == "Error: cannot write to standard output: No space left on device\n")
  }

  @Test func aFullDiskUnderALargeOutputStopsWritingAndExits74() throws {
    let file = try Self.largeOutputCalendar()
    defer { try? FileManager.default.removeItem(at: file) }
    let result = try Self.sh(
      #""$0" occurrences "$1" --from 2026-06-01 --to 2026-06-08 > /dev/full"#, file.path)
    #expect(result.status == 74)
    #expect(
      result.stderr.hasSuffix("Error: cannot write to standard output: No space left on device\n"))
  }

  @Test func aFullDiskUnderStandardErrorExits74() throws {
    let result = try Self.sh(#""$0" inspect no-such-file.ics 2> /dev/full"#)
    #expect(result.status == 74)
  }

  /// With SIGPIPE ignored, as under many supervisors, `| head` closed the pipe and the next
  /// write trapped. Now the process ends as the signal would have ended it: 141, no message.
  @Test func aPipeClosedEarlyWithSIGPIPEIgnoredEndsQuietlyWith141() throws {
    let file = try Self.largeOutputCalendar()
    defer { try? FileManager.default.removeItem(at: file) }
    let result = try Self.sh(
      """
      trap '' PIPE
      { "$0" occurrences "$1" --from 2026-06-01 --to 2026-06-08 2>/dev/null; echo "status $?" >&2; } | head -n 1
      """, file.path)
    #expect(result.stdout == "2026-06-01T00:00:00Z  2026-06-01T00:00:00Z  Minutely 0\n")
    #expect(result.stderr == "status 141\n")
  }
}
