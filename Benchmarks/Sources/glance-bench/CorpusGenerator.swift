import Foundation
import SeededRandom

/// Writes a deterministic, realistic synthetic corpus of calendars and reminders.
///
/// The mix follows what real exports contain: Outlook/Exchange files with Windows zone names,
/// attendees and HTML descriptions; Google and Apple files with IANA zones; CRLF line ends;
/// lines folded at 75 octets, half the files folding inside multi-byte characters as naive
/// writers do; about 30% recurring events (DAILY, WEEKLY with BYDAY, MONTHLY with ordinals,
/// YEARLY; COUNT, UNTIL or open-ended) with EXDATEs and RECURRENCE-ID overrides; all-day
/// events; DURATION instead of DTEND; escapes; long descriptions; cancelled events; VALARMs
/// and VTODOs.
struct CorpusGenerator {
  var seed: UInt64
  var files: Int
  var eventsPerFile: Int
  /// The days (since 1970) events start on: 2024 to 2027 by default.
  var days = 19_723...21_123
  /// Where titles and places come from: `nil` picks from `titles` and `locations` (the
  /// corpora of `generate`, unchanged so that their timings stay comparable); otherwise titles
  /// and places in the shapes real exports write (`glance-bench sources`).
  var shapes: (titles: ExportTitleGenerator, places: ExportPlaceGenerator)?

  struct Summary {
    var files = 0
    var bytes = 0
    var events = 0
    var todos = 0
  }

  static let titles = [
    "Standup", "Design review", "1:1 with Alex", "Quarterly planning", "Lunch with Sam",
    "Dentist", "Flight to Berlin ✈️", "Team offsite", "Yoga", "Pick up kids",
    "Sprint retro", "Budget review, Q3", "Call insurance", "Parent-teacher meeting",
    "Arbeitsgruppe Straßenbahn", "Mittagessen mit Jürgen", "Réunion d'équipe", "Café avec Zoé",
    "주간 회의", "점심 약속", "치과 예약", "定例ミーティング", "歯医者", "🎂 Mom's birthday",
    "Très long titre de réunion qui continue encore et encore pour tester les replis de ligne",
    "Code review; backend", "Interview: senior engineer", "Gym 🏋️", "Book club 📚",
  ]

  static let locations = [
    "Room 4", "Zoom", "Café Müller, Hauptstraße 12", "서울 강남구 테헤란로 152", "東京都渋谷区",
    "Building 2, Floor 3; Desk 14", "https://meet.example.com/abc-defg-hij", "",
  ]

  static let descriptionWords = [
    "agenda", "review", "notes", "the", "and", "please", "bring", "laptop", "Entwurf", "Übersicht",
    "prochaine", "étape", "회의록", "확인", "資料", "確認", "budget", "roadmap", "follow-up", "—",
  ]

  static let zones: [(tzid: String, windows: String, standard: Int, daylight: Int?)] = [
    ("America/New_York", "Eastern Standard Time", -5, -4),
    ("America/Chicago", "Central Standard Time", -6, -5),
    ("America/Los_Angeles", "Pacific Standard Time", -8, -7),
    ("Europe/Berlin", "W. Europe Standard Time", 1, 2),
    ("Europe/London", "GMT Standard Time", 0, 1),
    ("Asia/Seoul", "Korea Standard Time", 9, nil),
    ("Asia/Tokyo", "Tokyo Standard Time", 9, nil),
  ]

  enum Style: CaseIterable { case outlook, google, apple }

  func write(to directory: URL) throws -> Summary {
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    var summary = Summary()
    for index in 0..<files {
      var random = SeededRandom(seed: seed &* 1_000_003 &+ UInt64(index))
      let style = Style.allCases[index % 3]
      let foldsInsideCharacters = index % 2 == 1
      var file = CalendarText(foldsInsideCharacters: foldsInsideCharacters)
      let counts = calendar(index: index, style: style, random: &random, into: &file)
      let url = directory.appendingPathComponent(String(format: "calendar-%05d.ics", index))
      try Data(file.bytes).write(to: url)
      summary.files += 1
      summary.bytes += file.bytes.count
      summary.events += counts.events
      summary.todos += counts.todos
    }
    return summary
  }

