import Foundation

@testable import ICalendar

/// Expansion helpers shared by the expansion tests.
enum Expand {
  static func instant(_ text: String) -> Int64 {
    guard let value = ISO8601Value(text) else { fatalError("bad ISO 8601 '\(text)'") }
    return value.instant(in: .utc)
  }

  static func zone(_ identifier: String) -> ZoneRules {
    .system(TimeZone(identifier: identifier)!)
  }

  /// Occurrences of the events of `file`, all its calendars together, between two ISO 8601
  /// bounds.
  static func occurrences(
    _ file: CalendarFile, from: String, to: String, zone: ZoneRules = .utc, reversed: Bool = false,
    limits: ExpansionLimits = .default
  ) -> OccurrenceExpander.Result {
    let expander = OccurrenceExpander(floatingZone: zone, limits: limits)
    let events = reversed ? Array(file.events.reversed()) : file.events
    return expander.expand(events, from: instant(from), to: instant(to), fileName: file.fileName)
  }

  /// `start end title` lines, times in UTC or as dates, for readable expectations.
  static func lines(_ occurrences: [Occurrence]) -> [String] {
    occurrences.map {
      "\(text($0.start)) \(text($0.end)) \($0.title ?? "-")\($0.status == .cancelled ? " (cancelled)" : "")"
    }
  }

  static func text(_ time: OccurrenceTime) -> String {
    switch time {
    case .instant(let seconds): ISO8601Value.format(instant: seconds)
    case .date(let date): date.description
    }
  }
}
