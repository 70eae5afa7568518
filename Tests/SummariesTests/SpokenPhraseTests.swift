import Agenda
import ICalendar
import SeededRandom
import Testing
import WidgetTimeline

@testable import Summaries

/// How times, ranges, days and due times are spoken, per locale.
@Suite struct SpokenPhraseTests {
  struct TimeCase: Sendable, CustomTestStringConvertible {
    var locale: String
    var nine: String
    var nineThirty: String
    var noon: String
    /// Midnight as a start or due time, and as an end.
    var midnight: String
    var untilMidnight: String
    var ninePM: String
    var afterMidnight: String
    var afterNoon: String
    var testDescription: String { locale }
  }

  static let times = [
    TimeCase(
      locale: "en-US", nine: "9 AM", nineThirty: "9:30 AM", noon: "noon", midnight: "12 AM",
      untilMidnight: "midnight", ninePM: "9 PM", afterMidnight: "12:30 AM", afterNoon: "12:30 PM"),
    TimeCase(
      locale: "en-GB", nine: "09:00", nineThirty: "09:30", noon: "midday", midnight: "00:00",
      untilMidnight: "midnight", ninePM: "21:00", afterMidnight: "00:30", afterNoon: "12:30"),
    TimeCase(
      locale: "de-DE", nine: "9 Uhr", nineThirty: "9:30 Uhr", noon: "12 Uhr",
      midnight: "0 Uhr", untilMidnight: "Mitternacht", ninePM: "21 Uhr", afterMidnight: "0:30 Uhr",
      afterNoon: "12:30 Uhr"),
    TimeCase(
      locale: "ja-JP", nine: "午前9時", nineThirty: "午前9時30分", noon: "正午", midnight: "午前0時",
      untilMidnight: "午前0時", ninePM: "午後9時", afterMidnight: "午前0時30分", afterNoon: "午後0時30分"),
    TimeCase(
      locale: "ko-KR", nine: "오전 9시", nineThirty: "오전 9시 30분", noon: "정오", midnight: "오전 0시",
      untilMidnight: "자정", ninePM: "오후 9시", afterMidnight: "오전 0시 30분", afterNoon: "오후 12시 30분"),
  ]

  /// British times have one form, the hour padded as the clock shows it: never "from 00:30
  /// to 2:30".
  @Test func britishTimesHaveOneForm() {
    let clock = Fixture.clock("en-GB")
    for hour in 0..<24 {
      for minute in [0, 5, 30] {
        let time = clock.time(
          LocalDateTime(
            date: LocalDate(year: 2026, month: 6, day: 1)!, hour: hour, minute: minute,
            second: 0)!)
        let numeric = time.range(of: #"^[0-9]{2}:[0-9]{2}$"#, options: .regularExpression)
        #expect(numeric != nil || !time.contains(where: \.isNumber), "\(hour):\(minute) '\(time)'")
      }
    }
  }

  @Test(arguments: times)
  func timesOfDay(_ testCase: TimeCase) {
    let clock = Fixture.clock(testCase.locale)
    func at(_ hour: Int, _ minute: Int) -> String {
      clock.time(
        LocalDateTime(
          date: LocalDate(year: 2026, month: 6, day: 1)!, hour: hour, minute: minute, second: 0)!)
    }
    #expect(at(9, 0) == testCase.nine)
    #expect(at(9, 30) == testCase.nineThirty)
    #expect(at(12, 0) == testCase.noon)
    #expect(at(0, 0) == testCase.midnight)
    #expect(
      clock.time(LocalDateTime(date: LocalDate(year: 2026, month: 6, day: 2)!), asEnd: true)
        == testCase.untilMidnight)
    #expect(at(21, 0) == testCase.ninePM)
    #expect(at(0, 30) == testCase.afterMidnight)
    #expect(at(12, 30) == testCase.afterNoon)
  }

