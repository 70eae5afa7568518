import Agenda
import ICalendar
import Testing
import WidgetTimeline

@testable import Summaries

/// How times, ranges, days, counts and states are spoken, per locale.
@Suite struct SpokenPhraseTests {
  struct TimeCase: Sendable, CustomTestStringConvertible {
    var locale: String
    var nine: String
    var nineThirty: String
    var noon: String
    var midnight: String
    var ninePM: String
    var testDescription: String { locale }
  }

  static let times = [
    TimeCase(
      locale: "en-US", nine: "9 AM", nineThirty: "9:30 AM", noon: "noon", midnight: "midnight",
      ninePM: "9 PM"),
    TimeCase(
      locale: "en-GB", nine: "9:00", nineThirty: "9:30", noon: "midday", midnight: "midnight",
      ninePM: "21:00"),
    TimeCase(
      locale: "de-DE", nine: "9 Uhr", nineThirty: "9:30 Uhr", noon: "12 Uhr",
      midnight: "Mitternacht", ninePM: "21 Uhr"),
    TimeCase(
      locale: "ja-JP", nine: "午前9時", nineThirty: "午前9時30分", noon: "正午", midnight: "午前0時",
      ninePM: "午後9時"),
    TimeCase(
      locale: "ko-KR", nine: "오전 9시", nineThirty: "오전 9시 30분", noon: "정오", midnight: "자정",
      ninePM: "오후 9시"),
  ]

  @Test(arguments: times)
  func timesOfDay(_ testCase: TimeCase) {
    let clock = SpokenTime(localizer: Localizer(catalog: .shipped, locale: testCase.locale))
    func at(_ hour: Int, _ minute: Int) -> String {
      clock.time(
        LocalDateTime(
          date: LocalDate(year: 2026, month: 6, day: 1)!, hour: hour, minute: minute, second: 0)!)
    }
    #expect(at(9, 0) == testCase.nine)
    #expect(at(9, 30) == testCase.nineThirty)
    #expect(at(12, 0) == testCase.noon)
    #expect(at(0, 0) == testCase.midnight)
    #expect(at(21, 0) == testCase.ninePM)
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
        "from 9 to 10:30 AM", "from 9:00 to 10:30", "von 9 bis 10:30 Uhr", "午前9時から10時30分まで",
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
      name: "into tomorrow", item: Fixture.event("X", "2026-06-01T23:00", "2026-06-02T01:00"),
      at: "2026-06-01T08:00",
      expected: [
        "from 11 PM to 1 AM tomorrow", "from 23:00 to 1:00 tomorrow", "von 23 Uhr bis morgen 1 Uhr",
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
      expected: ["all day", "all day", "ganztägig", "終日", "종일"]),
    PhraseCase(
      name: "several days", item: Fixture.allDay("X", "2026-06-01", days: 3),
      at: "2026-06-01T08:00",
      expected: [
        "all day, until Wednesday, June 3", "all day, until Wednesday 3 June",
        "ganztägig, bis Mittwoch, 3. Juni",
        "6月3日 水曜日まで終日", "6월 3일 수요일까지 종일",
      ]),
    PhraseCase(
      name: "reminder due later today", item: Fixture.reminder("X", due: "2026-06-01T17:00"),
      at: "2026-06-01T08:00",
      expected: ["due at 5 PM", "due at 17:00", "fällig um 17 Uhr", "午後5時まで", "오후 5시까지"]),
    PhraseCase(
      name: "reminder due today, no time", item: Fixture.reminder("X", due: "2026-06-01"),
      at: "2026-06-01T08:00",
      expected: ["due today", "due today", "heute fällig", "今日まで", "오늘까지"]),
    PhraseCase(
      name: "overdue since this morning", item: Fixture.reminder("X", due: "2026-06-01T07:30"),
      at: "2026-06-01T08:00",
      expected: [
        "overdue since 7:30 AM", "overdue since 7:30", "überfällig seit 7:30 Uhr", "午前7時30分から期限切れ",
        "오전 7시 30분부터 기한 지남",
      ]),
    PhraseCase(
      name: "overdue since yesterday", item: Fixture.reminder("X", due: "2026-05-31T17:00"),
      at: "2026-06-01T08:00",
      expected: [
        "overdue since 5 PM yesterday", "overdue since 17:00 yesterday",
        "überfällig seit gestern 17 Uhr",
        "昨日午後5時から期限切れ", "어제 오후 5시부터 기한 지남",
      ]),
  ]

  @Test(arguments: phrases)
  func rangesAndDueTimes(_ testCase: PhraseCase) {
    let entry = Fixture.entry([testCase.item], at: testCase.at)
    for (locale, expected) in zip(Fixture.locales, testCase.expected) {
      let composer = Fixture.composer(locale)
      #expect(composer.timePhrase(entry.rows[0], entry: entry) == expected, "\(locale)")
    }
  }

