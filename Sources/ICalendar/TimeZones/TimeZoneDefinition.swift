import Locking

/// A VTIMEZONE as read from a calendar: its TZID and STANDARD/DAYLIGHT observances.
struct TimeZoneDefinition: Sendable {
  struct Observance: Sendable, Hashable {
    var isDaylight: Bool
    /// DTSTART, a wall-clock time in the offset in force before the onset (TZOFFSETFROM).
    var start: LocalDateTime
    var offsetFrom: Int
    var offsetTo: Int
    var rules: [RecurrenceRule]
    /// RDATE values: wall-clock times in TZOFFSETFROM, or UTC.
    var dates: [ValueParser.DateOrDateTime]
  }

  var tzid: String
  var licLocation: String?
  var observances: [Observance]
  var line: Int

  /// The last year whose onsets the table holds; later ones are worked out when asked for
  /// (`TransitionTail`).
  static let lastTableYear = 2100
  /// Onsets before this year are not needed by any calendar Glance reads.
  static let firstTableYear = 1900
  /// Most onsets a table is made from. A real zone changes its offset a few hundred times
  /// in those two centuries; 10,000 DAYLIGHT blocks of `FREQ=DAILY` in 1 MB of text asked for
  /// ten million, and 300 MB. The onsets past it, in the order the VTIMEZONE lists them, are
  /// left out, and the table says so (`TransitionTable.isCut`) for the reader to report.
  static let maxOnsets = 10_000

  /// The zone's transitions as a table, or `nil` when no observance is usable.
  ///
  /// Made once per set of observances and process: the files of one export, and of everyone
  /// whose calendar program exports the same way, carry the same VTIMEZONE blocks, and
  /// expanding their rules over two centuries costs more than reading a person's calendar.
  func transitionTable() -> TransitionTable? {
    guard !observances.isEmpty else { return nil }
    return Self.tables.value(for: observances, limit: 1_024) { makeTable() }
  }

  /// Tables of the zones calendars define, by their observances; a run rarely sees more
  /// than a few dozen, and at most 1,024 are kept however many distinct zones its files define
  /// (past that, a table is made each time).
  private static let tables = LockedBox<[[Observance]: TransitionTable]>([:])

  private func makeTable() -> TransitionTable {
    let lastLocal =
      Int64(CivilCalendar.dayNumber(year: Self.lastTableYear + 1, month: 1, day: 1)) * 86_400
    let firstLocal =
      Int64(CivilCalendar.dayNumber(year: Self.firstTableYear, month: 1, day: 1)) * 86_400
    var onsets: [(instant: Int64, offsetTo: Int32, offsetFrom: Int32)] = []
    var isCut = false
    for observance in observances {
      let from = Int64(observance.offsetFrom)
      let to = Int32(observance.offsetTo)
      func add(local: Int64) { append(local - from) }
      func append(_ instant: Int64) {
        guard onsets.count < Self.maxOnsets else { return isCut = true }
        onsets.append((instant, to, Int32(observance.offsetFrom)))
      }
      add(local: observance.start.localSeconds)
      for rule in observance.rules where !isCut {
        for local in observance.onsets(of: rule, fromLocal: firstLocal, toLocal: lastLocal)
        where local != observance.start.localSeconds {
          add(local: local)
        }
      }
      for date in observance.dates {
        let local = (date.time ?? LocalDateTime(date: date.date)).localSeconds
        if date.isUTC {
          append(local)
        } else {
          add(local: local)
        }
      }
    }
    onsets.sort { $0.instant < $1.instant }
    var instants: [Int64] = []
    var offsets: [Int32] = []
    instants.reserveCapacity(onsets.count)
    offsets.reserveCapacity(onsets.count)
    for onset in onsets {
      if let last = instants.last, last == onset.instant {
        offsets[offsets.count - 1] = onset.offsetTo
      } else {
        instants.append(onset.instant)
        offsets.append(onset.offsetTo)
      }
    }
    // Rules that go on past the table: without COUNT, and without an UNTIL before its end.
    let goesOn = observances.contains { observance in
      observance.rules.contains { rule in
        rule.count == nil && (observance.untilLocal(rule).map { $0 >= lastLocal } ?? true)
      }
    }
    return TransitionTable(
      instants: instants, offsets: offsets, initialOffset: onsets.first?.offsetFrom ?? 0,
      tail: goesOn ? .observances(observances) : nil,
      // A day early: an onset early on January 1 in a zone far east of UTC is still in 2100.
      tailStart: lastLocal - 86_400, isCut: isCut)
  }
}

extension TimeZoneDefinition.Observance {
  /// UNTIL in the wall clock of the onsets (TZOFFSETFROM): a DATE includes its whole day.
  func untilLocal(_ rule: RecurrenceRule) -> Int64? {
    guard let until = rule.until else { return nil }
    if until.isDate { return until.local.localSeconds + 86_399 }
    return until.isUTC ? until.local.localSeconds + Int64(offsetFrom) : until.local.localSeconds
  }

  /// The wall-clock onsets `rule` gives before `toLocal`, from about `fromLocal` (whole
  /// periods before it are skipped; DTSTART comes first), at most 1,000 of them.
  func onsets(of rule: RecurrenceRule, fromLocal: Int64, toLocal: Int64) -> [Int64] {
    var iterator = RecurrenceIterator(
      rule: rule, start: start, untilLocal: untilLocal(rule), maxSearchSteps: 200_000)
    iterator.skip(toLocal: fromLocal)
    var onsets: [Int64] = []
    while let local = iterator.next(), local < toLocal, onsets.count < 1_000 {
      onsets.append(local)
    }
    return onsets
  }
}
