import SeededRandom
import Testing

@testable import ICalendar

/// A value in another form than DTSTART's, or with a parameter its form cannot take, is read by
/// a rule; each such repair is reported, never silent.
@Suite struct ReaderRepairTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var lines: String
    /// The one diagnostic expected, as `CODE severity: message`; `nil` for none.
    var expected: String?

    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "a UTC DATE-TIME in the RDATE of an all-day series",
      lines: "DTSTART;VALUE=DATE:20260601\nRRULE:FREQ=WEEKLY;COUNT=2\nRDATE:20260603T230000Z",
      expected:
        "ICS029 warning: RDATE value '20260603T230000Z' of all-day event 'x' is a DATE-TIME; read as the UTC date 2026-06-03"
    ),
    Case(
      name: "a timed EXDATE of an all-day series",
      lines: "DTSTART;VALUE=DATE:20260601\nRRULE:FREQ=DAILY;COUNT=5\nEXDATE:20260603T090000",
      expected:
        "ICS029 warning: EXDATE value '20260603T090000' of all-day event 'x' is a DATE-TIME; read as the date 2026-06-03"
    ),
    Case(
      name: "VALUE=DATE on a DATE-TIME",
      lines: "DTSTART:20260601T090000Z\nRDATE;VALUE=DATE:20260603T090000Z,20260604T090000Z",
      expected:
        "ICS028 note: VALUE=DATE on the DATE-TIME '20260603T090000Z'; read as a DATE-TIME"),
    Case(
      name: "a DATE with a TZID",
      lines: "DTSTART;TZID=Europe/Berlin:20260601",
      expected:
        "ICS028 note: TZID 'Europe/Berlin' on the DATE '20260601' ignored: a DATE has no zone"),
    Case(
      name: "a UTC time with a TZID",
      lines: "DTSTART;TZID=Europe/Berlin:20260601T090000Z",
      expected:
        "ICS028 note: TZID 'Europe/Berlin' on the UTC time '20260601T090000Z' ignored: a UTC time has no zone"
    ),
    Case(
      name: "a DATE UNTIL on a timed series",
      lines: "DTSTART:20260601T090000Z\nRRULE:FREQ=DAILY;UNTIL=20260603",
      expected:
        "ICS037 warning: UNTIL '20260603' in event 'x' is a DATE but DTSTART is a DATE-TIME; the series runs through the whole day (RFC 5545 §3.3.10)"
    ),
    Case(
      name: "a floating UNTIL on a zoned start",
      lines: "DTSTART;TZID=Europe/Berlin:20260601T090000\nRRULE:FREQ=DAILY;UNTIL=20260603T090000",
      expected:
        "ICS037 warning: UNTIL '20260603T090000' in event 'x' is floating but DTSTART is not; read on the series' own clock (RFC 5545 §3.3.10)"
    ),
    Case(
      name: "a UTC UNTIL on a floating start",
      lines: "DTSTART:20260601T090000\nEXRULE:FREQ=DAILY;UNTIL=20260603T090000Z",
      expected:
        "ICS037 warning: UNTIL '20260603T090000Z' in event 'x' is in UTC but DTSTART is floating; read in the zone floating times are read in (RFC 5545 §3.3.10)"
    ),
    Case(
      name: "a DATE-TIME UNTIL on an all-day series",
      lines: "DTSTART;VALUE=DATE:20260601\nRRULE:FREQ=DAILY;UNTIL=20260603T000000Z",
      expected:
        "ICS037 warning: UNTIL '20260603T000000Z' in event 'x' is a DATE-TIME but DTSTART is a DATE; days that begin by then are kept (RFC 5545 §3.3.10)"
    ),
    Case(
      name: "forms that agree",
      lines: """
        DTSTART;TZID=Europe/Berlin:20260601T090000
        RRULE:FREQ=DAILY;UNTIL=20260603T070000Z
        EXDATE;TZID=Europe/Berlin:20260602T090000
        RDATE;VALUE=DATE-TIME:20260610T090000Z
        """,
      expected: nil),
    Case(
      name: "an all-day series with dates and a midnight EXDATE",
      lines: """
        DTSTART;VALUE=DATE:20260601
        RRULE:FREQ=DAILY;UNTIL=20260610
        EXDATE;VALUE=DATE:20260602
        EXDATE;TZID=Europe/Berlin:20260603T000000
        RDATE;VALUE=DATE:20260620
        """,
      expected: nil),
    // KOrganizer writes such series and counts COUNT from the first instance the rule makes,
    // as libical does: its title says "12 times" of a series Glance ends a month earlier.
    Case(
      name: "a DTSTART its COUNT rule does not make",
      lines: "DTSTART:20260602T090000Z\nRRULE:FREQ=MONTHLY;BYDAY=2TH;COUNT=12",
      expected:
        "ICS038 note: DTSTART '20260602T090000' of event 'x' is not an instance of RRULE 'FREQ=MONTHLY;COUNT=12;BYDAY=2TH'; it counts as the first of the 12 (RFC 5545 §3.3.10), which some programs do not, so the last occurrence is in dispute"
    ),
    Case(
      name: "a DTSTART its COUNT rule makes",
      lines: "DTSTART:20260611T090000Z\nRRULE:FREQ=MONTHLY;BYDAY=2TH;COUNT=12",
      expected: nil),
    Case(
      name: "a DTSTART whose time its COUNT rule does not make",
      lines: "DTSTART;VALUE=DATE:20260601\nRRULE:FREQ=WEEKLY;BYDAY=MO;BYHOUR=9;COUNT=3",
      expected: nil),
    Case(
      name: "an unsynchronized DTSTART with UNTIL (its count is not in dispute)",
      lines: "DTSTART:20260602T090000Z\nRRULE:FREQ=WEEKLY;BYDAY=MO;UNTIL=20260630T000000Z",
      expected: nil),
  ]

  @Test(arguments: cases) func repairsAreReported(_ testCase: Case) {
    let file = read(
      calendar("BEGIN:VEVENT\nUID:x\nSUMMARY:x\n\(testCase.lines)\nEND:VEVENT"))
    #expect(file.events.count == 1)
    let found = file.diagnostics.map {
      "\($0.code.rawValue) \($0.severity.rawValue): \($0.message)"
    }
    #expect(found == (testCase.expected.map { [$0] } ?? []))
  }

  /// The repairs themselves are unchanged: a DATE UNTIL keeps its whole day.
  @Test func aDateUntilStillIncludesItsDay() {
    let file = read(
      calendar(
        "BEGIN:VEVENT\nUID:x\nSUMMARY:x\nDTSTART:20260601T090000Z\nRRULE:FREQ=DAILY;UNTIL=20260603\nEND:VEVENT"
      ))
    let result = Expand.occurrences(file, from: "2026-06-01", to: "2026-06-10")
    #expect(result.occurrences.count == 3)
  }

  /// Rules and starts drawn at random: deciding by the rule's parts agrees with walking it.
  @Test func decidingByTheRulesPartsAgreesWithTheRule() throws {
    var random = SeededRandom(seed: 38)
    let rules = [
      "FREQ=DAILY;COUNT=5", "FREQ=WEEKLY;COUNT=5", "FREQ=MONTHLY;INTERVAL=2;COUNT=5",
      "FREQ=YEARLY;COUNT=5", "FREQ=WEEKLY;BYDAY=MO;COUNT=5", "FREQ=WEEKLY;BYDAY=TU,TH,SA;COUNT=5",
      "FREQ=WEEKLY;INTERVAL=2;BYDAY=SU,WE;COUNT=5", "FREQ=MONTHLY;BYDAY=2TU;COUNT=5",
      "FREQ=WEEKLY;BYDAY=MO,FR;BYHOUR=9;COUNT=5",
    ]
    for _ in 0..<300 {
      let rule = try RecurrenceRule(parsing: random.pick(rules))
      let date = LocalDate(year: 2026, month: random.int(1...12), day: random.int(1...28))!
      let start: DateTimeValue =
        random.chance(0.3)
        ? .date(date)
        : .dateTime(
          LocalDateTime(date: date, hour: random.int(8...10), minute: 0, second: 0)!, .utc)
      #expect(
        ReaderState.isInstance(start, of: rule) == ReaderState.producesStart(start, rule),
        "\(rule) from \(start)")
    }
  }

  /// KOrganizer's sample export: two monthly series whose DTSTART the rule does not make.
  @Test(.enabled(if: Corpus.isAvailable, Comment(rawValue: Corpus.skipMessage)))
  func korganizerSeriesWithAnUnsynchronizedCountAreNoted() throws {
    let file = try Corpus.read("ical4j/samples/valid/korganizer_sample.ics")
    let notes = file.diagnostics.filter { $0.code == .unsynchronizedCount }
    #expect(notes.map(\.line) == [33, 67])
    #expect(
      notes.first?.message.hasPrefix("DTSTART '20030314T030000' of event 'San Gabriel") == true)
  }

  /// A to-do's series starts at DUE when it has no DTSTART, and the note says so.
  @Test func aDueAloneIsNamedInTheNote() {
    let file = read(
      calendar(
        "BEGIN:VTODO\nUID:x\nSUMMARY:x\nDUE:20260602T090000Z\nRRULE:FREQ=WEEKLY;BYDAY=MO;COUNT=3\nEND:VTODO"
      ))
    #expect(
      file.diagnostics.map { String($0.message.prefix(42)) } == [
        "DUE '20260602T090000' of to-do 'x' is not "
      ])
  }
}
