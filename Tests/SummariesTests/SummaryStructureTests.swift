import Agenda
import ICalendar
import Testing
import WidgetTimeline

@testable import Summaries

/// How a summary is built: what comes first, what is counted and how, which actions it offers.
@Suite struct SummaryStructureTests {
  static let standup = Fixture.event("Standup", "2026-06-01T07:45", "2026-06-01T08:15")
  static let review = Fixture.event(
    "Design review", "2026-06-01T10:00", "2026-06-01T11:00", location: "Room 4")

  @Test func nowComesFirstInEveryFamily() {
    let items = [Self.standup, Self.review, Fixture.reminder("Pay rent", due: "2026-05-30")]
    for family in WidgetFamily.allCases {
      let text = Fixture.summary(items, family: family).text
      #expect(text.hasPrefix("Now: Standup, until 8:15 AM"), "\(family): \(text)")
    }
    #expect(
      Fixture.summary(items, family: .medium).text
        == "Now: Standup, until 8:15 AM. Today: Design review, from 10 to 11 AM, in Room 4. Pay rent, overdue since Saturday"
    )
    // A reminder overdue since an earlier day follows today's items, never "Heute:"; today's
    // date is said only by a heading that opens the summary.
    let german = Fixture.summary(items, locale: "de-DE", family: .medium).text
    #expect(german.hasPrefix("Jetzt: Standup, bis 8:15 Uhr. Heute: Design review"))
    #expect(german.hasSuffix(". Pay rent, überfällig seit Samstag"))
  }

  @Test func theSmallWidgetSaysItsMostUrgentRowFirstAndBothWhenTheyFit() {
    let items = [
      Fixture.allDay("Birthday", "2026-06-01"),
      Fixture.reminder("Call insurance", due: "2026-05-31"),
      Fixture.event("Dentist", "2026-06-01T14:00", "2026-06-01T15:00"),
    ]
    let small = Fixture.summary(items, family: .small)
    #expect(
      small.text
        == "Call insurance, overdue since yesterday. Next: Dentist, from 2 to 3 PM. Plus 1 more today"
    )
    #expect(small.spokenRows == 2)
  }

  @Test func everyCountSaysWhatItCounts() {
    let today = (0..<4).map {
      Fixture.event("Meeting \($0)", "2026-06-01T1\($0):00", "2026-06-01T1\($0):30")
    }
    let later = (2...6).map { day in
      Fixture.event("Workshop \(day)", "2026-06-0\(day)T09:00", "2026-06-0\(day)T10:00")
    }
    #expect(
      Fixture.summary(today, family: .small).text.hasSuffix(". Plus 2 more today"))
    #expect(
      Fixture.summary(today + later, family: .medium).text.hasSuffix(
        ". Plus 1 more today and 5 later this week"))
    let tomorrow = [
      Fixture.event("Dentist", "2026-06-02T09:00", "2026-06-02T10:00"),
      Fixture.event("Lunch", "2026-06-02T12:00", "2026-06-02T13:00"),
    ]
    #expect(
      Fixture.summary(tomorrow, family: .accessoryRectangular).text.hasSuffix(
        ". Plus 1 more tomorrow"))
    let german = Fixture.summary(today + later, locale: "de-DE", family: .medium).text
    #expect(
      german.hasSuffix(
        ". Heute noch ein weiterer Eintrag und ab morgen bis Sonntag 5 weitere"),
      "\(german)"
    )
    // Korean names the week's last day: "this week" alone is heard as including today, and
    // its week, as said, runs from Monday to Sunday.
    let korean = Fixture.summary(today + later.prefix(4), locale: "ko-KR", family: .large).text
    #expect(korean.hasSuffix(". 그 밖에 오늘 1개, 내일부터 일요일까지 4개"), "\(korean)")
  }

  @Test func aLongTailIsCapped() {
    let many = (0..<120).map { index in
      let day = 2 + index % 5
      let hour = 8 + index / 5 % 12
      let minute = index / 60 * 30
      let start = String(format: "2026-06-%02dT%02d:%02d", day, hour, minute)
      let end = String(format: "2026-06-%02dT%02d:%02d", day, hour, minute + 15)
      return Fixture.event("Class \(index)", start, end)
    }
    let text = Fixture.summary(many, family: .small).text
    #expect(text.hasSuffix(". Plus over 100 more this week"), "\(text)")
  }

  @Test func actionsOnlyForWhatWasSaid() {
    let items = [
      Self.standup, Fixture.reminder("Call insurance", due: "2026-06-01T17:00"),
      Fixture.reminder("Water plants", due: "2026-06-01T18:00"),
    ]
    let small = Fixture.summary(items, family: .accessoryRectangular)
    #expect(small.text == "Now: Standup, until 8:15 AM. Plus 2 more today")
    #expect(small.actions.map(\.name) == ["Favorite Standup", "New event"])
    #expect(small.actions.last?.trigger == .magicTap)
  }

  @Test func stateFollowsTheTitleNeverThePlace() {
    let text = Fixture.summary(
      [
        Fixture.event(
          "CS 225", "2026-06-01T10:00", "2026-06-01T10:50", location: "Siebel Center 1404",
          favorite: true)
      ], family: .medium
    ).text
    #expect(text.hasSuffix("CS 225, favorite, from 10 to 10:50 AM, in Siebel Center 1404"))
  }

  @Test func aCalendarNameOnlyTellsSpokenItemsApart() {
    let sameTimes = [
      Fixture.event("Standup", "2026-06-01T09:00", "2026-06-01T09:15", group: "Work", uid: "a"),
      Fixture.event("Standup", "2026-06-01T09:00", "2026-06-01T09:15", group: "Team", uid: "b"),
    ]
    let told = Fixture.summary(sameTimes, family: .medium).text
    #expect(told.contains("Standup, Work calendar, from 9 to 9:15 AM"), "\(told)")
    // The second starts with the first: said with it, without the same time again.
    #expect(told.contains("At the same time: Standup, Team calendar"), "\(told)")
    let apart = [
      Fixture.event("Standup", "2026-06-01T09:00", "2026-06-01T09:15", uid: "a"),
      Fixture.event("Standup", "2026-06-03T09:30", "2026-06-03T09:45", uid: "b"),
    ]
    #expect(!Fixture.summary(apart, family: .large).text.contains("calendar"))
  }

  /// A weekday repeat across a weekend is one phrase in Japanese, with no pause that would
  /// split its end from its days (月曜日まで平日は毎日, not 月曜日まで、平日は毎日).
  @Test func aWeekdayRepeatIsOnePhraseInJapanese() {
    let weekdays = [4, 5, 8].map { day in
      Fixture.event("Standup", "2026-06-0\(day)T09:00", "2026-06-0\(day)T09:15", uid: "standup")
    }
    let text = Fixture.summary(weekdays, locale: "ja-JP", family: .large, at: "2026-06-04T08:00")
      .text
    #expect(text.contains("まで平日は毎日") && !text.contains("まで、平日"), "\(text)")
  }

  @Test func aRepeatingEventIsSaidOnceWithItsDays() {
    let daily = (1...5).map { day in
      Fixture.event("Standup", "2026-06-0\(day)T09:00", "2026-06-0\(day)T09:15", uid: "standup")
    }
    let large = Fixture.summary(daily, family: .large)
    #expect(
      large.text == "Today, Monday, June 1: Standup, from 9 to 9:15 AM, daily through Friday",
      "\(large.text)")
    #expect(large.spokenRows == 5)
    #expect(large.actions.filter { $0.trigger == .named }.map(\.name) == ["Favorite Standup"])
    let twice = [daily[1], daily[3]]
    #expect(
      Fixture.summary(twice, family: .large).text
        == "No more events today. Tomorrow, Tuesday, June 2: Standup, from 9 to 9:15 AM, and again Thursday"
    )
    #expect(
      Fixture.summary(daily, locale: "de-DE", family: .large).text.hasSuffix(
        "Standup, von 9 bis 9:15 Uhr, täglich bis Freitag"))
  }

  @Test func remindersSayDueUnderALaterDay() {
    let text = Fixture.summary(
      [Fixture.reminder("Book hotel", due: "2026-06-02", favorite: true)], family: .small
    ).text
    #expect(text == "No more events today. Book hotel, favorite, due tomorrow")
  }

  @Test func theSameSituationHasTheSameWords() {
    for family in WidgetFamily.allCases {
      #expect(Fixture.summary([], family: family).text == "Nothing planned for the next 7 days")
    }
    #expect(
      Fixture.summary([Fixture.allDay("Offsite", "2026-06-02")], family: .small).text
        == "No more events today. Tomorrow: Offsite, all day")
    #expect(Fixture.summary([], locale: "ja-JP", family: .small).text == "この先7日間の予定はありません")
  }

  @Test func aLocationTheTitleNamesIsNotRepeated() {
    let dinner = Fixture.event(
      "Dinner – at Mom's 🍲", "2026-06-01T19:00", "2026-06-01T21:00", location: "at mom's")
    let text = Fixture.summary([Self.review, dinner], family: .large).text
    #expect(text.contains("Design review, from 10 to 11 AM, in Room 4."))
    #expect(text.hasSuffix("Dinner, at Mom's, from 7 to 9 PM"))
  }

  @Test func longSummariesDropDetailThenFoldItems() {
    let items = (0..<6).map {
      Fixture.event(
        "Quarterly planning session \($0)", "2026-06-01T1\($0):00", "2026-06-01T1\($0):30",
        location: "Conference room on the fourth floor, building \($0)")
    }
    let large = Fixture.summary(items, family: .large)
    #expect(large.seconds <= large.budget.soft)
    #expect(!large.text.contains("Conference room"))
    let longTitles = (0..<6).map {
      Fixture.event(
        "Quarterly planning session with the regional sales leadership team, part \($0)",
        "2026-06-01T1\($0):00", "2026-06-01T1\($0):30")
    }
    let medium = Fixture.summary(longTitles, family: .medium)
    #expect(medium.seconds <= medium.budget.soft)
    #expect(medium.spokenRows < 3)
    #expect(medium.moreCount == 6 - medium.spokenRows)
    #expect(medium.text.hasSuffix(". Plus \(medium.moreCount) more today"))
  }

  @Test func theCountStaysWholeWhileHeadingsAndEndsCanGiveWay() {
    // Three overdue reminders on a medium widget, two more today and ten later in the week:
    // the heading's date goes before the later part of the count.
    let overdue = [
      Fixture.reminder("Erdbeeren für den Kuchen", due: "2026-06-01T07:00", favorite: true),
      Fixture.reminder("Schwimmkurs bezahlen", due: "2026-06-01T06:00"),
      Fixture.reminder("Geschenk für Oma besorgen", due: "2026-05-31", priority: .high),
    ]
    let today = (0..<2).map {
      Fixture.event("Termin \($0)", "2026-06-01T1\($0 + 4):00", "2026-06-01T1\($0 + 4):30")
    }
    let later = (0..<10).map {
      Fixture.event("Später \($0)", "2026-06-0\($0 % 5 + 2)T09:00", "2026-06-0\($0 % 5 + 2)T10:00")
    }
    let medium = Fixture.summary(overdue + today + later, locale: "de-DE", family: .medium)
    #expect(medium.spokenRows == 3, "\(medium.text)")
    // Its three rows are overdue reminders: one group (`OverdueGroup`).
    #expect(
      medium.text.hasPrefix("3 überfällige Erinnerungen seit gestern: "),
      "\(medium.text)")
    #expect(
      medium.text.hasSuffix(
        ". Heute noch 2 weitere Einträge und ab morgen bis Sonntag 10 weitere"),
      "\(medium.text)")
    // A small widget says both its rows, the second at its start only, before folding one.
    let events = [
      Fixture.event(
        "Quarterly business review", "2026-06-01T14:00",
        "2026-06-01T15:30", tentative: true),
      Fixture.event(
        "Northwind and Contoso joint steering committee", "2026-06-01T16:00",
        "2026-06-01T17:00"),
    ]
    let small = Fixture.summary(events, family: .small)
    #expect(small.spokenRows == 2, "\(small.text)")
    #expect(small.text.contains("at 4 PM") || small.text.contains("at 2 PM"), "\(small.text)")
  }

  /// The shorter times a summary falls back on: an event's start alone on a small or
  /// lock-screen widget, "overdue since yesterday" without its hour; never for two clauses
  /// with one title, which might then sound alike.
  @Test func briefTimesAreShorterAndNeverConfuseTwins() {
    let items = [
      Fixture.event("Review", "2026-06-01T14:00", "2026-06-01T15:30"),
      Fixture.reminder("Pay rent", due: "2026-05-31T18:00"),
    ]
    let entry = Fixture.entry(items, family: .small)
    for (locale, full, brief) in [
      (
        "en-US", ["from 2 to 3:30 PM", "overdue since yesterday at 6 PM"],
        ["at 2 PM", "overdue since yesterday"]
      ),
      ("ja-JP", ["午後2時から3時30分まで", "昨日午後6時の期限を過ぎています"], ["午後2時から", "昨日の期限を過ぎています"]),
    ] {
      let composer = Fixture.composer(locale)
      var cache = CompositionCache()
      let clauses = composer.clauses(entry, standalone: true, cache: &cache)
      let byTitle = Dictionary(uniqueKeysWithValues: clauses.map { ($0.title, $0) })
      #expect(byTitle["Review"]?.when == full[0])
      #expect(byTitle["Review"]?.brief == brief[0])
      #expect(byTitle["Pay rent"]?.when == full[1])
      #expect(byTitle["Pay rent"]?.brief == brief[1])
      #expect(composer.text(byTitle["Review"]!, detail: .briefTimes).hasSuffix(brief[0]))
      #expect(composer.text(byTitle["Review"]!, detail: .noGroup).hasSuffix(full[0]))
    }
    // Two with one title keep their full times; titles that differ only in how their accents
    // are written sound the same, so they are twins too (identical ones, due at the same
    // moment, are one clause: `Mention.copies`).
    let composer = Fixture.composer("en-US")
    func said(_ titles: [String], due: [String]) -> [ItemClause] {
      let items = zip(titles, due).enumerated().map { index, titleAndDue in
        var item = Fixture.reminder(titleAndDue.0, due: titleAndDue.1)
        item.id += "\(index)"
        return item
      }
      let entry = Fixture.entry(items, family: .large)
      var cache = CompositionCache()
      return SummaryComposer.toldApart(composer.clauses(entry, standalone: false, cache: &cache))
    }
    let twins = said(["Pay rent", "Pay rent"], due: ["2026-05-31T18:00", "2026-05-31T09:00"])
    #expect(twins.count == 2)
    #expect(twins.allSatisfy { $0.brief == nil })
    let accented = said(
      ["Caf\u{E9}", "Cafe\u{301}"], due: ["2026-05-31T18:00", "2026-05-31T09:00"])
    #expect(accented.count == 2)
    #expect(accented.allSatisfy { $0.brief == nil })
    #expect(accented[0].sameTitle(as: accented[1]))
  }

  /// "high priority" is never dropped: the widget shows it, so a row is folded into the count
  /// before its state goes unsaid.
  @Test func urgentStatesAreNeverDropped() {
    let items = [
      Fixture.reminder(
        "Submit the quarterly expense report for April with all receipts", due: "2026-05-29T17:00",
        priority: .high, favorite: true)
    ]
    for locale in Fixture.locales {
      let rectangular = Fixture.summary(items, locale: locale, family: .accessoryRectangular)
      let state = Fixture.composer(locale).localizer.string(.stateHighPriority)
      #expect(rectangular.text.contains(state), "\(rectangular.text)")
    }
  }

  /// Without their dates, headings are short all through: "Thursday", not "Thursday, June 4";
  /// Japanese leaves its dateless "today" label out after "now".
  @Test func headingsWithoutDates() {
    let clock = Fixture.clock("en-US")
    let monday = LocalDate(iso: "2026-06-01")!
    #expect(
      clock.heading(monday.adding(days: 3), relativeTo: monday, withDate: false) == "Thursday")
    #expect(
      clock.heading(monday.adding(days: 3), relativeTo: monday, withDate: true)
        == "Thursday, June 4")
    #expect(clock.heading(monday, relativeTo: monday, withDate: false) == "Today")
    let items = [
      Fixture.event("Standup", "2026-06-01T07:30", "2026-06-01T08:30"),
      Fixture.event("Review", "2026-06-01T14:00", "2026-06-01T15:00"),
    ]
    let entry = Fixture.entry(items, family: .medium)
    let mentions = Mention.mentions(entry.rows, zone: Fixture.zone)
    for (locale, expected) in [
      ("en-US", "Now: Standup. Today: Review"), ("ja-JP", "現在、Standup。Review"),
    ] {
      var keys = CopyKeySet()
      let text = Fixture.composer(locale).render(
        entry, WidgetFamily.medium.traits, mentions: mentions[...], texts: ["Standup", "Review"],
        more: nil,
        datedHeadings: false, keys: &keys)
      #expect(text == expected)
      // Japanese leaves the bare "today" out after what is on now.
      #expect(
        keys.keys == (locale == "ja-JP" ? [.leadNow] : [.headingDayItems, .headingToday, .leadNow]))
    }
  }

  @Test func latinTitlesInJapaneseAreTimedAtTheLatinRate() {
    let profile = Fixture.composer("ja-JP").profile
    let latin = profile.seconds("Submit expense report for April")
    let kana = profile.seconds("あいうえおかきくけこさしすせそたちつてとなにぬねのはひふへほ")
    #expect(latin < kana)
    #expect(abs(latin - 31 / 15.6) < 0.01)
  }

  @Test func japaneseInlineSummariesFitTheirHardBudget() {
    let item = Fixture.event(
      "事業計画レビュー", "2026-06-01T10:00", "2026-06-01T11:00", location: "本社ビル12階 大会議室A",
      tentative: true)
    let inline = Fixture.summary([item], locale: "ja-JP", family: .accessoryInline)
    #expect(!inline.text.contains("大会議室"), "\(inline.text)")
    #expect(inline.seconds < inline.budget.hard, "\(inline.text)")
  }

  @Test func aNoteAfterADashIsSaidLastAndNeverInAnAction() {
    let dentist = Fixture.event(
      "Zahnarzt Paul (Kontrolle) – bitte Versichertenkarte mitbringen!", "2026-06-03T08:30",
      "2026-06-03T09:00", location: "Praxis Dr. Yilmaz")
    let summary = Fixture.summary([dentist], locale: "de-DE", family: .large)
    #expect(
      summary.text.hasSuffix(
        "Zahnarzt Paul (Kontrolle), von 8:30 bis 9 Uhr, Praxis Dr. Yilmaz, bitte Versichertenkarte mitbringen"
      ), "\(summary.text)")
    #expect(summary.actions.first?.name == "Zahnarzt Paul (Kontrolle) als Favorit markieren")
    // A short second part names which one and stays in the title.
    let sync = Fixture.event("Client sync – Northwind", "2026-06-01T10:00", "2026-06-01T11:00")
    #expect(Fixture.summary([sync]).actions.first?.name == "Favorite Client sync, Northwind")
  }

  @Test func aThirdEventInProgressGetsNoRepeatedLead() {
    let items = (0..<3).map { index in
      Fixture.event("Call \(index)", "2026-06-01T07:\(index)0", "2026-06-01T09:00")
    }
    #expect(
      Fixture.summary(items, family: .large).text
        == "Now: Call 0, until 9 AM. Also now: Call 1, until 9 AM. And Call 2, until 9 AM")
    #expect(
      Fixture.summary(items, locale: "ja-JP", family: .large).text
        == "現在、Call 0、午前9時まで。同時に、Call 1、午前9時まで。さらに、Call 2、午前9時まで")
  }

  @Test func theSmallWidgetSaysBothRowsBeforeKeepingDetail() {
    let items =
      [
        Fixture.event(
          "CS 225: Data Structures", "2026-06-01T07:30", "2026-06-01T08:50",
          location: "Siebel Center 1404", favorite: true),
        Fixture.reminder("Return library books", due: "2026-05-30"),
      ] + (0..<3).map { Fixture.reminder("Task \($0)", due: "2026-06-01T1\($0):00") }
    let small = Fixture.summary(items, family: .small)
    #expect(
      small.text
        == "Now: CS 225: Data Structures, favorite, until 8:50 AM. Return library books, overdue since Saturday. Plus 3 more today",
      "\(small.text)")
    #expect(small.actions.count == 4)
  }

  /// A small widget says both its rows and the count while they fit its hard budget, in every
  /// language; past it a row is folded into the count, which is never dropped: a listener
  /// can always tell "that's all" from "more". In Japanese the two long rows and its count fit
  /// only in their shortest form (as heard: kana take longer): the second row is of high
  /// priority, so the first title is cut at its fifth word rather than the row folded.
  @Test func theCountIsNeverDroppedForAShownRow() {
    let rows = [
      Fixture.reminder("Send the statement of work draft to Northwind", due: "2026-05-31T16:00"),
      Fixture.reminder(
        "Submit expense report for April", due: "2026-05-29T17:00", priority: .high),
    ]
    let later = (0..<9).map { Fixture.reminder("Task \($0)", due: "2026-06-0\($0 % 4 + 2)") }
    for locale in Fixture.locales {
      let composer = Fixture.composer(locale)
      let small = Fixture.summary(rows + later, locale: locale, family: .small)
      #expect(small.spokenRows == 2, "\(locale): \(small.text)")
      #expect(small.spokenRows + small.moreCount == 11, "\(locale): \(small.text)")
      for row in rows.prefix(small.spokenRows) {
        let title = composer.spokenTitle(row)
        // Said whole where the hard limit's margin leaves room, else cut at a phrase boundary.
        let cut = SummaryComposer.shortened(title)
        #expect(small.text.contains(cut), "\(locale): \(small.text)")
        #expect(small.actions.contains { $0.name.contains(cut) }, "\(locale): \(cut)")
      }
      #expect(small.text.contains("\(small.moreCount)"), "\(locale): \(small.text)")
      let roomy = Fixture.summary(
        [
          Fixture.reminder("Pay rent", due: "2026-05-31"),
          Fixture.reminder("Gym", due: "2026-05-31"),
        ]
          + later, locale: locale, family: .small)
      #expect(roomy.spokenRows == 2)
      #expect(roomy.text.contains("9"), "\(locale): \(roomy.text)")
    }
  }

  @Test func remindersUnderTheirOwnDaysHeading() {
    let hotel = Fixture.reminder("Book hotel", due: "2026-06-02", favorite: true)
    let standup = Fixture.event("Standup", "2026-06-02T09:30", "2026-06-02T09:45")
    #expect(
      Fixture.summary([hotel, standup], family: .large).text
        == "No more events today. Tomorrow, Tuesday, June 2: Book hotel, favorite, due that day. Standup, from 9:30 to 9:45 AM"
    )
    #expect(
      Fixture.summary([hotel, standup], locale: "en-GB", family: .large).text
        == "No more events today. Tomorrow, Tuesday 2 June: Book hotel, favourite, due that day. Standup, from 09:30 to 09:45"
    )
  }

  @Test func actionNamesAreToldApartByWhatDiffers() {
    let nights = [
      Fixture.event("Night shift", "2026-06-01T19:00", "2026-06-02T07:00", uid: "a"),
      Fixture.event("Night shift", "2026-06-04T19:00", "2026-06-05T07:00", uid: "b"),
    ]
    let names = Fixture.summary(nights, family: .large).actions.map(\.name)
    #expect(
      names == ["Favorite Night shift, today", "Favorite Night shift, Thursday", "New event"])
    // Day and time together, with the day as a time takes it ("am Donnerstag um 9 Uhr").
    let standups = [
      Fixture.event("Standup", "2026-06-01T09:00", "2026-06-01T09:15", uid: "a"),
      Fixture.event("Standup", "2026-06-01T10:00", "2026-06-01T10:15", uid: "b"),
      Fixture.event("Standup", "2026-06-04T09:00", "2026-06-04T09:15", uid: "c"),
    ]
    #expect(
      Fixture.summary(standups, locale: "de-DE", family: .large, at: "2026-06-01T07:00").actions
        .map(\.name) == [
          "Standup, heute um 9 Uhr, als Favorit markieren",
          "Standup, heute um 10 Uhr, als Favorit markieren",
          "Standup, am Donnerstag um 9 Uhr, als Favorit markieren", "Neuer Termin",
        ])
    let rent = [
      Fixture.reminder("Pay rent", due: "2026-05-31T17:00"),
      Fixture.reminder("Pay rent", due: "2026-05-31"),
    ].enumerated().map { index, item in
      var item = item
      item.id += "\(index)"
      item.sourceID += "\(index)"
      return item
    }
    let summary = Fixture.summary(rent, family: .large)
    #expect(
      summary.text
        == "Pay rent, overdue since yesterday at 5 PM. Pay rent, overdue since yesterday"
    )
    #expect(
      summary.actions.map(\.name) == [
        "Complete Pay rent, overdue since yesterday at 5 PM",
        "Favorite Pay rent, overdue since yesterday at 5 PM",
        "Complete Pay rent, overdue since yesterday", "Favorite Pay rent, overdue since yesterday",
        "New event",
      ])
    #expect(
      Fixture.summary(rent, locale: "de-DE", family: .large).actions.map(\.name).first
        == "Pay rent, überfällig seit gestern 17 Uhr, als erledigt markieren")
    #expect(
      Fixture.summary(rent, locale: "ja-JP", family: .large).actions.map(\.name).last(where: {
        $0.hasSuffix("を完了")
      }) == "昨日の「Pay rent」を完了")
  }
}
