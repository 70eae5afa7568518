/// Generates the wall-clock start times of one recurrence rule, in order, from DTSTART.
///
/// The rule is evaluated period by period (a year, month, week, day, hour, minute or second,
/// INTERVAL periods apart): every day of the period is tested against the BYxxx parts, which
/// is exactly the expand-or-limit table of RFC 5545 §3.3.10, then times of day are combined,
/// BYSETPOS picks positions, and candidates before DTSTART are dropped. Days that do not exist
/// (February 30) are never candidates, so they are skipped as §3.3.10 requires.
///
/// Iteration is in the event's local wall-clock time (`localSeconds`), so a 09:00 series stays
/// at 09:00 across daylight-saving changes; converting to instants is the caller's job.
///
/// DTSTART is always the first instance (§3.8.5.3) and counts towards COUNT, whether or not
/// the rule would produce it. Work is bounded: `maxSearchSteps` days or sub-daily periods are
/// examined at most, and nothing beyond the year 9999 is produced; `stop` says which bound
/// ended the iteration.
public struct RecurrenceIterator: Sendable {
  public enum Stop: Sendable, Hashable {
    /// COUNT or UNTIL reached: the series is complete.
    case finished
    /// `maxSearchSteps` examined without reaching the end.
    case searchLimit
    /// The next instance would fall after 9999-12-31.
    case outOfRange
  }

  public let rule: RecurrenceRule
  /// DTSTART as local seconds.
  public let start: Int64
  /// The last local time that may be produced (UNTIL in the series' own wall clock).
  public let untilLocal: Int64?
  public let maxSearchSteps: Int
  /// When set, the iteration finishes once a period starts after this local time: a caller
  /// expanding into a window needs nothing later, and a rule that never matches then costs
  /// the window, not `maxSearchSteps`.
  public var endLocal: Int64?
  public private(set) var stop: Stop?
  /// Days and sub-daily periods examined so far.
  public private(set) var searchSteps = 0

  private let filter: DayFilter
  private let times: TimeFilter
  private let startDay: Int
  private let periodOrigin: Int
  private var period = 0
  private var produced = 0
  private var startDone = false
  private let includesStart: Bool
  /// BYSETPOS asks only for positions past the most starts any period can hold
  /// (`FREQ=SECONDLY;BYSETPOS=2`): the rule adds nothing to DTSTART, and walking it to prove
  /// that would cost the whole search budget.
  private let matchesNothing: Bool
  private var candidates: [Int64] = []
  private var nextCandidate = 0

  /// - Parameters:
  ///   - untilLocal: UNTIL converted by the caller to the series' wall clock; pass the end of
  ///     the day (23:59:59) for a DATE bound. `nil` when the rule has no UNTIL.
  ///   - startIsDate: DTSTART is a DATE: BYHOUR, BYMINUTE and BYSECOND are ignored, as a
  ///     DATE has no time to give them.
  ///   - includesStart: whether DTSTART is produced first whether or not the rule matches it;
  ///     true for RRULE, false for EXRULE, which excludes only what its rule matches.
  public init(
    rule: RecurrenceRule, start: LocalDateTime, startIsDate: Bool = false, untilLocal: Int64?,
    includesStart: Bool = true, maxSearchSteps: Int = 2_000_000
  ) {
    var rule = rule
    if startIsDate {
      rule.byHour = []
      rule.byMinute = []
      rule.bySecond = []
      if rule.frequency < .daily { rule.frequency = .daily }
    }
    self.rule = rule
    self.start = start.localSeconds
    self.untilLocal = untilLocal
    self.maxSearchSteps = maxSearchSteps
    startDay = start.date.dayNumber
    filter = DayFilter(rule: rule, start: start)
    times = TimeFilter(rule: rule, start: start)
    let unit = Self.unitSeconds(rule.frequency)
    switch rule.frequency {
    case .yearly:
      periodOrigin =
        rule.byWeekNo.isEmpty
        ? start.date.year : CivilCalendar.week(dayNumber: startDay, weekStart: rule.weekStart).year
    case .monthly:
      periodOrigin = start.date.year * 12 + start.date.month - 1
    case .weekly:
      periodOrigin =
        startDay - (CivilCalendar.weekday(dayNumber: startDay) - rule.weekStart + 7) % 7
    case .daily:
      periodOrigin = startDay
    case .hourly, .minutely, .secondly:
      periodOrigin = Int(CivilCalendar.floorDiv(self.start, Int64(unit)) * Int64(unit))
    }
    if let untilLocal, untilLocal < self.start { stop = .finished }
    let largestSet = Self.largestSet(rule.frequency, times)
    matchesNothing =
      !rule.bySetPos.isEmpty && rule.bySetPos.allSatisfy { $0.magnitude > largestSet }
    self.includesStart = includesStart
    startDone = !includesStart
  }