  @Test func daysAsWordsNeverNumbers() {
    let expected = [
      ("en-US", "Today, Monday, June 1", "Tomorrow, Tuesday, June 2", "Thursday, June 4"),
      ("en-GB", "Today, Monday 1 June", "Tomorrow, Tuesday 2 June", "Thursday 4 June"),
      ("de-DE", "Heute, Montag, 1. Juni", "Morgen, Dienstag, 2. Juni", "Donnerstag, 4. Juni"),
      ("ja-JP", "今日、6月1日 月曜日", "明日、6月2日 火曜日", "6月4日 木曜日"),
      ("ko-KR", "오늘, 6월 1일 월요일", "내일, 6월 2일 화요일", "6월 4일 목요일"),
    ]
    let today = LocalDate(year: 2026, month: 6, day: 1)!
    for (locale, todayText, tomorrowText, laterText) in expected {
      let clock = SpokenTime(localizer: Localizer(catalog: .shipped, locale: locale))
      #expect(clock.heading(today, relativeTo: today, withDate: true) == todayText)
      #expect(
        clock.heading(today.adding(days: 1), relativeTo: today, withDate: true) == tomorrowText)
      #expect(clock.heading(today.adding(days: 3), relativeTo: today, withDate: true) == laterText)
    }
  }

  @Test func countsAgreeInNumber() {
    let one = Fixture.summary(
      [Fixture.event("Standup", "2026-06-01T09:00", "2026-06-01T09:15")], family: .medium)
    #expect(one.text.hasPrefix("Today, Monday, June 1. 1 event. Standup, from 9 to 9:15 AM"))
    let two = Fixture.summary(
      [
        Fixture.event("A", "2026-06-01T09:00", "2026-06-01T09:15"),
        Fixture.reminder("B", due: "2026-06-01T10:00"),
      ],
      locale: "de-DE", family: .medium)
    #expect(two.text.hasPrefix("Heute, Montag, 1. Juni. 1 Termin und 1 Erinnerung."))
    let korean = Fixture.summary(
      [
        Fixture.event("A", "2026-06-01T09:00", "2026-06-01T09:15"),
        Fixture.event("B", "2026-06-01T10:00", "2026-06-01T11:00"),
      ],
      locale: "ko-KR", family: .medium)
    #expect(korean.text.hasPrefix("오늘, 6월 1일 월요일. 일정 2개."))
  }

  @Test func statesAreSaidInWords() {
    let summary = Fixture.summary([
      Fixture.event("Dentist", "2026-06-01T09:00", "2026-06-01T10:00", favorite: true),
      Fixture.event("Maybe lunch", "2026-06-01T12:00", "2026-06-01T13:00", tentative: true),
      Fixture.reminder("Pay rent", due: "2026-05-30", priority: .high),
    ])
    #expect(summary.text.contains("Dentist, from 9 to 10 AM, favorite"))
    #expect(summary.text.contains("Maybe lunch, from noon to 1 PM, tentative"))
    #expect(summary.text.contains("Pay rent, overdue since Saturday, May 30, high priority"))
  }

  @Test func emojiAreRemovedAndEmojiOnlyTitlesKeepAName() {
    let summary = Fixture.summary([
      Fixture.allDay("🎂 Mom's birthday", "2026-06-01"),
      Fixture.event("🎉🎉🎉", "2026-06-01T18:00", "2026-06-01T22:00"),
    ])
    #expect(summary.text.contains("Mom's birthday, all day"))
    #expect(summary.text.contains("Party popper, from 6 to 10 PM"))
    #expect(!summary.text.contains("🎂") && !summary.text.contains("🎉"))
    let german = Fixture.summary(
      [Fixture.event("🎉🎉🎉", "2026-06-01T18:00", "2026-06-01T22:00")], locale: "de-DE")
    #expect(german.text.contains("Konfettibombe, von 18 bis 22 Uhr"))
  }

  @Test func titlesLoseSeparatorsAndMailPrefixes() {
    let titles = SpokenTitle(localizer: Localizer(catalog: .shipped, locale: "en-US"))
    #expect(titles.speak("Re: FW: Budget review / Q3") == "Budget review, Q3")
    #expect(titles.speak("Flight BA117 London → New York") == "Flight BA117 London to New York")
    #expect(titles.speak("Dinner w/ Marcus 🍝") == "Dinner with Marcus")
    #expect(titles.speak("Client sync – Northwind") == "Client sync, Northwind")
    #expect(titles.speak("Workshop 15-18") == "Workshop 15 to 18")
    #expect(titles.speak("Check-in with Min-jun.") == "Check-in with Min-jun")
    #expect(titles.speak("🇰🇷 Trip") == "Trip")
    #expect(titles.speak("👍🏽") == "Thumbs up")
  }

  @Test func whatIsNotShownIsSaid() {
    let items = (0..<8).map {
      Fixture.event("Meeting \($0)", "2026-06-01T1\($0):00", "2026-06-01T1\($0):30")
    }
    let medium = Fixture.summary(items, family: .medium)
    #expect(medium.text.hasSuffix(", and 5 more"))
    #expect(medium.moreCount == 5)
    let small = Fixture.summary(items, family: .small)
    #expect(small.text == "Next: Meeting 0, from 10 to 10:30 AM, and 7 more")
  }

  @Test func emptyStatesAreSentences() {
    #expect(
      Fixture.summary([Fixture.allDay("Offsite", "2026-06-02")], family: .small).text
        == "No more events today. Tomorrow: Offsite, all day")
    #expect(
      Fixture.summary([], family: .medium).text
        == "Today, Monday, June 1. Nothing planned for the next 7 days")
    #expect(Fixture.summary([], family: .accessoryInline).text == "No upcoming events")
    #expect(Fixture.summary([], locale: "ja-JP", family: .small).text == "この先7日間の予定はありません")
  }

  @Test func accessoryFamiliesSpeakOneClause() {
    let items = [
      Fixture.event("Standup", "2026-06-01T07:45", "2026-06-01T08:15"),
      Fixture.event("Review", "2026-06-01T10:00", "2026-06-01T11:00"),
    ]
    #expect(
      Fixture.summary(items, family: .accessoryRectangular).text
        == "Now: Standup, until 8:15 AM, and 1 more")
    #expect(Fixture.summary(items, family: .accessoryInline).text == "Now: Standup, until 8:15 AM")
  }

  @Test func aLocationTheTitleNamesIsNotRepeated() {
    let dinner = Fixture.event(
      "Dinner – at Mom's 🍲", "2026-06-01T19:00", "2026-06-01T21:00", location: "at mom's")
    let review = Fixture.event(
      "Review", "2026-06-01T10:00", "2026-06-01T11:00", location: "Room 4")
    let text = Fixture.summary([review, dinner], family: .large).text
    #expect(text.contains("Review, from 10 to 11 AM, at Room 4."))
    #expect(text.hasSuffix("Dinner, at Mom's, from 7 to 9 PM"))
  }

  @Test func longSummariesDropDetailThenFoldItems() {
    let items = (0..<6).map {
      Fixture.event(
        "Quarterly planning session \($0)", "2026-06-01T1\($0):00", "2026-06-01T1\($0):30",
        location: "Conference room on the fourth floor, building \($0)")
    }
    let large = Fixture.summary(items, family: .large)
    #expect(large.text.count <= large.softLimit)
    #expect(!large.text.contains("Conference room"))
    let longTitles = (0..<6).map {
      Fixture.event(
        "Quarterly planning session with the regional sales leadership team, part \($0)",
        "2026-06-01T1\($0):00", "2026-06-01T1\($0):30")
    }
    let medium = Fixture.summary(longTitles, family: .medium)
    #expect(medium.text.count <= medium.softLimit)
    #expect(medium.spokenRows < 3)
    #expect(medium.moreCount == 6 - medium.spokenRows)
    #expect(medium.text.hasSuffix("and \(medium.moreCount) more"))
  }
}

