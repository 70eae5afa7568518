import Testing

@testable import ICalendar

@Suite struct CalendarReaderTests {
  @Test func readsEventsTodosAndCalendarProperties() throws {
    let file = read(
      calendar(
        """
        X-WR-CALNAME:Work
        BEGIN:VEVENT
        UID:1@example.com
        SUMMARY:Design review\\, v2
        DESCRIPTION:Bring notes\\nand coffee
        LOCATION:Room 4
        DTSTART:20260601T100000Z
        DTEND:20260601T110000Z
        STATUS:TENTATIVE
        TRANSP:TRANSPARENT
        CLASS:private
        SEQUENCE:3
        CATEGORIES:Work,Review\\, weekly
        COLOR:teal
        URL:https://example.com/a\\,b
        END:VEVENT
        BEGIN:VTODO
        UID:2@example.com
        SUMMARY:File report
        DUE;VALUE=DATE:20260605
        PRIORITY:1
        STATUS:NEEDS-ACTION
        PERCENT-COMPLETE:40
        END:VTODO
        """))
    #expect(file.diagnostics.isEmpty)
    let object = try #require(file.calendars.first)
    #expect(object.name == "Work")
    let event = try #require(object.events.first)
    #expect(event.uid == "1@example.com")
    #expect(event.summary == "Design review, v2")
    #expect(event.description == "Bring notes\nand coffee")
    #expect(event.location == "Room 4")
    #expect(event.length == .exact(seconds: 3600))
    #expect(event.status == .tentative)
    #expect(event.transparency == .transparent)
    #expect(event.classification == "PRIVATE")
    #expect(event.sequence == 3)
    #expect(event.categories == ["Work", "Review, weekly"])
    #expect(event.color == "teal")
    #expect(event.url == "https://example.com/a\\,b")  // URIs are never unescaped.
    #expect(event.calendarName == "Work")
    let todo = try #require(object.todos.first)
    #expect(todo.due == .date(LocalDate(year: 2026, month: 6, day: 5)!))
    #expect(todo.priority == 1 && todo.status == .needsAction && todo.percentComplete == 40)
    #expect(!todo.isCompleted)
  }

  @Test func lengthsFollowRFC5545Defaults() throws {
    let file = read(
      calendar(
        """
        BEGIN:VEVENT
        UID:a
        DTSTART;VALUE=DATE:20260601
        END:VEVENT
        BEGIN:VEVENT
        UID:b
        DTSTART:20260601T090000
        END:VEVENT
        BEGIN:VEVENT
        UID:c
        DTSTART;VALUE=DATE:20260601
        DTEND;VALUE=DATE:20260604
        END:VEVENT
        BEGIN:VEVENT
        UID:d
        DTSTART;TZID=Europe/Berlin:20260601T090000
        DURATION:P1D
        END:VEVENT
        BEGIN:VEVENT
        UID:e
        DTSTART;TZID=Europe/Berlin:20260601T090000
        DTEND;TZID=America/New_York:20260601T090000
        END:VEVENT
        """))
    let lengths = Dictionary(uniqueKeysWithValues: file.events.map { ($0.uid, $0.length) })
    #expect(lengths["a"] == .days(1))
    #expect(lengths["b"] == .exact(seconds: 0))
    #expect(lengths["c"] == .days(3))
    #expect(lengths["d"] == .nominal(CalendarDuration(days: 1)))
    #expect(lengths["e"] == .exact(seconds: 6 * 3600))
    #expect(file.events.first { $0.uid == "a" }?.isAllDay == true)
  }

  @Test func endBeforeStartIsReportedAndSalvaged() throws {
    let file = read(
      calendar(
        """
        BEGIN:VEVENT
        UID:x
        SUMMARY:Backwards
        DTSTART:20231218T234500Z
        DTEND:20231218T233000Z
        END:VEVENT
        """))
    #expect(file.events.first?.length == .exact(seconds: 0))
    #expect(file.diagnostics.map(\.code) == [.endBeforeStart])
    #expect(file.diagnostics.first?.message.contains("'Backwards'") == true)
  }

  @Test func outlookAllDayFlagTurnsMidnightTimesIntoDates() throws {
    let file = read(
      calendar(
        """
        BEGIN:VEVENT
        UID:x
        DTSTART;TZID=W. Europe Standard Time:20260601T000000
        DTEND;TZID=W. Europe Standard Time:20260603T000000
        X-MICROSOFT-CDO-ALLDAYEVENT:TRUE
        END:VEVENT
        """))
    let event = try #require(file.events.first)
    #expect(event.isAllDay)
    #expect(event.start == .date(LocalDate(year: 2026, month: 6, day: 1)!))
    #expect(event.length == .days(2))
  }