  /// The next start, as local seconds, or `nil` when the iteration has stopped.
  public mutating func next() -> Int64? {
    if !startDone {
      startDone = true
      if stop == nil {
        produced = 1
        return start
      }
    }
    while true {
      if let count = rule.count, produced >= count {
        stop = .finished
        return nil
      }
      while nextCandidate < candidates.count {
        let candidate = candidates[nextCandidate]
        nextCandidate += 1
        if candidate < start || (candidate == start && includesStart) { continue }
        if let untilLocal, candidate > untilLocal {
          stop = .finished
          return nil
        }
        produced += 1
        return candidate
      }
      if stop != nil { return nil }
      if matchesNothing {
        stop = .finished
        return nil
      }
      fillPeriod()
      period += 1
      if let endLocal, let first = candidates.first, first > endLocal, stop == nil {
        stop = .finished
      } else if let endLocal, candidates.isEmpty, stop == nil, periodStart(period) > endLocal {
        stop = .finished
      }
    }
  }

  /// Skips whole periods that end before `local`, without producing them.
  ///
  /// Only meaningful without COUNT (a count must be taken from the beginning); with COUNT it
  /// does nothing. DTSTART is still produced first if it has not been.
  public mutating func skip(toLocal local: Int64) {
    guard rule.count == nil, stop == nil else { return }
    let interval = rule.interval
    var target: Int
    switch rule.frequency {
    case .yearly:
      let day = Int(CivilCalendar.floorDiv(local, 86_400))
      let year =
        rule.byWeekNo.isEmpty
        ? CivilCalendar.date(dayNumber: day).year
        : CivilCalendar.week(dayNumber: day, weekStart: rule.weekStart).year
      target = Self.floorDiv(year - periodOrigin, interval)
    case .monthly:
      let date = CivilCalendar.date(dayNumber: Int(CivilCalendar.floorDiv(local, 86_400)))
      target = Self.floorDiv(date.year * 12 + date.month - 1 - periodOrigin, interval)
    case .weekly:
      let day = Int(CivilCalendar.floorDiv(local, 86_400))
      target = Self.floorDiv(Self.floorDiv(day - periodOrigin, 7), interval)
    case .daily:
      let day = Int(CivilCalendar.floorDiv(local, 86_400))
      target = Self.floorDiv(day - periodOrigin, interval)
    case .hourly, .minutely, .secondly:
      let unit = Self.unitSeconds(rule.frequency) * interval
      target = Self.floorDiv(Int(local) - periodOrigin, unit)
    }
    if target > period {
      period = target
      candidates.removeAll(keepingCapacity: true)
      nextCandidate = 0
    }
  }

  // MARK: - Periods

