/// A VEVENT as Glance uses it: what it is, when, how it recurs, and its state.
///
/// Times keep their original form (`DateTimeValue`), so recurrence expansion can iterate in
/// the event's own wall clock and match RECURRENCE-IDs after zone normalisation.
public struct Event: Sendable, Hashable {
  public enum Status: String, Sendable, Hashable, Codable {
    case tentative, confirmed, cancelled
  }

  public enum Transparency: String, Sendable, Hashable, Codable {
    case opaque, transparent
  }

  /// How long each occurrence lasts.
  public enum Length: Sendable, Hashable {
    /// Whole days, for an all-day event (DTEND as a DATE, or one day by default).
    case days(Int)
    /// Exact seconds, from DTEND (RFC 5545 §3.8.5.3: the same exact duration for every
    /// instance), or zero for a DATE-TIME start with neither DTEND nor DURATION.
    case exact(seconds: Int64)
    /// A DURATION: nominal days keep the wall-clock time across DST changes.
    case nominal(CalendarDuration)
  }

  /// The RANGE parameter of RECURRENCE-ID.
  public enum Range: String, Sendable, Hashable {
    case thisAndFuture
  }

  public var uid: String
  /// Set when the event had no UID and one was made from its content.
  public var uidIsSynthesized = false
  public var summary: String?
  public var description: String?
  public var location: String?
  public var start: DateTimeValue
  public var length: Length
  public var isAllDay: Bool
  public var status: Status?
  /// The addresses of the attendees whose ATTENDEE line says PARTSTAT=DECLINED, lower case and
  /// without "mailto:" (`isDeclined(byAnyOf:)`).
  public var declinedBy: [String] = []
  /// The addresses of the attendees whose ATTENDEE line says PARTSTAT=TENTATIVE, as
  /// `declinedBy` keeps them (`isTentative(byAnyOf:)`).
  public var tentativeBy: [String] = []
  /// Whether X-MICROSOFT-CDO-BUSYSTATUS says TENTATIVE: Outlook writes the person's own
  /// tentative reply so, in their calendar, without a STATUS.
  public var isBusyTentative = false
  public var transparency: Transparency?
  /// CLASS as written, upper-cased (`PUBLIC`, `PRIVATE`, `CONFIDENTIAL` or an extension).
  public var classification: String?
  public var sequence = 0
  public var recurrenceID: DateTimeValue?
  public var recurrenceRange: Range?
  public var recurrenceRules: [RecurrenceRule] = []
  public var exceptionRules: [RecurrenceRule] = []
  public var recurrenceDates: [RecurrenceDate] = []
  public var exceptionDates: [DateTimeValue] = []
  public var categories: [String] = []
  public var color: String?
  public var url: String?
  /// LAST-MODIFIED, else DTSTAMP, as an instant; breaks ties between duplicate UIDs.
  public var modified: Int64?
  /// The name of the calendar it came from (X-WR-CALNAME or NAME).
  public var calendarName: String?
  /// The line of its BEGIN:VEVENT.
  public var line: Int

  public init(uid: String, start: DateTimeValue, length: Length, line: Int) {
    self.uid = uid
    self.start = start
    self.length = length
    self.isAllDay = start.isDate
    self.line = line
  }

  /// Whether one of `addresses` (lower case, without "mailto:") declined the event.
  ///
  /// The reader knows one calendar at a time, not whose calendars they are: the caller says
  /// which addresses are the person's (`Source.ownerAddresses`). Another attendee's decline
  /// says nothing of the person's own.
  public func isDeclined(byAnyOf addresses: Set<String>) -> Bool {
    !declinedBy.isEmpty && !addresses.isEmpty && declinedBy.contains(where: addresses.contains)
  }

  /// Whether the person answered the event tentatively: one of `addresses` (lower case,
  /// without "mailto:") replied PARTSTAT=TENTATIVE, or Outlook marked it busy-tentative
  /// (`isBusyTentative`). Another attendee's tentative reply says nothing of the person's.
  public func isTentative(byAnyOf addresses: Set<String>) -> Bool {
    isBusyTentative
      || !tentativeBy.isEmpty && !addresses.isEmpty
        && tentativeBy.contains(where: addresses.contains)
  }

  /// Whether the event has recurrence properties of its own.
  public var isRecurring: Bool { !recurrenceRules.isEmpty || !recurrenceDates.isEmpty }

  /// The title to show, or `nil` when the event has none.
  public var title: String? { summary }
}

/// One RDATE value: a start, or a PERIOD with its own end (RFC 5545 §3.8.5.2).
public enum RecurrenceDate: Sendable, Hashable {
  case start(DateTimeValue)
  case period(start: DateTimeValue, end: DateTimeValue)
  case periodWithDuration(start: DateTimeValue, duration: CalendarDuration)

  public var start: DateTimeValue {
    switch self {
    case .start(let value), .period(let value, _), .periodWithDuration(let value, _): value
    }
  }
}