  func calendar(
    index: Int, style: Style, random: inout SeededRandom, into file: inout CalendarText
  ) -> (events: Int, todos: Int) {
    let zone = random.pick(Self.zones)
    let tzid = style == .outlook ? zone.windows : zone.tzid
    file.line("BEGIN:VCALENDAR")
    let productID =
      switch style {
      case .outlook: "PRODID:-//Microsoft Corporation//Outlook 16.0 MIMEDIR//EN"
      case .google: "PRODID:-//Google Inc//Google Calendar 70.9054//EN"
      case .apple: "PRODID:-//Apple Inc.//macOS 15.0//EN"
      }
    file.line(productID)
    file.line("VERSION:2.0")
    file.line("CALSCALE:GREGORIAN")
    file.line("METHOD:PUBLISH")
    file.line("X-WR-CALNAME:Calendar \(index)")
    if style != .outlook { file.line("X-WR-TIMEZONE:\(zone.tzid)") }
    timeZone(tzid: tzid, zone: zone, style: style, into: &file)

    var events = 0
    var todos = 0
    var eventNumber = 0
    while events < eventsPerFile {
      eventNumber += 1
      if random.chance(0.05) {
        todo(number: eventNumber, index: index, tzid: tzid, random: &random, into: &file)
        todos += 1
        continue
      }
      events += event(
        number: eventNumber, index: index, style: style, tzid: tzid, random: &random, into: &file)
    }
    file.line("END:VCALENDAR")
    return (events, todos)
  }

  private func timeZone(
    tzid: String, zone: (tzid: String, windows: String, standard: Int, daylight: Int?),
    style: Style,
    into file: inout CalendarText
  ) {
    func offset(_ hours: Int) -> String {
      String(format: "%@%02d00", hours < 0 ? "-" : "+", abs(hours))
    }
    file.line("BEGIN:VTIMEZONE")
    file.line("TZID:\(tzid)")
    if style == .google { file.line("X-LIC-LOCATION:\(zone.tzid)") }
    let start = style == .outlook ? "1601" : "1970"
    if let daylight = zone.daylight {
      let european = zone.standard >= 0
      file.line("BEGIN:STANDARD")
      file.line("DTSTART:\(start)\(european ? "1025T030000" : "1101T020000")")
      file.line("TZOFFSETFROM:\(offset(daylight))")
      file.line("TZOFFSETTO:\(offset(zone.standard))")
      file.line(
        european
          ? "RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU" : "RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU")
      file.line("END:STANDARD")
      file.line("BEGIN:DAYLIGHT")
      file.line("DTSTART:\(start)\(european ? "0329T020000" : "0308T020000")")
      file.line("TZOFFSETFROM:\(offset(zone.standard))")
      file.line("TZOFFSETTO:\(offset(daylight))")
      file.line(
        european
          ? "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU" : "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU")
      file.line("END:DAYLIGHT")
    } else {
      file.line("BEGIN:STANDARD")
      file.line("DTSTART:\(start)0101T000000")
      file.line("TZOFFSETFROM:\(offset(zone.standard))")
      file.line("TZOFFSETTO:\(offset(zone.standard))")
      file.line("END:STANDARD")
    }
    file.line("END:VTIMEZONE")
  }

  static func stamp(_ day: Int, _ minute: Int) -> String {
    let date = Date(timeIntervalSince1970: TimeInterval(day * 86_400 + minute * 60))
    let parts = Calendar(identifier: .gregorian).dateComponents(
      in: TimeZone(identifier: "UTC")!, from: date)
    return String(
      format: "%04d%02d%02dT%02d%02d00", parts.year!, parts.month!, parts.day!, parts.hour!,
      parts.minute!)
  }

  static func date(_ day: Int) -> String { String(stamp(day, 0).prefix(8)) }

  static let weekdayCodes = ["MO", "TU", "WE", "TH", "FR", "SA", "SU"]

  /// Monday is 0; day 0, 1970-01-01, was a Thursday.
  static func weekday(_ day: Int) -> Int { (day + 3) % 7 }

  /// The first day on or after `day` that falls on one of `codes`.
  static func firstWeekday(onOrAfter day: Int, in codes: [String]) -> Int {
    var candidate = day
    while !codes.contains(weekdayCodes[weekday(candidate)]) { candidate += 1 }
    return candidate
  }

  /// The first day on or after `day` that is the `ordinal` weekday of its month (`2TU`, `-1FR`).
  static func firstMonthlyDay(onOrAfter day: Int, ordinal: String) -> Int {
    let code = String(ordinal.suffix(2))
    let n = Int(ordinal.dropLast(2)) ?? 1
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    var month = calendar.dateComponents(
      [.year, .month], from: Date(timeIntervalSince1970: TimeInterval(day * 86_400)))
    while true {
      let first = Int(calendar.date(from: month)!.timeIntervalSince1970) / 86_400
      let length = calendar.range(of: .day, in: .month, for: calendar.date(from: month)!)!.count
      let matches = (first..<(first + length)).filter { weekdayCodes[weekday($0)] == code }
      let candidate = n > 0 ? matches[n - 1] : matches[matches.count + n]
      if candidate >= day { return candidate }
      month.month! += 1
    }
  }

