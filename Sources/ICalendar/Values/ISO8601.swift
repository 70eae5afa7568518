/// ISO 8601 date and time text as Glance's inputs and outputs write it.
///
/// Accepted: `2026-06-01` (a date), `2026-06-01T09:30` or `2026-06-01T09:30:00` (a floating
/// wall-clock time), and the same with `Z` or an offset `+02:00` / `+0200` (an instant).
/// Output is always UTC with `Z`, or a plain date, so the same instant prints the same on every
/// machine.
public enum ISO8601Value: Sendable, Hashable {
  case date(LocalDate)
  case floating(LocalDateTime)
  /// Seconds since 1970, UTC.
  case instant(Int64)

  public init?(_ text: String) {
    let bytes = Array(text.utf8)
    func number(_ start: Int, _ count: Int) -> Int? {
      guard start + count <= bytes.count else { return nil }
      var value = 0
      for index in start..<(start + count) {
        guard ASCII.isDigit(bytes[index]) else { return nil }
        value = value * 10 + Int(bytes[index] - ASCII.zero)
      }
      return value
    }
    guard bytes.count >= 10, bytes[4] == ASCII.minus, bytes[7] == ASCII.minus,
      let year = number(0, 4), let month = number(5, 2), let day = number(8, 2),
      let date = LocalDate(year: year, month: month, day: day)
    else { return nil }
    if bytes.count == 10 {
      self = .date(date)
      return
    }
    guard bytes.count >= 16,
      bytes[10] == UInt8(ascii: "T") || bytes[10] == UInt8(ascii: "t") || bytes[10] == ASCII.space,
      bytes[13] == ASCII.colon, let hour = number(11, 2), let minute = number(14, 2)
    else { return nil }
    var index = 16
    var second = 0
    if index < bytes.count, bytes[index] == ASCII.colon {
      guard let value = number(index + 1, 2) else { return nil }
      second = value
      index += 3
      // Fractions of a second are accepted and dropped.
      if index < bytes.count, bytes[index] == UInt8(ascii: ".") || bytes[index] == ASCII.comma {
        index += 1
        let start = index
        while index < bytes.count, ASCII.isDigit(bytes[index]) { index += 1 }
        guard index > start else { return nil }
      }
    }
    guard let local = LocalDateTime(date: date, hour: hour, minute: minute, second: second) else {
      return nil
    }
    if index == bytes.count {
      self = .floating(local)
      return
    }
    if index + 1 == bytes.count,
      bytes[index] == UInt8(ascii: "Z") || bytes[index] == UInt8(ascii: "z")
    {
      self = .instant(local.localSeconds)
      return
    }
    guard bytes[index] == ASCII.plus || bytes[index] == ASCII.minus,
      let hours = number(index + 1, 2)
    else {
      return nil
    }
    var minutes = 0
    var rest = index + 3
    if rest < bytes.count, bytes[rest] == ASCII.colon { rest += 1 }
    if rest < bytes.count {
      guard let value = number(rest, 2), rest + 2 == bytes.count else { return nil }
      minutes = value
    }
    guard hours < 24, minutes < 60 else { return nil }
    let offset = Int64(hours * 3600 + minutes * 60) * (bytes[index] == ASCII.minus ? -1 : 1)
    self = .instant(local.localSeconds - offset)
  }

  /// The instant, reading dates (at midnight) and floating times in `zone`.
  public func instant(in zone: ZoneRules) -> Int64 {
    switch self {
    case .instant(let seconds): seconds
    case .floating(let local): zone.instant(forLocal: local.localSeconds)
    case .date(let date): zone.instant(forLocal: Int64(date.dayNumber) * 86_400)
    }
  }

  /// `2026-06-01T06:30:00Z`.
  public static func format(instant: Int64) -> String {
    let time = LocalDateTime(localSeconds: instant)
    return String(unsafeUninitializedCapacity: instantLength) { buffer in
      time.writeISO(to: buffer, at: 0)
      buffer[19] = UInt8(ascii: "Z")
      return instantLength
    }
  }
}
