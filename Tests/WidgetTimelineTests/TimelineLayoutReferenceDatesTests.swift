import Agenda
import Foundation
import ICalendar
import Testing

@testable import WidgetTimeline

@Suite struct TimelineLayoutReferenceDatesTests {
  static let zones: [ZoneRules] = [
    .utc, Items.zone, .system(TimeZone(identifier: "Pacific/Kiritimati")!),
    .system(TimeZone(identifier: "Pacific/Pago_Pago")!),
  ]

  @Test func theDefaultsRunFromTheSecondDayToAWeekAndTwoDaysBeforeTheEnd() {
    let range = TimelineLayout.Options().referenceDates
    #expect(ISO8601Value.format(instant: range.lowerBound) == "0001-01-02T00:00:00Z")
    #expect(ISO8601Value.format(instant: range.upperBound) == "9999-12-22T00:00:00Z")
  }

  /// At either end of the range, for any horizon and look-ahead a pipeline may ask for and in
  /// zones fourteen hours ahead and eleven behind, the window's days exist: none is a date
  /// kept at 0001-01-01 or 9999-12-31 because the real one is outside (the first day may
  /// be 0001-01-01 itself, eleven hours behind UTC).
  @Test(arguments: [1, 24, 168])
  func theWindowStaysInsideTheDates(hours: Int) {
    for days in [1, 7, 31] {
      let options = TimelineLayout.Options(horizon: Int64(hours) * 3600, lookAheadDays: days)
      for zone in Self.zones {
        for reference in [options.referenceDates.lowerBound, options.referenceDates.upperBound] {
          let today = zone.localDate(forInstant: reference)
          let lastDay = zone.localDate(forInstant: reference + options.horizon)
          #expect(today.dayNumber >= DateRange.firstDay)
          #expect(lastDay.dayNumber + days < DateRange.lastDay)
          let window = options.agendaWindow(referenceDate: reference, zone: zone)
          #expect(window.end > window.start + options.horizon)
        }
        #expect(options.referenceDateProblem(options.referenceDates.upperBound) == nil)
        #expect(options.referenceDateProblem(options.referenceDates.upperBound + 1) != nil)
        #expect(options.referenceDateProblem(options.referenceDates.lowerBound - 1) != nil)
      }
    }
  }

  /// Runs `work` on a thread of its own; whether it ended within `seconds`. A loop that never
  /// ends then fails its test instead of hanging the suite (its thread is left to spin).
  static func finishes(within seconds: Double, _ work: @escaping @Sendable () -> Void) -> Bool {
    let done = DispatchSemaphore(value: 0)
    Thread {
      work()
      done.signal()
    }.start()
    return done.wait(timeout: .now() + seconds) == .success
  }

  /// From 9999-12-31 the next midnight is a day that does not exist, and the loop that
  /// collects midnights kept asking for it; a command refuses the date, and a layout asked
  /// for it directly still ends.
  @Test func aLayoutAtTheLastDayEnds() {
    let reference = ISO8601Value("9999-12-31T00:00:00Z")!.instant(in: .utc)
    let finished = Self.finishes(within: 60) {
      let timeline = TimelineLayout(family: .small).layout(
        [Items.reminder("Last", due: "9999-12-31")], referenceDate: reference, zone: .utc)
      precondition(timeline.entries.count == 1)
    }
    #expect(finished)
  }

  /// A run stopped by a signal cancels its task: the layout stops between moments, and the
  /// run discards what it made.
  @Test func aCancelledTaskStopsLayingOut() async {
    let items = (0..<200).map {
      Items.event(
        "Meeting \($0)", String(format: "2026-06-01T%02d:%02d", 8 + $0 / 60, $0 % 60),
        "2026-06-01T22:00")
    }
    let whole = Items.layout(items)
    #expect(whole.entries.count > 1)
    let task = Task {
      withUnsafeCurrentTask { $0?.cancel() }
      return Items.layout(items)
    }
    #expect(await task.value.entries.isEmpty)
  }
}
