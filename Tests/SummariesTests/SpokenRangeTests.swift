import ICalendar
import Testing

@testable import Summaries

/// On a clock of 24 hours the hour after midnight is said like any other hour: a range that
/// starts in it says its unit once ("von 0:15 bis 0:30 Uhr", as "von 1:15 bis 1:45 Uhr"),
/// where a clock of 12 hours keeps its own period ("from 12:15 AM to …", never heard as noon).
@Suite struct SpokenRangeTests {
  @Test(arguments: Fixture.locales)
  func aRangeAfterMidnightIsSaidAsAnyOtherHour(_ locale: String) throws {
    let composer = Fixture.composer(locale)
    guard composer.profile.hourCycle == .twentyFour else { return }
    let day = try #require(LocalDate(year: 2026, month: 10, day: 7))
    var shapes: [String: [Int]] = [:]
    for hour in 0..<23 {
      for (minute, length) in [(15, 15), (30, 45), (45, 30)] {
        let start = try #require(LocalDateTime(date: day, hour: hour, minute: minute, second: 0))
        let end = LocalDateTime(localSeconds: start.localSeconds + Int64(length * 60))
        let (said, _) = composer.clock.rangeEnds(start, end)
        // The start's words without its numbers: the same at every hour.
        let shape = String(said.unicodeScalars.filter { !("0"..."9").contains($0) })
        shapes["\(shape)", default: []].append(hour)
      }
    }
    #expect(shapes.count == 1, "\(locale): \(shapes)")
  }
}
