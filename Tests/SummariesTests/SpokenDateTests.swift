import Foundation
import ICalendar
import Testing

@testable import Summaries

/// A date is said in the order and with the day number its language says: the catalog's
/// `date.weekdayMonthDay` and `date.monthDay` around Foundation's weekday and month names.
@Suite struct SpokenDateTests {
  /// A date as Foundation's formatters write it whole, with and without its weekday.
  static func foundation(_ locale: String) -> (full: Date.FormatStyle, monthDay: Date.FormatStyle) {
    let base = SpokenTime.format(locale)
    return (base.weekday(.wide).month(.wide).day(), base.month(.wide).day())
  }

  static let days = (0..<731).map { LocalDate(year: 2026, month: 1, day: 1)!.adding(days: $0) }

  /// In a language whose catalog writes a date as Foundation does, nothing is said
  /// differently: the catalog's order is Foundation's, for every day of two years.
  @Test(arguments: StringCatalog.shippedLocales.filter { $0 != "fr-FR" })
  func aDateIsSaidAsFoundationWritesIt(_ locale: String) {
    let clock = Fixture.composer(locale).clock
    let (full, monthDay) = Self.foundation(locale)
    for day in Self.days {
      let noon = SpokenTime.noon(day)
      #expect(clock.date(day) == noon.formatted(full), "\(locale) \(day)")
      #expect(clock.monthDay(day) == noon.formatted(monthDay), "\(locale) \(day)")
    }
  }

  /// French says the first of a month "premier", written "1er" ("lundi 1er juin", "depuis le
  /// 1er avril"), and every other day by its number, as Foundation writes it.
  @Test func frenchSaysTheFirstOfTheMonthAsAnOrdinal() {
    let clock = Fixture.composer("fr-FR").clock
    let (full, monthDay) = Self.foundation("fr-FR")
    var firsts = 0
    for day in Self.days {
      let noon = SpokenTime.noon(day)
      if day.day == 1 {
        firsts += 1
        let written = (full: noon.formatted(full), monthDay: noon.formatted(monthDay))
        #expect(written.monthDay.hasPrefix("1 ") && written.full.contains(" 1 "))
        #expect(clock.date(day) == written.full.replacingOccurrences(of: " 1 ", with: " 1er "))
        #expect(clock.monthDay(day) == "1er " + written.monthDay.dropFirst(2))
      } else {
        #expect(clock.date(day) == noon.formatted(full), "\(day)")
        #expect(clock.monthDay(day) == noon.formatted(monthDay), "\(day)")
      }
    }
    #expect(firsts == 25)
  }
}
