/// Completing components at their END: validation, zone resolution and the final model.
extension ReaderState {
  mutating func finishObservance(_ builder: ObservanceBuilder) {
    let kind = builder.isDaylight ? "DAYLIGHT" : "STANDARD"
    guard let start = builder.start else {
      log.report(.invalidTimeZoneDefinition, line: builder.line, "\(kind) without DTSTART ignored")
      return
    }
    guard let offsetTo = builder.offsetTo ?? builder.offsetFrom else {
      log.report(
        .invalidTimeZoneDefinition, line: builder.line, "\(kind) without TZOFFSETTO ignored")
      return
    }
    zone?.observances.append(
      TimeZoneDefinition.Observance(
        isDaylight: builder.isDaylight, start: start, offsetFrom: builder.offsetFrom ?? offsetTo,
        offsetTo: offsetTo, rules: builder.rules, dates: builder.dates))
  }

  mutating func finishTimeZone(_ builder: TimeZoneBuilder) {
    guard let tzid = builder.tzid, !tzid.isEmpty else {
      log.report(.invalidTimeZoneDefinition, line: builder.line, "VTIMEZONE without TZID ignored")
      return
    }
    if builder.observances.isEmpty {
      log.report(
        .invalidTimeZoneDefinition, line: builder.line,
        "VTIMEZONE '\(Excerpt.clip(tzid))' has no usable STANDARD or DAYLIGHT rules")
    }
    let definition = TimeZoneDefinition(
      tzid: tzid, licLocation: builder.licLocation, observances: builder.observances,
      line: builder.line)
    appendToCalendar {
      $0.resolver.add(definition)
      $0.object.definedTimeZones.append(tzid)
    }
  }

  mutating func finishCalendar(_ finished: CalendarBuilder) {
    var builder = finished
    builder.resolver.calendarTimeZone = builder.object.timeZoneName
    for (tzid, line) in builder.tzidUses.sorted(by: { $0.key < $1.key }) {
      let zone = builder.resolver.resolve(tzid)
      if zone.resolution == .unresolved {
        log.report(
          .unknownTimeZone, line: line,
          "unknown time zone '\(Excerpt.clip(tzid))'; its times are read as floating")
      } else if zone.resolution == .statedOffset, case .fixed(let offset) = zone.rules {
        log.report(
          .statedOffsetZone, line: line,
          "unknown time zone '\(Excerpt.clip(tzid))'; its times are read at the offset it states, \(ResolvedTimeZone.utcOffset(offset)), without daylight saving"
        )
      }
      if case .table(let table) = zone.rules, table.isCut {
        log.report(
          .tooManyTransitions, line: line,
          "VTIMEZONE '\(Excerpt.clip(tzid))' lists more than \(TimeZoneDefinition.maxOnsets) offset changes; only the first \(TimeZoneDefinition.maxOnsets) are used"
        )
      }
    }
    let waited = !builder.waiting.isEmpty
    for item in builder.waiting { add(item, to: &builder) }
    builder.waiting = []
    var object = builder.object
    object.timeZones = builder.resolver.resolutions.values.sorted { $0.tzid < $1.tzid }
    if waited {
      // Components finished early and late are put back in file order.
      object.events.sort { $0.line < $1.line }
      object.todos.sort { $0.line < $1.line }
    }
    // X-WR-CALNAME may come after the components.
    for index in object.events.indices { object.events[index].calendarName = object.name }
    for index in object.todos.indices { object.todos[index].calendarName = object.name }
    calendars.append(object)
  }

  /// Turns a finished VEVENT or VTODO into the model and adds it to its calendar.
  mutating func add(_ item: ItemBuilder, to builder: inout CalendarBuilder) {
    if item.isTodo {
      if let todo = makeTodo(item, resolver: &builder.resolver) {
        builder.object.todos.append(todo)
      }
    } else if let event = makeEvent(item, resolver: &builder.resolver) {
      builder.object.events.append(event)
    }
  }

  // MARK: - Times

  func resolve(_ time: PendingTime, _ resolver: inout TimeZoneResolver) -> DateTimeValue {
    guard let local = time.value.time else { return .date(time.value.date) }
    if time.value.isUTC { return .dateTime(local, .utc) }
    guard let tzid = time.tzid else { return .dateTime(local, .floating) }
    let zone = resolver.resolve(tzid)
    return zone.resolution == .unresolved
      ? .dateTime(local, .floating) : .dateTime(local, .zone(zone))
  }

  mutating func report(_ deferred: [DeferredDiagnostic], subject: String) {
    for entry in deferred {
      log.report(entry.code, line: entry.line, severity: entry.severity, entry.message(subject))
    }
  }