  /// The first local second of period `index`, for deciding when a window has been passed.
  private func periodStart(_ index: Int) -> Int64 {
    let step = index &* rule.interval
    switch rule.frequency {
    case .yearly:
      let year = periodOrigin + step
      guard year <= 9999 else { return Int64.max }
      let firstDay =
        rule.byWeekNo.isEmpty
        ? CivilCalendar.dayNumber(year: year, month: 1, day: 1)
        : CivilCalendar.firstDayOfWeekOne(year: year, weekStart: rule.weekStart)
      return Int64(firstDay) * 86_400
    case .monthly:
      let monthIndex = periodOrigin + step
      let year = Self.floorDiv(monthIndex, 12)
      guard year <= 9999 else { return Int64.max }
      return Int64(CivilCalendar.dayNumber(year: year, month: monthIndex - year * 12 + 1, day: 1))
        * 86_400
    case .weekly:
      return Int64(periodOrigin) * 86_400 + Int64(step) * 7 * 86_400
    case .daily:
      return (Int64(periodOrigin) + Int64(step)) * 86_400
    case .hourly, .minutely, .secondly:
      return Int64(periodOrigin) + Int64(step) * Int64(Self.unitSeconds(rule.frequency))
    }
  }

  /// The most starts one period can hold: its days (a YEARLY period with BYWEEKNO spans up to
  /// 53 weeks) times the times of day the rule allows.
  private static func largestSet(_ frequency: RecurrenceRule.Frequency, _ times: TimeFilter)
    -> UInt
  {
    let count: Int
    switch frequency {
    case .secondly: count = 1
    case .minutely: count = times.secondsList.count
    case .hourly: count = times.minuteSecondOffsets.count
    case .daily: count = times.secondsOfDay.count
    case .weekly: count = 7 * times.secondsOfDay.count
    case .monthly: count = 31 * times.secondsOfDay.count
    case .yearly: count = 53 * 7 * times.secondsOfDay.count
    }
    return UInt(count)
  }

  private static func unitSeconds(_ frequency: RecurrenceRule.Frequency) -> Int {
    switch frequency {
    case .hourly: 3600
    case .minutely: 60
    default: 1
    }
  }

  @inline(__always)
  private static func floorDiv(_ a: Int, _ b: Int) -> Int {
    let q = a / b
    return (a % b != 0 && (a < 0) != (b < 0)) ? q - 1 : q
  }

  /// Fills `candidates` with the sorted starts of period `period`, BYSETPOS applied.
  private mutating func fillPeriod() {
    candidates.removeAll(keepingCapacity: true)
    nextCandidate = 0
    let interval = rule.interval
    let (step, overflow) = period.multipliedReportingOverflow(by: interval)
    guard !overflow else {
      stop = .outOfRange
      return
    }
    switch rule.frequency {
    case .yearly:
      let year = periodOrigin + step
      guard year <= 9999 else { return outOfRange() }
      if rule.byWeekNo.isEmpty {
        for month in 1...12 where filter.months & (1 << month) != 0 {
          let first = CivilCalendar.dayNumber(year: year, month: month, day: 1)
          let count = CivilCalendar.daysInMonth(year: year, month: month)
          for day in first..<(first + count) { addDay(day, weekNumber: nil) }
        }
      } else {
        let first = CivilCalendar.firstDayOfWeekOne(year: year, weekStart: rule.weekStart)
        let weeks = CivilCalendar.weeksInYear(year, weekStart: rule.weekStart)
        for day in first..<(first + weeks * 7) {
          let week = (day - first) / 7 + 1
          addDay(day, weekNumber: (week, week - weeks - 1))
        }
      }
    case .monthly:
      let index = periodOrigin + step
      let year = Self.floorDiv(index, 12)
      let month = index - year * 12 + 1
      guard year <= 9999 else { return outOfRange() }
      if filter.months & (1 << month) != 0 {
        let first = CivilCalendar.dayNumber(year: year, month: month, day: 1)
        let count = CivilCalendar.daysInMonth(year: year, month: month)
        for day in first..<(first + count) { addDay(day, weekNumber: nil) }
      } else {
        searchSteps += 1
      }
    case .weekly:
      let (span, overflowWeeks) = step.multipliedReportingOverflow(by: 7)
      guard !overflowWeeks, span < 3_700_000 else { return outOfRange() }
      let first = periodOrigin + span
      for day in first..<(first + 7) { addDay(day, weekNumber: nil) }
    case .daily:
      guard step < 3_700_000 else { return outOfRange() }
      addDay(periodOrigin + step, weekNumber: nil)
    case .hourly, .minutely, .secondly:
      fillSubDaily(step: step)
    }
    if candidates.isEmpty == false, !rule.bySetPos.isEmpty { applySetPositions() }
    if searchSteps >= maxSearchSteps, stop == nil { stop = .searchLimit }
  }

