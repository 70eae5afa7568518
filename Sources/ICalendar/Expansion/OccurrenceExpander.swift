/// Expands events into the occurrences that intersect a window: recurrence rules applied,
/// overrides (RECURRENCE-ID) in place of the instances they replace, duplicates resolved.
///
/// The rules, in RFC 5545 terms:
/// - Components are grouped by UID. Among several masters the highest SEQUENCE wins (then
///   the latest LAST-MODIFIED, then content), so the result never depends on file order.
/// - An override replaces the instance whose start its RECURRENCE-ID names, matched after
///   zone normalisation and across DATE and DATE-TIME forms (Exchange writes DATE-TIME
///   RECURRENCE-IDs for all-day series). It may come before its master, have no master
///   (it is shown on its own), or name no instance of the rule (shown, with a note).
/// - A component without a master that has a rule of its own, and whose RECURRENCE-ID is
///   none of that rule's instances (exporters that stamp every component 1970-01-01), is a
///   series of its own and is expanded, with a note; one whose RECURRENCE-ID is one of them
///   is an instance whose master is elsewhere, shown once.
/// - RANGE=THISANDFUTURE moves every later instance by the override's shift and gives it
///   the override's length and properties.
/// - STATUS:CANCELLED on an override cancels that occurrence only; cancelled occurrences are
///   returned with their status, for the consumer to drop or show.
/// - An override whose instance the master has since excluded (EXDATE, with a higher
///   SEQUENCE on the master) was deleted after it was made, and is dropped.
///
/// Floating times and all-day dates are read in `floatingZone`.
public struct OccurrenceExpander: Sendable {
  public var floatingZone: ZoneRules
  public var limits: ExpansionLimits

  public init(floatingZone: ZoneRules = .utc, limits: ExpansionLimits = .default) {
    self.floatingZone = floatingZone
    self.limits = limits
  }

  public struct Result: Sendable {
    public var occurrences: [Occurrence]
    public var diagnostics: [Diagnostic]
  }

  /// The occurrences of `events` that intersect `[start, end)` (seconds since 1970),
  /// sorted by start, then UID, then original start; when the calling task is cancelled, the
  /// series expanded so far.
  public func expand(_ events: [Event], from start: Int64, to end: Int64, fileName: String)
    -> Result
  {
    // Inside the date range, so that no window bound can overflow what is added to it.
    let (from, to) = (DateRange.clampedInstant(start), DateRange.clampedInstant(end))
    var run = ExpansionRun(expander: self, window: from..<max(from, to), fileName: fileName)
    var masters: [String: [Event]] = [:]
    var overrides: [String: [Event]] = [:]
    for event in events {
      if event.recurrenceID == nil {
        masters[event.uid, default: []].append(event)
      } else {
        overrides[event.uid, default: []].append(event)
      }
    }
    // By UID, so that which series a spent search budget stops (and the line it is reported
    // at) depends neither on the file's order nor on the process's hash seed.
    for uid in masters.keys.sorted() {
      // A stopped run (SIGINT, SIGTERM) cancels the task: the file's later series are left,
      // and the partial result is discarded by the caller, which is stopping too.
      if Task.isCancelled { break }
      let master = run.chooseMaster(masters[uid]!, uid: uid)
      guard run.occurrences.count < limits.maxOccurrences else {
        // Full: the rest are not expanded at all, so a hostile file costs no more time either.
        run.firstLeftOut = run.firstLeftOut ?? master
        continue
      }
      run.expandSeries(master, overrides: overrides.removeValue(forKey: uid) ?? [])
    }
    run.expandMasterless(overrides)
    run.reportStarvedSeries()
    run.reportOccurrenceLimit()
    // Each occurrence's instants are worked out once, not at each comparison: they may go
    // through the zone's transitions, and a comparison that calls out costs copies of the
    // occurrences it compares.
    let occurrences = run.occurrences
    let keys = occurrences.map {
      ($0.start.instant(in: floatingZone), $0.recurrenceID?.instant(in: floatingZone) ?? .min)
    }
    let order = occurrences.indices.sorted { i, j in
      if keys[i].0 != keys[j].0 { return keys[i].0 < keys[j].0 }
      if occurrences[i].uid != occurrences[j].uid { return occurrences[i].uid < occurrences[j].uid }
      return keys[i].1 < keys[j].1
    }
    run.diagnostics.sort(by: Diagnostic.reportingOrder)
    return Result(occurrences: order.map { occurrences[$0] }, diagnostics: run.diagnostics)
  }

