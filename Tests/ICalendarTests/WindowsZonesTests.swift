import Foundation
import Testing

@testable import ICalendar

/// Outlook display names as exporters write them, and the offset a name states when no table
/// knows it.
@Suite struct WindowsZonesTests {
  /// The ways exporters vary a display name: `and` for `&`, GMT for UTC, spacing, case.
  static func variants(_ name: String) -> [String] {
    [
      name.replacingOccurrences(of: "&", with: "and"),
      name.replacingOccurrences(of: "(UTC", with: "(GMT"),
      name.replacingOccurrences(of: "(UTC", with: "(GMT ").replacingOccurrences(
        of: ") ", with: ")"),
      name.uppercased(), name.lowercased().replacingOccurrences(of: ", ", with: " , "),
    ]
  }

  @Test func everyCLDRDisplayNameIsFoundInEveryVariant() {
    #expect(WindowsZones.windowsIDByDisplayName.count >= 130)
    for (name, windowsID) in WindowsZones.windowsIDByDisplayName {
      let expected = WindowsZones.ianaByWindowsID[windowsID]
      #expect(WindowsZones.ianaIdentifier(forDisplayName: name) == expected, "\(name)")
      for variant in Self.variants(name) {
        #expect(WindowsZones.ianaIdentifier(forDisplayName: variant) == expected, "\(variant)")
      }
    }
  }

  @Test func easternTimeWithAndIsNewYork() throws {
    let zone = try TimeZoneTests.zone(
      TimeZoneTests.event("\"(UTC-05:00) Eastern Time (US and Canada)\""))
    #expect(zone.resolution == .outlookDisplayName && zone.identifier == "America/New_York")
  }

  @Test func aNameNoTableKnowsIsReadAtItsStatedOffsetWithAWarning() throws {
    let file = read(calendar(TimeZoneTests.event("\"(GMT +01:00)\"")))
    let zone = try #require(file.calendars.first?.timeZones.first)
    #expect(zone.resolution == .statedOffset && zone.rules == .fixed(offset: 3_600))
    #expect(iso(try #require(file.events.first).start.instant()) == "2026-06-01T08:00:00Z")
    #expect(
      file.diagnostics.map(\.description) == [
        "test.ics:6: warning: [ICS039] unknown time zone '(GMT +01:00)'; its times are read at the offset it states, UTC+01:00, without daylight saving"
      ])
    // The calendar's own zone, when it has one, is the better guess: it knows summer time.
    let named = try TimeZoneTests.zone(
      TimeZoneTests.event("\"(GMT +01:00)\""), "X-WR-TIMEZONE:Europe/Berlin\n")
    #expect(named.resolution == .calendarTimeZone && named.identifier == "Europe/Berlin")
  }

  @Test(arguments: [
    ("(UTC)", 0), ("(GMT +01:00)", 3_600), ("(GMT-03.00)", -10_800),
    ("(UTC+05:30) Nowhere", 19_800),
    ("(UTC+5)", 18_000), ("( utc - 09:30 )", -34_200),
  ])
  func statedOffsets(_ name: String, _ seconds: Int) {
    #expect(WindowsZones.statedOffset(name) == seconds)
  }

  @Test(arguments: [
    "(GMT+25:00)", "(UTC+01:60)", "(UTC+1:5)", "UTC+01:00", "(EST)", "(UTC+01:00", "(UTC+-1)",
    "(UTC+01:00:00)",
  ])
  func notStatedOffsets(_ name: String) {
    #expect(WindowsZones.statedOffset(name) == nil)
  }

  /// ical4j's table of Outlook names from older Windows versions (`Windows ID;display
  /// name=zone`): every name is read in a zone, by the CLDR table or at its stated offset,
  /// never as floating.
  @Test(.enabled(if: Corpus.isAvailable, Comment(rawValue: Corpus.skipMessage)))
  func olderOutlookNamesAreNeverFloating() throws {
    let text = String(
      decoding: try Data(
        contentsOf: Corpus.root.appendingPathComponent("tz/ical4j-msTimezones.txt")),
      as: UTF8.self)
    var byName = 0
    var names = 0
    for line in text.split(whereSeparator: \.isNewline) {
      guard let semicolon = line.firstIndex(of: ";"), let equals = line.lastIndex(of: "=") else {
        continue
      }
      let name = String(line[line.index(after: semicolon)..<equals])
      names += 1
      let file = read(calendar(TimeZoneTests.event("\"\(name)\"")))
      let zone = try #require(file.calendars.first?.timeZones.first)
      #expect(zone.resolution != .unresolved, "\(name)")
      if zone.resolution == .outlookDisplayName { byName += 1 }
    }
    #expect(names > 90)
    // Most are still in CLDR's table, some only under a newer name.
    #expect(byName * 10 > names * 8, "\(byName) of \(names) by name")
  }
}
