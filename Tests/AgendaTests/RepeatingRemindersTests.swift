import Foundation
import SeededRandom
import Testing

@testable import Agenda
@testable import ICalendar

/// Repeating reminders in the agenda: every open instance due in the window, and the latest
/// instance due before it when that one is open.
@Suite struct RepeatingRemindersTests {
  static let berlin = ZoneRules.system(TimeZone(identifier: "Europe/Berlin")!)

  static func instant(_ text: String) -> Int64 { ISO8601Value(text)!.instant(in: .utc) }

  static func source(_ files: [String: String]) -> Source {
    Source(
      files: SourceFiles(
        id: "person",
        files: files.map { name, text in
          let body =
            name.hasSuffix(".ics") ? text.replacingOccurrences(of: "\n", with: "\r\n") : text
          return SourceFiles.File(
            name: name, displayName: "person/\(name)", bytes: Array(body.utf8))
        }))
  }

  static func agenda(
    _ files: [String: String], from: String, to: String, zone: ZoneRules = berlin
  ) -> Agenda {
    Agenda(source: source(files), from: instant(from), to: instant(to), zone: zone)
  }

  /// `id due title` lines.
  static func lines(_ agenda: Agenda) -> [String] {
    agenda.items.map { "\($0.id) \($0.start.map(Agenda.format) ?? "-") \($0.title)" }
  }

  static func ics(_ body: String) -> String {
    "BEGIN:VCALENDAR\nX-WR-CALNAME:Home\n\(body)\nEND:VCALENDAR\n"
  }

  /// A weekly chore on Mondays from May 4: the June 8 instance was moved and is still open,
  /// the June 15 one was done early.
  static let chores = ics(
    """
    BEGIN:VTODO
    UID:chores
    SUMMARY:Clean the kitchen
    DTSTART;TZID=Europe/Berlin:20260504T090000
    DUE;TZID=Europe/Berlin:20260504T180000
    RRULE:FREQ=WEEKLY
    END:VTODO
    BEGIN:VTODO
    UID:chores
    RECURRENCE-ID;TZID=Europe/Berlin:20260608T090000
    SUMMARY:Clean the kitchen (and the oven)
    DTSTART;TZID=Europe/Berlin:20260608T090000
    DUE;TZID=Europe/Berlin:20260609T180000
    END:VTODO
    BEGIN:VTODO
    UID:chores
    RECURRENCE-ID;TZID=Europe/Berlin:20260615T090000
    SUMMARY:Clean the kitchen
    DTSTART;TZID=Europe/Berlin:20260615T090000
    DUE;TZID=Europe/Berlin:20260615T180000
    STATUS:COMPLETED
    COMPLETED:20260614T100000Z
    END:VTODO
    """)

