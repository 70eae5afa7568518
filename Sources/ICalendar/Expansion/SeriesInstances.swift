/// The instances of one master component inside a range: DTSTART, its RRULEs and RDATEs,
/// minus its EXDATEs and EXRULEs (RFC 5545 §3.8.5).
///
/// Rules iterate in the series' wall clock; each instance is then keyed by what identifies it
/// across zones: the instant for a timed series, the day for an all-day one. EXDATEs and
/// RECURRENCE-IDs are matched by that key after normalising their own zone, so an EXDATE
/// written in UTC removes the instance it names in any zone; an EXDATE that is a DATE
/// removes that whole day of a timed series.
struct SeriesInstances {
  struct Instance {
    /// The instant (timed) or day number (all-day) that identifies the instance.
    var key: Int64
    /// The wall-clock start in the series' zone.
    var localStart: Int64
    /// An RDATE PERIOD's own end.
    var explicitEnd: OccurrenceTime?
  }

  enum Stop: Equatable {
    case instanceLimit, searchLimit, outOfRange
  }

  var instances: [Instance] = []
  var stop: Stop?
  /// Days or sub-daily periods the rules examined, for the file's search budget.
  var searchSteps = 0
  /// Keys removed by EXDATE or EXRULE.
  var excluded: Set<Int64> = []
  /// Days removed by DATE EXDATEs of a timed series.
  var excludedDays: Set<Int> = []

  let keys: SeriesKeys
  var isAllDay: Bool { keys.isAllDay }
  /// The zone in which the series' wall clock runs.
  var zone: ZoneRules { keys.zone }

  /// - Parameters:
  ///   - lower, upper: the instants between which instance starts are wanted.
  init(
    master: Event, floatingZone: ZoneRules, lower: Int64, upper: Int64, limits: ExpansionLimits
  ) {
    keys = SeriesKeys(master: master, floatingZone: floatingZone)
    let zone = keys.zone
    let lowerLocal = zone.local(forInstant: lower) - 86_400
    let upperLocal = zone.local(forInstant: upper) + 86_400
    let startLocal = master.start.local

    for exception in master.exceptionDates { exclude(exception, floatingZone: floatingZone) }
    for rule in master.exceptionRules {
      let found = locals(
        rule, start: startLocal, lowerLocal: lowerLocal, upperLocal: upperLocal, limits: limits,
        maxCount: limits.maxInstancesPerSeries, includesStart: false
      ) { _ in true }
      searchSteps += found.steps
      for local in found.values { excluded.insert(key(forLocal: local)) }
    }

    // The wall-clock range is padded by a day for zone offsets; instances are then kept by
    // their instant, so the padding never counts against the instance limit.
    let keyLower = isAllDay ? Int64(CivilCalendar.floorDiv(lowerLocal, 86_400)) : lower
    let keyUpper = isAllDay ? Int64(CivilCalendar.floorDiv(upperLocal, 86_400)) : upper
    var seen: Set<Int64> = []
    func add(_ local: Int64, end: OccurrenceTime? = nil) {
      let key = key(forLocal: local)
      guard key >= keyLower, key <= keyUpper, !excluded.contains(key), !isExcludedDay(local),
        seen.insert(key).inserted
      else { return }
      instances.append(Instance(key: key, localStart: local, explicitEnd: end))
    }

    if master.recurrenceRules.isEmpty {
      let local = startLocal.localSeconds
      if local >= lowerLocal, local <= upperLocal { add(local) }
    }
    for rule in master.recurrenceRules {
      let found = locals(
        rule, start: startLocal, lowerLocal: lowerLocal, upperLocal: upperLocal, limits: limits,
        maxCount: limits.maxInstancesPerSeries - instances.count
      ) { key(forLocal: $0) >= keyLower }
      searchSteps += found.steps
      for local in found.values { add(local) }
      if stop == nil, let stopped = found.stop { stop = stopped }
    }
    for date in master.recurrenceDates {
      let local = wallClock(date.start, floatingZone: floatingZone)
      guard local >= lowerLocal, local <= upperLocal else { continue }
      switch date {
      case .start:
        add(local)
      case .period(_, let end):
        add(local, end: .instant(end.instant(floatingZone: floatingZone)))
      case .periodWithDuration(let start, let duration):
        // The reader caps a DURATION at 100 years; a constructed one is kept in the range.
        let sign: Int64 = duration.isNegative ? -1 : 1
        let startInstant = start.instant(floatingZone: floatingZone)
        let endLocal =
          zone.local(forInstant: startInstant) + sign * Int64(DateRange.clampedDays(duration.days))
          * 86_400
        let end =
          zone.instant(forLocal: endLocal) + sign
          * DateRange.clampedSeconds(Int64(duration.seconds))
        add(local, end: .instant(DateRange.clampedInstant(end)))
      }
    }
    instances.sort { $0.key < $1.key }
  }