  @Test func invalidStartSkipsTheEventAndKeepsItsNeighbours() throws {
    let file = read(
      calendar(
        """
        BEGIN:VEVENT
        UID:before
        DTSTART:20260601T090000Z
        END:VEVENT
        BEGIN:VEVENT
        UID:broken
        DTSTART:20261345T250000Z
        SUMMARY:Broken date
        END:VEVENT
        BEGIN:VEVENT
        UID:after
        DTSTART:20260602T090000Z
        END:VEVENT
        """))
    #expect(file.events.map(\.uid) == ["before", "after"])
    let diagnostic = try #require(file.diagnostics.first)
    #expect(
      diagnostic.description
        == "test.ics:10: error: [ICS012] invalid DTSTART value '20261345T250000Z'; event 'Broken date' skipped"
    )
  }

  @Test func missingStartIsAnError() {
    let file = read(calendar("BEGIN:VEVENT\nUID:x\nSUMMARY:No start\nEND:VEVENT"))
    #expect(file.events.isEmpty)
    #expect(file.diagnostics.map(\.code) == [.missingProperty])
    #expect(file.diagnostics.first?.severity == .error)
  }

  @Test func missingUIDIsSynthesizedStably() {
    let text = calendar("BEGIN:VEVENT\nSUMMARY:Lunch\nDTSTART:20260601T120000Z\nEND:VEVENT")
    let first = read(text).events.first
    let second = read(text).events.first
    #expect(first?.uid == second?.uid)
    #expect(first?.uid.hasPrefix("glance-") == true)
    #expect(first?.uidIsSynthesized == true)
  }

  @Test func severalCalendarsAndBareComponents() {
    let file = read(
      """
      BEGIN:VEVENT
      UID:bare
      DTSTART:20260601T090000Z
      END:VEVENT
      BEGIN:VCALENDAR
      X-WR-CALNAME:One
      BEGIN:VEVENT
      UID:one
      DTSTART:20260601T090000Z
      END:VEVENT
      END:VCALENDAR
      BEGIN:VCALENDAR
      NAME:Two
      BEGIN:VEVENT
      UID:two
      DTSTART:20260601T090000Z
      END:VEVENT
      END:VCALENDAR
      """)
    #expect(file.calendars.map(\.name) == [nil, "One", "Two"])
    #expect(file.calendars.map(\.isImplicit) == [true, false, false])
    #expect(file.events.map(\.uid) == ["bare", "one", "two"])
    #expect(file.events.map(\.calendarName) == [nil, "One", "Two"])
    #expect(file.diagnostics.isEmpty)
  }

  @Test func skipsUnknownComponentsWithoutUnbalancingTheStack() {
    let file = read(
      calendar(
        """
        BEGIN:VJOURNAL
        UID:j
        DTSTART:20260601T090000Z
        END:VJOURNAL
        BEGIN:X-CUSTOM
        BEGIN:VEVENT-LIKE
        SUMMARY:ignored
        END:VEVENT-LIKE
        END:X-CUSTOM
        BEGIN:VFREEBUSY
        UID:f
        END:VFREEBUSY
        BEGIN:VEVENT
        UID:kept
        DTSTART:20260601T090000Z
        BEGIN:VALARM
        TRIGGER:-PT15M
        DESCRIPTION:Alarm text
        END:VALARM
        SUMMARY:Kept
        END:VEVENT
        """))
    #expect(file.events.map(\.uid) == ["kept"])
    #expect(file.events.first?.summary == "Kept")
    #expect(file.diagnostics.isEmpty)
  }

  @Test func recoversFromMissingAndMismatchedEnds() {
    let file = read(
      calendar(
        """
        BEGIN:VEVENT
        UID:first
        DTSTART:20260601T090000Z
        BEGIN:VEVENT
        UID:second
        DTSTART:20260602T090000Z
        END:VTODO
        END:VEVENT
        """))
    #expect(file.events.map(\.uid) == ["first", "second"])
    #expect(file.diagnostics.map(\.code) == [.missingEnd, .unmatchedEnd])
    #expect(file.diagnostics.map(\.line) == [4, 10])
  }

  @Test func truncatedFileKeepsWhatItHas() {
    let file = read(
      "BEGIN:VCALENDAR\nBEGIN:VEVENT\nUID:cut\nDTSTART:20260601T090000Z\nSUMMARY:Cut o")
    #expect(file.events.map(\.summary) == ["Cut o"])
    #expect(file.diagnostics.map(\.code) == [.missingEnd])
  }

  @Test func junkAndInvalidUTF8AreReported() {
    var bytes = Array(
      calendar("BEGIN:VEVENT\nUID:x\nDTSTART:20260601T090000Z\nSUMMARY:caf\u{1}\nEND:VEVENT").utf8)
    // Replace the \u{1} marker with an invalid byte.
    if let index = bytes.firstIndex(of: 0x01) { bytes[index] = 0xFF }
    bytes += Array("this is not a content line\r\n".utf8)
    let file = CalendarReader().read(bytes, fileName: "junk.ics")
    #expect(file.events.first?.summary == "caf\u{FF}")
    #expect(file.diagnostics.map(\.code) == [.invalidUTF8, .malformedLine])
  }

  @Test func limitsAreReportedWhenHit() {
    let limits = ReaderLimits(
      maxLineBytes: 64, maxPropertiesPerComponent: 5, maxNestingDepth: 4, maxDiagnosticsPerFile: 3)
    let deep =
      String(repeating: "BEGIN:X-A\n", count: 10) + String(repeating: "END:X-A\n", count: 10)
    let properties = (1...8).map { "X-P\($0):v" }.joined(separator: "\n")
    let file = read(
      calendar(
        """
        \(deep)
        BEGIN:VEVENT
        UID:e
        DTSTART:20260601T090000Z
        DESCRIPTION:\(String(repeating: "long ", count: 40))
        \(properties)
        END:VEVENT
        """), limits: limits)
    #expect(file.events.count == 1)
    #expect(file.diagnostics.map(\.code) == [.nestingTooDeep, .lineTooLong, .tooManyProperties])

    let noisy = read(String(repeating: "junk\n", count: 10), limits: limits)
    #expect(
      noisy.diagnostics.map(\.code) == [
        .tooManyDiagnostics, .malformedLine, .malformedLine, .malformedLine,
      ])
  }

  @Test func fileSizeLimitRefusesBeforeReading() {
    let file = read(calendar(""), limits: ReaderLimits(maxFileBytes: 10))
    #expect(file.calendars.isEmpty)
    #expect(file.diagnostics.map(\.code) == [.fileTooLarge])
  }

  @Test func recurrencePropertiesAreKept() throws {
    let file = read(
      calendar(
        """
        BEGIN:VEVENT
        UID:r
        SUMMARY:Series
        DTSTART;TZID=Europe/Berlin:20260601T090000
        RRULE:FREQ=WEEKLY;BYDAY=MO,WE;COUNT=10
        RRULE:FREQ=MONTHLY;BYDAY=-1FR
        EXRULE:FREQ=WEEKLY;BYDAY=WE;INTERVAL=2
        RDATE;VALUE=PERIOD:20260610T120000Z/20260610T130000Z,20260611T120000Z/PT30M
        RDATE;VALUE=DATE:20260612
        EXDATE;TZID=Europe/Berlin:20260603T090000,20260608T090000
        EXDATE:20260615T070000Z
        RRULE:FREQ=NEVER
        END:VEVENT
        """))
    let event = try #require(file.events.first)
    #expect(
      event.recurrenceRules.map(\.description) == [
        "FREQ=WEEKLY;COUNT=10;BYDAY=MO,WE", "FREQ=MONTHLY;BYDAY=-1FR",
      ])
    #expect(event.exceptionRules.count == 1)
    #expect(event.recurrenceDates.count == 3)
    #expect(event.exceptionDates.count == 3)
    #expect(file.diagnostics.map(\.code) == [.invalidRecurrenceRule])
    #expect(
      file.diagnostics.first?.message
        == "invalid RRULE 'FREQ=NEVER': invalid FREQ 'NEVER'; ignored in event 'Series'")
  }

  @Test func recurrenceIDKeepsRange() throws {
    let file = read(
      calendar(
        """
        BEGIN:VEVENT
        UID:r
        RECURRENCE-ID;RANGE=THISANDFUTURE;TZID=Europe/Berlin:20260608T090000
        DTSTART;TZID=Europe/Berlin:20260608T100000
        END:VEVENT
        """))
    let event = try #require(file.events.first)
    #expect(event.recurrenceRange == .thisAndFuture)
    #expect(event.recurrenceID?.local.hour == 9)
  }

  @Test func lineFeedsAndLoneCarriageReturnsReadTheSame() {
    let text = calendar("BEGIN:VEVENT\nUID:x\nDTSTART:20260601T090000Z\nSUMMARY:Same\nEND:VEVENT")
    #expect(read(text, lineEnding: "\n").events == read(text).events)
    #expect(read(text, lineEnding: "\r").events == read(text).events)
  }
}