  struct PhraseCase: Sendable, CustomTestStringConvertible {
    var name: String
    var item: AgendaItem
    var at: String
    /// en-US, en-GB, de-DE, ja-JP, ko-KR
    var expected: [String]
    var testDescription: String { name }
  }

  static let phrases: [PhraseCase] = [
    PhraseCase(
      name: "same day, period shared",
      item: Fixture.event("X", "2026-06-01T09:00", "2026-06-01T10:30"),
      at: "2026-06-01T08:00",
      expected: [
        "from 9 to 10:30 AM", "from 09:00 to 10:30", "von 9 bis 10:30 Uhr", "午前9時から10時30分まで",
        "오전 9시부터 10시 30분까지",
      ]),
    PhraseCase(
      name: "same day, morning to afternoon",
      item: Fixture.event("X", "2026-06-01T11:00", "2026-06-01T13:00"),
      at: "2026-06-01T08:00",
      expected: [
        "from 11 AM to 1 PM", "from 11:00 to 13:00", "von 11 bis 13 Uhr", "午前11時から午後1時まで",
        "오전 11시부터 오후 1시까지",
      ]),
    PhraseCase(
      name: "a start after midnight keeps its period on a 12-hour clock",
      item: Fixture.event("X", "2026-06-02T00:30", "2026-06-02T07:35"),
      at: "2026-06-01T08:00",
      expected: [
        "from 12:30 AM to 7:35 AM", "from 00:30 to 07:35", "von 0:30 bis 7:35 Uhr",
        "午前0時30分から7時35分まで", "오전 0시 30분부터 7시 35분까지",
      ]),
    PhraseCase(
      name: "into tomorrow", item: Fixture.event("X", "2026-06-01T23:00", "2026-06-02T01:00"),
      at: "2026-06-01T08:00",
      expected: [
        "from 11 PM to 1 AM tomorrow", "from 23:00 to 01:00 tomorrow",
        "von 23 Uhr bis morgen um 1 Uhr",
        "午後11時から明日午前1時まで", "오후 11시부터 내일 오전 1시까지",
      ]),
    PhraseCase(
      name: "no length", item: Fixture.event("X", "2026-06-01T21:00"), at: "2026-06-01T08:00",
      expected: ["at 9 PM", "at 21:00", "um 21 Uhr", "午後9時", "오후 9시"]),
    PhraseCase(
      name: "in progress", item: Fixture.event("X", "2026-06-01T07:00", "2026-06-01T11:00"),
      at: "2026-06-01T08:00",
      expected: ["until 11 AM", "until 11:00", "bis 11 Uhr", "午前11時まで", "오전 11시까지"]),
    PhraseCase(
      name: "all day", item: Fixture.allDay("X", "2026-06-01"), at: "2026-06-01T08:00",
      expected: ["all day", "all day", "ganztägig", "終日", "하루 종일"]),
    PhraseCase(
      name: "several days", item: Fixture.allDay("X", "2026-06-01", days: 3),
      at: "2026-06-01T08:00",
      expected: [
        "all day through Wednesday", "all day, through to Wednesday", "ganztägig, bis Mittwoch",
        "水曜日まで終日", "수요일까지 계속",
      ]),
    PhraseCase(
      name: "reminder due later today", item: Fixture.reminder("X", due: "2026-06-01T17:00"),
      at: "2026-06-01T08:00",
      expected: ["due at 5 PM", "due at 17:00", "fällig um 17 Uhr", "期限は午後5時", "오후 5시 마감"]),
    PhraseCase(
      name: "reminder due now", item: Fixture.reminder("X", due: "2026-06-01T08:00"),
      at: "2026-06-01T08:00",
      expected: ["due now", "due now", "jetzt fällig", "今が期限", "지금 마감"]),
    PhraseCase(
      name: "overdue since midnight", item: Fixture.reminder("X", due: "2026-06-01T00:00"),
      at: "2026-06-01T08:00",
      expected: [
        "overdue since midnight", "overdue since midnight", "überfällig seit 0 Uhr",
        "午前0時の期限を過ぎています", "오전 0시 마감 지남",
      ]),
    PhraseCase(
      name: "from midnight", item: Fixture.event("X", "2026-06-02T00:00", "2026-06-02T02:00"),
      at: "2026-06-01T20:00",
      expected: [
        "from midnight to 2 AM", "from midnight to 02:00", "von 0 bis 2 Uhr",
        "午前0時から午前2時まで", "오전 0시부터 오전 2시까지",
      ]),
    PhraseCase(
      name: "reminder due today, no time", item: Fixture.reminder("X", due: "2026-06-01"),
      at: "2026-06-01T08:00",
      expected: ["due today", "due today", "heute fällig", "期限は今日", "오늘 마감"]),
    PhraseCase(
      name: "overdue since this morning", item: Fixture.reminder("X", due: "2026-06-01T07:30"),
      at: "2026-06-01T08:00",
      expected: [
        "overdue since 7:30 AM", "overdue since 07:30", "überfällig seit 7:30 Uhr",
        "午前7時30分の期限を過ぎています",
        "오전 7시 30분 마감 지남",
      ]),
    PhraseCase(
      name: "overdue since yesterday", item: Fixture.reminder("X", due: "2026-05-31T17:00"),
      at: "2026-06-01T08:00",
      expected: [
        "overdue since yesterday at 5 PM", "overdue since 17:00 yesterday",
        "überfällig seit gestern 17 Uhr",
        "昨日午後5時の期限を過ぎています", "어제 오후 5시 마감 지남",
      ]),
    PhraseCase(
      name: "overdue since yesterday, no time", item: Fixture.reminder("X", due: "2026-05-31"),
      at: "2026-06-01T08:00",
      expected: [
        "overdue since yesterday", "overdue since yesterday", "überfällig seit gestern",
        "昨日の期限を過ぎています",
        "어제 마감 지남",
      ]),
    PhraseCase(
      // Saturday before a Monday is last week's: Japanese and Korean name the week.
      name: "overdue since a day of the past week",
      item: Fixture.reminder("X", due: "2026-05-30"), at: "2026-06-01T08:00",
      expected: [
        "overdue since Saturday", "overdue since Saturday", "überfällig seit Samstag",
        "先週土曜日の期限を過ぎています",
        "지난주 토요일 마감 지남",
      ]),
    PhraseCase(
      name: "overdue for weeks", item: Fixture.reminder("X", due: "2026-04-17"),
      at: "2026-06-01T08:00",
      expected: [
        "overdue since April 17", "overdue since 17 April", "überfällig seit dem 17. April",
        "4月17日の期限を過ぎています", "4월 17일 마감 지남",
      ]),
    PhraseCase(
      name: "due on a later day, standalone",
      item: Fixture.reminder("X", due: "2026-06-03T17:00"), at: "2026-06-01T08:00",
      expected: [
        "due Wednesday at 5 PM", "due on Wednesday at 17:00", "am Mittwoch um 17 Uhr fällig",
        "期限は水曜日午後5時", "수요일 오후 5시 마감",
      ]),
    PhraseCase(
      name: "noon to afternoon", item: Fixture.event("X", "2026-06-01T12:00", "2026-06-01T14:00"),
      at: "2026-06-01T08:00",
      expected: [
        "from noon to 2 PM", "from midday to 14:00", "von 12 bis 14 Uhr", "正午から午後2時まで",
        "정오부터 오후 2시까지",
      ]),
  ]

