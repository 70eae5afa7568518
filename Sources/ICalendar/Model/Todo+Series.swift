/// A to-do's times as the series the occurrence expander walks.
///
/// RFC 5545 §3.8.5.3 makes DTSTART the first instance of a repeating component; a VTODO's
/// instances are each due as long after their start as DUE is after DTSTART (§3.8.2.3, an
/// exact duration), or a DURATION after it (nominal, as for an event). A to-do with DUE and no
/// DTSTART repeats on its due times, as recurring-ical-events and Thunderbird read it; one
/// with DTSTART alone is due when each instance starts.
extension Todo {
  /// Where the series starts: DTSTART in DUE's form (a DATE start of a timed to-do is that
  /// day's midnight in DUE's zone), else DUE; `nil` for a to-do with neither.
  public var seriesStart: DateTimeValue? {
    guard let start else { return due }
    return due.map { start.coerced(like: $0) } ?? start
  }

  /// The to-do as an event whose occurrences are its instances: each starts when the instance
  /// starts and ends when it is due. `nil` for a to-do without DTSTART and DUE.
  var series: Event? {
    guard let start = seriesStart else { return nil }
    var event = Event(uid: uid, start: start, length: length(from: start), line: line)
    event.uidIsSynthesized = uidIsSynthesized
    event.summary = summary
    event.sequence = sequence
    event.modified = modified
    event.recurrenceID = recurrenceID
    event.recurrenceRange = recurrenceRange
    event.recurrenceRules = recurrenceRules
    event.exceptionRules = exceptionRules
    event.recurrenceDates = recurrenceDates
    event.exceptionDates = exceptionDates
    return event
  }

  /// From the series' start to the due time; a due time before the start (reported when read)
  /// gives none.
  private func length(from start: DateTimeValue) -> Event.Length {
    if let due, self.start != nil {
      switch (start, due) {
      case (.date(let first), .date(let last)):
        return .days(max(last.dayNumber - first.dayNumber, 0))
      default:
        let seconds =
          due.instant(floatingZone: start.rules) - start.instant(floatingZone: due.rules)
        return .exact(seconds: max(seconds, 0))
      }
    }
    if let duration, self.start != nil, !duration.isNegative {
      guard start.isDate else { return .nominal(duration) }
      return .days(duration.days + (duration.seconds + 86_399) / 86_400)
    }
    return start.isDate ? .days(0) : .exact(seconds: 0)
  }
}
