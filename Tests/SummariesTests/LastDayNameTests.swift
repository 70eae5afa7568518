import ICalendar
import Testing
import WidgetTimeline

@testable import Summaries

/// The count's last day ("through Monday") is said as a repeat's is: a day past this week's
/// end names the week where a bare weekday would be heard as this week's (来週月曜日までに,
/// not 月曜日 just after 昨日 named the Monday gone).
@Suite struct LastDayNameTests {
  static let locales = ["en-US", "en-GB", "de-DE", "ja-JP", "ko-KR"]

  /// Over four weeks of days, every look-ahead from two to eight days and a later item on
  /// every day it reaches, the count (in parts and as one number) names its last day past
  /// the week's end as next week's, and a day within the week as it is.
  @Test(arguments: locales) func theCountNamesNextWeeksDay(_ locale: String) {
    let composer = Fixture.composer(locale)
    let localizer = composer.localizer
    let first = LocalDate(year: 2026, month: 11, day: 2)!
    var named = 0
    for offset in 0..<28 {
      let day = first.adding(days: offset)
      let weekEnds = Remainder.weekEnds(day, firstWeekday: composer.profile.firstWeekday)
      for lookAhead in 2...8 {
        for last in 2..<lookAhead {
          var hidden = [Int](repeating: 0, count: lookAhead)
          hidden[0] = 1
          hidden[last] = 2
          let entry = TimelineEntry(
            date: 0, day: day, rows: [], hiddenPerDay: hidden, relevance: 0)
          let remainder = Remainder(entry: entry, unspoken: [])
          guard remainder.scope(weekEnds: weekEnds) == .days else { continue }
          // Its parts ("1 more today and 2 through …") and one number with the widest scope.
          let text = [false, true].compactMap {
            remainder.phrase(composer, day: day, lookAheadDays: lookAhead, asTotal: $0)
          }.joined(separator: " | ")
          let reached = day.adding(days: lookAhead - 1)
          let bare = composer.clock.dayName(reached, relativeTo: day)
          let nextWeek = localizer.string(.dayNextWeek, .string(bare))
          let context = "\(locale) \(day) look-ahead \(lookAhead): \(text)"
          let pastWeek = (2...6).contains(lookAhead - 1) && lookAhead - 1 > weekEnds
          // A language may say the look-ahead as a number of days ("in the next 6 days").
          // On the week's last day such a day is said by its date
          // (`onASundayALaterDayIsSaidByItsDate`).
          if pastWeek, weekEnds == 0, nextWeek != bare {
            #expect(text.contains(composer.clock.date(reached)), "not by its date: \(context)")
          } else if pastWeek, text.contains(bare) {
            #expect(text.contains(nextWeek), "next week's day said bare: \(context)")
            if nextWeek != bare { named += 1 }
          } else if !pastWeek, nextWeek != bare {
            #expect(!text.contains(nextWeek), "this week's day said as next week's: \(context)")
          }
        }
      }
    }
    // Where next week's day has words of its own, the property met such days.
    if localizer.string(.dayNextWeek, .string("X")) != "X" { #expect(named > 0) }
  }

  /// Japanese and Korean listeners hear a week as Monday to Sunday: said on Monday 17 May,
  /// 来週日曜日 and 다음 주 일요일 were heard as the 30th, not the 23rd the count reached. A day
  /// up to the coming Sunday is said bare; only a day past it names next week.
  @Test(arguments: ["ja-JP", "ko-KR"]) func theWeekRunsMondayToSunday(_ locale: String) {
    let composer = Fixture.composer(locale)
    let first = LocalDate(year: 2026, month: 11, day: 2)!
    var checked = (bare: 0, named: 0)
    for offset in 0..<28 {
      let day = first.adding(days: offset)
      // ISO weekdays: 1 Monday … 7 Sunday; the week ends on the coming Sunday.
      let toSunday = 7 - day.weekday
      for ahead in 2...6 {
        let date = day.adding(days: ahead)
        let said = composer.lastDayName(date, relativeTo: day)
        let bare = composer.clock.dayName(date, relativeTo: day)
        let context = "\(locale) \(day) +\(ahead): \(said)"
        if ahead <= toSunday {
          #expect(said == bare, "this week's day named as next week's: \(context)")
          checked.bare += 1
        } else {
          #expect(said != bare, "next week's day said bare: \(context)")
          checked.named += 1
        }
      }
    }
    #expect(checked.bare > 0 && checked.named > 0)
  }
  /// Said on Sunday, the last day of a Monday week, "next week's Saturday" (来週土曜日,
  /// 다음 주 토요일) was heard as the Saturday after next by listeners whose weeks start on
  /// Sunday (Korean 24, Japanese 5 of round 19's summaries): a day past the week's end is then
  /// said by its date, with its day of the month, never with the next week's word.
  @Test(arguments: ["ja-JP", "ko-KR"]) func onASundayALaterDayIsSaidByItsDate(_ locale: String) {
    let composer = Fixture.composer(locale)
    let nextWeek = composer.localizer.string(.dayNextWeek, .string("\u{1}"))
      .replacingOccurrences(of: "\u{1}", with: "").trimmingCharacters(in: .whitespaces)
    let first = LocalDate(year: 2026, month: 11, day: 2)!
    var checked = 0
    for offset in 0..<56 {
      let day = first.adding(days: offset)
      guard day.weekday == 7 else { continue }
      for ahead in 2...6 {
        let date = day.adding(days: ahead)
        let said = composer.lastDayName(date, relativeTo: day)
        #expect(!said.contains(nextWeek), "\(locale) \(day) +\(ahead): \(said)")
        #expect(said.contains(String(date.day)), "\(locale) \(day) +\(ahead): \(said)")
        checked += 1
      }
    }
    #expect(checked == 40)
  }
}