  func key(forLocal local: Int64) -> Int64 { keys.key(forLocal: local) }

  /// A value's wall-clock reading in this series' zone.
  private func wallClock(_ value: DateTimeValue, floatingZone: ZoneRules) -> Int64 {
    switch value {
    case .date(let date): Int64(date.dayNumber) * 86_400
    case .dateTime(let local, .floating): local.localSeconds
    case .dateTime:
      isAllDay
        ? value.local.localSeconds
        : zone.local(forInstant: value.instant(floatingZone: floatingZone))
    }
  }

  private mutating func exclude(_ value: DateTimeValue, floatingZone: ZoneRules) {
    if isAllDay {
      excluded.insert(Int64(value.local.date.dayNumber))
    } else if case .date(let date) = value {
      excludedDays.insert(date.dayNumber)
    } else {
      excluded.insert(value.instant(floatingZone: floatingZone))
    }
  }

  private func isExcludedDay(_ local: Int64) -> Bool {
    !excludedDays.isEmpty && excludedDays.contains(Int(CivilCalendar.floorDiv(local, 86_400)))
  }

  /// The wall-clock starts one rule produces in the range, at most `maxCount` of them.
  /// Starts for which `counts` is false (those in the padding before the range) do not count
  /// towards `maxCount`.
  private func locals(
    _ rule: RecurrenceRule, start: LocalDateTime, lowerLocal: Int64, upperLocal: Int64,
    limits: ExpansionLimits, maxCount: Int, includesStart: Bool = true, counts: (Int64) -> Bool
  ) -> (values: [Int64], stop: Stop?, steps: Int) {
    var iterator = RecurrenceIterator(
      rule: rule, start: start, startIsDate: isAllDay, untilLocal: untilLocal(rule),
      includesStart: includesStart, maxSearchSteps: limits.maxSearchSteps)
    iterator.endLocal = upperLocal
    iterator.skip(toLocal: lowerLocal)
    var values: [Int64] = []
    var counted = 0
    while let local = iterator.next() {
      if local > upperLocal { return (values, nil, iterator.searchSteps) }
      guard local >= lowerLocal else { continue }
      if counts(local) {
        guard counted < maxCount else { return (values, .instanceLimit, iterator.searchSteps) }
        counted += 1
      }
      values.append(local)
    }
    switch iterator.stop {
    case .searchLimit: return (values, .searchLimit, iterator.searchSteps)
    case .outOfRange: return (values, .outOfRange, iterator.searchSteps)
    default: return (values, nil, iterator.searchSteps)
    }
  }

  /// UNTIL in the series' wall clock. RFC 5545 §3.3.10 wants UNTIL in the form of DTSTART;
  /// every combination is accepted: a DATE bound includes its whole day, a UTC bound is
  /// converted into the series' zone, a floating bound is read as written.
  private func untilLocal(_ rule: RecurrenceRule) -> Int64? {
    guard let until = rule.until else { return nil }
    if until.isDate { return until.local.localSeconds + 86_399 }
    if until.isUTC { return zone.local(forInstant: until.local.localSeconds) }
    return until.local.localSeconds
  }
}

/// How the instances of one series are identified: by instant for a timed series, by day for
/// an all-day one, in the zone whose wall clock the series runs on.
struct SeriesKeys {
  let isAllDay: Bool
  let zone: ZoneRules
  /// The master's time of day, for a DATE that names an instance of a timed series.
  let timeOfDay: Int

  init(master: Event, floatingZone: ZoneRules) {
    isAllDay = master.start.isDate
    zone = master.start.rules ?? floatingZone
    timeOfDay = master.start.local.secondOfDay
  }

  /// The identifying key of a wall-clock start of the series.
  func key(forLocal local: Int64) -> Int64 {
    isAllDay ? CivilCalendar.floorDiv(local, 86_400) : zone.instant(forLocal: local)
  }

  /// The key of a RECURRENCE-ID written in any form, in the series' terms.
  func key(for value: DateTimeValue, floatingZone: ZoneRules) -> Int64 {
    if isAllDay { return Int64(value.local.date.dayNumber) }
    if case .date(let date) = value {
      // A DATE naming an instance of a timed series means that day at the series' time.
      return zone.instant(forLocal: Int64(date.dayNumber) * 86_400 + Int64(timeOfDay))
    }
    return value.instant(floatingZone: floatingZone)
  }
}