  /// A UID made from the content for a component that has none: stable across runs.
  mutating func synthesizedUID(_ item: ItemBuilder) -> String {
    untitledCount += 1
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    func mix(_ text: String) {
      for byte in text.utf8 {
        hash ^= UInt64(byte)
        hash = hash &* 0x0000_0100_0000_01B3
      }
      hash ^= 0xFF
      hash = hash &* 0x0000_0100_0000_01B3
    }
    mix(fileName)
    mix(item.summary ?? "")
    mix(item.start.map { "\($0.value)" } ?? "")
    mix(String(untitledCount))
    let hex = String(hash, radix: 16)
    return "glance-" + String(repeating: "0", count: 16 - hex.count) + hex
  }

  // MARK: - Events

  /// RFC 5545 §3.8.1.11: a component's STATUS among the values its kind allows; "CANCELED",
  /// the US spelling some exporters write, is read as CANCELLED, and an unknown value is
  /// reported and ignored.
  mutating func status<Status>(_ item: ItemBuilder, _ values: [String: Status]) -> Status? {
    guard let text = item.status else { return nil }
    if let status = values[text == "CANCELED" ? "CANCELLED" : text] { return status }
    log.report(
      .invalidValue, line: item.line,
      "unknown STATUS '\(Excerpt.clip(text))' in \(item.subject) ignored"
    )
    return nil
  }

  mutating func makeEvent(_ item: ItemBuilder, resolver: inout TimeZoneResolver) -> Event? {
    // `item.subject` is worked out only when a message needs it: most components have
    // nothing to report, and a closure over the item would copy it.
    if !item.deferred.isEmpty { report(item.deferred, subject: item.subject) }
    if item.startIsInvalid { return nil }
    guard let pendingStart = item.start else {
      log.report(.missingProperty, line: item.line, "\(item.subject) has no DTSTART; skipped")
      return nil
    }
    var start = resolve(pendingStart, &resolver)
    var end = item.end.map { resolve($0, &resolver).coerced(like: start) }

    // Outlook marks all-day events with midnight DATE-TIMEs and this flag.
    if item.microsoftAllDay, case .dateTime(let local, _) = start, local.secondOfDay == 0 {
      start = .date(local.date)
      if let current = end, case .dateTime(let endLocal, _) = current, endLocal.secondOfDay == 0 {
        end = .date(endLocal.date)
      } else {
        end = end.map { $0.coerced(like: start) }
      }
    }

    noteFormRepairs(item, start: start)

    var duration = item.duration
    if end != nil, duration != nil {
      log.report(
        .duplicateProperty, line: item.line,
        "\(item.subject) has both DTEND and DURATION; DURATION ignored")
      duration = nil
    }
    let length: Event.Length
    switch start {
    case .date(let startDate):
      if case .date(let endDate) = end {
        let days = endDate.dayNumber - startDate.dayNumber
        if days < 0 {
          log.report(
            .endBeforeStart, line: item.line,
            "\(item.subject) ends before it starts; it lasts one day")
        }
        length = .days(max(days, 1))
      } else if let duration {
        if duration.isNegative {
          log.report(
            .endBeforeStart, line: item.line,
            "\(item.subject) has a negative DURATION; it lasts one day"
          )
        }
        let days = duration.days + (duration.seconds + 86_399) / 86_400
        length = .days(duration.isNegative ? 1 : max(days, 1))
      } else {
        length = .days(1)
      }
    case .dateTime:
      if let end {
        // A floating end beside a zoned start (or the reverse) is read in the other's zone.
        let seconds =
          end.instant(floatingZone: start.rules) - start.instant(floatingZone: end.rules)
        if seconds < 0 {
          log.report(
            .endBeforeStart, line: item.line,
            "\(item.subject) ends before it starts; it has no length")
        }
        length = .exact(seconds: max(seconds, 0))
      } else if let duration {
        if duration.isNegative {
          log.report(
            .endBeforeStart, line: item.line,
            "\(item.subject) has a negative DURATION; it has no length"
          )
          length = .exact(seconds: 0)
        } else {
          length = .nominal(duration)
        }
      } else {
        length = .exact(seconds: 0)
      }
    }

    var uid = item.uid
    if uid == nil {
      let made = synthesizedUID(item)
      log.report(.missingUID, line: item.line, "\(item.subject) has no UID; using '\(made)'")
      uid = made
    }
    var event = Event(uid: uid!, start: start, length: length, line: item.line)
    event.uidIsSynthesized = item.uid == nil
    event.summary = item.summary
    event.description = item.description
    event.location = item.location
    event.status = status(
      item,
      ["TENTATIVE": .tentative, "CONFIRMED": .confirmed, "CANCELLED": .cancelled])
    event.declinedBy = item.declinedBy
    event.tentativeBy = item.tentativeBy
    event.isBusyTentative = item.microsoftBusyTentative
    event.transparency = item.transparency
    event.classification = item.classification
    event.sequence = item.sequence ?? 0
    // The original instance keeps its own form (Exchange writes a DATE-TIME for a DATE series);
    // expansion matches it after normalisation.
    event.recurrenceID = item.recurrenceID.map { resolve($0, &resolver) }
    event.recurrenceRange = item.recurrenceRange
    event.recurrenceRules = item.recurrenceRules
    event.exceptionRules = item.exceptionRules
    event.recurrenceDates = recurrenceDates(item, &resolver)
    event.exceptionDates = item.exceptionDates.map { resolve($0, &resolver) }
    event.categories = item.categories
    event.color = item.color
    event.url = item.url
    event.modified = item.lastModified ?? item.stamp
    return event
  }