  /// Writes one series (a master and its overrides) and returns how many VEVENTs it wrote.
  private func event(
    number: Int, index: Int, style: Style, tzid: String, random: inout SeededRandom,
    into file: inout CalendarText
  ) -> Int {
    let minute = random.int(7...20) * 60 + random.pick([0, 0, 15, 30, 45])
    let uid = "\(index)-\(number)-\(random.next() % 1_000_000)@glance.bench"
    let allDay = random.chance(0.12)
    let recurring = random.chance(0.3)
    // The rule is chosen first so that DTSTART can be its first instance, as calendar apps
    // write it (RFC 5545 leaves an unsynchronized DTSTART undefined).
    var rule = ""
    var step = 7
    var day = random.int(days)
    if recurring {
      switch random.int(0...9) {
      case 0...1:
        rule = "FREQ=DAILY;INTERVAL=\(random.pick([1, 1, 2]))"
        step = 1
      case 2...5:
        let weekdays = random.pick(["MO", "TU", "WE", "TH", "FR", "MO,WE,FR", "TU,TH"])
        rule = "FREQ=WEEKLY;BYDAY=\(weekdays)"
        day = Self.firstWeekday(onOrAfter: day, in: weekdays.split(separator: ",").map(String.init))
      case 6...7:
        if random.chance(0.5) {
          let ordinal = random.pick(["1MO", "2TU", "-1FR", "3WE"])
          rule = "FREQ=MONTHLY;BYDAY=\(ordinal)"
          day = Self.firstMonthlyDay(onOrAfter: day, ordinal: ordinal)
        } else {
          rule = "FREQ=MONTHLY"
        }
        step = 30
      default:
        rule = "FREQ=YEARLY"
        step = 365
      }
      switch random.int(0...2) {
      case 0: rule += ";COUNT=\(random.int(2...60))"
      case 1: rule += ";UNTIL=\(Self.stamp(day + random.int(30...700), 0))Z"
      default: break
      }
    }
    let length = random.pick([15, 30, 30, 45, 60, 60, 90, 120])
    var written = 1

    func common(_ title: String) {
      file.line("UID:\(uid)")
      file.line("DTSTAMP:\(Self.stamp(19_700 + random.int(0...1_000), random.int(0...1_439)))Z")
      if random.chance(0.5) { file.line("CREATED:\(Self.stamp(19_600, random.int(0...1_439)))Z") }
      file.line("SUMMARY:\(CalendarText.escape(title))")
    }

    file.line("BEGIN:VEVENT")
    common(shapes.map { $0.titles.title(&random).text } ?? random.pick(Self.titles))
    if allDay {
      file.line("DTSTART;VALUE=DATE:\(Self.date(day))")
      file.line("DTEND;VALUE=DATE:\(Self.date(day + random.pick([1, 1, 1, 2, 3])))")
      file.line("TRANSP:TRANSPARENT")
    } else {
      file.line("DTSTART;TZID=\(tzid):\(Self.stamp(day, minute))")
      if random.chance(0.2) {
        file.line("DURATION:PT\(length)M")
      } else {
        file.line("DTEND;TZID=\(tzid):\(Self.stamp(day, minute + length))")
      }
    }
    if random.chance(0.7) {
      if let places = shapes?.places {
        place(places.place(&random), style: style, into: &file)
      } else {
        let location = random.pick(Self.locations)
        if !location.isEmpty { file.line("LOCATION:\(CalendarText.escape(location))") }
      }
    }
    if random.chance(0.6) {
      let words = (0..<random.int(3...(random.chance(0.1) ? 300 : 30))).map { _ in
        random.pick(Self.descriptionWords)
      }
      file.line(
        "DESCRIPTION:\(CalendarText.escape(words.joined(separator: " ")))\\n\\nJoin: https://meet.example.com/\(number)"
      )
    }
    if style == .outlook {
      for attendee in 0..<random.int(0...6) {
        file.line(
          "ATTENDEE;CN=\"Person \(attendee), Team\";ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=TRUE:mailto:person\(attendee)@example.com"
        )
      }
      file.line("X-MICROSOFT-CDO-BUSYSTATUS:BUSY")
      if allDay { file.line("X-MICROSOFT-CDO-ALLDAYEVENT:TRUE") }
    }
    file.line(
      "STATUS:\(random.chance(0.04) ? "CANCELLED" : (random.chance(0.1) ? "TENTATIVE" : "CONFIRMED"))"
    )
    file.line("SEQUENCE:\(random.int(0...3))")

    var exdates: [Int] = []
    var overrides: [Int] = []
    if recurring {
      file.line("RRULE:\(rule)")
      if random.chance(0.3) {
        exdates = (0..<random.int(1...3)).map { _ in day + step * random.int(1...8) }
        for exdate in exdates {
          file.line(
            allDay
              ? "EXDATE;VALUE=DATE:\(Self.date(exdate))"
              : "EXDATE;TZID=\(tzid):\(Self.stamp(exdate, minute))")
        }
      }
      if random.chance(0.15) { overrides = [day + step * random.int(1...6)] }
    }
    if random.chance(0.3) {
      file.line("BEGIN:VALARM")
      file.line("ACTION:DISPLAY")
      file.line("DESCRIPTION:Reminder")
      file.line("TRIGGER:-PT\(random.pick([5, 10, 15, 30]))M")
      file.line("END:VALARM")
    }
    file.line("END:VEVENT")

    for original in overrides where !exdates.contains(original) {
      file.line("BEGIN:VEVENT")
      common(
        (shapes.map { $0.titles.title(&random).text } ?? random.pick(Self.titles)) + " (moved)")
      if allDay {
        file.line("RECURRENCE-ID;VALUE=DATE:\(Self.date(original))")
        file.line("DTSTART;VALUE=DATE:\(Self.date(original + 1))")
      } else {
        file.line("RECURRENCE-ID;TZID=\(tzid):\(Self.stamp(original, minute))")
        file.line("DTSTART;TZID=\(tzid):\(Self.stamp(original, minute + 60))")
        file.line("DTEND;TZID=\(tzid):\(Self.stamp(original, minute + 60 + length))")
      }
      file.line("END:VEVENT")
      written += 1
    }
    return written
  }

