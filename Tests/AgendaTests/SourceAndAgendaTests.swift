import Testing

@testable import Agenda
@testable import ICalendar

@Suite struct SourceAndAgendaTests {
  static func file(_ name: String, _ text: String) -> SourceFiles.File {
    let body = name.hasSuffix(".ics") ? text.replacingOccurrences(of: "\n", with: "\r\n") : text
    return SourceFiles.File(name: name, displayName: "person/\(name)", bytes: Array(body.utf8))
  }

  static let work = file(
    "work.ics",
    """
    BEGIN:VCALENDAR
    X-WR-CALNAME:Work
    BEGIN:VEVENT
    UID:standup
    SUMMARY:Standup
    DTSTART;TZID=America/Chicago:20260601T090000
    DTEND;TZID=America/Chicago:20260601T091500
    RRULE:FREQ=DAILY;COUNT=3
    END:VEVENT
    BEGIN:VEVENT
    UID:offsite
    SUMMARY:Offsite
    DTSTART;VALUE=DATE:20260602
    END:VEVENT
    BEGIN:VEVENT
    UID:cancelled
    SUMMARY:Cancelled review
    STATUS:CANCELLED
    DTSTART;TZID=America/Chicago:20260601T100000
    END:VEVENT
    BEGIN:VTODO
    UID:todo-1
    SUMMARY:Expense report
    DUE;TZID=America/Chicago:20260601T170000
    END:VTODO
    END:VCALENDAR
    """)

  static let unnamed = file(
    "home.ics",
    """
    BEGIN:VCALENDAR
    BEGIN:VEVENT
    UID:standup
    SUMMARY:Standup
    DTSTART;TZID=America/Chicago:20260601T090000
    DTEND;TZID=America/Chicago:20260601T091500
    END:VEVENT
    BEGIN:VEVENT
    UID:dinner
    SUMMARY:Dinner
    DTSTART;TZID=America/Chicago:20260601T190000
    END:VEVENT
    END:VCALENDAR
    """)