  private mutating func outOfRange() {
    if stop == nil { stop = .outOfRange }
  }

  /// Adds the times of `day` when it passes the day filter.
  @inline(__always)
  private mutating func addDay(_ day: Int, weekNumber: (Int, Int)?) {
    searchSteps += 1
    guard day <= 2_932_896 else { return outOfRange() }  // 9999-12-31
    guard filter.matches(day, weekNumber: weekNumber) else { return }
    let base = Int64(day) * 86_400
    for second in times.secondsOfDay { candidates.append(base + Int64(second)) }
  }

  /// One hour, minute or second: kept when its day and its clock fields pass the filters.
  private mutating func fillSubDaily(step: Int) {
    let unit = Self.unitSeconds(rule.frequency)
    let (offset, overflow) = step.multipliedReportingOverflow(by: unit)
    guard !overflow, offset < 320_000_000_000 else { return outOfRange() }
    let periodStart = periodOrigin + offset
    let day = Self.floorDiv(periodStart, 86_400)
    guard day <= 2_932_896 else { return outOfRange() }
    searchSteps += 1
    let secondOfDay = periodStart - day * 86_400
    guard filter.matches(day, weekNumber: nil) else {
      // Jump to the first period of the next day instead of testing every one of this day.
      skipPeriods(toLocal: (day + 1) * 86_400)
      return
    }
    let hour = secondOfDay / 3600
    let minute = secondOfDay / 60 % 60
    guard times.hours & (1 << hour) != 0 else {
      skipPeriods(toLocal: day * 86_400 + (hour + 1) * 3600)
      return
    }
    let base = Int64(periodStart)
    let hourStart = day * 86_400 + hour * 3600
    if rule.frequency == .hourly {
      for second in times.minuteSecondOffsets { candidates.append(base + Int64(second)) }
      return
    }
    // Like days and hours above, minutes and seconds that cannot match are jumped over, so
    // `FREQ=SECONDLY;BYMINUTE=0;BYSECOND=0` costs a step per instance, not one per second.
    guard times.minutes & (1 << UInt64(minute)) != 0 else {
      let next = Self.nextBit(after: minute, in: times.minutes, below: 60)
      skipPeriods(toLocal: hourStart + (next ?? 60) * 60)
      return
    }
    if rule.frequency == .minutely {
      for second in times.secondsList { candidates.append(base + Int64(second)) }
      return
    }
    let second = secondOfDay % 60
    guard times.seconds & (1 << UInt64(second)) != 0 else {
      let next = Self.nextBit(after: second, in: times.seconds, below: 60)
      skipPeriods(toLocal: hourStart + minute * 60 + (next ?? 60))
      return
    }
    candidates.append(base)
  }

  /// The lowest bit set in `mask` above `bit` and below `limit`.
  private static func nextBit(after bit: Int, in mask: UInt64, below limit: Int) -> Int? {
    guard bit + 1 < limit else { return nil }
    let higher = mask >> UInt64(bit + 1)
    guard higher != 0 else { return nil }
    let next = bit + 1 + higher.trailingZeroBitCount
    return next < limit ? next : nil
  }

  /// Moves `period` so that the next period filled starts at or after `local`.
  private mutating func skipPeriods(toLocal local: Int) {
    let span = Self.unitSeconds(rule.frequency) * rule.interval
    let needed = local - periodOrigin
    let target = needed <= 0 ? 0 : (needed + span - 1) / span
    // `period` is incremented after this fill; land on `target`.
    if target - 1 > period { period = target - 1 }
  }

