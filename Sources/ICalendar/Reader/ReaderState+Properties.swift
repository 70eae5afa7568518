import Foundation

/// Decoding the properties the reader keeps, one component role at a time.
extension ReaderState {
  // MARK: - Shared value decoding

  func value(_ bytes: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8> {
    bytes.slice(raw.value)
  }

  /// A TEXT value, unescaped; invalid UTF-8 is reported.
  mutating func text(_ name: PropertyName, _ bytes: UnsafeBufferPointer<UInt8>, line: Int) -> String
  {
    let decoded = TextValue.unescape(value(bytes))
    if decoded.hadInvalidUTF8 {
      log.report(.invalidUTF8, line: line, "invalid UTF-8 in \(name.text); read as Windows-1252")
    }
    return decoded.string
  }

  /// A value kept verbatim (URI, RECUR, enumerations), trimmed.
  mutating func verbatim(_ name: PropertyName, _ bytes: UnsafeBufferPointer<UInt8>, line: Int)
    -> String
  {
    let slice = value(bytes)
    let decoded = TextValue.string(slice.slice(slice.trimmedRange(0..<slice.count)))
    if decoded.hadInvalidUTF8 {
      log.report(.invalidUTF8, line: line, "invalid UTF-8 in \(name.text); read as Windows-1252")
    }
    return decoded.string
  }

  func trimmedValue(_ bytes: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8> {
    bytes.slice(bytes.trimmedRange(raw.value))
  }

  /// An enumerated value (STATUS, CLASS) upper-cased; the common words without allocating.
  func enumeration(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
    let word = trimmedValue(bytes)
    for known in Self.commonWords where word.equalsIgnoringCase(known.bytes) { return known.word }
    return TextValue.string(word).string.uppercased()
  }

  static let commonWords: [(bytes: StaticString, word: String)] = [
    ("CONFIRMED", "CONFIRMED"), ("TENTATIVE", "TENTATIVE"), ("CANCELLED", "CANCELLED"),
    ("NEEDS-ACTION", "NEEDS-ACTION"), ("COMPLETED", "COMPLETED"), ("IN-PROCESS", "IN-PROCESS"),
    ("PUBLIC", "PUBLIC"), ("PRIVATE", "PRIVATE"), ("CONFIDENTIAL", "CONFIDENTIAL"),
  ]

  /// One DATE or DATE-TIME with its TZID, or `nil` when malformed.
  mutating func time(
    _ valueBytes: UnsafeBufferPointer<UInt8>, _ line: UnsafeBufferPointer<UInt8>, number: Int
  )
    -> PendingTime?
  {
    guard let parsed = ValueParser.dateOrDateTime(valueBytes) else { return nil }
    if !raw.parameters.isEmpty { noteUnusedParameters(parsed, valueBytes, line, number) }
    var tzid: String?
    if parsed.time != nil, !parsed.isUTC, let parameter = raw.parameter("TZID", in: line),
      parameter.valueCount > 0
    {
      let bytes = line.slice(raw.values[parameter.firstValue].range)
      // Calendars repeat one or two TZIDs thousands of times: reuse the last one decoded.
      if let last = lastTZID, last.bytes.count == bytes.count,
        last.bytes.withUnsafeBufferPointer({
          memcmp($0.baseAddress!, bytes.baseAddress!, bytes.count) == 0
        })
      {
        tzid = last.id
      } else {
        let id = ParameterText.decode(bytes)
        if !id.isEmpty {
          tzid = id
          noteTZID(id, line: number)
          lastTZID = (Array(bytes), id)
        }
      }
    }
    return PendingTime(value: parsed, tzid: tzid, line: number)
  }

  /// Notes, once per line, parameters the value's own form overrides: a TZID on a DATE or on
  /// a UTC time (RFC 5545 §3.2.19: neither takes one), a VALUE that names the other form.
  private mutating func noteUnusedParameters(
    _ parsed: ValueParser.DateOrDateTime, _ valueBytes: UnsafeBufferPointer<UInt8>,
    _ line: UnsafeBufferPointer<UInt8>, _ number: Int
  ) {
    guard parameterNoteLine != number else { return }
    // Quoted only for a message: most dates with parameters (a TZID on a local time) have none.
    var value: String { Excerpt.quote(valueBytes) }
    var message: String?
    if parsed.time == nil || parsed.isUTC, let tzid = raw.parameterValue("TZID", in: line),
      !tzid.isEmpty
    {
      let form = parsed.time == nil ? "DATE" : "UTC time"
      message =
        "TZID '\(Excerpt.clip(tzid))' on the \(form) '\(value)' ignored: a \(form) has no zone"
    } else if parsed.time == nil, raw.parameter("VALUE", is: "DATE-TIME", in: line) {
      message = "VALUE=DATE-TIME on the DATE '\(value)'; read as a DATE"
    } else if parsed.time != nil, raw.parameter("VALUE", is: "DATE", in: line) {
      message = "VALUE=DATE on the DATE-TIME '\(value)'; read as a DATE-TIME"
    }
    guard let message else { return }
    parameterNoteLine = number
    log.report(.parameterOverridden, line: number, message)
  }

  /// The comma-separated values of RDATE or EXDATE, at most `room` of them (the rest are
  /// reported once per component and ignored); malformed ones are reported and dropped.
  mutating func timeList(
    _ name: PropertyName, _ bytes: UnsafeBufferPointer<UInt8>, line: Int, allowPeriods: Bool,
    room: Int
  ) -> [PendingRecurrenceDate] {
    let all = value(bytes)
    var result: [PendingRecurrenceDate] = []
    var start = 0
    for index in 0...all.count where index == all.count || all[index] == ASCII.comma {
      let item = all.slice(all.trimmedRange(start..<index))
      start = index + 1
      if item.isEmpty { continue }
      guard result.count < room else {
        datesLimitReached(name, line: line)
        break
      }
      if let slash = item.firstIndex(of: ASCII.slash) {
        let first = item.slice(0..<slash)
        let second = item.slice((slash + 1)..<item.count)
        if allowPeriods, let from = time(first, bytes, number: line), from.value.time != nil {
          if let to = time(second, bytes, number: line), to.value.time != nil {
            result.append(.period(from, to))
            continue
          }
          if let duration = CalendarDuration(bytes: second), !duration.isNegative {
            result.append(.periodWithDuration(from, duration))
            continue
          }
        }
        log.report(
          .invalidPeriod, line: line, "invalid \(name.text) period '\(Excerpt.quote(item))' ignored"
        )
        continue
      }
      guard let parsed = time(item, bytes, number: line) else {
        log.report(
          .invalidDateTime, line: line, severity: .warning,
          "invalid \(name.text) value '\(Excerpt.quote(item))' ignored")
        continue
      }
      result.append(.start(parsed))
    }
    return result
  }

  /// How many more RDATE and EXDATE values the current event or to-do may keep.
  var roomForDates: Int {
    max(0, limits.maxDatesPerComponent - item!.recurrenceDates.count - item!.exceptionDates.count)
  }

  /// Reports, once per component, that its dates reached `maxDatesPerComponent`.
  mutating func datesLimitReached(_ name: PropertyName, line: Int) {
    let component = stack.last?.line ?? line
    guard datesLimitComponent != component else { return }
    datesLimitComponent = component
    log.report(
      .tooManyDates, line: line,
      "component at line \(component) has more than \(limits.maxDatesPerComponent) RDATE and EXDATE values; the rest, from this \(name.text) on, are ignored"
    )
  }

  mutating func recurrenceRule(_ name: PropertyName, _ bytes: UnsafeBufferPointer<UInt8>, line: Int)
    -> RecurrenceRule?
  {
    do {
      return try RecurrenceRule.parse(bytes: value(bytes))
    } catch {
      let text = verbatim(name, bytes, line: line)
      item?.deferred.append(
        DeferredDiagnostic(code: .invalidRecurrenceRule, line: line, severity: nil) { subject in
          "invalid \(name.text) '\(Excerpt.clip(text))': \(error.message); ignored in \(subject)"
        })
      if item == nil {
        log.report(
          .invalidRecurrenceRule, line: line,
          "invalid \(name.text) '\(Excerpt.clip(text))': \(error.message); ignored")
      }
      return nil
    }
  }

  mutating func integer(_ name: PropertyName, _ bytes: UnsafeBufferPointer<UInt8>, line: Int)
    -> Int?
  {
    guard let number = ValueParser.integer(value(bytes)) else {
      log.report(
        .invalidInteger, line: line, "invalid \(name.text) '\(Excerpt.quote(value(bytes)))' ignored"
      )
      return nil
    }
    return number
  }

  /// An instant from a UTC DATE-TIME such as DTSTAMP; floating values are read as UTC.
  func instant(_ bytes: UnsafeBufferPointer<UInt8>) -> Int64? {
    guard let parsed = ValueParser.dateOrDateTime(value(bytes)) else { return nil }
    return (parsed.time ?? LocalDateTime(date: parsed.date)).localSeconds
  }

  mutating func duplicate(_ name: PropertyName, line: Int) {
    log.report(.duplicateProperty, line: line, "second \(name.text) ignored")
  }

  // MARK: - VEVENT and VTODO

  mutating func itemProperty(_ name: PropertyName, _ bytes: UnsafeBufferPointer<UInt8>, line: Int) {
    guard item != nil else { return }
    switch name {
    case .uid:
      guard item!.uid == nil else { return duplicate(name, line: line) }
      let uid = text(name, bytes, line: line).trimmingSpaces
      if !uid.isEmpty { item!.uid = uid }
    case .summary:
      guard item!.summary == nil else { return duplicate(name, line: line) }
      item!.summary = text(name, bytes, line: line)
    case .description:
      guard item!.description == nil else { return }
      item!.description = text(name, bytes, line: line)
    case .location:
      guard item!.location == nil else { return }
      item!.location = text(name, bytes, line: line)
    case .dtStart, .dtEnd, .due, .recurrenceID, .completed:
      timeProperty(name, bytes, line: line)
    case .duration:
      guard item!.duration == nil else { return duplicate(name, line: line) }
      switch CalendarDuration.parse(bytes: value(bytes)) {
      case .success(let duration):
        item!.duration = duration
      case .failure(.malformed):
        log.report(
          .invalidDuration, line: line, "invalid DURATION '\(Excerpt.quote(value(bytes)))' ignored")
      case .failure(let failure):
        log.report(
          .invalidDuration, line: line,
          "invalid DURATION '\(Excerpt.quote(value(bytes)))': \(failure); ignored")
      }
    case .status:
      item!.status = enumeration(bytes)
    case .transp:
      let word = trimmedValue(bytes)
      if word.equalsIgnoringCase("OPAQUE") {
        item!.transparency = .opaque
      } else if word.equalsIgnoringCase("TRANSPARENT") {
        item!.transparency = .transparent
      }
    case .classification:
      item!.classification = enumeration(bytes)
    case .sequence:
      if let number = integer(name, bytes, line: line) { item!.sequence = max(0, number) }
    case .priority:
      if let number = integer(name, bytes, line: line) {
        if (0...9).contains(number) {
          item!.priority = number
        } else {
          log.report(.invalidValue, line: line, "PRIORITY '\(number)' is outside 0…9; ignored")
        }
      }
    case .percentComplete:
      if let number = integer(name, bytes, line: line) {
        item!.percentComplete = min(max(number, 0), 100)
      }
    case .rrule:
      if let rule = recurrenceRule(name, bytes, line: line) {
        item!.recurrenceRules.append(rule)
        if let until = rule.until { item!.untils.append((until, line)) }
        if rule.count != nil { item!.countedRules.append((rule, line)) }
      }
    case .exrule:
      if let rule = recurrenceRule(name, bytes, line: line) {
        item!.exceptionRules.append(rule)
        if let until = rule.until { item!.untils.append((until, line)) }
      }
    case .rdate:
      item!.recurrenceDates += timeList(
        name, bytes, line: line, allowPeriods: true, room: roomForDates)
    case .exdate:
      for entry in timeList(name, bytes, line: line, allowPeriods: false, room: roomForDates) {
        if case .start(let time) = entry { item!.exceptionDates.append(time) }
      }
    case .categories:
      for part in TextValue.unescapeList(value(bytes)) {
        let category = part.string.trimmingSpaces
        if !category.isEmpty { item!.categories.append(category) }
      }
    case .color:
      item!.color = verbatim(name, bytes, line: line)
    case .url:
      item!.url = verbatim(name, bytes, line: line)
    case .microsoftAllDay:
      item!.microsoftAllDay = value(bytes).slice(value(bytes).trimmedRange(0..<value(bytes).count))
        .equalsIgnoringCase("TRUE")
    case .dtStamp:
      item!.stamp = instant(bytes)
    case .lastModified:
      item!.lastModified = instant(bytes)
    case .microsoftBusyStatus:
      item!.microsoftBusyTentative = value(bytes).slice(
        value(bytes).trimmedRange(0..<value(bytes).count)
      ).equalsIgnoringCase("TENTATIVE")
    case .attendee:
      // Only a decline or a tentative reply is kept, and its address decoded: most attendees
      // are never read.
      let declined = raw.parameter("PARTSTAT", is: "DECLINED", in: bytes)
      guard declined || raw.parameter("PARTSTAT", is: "TENTATIVE", in: bytes) else { return }
      var address = verbatim(name, bytes, line: line).lowercased()
      if address.hasPrefix("mailto:") { address = String(address.dropFirst(7)).trimmingSpaces }
      if declined { item!.declinedBy.append(address) } else { item!.tentativeBy.append(address) }
    default:
      break
    }
  }

  private mutating func timeProperty(
    _ name: PropertyName, _ bytes: UnsafeBufferPointer<UInt8>, line: Int
  ) {
    let existing: PendingTime? =
      switch name {
      case .dtStart: item!.start
      case .dtEnd: item!.end
      case .due: item!.due
      case .recurrenceID: item!.recurrenceID
      default: item!.completed
      }
    if existing != nil || (name == .dtStart && item!.startIsInvalid) {
      return duplicate(name, line: line)
    }
    guard let parsed = time(value(bytes), bytes, number: line) else {
      let text = Excerpt.quote(value(bytes))
      if name == .dtStart {
        item!.startIsInvalid = true
        item!.deferred.append(
          DeferredDiagnostic(code: .invalidDateTime, line: line, severity: .error) { subject in
            "invalid DTSTART value '\(text)'; \(subject) skipped"
          })
      } else if name == .recurrenceID {
        item!.deferred.append(
          DeferredDiagnostic(code: .invalidDateTime, line: line, severity: .error) { subject in
            "invalid RECURRENCE-ID value '\(text)'; \(subject) skipped"
          })
        item!.startIsInvalid = true
      } else {
        item!.deferred.append(
          DeferredDiagnostic(code: .invalidDateTime, line: line, severity: .warning) { subject in
            "invalid \(name.text) value '\(text)' ignored in \(subject)"
          })
      }
      return
    }
    switch name {
    case .dtStart: item!.start = parsed
    case .dtEnd: item!.end = parsed
    case .due: item!.due = parsed
    case .recurrenceID:
      item!.recurrenceID = parsed
      if raw.parameter("RANGE", is: "THISANDFUTURE", in: bytes) {
        item!.recurrenceRange = .thisAndFuture
      }
    default: item!.completed = parsed
    }
  }

  // MARK: - VCALENDAR

  mutating func calendarProperty(
    _ name: PropertyName, _ bytes: UnsafeBufferPointer<UInt8>, line: Int
  ) {
    guard calendar != nil else { return }
    switch name {
    case .calendarName:
      calendar!.object.name = text(name, bytes, line: line).trimmingSpaces
    case .name:
      if calendar!.object.name == nil {
        calendar!.object.name = text(name, bytes, line: line).trimmingSpaces
      }
    case .calendarTimeZone:
      calendar!.object.timeZoneName = text(name, bytes, line: line).trimmingSpaces
    case .productID:
      calendar!.object.productID = text(name, bytes, line: line)
    case .method:
      calendar!.object.method = verbatim(name, bytes, line: line).uppercased()
    case .color:
      calendar!.object.color = verbatim(name, bytes, line: line)
    case .appleCalendarColor:
      if calendar!.object.color == nil {
        calendar!.object.color = verbatim(name, bytes, line: line)
      }
    default:
      break
    }
  }

  // MARK: - VTIMEZONE

  mutating func timeZoneProperty(
    _ name: PropertyName, _ bytes: UnsafeBufferPointer<UInt8>, line: Int
  ) {
    guard zone != nil else { return }
    switch name {
    case .tzid:
      if zone!.tzid == nil { zone!.tzid = text(name, bytes, line: line).trimmingSpaces }
    case .licLocation:
      zone!.licLocation = text(name, bytes, line: line).trimmingSpaces
    default:
      break
    }
  }

  mutating func observanceProperty(
    _ name: PropertyName, _ bytes: UnsafeBufferPointer<UInt8>, line: Int
  ) {
    guard observance != nil else { return }
    switch name {
    case .dtStart:
      if let parsed = ValueParser.dateOrDateTime(value(bytes)) {
        observance!.start = parsed.time ?? LocalDateTime(date: parsed.date)
      } else {
        log.report(
          .invalidDateTime, line: line, severity: .warning,
          "invalid DTSTART value '\(Excerpt.quote(value(bytes)))' in time zone observance")
      }
    case .tzOffsetFrom, .tzOffsetTo:
      guard let offset = ValueParser.utcOffset(value(bytes)) else {
        log.report(
          .invalidUTCOffset, line: line, "invalid \(name.text) '\(Excerpt.quote(value(bytes)))'")
        return
      }
      if name == .tzOffsetFrom {
        observance!.offsetFrom = offset
      } else {
        observance!.offsetTo = offset
      }
    case .rrule:
      do {
        observance!.rules.append(try RecurrenceRule.parse(bytes: value(bytes)))
      } catch {
        let text = verbatim(name, bytes, line: line)
        log.report(
          .invalidRecurrenceRule, line: line,
          "invalid RRULE '\(Excerpt.clip(text))' in time zone observance: \(error.message); ignored"
        )
      }
    case .rdate:
      let all = value(bytes)
      var start = 0
      for index in 0...all.count where index == all.count || all[index] == ASCII.comma {
        let piece = all.slice(all.trimmedRange(start..<index))
        start = index + 1
        if piece.isEmpty { continue }
        guard observance!.dates.count < limits.maxDatesPerComponent else {
          datesLimitReached(name, line: line)
          break
        }
        let datePart = piece.firstIndex(of: ASCII.slash).map { piece.slice(0..<$0) } ?? piece
        if let parsed = ValueParser.dateOrDateTime(datePart) {
          observance!.dates.append(parsed)
        } else {
          log.report(
            .invalidDateTime, line: line, severity: .warning,
            "invalid RDATE value '\(Excerpt.quote(piece))' in time zone observance ignored")
        }
      }
    default:
      break
    }
  }
}
