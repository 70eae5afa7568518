import Foundation
import Testing

@testable import ICalendar

@Suite struct TimeZoneTests {
  /// The resolution of the TZID used by the only event of `body`.
  static func zone(_ body: String, _ header: String = "") throws -> ResolvedTimeZone {
    let file = read("BEGIN:VCALENDAR\n\(header)\(body)\nEND:VCALENDAR\n")
    let event = try #require(file.events.first)
    guard case .dateTime(_, .zone(let zone)) = event.start else {
      Issue.record("start is not zoned: \(event.start); \(file.diagnostics)")
      throw CancellationError()
    }
    return zone
  }

  static func event(_ tzid: String) -> String {
    "BEGIN:VEVENT\nUID:x\nDTSTART;TZID=\(tzid):20260601T090000\nEND:VEVENT"
  }

  static let berlinVTimezone = """
    BEGIN:VTIMEZONE
    TZID:Custom Berlin
    BEGIN:STANDARD
    DTSTART:19701025T030000
    TZOFFSETFROM:+0200
    TZOFFSETTO:+0100
    RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU
    END:STANDARD
    BEGIN:DAYLIGHT
    DTSTART:19700329T020000
    TZOFFSETFROM:+0100
    TZOFFSETTO:+0200
    RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU
    END:DAYLIGHT
    END:VTIMEZONE
    """

  @Test func ianaIdentifiers() throws {
    let zone = try Self.zone(Self.event("Europe/Berlin"))
    #expect(zone.resolution == .iana && zone.identifier == "Europe/Berlin")
    #expect(try Self.zone(Self.event("US/Pacific")).resolution == .iana)
    #expect(try Self.zone(Self.event("europe/paris")).identifier == "Europe/Paris")
  }

  @Test func ownVTimezoneAlsoWhenDefinedAfterUse() throws {
    let zone = try Self.zone(Self.event("Custom Berlin") + "\n" + Self.berlinVTimezone)
    #expect(zone.resolution == .vtimezone)
    // 09:00 in June is summer time, +02:00.
    let start = DateTimeValue.dateTime(
      LocalDateTime(date: LocalDate(year: 2026, month: 6, day: 1)!, hour: 9, minute: 0, second: 0)!,
      .zone(zone))
    #expect(iso(start.instant()) == "2026-06-01T07:00:00Z")
    let winter = DateTimeValue.dateTime(
      LocalDateTime(
        date: LocalDate(year: 2026, month: 1, day: 15)!, hour: 9, minute: 0, second: 0)!,
      .zone(zone))
    #expect(iso(winter.instant()) == "2026-01-15T08:00:00Z")
  }

  @Test func windowsNamesAndOutlookDisplayNames() throws {
    let windows = try Self.zone(Self.event("W. Europe Standard Time"))
    #expect(windows.resolution == .windows && windows.identifier == "Europe/Berlin")
    let pacific = try Self.zone(Self.event("\"Pacific Standard Time\""))
    #expect(pacific.identifier == "America/Los_Angeles")
    let display = try Self.zone(
      Self.event("\"(UTC+01:00) Amsterdam, Berlin, Bern, Rome, Stockholm, Vienna\""))
    #expect(display.resolution == .outlookDisplayName && display.identifier == "Europe/Berlin")
    let legacy = try Self.zone(
      Self.event("\"(GMT+01.00) Amsterdam / Berlin / Bern / Rome / Stockholm / Vienna\""))
    #expect(legacy.identifier == "Europe/Berlin")
  }

  @Test func globallyUniqueLicLocationAndCalendarZone() throws {
    let unique = try Self.zone(Self.event("/mozilla.org/20070129_1/America/New_York"))
    #expect(unique.resolution == .globallyUnique && unique.identifier == "America/New_York")
    let lic = try Self.zone(
      Self.event("Mystery")
        + "\nBEGIN:VTIMEZONE\nTZID:Mystery\nX-LIC-LOCATION:Asia/Seoul\nEND:VTIMEZONE")
    #expect(lic.resolution == .licLocation && lic.identifier == "Asia/Seoul")
    let calendarZone = try Self.zone(Self.event("Local"), "X-WR-TIMEZONE:Asia/Tokyo\n")
    #expect(calendarZone.resolution == .calendarTimeZone && calendarZone.identifier == "Asia/Tokyo")
  }