  private mutating func applySetPositions() {
    let count = candidates.count
    var picked: [Int64] = []
    picked.reserveCapacity(rule.bySetPos.count)
    for position in rule.bySetPos {
      let index = position > 0 ? position - 1 : count + position
      if index >= 0, index < count { picked.append(candidates[index]) }
    }
    picked.sort()
    candidates.removeAll(keepingCapacity: true)
    var previous: Int64?
    for value in picked where value != previous {
      candidates.append(value)
      previous = value
    }
  }
}

extension RecurrenceIterator {
  /// The BYxxx parts that select days, as bit masks, with RFC 5545's defaults from DTSTART.
  struct DayFilter: Sendable {
    /// Bit m set for month m (1…12).
    var months: UInt16 = 0b1_1111_1111_1110
    var monthDaysPositive: UInt32 = 0
    var monthDaysNegative: UInt32 = 0
    var hasMonthDays = false
    var yearDays: [Bool] = []
    var yearDaysNegative: [Bool] = []
    var weekNumbersPositive: UInt64 = 0
    var weekNumbersNegative: UInt64 = 0
    var hasWeekNumbers = false
    /// Bit d set for weekday d (1 Monday … 7 Sunday), for entries without an ordinal.
    var weekdays: UInt8 = 0
    var ordinals: [RecurrenceRule.WeekdayOrdinal] = []
    var hasWeekdays = false
    /// Ordinals count within the month (MONTHLY, or YEARLY with BYMONTH) or the year.
    var ordinalsWithinMonth = true

    init(rule: RecurrenceRule, start: LocalDateTime) {
      var byMonth = rule.byMonth
      var byMonthDay = rule.byMonthDay
      var byDay = rule.byDay
      // RFC 5545 §3.3.10: "information, not contained in the rule, necessary to determine
      // the various recurrence instance start time and dates are derived from DTSTART".
      if rule.byWeekNo.isEmpty, rule.byYearDay.isEmpty, byMonthDay.isEmpty, byDay.isEmpty {
        switch rule.frequency {
        case .yearly:
          if byMonth.isEmpty { byMonth = [start.date.month] }
          byMonthDay = [start.date.day]
        case .monthly:
          byMonthDay = [start.date.day]
        case .weekly:
          byDay = [RecurrenceRule.WeekdayOrdinal(weekday: start.date.weekday)]
        default:
          break
        }
      } else if rule.frequency == .yearly {
        // A yearly rule with days of the month but no month takes DTSTART's month, and one
        // with week numbers but no days takes DTSTART's weekday (libical and ical.net agree).
        if !byMonthDay.isEmpty, byMonth.isEmpty, rule.byYearDay.isEmpty, rule.byWeekNo.isEmpty {
          byMonth = [start.date.month]
        }
        if !rule.byWeekNo.isEmpty, byDay.isEmpty, byMonthDay.isEmpty, rule.byYearDay.isEmpty {
          byDay = [RecurrenceRule.WeekdayOrdinal(weekday: start.date.weekday)]
        }
      }
      if !byMonth.isEmpty {
        months = 0
        for month in byMonth { months |= 1 << month }
      }
      for day in byMonthDay {
        hasMonthDays = true
        if day > 0 { monthDaysPositive |= 1 << day } else { monthDaysNegative |= 1 << -day }
      }
      if !rule.byYearDay.isEmpty {
        yearDays = Array(repeating: false, count: 367)
        yearDaysNegative = Array(repeating: false, count: 367)
        for day in rule.byYearDay {
          if day > 0 { yearDays[day] = true } else { yearDaysNegative[-day] = true }
        }
      }
      for week in rule.byWeekNo {
        hasWeekNumbers = true
        if week > 0 {
          weekNumbersPositive |= 1 << UInt64(week)
        } else {
          weekNumbersNegative |= 1 << UInt64(-week)
        }
      }
      for entry in byDay {
        hasWeekdays = true
        if entry.ordinal == 0 { weekdays |= 1 << entry.weekday } else { ordinals.append(entry) }
      }
      ordinalsWithinMonth = rule.frequency == .monthly || !rule.byMonth.isEmpty
    }

