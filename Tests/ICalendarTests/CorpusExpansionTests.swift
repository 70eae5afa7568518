import Foundation
import Testing

@testable import ICalendar

/// Calendars from python-recurring-ical-events and libical, expanded and checked against the
/// occurrences RFC 5545 requires (worked out by hand from each file), each also with its
/// components in reversed order.
@Suite(.enabled(if: Corpus.isAvailable, Comment(rawValue: Corpus.skipMessage)))
struct CorpusExpansionTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var file: String
    var from: String
    var to: String
    var expected: [String]
    var testDescription: String { file }
  }

  static let cases: [Case] = [
    // EXDATE in UTC removes the second of eight weekly instances; DST starts on March 31.
    Case(
      file: "each_week_but_one_deleted.ics", from: "2019-03-01", to: "2019-05-01",
      expected: [
        "2019-03-03T23:30:00Z 2019-03-04T00:00:00Z test6",
        "2019-03-17T23:30:00Z 2019-03-18T00:00:00Z test6",
        "2019-03-24T23:30:00Z 2019-03-25T00:00:00Z test6",
        "2019-03-31T22:30:00Z 2019-03-31T23:00:00Z test6",
        "2019-04-07T22:30:00Z 2019-04-07T23:00:00Z test6",
        "2019-04-14T22:30:00Z 2019-04-14T23:00:00Z test6",
        "2019-04-21T22:30:00Z 2019-04-21T23:00:00Z test6",
      ]),
    // A Google override that comes before its master moves the December instance earlier.
    Case(
      file: "issue_62_moved_event.ics", from: "2021-11-01", to: "2022-02-01",
      expected: [
        "2021-11-26T20:30:00Z 2021-11-26T20:30:00Z Karaoke",
        "2021-12-17T20:30:00Z 2021-12-17T20:30:00Z Karaoke",
        "2022-01-28T20:30:00Z 2022-01-28T20:30:00Z Karaoke",
      ]),
    // STATUS:CANCELLED on an override cancels that occurrence only.
    Case(
      file: "issue_18_cancel_status.ics", from: "2020-01-27", to: "2020-02-01",
      expected: [
        "2020-01-28T21:00:00Z 2020-01-28T22:00:00Z one is cancelled",
        "2020-01-29T21:00:00Z 2020-01-29T22:00:00Z one is cancelled (cancelled)",
        "2020-01-30T21:00:00Z 2020-01-30T22:00:00Z one is cancelled",
      ]),
    // An RDATE on a rule instance collapses into it; an EXDATE removes both.
    Case(
      file: "rdate.ics", from: "2014-07-04", to: "2014-07-07",
      expected: [
        "2014-07-04T19:00:00Z 2014-07-04T21:00:00Z rdate and rrule overlap",
        "2014-07-05T19:00:00Z 2014-07-05T21:00:00Z rdate and rrule overlap",
        "2014-07-06T19:00:00Z 2014-07-06T21:00:00Z rdate and rrule overlap",
      ]),
    Case(
      file: "rdate.ics", from: "2015-07-04", to: "2015-07-07",
      expected: [
        "2015-07-04T19:00:00Z 2015-07-04T21:00:00Z rdate and rrule overlap but exdate removes the date again",
        "2015-07-06T19:00:00Z 2015-07-06T21:00:00Z rdate and rrule overlap but exdate removes the date again",
      ]),
    Case(file: "rdate.ics", from: "2025-07-01", to: "2025-07-31", expected: []),
    // Mondays at 12:30 in Chicago before and after the March change (CST -6, CDT -5).
    Case(
      file: "issue_48_dst.ics", from: "2021-03-08T18:00:00Z", to: "2021-03-08T19:00:00Z",
      expected: ["2021-03-08T18:30:00Z 2021-03-08T18:45:00Z Event#3"]),
    Case(
      file: "issue_48_dst.ics", from: "2021-03-15T17:00:00Z", to: "2021-03-15T18:00:00Z",
      expected: ["2021-03-15T17:30:00Z 2021-03-15T17:45:00Z Event#3"]),
    // An override with its own DURATION; UNTIL in UTC includes the last local instance.
    Case(
      file: "duration_edited.ics", from: "2019-03-17", to: "2019-03-25",
      expected: [
        "2019-03-18T03:00:00Z 2019-03-18T04:00:00Z original event",
        "2019-03-19T03:00:00Z 2019-03-19T06:00:00Z edited duration",
        "2019-03-20T03:00:00Z 2019-03-20T04:00:00Z original event",
      ]),
    // Overrides moving instances earlier and later (DTEND wins over a stray DURATION).
    Case(
      file: "recurring_events_moved.ics", from: "2019-03-07", to: "2019-03-11",
      expected: [
        "2019-03-07T01:00:00Z 2019-03-07T02:00:00Z New Event",
        "2019-03-08T00:00:00Z 2019-03-08T01:00:00Z New Event",
        "2019-03-09T02:00:00Z 2019-03-09T03:00:00Z New Event",
        "2019-03-10T01:00:00Z 2019-03-10T02:00:00Z New Event",
      ]),
    // RANGE=THISANDFUTURE shifts and resizes later instances, RDATEs included.
    Case(
      file: "issue_75_range_parameter.ics", from: "2024-09-08", to: "2024-09-27",
      expected: [
        "2024-09-09T12:00:00Z 2024-09-09T14:00:00Z ORIGINAL EVENT",
        "2024-09-11T12:00:00Z 2024-09-11T14:00:00Z ORIGINAL EVENT",
        "2024-09-13T09:00:00Z 2024-09-13T16:00:00Z MODIFIED EVENT",
        "2024-09-14T06:00:00Z 2024-09-14T13:00:00Z MODIFIED EVENT",
        "2024-09-15T17:00:00Z 2024-09-15T19:00:00Z MODIFIED EVENT",
        "2024-09-17T09:00:00Z 2024-09-17T16:00:00Z MODIFIED EVENT",
        "2024-09-19T09:00:00Z 2024-09-19T16:00:00Z MODIFIED EVENT",
        "2024-09-22T14:22:00Z 2024-09-22T16:13:00Z EDITED EVENT",
        "2024-09-24T14:22:00Z 2024-09-24T16:13:00Z EDITED EVENT",
        "2024-09-26T14:22:00Z 2024-09-26T16:13:00Z EDITED EVENT",
      ]),
    // A newer master excludes the instance an older override had modified: it is gone.
    Case(
      file: "issue_163_deleted_modification.ics", from: "2024-07-28", to: "2024-09-30",
      expected: ["2024-07-29 2024-08-05 test123", "2024-09-09 2024-09-16 test123"]),
    // Two identical overrides of one all-day instance give one occurrence.
    Case(
      file: "issue_164_duplicated_event.ics", from: "2024-08-01", to: "2024-09-30",
      expected: [
        "2024-08-05 2024-08-12 test123", "2024-08-26 2024-09-02 test123",
        "2024-09-16 2024-09-23 test123",
      ]),
    // An override with a lower SEQUENCE than its master still replaces its instance.
    Case(
      file: "recurrence_sequence_number.ics", from: "2020-09-20", to: "2020-09-30",
      expected: ["2020-09-22 2020-09-23 Modified event", "2020-09-29 2020-09-30 Base event"]),
    // An all-day daily series, open-ended, far from its start.
    Case(
      file: "one_day_event_repeat_every_day.ics", from: "2026-06-01", to: "2026-06-03",
      expected: ["2026-06-01 2026-06-02 test3", "2026-06-02 2026-06-03 test3"]),
  ]

  @Test(arguments: cases)
  func expandsAsRFC5545Requires(_ testCase: Case) throws {
    let file = try Corpus.read("python-recurring-ical-events/" + testCase.file)
    let forward = Expand.occurrences(file, from: testCase.from, to: testCase.to)
    #expect(Expand.lines(forward.occurrences) == testCase.expected)
    let backward = Expand.occurrences(file, from: testCase.from, to: testCase.to, reversed: true)
    #expect(backward.occurrences == forward.occurrences)
  }

  static let unsynchronizedRecurEventLine = 260

  /// libical's recur.txt: each event's full expansion has `X-EXPECT-NUMEVENTS` instances.
  @Test func libicalRecurCounts() throws {
    let bytes = try Corpus.bytes("libical/recur.txt")
    let text = String(decoding: bytes, as: UTF8.self)
    // The expectations of events that are not commented out, in file order.
    var expected: [Int] = []
    for line in text.split(whereSeparator: \.isNewline) where line.hasPrefix("X-EXPECT-NUMEVENTS:")
    {
      expected.append(Int(line.split(separator: ":")[1].trimmingCharacters(in: .whitespaces))!)
    }
    let file = CalendarReader().read(bytes, fileName: "recur.txt")
    let events = file.events
    #expect(events.count == 57)
    #expect(expected.count == events.count)
    let expander = OccurrenceExpander(
      floatingZone: .utc, limits: ExpansionLimits(maxInstancesPerSeries: 10_000))
    for (event, count) in zip(events, expected) {
      let result = expander.expand(
        [event], from: Expand.instant("1900-01-01"), to: Expand.instant("2100-01-01"),
        fileName: "recur.txt")
      // One event has a DTSTART (a Tuesday) its rule (MO,WE,FR) does not match: Glance
      // counts it, as RFC 5545 says (Docs/recurrence-deviations.md).
      let unsynchronized = event.line == Self.unsynchronizedRecurEventLine
      #expect(
        result.occurrences.count == count + (unsynchronized ? 1 : 0), "event at line \(event.line)")
    }
  }
}