/// The plain-title shortcut of `SpokenTitle` never changes what is heard.
@Suite struct SpokenTitleShortcutTests {
  @Test func plainTitlesAreThoseTheRulesLeaveAlone() {
    let titles = SpokenTitle(localizer: Localizer(catalog: .shipped, locale: "en-US"))
    let alphabet = Array("ab Z9 ,.-/|:;()[]>w'&!?") + ["–", "é", "🎉"]
    var state: UInt64 = 0x1234_5678
    var plain = 0
    for _ in 0..<20_000 {
      var text = ""
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      let length = Int(state >> 60) + 1
      for position in 0..<length {
        let index = Int((state >> UInt64(position * 4 % 56)) & 0xFF) % alphabet.count
        text.append(alphabet[index])
      }
      for short in [false, true] where SpokenTitle.isPlain(text, short: short) {
        plain += 1
        #expect(titles.speakByRules(text, short: short) == text, "'\(text)' short: \(short)")
      }
    }
    #expect(plain > 1_000, "the sample should hold many plain titles")
    #expect(SpokenTitle.isPlain("Design review", short: false))
    #expect(!SpokenTitle.isPlain("Re: Design review", short: false))
    #expect(!SpokenTitle.isPlain("Standup (daily)", short: true))
    #expect(SpokenTitle.isPlain("Standup (daily)", short: false))
  }
}