  @Test func unknownZoneIsFloatingWithADiagnostic() throws {
    let file = read(calendar(Self.event("Nowhere/Special")))
    #expect(file.events.first?.start.reference == .floating)
    #expect(file.diagnostics.map(\.code) == [.unknownTimeZone])
    #expect(file.calendars.first?.timeZones.first?.resolution == .unresolved)
  }

  @Test func resolutionIsPerCalendar() throws {
    // The same TZID defined differently by two calendars in one file.
    let text = """
      BEGIN:VCALENDAR
      BEGIN:VTIMEZONE
      TZID:Office
      BEGIN:STANDARD
      DTSTART:19700101T000000
      TZOFFSETFROM:+0100
      TZOFFSETTO:+0100
      END:STANDARD
      END:VTIMEZONE
      \(Self.event("Office"))
      END:VCALENDAR
      BEGIN:VCALENDAR
      BEGIN:VTIMEZONE
      TZID:Office
      BEGIN:STANDARD
      DTSTART:19700101T000000
      TZOFFSETFROM:-0500
      TZOFFSETTO:-0500
      END:STANDARD
      END:VTIMEZONE
      \(Self.event("Office"))
      END:VCALENDAR
      """
    let events = read(text).events
    #expect(
      events.map { iso($0.start.instant()) } == ["2026-06-01T08:00:00Z", "2026-06-01T14:00:00Z"])
  }

  @Test func gapsMoveForwardAndAmbiguousTimesTakeTheFirst() throws {
    let berlin = ZoneRules.system(TimeZone(identifier: "Europe/Berlin")!)
    let table = try Self.zone(Self.event("Custom Berlin") + "\n" + Self.berlinVTimezone).rules
    for rules in [berlin, table] {
      // 2026-03-29 02:30 does not exist in Berlin: it becomes 03:30 CEST = 01:30Z.
      let gap = LocalDateTime(
        date: LocalDate(year: 2026, month: 3, day: 29)!, hour: 2, minute: 30, second: 0)!
      #expect(iso(rules.instant(forLocal: gap.localSeconds)) == "2026-03-29T01:30:00Z")
      // 2026-10-25 02:30 happens twice: the first is CEST, 00:30Z.
      let twice = LocalDateTime(
        date: LocalDate(year: 2026, month: 10, day: 25)!, hour: 2, minute: 30, second: 0)!
      #expect(iso(rules.instant(forLocal: twice.localSeconds)) == "2026-10-25T00:30:00Z")
      let normal = LocalDateTime(
        date: LocalDate(year: 2026, month: 7, day: 1)!, hour: 12, minute: 0, second: 0)!
      #expect(iso(rules.instant(forLocal: normal.localSeconds)) == "2026-07-01T10:00:00Z")
    }
  }

  @Test func vtimezoneWithRDatesAndUTCRDates() throws {
    let text = """
      BEGIN:VCALENDAR
      BEGIN:VTIMEZONE
      TZID:Makebelieve
      BEGIN:STANDARD
      DTSTART:19700101T000000
      TZOFFSETFROM:+0000
      TZOFFSETTO:+0000
      END:STANDARD
      BEGIN:DAYLIGHT
      DTSTART:20260401T020000
      RDATE:20260401T020000,20270401T020000
      TZOFFSETFROM:+0000
      TZOFFSETTO:+0100
      END:DAYLIGHT
      BEGIN:STANDARD
      DTSTART:20260901T030000
      RDATE:20260901T020000Z
      TZOFFSETFROM:+0100
      TZOFFSETTO:+0000
      END:STANDARD
      END:VTIMEZONE
      BEGIN:VEVENT
      UID:x
      DTSTART;TZID=Makebelieve:20260601T120000
      END:VEVENT
      BEGIN:VEVENT
      UID:y
      DTSTART;TZID=Makebelieve:20261001T120000
      END:VEVENT
      END:VCALENDAR
      """
    #expect(
      read(text).events.map { iso($0.start.instant()) } == [
        "2026-06-01T11:00:00Z", "2026-10-01T12:00:00Z",
      ])
  }

  @Test func windowsTableCoversCLDR() {
    #expect(WindowsZones.ianaByWindowsID.count >= 130)
    for identifier in WindowsZones.ianaByWindowsID.values {
      #expect(TimeZoneResolver.systemZone(identifier) != nil, "\(identifier)")
    }
    #expect(WindowsZones.ianaIdentifier(forWindowsID: "tokyo standard time") == "Asia/Tokyo")
  }

  /// Two calendars that define a zone alike, under any TZID, share one table; a definition
  /// that differs in an offset gets its own.
  @Test func definedTablesAreSharedByTheirObservances() throws {
    let berlin = try Self.zone(Self.event("Custom Berlin") + "\n" + Self.berlinVTimezone).rules
    let renamed = try Self.zone(
      Self.event("Berlin again") + "\n"
        + Self.berlinVTimezone.replacingOccurrences(of: "Custom Berlin", with: "Berlin again")
    ).rules
    let shifted = try Self.zone(
      Self.event("Custom Berlin") + "\n"
        + Self.berlinVTimezone.replacingOccurrences(
          of: "TZOFFSETTO:+0200", with: "TZOFFSETTO:+0300")
    ).rules
    guard case .table(let a) = berlin, case .table(let b) = renamed, case .table(let c) = shifted
    else {
      Issue.record("a VTIMEZONE is read as a table")
      return
    }
    #expect(a === b)
    #expect(a !== c)
    let july = Int64(1_782_900_000)  // 1 July 2026, 10:00 UTC
    #expect(berlin.offset(atInstant: july) == 7_200)
    #expect(shifted.offset(atInstant: july) == 10_800)
  }
}