  @Test(arguments: phrases)
  func rangesAndDueTimes(_ testCase: PhraseCase) {
    let entry = Fixture.entry([testCase.item], at: testCase.at)
    for (locale, expected) in zip(Fixture.locales, testCase.expected) {
      let composer = Fixture.composer(locale)
      let row = entry.rows[0]
      let phrase =
        row.item.kind == .event
        ? composer.eventTime(row, entry: entry)
        : composer.reminderTime(row, entry: entry, standalone: true)
      #expect(phrase?.text == expected, "\(locale)")
    }
  }

  @Test func daysAsWordsNeverNumbers() {
    let expected = [
      ("en-US", "Today, Monday, June 1", "Tomorrow, Tuesday, June 2", "Thursday, June 4"),
      ("en-GB", "Today, Monday 1 June", "Tomorrow, Tuesday 2 June", "Thursday 4 June"),
      ("de-DE", "Heute, Montag, 1. Juni", "Morgen, Dienstag, 2. Juni", "Donnerstag, 4. Juni"),
      ("ja-JP", "今日は6月1日 月曜日", "明日は6月2日 火曜日", "6月4日 木曜日"),
      ("ko-KR", "오늘, 6월 1일 월요일", "내일, 6월 2일 화요일", "6월 4일 목요일"),
    ]
    let today = LocalDate(year: 2026, month: 6, day: 1)!
    for (locale, todayText, tomorrowText, laterText) in expected {
      let clock = Fixture.clock(locale)
      #expect(clock.heading(today, relativeTo: today, withDate: true) == todayText)
      #expect(
        clock.heading(today.adding(days: 1), relativeTo: today, withDate: true) == tomorrowText)
      #expect(clock.heading(today.adding(days: 3), relativeTo: today, withDate: true) == laterText)
    }
  }
}

