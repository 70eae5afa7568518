import Foundation
import SeededRandom
import Testing

@testable import ICalendar

/// Inputs built to hurt a reader: each gets bounded time and memory, a diagnostic that says what
/// was wrong, and the neighbouring data survives (Docs/reliability.md).
/// The time limit catches a hang, not slowness: on a loaded 2-core machine a test can wait
/// minutes behind the suites that run beside it.
@Suite(.timeLimit(.minutes(5))) struct HostileInputTests {
  static let head = Array("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Glance//Tests//EN\r\n".utf8)
  static let tail = Array("END:VCALENDAR\r\n".utf8)

  static func event(_ uid: String, _ extra: String = "") -> [UInt8] {
    Array(
      "BEGIN:VEVENT\r\nUID:\(uid)\r\nDTSTART:20260601T090000Z\r\nSUMMARY:\(uid)\r\n\(extra)END:VEVENT\r\n"
        .utf8)
  }

  static func codes(_ file: CalendarFile) -> [String] { file.diagnostics.map(\.code.rawValue) }

  @Test func aHundredMegabyteLineIsSkippedAndItsNeighboursSurvive() {
    var bytes = Self.head + Self.event("before")
    bytes += Array("BEGIN:VEVENT\r\nUID:long\r\nDTSTART:20260601T100000Z\r\nDESCRIPTION:".utf8)
    bytes += [UInt8](repeating: UInt8(ascii: "a"), count: 100 << 20)
    bytes += Array("\r\nSUMMARY:long\r\nEND:VEVENT\r\n".utf8) + Self.event("after") + Self.tail
    let file = CalendarReader().read(bytes, fileName: "long.ics")
    #expect(file.events.map(\.uid) == ["before", "long", "after"])
    #expect(file.events[1].description == nil, "the long line is skipped, not cut")
    #expect(file.events[1].summary == "long")
    let diagnostic = file.diagnostics.first { $0.code == .lineTooLong }
    #expect(diagnostic?.line == 12)
    #expect(
      diagnostic?.message.hasPrefix(
        "line of 104857612 bytes is longer than the limit of 8388608 bytes") == true)
  }

  @Test func aHundredThousandNestedBeginsAreSkippedAsOneComponent() {
    var bytes = Self.head + Self.event("before")
    bytes += Array("BEGIN:VEVENT\r\nUID:host\r\nDTSTART:20260601T090000Z\r\n".utf8)
    for _ in 0..<100_000 { bytes += Array("BEGIN:X-DEEP\r\n".utf8) }
    for _ in 0..<100_000 { bytes += Array("END:X-DEEP\r\n".utf8) }
    bytes += Array("END:VEVENT\r\n".utf8) + Self.event("after") + Self.tail
    let file = CalendarReader().read(bytes, fileName: "nested.ics")
    #expect(file.events.map(\.uid) == ["before", "host", "after"])
    #expect(Self.codes(file) == ["ICS006"], "one diagnostic, not 100,000")
    #expect(file.diagnostics.first?.line == 26, "at the first BEGIN past the limit of 16 levels")
  }

  /// A VEVENT cannot hold a VEVENT, so each BEGIN closes the one before: 100,000 empty events,
  /// whose diagnostics stop at the per-file cap.
  @Test func aHundredThousandRepeatedBeginsCostAtMostTheDiagnosticCap() {
    var bytes = Self.head + Self.event("before")
    for _ in 0..<100_000 { bytes += Array("BEGIN:VEVENT\r\n".utf8) }
    for _ in 0..<100_000 { bytes += Array("END:VEVENT\r\n".utf8) }
    bytes += Self.event("after") + Self.tail
    let file = CalendarReader().read(bytes, fileName: "repeated.ics")
    #expect(file.events.map(\.uid) == ["before", "after"])
    #expect(file.diagnostics.count == ReaderLimits.default.maxDiagnosticsPerFile + 1)
    #expect(file.diagnostics.filter { $0.code == .tooManyDiagnostics }.count == 1)
  }

  @Test func aMillionPropertiesInOneComponentAreCapped() {
    var bytes =
      Self.head
      + Array("BEGIN:VEVENT\r\nUID:many\r\nDTSTART:20260601T090000Z\r\nSUMMARY:many\r\n".utf8)
    let property = Array("X-FILLER:x\r\n".utf8)
    bytes.reserveCapacity(bytes.count + property.count * 1_000_000 + 200)
    for _ in 0..<1_000_000 { bytes += property }
    bytes += Array("END:VEVENT\r\n".utf8) + Self.event("after") + Self.tail
    let file = CalendarReader().read(bytes, fileName: "many.ics")
    #expect(file.events.map(\.uid) == ["many", "after"])
    #expect(Self.codes(file).filter { $0 == "ICS007" }.count == 1)
    #expect(
      file.diagnostics.first { $0.code == .tooManyProperties }?.message.contains(
        "more than 10000 properties") == true)
  }

  @Test(arguments: [
    "FREQ=SECONDLY;COUNT=2147483647", "FREQ=DAILY;COUNT=2147483647",
    "FREQ=YEARLY;COUNT=2147483647;BYMONTH=2;BYMONTHDAY=30",
  ])
  func aHugeCountIsBoundedByTheWindow(_ rule: String) {
    let bytes =
      Self.head + Self.event("huge", "RRULE:\(rule)\r\n") + Self.event("after") + Self.tail
    let file = CalendarReader().read(bytes, fileName: "count.ics")
    let start: Int64 = 1_780_272_000  // 2026-06-01
    let result = OccurrenceExpander().expand(
      file.events, from: start, to: start + 86_400, fileName: "count.ics")
    let huge = result.occurrences.filter { $0.uid == "huge" }
    switch rule.prefix(11) {
    case "FREQ=SECOND":
      // 54,000 seconds of the day are left after 09:00; the series limit stops at 5,000.
      #expect(huge.count == 5_000)
      #expect(result.diagnostics.contains { $0.code == .recurrenceInstanceLimit })
    case "FREQ=DAILY;":
      #expect(huge.count == 1)
    default:
      // February 30 never comes: DTSTART is the only instance, and the search is bounded.
      #expect(huge.count == 1)
    }
    #expect(result.occurrences.contains { $0.uid == "after" })
  }

  /// With COUNT a rule must be walked from DTSTART; from 2016, by the second, the walk stops at
  /// the search limit instead of taking minutes.
  @Test func aHugeCountFarBeforeTheWindowStopsAtTheSearchLimit() {
    let rule = "RRULE:FREQ=SECONDLY;COUNT=2147483647\r\n"
    var bytes =
      Self.head
      + Array("BEGIN:VEVENT\r\nUID:far\r\nDTSTART:20160601T090000Z\r\n\(rule)END:VEVENT\r\n".utf8)
    bytes += Self.event("after") + Self.tail
    let file = CalendarReader().read(bytes, fileName: "far.ics")
    let start: Int64 = 1_780_272_000
    let result = OccurrenceExpander().expand(
      file.events, from: start, to: start + 86_400, fileName: "far.ics")
    #expect(result.occurrences.map(\.uid) == ["after"])
    #expect(result.diagnostics.map(\.code) == [.recurrenceSearchLimit])
  }

  /// Many such rules in one file share the file's search budget: five get the full search
  /// (limits a tenth of the defaults, for a debug build's speed), the rest a thousand steps
  /// each, reported once; a series that reaches the window by jumping still gets all its
  /// instances, whichever order the file is in.
  @Test func manyHugeCountsShareTheFilesSearchBudget() {
    var events: [[UInt8]] = (0..<200).map {
      Array(
        "BEGIN:VEVENT\r\nUID:far-\($0 + 1000)\r\nDTSTART:20160601T090000Z\r\nRRULE:FREQ=SECONDLY;COUNT=2000000000\r\nEND:VEVENT\r\n"
          .utf8)
    }
    events.append(
      Array(
        "BEGIN:VEVENT\r\nUID:weekly\r\nDTSTART:19900604T090000Z\r\nRRULE:FREQ=WEEKLY;BYDAY=MO,TH\r\nEND:VEVENT\r\n"
          .utf8))
    let start: Int64 = 1_780_272_000  // 2026-06-01, a Monday
    var outcomes: [[String]] = []
    for order in [events, events.reversed()] {
      let file = CalendarReader().read(Self.head + order.joined() + Self.tail, fileName: "far.ics")
      let limits = ExpansionLimits(maxSearchSteps: 100_000, maxSearchStepsPerFile: 500_000)
      let result = OccurrenceExpander(limits: limits).expand(
        file.events, from: start, to: start + 14 * 86_400, fileName: "far.ics")
      #expect(result.occurrences.map(\.uid) == Array(repeating: "weekly", count: 4))
      let codes = result.diagnostics.map(\.code)
      #expect(codes.filter { $0 == .recurrenceSearchLimit }.count == 5)
      let spent = result.diagnostics.filter { $0.code == .fileSearchBudgetSpent }
      #expect(spent.count == 1)
      #expect(
        spent.first?.message
          == "the file's 500000 search steps are spent; 195 series from this one on stopped after at most 1000 steps each and may miss instances"
      )
      outcomes.append(result.diagnostics.map { "\($0.code.rawValue) \($0.message)" }.sorted())
    }
    #expect(outcomes[0] == outcomes[1], "the same series are stopped in either order")
  }

  @Test(arguments: [
    "BYDAY=255SU", "BYDAY=-54MO", "BYMONTHDAY=2147483648", "BYSETPOS=0", "INTERVAL=0",
    "COUNT=2147483648", "COUNT=99999999999999999999",
  ])
  func outOfRangeRuleValuesAreReportedAndTheEventKept(_ part: String) {
    let bytes =
      Self.head + Self.event("bad", "RRULE:FREQ=MONTHLY;\(part)\r\n") + Self.event("after")
      + Self.tail
    let file = CalendarReader().read(bytes, fileName: "rule.ics")
    #expect(file.events.map(\.uid) == ["bad", "after"])
    let diagnostic = file.diagnostics.first { $0.code == .invalidRecurrenceRule }
    #expect(diagnostic != nil, "\(Self.codes(file))")
    #expect(
      diagnostic?.message.contains("'") == true,
      "the message quotes the value: \(diagnostic?.message ?? "")")
  }

  /// `DURATION:P99999999W99999999W…`, 1.4 MB in one property, was summed and multiplied
  /// unchecked: the expander trapped (exit 132) and the whole run was lost with it.
  @Test func aDurationOfRepeatedWeeksIsRefusedAndItsNeighboursSurvive() {
    let value = "P" + String(repeating: "99999999W", count: 155_556)
    let bytes =
      Self.head + Self.event("repeated", "DURATION:\(value)\r\n") + Self.event("after")
      + Self.tail
    let file = CalendarReader().read(bytes, fileName: "duration.ics")
    #expect(file.events.map(\.uid) == ["repeated", "after"])
    #expect(file.events.first?.length == .exact(seconds: 0), "the event keeps its start")
    let diagnostic = file.diagnostics.first { $0.code == .invalidDuration }
    #expect(diagnostic?.line == 8)
    #expect(diagnostic?.message.hasSuffix("…': 'W' appears more than once; ignored") == true)
    let result = OccurrenceExpander().expand(
      file.events, from: 1_780_272_000, to: 1_781_481_600, fileName: "duration.ics")
    #expect(
      Expand.lines(result.occurrences) == [
        "2026-06-01T09:00:00Z 2026-06-01T09:00:00Z after",
        "2026-06-01T09:00:00Z 2026-06-01T09:00:00Z repeated",
      ])
  }

  /// The last day of the date range: an end past 9999-12-31 is clipped there and reported,
  /// never printed with a five-digit year.
  @Test func endsPastTheYear9999AreClippedAndReported() {
    let bytes =
      Self.head
      + Array(
        "BEGIN:VEVENT\r\nUID:last\r\nDTSTART;VALUE=DATE:99991231\r\nSUMMARY:last day\r\nEND:VEVENT\r\n"
          .utf8)
      + Array(
        "BEGIN:VEVENT\r\nUID:long\r\nDTSTART:99991230T090000Z\r\nDURATION:P36525D\r\nSUMMARY:long\r\nEND:VEVENT\r\n"
          .utf8) + Self.tail
    let file = CalendarReader().read(bytes, fileName: "last.ics")
    #expect(file.diagnostics.isEmpty, "\(file.diagnostics)")
    let result = OccurrenceExpander().expand(
      file.events, from: Expand.instant("9999-12-01T00:00:00Z"),
      to: Expand.instant("9999-12-31T23:00:00Z"), fileName: "last.ics")
    #expect(
      Expand.lines(result.occurrences) == [
        "9999-12-30T09:00:00Z 9999-12-31T23:59:59Z long",
        "9999-12-31 9999-12-31 last day",
      ])
    #expect(result.diagnostics.map(\.code) == [.recurrenceOutOfRange, .recurrenceOutOfRange])
    #expect(
      result.diagnostics.first?.message
        == "event 'last day' reaches past the year 9999; its end is clipped there, later moved instances are left out"
    )
  }

  /// Windows at the ends of Int64 are moved into the date range, not overflowed.
  @Test func aWindowAsWideAsInt64IsKeptInsideTheDateRange() {
    let bytes =
      Self.head + Self.event("weekly", "RRULE:FREQ=WEEKLY;COUNT=3\r\nDURATION:P36525D\r\n")
      + Self.tail
    let file = CalendarReader().read(bytes, fileName: "wide.ics")
    let result = OccurrenceExpander().expand(
      file.events, from: .min, to: .max, fileName: "wide.ics")
    #expect(result.occurrences.count == 3)
    #expect(result.occurrences.last.map { Expand.text($0.end) } == "2126-06-16T09:00:00Z")
  }

  @Test func aFileOfNulBytesIsNotCalendarData() {
    let file = CalendarReader().read([UInt8](repeating: 0, count: 1 << 20), fileName: "nul.ics")
    #expect(file.calendars.isEmpty)
    #expect(!file.diagnostics.isEmpty)
    #expect(file.diagnostics.count <= ReaderLimits.default.maxDiagnosticsPerFile + 1)
  }

  @Test(arguments: 0..<8) func randomBytesNeverCrash(_ seed: Int) {
    var random = SeededRandom(seed: UInt64(seed))
    var bytes = [UInt8](repeating: 0, count: 256 << 10)
    for index in bytes.indices { bytes[index] = UInt8(truncatingIfNeeded: random.next() >> 56) }
    // Half the inputs start like a calendar, so the reader gets past the first line.
    if seed.isMultiple(of: 2) { bytes = Self.head + Array("BEGIN:VEVENT\r\n".utf8) + bytes }
    let file = CalendarReader().read(bytes, fileName: "random.ics")
    #expect(!file.diagnostics.isEmpty)
    for calendar in file.calendars {
      _ = OccurrenceExpander().expand(
        calendar.events, from: 1_780_272_000, to: 1_781_481_600, fileName: "random.ics")
    }
  }
}