  /// Orders components of one UID so the one to keep comes last: SEQUENCE, then modification
  /// time, then content, never file position.
  static func precedes(_ a: Event, _ b: Event) -> Bool {
    if a.sequence != b.sequence { return a.sequence < b.sequence }
    if (a.modified ?? .min) != (b.modified ?? .min) {
      return (a.modified ?? .min) < (b.modified ?? .min)
    }
    let (x, y) = (a.start.instant(), b.start.instant())
    if x != y { return x < y }
    if (a.summary ?? "") != (b.summary ?? "") { return (a.summary ?? "") < (b.summary ?? "") }
    return (a.description ?? "") < (b.description ?? "")
  }

  /// One override per RECURRENCE-ID, the one `precedes` ranks highest.
  static func latestPerRecurrenceID(_ overrides: [Event], floatingZone: ZoneRules) -> [Event] {
    var best: [Int64: Event] = [:]
    for override in overrides {
      let key = override.recurrenceID!.instant(floatingZone: floatingZone)
      if let current = best[key], !precedes(current, override) { continue }
      best[key] = override
    }
    return best.keys.sorted().map { best[$0]! }
  }

  static func occurrenceTime(_ value: DateTimeValue, floatingZone: ZoneRules) -> OccurrenceTime {
    if case .date(let date) = value { return .date(date) }
    return .instant(value.instant(floatingZone: floatingZone))
  }
}

/// The mutable state of one expansion.
private struct ExpansionRun {
  let expander: OccurrenceExpander
  let window: Range<Int64>
  let fileName: String
  var occurrences: [Occurrence] = []
  var diagnostics: [Diagnostic] = []
  /// What is left of the file's search budget (`ExpansionLimits.maxSearchStepsPerFile`).
  var searchStepsLeft: Int
  /// Series stopped by the file's budget rather than their own limit: reported once.
  var starvedSeries = 0
  var firstStarved: Event?
  /// Lines of the events whose end was clipped to the date range: reported once each.
  var clippedEvents: Set<Int> = []
  /// The first series with occurrences left out because the window held
  /// `ExpansionLimits.maxOccurrences`: reported once.
  var firstLeftOut: Event?

  var floatingZone: ZoneRules { expander.floatingZone }

  init(expander: OccurrenceExpander, window: Range<Int64>, fileName: String) {
    self.expander = expander
    self.window = window
    self.fileName = fileName
    searchStepsLeft = expander.limits.maxSearchStepsPerFile
  }

  /// The limits for the next series: its own search limit while the file's budget lasts.
  var seriesLimits: ExpansionLimits {
    var limits = expander.limits
    limits.maxSearchSteps = min(
      limits.maxSearchSteps, max(searchStepsLeft, limits.searchStepsAfterFileBudget))
    return limits
  }

  mutating func reportStarvedSeries() {
    guard let first = firstStarved else { return }
    let limits = expander.limits
    note(
      .fileSearchBudgetSpent, first,
      "the file's \(limits.maxSearchStepsPerFile) search steps are spent; \(starvedSeries) series from this one on stopped after at most \(limits.searchStepsAfterFileBudget) steps each and may miss instances"
    )
  }

  mutating func note(_ code: DiagnosticCode, _ event: Event, _ message: String) {
    diagnostics.append(Diagnostic(file: fileName, line: event.line, code: code, message: message))
  }

  mutating func chooseMaster(_ candidates: [Event], uid: String) -> Event {
    guard candidates.count > 1 else { return candidates[0] }
    let sorted = candidates.sorted(by: OccurrenceExpander.precedes)
    let kept = sorted.last!
    note(
      .duplicateUID, kept,
      "UID '\(Excerpt.clip(uid))' is used by \(candidates.count) events; kept the one at line \(kept.line) (SEQUENCE \(kept.sequence))"
    )
    return kept
  }