/// Titles and places made for the ear.
@Suite struct SpokenTitleAndPlaceTests {
  static let titles = SpokenTitle(localizer: Localizer(catalog: .shipped, locale: "en-US"))

  @Test(arguments: [
    ("Re: FW: Budget review | Q3", "Budget review, Q3"),
    ("Flight BA117 London → New York", "Flight BA117 London to New York"),
    ("Dinner w/ Marcus 🍝", "Dinner with Marcus"),
    ("Client sync – Northwind", "Client sync, Northwind"),
    ("Workshop 15-18", "Workshop 15 to 18"),
    ("Check-in with Min-jun.", "Check-in with Min-jun"),
    ("🇰🇷 Trip", "Trip"),
    ("👍🏽", "Thumbs up"),
    // A slash between names joins them: one meeting, not two things.
    (
      "Northwind/Contoso joint steering committee", "Northwind and Contoso joint steering committee"
    ),
    ("Design / Build review", "Design and Build review"),
    // Asides go; a short qualifier that says which one stays.
    (
      "Re: FW: Updated invite — Northwind / Contoso joint steering committee (rescheduled from last week; please confirm attendance)",
      "Northwind and Contoso joint steering committee"
    ),
    ("Müllabfuhr (Biotonne)", "Müllabfuhr (Biotonne)"),
    ("Workshop (Northwind Traders, on site)", "Workshop"),
    // The listener is not asked a question or shouted at.
    ("Lunch w/ Sam?", "Lunch with Sam?"),
    ("Buy birthday gift for Mom!!", "Buy birthday gift for Mom"),
    ("Invitation: Team dinner", "Team dinner"),
    ("Invitations to print", "Invitations to print"),
  ])
  func titles(_ written: String, _ heard: String) {
    #expect(Self.titles.speak(written) == heard)
  }

