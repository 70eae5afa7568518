/// Values written in another form than DTSTART's, which expansion repairs by a rule: each
/// repair is reported, so that `--strict` users and reviewers see what was assumed.
extension ReaderState {
  /// The item's subject is worked out only for a message: most components need none.
  mutating func noteFormRepairs(_ item: ItemBuilder, start: DateTimeValue) {
    if start.isDate { noteDateTimesInAllDaySeries(item) }
    for (until, line) in item.untils {
      guard let repair = Self.untilRepair(until, start: start) else { continue }
      log.report(
        .untilFormMismatch, line: line,
        "UNTIL '\(Self.text(until))' in \(item.subject) \(repair) (RFC 5545 §3.3.10)")
    }
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