    @inline(__always)
    func matches(_ day: Int, weekNumber: (Int, Int)?) -> Bool {
      let civil = CivilCalendar.date(dayNumber: day)
      guard months & (1 << civil.month) != 0 else { return false }
      let daysInMonth = CivilCalendar.daysInMonth(year: civil.year, month: civil.month)
      if hasMonthDays {
        let negative = daysInMonth - civil.day + 1
        guard
          monthDaysPositive & (1 << civil.day) != 0
            || monthDaysNegative & (1 << negative) != 0
        else { return false }
      }
      var dayOfYear = 0
      var daysInYear = 0
      if !yearDays.isEmpty || (!ordinals.isEmpty && !ordinalsWithinMonth) {
        dayOfYear = day - CivilCalendar.dayNumber(year: civil.year, month: 1, day: 1) + 1
        daysInYear = CivilCalendar.daysInYear(civil.year)
      }
      if !yearDays.isEmpty {
        guard yearDays[dayOfYear] || yearDaysNegative[daysInYear - dayOfYear + 1] else {
          return false
        }
      }
      if hasWeekNumbers {
        guard let (positive, negative) = weekNumber,
          weekNumbersPositive & (1 << UInt64(positive)) != 0
            || weekNumbersNegative & (1 << UInt64(-negative)) != 0
        else { return false }
      }
      if hasWeekdays {
        let weekday = CivilCalendar.weekday(dayNumber: day)
        if weekdays & (1 << weekday) != 0 { return true }
        for entry in ordinals where entry.weekday == weekday {
          let forward: Int
          let backward: Int
          if ordinalsWithinMonth {
            forward = (civil.day - 1) / 7 + 1
            backward = -((daysInMonth - civil.day) / 7 + 1)
          } else {
            forward = (dayOfYear - 1) / 7 + 1
            backward = -((daysInYear - dayOfYear) / 7 + 1)
          }
          if entry.ordinal == forward || entry.ordinal == backward { return true }
        }
        return false
      }
      return true
    }
  }

  /// The BYHOUR, BYMINUTE and BYSECOND parts, with defaults from DTSTART.
  struct TimeFilter: Sendable {
    /// Times of day for DAILY and coarser rules, sorted.
    var secondsOfDay: [Int] = []
    /// Minute-and-second offsets within an hour, for HOURLY rules.
    var minuteSecondOffsets: [Int] = []
    var secondsList: [Int] = []
    var hours: UInt32 = 0
    var minutes: UInt64 = 0
    var seconds: UInt64 = 0

    init(rule: RecurrenceRule, start: LocalDateTime) {
      let frequency = rule.frequency
      let hourList =
        !rule.byHour.isEmpty
        ? rule.byHour : (frequency > .hourly ? [start.hour] : Array(0...23))
      let minuteList =
        !rule.byMinute.isEmpty
        ? rule.byMinute : (frequency > .minutely ? [start.minute] : Array(0...59))
      let secondList =
        !rule.bySecond.isEmpty
        ? rule.bySecond.map { min($0, 59) }
        : (frequency > .secondly ? [start.second] : Array(0...59))
      for hour in hourList { hours |= 1 << hour }
      for minute in minuteList { minutes |= 1 << UInt64(minute) }
      for second in secondList { seconds |= 1 << UInt64(second) }
      let sortedHours = Array(Set(hourList)).sorted()
      let sortedMinutes = Array(Set(minuteList)).sorted()
      secondsList = Array(Set(secondList)).sorted()
      if frequency >= .daily {
        for hour in sortedHours {
          for minute in sortedMinutes {
            for second in secondsList { secondsOfDay.append(hour * 3600 + minute * 60 + second) }
          }
        }
      }
      for minute in sortedMinutes {
        for second in secondsList { minuteSecondOffsets.append(minute * 60 + second) }
      }
    }
  }
}