  /// How far past its start an occurrence of `event` can end: exact lengths are exact, a
  /// nominal day can grow by a daylight-saving shift (at most two hours anywhere), and dates
  /// become instants at an offset of up to a day. Never longer than the date range, so the
  /// window arithmetic it enters cannot overflow.
  func span(_ event: Event) -> Int64 {
    switch event.length {
    case .days(let days): Int64(DateRange.clampedDays(days) + 1) * 86_400
    case .exact(let seconds): DateRange.clampedSeconds(seconds)
    case .nominal(let duration):
      Int64(DateRange.clampedDays(duration.days)) * 86_400
        + DateRange.clampedSeconds(Int64(duration.seconds)) + 7_200
    }
  }

  /// The end of an occurrence of `event` that starts at `localStart` in `zone`; an end past
  /// the date range is clipped to its last day, and reported.
  mutating func end(of event: Event, localStart: Int64, startInstant: Int64, zone: ZoneRules)
    -> OccurrenceTime
  {
    switch event.length {
    case .days(let days):
      let first = Int(CivilCalendar.floorDiv(localStart, 86_400))
      guard let day = DateRange.day(first, adding: days) else {
        clipped(event)
        return .date(LocalDate(dayNumber: days < 0 ? DateRange.firstDay : DateRange.lastDay))
      }
      return .date(LocalDate(dayNumber: day))
    case .exact(let seconds):
      guard let end = DateRange.sum(startInstant, seconds) else {
        clipped(event)
        return .instant(seconds < 0 ? startInstant : DateRange.seconds.upperBound)
      }
      return .instant(end)
    case .nominal(let duration):
      guard
        let endLocal = DateRange.sum(
          localStart,
          Int64(DateRange.clampedDays(duration.days)) * 86_400 * (duration.isNegative ? -1 : 1),
          in: DateRange.seconds),
        let end = DateRange.sum(
          zone.instant(forLocal: endLocal),
          DateRange.clampedSeconds(Int64(duration.seconds)) * (duration.isNegative ? -1 : 1))
      else {
        clipped(event)
        return .instant(duration.isNegative ? startInstant : DateRange.seconds.upperBound)
      }
      return .instant(end)
    }
  }

  /// Reports, once per event, an end clipped to the date range or a moved instance left out.
  mutating func clipped(_ event: Event) {
    guard clippedEvents.insert(event.line).inserted else { return }
    let name = event.summary.map { "'\(Excerpt.clip($0))'" } ?? "'\(Excerpt.clip(event.uid))'"
    note(
      .recurrenceOutOfRange, event,
      "event \(name) reaches past the year 9999; its end is clipped there, later moved instances are left out"
    )
  }

  func intersects(_ start: OccurrenceTime, _ end: OccurrenceTime) -> Bool {
    let from = start.instant(in: floatingZone)
    let to = max(end.instant(in: floatingZone), from)
    if from == to { return window.contains(from) }
    return from < window.upperBound && to > window.lowerBound
  }

  mutating func emit(_ occurrence: Occurrence) {
    guard intersects(occurrence.start, occurrence.end) else { return }
    guard occurrences.count < expander.limits.maxOccurrences else {
      firstLeftOut = firstLeftOut ?? occurrence.event
      return
    }
    occurrences.append(occurrence)
  }

  mutating func reportOccurrenceLimit() {
    guard let first = firstLeftOut else { return }
    let name = first.summary.map { "'\(Excerpt.clip($0))'" } ?? "'\(Excerpt.clip(first.uid))'"
    note(
      .occurrenceLimit, first,
      "the window holds more than \(expander.limits.maxOccurrences) occurrences; the rest are left out, from \(name) on (series are taken in UID order)"
    )
  }

  /// A component shown at its own start and with its own length: an override, or a single
  /// event (with no recurrence ID).
  mutating func emitOverride(_ override: Event, recurrenceID: OccurrenceTime?) {
    let local = override.start.isDate ? override.start.local.localSeconds : 0
    let zone = override.start.rules ?? floatingZone
    let instant = override.start.instant(floatingZone: floatingZone)
    let wall = override.start.isDate ? local : zone.local(forInstant: instant)
    let start: OccurrenceTime =
      override.start.isDate ? .date(override.start.local.date) : .instant(instant)
    emit(
      Occurrence(
        uid: override.uid, recurrenceID: recurrenceID, start: start,
        end: end(of: override, localStart: wall, startInstant: instant, zone: zone),
        isAllDay: override.start.isDate, event: override))
  }