  /// Writes LOCATION, and for Apple the structured location Apple Calendar adds beside a venue
  /// picked from Maps.
  private func place(_ place: ExportPlace, style: Style, into file: inout CalendarText) {
    file.line("LOCATION:\(CalendarText.escape(place.text))")
    guard style == .apple, let venue = place.venue, place.kind != .room else { return }
    let address = place.text.dropFirst(venue.count).drop { ", \n".contains($0) }
      .replacingOccurrences(of: "\n", with: "\\n")
    file.line(
      "X-APPLE-STRUCTURED-LOCATION;VALUE=URI;X-ADDRESS=\"\(address)\";X-APPLE-RADIUS=70;X-TITLE=\"\(venue)\":geo:37.804363,-122.271111"
    )
  }

  private func todo(
    number: Int, index: Int, tzid: String, random: inout SeededRandom, into file: inout CalendarText
  ) {
    let day = random.int(days)
    file.line("BEGIN:VTODO")
    file.line("UID:todo-\(index)-\(number)@glance.bench")
    file.line("DTSTAMP:\(Self.stamp(19_700, 0))Z")
    let title = shapes.map { $0.titles.title(&random).text } ?? random.pick(Self.titles)
    file.line("SUMMARY:\(CalendarText.escape(title))")
    if random.chance(0.8) { file.line("DUE;TZID=\(tzid):\(Self.stamp(day, 17 * 60))") }
    file.line("PRIORITY:\(random.pick([0, 1, 5, 9]))")
    file.line("STATUS:\(random.chance(0.3) ? "COMPLETED" : "NEEDS-ACTION")")
    file.line("END:VTODO")
  }
}

/// Builds calendar text with CRLF line ends and folding at 75 octets.
struct CalendarText {
  var foldsInsideCharacters: Bool
  var bytes: [UInt8] = []

  mutating func line(_ text: String) {
    let utf8 = Array(text.utf8)
    var start = 0
    var limit = 75
    while utf8.count - start > limit {
      var cut = start + limit
      if !foldsInsideCharacters {
        // Back up to the start of a character.
        while cut > start, utf8[cut] & 0xC0 == 0x80 { cut -= 1 }
      }
      bytes += utf8[start..<cut]
      bytes += [0x0D, 0x0A, 0x20]
      start = cut
      limit = 74
    }
    bytes += utf8[start...]
    bytes += [0x0D, 0x0A]
  }

  static func escape(_ text: String) -> String {
    var out = ""
    for character in text {
      switch character {
      case "\\": out += "\\\\"
      case ";": out += "\\;"
      case ",": out += "\\,"
      case "\n": out += "\\n"
      default: out.append(character)
      }
    }
    return out
  }
}