/// A system zone's transition table gives Foundation's offsets, for every zone it knows.
@Suite struct SystemZoneTableTests {
  @Test func everyKnownZoneAgreesWithFoundation() {
    var checked = 0
    for identifier in TimeZone.knownTimeZoneIdentifiers {
      guard let zone = TimeZone(identifier: identifier) else { continue }
      let rules = ZoneRules.system(zone)
      func foundation(_ instant: Int64) -> Int {
        zone.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(instant)))
      }
      // Every 37 days and 5 hours from 1850 to 2150, which walks through every hour of the day.
      var instant: Int64 = -3_786_825_600
      while instant < 5_680_281_600 {
        #expect(
          rules.offset(atInstant: instant) == foundation(instant), "\(identifier) at \(instant)")
        instant += 37 * 86_400 + 5 * 3_600
        checked += 1
      }
      // Just before and at every transition Foundation reports.
      guard case .table(let table) = rules else { continue }
      for transition in table.instants {
        for probe in [transition - 1, transition] {
          #expect(rules.offset(atInstant: probe) == foundation(probe), "\(identifier) at \(probe)")
        }
      }
    }
    #expect(checked > 100_000)
  }

  @Test func tablesAreSharedPerZone() {
    let a = ZoneRules.system(TimeZone(identifier: "Asia/Seoul")!)
    let b = ZoneRules.system(TimeZone(identifier: "Asia/Seoul")!)
    guard case .table(let first) = a, case .table(let second) = b else {
      Issue.record("a system zone is a table")
      return
    }
    #expect(first === second)
    // Seoul moved from +8:30 to +9 in 1961, a change of base offset, not of daylight time:
    // January 1960 is +8:30, the summer of 1960 daylight time (+9:30), 1962 +9.
    #expect(a.offset(atInstant: -314_928_000) == 30_600)
    #expect(a.offset(atInstant: -300_000_000) == 34_200)
    #expect(a.offset(atInstant: -250_000_000) == 32_400)
  }
}

/// The one lookup of a zone a person names (pipeline file, source settings, `--time-zone`).
@Suite struct NamedZoneTests {
  @Test(arguments: [
    ("Europe/Berlin", true), ("America/Argentina/Buenos_Aires", true), ("UTC", true),
    ("Etc/UTC", true), ("EST", false), ("CET", false), ("GMT+2", false), ("GMT", false),
    ("", false), ("Not/AZone", false), ("europe/berlin", false),
  ])
  func aZoneIsAPlaceOrUTC(_ name: String, _ known: Bool) {
    #expect((ZoneRules.named(name) != nil) == known)
  }

  /// UTC is the fixed zone; a place is its table.
  @Test func utcIsFixedAndAPlaceIsItsTable() throws {
    #expect(ZoneRules.named("UTC") == .utc)
    #expect(ZoneRules.named("Etc/UTC")?.offset(atInstant: 1_782_864_000) == 0)
    let berlin = try #require(ZoneRules.named("Europe/Berlin"))
    // 2026-07-01T00:00:00Z: summer time, two hours east.
    #expect(berlin.offset(atInstant: 1_782_864_000) == 7_200)
  }
}