  @Test func aTitleInAnotherScriptIsJoinedAsItIsRead() {
    let korean = SpokenTitle(localizer: Localizer(catalog: .shipped, locale: "ko-KR"))
    #expect(korean.speak("Lunch w/ Sam?") == "Lunch with Sam?")
    #expect(korean.speak("Northwind/Contoso sync") == "Northwind and Contoso sync")
    #expect(korean.speak("Flight London → Paris") == "Flight London to Paris")
    // A route between codes takes the sentence's own words: codes are no English words.
    #expect(korean.speak("Flight LHR → JFK") == "Flight LHR발 JFK행")
    #expect(korean.speak("Code review | backend") == "Code review, backend")
    #expect(korean.speak("저녁 – 부모님 댁") == "저녁 부모님 댁")
    // An arrow is the language's from–to around the words it joins, never a lone "에서".
    #expect(korean.speak("서울 → 부산") == "서울에서 부산까지")
    #expect(korean.speak("영업/개발 회의") == "영업 및 개발 회의")
    // A title in a third script takes the sentence's "and" for a slash (a pause was heard
    // as two items), and only pauses otherwise; a dash or bar is what it is in a Latin
    // title, in Japanese a space (a comma before the sentence's 、 made two items).
    let japanese = SpokenTitle(localizer: Localizer(catalog: .shipped, locale: "ja-JP"))
    #expect(japanese.speak("요가 / 필라테스") == "요가と필라테스")
    #expect(japanese.speak("요가 | 필라테스") == "요가 필라테스")
    #expect(japanese.speak("Yoga / Pilates") == "Yoga and Pilates")
    let german = SpokenTitle(localizer: Localizer(catalog: .shipped, locale: "de-DE"))
    #expect(german.speak("요가 / 필라테스") == "요가 und 필라테스")
    #expect(german.speak("営業/開発") == "営業 und 開発")
  }

  @Test func titlesAreJoinedInEachLanguage() {
    let japanese = SpokenTitle(localizer: Localizer(catalog: .shipped, locale: "ja-JP"))
    #expect(japanese.speak("営業/開発 定例") == "営業と開発 定例")
    let german = SpokenTitle(localizer: Localizer(catalog: .shipped, locale: "de-DE"))
    #expect(german.speak("Kita/Schule Elternabend!") == "Kita und Schule Elternabend")
  }

  static func place(_ location: String, _ locale: String = "en-US") -> String? {
    let composer = Fixture.composer(locale)
    return SpokenPlace(
      location, partSeparator: composer.placePartSeparator(for: location),
      lexicons: composer.lexicons, spokenText: { composer.titles.speakPlace($0) }
    )?.phrase(composer.localizer)
  }

  @Test(arguments: [
    ("https://meet.example.com/abc-defg-hij", "online"),
    ("https://us02web.zoom.us/j/8123456789?pwd=abc", "on Zoom"),
    ("Join: https://teams.microsoft.com/l/meetup-join/19%3a", "on Teams"),
    ("Microsoft Teams Meeting", "on Teams"),
    ("Microsoft Teams-Besprechung", "on Teams"),
    ("Zoom", "on Zoom"),
    ("meet.google.com/abc-defg-hij", "on Google Meet"),
    ("Room 4", "in Room 4"),
    ("Boardroom", "in the Boardroom"),
    ("Building 2, Floor 3; Desk 14", "in Desk 14, Building 2, Floor 3"),
    ("Grainger Library, group room 3", "in Grainger Library, group room 3"),
    ("Carbone, 181 Thompson St", "at Carbone"),
    ("181 Thompson St, New York, NY 10012, USA", "at 181 Thompson St"),
    (
      "Jahrhunderthalle Frankfurt\nPfaffenwiese 301\n65929 Frankfurt am Main\nGermany",
      "at Jahrhunderthalle Frankfurt"
    ),
    ("Room 114, Westview Middle School, 4200 Oak Ave", "in Room 114, Westview Middle School"),
    ("+1 323-555-0199", nil),
    ("Tel. (312) 555-0147", nil),
    ("52.520008,13.404954", nil),
    ("geo:35.6595,139.7005", nil),
    (
      "Microsoft Teams Meeting; +1 323-555-0199,,123456789# United States; Phone Conference ID: 123 456 789#",
      "on Teams"
    ),
    ("Siebel Center 1404", "in Siebel Center 1404"),
    ("London Heathrow (LHR)", "at London Heathrow"),
    ("Room 4 / https://zoom.us/j/1", "in Room 4"),
  ])
  func placesInEnglish(_ location: String, _ heard: String?) {
    #expect(Self.place(location) == heard)
  }

