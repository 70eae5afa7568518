/// A DATE or DATE-TIME as read, before its TZID is resolved at the end of the calendar
/// (a VTIMEZONE may be defined after the events that use it).
struct PendingTime {
  var value: ValueParser.DateOrDateTime
  var tzid: String?
  var line: Int

  var isDate: Bool { value.time == nil }
}

enum PendingRecurrenceDate {
  case start(PendingTime)
  case period(PendingTime, PendingTime)
  case periodWithDuration(PendingTime, CalendarDuration)
}

/// A diagnostic whose message needs the component's title, known only at its END.
struct DeferredDiagnostic {
  var code: DiagnosticCode
  var line: Int
  var severity: Diagnostic.Severity?
  var message: (_ subject: String) -> String
}

/// The properties of one VEVENT or VTODO as they are read.
struct ItemBuilder {
  var isTodo: Bool
  var line: Int
  var uid: String?
  var summary: String?
  var description: String?
  var location: String?
  var start: PendingTime?
  var startIsInvalid = false
  var end: PendingTime?
  var due: PendingTime?
  var duration: CalendarDuration?
  var completed: PendingTime?
  var status: String?
  /// The addresses of the attendees who declined (`Event.declinedBy`).
  var declinedBy: [String] = []
  /// The addresses of the attendees who accepted tentatively (`Event.tentativeBy`).
  var tentativeBy: [String] = []
  var transparency: Event.Transparency?
  var classification: String?
  var sequence: Int?
  var recurrenceID: PendingTime?
  var recurrenceRange: Event.Range?
  var recurrenceRules: [RecurrenceRule] = []
  var exceptionRules: [RecurrenceRule] = []
  /// The UNTIL of each RRULE and EXRULE that has one, with its line, to check against DTSTART.
  var untils: [(until: RecurrenceRule.Until, line: Int)] = []
  /// Each RRULE with a COUNT, with its line, to check that DTSTART is one of its instances.
  var countedRules: [(rule: RecurrenceRule, line: Int)] = []
  var recurrenceDates: [PendingRecurrenceDate] = []
  var exceptionDates: [PendingTime] = []
  var categories: [String] = []
  var color: String?
  var url: String?
  var lastModified: Int64?
  var stamp: Int64?
  var microsoftAllDay = false
  /// Whether X-MICROSOFT-CDO-BUSYSTATUS says TENTATIVE (`Event.isBusyTentative`).
  var microsoftBusyTentative = false
  var priority: Int?
  var percentComplete: Int?
  var deferred: [DeferredDiagnostic] = []

  init(isTodo: Bool, line: Int) {
    self.isTodo = isTodo
    self.line = line
  }

  /// Whether every TZID the component uses satisfies `settled`.
  func allTZIDs(_ settled: (String) -> Bool) -> Bool {
    for time in [start, end, due, recurrenceID, completed] {
      if let tzid = time?.tzid, !settled(tzid) { return false }
    }
    for time in exceptionDates {
      if let tzid = time.tzid, !settled(tzid) { return false }
    }
    for entry in recurrenceDates {
      switch entry {
      case .start(let time), .periodWithDuration(let time, _):
        if let tzid = time.tzid, !settled(tzid) { return false }
      case .period(let from, let to):
        if let tzid = from.tzid, !settled(tzid) { return false }
        if let tzid = to.tzid, !settled(tzid) { return false }
      }
    }
    return true
  }

  /// How messages name the component: `event 'Standup'` or `untitled event at line 12`.
  var subject: String {
    let kind = isTodo ? "to-do" : "event"
    if let summary, !summary.isEmpty { return "\(kind) '\(Excerpt.clip(summary))'" }
    return "untitled \(kind) at line \(line)"
  }
}

/// The properties of one VTIMEZONE as they are read.
struct TimeZoneBuilder {
  var line: Int
  var tzid: String?
  var licLocation: String?
  var observances: [TimeZoneDefinition.Observance] = []
}

/// The properties of one STANDARD or DAYLIGHT observance as they are read.
struct ObservanceBuilder {
  var line: Int
  var isDaylight: Bool
  var start: LocalDateTime?
  var offsetFrom: Int?
  var offsetTo: Int?
  var rules: [RecurrenceRule] = []
  var dates: [ValueParser.DateOrDateTime] = []
}

/// One calendar as it is read: its own properties, its finished components, and those that
/// wait for the end of the calendar because a TZID they use may still be defined.
struct CalendarBuilder {
  var object: CalendarObject
  var waiting: [ItemBuilder] = []
  var resolver = TimeZoneResolver()
  /// Each TZID used, with the line of its first use.
  var tzidUses: [String: Int] = [:]

  init(line: Int, isImplicit: Bool) {
    object = CalendarObject(line: line, isImplicit: isImplicit)
  }
}

/// Short, printable excerpts of input for messages.
package enum Excerpt {
  package static let limit = 60

  /// The bytes as text for a message: lenient UTF-8, control characters escaped
  /// (`ControlCharacters`), clipped.
  package static func quote(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
    let clipped = bytes.count > limit * 4 ? bytes.slice(0..<(limit * 4)) : bytes
    return clip(String(decoding: clipped, as: UTF8.self))
  }

  package static func clip(_ text: String) -> String {
    var out = ""
    var count = 0
    for scalar in text.unicodeScalars {
      if count == limit {
        out += "…"
        break
      }
      if ControlCharacters.isControl(scalar.value) {
        ControlCharacters.escape(scalar.value, into: &out)
      } else {
        out.unicodeScalars.append(scalar)
      }
      count += 1
    }
    return out
  }
}
