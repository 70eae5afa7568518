import Foundation
import Testing

@testable import ICalendar

/// What one calendar can hold, whatever its rules, dates and zones ask for: each bound holds
/// the memory of a source to what its bytes are (Docs/reliability.md, "Memory per source"), is
/// reported when it is what stopped the work, and leaves the rest of the calendar alone.
@Suite(.timeLimit(.minutes(5))) struct CalendarBoundsTests {
  static let june1 = ISO8601Value("2026-06-01T00:00:00Z")!.instant(in: .utc)
  static let week = (june1, june1 + 8 * 86_400)

  static func secondly(_ uid: String, at time: String = "000000") -> String {
    """
    BEGIN:VEVENT
    UID:\(uid)
    SUMMARY:\(uid)
    DTSTART:20260601T\(time)Z
    DURATION:PT1S
    RRULE:FREQ=SECONDLY;COUNT=2147483647
    END:VEVENT
    """
  }

  /// Two hundred secondly series would hold a million occurrences in a week (24 GB and a
  /// killed run); the window keeps `maxOccurrences`, the series after are not expanded, and
  /// one ICS041 names the first series left out.
  @Test func theWindowHoldsAtMostTheOccurrenceLimit() {
    let series = (0..<4).map { Self.secondly(String(format: "series-%02d", $0)) }
    let file = read(calendar(series.joined(separator: "\n")))
    var limits = ExpansionLimits()
    limits.maxOccurrences = 12_000
    let result = OccurrenceExpander(limits: limits).expand(
      file.events, from: Self.week.0, to: Self.week.1, fileName: "test.ics")
    #expect(result.occurrences.count == 12_000)
    // Two whole series (5,000 each, the series limit), then 2,000 of the third.
    #expect(Set(result.occurrences.map(\.uid)) == ["series-00", "series-01", "series-02"])
    let notes = result.diagnostics.filter { $0.code == .occurrenceLimit }
    #expect(notes.map(\.line) == [18])
    #expect(
      notes.first?.message
        == "the window holds more than 12000 occurrences; the rest are left out, from 'series-02' on (series are taken in UID order)"
    )
    // Under the limit nothing is said.
    limits.maxOccurrences = 20_000
    let all = OccurrenceExpander(limits: limits).expand(
      file.events, from: Self.week.0, to: Self.week.1, fileName: "test.ics")
    #expect(all.occurrences.count == 20_000)
    #expect(!all.diagnostics.contains { $0.code == .occurrenceLimit })
  }

  /// The RDATEs of one event are kept up to the limit, the rest with one ICS042; the event and
  /// its neighbours keep everything else.
  @Test func anEventKeepsAtMostTheDateLimit() {
    let values = (0..<1_000).map {
      String(format: "20260601T%02d%02d%02dZ", $0 / 3600, $0 / 60 % 60, $0 % 60)
    }
    let line = "RDATE:" + values.joined(separator: ",")
    let body = """
      BEGIN:VEVENT
      UID:many
      SUMMARY:Many
      DTSTART:20260601T120000Z
      \(Array(repeating: line, count: 30).joined(separator: "\n"))
      EXDATE:20260601T000000Z,20260601T000001Z
      END:VEVENT
      BEGIN:VEVENT
      UID:after
      SUMMARY:After
      DTSTART:20260601T130000Z
      RDATE:20260602T130000Z
      END:VEVENT
      """
    let file = read(calendar(body), limits: ReaderLimits(maxDatesPerComponent: 2_500))
    #expect(file.events[0].recurrenceDates.count + file.events[0].exceptionDates.count == 2_500)
    #expect(file.events[0].summary == "Many")
    #expect(file.events[1].recurrenceDates.count == 1)
    let notes = file.diagnostics.filter { $0.code == .tooManyDates }
    #expect(notes.map(\.line) == [10])
    #expect(
      notes.first?.message
        == "component at line 4 has more than 2500 RDATE and EXDATE values; the rest, from this RDATE on, are ignored"
    )
    #expect(notes.first?.severity == .error)
  }

  /// A VTIMEZONE's STANDARD or DAYLIGHT keeps at most the date limit too: 2,000 RDATE lines
  /// took 459 MB.
  @Test func anObservanceKeepsAtMostTheDateLimit() {
    let values = (0..<100).map { String(format: "19%02d0101T000000", $0) }
    let body = """
      BEGIN:VTIMEZONE
      TZID:Many/Dates
      BEGIN:STANDARD
      DTSTART:19000101T000000
      TZOFFSETFROM:+0100
      TZOFFSETTO:+0000
      \(Array(repeating: "RDATE:" + values.joined(separator: ","), count: 50).joined(separator: "\n"))
      END:STANDARD
      END:VTIMEZONE
      """
    let file = read(calendar(body), limits: ReaderLimits(maxDatesPerComponent: 1_000))
    let notes = file.diagnostics.filter { $0.code == .tooManyDates }
    #expect(notes.map(\.line) == [20])
    #expect(notes.first?.message.hasPrefix("component at line 6 has more than 1000") == true)
  }

  /// Ten thousand DAYLIGHT blocks of `FREQ=DAILY` in 1.1 MB asked for ten million onsets
  /// (300 MB, 1.7 s); the table stops at `maxOnsets`, says so once where the zone is used, and
  /// times in the zone still resolve.
  @Test func aZoneTableIsMadeFromAtMostTheOnsetLimit() {
    var body = "BEGIN:VTIMEZONE\nTZID:Evil/Zone\n"
    for index in 0..<2_000 {
      body += """
        BEGIN:DAYLIGHT
        DTSTART:19700101T\(String(format: "%02d%02d", index / 60 % 24, index % 60))00
        TZOFFSETFROM:+0000
        TZOFFSETTO:+0100
        RRULE:FREQ=DAILY
        END:DAYLIGHT

        """
    }
    body += """
      END:VTIMEZONE
      BEGIN:VEVENT
      UID:zoned
      SUMMARY:Zoned
      DTSTART;TZID=Evil/Zone:20260601T120000
      END:VEVENT
      """
    let file = read(calendar(body))
    let notes = file.diagnostics.filter { $0.code == .tooManyTransitions }
    #expect(notes.map(\.line) == [12_010])
    #expect(
      notes.first?.message
        == "VTIMEZONE 'Evil/Zone' lists more than 10000 offset changes; only the first 10000 are used"
    )
    #expect(file.events.map(\.summary) == ["Zoned"])
    guard case .table(let table)? = file.calendars.first?.timeZones.first?.rules else {
      Issue.record("the zone has no table")
      return
    }
    #expect(table.instants.count <= TimeZoneDefinition.maxOnsets)
    #expect(table.isCut)
  }

  /// A stopped run cancels its task: the expansion stops between series, and the caller,
  /// which is stopping too, discards what it got.
  @Test func aCancelledTaskStopsExpanding() async {
    let file = read(calendar((0..<3).map { Self.secondly("series-\($0)") }.joined(separator: "\n")))
    let expander = OccurrenceExpander()
    let whole = expander.expand(file.events, from: Self.week.0, to: Self.week.1, fileName: "a")
    #expect(whole.occurrences.count == 10_000)
    let task = Task {
      withUnsafeCurrentTask { $0?.cancel() }
      return expander.expand(file.events, from: Self.week.0, to: Self.week.1, fileName: "a")
    }
    #expect(await task.value.occurrences.isEmpty)
  }
}
