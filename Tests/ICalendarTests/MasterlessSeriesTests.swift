import Foundation
import Testing

@testable import ICalendar

/// Components with a RECURRENCE-ID and no master: a series of their own when the
/// RECURRENCE-ID cannot be one of their rule's instances (exporters that stamp every
/// component 1970-01-01), one moved instance when it is one of them.
@Suite struct MasterlessSeriesTests {
  func expand(_ body: String, from: String, to: String) -> OccurrenceExpander.Result {
    let file = read(calendar(body))
    let forward = Expand.occurrences(file, from: from, to: to)
    let backward = Expand.occurrences(file, from: from, to: to, reversed: true)
    #expect(forward.occurrences == backward.occurrences)
    #expect(forward.diagnostics == backward.diagnostics)
    return forward
  }

  @Test(arguments: [
    "RECURRENCE-ID;VALUE=DATE:19700101", "RECURRENCE-ID:19700101T000000Z",
    "RECURRENCE-ID:20260101T183000Z",
  ])
  func aDummyRecurrenceIDLeavesTheComponentItsOwnSeries(_ recurrenceID: String) {
    let result = expand(
      """
      BEGIN:VEVENT
      UID:yoga
      \(recurrenceID)
      SUMMARY:Yoga
      DTSTART:20260603T183000Z
      DTEND:20260603T193000Z
      RRULE:FREQ=WEEKLY;BYDAY=WE
      END:VEVENT
      """, from: "2026-06-01", to: "2026-06-25")
    // 2026-01-01 is a Thursday: no Wednesday rule from June can have made it.
    #expect(
      Expand.lines(result.occurrences) == [
        "2026-06-03T18:30:00Z 2026-06-03T19:30:00Z Yoga",
        "2026-06-10T18:30:00Z 2026-06-10T19:30:00Z Yoga",
        "2026-06-17T18:30:00Z 2026-06-17T19:30:00Z Yoga",
        "2026-06-24T18:30:00Z 2026-06-24T19:30:00Z Yoga",
      ])
    #expect(result.diagnostics.map(\.code) == [.ownRuleExpanded])
    #expect(result.diagnostics.first?.line == 4)
  }

  @Test func anInstanceOfItsOwnRuleIsATrueOrphanShownOnce() {
    // An invitation to one instance of a weekly series whose master the person never got:
    // the component repeats the rule, and its RECURRENCE-ID is one of the rule's instances.
    let result = expand(
      """
      BEGIN:VEVENT
      UID:review
      RECURRENCE-ID:20260610T150000Z
      SUMMARY:Design review
      DTSTART:20260610T150000Z
      DTEND:20260610T160000Z
      RRULE:FREQ=WEEKLY;BYDAY=WE
      END:VEVENT
      """, from: "2026-06-01", to: "2026-06-25")
    #expect(
      Expand.lines(result.occurrences) == [
        "2026-06-10T15:00:00Z 2026-06-10T16:00:00Z Design review"
      ])
    #expect(result.diagnostics.map(\.code) == [.orphanOverride])
  }

  @Test func aMasterlessToDoExpandsItsOwnRuleToo() {
    let file = read(
      calendar(
        """
        BEGIN:VTODO
        UID:plants
        RECURRENCE-ID;VALUE=DATE:19700101
        SUMMARY:Water plants
        DUE;VALUE=DATE:20260601
        RRULE:FREQ=WEEKLY
        END:VTODO
        """))
    let result = OccurrenceExpander().expand(
      file.todos, from: Expand.instant("2026-06-01"), to: Expand.instant("2026-06-20"),
      fileName: "test.ics")
    #expect(
      result.occurrences.map { Expand.text($0.due) } == ["2026-06-01", "2026-06-08", "2026-06-15"])
    #expect(result.diagnostics.map(\.code) == [.ownRuleExpanded])
  }
}
