import Foundation
import Testing

@testable import ICalendar

/// Real exports from the corpus, checked field by field against values worked out by hand
/// from each file (zone rules applied by reading the VTIMEZONE or the IANA rules).
@Suite(.enabled(if: Corpus.isAvailable, Comment(rawValue: Corpus.skipMessage)))
struct GoldenCorpusTests {
  func event(_ file: CalendarFile, _ summary: String) throws -> Event {
    try #require(
      file.events.first { $0.summary == summary }, "no event '\(summary)' in \(file.fileName)")
  }

  func utc(_ value: DateTimeValue) -> String { iso(value.instant()) }

  func end(_ event: Event) -> String {
    guard case .exact(let seconds) = event.length else { return "\(event.length)" }
    return iso(event.start.instant() + seconds)
  }

  @Test func exchangeExportWithWindowsVTimezone() throws {
    let file = try Corpus.read("python-recurring-ical-events/issue_27_t1.ics")
    #expect(file.calendars.first?.name == "Events")
    #expect(file.calendars.first?.definedTimeZones == ["W. Europe Standard Time"])
    let reoccur = try event(file, "Reoccur")
    #expect(utc(reoccur.start) == "2020-04-26T12:00:00Z")  // 14:00 CEST
    #expect(end(reoccur) == "2020-04-26T12:30:00Z")
    #expect(reoccur.sequence == 7)
    #expect(reoccur.recurrenceRules.first?.frequency == .daily)
    #expect(reoccur.exceptionDates.map(utc) == ["2020-04-27T12:00:00Z"])
  }

  @Test func windowsLiveExportWithPacificStandardTime() throws {
    let file = try Corpus.read("ical4j/transform/outlook1.txt")
    let zone = try #require(file.calendars.first?.timeZones.first)
    #expect(zone.tzid == "Pacific Standard Time" && zone.resolution == .vtimezone)
    let event = try event(file, "Event from outlook 2")
    #expect(utc(event.start) == "2014-01-31T21:30:00Z")  // 13:30 PST, UTC-8
    #expect(end(event) == "2014-01-31T22:30:00Z")
  }

  @Test func mismatchedVTimezoneFallsBackToTheWindowsTable() throws {
    // The VTIMEZONE says "Pacific Standard Time:" (stray colon); events use the plain name.
    let file = try Corpus.read("python-recurring-ical-events/issue_107_omitting_last_event.ics")
    let zone = try #require(file.calendars.first?.timeZones.first)
    #expect(zone.resolution == .windows && zone.identifier == "America/Los_Angeles")
    let only = try #require(file.events.first)
    #expect(utc(only.start) == "2023-01-05T18:00:00Z")  // 10:00 PST
  }

  @Test func outlookTabFolds() throws {
    let file = try Corpus.read("ical.net/Serialization/Outlook2007LineFolds.ics")
    #expect(file.calendars.first?.name == "Parse Error Calendar")
    let event = try event(file, "Example Calendar Export that Blows Up DDay.iCal")
    #expect(
      event.location
        == "The Exceptionally Long Named Meeting Room Whose Name Wraps Over Several Lines When Exported From Leading Calendar and Office Software Application Microsoft Office 2007"
    )
    #expect(
      event.uid
        == "040000008200E00074C5B7101A82E00800000000900AD080B5F2C901000000000000000010000000B29680BF9E5DC246B5EDDE228038E71F"
    )
    #expect(event.start == .date(LocalDate(year: 2009, month: 6, day: 21)!))
    #expect(event.isAllDay && event.length == .days(1))
    #expect(event.transparency == .transparent)
    #expect(event.description == "\n")
  }

  @Test func vtimezoneDefinedAfterItsUse() throws {
    let file = try Corpus.read("python-icalendar/calendars/america_new_york_forward_reference.ics")
    let event = try event(file, "an event with a custom tz name")
    #expect(utc(event.start) == "2014-08-29T12:00:00Z")  // 08:00 EDT; the second DTSTART is ignored
    #expect(file.calendars.first?.timeZones.first?.resolution == .vtimezone)
    #expect(file.diagnostics.map(\.code) == [.duplicateProperty])
  }

  @Test func outlookDisplayNameWithItsOwnVTimezone() throws {
    let file = try Corpus.read(
      "python-icalendar/calendars/issue_237_fail_to_parse_timezone_with_non_ascii_tzid.ics")
    let zone = try #require(file.calendars.first?.timeZones.first)
    #expect(zone.tzid == "(UTC-03:00) Brasília" && zone.resolution == .vtimezone)
    let event = try #require(file.events.first)
    #expect(utc(event.start) == "2017-05-11T16:30:00Z")  // May is standard time, UTC-3
    #expect(end(event) == "2017-05-11T17:00:00Z")
  }

  @Test func googleExport() throws {
    let file = try Corpus.read("ical.net/Serialization/Google1.ics")
    #expect(file.calendars.first?.name == "Test Calendar")
    #expect(file.calendars.first?.timeZoneName == "Europe/Berlin")
    let event = try event(file, "Zähne putzen")
    #expect(utc(event.start) == "2006-12-11T06:00:00Z")  // 07:00 CET
    #expect(event.length == .nominal(CalendarDuration(seconds: 3600)))
    #expect(event.status == .confirmed)
    #expect(event.uid == "594oeajmftl3r9qlkb476rpr3c@google.com")
  }

  @Test func appleExport() throws {
    let file = try Corpus.read("ical4j/data/apple-iphone-os-26-structured-location.ics")
    let event = try event(file, "Antrag auf ID Austria")
    #expect(utc(event.start) == "2026-05-22T08:30:00Z")  // 10:30 CEST in Vienna
    #expect(end(event) == "2026-05-22T08:40:00Z")
    #expect(event.location == "Hauptstraße 1-5; 4041 Linz")
    #expect(event.description == "Passwesen\nAntrag auf ID Austria")
    #expect(file.diagnostics.isEmpty)
  }

  @Test func globallyUniqueTZIDs() throws {
    let file = try Corpus.read("python-icalendar/calendars/issue_313_globally_unique_tzid.ics")
    #expect(
      try utc(event(file, "libical / Evolution globally unique TZID").start)
        == "2020-04-26T12:00:00Z")
    #expect(
      try utc(event(file, "Mozilla Lightning globally unique TZID").start) == "2020-04-26T18:00:00Z"
    )
    #expect(
      try utc(event(file, "vendor prefix in front of a multi-part Olson name").start)
        == "2020-04-26T17:00:00Z")
    #expect(file.calendars.first?.timeZones.allSatisfy { $0.resolution == .globallyUnique } == true)
  }

  @Test func foldedNonASCIITextAndAnEscapeSplitByAFold() throws {
    let file = try Corpus.read("python-recurring-ical-events/discourse_no_dtend.ics")
    #expect(file.calendars.first?.name == "WiLaP - machBar Events")
    let workshop = try event(file, "Hanf als nachhaltiges Material -- Workshop in der Machbar")
    #expect(
      workshop.description
        == "@Bjorn:  Ich möchte hier noch kurzfristig anmelden das wir am Donnerstag von 15-18:00 einen Workshop in der machBar haben. Dieses ist im Rahmen des DiReBio-Projekt vom Wissenschafsladen. Das Thema ist ‘Hemp as a sustaina&hellip;"
    )
    #expect(utc(workshop.start) == "2019-02-28T14:00:14Z")
    #expect(end(workshop) == "2019-02-28T17:30:14Z")
    let openLab = try event(file, "2019-01-17 openLab")
    #expect(
      openLab.description?.hasSuffix("ein Gehäuse für ein DMX Interface. \nEs gab die Ve&hellip;")
        == true)
    #expect(openLab.length == .exact(seconds: 0))  // neither DTEND nor DURATION
  }

  @Test func byteOrderMarkAndFoldsAfterEveryName() throws {
    let file = try Corpus.read("ical.net/Serialization/Language2.ics")
    let todo = try #require(file.todos.first)
    #expect(todo.summary == "Städa garaget")
    #expect(todo.status == .inProcess && todo.priority == 5 && todo.percentComplete == 50)
    #expect(todo.due.map(\.description) == "20060616T135900")
    let christmas = try event(file, "God Jul")
    #expect(christmas.status == .tentative && christmas.start.reference == .floating)
    #expect(christmas.length == .exact(seconds: 23 * 3600))
  }

  @Test func utf16WindowsExport() throws {
    let file = try Corpus.read("ical.net/Recurrence/Bug2912657.ics")
    #expect(file.diagnostics.map(\.code) == [.convertedEncoding])
    #expect(file.events.count == 3)
    #expect(file.calendars.first?.timeZones.map(\.tzid) == ["Europe/Paris"])
  }

  @Test func latin1TextIsReadAsWindows1252() throws {
    let file = try Corpus.read("ical.net/Serialization/Bug2148092.ics")
    #expect(file.todos.first?.summary == "Städa garaget")
    #expect(file.diagnostics.allSatisfy { $0.code == .invalidUTF8 })
  }

  @Test func negativeZeroOffsets() throws {
    let file = try Corpus.read("ical.js/samples/utc_negative_zero.ics")
    let event = try event(file, "And another")
    #expect(utc(event.start) == "2012-08-21T21:00:00Z")
    #expect(file.diagnostics.isEmpty)
  }

  @Test func vtimezoneFromRDatesOnly() throws {
    let file = try Corpus.read("ical.js/samples/timezones/Makebelieve/RDATE_test.ics")
    #expect(file.calendars.first?.definedTimeZones == ["Makebelieve/RDATE_as_date"])
    #expect(file.diagnostics.isEmpty)
    // Use the zone from events added after the file's own VTIMEZONE. Onsets: standard (-5) at
    // 1970, 1980 (a DATE RDATE) and 1990 (a UTC RDATE); daylight (-4) at 1975, 1985, 1995.
    var text = String(
      decoding: try Corpus.bytes("ical.js/samples/timezones/Makebelieve/RDATE_test.ics"),
      as: UTF8.self)
    let events = [1972, 1977, 1982, 1987, 1992, 1997].map {
      "BEGIN:VEVENT\r\nUID:\($0)\r\nDTSTART;TZID=Makebelieve/RDATE_as_date:\($0)0601T120000\r\nEND:VEVENT\r\n"
    }
    text = text.replacingOccurrences(of: "END:VCALENDAR", with: events.joined() + "END:VCALENDAR")
    let extended = CalendarReader().read(Array(text.utf8), fileName: "extended.ics")
    #expect(
      extended.events.map { utc($0.start) } == [
        "1972-06-01T17:00:00Z", "1977-06-01T16:00:00Z", "1982-06-01T17:00:00Z",
        "1987-06-01T16:00:00Z", "1992-06-01T17:00:00Z", "1997-06-01T16:00:00Z",
      ])
  }
}
