import Foundation
import ICalendar

/// Times of day and days as a listener expects them in a language.
///
/// Visual time strings are built for the eye ("9:00 AM – 10:00 AM"); spoken ones drop what
/// the ear does not need ("from 9 to 10 AM"). The words and their order come from the
/// catalog; the catalog also says whether the language speaks a 12- or 24-hour clock
/// (`time.hourCycle`): Japanese is spoken 午前9時 even though its visual clock is 24-hour.
/// Weekday and month names come from Foundation's formatters, given the locale, calendar and
/// zone explicitly.
public struct SpokenTime: Sendable {
  public enum Form: Sendable {
    /// With its period or unit: "9 AM", "9 Uhr", "午前9時".
    case full
    /// Without them, for the start of a range that shares them: "9", "9", "9時".
    case bare
  }

  public let localizer: Localizer
  public let twelveHour: Bool
  private let dayFormat: Date.FormatStyle

  public init(localizer: Localizer) {
    self.localizer = localizer
    twelveHour = localizer.string("time.hourCycle") == "12"
    let locale = Locale(identifier: localizer.locale.replacingOccurrences(of: "-", with: "_"))
    var calendar = Calendar(identifier: .gregorian)
    calendar.locale = locale
    let utc = TimeZone(identifier: "UTC")!
    calendar.timeZone = utc
    dayFormat = Date.FormatStyle(
      date: .omitted, time: .omitted, locale: locale, calendar: calendar, timeZone: utc
    )
    .weekday(.wide).month(.wide).day()
  }

  /// Whether two times fall in the same half of the day (morning, afternoon), for saying the
  /// period once: "from 9 to 10 AM".
  public func sharesPeriod(_ a: LocalDateTime, _ b: LocalDateTime) -> Bool {
    (a.hour < 12) == (b.hour < 12) && !isNamed(a) && !isNamed(b)
  }

  /// Noon and midnight have names in some languages ("noon", "Mitternacht").
  func isNamed(_ time: LocalDateTime) -> Bool {
    time.minute == 0 && (time.hour == 12 || time.hour == 0)
  }

  public func time(_ time: LocalDateTime, _ form: Form = .full) -> String {
    if time.minute == 0, time.hour == 12 { return localizer.string("time.noon") }
    if time.minute == 0, time.hour == 0 { return localizer.string("time.midnight") }
    var hour = time.hour
    if twelveHour {
      hour = hour % 12
      if hour == 0 { hour = 12 }
    }
    let period = localizer.string(time.hour < 12 ? "time.am" : "time.pm")
    let bare = form == .bare ? ".bare" : ""
    if time.minute == 0 {
      return localizer.string("time.hour" + bare, .integer(hour), .string(period))
    }
    return localizer.string(
      "time.minute" + bare, .integer(hour), .integer(time.minute), .string(period))
  }

  /// "Tuesday, June 2" in the listener's language, never numeric.
  public func date(_ date: LocalDate) -> String {
    Date(timeIntervalSince1970: TimeInterval(Int64(date.dayNumber) * 86_400 + 43_200)).formatted(
      dayFormat)
  }

  /// "today", "tomorrow", "yesterday" or the date, relative to `reference`, inside a sentence.
  public func day(_ date: LocalDate, relativeTo reference: LocalDate) -> String {
    switch date.dayNumber - reference.dayNumber {
    case 0: localizer.string("day.today")
    case 1: localizer.string("day.tomorrow")
    case -1: localizer.string("day.yesterday")
    default: self.date(date)
    }
  }

  /// A day heading: "Today, Monday, June 1", "Tomorrow, Tuesday, June 2", "Thursday, June 4".
  public func heading(_ date: LocalDate, relativeTo reference: LocalDate, withDate: Bool) -> String
  {
    let name = self.date(date)
    switch date.dayNumber - reference.dayNumber {
    case 0:
      return withDate
        ? localizer.string("heading.todayWithDate", .string(name))
        : localizer.string("heading.today")
    case 1:
      return withDate
        ? localizer.string("heading.tomorrowWithDate", .string(name))
        : localizer.string("heading.tomorrow")
    default: return name
    }
  }
}