  static let reminders = file(
    "reminders.json",
    #"""
    [{"id": "late", "title": "Overdue thing", "due": "2026-05-30"},
     {"id": "today", "title": "Call bank", "due": "2026-06-01T12:00", "flagged": true},
     {"id": "later", "title": "Far future", "due": "2026-09-01"},
     {"id": "undated-b", "title": "Buy milk"}, {"id": "undated-a", "title": "Buy bread"},
     {"id": "done", "title": "Done", "due": "2026-06-01", "completed": true}]
    """#)

  static let files = SourceFiles(
    id: "person",
    files: [
      work, unnamed, reminders,
      file("favorites.json", #"["standup", "late", 42]"#),
      file(
        "source.json",
        #"{"displayName": "Pat", "timeZone": "America/Chicago", "locales": ["en-US", "english"]}"#),
      file("notes.txt", "ignored"),
    ])

  @Test func sourceReadsEveryKindOfFile() {
    let source = Source(files: Self.files)
    #expect(source.calendars.map(\.name) == ["home", "Work"])
    #expect(
      source.settings
        == SourceSettings(displayName: "Pat", timeZone: "America/Chicago", locales: ["en-US"]))
    #expect(source.favorites == ["standup", "late"])
    #expect(
      source.reminders.map(\.id) == [
        "late", "today", "later", "undated-b", "undated-a", "done", "todo-1",
      ])
    #expect(source.reminders.last?.list == "Work")
    #expect(
      source.diagnostics.map(\.description) == [
        "person/favorites.json: $[2]: warning: [SRC004] invalid favorite '42', expected an event UID or reminder id; ignored",
        "person/source.json: $.locales[1]: warning: [SRC002] invalid locale 'english', expected a language tag such as en-US; ignored",
      ])
  }

  @Test func agendaMergesOrdersAndFilters() {
    let source = Source(files: Self.files)
    let chicago = ZoneRules.system(.init(identifier: "America/Chicago")!)
    let from = ISO8601Value("2026-06-01")!.instant(in: chicago)
    let to = ISO8601Value("2026-06-03")!.instant(in: chicago)
    let agenda = Agenda(source: source, from: from, to: to, zone: chicago)
    #expect(
      agenda.items.map(\.id) == [
        "reminder:late",
        "event:standup@2026-06-01T14:00:00Z",
        "reminder:today",
        "reminder:todo-1",
        "event:dinner@2026-06-02T00:00:00Z",
        "event:offsite@2026-06-02",
        "event:standup@2026-06-02T14:00:00Z",
      ])
    #expect(agenda.undated.map(\.title) == ["Buy bread", "Buy milk"])
    let standup = agenda.items[1]
    #expect(standup.group == "home" && standup.isFavorite && standup.kind == .event)
    #expect(agenda.items.first { $0.id == "reminder:today" }?.isFavorite == true)
    #expect(agenda.items.first { $0.id == "reminder:late" }?.isFavorite == true)
    // The standup of home.ics duplicates the first instance in work.ics: shown once.
    #expect(agenda.diagnostics.map(\.code) == [.duplicateItem])
  }

  /// A file may hold several VCALENDARs, and UIDs are global (RFC 5545 §3.8.4.7): a moved
  /// instance in one overrides its series in another, with no ghost at the original time.
  @Test func anOverrideInAnotherCalendarObjectOfTheFileApplies() {
    let split = Self.file(
      "split.ics",
      """
      BEGIN:VCALENDAR
      X-WR-CALNAME:Team
      BEGIN:VEVENT
      UID:sync
      SUMMARY:Sync
      DTSTART:20260601T150000Z
      DTEND:20260601T153000Z
      RRULE:FREQ=DAILY;COUNT=3
      END:VEVENT
      END:VCALENDAR
      BEGIN:VCALENDAR
      BEGIN:VEVENT
      UID:sync
      RECURRENCE-ID:20260602T150000Z
      SUMMARY:Sync (moved)
      DTSTART:20260602T180000Z
      DTEND:20260602T183000Z
      END:VEVENT
      END:VCALENDAR
      """)
    let source = Source(files: SourceFiles(id: "person", files: [split]))
    let from = ISO8601Value("2026-06-01")!.instant(in: .utc)
    let agenda = Agenda(source: source, from: from, to: from + 3 * 86_400, zone: .utc)
    #expect(
      agenda.items.map { "\($0.id) \($0.start.map(Agenda.format) ?? "-") \($0.title)" } == [
        "event:sync@2026-06-01T15:00:00Z 2026-06-01T15:00:00Z Sync",
        "event:sync@2026-06-02T15:00:00Z 2026-06-02T18:00:00Z Sync (moved)",
        "event:sync@2026-06-03T15:00:00Z 2026-06-03T15:00:00Z Sync",
      ])
    #expect(agenda.items.map(\.group) == ["Team", "Team", "Team"])
    #expect(agenda.diagnostics.isEmpty, "\(agenda.diagnostics)")
  }

  @Test func invalidSourceSettingsAreReportedAndIgnored() {
    let (settings, diagnostics) = SourceSettings.read(
      Array(#"{"displayName": 3, "timeZone": "Mars/Olympus", "locales": "en"}"#.utf8),
      fileName: "source.json")
    #expect(settings == SourceSettings())
    #expect(
      diagnostics.map(\.description) == [
        "source.json: $.displayName: warning: [SRC002] invalid displayName '3'; ignored",
        "source.json: $.timeZone: warning: [SRC002] unknown time zone 'Mars/Olympus', expected an IANA name such as Europe/Berlin; ignored",
        "source.json: $.locales: warning: [SRC002] expected an array of language tags, found string; ignored",
      ])
    let broken = SourceSettings.read(Array("{".utf8), fileName: "source.json")
    #expect(broken.diagnostics.first?.code == .sourceSettingsNotJSON)
  }

  /// The person's own addresses are read lower case and without "mailto:"; a value that is not
  /// an address is reported with its path and ignored, the others kept.
  @Test func ownAddressesAreReadAndInvalidOnesReported() {
    let (settings, diagnostics) = SourceSettings.read(
      Array(
        #"{"addresses": ["Jordan.Lee@Example.com", " MAILTO:jl@work.example ", "Jordan Lee", 3, "@example.com", "a@b@c"]}"#
          .utf8),
      fileName: "person/source.json")
    #expect(settings.addresses == ["jordan.lee@example.com", "jl@work.example"])
    #expect(
      diagnostics.map(\.description) == [
        "person/source.json: $.addresses[2]: warning: [SRC002] invalid address 'Jordan Lee', expected an email address such as jordan.lee@example.com; ignored",
        "person/source.json: $.addresses[3]: warning: [SRC002] invalid address '3', expected an email address such as jordan.lee@example.com; ignored",
        "person/source.json: $.addresses[4]: warning: [SRC002] invalid address '@example.com', expected an email address such as jordan.lee@example.com; ignored",
        "person/source.json: $.addresses[5]: warning: [SRC002] invalid address 'a@b@c', expected an email address such as jordan.lee@example.com; ignored",
      ])
    let single = SourceSettings.read(
      Array(#"{"addresses": "jordan.lee@example.com"}"#.utf8), fileName: "source.json")
    #expect(single.settings.addresses.isEmpty)
    #expect(
      single.diagnostics.map(\.description) == [
        "source.json: $.addresses: warning: [SRC002] expected an array of email addresses, found string; ignored"
      ])
  }

  @Test func brokenFavoritesFileLosesNothingElse() {
    var files = Self.files
    files.files[3] = Self.file("favorites.json", "{not json")
    let source = Source(files: files)
    #expect(source.favorites.isEmpty)
    #expect(source.reminders.count == 7)
    #expect(source.diagnostics.first?.code == .favoritesUnreadable)
  }

  @Test(arguments: ["en-US", "de-DE", "ko-KR", "ja-JP", "zh-Hans-CN", "sr-Latn-RS", "es-419"])
  func acceptsLanguageTags(_ tag: String) {
    #expect(LanguageTag.isValid(tag))
  }

  @Test(arguments: [
    "english", "e", "en_US", "en-", "", "en-US-x-verylongsubtag",
    "en-abcdefgh-abcdefgh-abcdefgh-abcdefgh",
  ])
  func rejectsOtherStrings(_ tag: String) {
    #expect(!LanguageTag.isValid(tag))
  }
}
