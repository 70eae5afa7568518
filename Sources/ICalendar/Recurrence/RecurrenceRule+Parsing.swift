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
    var copy = text
    let result: Result<RecurrenceRule, ParseError> = copy.withUTF8 { bytes in
      do throws(ParseError) {
        return .success(try parse(bytes: bytes))
      } catch {
        return .failure(error)
      }
    }
    return try result.get()
  }

  private enum Part: Int {
    case freq, until, count, interval, bySecond, byMinute, byHour, byDay, byMonthDay, byYearDay
    case byWeekNo, byMonth, bySetPos, weekStart, rscale, skip

    init?(_ name: UnsafeBufferPointer<UInt8>) {
      switch name.count {
      case 4:
        if name.equalsIgnoringCase("FREQ") { self = .freq; return }
        if name.equalsIgnoringCase("WKST") { self = .weekStart; return }
        if name.equalsIgnoringCase("SKIP") { self = .skip; return }
      case 5:
        if name.equalsIgnoringCase("UNTIL") { self = .until; return }
        if name.equalsIgnoringCase("COUNT") { self = .count; return }
        if name.equalsIgnoringCase("BYDAY") { self = .byDay; return }
      case 6:
        if name.equalsIgnoringCase("BYHOUR") { self = .byHour; return }
        if name.equalsIgnoringCase("RSCALE") { self = .rscale; return }
      case 7:
        if name.equalsIgnoringCase("BYMONTH") { self = .byMonth; return }
      case 8:
        if name.equalsIgnoringCase("INTERVAL") { self = .interval; return }
        if name.equalsIgnoringCase("BYSECOND") { self = .bySecond; return }
        if name.equalsIgnoringCase("BYMINUTE") { self = .byMinute; return }
        if name.equalsIgnoringCase("BYWEEKNO") { self = .byWeekNo; return }
        if name.equalsIgnoringCase("BYSETPOS") { self = .bySetPos; return }
      case 9:
        if name.equalsIgnoringCase("BYYEARDAY") { self = .byYearDay; return }
      case 10:
        if name.equalsIgnoringCase("BYMONTHDAY") { self = .byMonthDay; return }
      default:
        break
      }
      return nil
    }
  }

  static func parse(bytes: UnsafeBufferPointer<UInt8>) throws(ParseError) -> RecurrenceRule {
    func text(_ range: Range<Int>) -> String { Excerpt.quote(bytes.slice(range)) }
    var rule = RecurrenceRule(frequency: .yearly)
    var sawFrequency = false
    var seen: UInt32 = 0
    var start = 0
    for end in 0...bytes.count where end == bytes.count || bytes[end] == ASCII.semicolon {
      let part = bytes.trimmedRange(start..<end)
      start = end + 1
      if part.isEmpty { continue }
      guard let equals = bytes[part].firstIndex(of: ASCII.equals) else {
        throw ParseError(message: "invalid rule part '\(text(part))'")
      }
      let nameRange = bytes.trimmedRange(part.lowerBound..<equals)
      let valueRange = bytes.trimmedRange((equals + 1)..<part.upperBound)
      let name = bytes.slice(nameRange)
      let value = bytes.slice(valueRange)
      guard !value.contains(ASCII.equals) else {
        throw ParseError(message: "invalid rule part '\(text(part))'")
      }
      if name.count >= 2, ASCII.upper(name[0]) == UInt8(ascii: "X"), name[1] == ASCII.minus {
        continue
      }
      guard let kind = Part(name) else {
        throw ParseError(message: "unknown rule part '\(text(nameRange).uppercased())'")
      }
      guard seen & (1 << kind.rawValue) == 0 else {
        throw ParseError(message: "rule part '\(text(nameRange).uppercased())' given twice")
      }
      seen |= 1 << kind.rawValue
      let partName = text(nameRange).uppercased()
      func invalid() -> ParseError {
        ParseError(message: "invalid \(partName) value '\(text(valueRange))'")
      }
      switch kind {
      case .freq:
        guard
          let frequency = Frequency.allCases.first(where: {
            value.equalsIgnoringCase($0.staticName)
          })
        else {
          throw ParseError(message: "invalid FREQ '\(text(valueRange))'")
        }
        rule.frequency = frequency
        sawFrequency = true
      case .interval:
        guard let number = integer(value), number >= 1 else {
          throw ParseError(message: "invalid INTERVAL '\(text(valueRange))'")
        }
        rule.interval = number
      case .count:
        guard let number = integer(value) else {
          throw ParseError(message: "invalid COUNT '\(text(valueRange))'")
        }
        rule.count = number > 0 ? number : nil
      case .until:
        guard let parsed = ValueParser.dateOrDateTime(value) else {
          throw ParseError(message: "invalid UNTIL '\(text(valueRange))'")
        }
        rule.until = Until(
          local: parsed.time ?? LocalDateTime(date: parsed.date), isDate: parsed.time == nil,
          isUTC: parsed.isUTC)
      case .bySecond: rule.bySecond = try list(value, 0...60, negative: false, invalid)
      case .byMinute: rule.byMinute = try list(value, 0...59, negative: false, invalid)
      case .byHour: rule.byHour = try list(value, 0...23, negative: false, invalid)
      case .byMonthDay: rule.byMonthDay = try list(value, 1...31, negative: true, invalid)
      case .byYearDay: rule.byYearDay = try list(value, 1...366, negative: true, invalid)
      case .byWeekNo: rule.byWeekNo = try list(value, 1...53, negative: true, invalid)
      case .byMonth: rule.byMonth = try list(value, 1...12, negative: false, invalid)
      case .bySetPos: rule.bySetPos = try list(value, 1...366, negative: true, invalid)
      case .byDay:
        var entries: [WeekdayOrdinal] = []
        var itemStart = 0
        for itemEnd in 0...value.count where itemEnd == value.count || value[itemEnd] == ASCII.comma
        {
          let item = value.slice(value.trimmedRange(itemStart..<itemEnd))
          itemStart = itemEnd + 1
          guard let entry = weekdayOrdinal(item) else {
            throw ParseError(message: "invalid BYDAY value '\(text(valueRange))'")
          }
          // A zero ordinal (`0MO`) names no day; it is dropped, as ical.net does.
          if entry.ordinal != Int.min { entries.append(entry) }
        }
        guard !entries.isEmpty else {
          throw ParseError(message: "invalid BYDAY value '\(text(valueRange))'")
        }
        rule.byDay = entries
      case .weekStart:
        guard value.count == 2, let day = weekday(value[0], value[1]) else {
          throw ParseError(message: "invalid WKST '\(text(valueRange))'")
        }
        rule.weekStart = day
      case .rscale:
        // RFC 7529: only the Gregorian scale is supported.
        guard value.equalsIgnoringCase("GREGORIAN") else {
          throw ParseError(message: "unsupported RSCALE '\(text(valueRange))'")
        }
      case .skip:
        throw ParseError(message: "unsupported SKIP '\(text(valueRange))'")
      }
    }
    guard sawFrequency else {
      throw ParseError(message: "missing FREQ in '\(text(0..<bytes.count))'")
    }
    try rule.validate()
    return rule
  }

  /// A decimal integer with an optional sign that fits RFC 5545's INTEGER (32 bits signed):
  /// `COUNT=2147483647` is valid, if hostile, and is bounded by the expansion limits instead.
  private static func integer(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    var index = 0
    var negative = false
    if index < bytes.count, bytes[index] == ASCII.plus || bytes[index] == ASCII.minus {
      negative = bytes[index] == ASCII.minus
      index += 1
    }
    guard index < bytes.count, bytes.count - index <= 10 else { return nil }
    var value = 0
    while index < bytes.count {
      guard ASCII.isDigit(bytes[index]) else { return nil }
      value = value * 10 + Int(bytes[index] - ASCII.zero)
      index += 1
    }
    guard value <= Int(Int32.max) + (negative ? 1 : 0) else { return nil }
    return negative ? -value : value
  }

  private static func list(
    _ bytes: UnsafeBufferPointer<UInt8>, _ range: ClosedRange<Int>, negative: Bool,
    _ invalid: () -> ParseError
  ) throws(ParseError) -> [Int] {
    var result: [Int] = []
    var start = 0
    for end in 0...bytes.count where end == bytes.count || bytes[end] == ASCII.comma {
      guard let number = integer(bytes.slice(bytes.trimmedRange(start..<end))),
        range.contains(abs(number)), negative || number >= 0, number != 0 || range.lowerBound == 0
      else { throw invalid() }
      result.append(number)
      start = end + 1
    }
    return result
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
          message:
            "a BYDAY ordinal is only valid with FREQ=MONTHLY or YEARLY, not '\(frequency.name)'")
      }
      if frequency == .yearly, !byWeekNo.isEmpty {
        throw ParseError(message: "a BYDAY ordinal is not valid together with BYWEEKNO")
      }
    }
  }

  /// The weekday (1 Monday … 7 Sunday) of a two-letter code such as `MO`.
  static func weekday(_ first: UInt8, _ second: UInt8) -> Int? {
    switch (ASCII.upper(first), ASCII.upper(second)) {
    case (UInt8(ascii: "M"), UInt8(ascii: "O")): 1
    case (UInt8(ascii: "T"), UInt8(ascii: "U")): 2
    case (UInt8(ascii: "W"), UInt8(ascii: "E")): 3
    case (UInt8(ascii: "T"), UInt8(ascii: "H")): 4
    case (UInt8(ascii: "F"), UInt8(ascii: "R")): 5
    case (UInt8(ascii: "S"), UInt8(ascii: "A")): 6
    case (UInt8(ascii: "S"), UInt8(ascii: "U")): 7
    default: nil
    }
  }

  /// `MO`, `2TU`, `-1FR`, `+3WE`.
  static func weekdayOrdinal(_ bytes: UnsafeBufferPointer<UInt8>) -> WeekdayOrdinal? {
    guard bytes.count >= 2, let day = weekday(bytes[bytes.count - 2], bytes[bytes.count - 1]) else {
      return nil
    }
    if bytes.count == 2 { return WeekdayOrdinal(weekday: day) }
    guard let ordinal = integer(bytes.slice(0..<(bytes.count - 2))), abs(ordinal) <= 53 else {
      return nil
    }
    // `Int.min` marks the meaningless zero ordinal for the caller to drop.
    return WeekdayOrdinal(weekday: day, ordinal: ordinal == 0 ? Int.min : ordinal)
  }
}

extension RecurrenceRule.Frequency {
  var staticName: StaticString {
    switch self {
    case .secondly: "SECONDLY"
    case .minutely: "MINUTELY"
    case .hourly: "HOURLY"
    case .daily: "DAILY"
    case .weekly: "WEEKLY"
    case .monthly: "MONTHLY"
    case .yearly: "YEARLY"
    }
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
