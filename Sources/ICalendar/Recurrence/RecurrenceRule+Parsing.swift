extension RecurrenceRule {
  /// Why a RECUR value was rejected; the message quotes the offending text.
  public struct ParseError: Error, Sendable, Hashable, CustomStringConvertible {
    public var message: String
    public var description: String { message }
  }

  /// Parses and validates a RECUR value such as `FREQ=WEEKLY;BYDAY=MO,WE;COUNT=10`.
  ///
  /// Names and values are case-insensitive; `X-` parts are ignored (RFC 5545 §3.3.10
  /// allows extensions). RECUR values are never TEXT-unescaped.
  public init(parsing text: String) throws(ParseError) {
    self = try Self.parse(text)
  }

  static func parse(_ text: String) throws(ParseError) -> RecurrenceRule {
    var frequency: Frequency?
    var seen: Set<String> = []
    var parts: [(name: String, value: String)] = []
    for rawPart in text.split(separator: ";", omittingEmptySubsequences: true) {
      let part = rawPart.trimmingSpaces
      if part.isEmpty { continue }
      let pieces = part.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      guard pieces.count == 2 else { throw ParseError(message: "invalid rule part '\(part)'") }
      let name = pieces[0].trimmingSpaces.uppercased()
      let value = pieces[1].trimmingSpaces
      guard !value.contains("=") else { throw ParseError(message: "invalid rule part '\(part)'") }
      if name.hasPrefix("X-") { continue }
      guard seen.insert(name).inserted else {
        throw ParseError(message: "rule part '\(name)' given twice")
      }
      if name == "FREQ" {
        guard let parsed = Frequency.allCases.first(where: { $0.name == value.uppercased() }) else {
          throw ParseError(message: "invalid FREQ '\(value)'")
        }
        frequency = parsed
      } else {
        parts.append((name, value))
      }
    }
    guard let frequency else { throw ParseError(message: "missing FREQ in '\(text)'") }
    var rule = RecurrenceRule(frequency: frequency)
    for (name, value) in parts { try rule.apply(name: name, value: value) }
    try rule.validate()
    return rule
  }

  private mutating func apply(name: String, value: String) throws(ParseError) {
    func integers(_ range: ClosedRange<Int>, allowNegative: Bool) throws(ParseError) -> [Int] {
      var result: [Int] = []
      for item in value.split(separator: ",", omittingEmptySubsequences: false) {
        let trimmed = item.trimmingSpaces
        guard let number = Int(trimmed.hasPrefix("+") ? String(trimmed.dropFirst()) : trimmed),
          range.contains(abs(number)), allowNegative || number >= 0, number != 0 || range.lowerBound == 0
        else { throw ParseError(message: "invalid \(name) value '\(value)'") }
        result.append(number)
      }
      return result
    }
    switch name {
    case "INTERVAL":
      guard let number = Int(value), number >= 1 else {
        throw ParseError(message: "invalid INTERVAL '\(value)'")
      }
      interval = number
    case "COUNT":
      guard let number = Int(value) else { throw ParseError(message: "invalid COUNT '\(value)'") }
      count = number > 0 ? number : nil
    case "UNTIL":
      var copy = value
      let parsed = copy.withUTF8 { ValueParser.dateOrDateTime($0) }
      guard let parsed else { throw ParseError(message: "invalid UNTIL '\(value)'") }
      until = Until(
        local: parsed.time ?? LocalDateTime(date: parsed.date), isDate: parsed.time == nil,
        isUTC: parsed.isUTC)
    case "BYSECOND": bySecond = try integers(0...60, allowNegative: false)
    case "BYMINUTE": byMinute = try integers(0...59, allowNegative: false)
    case "BYHOUR": byHour = try integers(0...23, allowNegative: false)
    case "BYMONTHDAY": byMonthDay = try integers(1...31, allowNegative: true)
    case "BYYEARDAY": byYearDay = try integers(1...366, allowNegative: true)
    case "BYWEEKNO": byWeekNo = try integers(1...53, allowNegative: true)
    case "BYMONTH": byMonth = try integers(1...12, allowNegative: false)
    case "BYSETPOS": bySetPos = try integers(1...366, allowNegative: true)
    case "BYDAY":
      byDay = []
      for item in value.split(separator: ",", omittingEmptySubsequences: false) {
        guard let entry = Self.weekdayOrdinal(item.trimmingSpaces) else {
          throw ParseError(message: "invalid BYDAY value '\(value)'")
        }
        byDay.append(entry)
      }
    case "WKST":
      guard let day = Self.weekday(value) else { throw ParseError(message: "invalid WKST '\(value)'") }
      weekStart = day
    case "RSCALE":
      // RFC 7529: only the Gregorian scale is supported.
      guard value.uppercased() == "GREGORIAN" else {
        throw ParseError(message: "unsupported RSCALE '\(value)'")
      }
    case "SKIP":
      throw ParseError(message: "unsupported SKIP '\(value)'")
    default:
      throw ParseError(message: "unknown rule part '\(name)'")
    }
  }

  /// Checks the combinations RFC 5545 §3.3.10 forbids.
  private func validate() throws(ParseError) {
    if count != nil, until != nil {
      throw ParseError(message: "COUNT and UNTIL must not both be given")
    }
    if !byWeekNo.isEmpty, frequency != .yearly {
      throw ParseError(message: "BYWEEKNO is only valid with FREQ=YEARLY, not '\(frequency.name)'")
    }
    if !byYearDay.isEmpty, [.daily, .weekly, .monthly].contains(frequency) {
      throw ParseError(message: "BYYEARDAY is not valid with FREQ=\(frequency.name)")
    }
    if !byMonthDay.isEmpty, frequency == .weekly {
      throw ParseError(message: "BYMONTHDAY is not valid with FREQ=WEEKLY")
    }
    if byDay.contains(where: { $0.ordinal != 0 }) {
      if frequency != .monthly, frequency != .yearly {
        throw ParseError(
          message: "a BYDAY ordinal is only valid with FREQ=MONTHLY or YEARLY, not '\(frequency.name)'")
      }
      if frequency == .yearly, !byWeekNo.isEmpty {
        throw ParseError(message: "a BYDAY ordinal is not valid together with BYWEEKNO")
      }
    }
  }

  static func weekday(_ text: some StringProtocol) -> Int? {
    weekdayNames.firstIndex(of: text.uppercased()).map { $0 + 1 }
  }

  static func weekdayOrdinal(_ text: some StringProtocol) -> WeekdayOrdinal? {
    guard text.count >= 2 else { return nil }
    let dayPart = text.suffix(2)
    guard let day = weekday(dayPart) else { return nil }
    let numberPart = text.dropLast(2)
    if numberPart.isEmpty { return WeekdayOrdinal(weekday: day) }
    let digits = numberPart.hasPrefix("+") ? numberPart.dropFirst() : numberPart[...]
    guard let ordinal = Int(digits), ordinal != 0, abs(ordinal) <= 53 else { return nil }
    return WeekdayOrdinal(weekday: day, ordinal: ordinal)
  }
}

extension StringProtocol {
  /// The text without leading and trailing spaces and tabs.
  var trimmingSpaces: String {
    var scalars = Substring(self)
    while let first = scalars.first, first == " " || first == "\t" { scalars = scalars.dropFirst() }
    while let last = scalars.last, last == " " || last == "\t" { scalars = scalars.dropLast() }
    return String(scalars)
  }
}
