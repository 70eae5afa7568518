/// The property names the reader acts on; every other name is skipped without decoding.
enum PropertyName {
  case begin, end
  case uid, summary, description, location, dtStart, dtEnd, duration, due, status, transp
  case classification, sequence, recurrenceID, rrule, exrule, rdate, exdate, color
  case microsoftAllDay, completed, priority, percentComplete, categories, url, dtStamp
  case lastModified, attendee, microsoftBusyStatus
  case calendarName, name, calendarTimeZone, productID, method, appleCalendarColor
  case tzid, tzOffsetFrom, tzOffsetTo, tzName, licLocation

  /// Recognises a name by its length, then a case-insensitive comparison.
  init?(_ bytes: UnsafeBufferPointer<UInt8>) {
    switch bytes.count {
    case 3:
      if bytes.equalsIgnoringCase("END") { self = .end; return }
      if bytes.equalsIgnoringCase("UID") { self = .uid; return }
      if bytes.equalsIgnoringCase("DUE") { self = .due; return }
      if bytes.equalsIgnoringCase("URL") { self = .url; return }
    case 4:
      if bytes.equalsIgnoringCase("TZID") { self = .tzid; return }
      if bytes.equalsIgnoringCase("NAME") { self = .name; return }
    case 5:
      if bytes.equalsIgnoringCase("BEGIN") { self = .begin; return }
      if bytes.equalsIgnoringCase("DTEND") { self = .dtEnd; return }
      if bytes.equalsIgnoringCase("RRULE") { self = .rrule; return }
      if bytes.equalsIgnoringCase("RDATE") { self = .rdate; return }
      if bytes.equalsIgnoringCase("CLASS") { self = .classification; return }
      if bytes.equalsIgnoringCase("COLOR") { self = .color; return }
    case 6:
      if bytes.equalsIgnoringCase("STATUS") { self = .status; return }
      if bytes.equalsIgnoringCase("TRANSP") { self = .transp; return }
      if bytes.equalsIgnoringCase("EXRULE") { self = .exrule; return }
      if bytes.equalsIgnoringCase("EXDATE") { self = .exdate; return }
      if bytes.equalsIgnoringCase("TZNAME") { self = .tzName; return }
      if bytes.equalsIgnoringCase("PRODID") { self = .productID; return }
      if bytes.equalsIgnoringCase("METHOD") { self = .method; return }
    case 7:
      if bytes.equalsIgnoringCase("SUMMARY") { self = .summary; return }
      if bytes.equalsIgnoringCase("DTSTART") { self = .dtStart; return }
      if bytes.equalsIgnoringCase("DTSTAMP") { self = .dtStamp; return }
    case 8:
      if bytes.equalsIgnoringCase("LOCATION") { self = .location; return }
      if bytes.equalsIgnoringCase("DURATION") { self = .duration; return }
      if bytes.equalsIgnoringCase("SEQUENCE") { self = .sequence; return }
      if bytes.equalsIgnoringCase("PRIORITY") { self = .priority; return }
      if bytes.equalsIgnoringCase("ATTENDEE") { self = .attendee; return }
    case 9:
      if bytes.equalsIgnoringCase("COMPLETED") { self = .completed; return }
    case 10:
      if bytes.equalsIgnoringCase("CATEGORIES") { self = .categories; return }
      if bytes.equalsIgnoringCase("TZOFFSETTO") { self = .tzOffsetTo; return }
    case 11:
      if bytes.equalsIgnoringCase("DESCRIPTION") { self = .description; return }
    case 12:
      if bytes.equalsIgnoringCase("X-WR-CALNAME") { self = .calendarName; return }
      if bytes.equalsIgnoringCase("TZOFFSETFROM") { self = .tzOffsetFrom; return }
    case 13:
      if bytes.equalsIgnoringCase("RECURRENCE-ID") { self = .recurrenceID; return }
      if bytes.equalsIgnoringCase("X-WR-TIMEZONE") { self = .calendarTimeZone; return }
      if bytes.equalsIgnoringCase("LAST-MODIFIED") { self = .lastModified; return }
    case 14:
      if bytes.equalsIgnoringCase("X-LIC-LOCATION") { self = .licLocation; return }
    case 16:
      if bytes.equalsIgnoringCase("PERCENT-COMPLETE") { self = .percentComplete; return }
    case 22:
      if bytes.equalsIgnoringCase("X-APPLE-CALENDAR-COLOR") { self = .appleCalendarColor; return }
    case 26:
      if bytes.equalsIgnoringCase("X-MICROSOFT-CDO-BUSYSTATUS") {
        self = .microsoftBusyStatus
        return
      }
    case 27:
      if bytes.equalsIgnoringCase("X-MICROSOFT-CDO-ALLDAYEVENT") { self = .microsoftAllDay; return }
    default:
      break
    }
    return nil
  }

