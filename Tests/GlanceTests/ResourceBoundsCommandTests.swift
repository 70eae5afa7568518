import Foundation
import Testing

/// Runs that once never finished or took hundreds of megabytes for one person, through the
/// built binary (Docs/reliability.md).
@Suite(.enabled(if: GlanceProcess.isAvailable, "the glance binary is not built"))
struct ResourceBoundsCommandTests {
  static func scratch() -> URL {
    FileManager.default.temporaryDirectory.appendingPathComponent(
      "glance-bounds-\(UUID().uuidString)")
  }

  /// Runs `arguments` on a thread of its own; the result, or `nil` when it has not ended
  /// within `seconds` (the process is then killed). A run that never ends fails its test
  /// instead of hanging the suite.
  static func run(_ arguments: [String], within seconds: Double = 120) -> GlanceProcess.Result? {
    let process = Process()
    process.executableURL = GlanceProcess.executable
    process.arguments = arguments
    process.currentDirectoryURL = GlanceProcess.packageRoot
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    guard (try? process.run()) != nil else { return nil }
    let outData = PipeReader(out.fileHandleForReading)
    let errData = PipeReader(err.fileHandleForReading)
    let deadline = Date().addingTimeInterval(seconds)
    while process.isRunning, Date() < deadline { usleep(20_000) }
    guard !process.isRunning else {
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
      return nil
    }
    return GlanceProcess.Result(
      status: process.terminationStatus,
      stdout: String(decoding: outData.wait(), as: UTF8.self),
      stderr: String(decoding: errData.wait(), as: UTF8.self))
  }

