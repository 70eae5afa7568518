import Foundation

/// When an occurrence starts or ends: an instant for timed events, a date for all-day ones.
public enum OccurrenceTime: Sendable, Hashable, Comparable {
  /// Seconds since 1970 (UTC).
  case instant(Int64)
  /// A whole day; the end of an all-day occurrence is exclusive.
  case date(LocalDate)

  /// The instant, reading a date as local midnight in `zone`.
  public func instant(in zone: ZoneRules) -> Int64 {
    switch self {
    case .instant(let seconds): seconds
    case .date(let date): zone.instant(forLocal: Int64(date.dayNumber) * 86_400)
    }
  }

  public func date(in zone: ZoneRules) -> Date {
    Date(timeIntervalSince1970: TimeInterval(instant(in: zone)))
  }

  public static func < (a: OccurrenceTime, b: OccurrenceTime) -> Bool {
    a.instant(in: .utc) < b.instant(in: .utc)
  }
}

/// One occurrence of an event inside a window: the master's properties, or an override's.
public struct Occurrence: Sendable, Hashable {
  public var uid: String
  /// The original start of this instance (RECURRENCE-ID), `nil` for a single event.
  public var recurrenceID: OccurrenceTime?
  public var start: OccurrenceTime
  public var end: OccurrenceTime
  public var isAllDay: Bool
  /// The component whose properties the occurrence shows: the master, or the override
  /// (RECURRENCE-ID) that replaced this instance.
  public var event: Event

  public var title: String? { event.summary }
  /// The status, `confirmed` when the component gives none.
  public var status: Event.Status { event.status ?? .confirmed }
}