  /// The components whose master the file lacks, by UID (a master-less series spends the
  /// search budget like any other): each one's own series when its RECURRENCE-ID is none of
  /// its rule's instances, else the one instance it is.
  mutating func expandMasterless(_ overrides: [String: [Event]]) {
    for uid in overrides.keys.sorted() {
      let latest = OccurrenceExpander.latestPerRecurrenceID(
        overrides[uid]!, floatingZone: floatingZone)
      for override in latest {
        if override.isRecurring, !namesOwnInstance(override) {
          let name = override.summary.map { "'\(Excerpt.clip($0))'" } ?? "'\(Excerpt.clip(uid))'"
          note(
            .ownRuleExpanded, override,
            "series \(name) has no master, and its RECURRENCE-ID '\(override.recurrenceID!)' is none of its own instances; its own rule is expanded"
          )
          expandSeries(override, overrides: [])
          continue
        }
        note(
          .orphanOverride, override,
          "override of '\(override.uid)' has no master event; shown on its own")
        emitOverride(
          override,
          recurrenceID: OccurrenceExpander.occurrenceTime(
            override.recurrenceID!, floatingZone: floatingZone))
      }
    }
  }

  mutating func expandSeries(_ master: Event, overrides allOverrides: [Event]) {
    if allOverrides.isEmpty, !master.isRecurring, master.exceptionDates.isEmpty {
      // Most events happen once: no instance set to build.
      emitOverride(master, recurrenceID: nil)
      return
    }
    let overrides = OccurrenceExpander.latestPerRecurrenceID(
      allOverrides, floatingZone: floatingZone)
    let isRecurring = master.isRecurring
    var lower = window.lowerBound - span(master)
    var upper = window.upperBound
    var single: [Int64: Event] = [:]
    var future: [(key: Int64, shift: Int64, override: Event)] = []
    let keyer = SeriesKeys(master: master, floatingZone: floatingZone)
    for override in overrides {
      let key = keyer.key(for: override.recurrenceID!, floatingZone: floatingZone)
      lower = min(lower, window.lowerBound - span(override))
      if override.recurrenceRange == .thisAndFuture, isRecurring {
        let shift: Int64
        if keyer.isAllDay {
          shift = Int64(override.start.local.date.dayNumber) - key
        } else {
          shift = override.start.instant(floatingZone: floatingZone) - key
        }
        let seconds = keyer.isAllDay ? shift * 86_400 : shift
        lower = min(lower, window.lowerBound - span(override) - max(seconds, 0))
        upper = max(upper, window.upperBound - min(seconds, 0))
        future.append((key, shift, override))
      } else {
        single[key] = override
      }
    }
    future.sort { $0.key < $1.key }

    let limits = seriesLimits
    let series = SeriesInstances(
      master: master, floatingZone: floatingZone, lower: lower, upper: upper, limits: limits)
    searchStepsLeft -= series.searchSteps
    report(series.stop, master, searchLimit: limits.maxSearchSteps)
    let zone = series.zone

    for instance in series.instances {
      if single[instance.key] != nil { continue }
      if let applied = future.last(where: { $0.key <= instance.key }) {
        if applied.key == instance.key { continue }  // The override itself is emitted below.
        emitShifted(instance, by: applied.shift, override: applied.override, series: series)
        continue
      }
      let start: OccurrenceTime =
        series.isAllDay ? .date(LocalDate(dayNumber: Int(instance.key))) : .instant(instance.key)
      let endTime =
        instance.explicitEnd
        ?? end(of: master, localStart: instance.localStart, startInstant: instance.key, zone: zone)
      emit(
        Occurrence(
          uid: master.uid, recurrenceID: isRecurring ? start : nil, start: start, end: endTime,
          isAllDay: series.isAllDay, event: master))
    }

    for override in overrides {
      let key = keyer.key(for: override.recurrenceID!, floatingZone: floatingZone)
      if series.excluded.contains(key) || series.isExcludedDay(localOfKey: key, in: zone),
        override.sequence < master.sequence
      {
        continue  // Deleted after it was modified.
      }
      let recurrenceID: OccurrenceTime =
        series.isAllDay ? .date(LocalDate(dayNumber: Int(key))) : .instant(key)
      if isRecurring, !isInstance(key, of: master, series: series) {
        note(
          .overrideOutsideRule, override,
          "override of '\(Excerpt.clip(override.uid))' names no instance of its series; shown at its own time"
        )
      }
      emitOverride(override, recurrenceID: recurrenceID)
    }
  }

