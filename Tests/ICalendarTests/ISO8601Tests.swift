import Testing

@testable import ICalendar

@Suite struct ISO8601Tests {
  @Test(arguments: [
    ("2026-06-01", "date 2026-06-01"),
    ("2026-06-01T09:30", "floating 2026-06-01T09:30:00"),
    ("2026-06-01T09:30:15", "floating 2026-06-01T09:30:15"),
    ("2026-06-01T09:30:00Z", "instant 2026-06-01T09:30:00Z"),
    ("2026-06-01T09:30:00.250Z", "instant 2026-06-01T09:30:00Z"),
    ("2026-06-01T11:30:00+02:00", "instant 2026-06-01T09:30:00Z"),
    ("2026-06-01T04:30:00-0500", "instant 2026-06-01T09:30:00Z"),
    ("2026-06-01T09:30:00+00", "instant 2026-06-01T09:30:00Z"),
  ])
  func parses(_ text: String, _ expected: String) {
    let description: String? =
      switch ISO8601Value(text) {
      case .date(let date): "date \(date)"
      case .floating(let local): "floating \(local)"
      case .instant(let seconds): "instant \(ISO8601Value.format(instant: seconds))"
      case nil: nil
      }
    #expect(description == expected)
  }

  @Test(arguments: [
    "2026-13-01", "2026-02-30", "20260601", "2026-06-01T25:00", "2026-06-01T09:30:00+25:00",
    "2026-06-01T09", "June 1", "", "2026-06-01T09:30:00Zulu",
  ])
  func rejects(_ text: String) {
    #expect(ISO8601Value(text) == nil)
  }

  @Test func datesAndFloatingTimesAreReadInAZone() {
    let berlin = ZoneRules.system(.init(identifier: "Europe/Berlin")!)
    #expect(
      ISO8601Value.format(instant: ISO8601Value("2026-06-01")!.instant(in: berlin))
        == "2026-05-31T22:00:00Z")
    #expect(
      ISO8601Value.format(instant: ISO8601Value("2026-01-01T12:00")!.instant(in: berlin))
        == "2026-01-01T11:00:00Z")
  }
}
