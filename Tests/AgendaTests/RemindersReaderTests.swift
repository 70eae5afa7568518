import Foundation
import Testing

@testable import Agenda
@testable import ICalendar

@Suite struct RemindersReaderTests {
  func read(_ text: String) -> RemindersReader.Result {
    RemindersReader().read(Array(text.utf8), fileName: "reminders.json")
  }

  @Test func readsTheObjectFormWithLists() throws {
    let result = read(
      """
      {"version": 1,
       "lists": [{"id": "l1", "title": "Errands"}],
       "reminders": [
         {"id": "a", "title": "Pay rent", "list": "l1", "due": "2026-06-01", "priority": "high",
          "flagged": true, "notes": "Online", "url": "https://bank.example", "extra": 42},
         {"id": "b", "title": "Call mom", "list": "Errands", "due": "2026-06-01T18:00",
          "priority": 5},
         {"id": "c", "title": "Done", "completed": true, "completedAt": "2026-05-30T10:00:00Z",
          "due": "2026-05-30T09:00:00+02:00"}
       ]}
      """)
    #expect(result.diagnostics.isEmpty)
    #expect(result.reminders.map(\.id) == ["a", "b", "c"])
    let rent = result.reminders[0]
    #expect(rent.list == "Errands" && rent.due == .date(LocalDate(year: 2026, month: 6, day: 1)!))
    #expect(rent.priority == .high && rent.isFlagged && rent.notes == "Online")
    let call = result.reminders[1]
    #expect(call.priority == .medium)
    if case .floating(let local)? = call.due {
      #expect(local.hour == 18)
    } else {
      Issue.record("not floating")
    }
    let done = result.reminders[2]
    #expect(
      done.isCompleted
        && done.completedAt == ISO8601Value("2026-05-30T10:00:00Z")?.instant(in: .utc))
    #expect(done.due == .instant(ISO8601Value("2026-05-30T07:00:00Z")!.instant(in: .utc)))
  }

  @Test func readsARepeatWithOrWithoutItsName() throws {
    let result = read(
      #"""
      [{"id": "a", "title": "Bins", "due": "2026-06-01T19:00", "repeat": "FREQ=WEEKLY;BYDAY=MO"},
       {"id": "b", "title": "Rent", "due": "2026-06-01", "repeat": "rrule:freq=monthly;count=12"},
       {"id": "c", "title": "Once", "due": "2026-06-01", "repeat": null}]
      """#)
    #expect(result.diagnostics.isEmpty)
    #expect(
      result.reminders.map { $0.repetition?.rule.description } == [
        "FREQ=WEEKLY;BYDAY=MO", "FREQ=MONTHLY;COUNT=12", nil,
      ])
    #expect(result.reminders.map { $0.repetition?.path } == ["$[0].repeat", "$[1].repeat", nil])
  }

  @Test func readsTheArrayForm() {
    let result = read(#"[{"id": "x", "title": "Milk"}]"#)
    #expect(result.reminders.map(\.title) == ["Milk"])
    #expect(
      result.reminders.first?.due == nil
        && result.reminders.first?.priority == Reminder.Priority.none)
  }

  struct Invalid: CustomTestStringConvertible, Sendable {
    var name: String
    var reminder: String
    var diagnostic: String
    var testDescription: String { name }
  }

  static let invalid: [Invalid] = [
    Invalid(
      name: "invalid due date", reminder: #"{"id": "r", "title": "Pay rent", "due": "2026-13-01"}"#,
      diagnostic:
        "reminders.json: $.reminders[1].due: error: [REM007] invalid date '2026-13-01'; reminder 'Pay rent' skipped"
    ),
    Invalid(
      name: "due of the wrong type",
      reminder: #"{"id": "r", "title": "Pay rent", "due": 20260601}"#,
      diagnostic:
        "reminders.json: $.reminders[1].due: error: [REM007] invalid date '20260601'; reminder 'Pay rent' skipped"
    ),
    Invalid(
      name: "missing id", reminder: #"{"title": "Pay rent"}"#,
      diagnostic:
        "reminders.json: $.reminders[1]: error: [REM004] reminder 'Pay rent' has no 'id'; skipped"),
    Invalid(
      name: "numeric id", reminder: #"{"id": 7, "title": "Pay rent"}"#,
      diagnostic:
        "reminders.json: $.reminders[1].id: error: [REM004] invalid id '7', expected a non-empty string; reminder 'Pay rent' skipped"
    ),
    Invalid(
      name: "duplicate id", reminder: #"{"id": "ok", "title": "Again"}"#,
      diagnostic:
        "reminders.json: $.reminders[1].id: error: [REM005] duplicate id 'ok'; reminder 'Again' skipped"
    ),
    Invalid(
      name: "missing title", reminder: #"{"id": "r"}"#,
      diagnostic:
        "reminders.json: $.reminders[1].title: error: [REM006] no 'title'; reminder 'r' skipped"),
    Invalid(
      name: "blank title", reminder: #"{"id": "r", "title": "  "}"#,
      diagnostic:
        "reminders.json: $.reminders[1].title: error: [REM006] invalid title '  '; reminder 'r' skipped"
    ),
    Invalid(
      name: "completed as a string",
      reminder: #"{"id": "r", "title": "Pay rent", "completed": "yes"}"#,
      diagnostic:
        "reminders.json: $.reminders[1].completed: error: [REM008] invalid 'completed' value 'yes', expected true or false; reminder 'Pay rent' skipped"
    ),
    Invalid(
      name: "priority out of range", reminder: #"{"id": "r", "title": "Pay rent", "priority": 12}"#,
      diagnostic:
        "reminders.json: $.reminders[1].priority: error: [REM008] invalid priority '12', expected none, low, medium, high or 0–9; reminder 'Pay rent' skipped"
    ),
    Invalid(
      name: "unknown priority word",
      reminder: #"{"id": "r", "title": "Pay rent", "priority": "urgent"}"#,
      diagnostic:
        "reminders.json: $.reminders[1].priority: error: [REM008] invalid priority 'urgent', expected none, low, medium, high or 0–9; reminder 'Pay rent' skipped"
    ),
    Invalid(
      name: "completedAt without a zone",
      reminder: #"{"id": "r", "title": "Pay rent", "completedAt": "2026-06-01T10:00"}"#,
      diagnostic:
        "reminders.json: $.reminders[1].completedAt: error: [REM008] invalid 'completedAt' value '2026-06-01T10:00', expected an instant such as 2026-06-01T17:00:00Z; reminder 'Pay rent' skipped"
    ),
    Invalid(
      name: "reminder that is not an object", reminder: #""Pay rent""#,
      diagnostic:
        "reminders.json: $.reminders[1]: error: [REM003] expected a reminder object, found string; skipped"
    ),
    Invalid(
      name: "repeat that is not a rule",
      reminder:
        #"{"id": "r", "title": "Pay rent", "due": "2026-06-01", "repeat": "FREQ=FORTNIGHTLY"}"#,
      diagnostic:
        "reminders.json: $.reminders[1].repeat: error: [REM012] invalid 'repeat' value 'FREQ=FORTNIGHTLY': invalid FREQ 'FORTNIGHTLY'; reminder 'Pay rent' skipped"
    ),
    Invalid(
      name: "repeat of the wrong type",
      reminder:
        #"{"id": "r", "title": "Pay rent", "due": "2026-06-01", "repeat": {"every": "week"}}"#,
      diagnostic:
        "reminders.json: $.reminders[1].repeat: error: [REM012] invalid 'repeat' value '{\"every\":\"week\"}', expected a recurrence rule such as FREQ=WEEKLY; reminder 'Pay rent' skipped"
    ),
    Invalid(
      name: "repeat without a due date",
      reminder: #"{"id": "r", "title": "Pay rent", "repeat": "FREQ=MONTHLY"}"#,
      diagnostic:
        "reminders.json: $.reminders[1].repeat: error: [REM012] 'repeat' needs a 'due' to repeat from; reminder 'Pay rent' skipped"
    ),
    Invalid(
      name: "notes of the wrong type keep the reminder",
      reminder: #"{"id": "r", "title": "Pay rent", "notes": ["a"]}"#,
      diagnostic:
        "reminders.json: $.reminders[1].notes: warning: [REM009] invalid 'notes' value '[\"a\"]', expected a string; ignored in reminder 'Pay rent'"
    ),
  ]

  @Test(arguments: invalid)
  func reportsAndSkipsOnlyTheBrokenReminder(_ testCase: Invalid) {
    let result = read(
      """
      {"version": 1, "reminders": [
        {"id": "ok", "title": "Before"},
        \(testCase.reminder),
        {"id": "after", "title": "After"}
      ]}
      """)
    #expect(result.diagnostics.map(\.description) == [testCase.diagnostic])
    let keepsBroken = testCase.diagnostic.contains("warning")
    #expect(result.reminders.map(\.id) == (keepsBroken ? ["ok", "r", "after"] : ["ok", "after"]))
  }

  @Test func fileThatIsNotJSONGivesOneDiagnosticWithLineAndColumn() {
    let result = read("{\"version\": 1,\n \"reminders\": [\n  {\"id\": \"a\" \"title\": \"x\"}\n]}")
    #expect(result.reminders.isEmpty)
    #expect(
      result.diagnostics.map(\.description)
        == [
          "reminders.json:3: error: [REM001] not valid JSON at column 14: expected ',' or '}', found '\"'; no reminders read"
        ])
  }

  @Test func unsupportedVersionAndWrongShapes() {
    #expect(
      read(#"{"version": 2, "reminders": []}"#).diagnostics.first?.message.hasPrefix(
        "unsupported version '2'") == true)
    #expect(read(#"{"reminders": {}}"#).diagnostics.first?.code == .remindersUnreadable)
    #expect(read(#""hello""#).diagnostics.first?.code == .remindersUnreadable)
    #expect(
      read(#"{"lists": []}"#).diagnostics.first?.message
        == "no 'reminders' array; no reminders read")
  }

  @Test func unknownListIsUsedAsTitleWithAWarning() {
    let result = read(
      #"{"lists": [{"id": "a", "title": "A"}], "reminders": [{"id": "r", "title": "T", "list": "B"}]}"#
    )
    #expect(result.reminders.first?.list == "B")
    #expect(result.diagnostics.map(\.code) == [.reminderUnknownList])
  }

  @Test func deeplyNestedFileIsRefusedNotCrashed() {
    let depth = 100_000
    let text = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
    let result = read(text)
    #expect(result.reminders.isEmpty)
    #expect(result.diagnostics.first?.message.contains("nested deeper than 256 levels") == true)
  }

  @Test func todosMapToTheSameModel() throws {
    let file = CalendarReader().read(
      Array(
        """
        BEGIN:VCALENDAR\r\nX-WR-CALNAME:Tasks\r\nBEGIN:VTODO\r\nUID:t1\r\nSUMMARY:File taxes\r\n\
        DUE;VALUE=DATE:20260415\r\nPRIORITY:2\r\nEND:VTODO\r\nBEGIN:VTODO\r\nUID:t2\r\nSUMMARY:Done\r\n\
        STATUS:COMPLETED\r\nCOMPLETED:20260101T100000Z\r\nEND:VTODO\r\nEND:VCALENDAR\r\n
        """.utf8), fileName: "tasks.ics")
    let reminders = file.todos.map { Reminder(todo: $0) }
    #expect(reminders.map(\.title) == ["File taxes", "Done"])
    #expect(reminders[0].due == .date(LocalDate(year: 2026, month: 4, day: 15)!))
    #expect(reminders[0].priority == .high && reminders[0].list == "Tasks")
    #expect(reminders[1].isCompleted)
  }

  /// The examples of Docs/reminders-format.md read as they say, with no finding.
  @Test func theFormatsExamplesRead() throws {
    let docs = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Docs/reminders-format.md")
    let text = try String(contentsOf: docs, encoding: .utf8)
    let blocks = text.components(separatedBy: "```json\n").dropFirst().map {
      $0.components(separatedBy: "```")[0]
    }
    #expect(blocks.count == 2)
    let results = blocks.map { read($0) }
    #expect(results.flatMap(\.diagnostics).isEmpty)
    #expect(
      results.map { $0.reminders.map(\.id) } == [["ps4", "milk"], ["r-sow", "r-timesheet"]])
    #expect(results[1].reminders[1].repetition?.rule.description == "FREQ=WEEKLY;BYDAY=FR")
  }
}