  @Test func everyOpenInstanceInTheWindowAndTheLatestMissedOne() {
    let agenda = Self.agenda(
      ["home.ics": Self.chores], from: "2026-06-10T12:00:00Z", to: "2026-07-01")
    #expect(
      Self.lines(agenda) == [
        "reminder:chores@2026-06-08T07:00:00Z 2026-06-09T16:00:00Z Clean the kitchen (and the oven)",
        "reminder:chores@2026-06-22T07:00:00Z 2026-06-22T16:00:00Z Clean the kitchen",
        "reminder:chores@2026-06-29T07:00:00Z 2026-06-29T16:00:00Z Clean the kitchen",
      ])
    let first = agenda.items[0]
    #expect(first.kind == .reminder && first.group == "Home" && first.sourceID == "chores")
    #expect(first.occurrence == .instant(Self.instant("2026-06-08T07:00:00Z")))
    #expect(agenda.diagnostics.isEmpty, "\(agenda.diagnostics)")
  }

  @Test func aDoneLatestInstanceLeavesNothingOverdue() {
    // On June 16 the latest instance due (June 15) is done; June 8 is passed over.
    let agenda = Self.agenda(
      ["home.ics": Self.chores], from: "2026-06-16T12:00:00Z", to: "2026-06-24")
    #expect(
      Self.lines(agenda) == [
        "reminder:chores@2026-06-22T07:00:00Z 2026-06-22T16:00:00Z Clean the kitchen"
      ])
  }

  @Test(arguments: [
    "STATUS:COMPLETED", "COMPLETED:20260601T100000Z", "PERCENT-COMPLETE:100", "STATUS:CANCELLED",
  ])
  func aClosedMasterClosesTheSeries(_ line: String) {
    let closed = Self.chores.replacingOccurrences(
      of: "RRULE:FREQ=WEEKLY", with: "RRULE:FREQ=WEEKLY\n\(line)")
    let agenda = Self.agenda(["home.ics": closed], from: "2026-06-10T12:00:00Z", to: "2026-07-01")
    // The moved June 8 instance is an override of its own, still open.
    #expect(
      Self.lines(agenda).map { String($0.prefix(36)) } == ["reminder:chores@2026-06-08T07:00:00Z"])
  }

  @Test func aCancelledInstanceIsLeftOut() {
    let cancelled = Self.chores.replacingOccurrences(
      of: "STATUS:COMPLETED", with: "STATUS:CANCELLED")
    let agenda = Self.agenda(["home.ics": cancelled], from: "2026-06-14", to: "2026-06-24")
    #expect(
      Self.lines(agenda).map { String($0.prefix(36)) } == [
        "reminder:chores@2026-06-08T07:00:00Z", "reminder:chores@2026-06-22T07:00:00Z",
      ])
  }

  @Test func aMissedMonthlyOrYearlyInstanceIsFoundFurtherBack() {
    let agenda = Self.agenda(
      [
        "home.ics": Self.ics(
          """
          BEGIN:VTODO
          UID:rent
          SUMMARY:Pay rent
          DUE;VALUE=DATE:20250101
          RRULE:FREQ=MONTHLY
          END:VTODO
          BEGIN:VTODO
          UID:tax
          SUMMARY:Tax return
          DUE;VALUE=DATE:20200731
          RRULE:FREQ=YEARLY
          END:VTODO
          BEGIN:VTODO
          UID:done
          SUMMARY:Old series
          DUE;VALUE=DATE:20200101
          RRULE:FREQ=MONTHLY;COUNT=3
          END:VTODO
          """)
      ], from: "2026-06-20T08:00:00Z", to: "2026-06-28")
    #expect(
      Self.lines(agenda) == [
        "reminder:done@2020-03-01 2020-03-01 Old series",
        "reminder:tax@2025-07-31 2025-07-31 Tax return",
        "reminder:rent@2026-06-01 2026-06-01 Pay rent",
      ])
  }

  @Test func aDatedInstanceDueTodayIsDueNotOverdue() {
    let agenda = Self.agenda(
      [
        "home.ics": Self.ics(
          """
          BEGIN:VTODO
          UID:plants
          SUMMARY:Water plants
          DUE;VALUE=DATE:20260601
          RRULE:FREQ=DAILY
          END:VTODO
          """)
      ], from: "2026-06-10T08:00:00Z", to: "2026-06-11T22:00:00Z")
    // The instance due June 9 is the latest before today; June 10 and 11 are in the window,
    // which ends at midnight in Berlin.
    #expect(
      Self.lines(agenda) == [
        "reminder:plants@2026-06-09 2026-06-09 Water plants",
        "reminder:plants@2026-06-10 2026-06-10 Water plants",
        "reminder:plants@2026-06-11 2026-06-11 Water plants",
      ])
  }

  @Test func anOverrideOfAToDoDueOnceReplacesIt() {
    let agenda = Self.agenda(
      [
        "home.ics": Self.ics(
          """
          BEGIN:VTODO
          UID:call
          SUMMARY:Call the bank
          DUE:20260612T090000Z
          END:VTODO
          BEGIN:VTODO
          UID:call
          RECURRENCE-ID:20260612T090000Z
          SUMMARY:Call the bank (moved)
          DUE:20260615T090000Z
          END:VTODO
          """)
      ], from: "2026-06-10T12:00:00Z", to: "2026-06-20")
    #expect(
      Self.lines(agenda) == [
        "reminder:call@2026-06-12T09:00:00Z 2026-06-15T09:00:00Z Call the bank (moved)"
      ])
  }

  @Test func aRemindersFileEntryRepeatsOnTheSourcesWallClock() {
    let json = #"""
      {"version": 1, "reminders": [
        {"id": "bins", "title": "Bins out", "due": "2026-10-05T17:00:00Z", "repeat": "FREQ=WEEKLY;BYDAY=MO",
         "flagged": true, "list": "Home"},
        {"id": "gone", "title": "Finished", "due": "2026-10-05", "repeat": "RRULE:FREQ=DAILY", "completed": true}
      ]}
      """#
    let agenda = Self.agenda(
      ["reminders.json": json], from: "2026-10-21T12:00:00Z", to: "2026-11-03")
    // 19:00 in Berlin: 17:00Z in summer time, 18:00Z after October 25.
    #expect(
      Self.lines(agenda) == [
        "reminder:bins@2026-10-19T17:00:00Z 2026-10-19T17:00:00Z Bins out",
        "reminder:bins@2026-10-26T18:00:00Z 2026-10-26T18:00:00Z Bins out",
        "reminder:bins@2026-11-02T18:00:00Z 2026-11-02T18:00:00Z Bins out",
      ])
    #expect(agenda.items.allSatisfy { $0.isFavorite && $0.group == "Home" })
  }

  @Test func aRemindersFileEntryIsTheVTodoWithItsID() {
    let json = #"[{"id": "chores", "title": "Kitchen", "due": "2026-06-22"}]"#
    let agenda = Self.agenda(
      ["home.ics": Self.chores, "reminders.json": json], from: "2026-06-10T12:00:00Z",
      to: "2026-07-01")
    #expect(Self.lines(agenda) == ["reminder:chores 2026-06-22 Kitchen"])
  }

  @Test func limitsOfARemindersFileEntryAreReportedAtItsPath() {
    let json =
      #"[{"id": "x", "title": "Too often", "due": "2026-06-01T00:00", "repeat": "FREQ=MINUTELY"}]"#
    let agenda = Self.agenda(["reminders.json": json], from: "2026-06-10", to: "2026-06-17")
    #expect(
      agenda.diagnostics.map(\.description) == [
        "person/reminders.json: $[0].repeat: warning: [ICS030] series 'Too often' has more than 5000 instances in the window; the rest are left out"
      ])
    // The cap counts from the look-back, eight days before the window: what is left of the
    // series is its latest instance before the window.
    #expect(agenda.items.count == 1)
  }

  /// Series, completions and windows drawn at random: the agenda holds exactly the open
  /// instances due in the window and the latest instance due before it when open, found as far
  /// back as the search goes.
  @Test func theAgendaHoldsWhatTheRuleSays() {
    var random = SeededRandom(seed: 2_029)
    let rules = [
      "FREQ=DAILY", "FREQ=WEEKLY;BYDAY=MO,TH", "FREQ=WEEKLY;INTERVAL=3",
      "FREQ=MONTHLY;BYMONTHDAY=-1",
      "FREQ=MONTHLY;BYDAY=1SA;COUNT=20", "FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=29",
      "FREQ=DAILY;UNTIL=20260301",
    ]
    for _ in 0..<80 {
      let rule = random.pick(rules)
      let start = String(
        format: "20%02d%02d%02dT%02d0000", random.int(10...26), random.int(1...12),
        random.int(1...28),
        random.int(0...23))
      var body = """
        BEGIN:VTODO
        UID:s
        SUMMARY:s
        DTSTART;TZID=Europe/Berlin:\(start)
        DURATION:PT\(random.int(0...50))H
        RRULE:\(rule)
        END:VTODO
        """
      let file = Self.read(body)
      let from = Self.instant(
        "2026-0\(random.int(1...9))-1\(random.int(0...9))T\(random.int(10...23)):00:00Z")
      let to = from + Int64(random.int(1...20)) * 86_400
      // Close some instances near the window by overrides.
      let nearby = OccurrenceExpander(floatingZone: Self.berlin).expand(
        file.todos, from: from - 40 * 86_400, to: to, fileName: "x")
      for instance in nearby.occurrences where random.chance(0.3) {
        let id = Agenda.format(instance.recurrenceID!)
        body += """

          BEGIN:VTODO
          UID:s
          SUMMARY:s
          RECURRENCE-ID:\(Self.basic(instance.recurrenceID!))
          DTSTART:\(Self.basic(instance.start))
          DUE:\(Self.basic(instance.due))
          STATUS:COMPLETED
          X-ID:\(id)
          END:VTODO
          """
      }
      let agenda = Agenda(
        source: Self.source(["s.ics": Self.ics(body)]), from: from, to: to, zone: Self.berlin)

      // Every instance from the start on, and which were closed.
      let all = OccurrenceExpander(
        floatingZone: Self.berlin, limits: ExpansionLimits(maxInstancesPerSeries: 100_000)
      )
      .expand(Self.read(body).todos, from: Self.instant("2009-12-01"), to: to, fileName: "x")
      let zoneDay = CivilCalendar.floorDiv(Self.berlin.local(forInstant: from), 86_400)
      func isBefore(_ time: OccurrenceTime) -> Bool {
        if case .date(let date) = time { return Int64(date.dayNumber) < zoneDay }
        return time.instant(in: Self.berlin) < from
      }
      // The search goes back 4,096 days at most.
      let lookBack = from - RepeatingReminders.lookBacks.last!
      let before = all.occurrences.filter {
        isBefore($0.due) && $0.due.instant(in: Self.berlin) >= lookBack
      }.max { $0.due.instant(in: Self.berlin) < $1.due.instant(in: Self.berlin) }
      var expected = all.occurrences.filter {
        !isBefore($0.due) && $0.due.instant(in: Self.berlin) < to && !$0.todo.isCompleted
      }
      if let before, !before.todo.isCompleted { expected.append(before) }
      #expect(
        Set(agenda.items.map(\.id))
          == Set(expected.map { "reminder:s@\(Agenda.format($0.recurrenceID!))" }),
        "\(rule) from \(start), window \(Agenda.format(.instant(from)))")
    }
  }

  static func read(_ body: String) -> CalendarFile {
    CalendarReader().read(
      Array(ics(body).replacingOccurrences(of: "\n", with: "\r\n").utf8), fileName: "x")
  }

  /// A UTC DATE-TIME in RFC 5545's basic form.
  static func basic(_ time: OccurrenceTime) -> String {
    ISO8601Value.format(instant: time.instant(in: berlin)).replacingOccurrences(of: "-", with: "")
      .replacingOccurrences(of: ":", with: "")
  }
}
