import Foundation
import SeededRandom
import Testing

@testable import ICalendar

/// Zone rules past the transition tables (2100 for a VTIMEZONE, 2200 for an IANA zone): a
/// rule without COUNT or UNTIL repeats for ever (RFC 5545 §3.6.5).
@Suite struct TransitionTailTests {
  /// The rules of a VTIMEZONE, read from a calendar whose one event uses it.
  static func rules(_ vtimezone: String) throws -> ZoneRules {
    try TimeZoneTests.zone(TimeZoneTests.event("Custom") + "\n" + vtimezone).rules
  }

  /// New York's rules since 2007, and Sydney's since 2008: the southern summer spans the
  /// new year.
  static let newYork = """
    BEGIN:VTIMEZONE
    TZID:Custom
    BEGIN:DAYLIGHT
    DTSTART:20070311T020000
    TZOFFSETFROM:-0500
    TZOFFSETTO:-0400
    RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU
    END:DAYLIGHT
    BEGIN:STANDARD
    DTSTART:20071104T020000
    TZOFFSETFROM:-0400
    TZOFFSETTO:-0500
    RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU
    END:STANDARD
    END:VTIMEZONE
    """

  static let sydney = """
    BEGIN:VTIMEZONE
    TZID:Custom
    BEGIN:STANDARD
    DTSTART:20080406T030000
    TZOFFSETFROM:+1100
    TZOFFSETTO:+1000
    RRULE:FREQ=YEARLY;BYMONTH=4;BYDAY=1SU
    END:STANDARD
    BEGIN:DAYLIGHT
    DTSTART:20081005T020000
    TZOFFSETFROM:+1000
    TZOFFSETTO:+1100
    RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=1SU
    END:DAYLIGHT
    END:VTIMEZONE
    """

  static let firstOf2090: Int64 = 3_786_912_000
  static let firstOf3000: Int64 = 32_503_680_000

  /// Instants drawn from 2090 to 3000 (the table's last decade, its end and long after), plus
  /// the hours around each onset of 2100 and 2101.
  static func instants(seed: UInt64) -> [Int64] {
    var random = SeededRandom(seed: seed)
    var instants = (0..<2_000).map { _ in
      firstOf2090 + Int64(random.int(0...Int(firstOf3000 - firstOf2090)))
    }
    for day in ["2100-03-14", "2100-11-07", "2101-03-13", "2101-11-06", "2100-12-31"] {
      let midnight = Expand.instant(day)
      instants += stride(from: midnight - 86_400, to: midnight + 2 * 86_400, by: 1_800).map { $0 }
    }
    return instants
  }

  @Test(arguments: [("America/New_York", newYork), ("Australia/Sydney", sydney)])
  func aVTimezoneGoesOnPastTheYear2100AsItsZoneDoes(_ identifier: String, _ vtimezone: String)
    throws
  {
    let rules = try Self.rules(vtimezone)
    let zone = TimeZone(identifier: identifier)!
    for instant in Self.instants(seed: 2100) {
      let date = Date(timeIntervalSince1970: TimeInterval(instant))
      #expect(rules.offset(atInstant: instant) == zone.secondsFromGMT(for: date), "\(iso(instant))")
    }
  }

  @Test func aSystemZoneGoesOnPastTheYear2200() {
    let rules = ZoneRules.system(TimeZone(identifier: "America/New_York")!)
    // July 2300 is summer time, January winter time.
    #expect(rules.offset(atInstant: Expand.instant("2300-07-01T12:00:00Z")) == -4 * 3_600)
    #expect(rules.offset(atInstant: Expand.instant("2300-01-01T12:00:00Z")) == -5 * 3_600)
    #expect(
      rules.instant(forLocal: Expand.instant("2250-06-15T09:00:00Z"))
        == Expand.instant("2250-06-15T13:00:00Z"))
  }

  @Test func aRuleThatEndsLeavesItsLastOffset() throws {
    // Daylight saving until 2006 only: the standard offset holds after, table or not.
    let rules = try Self.rules(
      """
      BEGIN:VTIMEZONE
      TZID:Custom
      BEGIN:STANDARD
      DTSTART:19701025T030000
      TZOFFSETFROM:+0900
      TZOFFSETTO:+0800
      RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU;UNTIL=20061029T180000Z
      END:STANDARD
      BEGIN:DAYLIGHT
      DTSTART:19700329T020000
      TZOFFSETFROM:+0800
      TZOFFSETTO:+0900
      RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU;UNTIL=20060325T180000Z
      END:DAYLIGHT
      END:VTIMEZONE
      """)
    guard case .table(let table) = rules else {
      Issue.record("not a table")
      return
    }
    #expect(table.tail == nil)
    #expect(rules.offset(atInstant: Expand.instant("2150-07-01")) == 8 * 3_600)
    #expect(rules.offset(atInstant: Expand.instant("2050-07-01")) == 8 * 3_600)
  }

  @Test func summerInstancesOfASeriesPast2100AreOnTime() throws {
    let file = read(
      calendar(
        Self.newYork + """

          BEGIN:VEVENT
          UID:far
          SUMMARY:Far
          DTSTART;TZID=Custom:21500101T090000
          RRULE:FREQ=MONTHLY
          END:VEVENT
          """))
    let result = Expand.occurrences(file, from: "2150-06-01", to: "2150-08-01")
    // 09:00 EDT is 13:00 UTC; before the tail it came out at 14:00.
    #expect(
      Expand.lines(result.occurrences) == [
        "2150-06-01T13:00:00Z 2150-06-01T13:00:00Z Far",
        "2150-07-01T13:00:00Z 2150-07-01T13:00:00Z Far",
      ])
  }
}