  func recurrenceDates(_ item: ItemBuilder, _ resolver: inout TimeZoneResolver)
    -> [RecurrenceDate]
  {
    item.recurrenceDates.map { entry in
      switch entry {
      case .start(let time): .start(resolve(time, &resolver))
      case .period(let from, let to):
        .period(start: resolve(from, &resolver), end: resolve(to, &resolver))
      case .periodWithDuration(let from, let duration):
        .periodWithDuration(start: resolve(from, &resolver), duration: duration)
      }
    }
  }

  // MARK: - To-dos

  mutating func makeTodo(_ item: ItemBuilder, resolver: inout TimeZoneResolver) -> Todo? {
    if !item.deferred.isEmpty { report(item.deferred, subject: item.subject) }
    // An invalid DTSTART or RECURRENCE-ID was reported as skipping the component.
    if item.startIsInvalid { return nil }
    var uid = item.uid
    if uid == nil {
      let made = synthesizedUID(item)
      log.report(.missingUID, line: item.line, "\(item.subject) has no UID; using '\(made)'")
      uid = made
    }
    var todo = Todo(uid: uid!, line: item.line)
    todo.uidIsSynthesized = item.uid == nil
    todo.summary = item.summary
    todo.description = item.description
    todo.location = item.location
    todo.start = item.start.map { resolve($0, &resolver) }
    todo.due = item.due.map { resolve($0, &resolver) }
    if let start = todo.start, let due = todo.due, due.instant() < start.instant() {
      log.report(.endBeforeStart, line: item.line, "\(item.subject) is due before it starts")
    }
    todo.duration = item.duration
    todo.completed = item.completed.map { resolve($0, &resolver) }
    todo.status = status(
      item,
      [
        "NEEDS-ACTION": .needsAction, "COMPLETED": .completed, "IN-PROCESS": .inProcess,
        "CANCELLED": .cancelled,
      ])
    todo.priority = item.priority
    todo.percentComplete = item.percentComplete
    todo.sequence = item.sequence ?? 0
    todo.categories = item.categories
    todo.color = item.color
    todo.url = item.url
    todo.modified = item.lastModified ?? item.stamp
    addSeries(item, to: &todo, resolver: &resolver)
    return todo
  }

  /// A to-do's recurrence, which its series walks from DTSTART, else from DUE (RFC 5545
  /// §3.8.5.3). A to-do with neither has nothing to repeat from: it stays one undated to-do.
  private mutating func addSeries(
    _ item: ItemBuilder, to todo: inout Todo, resolver: inout TimeZoneResolver
  ) {
    let repeats = !item.recurrenceRules.isEmpty || !item.recurrenceDates.isEmpty
    guard repeats || item.recurrenceID != nil else { return }
    guard let start = todo.seriesStart else {
      log.report(
        .invalidRecurrenceRule, line: item.line,
        "\(item.subject) has a recurrence but neither DTSTART nor DUE; kept as one to-do without a date"
      )
      return
    }
    noteFormRepairs(item, start: start, startName: todo.start == nil ? "DUE" : "DTSTART")
    todo.recurrenceID = item.recurrenceID.map { resolve($0, &resolver) }
    todo.recurrenceRange = item.recurrenceRange
    todo.recurrenceRules = item.recurrenceRules
    todo.exceptionRules = item.exceptionRules
    todo.recurrenceDates = recurrenceDates(item, &resolver)
    todo.exceptionDates = item.exceptionDates.map { resolve($0, &resolver) }
  }
}