  /// The name as written in RFC 5545, for messages.
  var text: String {
    switch self {
    case .begin: "BEGIN"
    case .end: "END"
    case .uid: "UID"
    case .summary: "SUMMARY"
    case .description: "DESCRIPTION"
    case .location: "LOCATION"
    case .dtStart: "DTSTART"
    case .dtEnd: "DTEND"
    case .duration: "DURATION"
    case .due: "DUE"
    case .status: "STATUS"
    case .transp: "TRANSP"
    case .classification: "CLASS"
    case .sequence: "SEQUENCE"
    case .recurrenceID: "RECURRENCE-ID"
    case .rrule: "RRULE"
    case .exrule: "EXRULE"
    case .rdate: "RDATE"
    case .exdate: "EXDATE"
    case .color: "COLOR"
    case .microsoftAllDay: "X-MICROSOFT-CDO-ALLDAYEVENT"
    case .microsoftBusyStatus: "X-MICROSOFT-CDO-BUSYSTATUS"
    case .completed: "COMPLETED"
    case .priority: "PRIORITY"
    case .percentComplete: "PERCENT-COMPLETE"
    case .categories: "CATEGORIES"
    case .url: "URL"
    case .dtStamp: "DTSTAMP"
    case .lastModified: "LAST-MODIFIED"
    case .attendee: "ATTENDEE"
    case .calendarName: "X-WR-CALNAME"
    case .name: "NAME"
    case .calendarTimeZone: "X-WR-TIMEZONE"
    case .productID: "PRODID"
    case .method: "METHOD"
    case .appleCalendarColor: "X-APPLE-CALENDAR-COLOR"
    case .tzid: "TZID"
    case .tzOffsetFrom: "TZOFFSETFROM"
    case .tzOffsetTo: "TZOFFSETTO"
    case .tzName: "TZNAME"
    case .licLocation: "X-LIC-LOCATION"
    }
  }
}

/// The component names the reader knows; everything else is skipped as a whole.
enum ComponentKind: Equatable {
  case calendar, event, todo, timeZone, standard, daylight, alarm, journal, freeBusy
  case other

  init(_ bytes: UnsafeBufferPointer<UInt8>) {
    switch bytes.count {
    case 5 where bytes.equalsIgnoringCase("VTODO"): self = .todo
    case 6 where bytes.equalsIgnoringCase("VEVENT"): self = .event
    case 6 where bytes.equalsIgnoringCase("VALARM"): self = .alarm
    case 8 where bytes.equalsIgnoringCase("STANDARD"): self = .standard
    case 8 where bytes.equalsIgnoringCase("DAYLIGHT"): self = .daylight
    case 8 where bytes.equalsIgnoringCase("VJOURNAL"): self = .journal
    case 9 where bytes.equalsIgnoringCase("VCALENDAR"): self = .calendar
    case 9 where bytes.equalsIgnoringCase("VTIMEZONE"): self = .timeZone
    case 9 where bytes.equalsIgnoringCase("VFREEBUSY"): self = .freeBusy
    default: self = .other
    }
  }
}