  /// An instance moved by a THISANDFUTURE override: shifted, with the override's length and
  /// properties.
  mutating func emitShifted(
    _ instance: SeriesInstances.Instance, by shift: Int64, override: Event, series: SeriesInstances
  ) {
    let zone = series.zone
    if series.isAllDay {
      let original = LocalDate(dayNumber: Int(instance.key))
      guard let day = DateRange.day(Int(instance.key), adding: Int(shift)) else {
        return clipped(override)
      }
      let local = Int64(day) * 86_400
      emit(
        Occurrence(
          uid: override.uid, recurrenceID: .date(original), start: .date(LocalDate(dayNumber: day)),
          end: end(of: override, localStart: local, startInstant: local, zone: zone),
          isAllDay: true,
          event: override))
    } else {
      guard let instant = DateRange.sum(instance.key, shift) else { return clipped(override) }
      emit(
        Occurrence(
          uid: override.uid, recurrenceID: .instant(instance.key), start: .instant(instant),
          end: end(
            of: override, localStart: zone.local(forInstant: instant), startInstant: instant,
            zone: zone),
          isAllDay: override.start.isDate, event: override))
    }
  }

  /// Whether `key` is an instance of the master's rule, looked up around it when it lies
  /// outside the range already expanded.
  mutating func isInstance(_ key: Int64, of master: Event, series: SeriesInstances) -> Bool {
    if series.instances.contains(where: { $0.key == key }) { return true }
    return isInstance(key, of: master, isAllDay: series.isAllDay)
  }

  /// Whether `key` is an instance of the master's rule, looked up around it.
  mutating func isInstance(_ key: Int64, of master: Event, isAllDay: Bool) -> Bool {
    let instant = isAllDay ? floatingZone.instant(forLocal: key * 86_400) : key
    let around = SeriesInstances(
      master: master, floatingZone: floatingZone, lower: instant - 2 * 86_400,
      upper: instant + 2 * 86_400, limits: seriesLimits)
    searchStepsLeft -= around.searchSteps
    return around.instances.contains { $0.key == key } || around.excluded.contains(key)
  }

  /// Whether a master-less component's RECURRENCE-ID names an instance of its own rule: then
  /// it is a true orphan, one moved instance of a series whose master is elsewhere, and is
  /// shown once (as khal shows it). Exporters that stamp every component with a dummy
  /// RECURRENCE-ID (1970-01-01) write no master at all; such a component is its own series.
  mutating func namesOwnInstance(_ component: Event) -> Bool {
    let keys = SeriesKeys(master: component, floatingZone: floatingZone)
    let key = keys.key(for: component.recurrenceID!, floatingZone: floatingZone)
    return isInstance(key, of: component, isAllDay: keys.isAllDay)
  }

  mutating func report(_ stop: SeriesInstances.Stop?, _ master: Event, searchLimit: Int) {
    guard let stop else { return }
    let name = master.summary.map { "'\(Excerpt.clip($0))'" } ?? "'\(Excerpt.clip(master.uid))'"
    switch stop {
    case .instanceLimit:
      note(
        .recurrenceInstanceLimit, master,
        "series \(name) has more than \(expander.limits.maxInstancesPerSeries) instances in the window; the rest are left out"
      )
    case .searchLimit where searchLimit < expander.limits.maxSearchSteps:
      starvedSeries += 1
      if firstStarved == nil { firstStarved = master }
    case .searchLimit:
      note(
        .recurrenceSearchLimit, master,
        "series \(name) stopped after \(searchLimit) search steps; its rule may never match")
    case .outOfRange:
      note(
        .recurrenceOutOfRange, master,
        "series \(name) reaches past the year 9999; later instances are left out")
    }
  }
}

extension SeriesInstances {
  /// Whether a DATE EXDATE removed the day of the instance `key`.
  func isExcludedDay(localOfKey key: Int64, in zone: ZoneRules) -> Bool {
    guard !isAllDay, !excludedDays.isEmpty else { return false }
    return excludedDays.contains(Int(CivilCalendar.floorDiv(zone.local(forInstant: key), 86_400)))
  }
}
