import Foundation
import SeededRandom
import Testing

@testable import ICalendar

/// Repeating to-dos (RFC 5545 §3.6.2): their series expand as an event's do, each instance
/// due as long after its start as DUE is after DTSTART.
@Suite struct TodoOccurrenceTests {
  func expand(_ body: String, from: String, to: String, zone: ZoneRules = .utc)
    -> OccurrenceExpander.TodoResult
  {
    let file = read(calendar(body))
    let expander = OccurrenceExpander(floatingZone: zone)
    let forward = expander.expand(
      file.todos, from: Expand.instant(from), to: Expand.instant(to), fileName: "test.ics")
    // Results must not depend on the order of components in the file.
    let backward = expander.expand(
      file.todos.reversed(), from: Expand.instant(from), to: Expand.instant(to),
      fileName: "test.ics")
    #expect(forward.occurrences == backward.occurrences)
    return forward
  }

  /// `start due title` lines.
  func lines(_ result: OccurrenceExpander.TodoResult) -> [String] {
    result.occurrences.map {
      "\(Expand.text($0.start)) \(Expand.text($0.due)) \($0.todo.summary ?? "-")"
    }
  }

  @Test func weeklyToDoIsDueEachWeekWithOverridesAndExdates() {
    let result = expand(
      """
      BEGIN:VTODO
      UID:bins
      SUMMARY:Take out the bins
      DTSTART;TZID=Europe/Berlin:20260601T180000
      DUE;TZID=Europe/Berlin:20260602T070000
      RRULE:FREQ=WEEKLY;COUNT=5
      EXDATE;TZID=Europe/Berlin:20260615T180000
      END:VTODO
      BEGIN:VTODO
      UID:bins
      RECURRENCE-ID;TZID=Europe/Berlin:20260608T180000
      SUMMARY:Take out the bins (holiday)
      DTSTART;TZID=Europe/Berlin:20260609T180000
      DUE;TZID=Europe/Berlin:20260610T070000
      END:VTODO
      """, from: "2026-06-01", to: "2026-08-01")
    // COUNT=5 gives June 1 to 29; June 15 is excluded, June 8 moved a day.
    #expect(
      lines(result) == [
        "2026-06-01T16:00:00Z 2026-06-02T05:00:00Z Take out the bins",
        "2026-06-09T16:00:00Z 2026-06-10T05:00:00Z Take out the bins (holiday)",
        "2026-06-22T16:00:00Z 2026-06-23T05:00:00Z Take out the bins",
        "2026-06-29T16:00:00Z 2026-06-30T05:00:00Z Take out the bins",
      ])
    #expect(result.occurrences[1].recurrenceID == .instant(Expand.instant("2026-06-08T16:00:00Z")))
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
  }

  @Test func aToDoWithDueAloneRepeatsOnItsDueTimes() {
    let result = expand(
      """
      BEGIN:VTODO
      UID:rent
      SUMMARY:Pay rent
      DUE;VALUE=DATE:20260501
      RRULE:FREQ=MONTHLY;UNTIL=20260701
      END:VTODO
      """, from: "2026-04-01", to: "2026-09-01")
    #expect(
      lines(result) == [
        "2026-05-01 2026-05-01 Pay rent", "2026-06-01 2026-06-01 Pay rent",
        "2026-07-01 2026-07-01 Pay rent",
      ])
  }

  @Test func startAloneIsDueAtEachStartAndDurationIsNominal() {
    let result = expand(
      """
      BEGIN:VTODO
      UID:water
      SUMMARY:Water plants
      DTSTART;TZID=Europe/Berlin:20260327T090000
      RRULE:FREQ=DAILY;COUNT=3
      END:VTODO
      BEGIN:VTODO
      UID:report
      SUMMARY:Report
      DTSTART;TZID=Europe/Berlin:20260328T120000
      DURATION:P1D
      RRULE:FREQ=DAILY;COUNT=1
      END:VTODO
      """, from: "2026-03-26", to: "2026-04-01")
    // Berlin springs forward on March 29: 09:00 is 08:00Z before and 07:00Z after, and the
    // nominal day of the report ends at noon local time, 23 hours later.
    #expect(
      lines(result) == [
        "2026-03-27T08:00:00Z 2026-03-27T08:00:00Z Water plants",
        "2026-03-28T08:00:00Z 2026-03-28T08:00:00Z Water plants",
        "2026-03-28T11:00:00Z 2026-03-29T10:00:00Z Report",
        "2026-03-29T07:00:00Z 2026-03-29T07:00:00Z Water plants",
      ])
  }

  @Test func aDateStartOfATimedToDoIsThatDaysMidnightInTheDueZone() {
    let file = read(
      calendar(
        """
        BEGIN:VTODO
        UID:mixed
        DTSTART;VALUE=DATE:20260601
        DUE;TZID=America/Chicago:20260603T170000
        RRULE:FREQ=WEEKLY;COUNT=2
        END:VTODO
        """))
    let todo = file.todos[0]
    #expect(todo.seriesStart?.description == "TZID=America/Chicago:20260601T000000")
    let result = OccurrenceExpander().expand(
      file.todos, from: Expand.instant("2026-06-01"), to: Expand.instant("2026-07-01"),
      fileName: "test.ics")
    #expect(
      result.occurrences.map { Expand.text($0.due) } == [
        "2026-06-03T22:00:00Z", "2026-06-10T22:00:00Z",
      ])
  }

  @Test func aRepeatingToDoWithoutStartOrDueIsOneUndatedToDo() {
    let file = read(
      calendar(
        """
        BEGIN:VTODO
        UID:someday
        SUMMARY:Someday
        RRULE:FREQ=WEEKLY
        END:VTODO
        """))
    #expect(!file.todos[0].isSeriesComponent)
    #expect(
      file.diagnostics.map(\.description) == [
        "test.ics:4: warning: [ICS014] to-do 'Someday' has a recurrence but neither DTSTART nor DUE; kept as one to-do without a date"
      ])
  }

  /// Rules, starts and lengths drawn at random: a to-do's instances are those of the event
  /// with the same start, rule and exclusions that ends when the to-do is due.
  @Test func aToDoExpandsExactlyAsTheEventWithItsShape() {
    var random = SeededRandom(seed: 29)
    let rules = [
      "FREQ=DAILY;COUNT=9", "FREQ=WEEKLY;BYDAY=MO,TH", "FREQ=WEEKLY;INTERVAL=2;UNTIL=20261231",
      "FREQ=MONTHLY;BYMONTHDAY=-1", "FREQ=MONTHLY;BYDAY=2TU;COUNT=4", "FREQ=YEARLY",
    ]
    let zones = ["Europe/Berlin", "America/New_York", "Asia/Seoul"]
    for _ in 0..<60 {
      let rule = random.pick(rules)
      let zone = random.pick(zones)
      let day = random.int(1...28)
      let hour = random.int(0...23)
      let start = String(format: "202603%02dT%02d0000", day, hour)
      let due = String(format: "202603%02dT%02d3000", day, hour)
      let hours = random.int(0...60)
      let length = "PT\(hours)H30M"
      let excluded = String(format: "202604%02dT%02d0000", day, hour)
      let todo = read(
        calendar(
          """
          BEGIN:VTODO
          UID:x
          SUMMARY:x
          DTSTART;TZID=\(zone):\(start)
          DURATION:\(length)
          RRULE:\(rule)
          EXDATE;TZID=\(zone):\(excluded)
          END:VTODO
          BEGIN:VTODO
          UID:y
          SUMMARY:y
          DTSTART;TZID=\(zone):\(start)
          DUE;TZID=\(zone):\(due)
          RRULE:\(rule)
          END:VTODO
          """))
      let event = read(
        calendar(
          """
          BEGIN:VEVENT
          UID:x
          SUMMARY:x
          DTSTART;TZID=\(zone):\(start)
          DURATION:\(length)
          RRULE:\(rule)
          EXDATE;TZID=\(zone):\(excluded)
          END:VEVENT
          BEGIN:VEVENT
          UID:y
          SUMMARY:y
          DTSTART;TZID=\(zone):\(start)
          DTEND;TZID=\(zone):\(due)
          RRULE:\(rule)
          END:VEVENT
          """))
      let (from, to) = (Expand.instant("2026-03-01"), Expand.instant("2027-06-01"))
      let expander = OccurrenceExpander()
      let todos = expander.expand(todo.todos, from: from, to: to, fileName: "test.ics")
      let events = expander.expand(event.events, from: from, to: to, fileName: "test.ics")
      #expect(
        todos.occurrences.map { "\($0.uid) \(Expand.text($0.start)) \(Expand.text($0.due))" }
          == events.occurrences.map { "\($0.uid) \(Expand.text($0.start)) \(Expand.text($0.end))" },
        "\(rule) from \(start) in \(zone)")
      #expect(!todos.occurrences.isEmpty)
    }
  }

  /// recurring-ical-events' yearly tax to-do (issue 97), with DTSTART and without, and
  /// Mozilla's monthly to-dos from ical.net's tests: every instance, each with its due time.
  @Test(.enabled(if: Corpus.isAvailable, Comment(rawValue: Corpus.skipMessage)))
  func repeatingToDosOfThePublicCorpus() throws {
    func dues(_ path: String, from: String, to: String) throws -> [String] {
      let file = try Corpus.read(path)
      return OccurrenceExpander().expand(
        file.todos, from: Expand.instant(from), to: Expand.instant(to), fileName: path
      ).occurrences.map { "\(Expand.text($0.start)) \(Expand.text($0.due))" }
    }
    #expect(
      try dues(
        "python-recurring-ical-events/issue_97_simple_todo.ics", from: "2025-01-01",
        to: "2027-01-01")
        == [
          "2025-04-15T13:30:00Z 2025-05-16T04:59:59Z", "2026-04-15T13:30:00Z 2026-05-16T04:59:59Z",
        ])
    #expect(
      try dues(
        "python-recurring-ical-events/issue_97_todo_nodtstart.ics", from: "2025-01-01",
        to: "2027-01-01") == [
          "2025-05-16T04:59:59Z 2025-05-16T04:59:59Z", "2026-05-16T04:59:59Z 2026-05-16T04:59:59Z",
        ])
    // COUNT=10 from a DTSTART (Friday July 28) that is not a first Friday: it counts as one.
    let counted = try dues("ical.net/Todo/Todo5.ics", from: "2006-01-01", to: "2008-01-01")
    #expect(counted.count == 10)
    #expect(counted.first == "2006-07-28T13:00:00Z 2006-07-28T13:00:00Z")
    #expect(counted.last == "2007-04-06T13:00:00Z 2007-04-06T13:00:00Z")
    // UNTIL December 7 2007 at 16:00 UTC keeps that day's 09:00 EST instance.
    let until = try dues("ical.net/Todo/Todo8.ics", from: "2006-01-01", to: "2009-01-01")
    #expect(until.count == 18)
    #expect(until.last == "2007-12-07T14:00:00Z 2007-12-07T14:00:00Z")
  }
}
