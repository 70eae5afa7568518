/// Values written in another form than DTSTART's, which expansion repairs by a rule: each
/// repair is reported, so that `--strict` users and reviewers see what was assumed.
extension ReaderState {
  /// The item's subject is worked out only for a message: most components need none.
  /// - Parameter startName: the property the series starts from: DTSTART, or DUE for a to-do
  ///   without one.
  mutating func noteFormRepairs(
    _ item: ItemBuilder, start: DateTimeValue, startName: String = "DTSTART"
  ) {
    if start.isDate { noteDateTimesInAllDaySeries(item) }
    for (until, line) in item.untils {
      guard let repair = Self.untilRepair(until, start: start) else { continue }
      log.report(
        .untilFormMismatch, line: line,
        "UNTIL '\(Self.text(until))' in \(item.subject) \(repair) (RFC 5545 §3.3.10)")
    }
    for (rule, line) in item.countedRules where !Self.isInstance(start, of: rule) {
      log.report(
        .unsynchronizedCount, line: line,
        "\(startName) '\(start.local.basicFormat)' of \(item.subject) is not an instance of RRULE '\(rule)'; it counts as the first of the \(rule.count!) (RFC 5545 §3.3.10), which some programs do not, so the last occurrence is in dispute"
      )
    }
  }

  /// Whether the rule itself produces `start` (RFC 5545 calls a DTSTART it does not
  /// "unsynchronized").
  ///
  /// Most rules are decided by their parts, as a file read checks each of its COUNT rules:
  /// without BYxxx parts every instance is DTSTART moved by whole periods, and a weekly rule
  /// by weekday alone makes DTSTART's weekday or not. The others are asked of the rule.
  static func isInstance(_ start: DateTimeValue, of rule: RecurrenceRule) -> Bool {
    if rule.bySecond.isEmpty, rule.byMinute.isEmpty, rule.byHour.isEmpty,
      rule.byMonthDay.isEmpty, rule.byYearDay.isEmpty, rule.byWeekNo.isEmpty,
      rule.byMonth.isEmpty, rule.bySetPos.isEmpty
    {
      if rule.byDay.isEmpty { return true }
      if rule.frequency == .weekly {
        return rule.byDay.contains { $0.weekday == start.local.date.weekday }
      }
    }
    return producesStart(start, rule)
  }

  /// Whether the first instance the rule makes from `start`, DTSTART aside, is `start`; a
  /// rule whose first period is too long to search counts as making it.
  static func producesStart(_ start: DateTimeValue, _ rule: RecurrenceRule) -> Bool {
    var iterator = RecurrenceIterator(
      rule: rule, start: start.local, startIsDate: start.isDate, untilLocal: nil,
      includesStart: false, maxSearchSteps: 1_000)
    iterator.endLocal = start.local.localSeconds
    let first = iterator.next()
    return first == start.local.localSeconds || iterator.stop == .searchLimit
  }

  /// RDATE and EXDATE DATE-TIMEs of an all-day series count by the date they name, as written:
  /// for a UTC time that is the UTC date, which may not be the day meant. A local midnight
  /// (Outlook writes them for all-day events) names its day without doubt and is not noted.
  private mutating func noteDateTimesInAllDaySeries(_ item: ItemBuilder) {
    var values: [(name: String, time: PendingTime)] = item.exceptionDates.map { ("EXDATE", $0) }
    for entry in item.recurrenceDates {
      switch entry {
      case .start(let time), .period(let time, _), .periodWithDuration(let time, _):
        values.append(("RDATE", time))
      }
    }
    var noted: Set<Int> = []
    for (name, time) in values {
      guard let local = time.value.time, time.value.isUTC || local.secondOfDay != 0,
        noted.insert(time.line).inserted
      else { continue }
      let text = Self.text(time.value)
      let which = time.value.isUTC ? "the UTC date " : "the date "
      log.report(
        .dateTimeInAllDaySeries, line: time.line,
        "\(name) value '\(text)' of all-day \(item.subject) is a DATE-TIME; read as \(which)\(time.value.date)"
      )
    }
  }

  /// How an UNTIL in another form than DTSTART is read, or `nil` when the forms agree:
  /// RFC 5545 wants a DATE for a DATE start, UTC for a zoned or UTC start, floating for a
  /// floating one (`SeriesInstances.untilLocal` applies the same reading).
  static func untilRepair(_ until: RecurrenceRule.Until, start: DateTimeValue) -> String? {
    switch start {
    case .date:
      return until.isDate
        ? nil : "is a DATE-TIME but DTSTART is a DATE; days that begin by then are kept"
    case .dateTime(_, let reference):
      if until.isDate {
        return "is a DATE but DTSTART is a DATE-TIME; the series runs through the whole day"
      }
      switch (reference, until.isUTC) {
      case (.floating, true):
        return "is in UTC but DTSTART is floating; read in the zone floating times are read in"
      case (.utc, false), (.zone, false):
        return "is floating but DTSTART is not; read on the series' own clock"
      default:
        return nil
      }
    }
  }

  static func text(_ until: RecurrenceRule.Until) -> String {
    until.isDate ? until.local.date.basicFormat : until.local.basicFormat + (until.isUTC ? "Z" : "")
  }

  static func text(_ value: ValueParser.DateOrDateTime) -> String {
    guard let time = value.time else { return value.date.basicFormat }
    return time.basicFormat + (value.isUTC ? "Z" : "")
  }
}
