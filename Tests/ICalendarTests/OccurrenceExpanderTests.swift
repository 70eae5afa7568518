import Foundation
import Testing

@testable import ICalendar

@Suite struct OccurrenceExpanderTests {
  func expand(
    _ body: String, from: String, to: String, zone: ZoneRules = .utc,
    limits: ExpansionLimits = .default
  ) -> OccurrenceExpander.Result {
    let file = read(calendar(body))
    let forward = Expand.occurrences(file, from: from, to: to, zone: zone, limits: limits)
    // Results must not depend on the order of components in the file.
    let backward = Expand.occurrences(
      file, from: from, to: to, zone: zone, reversed: true, limits: limits)
    #expect(forward.occurrences == backward.occurrences)
    return forward
  }

  @Test func nineOClockStaysNineAcrossDaylightSaving() {
    let result = expand(
      """
      BEGIN:VEVENT
      UID:standup
      SUMMARY:Standup
      DTSTART;TZID=America/New_York:20260306T090000
      DURATION:PT15M
      RRULE:FREQ=DAILY;COUNT=4
      END:VEVENT
      """, from: "2026-03-01", to: "2026-03-31")
    // New York moves to EDT on Sunday March 8: 14:00Z before, 13:00Z after.
    #expect(
      Expand.lines(result.occurrences) == [
        "2026-03-06T14:00:00Z 2026-03-06T14:15:00Z Standup",
        "2026-03-07T14:00:00Z 2026-03-07T14:15:00Z Standup",
        "2026-03-08T13:00:00Z 2026-03-08T13:15:00Z Standup",
        "2026-03-09T13:00:00Z 2026-03-09T13:15:00Z Standup",
      ])
  }

  @Test func nominalDayKeepsTheWallClockAndExactDayDoesNot() {
    let result = expand(
      """
      BEGIN:VEVENT
      UID:nominal
      SUMMARY:Nominal
      DTSTART;TZID=Europe/Berlin:20260328T120000
      DURATION:P1D
      END:VEVENT
      BEGIN:VEVENT
      UID:exact
      SUMMARY:Exact
      DTSTART;TZID=Europe/Berlin:20260328T120000
      DURATION:PT24H
      END:VEVENT
      """, from: "2026-03-27", to: "2026-03-31")
    // Berlin springs forward on March 29: a nominal day is 23 hours long.
    #expect(
      Expand.lines(result.occurrences) == [
        "2026-03-28T11:00:00Z 2026-03-29T11:00:00Z Exact",
        "2026-03-28T11:00:00Z 2026-03-29T10:00:00Z Nominal",
      ])
  }

  @Test func exdatesMatchByInstantAcrossZonesAndDatesRemoveTheDay() {
    let result = expand(
      """
      BEGIN:VEVENT
      UID:class
      SUMMARY:Class
      DTSTART;TZID=America/Chicago:20260601T090000
      DTEND;TZID=America/Chicago:20260601T100000
      RRULE:FREQ=DAILY;COUNT=5
      EXDATE:20260602T140000Z
      EXDATE;TZID=Europe/London:20260603T150000
      EXDATE;VALUE=DATE:20260604
      END:VEVENT
      """, from: "2026-06-01", to: "2026-06-10")
    #expect(
      Expand.lines(result.occurrences) == [
        "2026-06-01T14:00:00Z 2026-06-01T15:00:00Z Class",
        "2026-06-05T14:00:00Z 2026-06-05T15:00:00Z Class",
      ])
  }

  @Test func overridesReplaceTheirInstanceWhereverTheyAre() {
    let result = expand(
      """
      BEGIN:VEVENT
      UID:weekly
      RECURRENCE-ID;TZID=Europe/Berlin:20260608T100000
      SUMMARY:Weekly (moved)
      DTSTART;TZID=Europe/Berlin:20260609T140000
      DTEND;TZID=Europe/Berlin:20260609T150000
      SEQUENCE:1
      END:VEVENT
      BEGIN:VEVENT
      UID:weekly
      RECURRENCE-ID:20260615T080000Z
      SUMMARY:Weekly
      STATUS:CANCELLED
      DTSTART;TZID=Europe/Berlin:20260615T100000
      DTEND;TZID=Europe/Berlin:20260615T110000
      END:VEVENT
      BEGIN:VEVENT
      UID:weekly
      SUMMARY:Weekly
      DTSTART;TZID=Europe/Berlin:20260601T100000
      DTEND;TZID=Europe/Berlin:20260601T110000
      RRULE:FREQ=WEEKLY;COUNT=4
      END:VEVENT
      """, from: "2026-06-01", to: "2026-07-01")
    #expect(
      Expand.lines(result.occurrences) == [
        "2026-06-01T08:00:00Z 2026-06-01T09:00:00Z Weekly",
        "2026-06-09T12:00:00Z 2026-06-09T13:00:00Z Weekly (moved)",
        "2026-06-15T08:00:00Z 2026-06-15T09:00:00Z Weekly (cancelled)",
        "2026-06-22T08:00:00Z 2026-06-22T09:00:00Z Weekly",
      ])
    #expect(result.occurrences[1].recurrenceID == .instant(Expand.instant("2026-06-08T08:00:00Z")))
    #expect(result.diagnostics.isEmpty)
  }

  @Test func overrideMovedIntoTheWindowFromOutside() {
    let result = expand(
      """
      BEGIN:VEVENT
      UID:m
      SUMMARY:Monthly
      DTSTART:20260505T090000Z
      RRULE:FREQ=MONTHLY
      END:VEVENT
      BEGIN:VEVENT
      UID:m
      RECURRENCE-ID:20260705T090000Z
      SUMMARY:Monthly (early)
      DTSTART:20260610T090000Z
      END:VEVENT
      """, from: "2026-06-01", to: "2026-07-01")
    #expect(
      Expand.lines(result.occurrences) == [
        "2026-06-05T09:00:00Z 2026-06-05T09:00:00Z Monthly",
        "2026-06-10T09:00:00Z 2026-06-10T09:00:00Z Monthly (early)",
      ])
  }

  @Test func exchangeDateTimeRecurrenceIDOnAnAllDaySeries() {
    let result = expand(
      """
      BEGIN:VEVENT
      UID:allday
      SUMMARY:Trash day
      DTSTART;VALUE=DATE:20260601
      DTEND;VALUE=DATE:20260602
      RRULE:FREQ=WEEKLY;COUNT=3
      END:VEVENT
      BEGIN:VEVENT
      UID:allday
      RECURRENCE-ID;TZID=W. Europe Standard Time:20260608T000000
      SUMMARY:Trash day (Tuesday)
      DTSTART;VALUE=DATE:20260609
      DTEND;VALUE=DATE:20260610
      END:VEVENT
      """, from: "2026-06-01", to: "2026-07-01")
    #expect(
      Expand.lines(result.occurrences) == [
        "2026-06-01 2026-06-02 Trash day",
        "2026-06-09 2026-06-10 Trash day (Tuesday)",
        "2026-06-15 2026-06-16 Trash day",
      ])
  }

  @Test func highestSequenceWinsAmongDuplicateMasters() {
    let result = expand(
      """
      BEGIN:VEVENT
      UID:dup
      SUMMARY:New time
      SEQUENCE:2
      DTSTART:20260601T150000Z
      END:VEVENT
      BEGIN:VEVENT
      UID:dup
      SUMMARY:Old time
      SEQUENCE:1
      DTSTART:20260601T090000Z
      END:VEVENT
      """, from: "2026-06-01", to: "2026-06-02")
    #expect(
      Expand.lines(result.occurrences) == ["2026-06-01T15:00:00Z 2026-06-01T15:00:00Z New time"])
    #expect(result.diagnostics.map(\.code) == [.duplicateUID])
  }

  @Test func orphanOverridesAndOverridesOutsideTheRuleAreShown() {
    let result = expand(
      """
      BEGIN:VEVENT
      UID:orphan
      RECURRENCE-ID:20260603T090000Z
      SUMMARY:Orphan
      DTSTART:20260603T100000Z
      END:VEVENT
      BEGIN:VEVENT
      UID:weekly
      SUMMARY:Weekly
      DTSTART:20260601T090000Z
      RRULE:FREQ=WEEKLY;COUNT=2
      END:VEVENT
      BEGIN:VEVENT
      UID:weekly
      RECURRENCE-ID:20260604T090000Z
      SUMMARY:Not an instance
      DTSTART:20260604T090000Z
      END:VEVENT
      """, from: "2026-06-01", to: "2026-06-10")
    #expect(
      Expand.lines(result.occurrences) == [
        "2026-06-01T09:00:00Z 2026-06-01T09:00:00Z Weekly",
        "2026-06-03T10:00:00Z 2026-06-03T10:00:00Z Orphan",
        "2026-06-04T09:00:00Z 2026-06-04T09:00:00Z Not an instance",
        "2026-06-08T09:00:00Z 2026-06-08T09:00:00Z Weekly",
      ])
    #expect(Set(result.diagnostics.map(\.code)) == [.orphanOverride, .overrideOutsideRule])
  }

  @Test func rdatesPeriodsAndDuplicatesCollapse() {
    let result = expand(
      """
      BEGIN:VEVENT
      UID:r
      SUMMARY:R
      DTSTART:20260601T090000Z
      DTEND:20260601T100000Z
      RRULE:FREQ=DAILY;COUNT=2
      RRULE:FREQ=DAILY;INTERVAL=2;COUNT=2
      RDATE:20260602T090000Z,20260605T120000Z
      RDATE;VALUE=PERIOD:20260606T120000Z/PT30M
      END:VEVENT
      """, from: "2026-06-01", to: "2026-06-10")
    #expect(
      Expand.lines(result.occurrences) == [
        "2026-06-01T09:00:00Z 2026-06-01T10:00:00Z R",
        "2026-06-02T09:00:00Z 2026-06-02T10:00:00Z R",
        "2026-06-03T09:00:00Z 2026-06-03T10:00:00Z R",
        "2026-06-05T12:00:00Z 2026-06-05T13:00:00Z R",
        "2026-06-06T12:00:00Z 2026-06-06T12:30:00Z R",
      ])
  }

  @Test func windowKeepsOccurrencesThatOverlapIt() {
    let result = expand(
      """
      BEGIN:VEVENT
      UID:long
      SUMMARY:Conference
      DTSTART;VALUE=DATE:20260529
      DTEND;VALUE=DATE:20260603
      END:VEVENT
      BEGIN:VEVENT
      UID:ended
      SUMMARY:Ended at the window start
      DTSTART:20260531T230000Z
      DTEND:20260601T000000Z
      END:VEVENT
      BEGIN:VEVENT
      UID:instant
      SUMMARY:Reminder at the start
      DTSTART:20260601T000000Z
      END:VEVENT
      """, from: "2026-06-01", to: "2026-06-02")
    #expect(
      Expand.lines(result.occurrences) == [
        "2026-05-29 2026-06-03 Conference",
        "2026-06-01T00:00:00Z 2026-06-01T00:00:00Z Reminder at the start",
      ])
  }

  @Test func openEndedSecondlyRuleReturnsPromptlyWithADiagnostic() {
    let result = expand(
      """
      BEGIN:VEVENT
      UID:s
      SUMMARY:Tick
      DTSTART:20200101T000000Z
      RRULE:FREQ=SECONDLY
      END:VEVENT
      """, from: "2026-06-01", to: "2026-06-02",
      limits: ExpansionLimits(maxInstancesPerSeries: 1000))
    #expect(result.occurrences.count == 1000)
    #expect(result.occurrences.first?.start == .instant(Expand.instant("2026-06-01T00:00:00Z")))
    #expect(result.diagnostics.map(\.code) == [.recurrenceInstanceLimit])
  }

  @Test func subDailyRulesJumpOverMinutesAndSecondsThatCannotMatch() {
    // Once an hour for two weeks: 336 instances. Tested second by second, the window is 1.2
    // million steps; jumping to the next matching minute and second, it is a few per hour.
    let hourly = expand(
      """
      BEGIN:VEVENT
      UID:top
      SUMMARY:Top of the hour
      DTSTART:20200101T000000Z
      RRULE:FREQ=SECONDLY;BYMINUTE=0;BYSECOND=0
      END:VEVENT
      BEGIN:VEVENT
      UID:half
      SUMMARY:Half past
      DTSTART:20200101T000000Z
      RRULE:FREQ=MINUTELY;INTERVAL=2;BYMINUTE=30
      END:VEVENT
      """, from: "2026-06-01", to: "2026-06-15",
      limits: ExpansionLimits(maxSearchSteps: 10_000))
    #expect(hourly.diagnostics.isEmpty)
    let starts = hourly.occurrences.filter { $0.title == "Top of the hour" }.map(\.start)
    #expect(starts.count == 14 * 24)
    #expect(starts.first == .instant(Expand.instant("2026-06-01T00:00:00Z")))
    #expect(starts.last == .instant(Expand.instant("2026-06-14T23:00:00Z")))
    #expect(hourly.occurrences.filter { $0.title == "Half past" }.count == 14 * 24)
  }

  @Test func setPositionsNoPeriodHoldsGiveDTSTARTAloneAtOnce() {
    // A second holds one start, a DAILY period at 9:00 one: BYSETPOS=2 or -2 can never pick
    // anything, and proving it by search would cost the whole budget (a fuzzer found a file of
    // such rules that took seconds).
    let result = expand(
      """
      BEGIN:VEVENT
      UID:s
      SUMMARY:Second
      DTSTART:20060104T140000Z
      RRULE:BYSETPOS=-2;FREQ=SECONDLY
      END:VEVENT
      BEGIN:VEVENT
      UID:d
      SUMMARY:Day
      DTSTART:20260601T090000Z
      RRULE:FREQ=DAILY;BYSETPOS=2,-3
      END:VEVENT
      BEGIN:VEVENT
      UID:w
      SUMMARY:Week
      DTSTART:20260601T090000Z
      RRULE:FREQ=WEEKLY;BYDAY=MO,TU;BYSETPOS=-2
      END:VEVENT
      """, from: "2026-06-01", to: "2026-06-15", limits: ExpansionLimits(maxSearchSteps: 100))
    #expect(result.diagnostics.isEmpty)
    #expect(
      Expand.lines(result.occurrences) == [
        "2026-06-01T09:00:00Z 2026-06-01T09:00:00Z Day",
        "2026-06-01T09:00:00Z 2026-06-01T09:00:00Z Week",
        "2026-06-08T09:00:00Z 2026-06-08T09:00:00Z Week",
      ])
  }

  @Test func ruleThatNeverMatchesCostsOnlyTheWindow() {
    let body = """
      BEGIN:VEVENT
      UID:never
      SUMMARY:February 30
      DTSTART:20200101T090000Z
      RRULE:FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=30;COUNT=5
      END:VEVENT
      """
    // In a short window the search ends at the window's end, well within the budget...
    let short = expand(
      body, from: "2026-06-01", to: "2026-06-02", limits: ExpansionLimits(maxSearchSteps: 1_000))
    #expect(short.occurrences.map(\.title) == [])
    #expect(short.diagnostics.isEmpty)
    // ...and over two centuries the budget runs out and says so.
    let long = expand(
      body, from: "2020-01-02", to: "2220-01-01", limits: ExpansionLimits(maxSearchSteps: 1_000))
    #expect(long.occurrences.isEmpty)
    #expect(long.diagnostics.map(\.code) == [.recurrenceSearchLimit])
  }

  @Test func longSeriesJumpsToTheWindow() {
    // A daily series from 1990 with a small search budget: reaching 2026 one day at a time
    // would exceed it; the expander skips whole periods instead.
    let result = expand(
      """
      BEGIN:VEVENT
      UID:old
      SUMMARY:Old daily
      DTSTART:19900101T090000Z
      RRULE:FREQ=DAILY
      END:VEVENT
      """, from: "2026-06-01", to: "2026-06-03", limits: ExpansionLimits(maxSearchSteps: 100))
    #expect(result.occurrences.count == 2)
    #expect(result.diagnostics.isEmpty)
  }

  @Test func floatingTimesFollowTheChosenZone() {
    let body = """
      BEGIN:VEVENT
      UID:f
      SUMMARY:Floating
      DTSTART:20260601T090000
      END:VEVENT
      """
    let seoul = expand(body, from: "2026-05-31", to: "2026-06-02", zone: Expand.zone("Asia/Seoul"))
    #expect(
      Expand.lines(seoul.occurrences) == ["2026-06-01T00:00:00Z 2026-06-01T00:00:00Z Floating"])
  }
}