  /// At 9999-12-31 the look-ahead ends on a day that does not exist: the run went on for over
  /// twenty minutes and ignored SIGTERM. Now it is refused before any work, from `--now` or
  /// from the pipeline file, and so are `summarize` and its neighbours.
  @Test func theEndOfTimeIsRefusedBeforeAnyWork() throws {
    let folder = Self.scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let output = folder.appendingPathComponent("Output").path
    let late = try #require(
      Self.run(["run", "Pipelines/nightly.json", "--now", "9999-12-31", "--output", output]))
    #expect(late.status == 64)
    #expect(
      late.stderr.hasPrefix(
        "Error: The value '9999-12-31' is invalid for '--now <ISO 8601>': it leaves no room for the 24-hour horizon and the 7-day look-ahead within 0001-01-01 to 9999-12-31, the dates Glance represents; expected 0001-01-02T00:00:00Z to 9999-12-22T00:00:00Z.\n"
      ))
    #expect(!FileManager.default.fileExists(atPath: output))
    let summarize = try #require(
      Self.run([
        "summarize", "Data/student", "--pipeline", "Pipelines/nightly.json", "--family", "small",
        "--now", "9999-12-30T12:00:00Z",
      ]))
    #expect(summarize.status == 64)
    // The pipeline's own date, and a wider horizon from the command line.
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let pipeline = folder.appendingPathComponent("late.json")
    try Data(
      #"{"sources": "\#(GlanceProcess.packageRoot.path)/Data", "output": "\#(output)", "referenceDate": "9999-12-31T00:00:00Z"}"#
        .utf8
    ).write(to: pipeline)
    let file = try #require(Self.run(["run", pipeline.path]))
    #expect(file.status == 64)
    #expect(
      file.stderr.contains("late.json: $.referenceDate: reference date '9999-12-31T00:00:00Z'"))
    let hours = try #require(
      Self.run([
        "timeline", "Data/student", "--pipeline", "Pipelines/nightly.json", "--family", "small",
        "--now", "9999-12-20T00:00:00Z", "--hours", "168",
      ]))
    #expect(hours.status == 64, "\(hours.stderr)")
  }

  /// The last date the defaults allow runs, and ends.
  @Test func theLastAllowedDateRuns() throws {
    let folder = Self.scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try #require(
      Self.run([
        "run", "Pipelines/nightly.json", "--now", "9999-12-22T00:00:00Z", "--output",
        folder.path, "--quiet",
      ]))
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stderr.contains("wrote 108 snapshots for 6 sources"))
  }

  /// Whether this test process (and so the binary built beside it) runs under a sanitizer,
  /// whose shadow memory no data limit allows.
  static let isSanitized =
    dlsym(nil, "__asan_init") != nil || dlsym(nil, "__tsan_init") != nil

  /// One calendar each that took one person's run to hundreds of megabytes: a secondly
  /// series at the reference date (422 MB: the layout kept every item's order at each of
  /// 10,000 moments), two hundred of them (24 GB, killed: a million occurrences), a zone of
  /// 10,000 daily DAYLIGHT blocks (1 MB; 295 MB: ten million onsets), a zone with 2,000 RDATE
  /// lines of 1,000 values (32 MB; 184 MB: two million dates kept).
  static let calendars = ["secondly", "many-series", "zone-observances", "zone-dates"]

  static func secondly(_ uid: String, at time: String) -> String {
    "BEGIN:VEVENT\nUID:\(uid)\nSUMMARY:\(uid)\nDTSTART:20260601T\(time)Z\nDURATION:PT1S\n"
      + "RRULE:FREQ=SECONDLY;COUNT=2147483647\nEND:VEVENT\n"
  }

  static let zonedEvent =
    "BEGIN:VEVENT\nUID:zoned\nSUMMARY:Zoned\nDTSTART;TZID=Evil/Zone:20260601T120000\nEND:VEVENT\n"

  /// The components of the calendar `name`.
  static func body(_ name: String) -> String {
    switch name {
    case "secondly":
      return secondly("tick", at: "110000")
    case "many-series":
      return (0..<200).map { (index: Int) -> String in
        secondly("tick-\(index)", at: String(format: "11%02d%02d", index / 60, index % 60))
      }.joined()
    case "zone-observances":
      var text = "BEGIN:VTIMEZONE\nTZID:Evil/Zone\n"
      for index in 0..<10_000 {
        let time = String(format: "%02d%02d00", index / 60 % 24, index % 60)
        text += "BEGIN:DAYLIGHT\nDTSTART:19700101T\(time)\nTZOFFSETFROM:+0000\nTZOFFSETTO:+0100\n"
        text += "RRULE:FREQ=DAILY\nEND:DAYLIGHT\n"
      }
      return text + "END:VTIMEZONE\n" + zonedEvent
    default:
      let values = (0..<1_000).map { (hour: Int) -> String in
        let (month, day) = (hour / 672 + 1, hour / 24 % 28 + 1)
        return String(format: "1970%02d%02dT%02d0000", month, day, hour % 24)
      }
      let line = "RDATE:" + values.joined(separator: ",") + "\n"
      return "BEGIN:VTIMEZONE\nTZID:Evil/Zone\nBEGIN:STANDARD\nDTSTART:19700101T000000\n"
        + "TZOFFSETFROM:+0100\nTZOFFSETTO:+0000\n" + String(repeating: line, count: 2_000)
        + "END:STANDARD\nEND:VTIMEZONE\n" + zonedEvent
    }
  }

  /// Each runs in 128 MB of data (`ulimit -d`, which counts the heap and every thread's
  /// stack) and writes its snapshots; before, each was stopped by the limit (SIGABRT).
  @Test(.enabled(if: !isSanitized), arguments: calendars)
  func oneCalendarRunsIn128Megabytes(_ name: String) throws {
    let folder = Self.scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let source = folder.appendingPathComponent("Data/\(name)")
    try FileManager.default.createDirectory(at: source, withIntermediateDirectories: true)
    let body = Self.body(name)
    try Data(
      ("BEGIN:VCALENDAR\nVERSION:2.0\nPRODID:x\n" + body + "END:VCALENDAR\n")
        .replacingOccurrences(of: "\n", with: "\r\n").utf8
    ).write(to: source.appendingPathComponent("calendar.ics"))
    let pipeline = folder.appendingPathComponent("p.json")
    try Data(
      #"{"sources": "\#(folder.path)/Data", "output": "\#(folder.path)/Output", "referenceDate": "2026-06-01T11:00:00Z"}"#
        .utf8
    ).write(to: pipeline)
    let result = try GlanceProcess.run(
      [
        "-c", #"ulimit -d 131072 && exec "$0" run "$1" --quiet"#, GlanceProcess.executable.path,
        pipeline.path,
      ],
      executable: URL(fileURLWithPath: "/bin/sh"))
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stderr.contains(" snapshots for 1 source"), "\(result.stderr)")
  }
}
