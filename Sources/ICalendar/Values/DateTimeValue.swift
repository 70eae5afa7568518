/// How a DATE-TIME is anchored to real time (RFC 5545 §3.3.5 forms 1 to 3).
public enum TimeReference: Sendable, Hashable {
  /// Form 2, `…Z`.
  case utc
  /// Form 1, no zone: the same wall-clock time wherever the reader is.
  case floating
  /// Form 3, `TZID=…`, after resolution.
  case zone(ResolvedTimeZone)
}

/// A DATE or DATE-TIME value as written, with its zone resolved.
public enum DateTimeValue: Sendable, Hashable, CustomStringConvertible {
  case date(LocalDate)
  case dateTime(LocalDateTime, TimeReference)

  public var isDate: Bool {
    if case .date = self { return true }
    return false
  }

  /// The wall-clock reading; midnight for a DATE.
  public var local: LocalDateTime {
    switch self {
    case .date(let date): LocalDateTime(date: date)
    case .dateTime(let local, _): local
    }
  }

  public var reference: TimeReference? {
    if case .dateTime(_, let reference) = self { return reference }
    return nil
  }

  /// The instant, reading floating times and dates in `floatingZone` (UTC when `nil`).
  public func instant(floatingZone: ZoneRules? = nil) -> Int64 {
    switch self {
    case .date(let date):
      let local = Int64(date.dayNumber) * 86_400
      return floatingZone?.instant(forLocal: local) ?? local
    case .dateTime(let local, .utc):
      return local.localSeconds
    case .dateTime(let local, .floating):
      return floatingZone?.instant(forLocal: local.localSeconds) ?? local.localSeconds
    case .dateTime(let local, .zone(let zone)):
      return zone.rules.instant(forLocal: local.localSeconds)
    }
  }

  /// The zone rules that place this value in time, if it is not floating or a date.
  public var rules: ZoneRules? {
    switch self {
    case .date, .dateTime(_, .floating): nil
    case .dateTime(_, .utc): .utc
    case .dateTime(_, .zone(let zone)): zone.rules
    }
  }

  /// The same wall-clock reading in another value's form: a DATE-TIME at midnight in the
  /// reference of `form`, or the date of a DATE-TIME.
  public func coerced(like form: DateTimeValue) -> DateTimeValue {
    switch (self, form) {
    case (.date(let date), .dateTime(_, let reference)):
      .dateTime(LocalDateTime(date: date), reference)
    case (.dateTime(let local, _), .date): .date(local.date)
    default: self
    }
  }

  public var description: String {
    switch self {
    case .date(let date): date.basicFormat
    case .dateTime(let local, .utc): local.basicFormat + "Z"
    case .dateTime(let local, .floating): local.basicFormat
    case .dateTime(let local, .zone(let zone)): "TZID=\(zone.tzid):\(local.basicFormat)"
    }
  }
}