  @Test func placesInEachLanguage() {
    // A venue before its postal address is said alone; an address alone by its street line.
    #expect(Self.place("Oma & Opa, Gartenstraße 7", "de-DE") == "Oma & Opa")
    #expect(Self.place("Gartenstraße 7, 10435 Berlin, Deutschland", "de-DE") == "Gartenstraße 7")
    #expect(Self.place("https://zoom.us/j/1", "de-DE") == "per Zoom")
    #expect(Self.place("東京都渋谷区", "ja-JP") == "東京都渋谷区で")
    #expect(Self.place("요가원 강남점", "ko-KR") == "요가원 강남점에서")
    // A particle binds the whole address, not its last part.
    #expect(Self.place("요가원, 강남점", "ko-KR") == "요가원 강남점에서")
    #expect(Self.place("Building 2, Floor 3", "ko-KR") == "Building 2, Floor 3에서")
    // Digits in a place stay as written: never a range, a time or a list of numbers.
    #expect(Self.place("02-3144-5678", "ko-KR") == nil)
    #expect(Self.place("電話 03-5555-0456", "ja-JP") == nil)
    // In Japanese only a Japanese address is one phrase; a Latin one keeps its comma, not an
    // ideographic space inside Latin text.
    #expect(Self.place("東京都渋谷区, 本社ビル 3階", "ja-JP") == "東京都渋谷区\u{3000}本社ビル 3階で")
    #expect(Self.place("Building 2, Floor 3", "ja-JP") == "Building 2, Floor 3で")
    // Korean says how one takes part: 온라인으로, not a bare 온라인.
    #expect(Self.place("https://meet.example.com/x", "ko-KR") == "온라인으로")
    #expect(Self.place("   ") == nil)
  }
}

/// The plain-title shortcut of `SpokenTitle` never changes what is heard.
@Suite struct SpokenTitleShortcutTests {
  @Test func plainTitlesAreThoseTheRulesLeaveAlone() {
    let titles = SpokenTitle(localizer: Localizer(catalog: .shipped, locale: "en-US"))
    let alphabet =
      Array("ab Z9 ,.-/|:;()[]>w'&!?") + ["–", "é", "🎉"]
      + Array("üßÉ×÷日本ミー・。、치과？！（）\u{3000}\u{301}\u{FE0F}·→")
    var random = SeededRandom(seed: 0x1234_5678)
    var plain = 0
    var plainPastASCII = 0
    for _ in 0..<20_000 {
      var text = ""
      let state = random.next()
      let length = Int(state >> 60) + 1
      for position in 0..<length {
        let index = Int((state >> UInt64(position * 4 % 56)) & 0xFF) % alphabet.count
        text.append(alphabet[index])
      }
      if SpokenTitle.isPlain(text) {
        plain += 1
        if text.utf8.contains(where: { $0 >= 0x80 }) { plainPastASCII += 1 }
        #expect(titles.speakByRules(text).utf8.elementsEqual(text.utf8), "'\(text)'")
      }
    }
    #expect(plain > 500, "the sample should hold many plain titles")
    #expect(plainPastASCII > 100, "and many with letters past ASCII")
    #expect(SpokenTitle.isPlain("Design review"))
    #expect(!SpokenTitle.isPlain("Re: Design review"))
    #expect(!SpokenTitle.isPlain("Standup (daily)"))
    #expect(!SpokenTitle.isPlain("Lunch?"))
    #expect(SpokenTitle.isPlain("Mittagessen mit Jürgen"))
    #expect(SpokenTitle.isPlain("定例ミーティング") && SpokenTitle.isPlain("치과 예약"))
    #expect(!SpokenTitle.isPlain("Cafe\u{301}") && !SpokenTitle.isPlain("会議・資料"))
    #expect(!SpokenTitle.isPlain("Flight to Berlin ✈️") && !SpokenTitle.isPlain("会議。"))
  }
}
