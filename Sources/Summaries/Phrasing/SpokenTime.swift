import Foundation
import ICalendar
import Locking

/// Times of day, ranges and days as a listener expects them in a language.
///
/// Visual time strings are built for the eye ("9:00 AM – 10:00 AM"); spoken ones drop what
/// the ear does not need ("from 9 to 10 AM"). The words and their order come from the
/// catalog; the clock a language is spoken in and where a shared period goes come from its
/// `LanguageProfile`. Weekday and month names come from Foundation's formatters, given the
/// locale, calendar and zone explicitly; a date's order and its day number are the catalog's
/// (`date.weekdayMonthDay`, `date.monthDay`), so that a language writes them as it says them
/// ("lundi 1er juin", where Foundation writes "lundi 1 juin").
public struct SpokenTime: Sendable {
  public enum Form: Sendable {
    /// With its period or unit: "9 AM", "9 Uhr", "午前9時".
    case full
    /// Without them, for the end of a range that shares them: "9", "9", "9時".
    case bare
  }

  public let localizer: Localizer
  public let profile: LanguageProfile
  private let weekdayFormat: Date.FormatStyle
  private let monthFormat: Date.FormatStyle
  /// Day names already formatted, by day and style: a timeline says the same few days hundreds
  /// of times, and Foundation's formatters are the costly part.
  private let names = LockedBox<[DayName: String]>([:])

  private struct DayName: Hashable {
    var day: Int
    var style: UInt8
  }

  private func memo(_ date: LocalDate, _ style: UInt8, _ make: () -> String) -> String {
    names.value(for: DayName(day: date.dayNumber, style: style), make: make)
  }

  /// The month's name alone ("June", "juin", "6月").
  private func month(_ date: LocalDate) -> String {
    memo(date, 3) { Self.noon(date).formatted(monthFormat) }
  }

  public init(localizer: Localizer, profile: LanguageProfile) {
    self.localizer = localizer
    self.profile = profile
    let base = Self.format(localizer.locale)
    weekdayFormat = base.weekday(.wide)
    monthFormat = base.month(.wide)
  }

  /// Foundation's format for `locale` (`de-DE`) with nothing in it yet, its locale, calendar
  /// and zone (UTC, as a day's noon is given) explicit: the same in every process.
  static func format(_ locale: String) -> Date.FormatStyle {
    let locale = Locale(identifier: locale.replacingOccurrences(of: "-", with: "_"))
    var calendar = Calendar(identifier: .gregorian)
    calendar.locale = locale
    let utc = TimeZone(identifier: "UTC")!
    calendar.timeZone = utc
    return Date.FormatStyle(
      date: .omitted, time: .omitted, locale: locale, calendar: calendar, timeZone: utc)
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

  /// A time in the hour after midnight always keeps its own period or form on a clock of
  /// twelve hours: "from 12:30 to 7:35 AM" is heard as midday, 午前12時30分 as half past noon.
  /// A clock of 24 hours says it as any other hour: "von 0:15 bis 0:30 Uhr", "Uhr" once.
  func isAfterMidnight(_ time: LocalDateTime) -> Bool {
    time.hour == 0 && time.minute != 0 && profile.hourCycle != .twentyFour
  }

  /// A time of day. Midnight has a name as an end ("until midnight"), and as a start or a
  /// moment past (`asStart`: "from midnight to 2 AM", "overdue since midnight"), where only
  /// the midnight that began the day can be meant; as a due time it is the first moment of
  /// its day ("due at 12 AM", "0 Uhr", 오전 0시), never heard as the end of the day before.
  public func time(
    _ time: LocalDateTime, _ form: Form = .full, asEnd: Bool = false, asStart: Bool = false
  ) -> String {
    // Bare, noon and midnight are numbers like any hour: "von 12 bis 14 Uhr".
    if form == .full, time.minute == 0, time.hour == 12 { return localizer.string(.timeNoon) }
    if form == .full, time.minute == 0, time.hour == 0 {
      return localizer.string(
        asEnd ? .timeMidnight : asStart ? .timeMidnightStart : .timeStartOfDay)
    }
    let period = localizer.string(time.hour < 12 ? .timeAm : .timePm)
    if isAfterMidnight(time) {
      return localizer.string(.timeAfterMidnight, .integer(time.minute), .string(period))
    }
    let hour: Int
    switch profile.hourCycle {
    case .oneToTwelve: hour = time.hour % 12 == 0 ? 12 : time.hour % 12
    case .zeroToEleven: hour = time.hour % 12
    case .twentyFour: hour = time.hour
    }
    let bare = form == .bare
    if time.minute == 0 {
      return localizer.string(.clock(onTheHour: true, bare: bare), .integer(hour), .string(period))
    }
    return localizer.string(
      .clock(onTheHour: false, bare: bare), .integer(hour), .integer(time.minute),
      .string(period))
  }

  /// The two ends of a range on one day, a shared period or unit said once.
  public func rangeEnds(_ start: LocalDateTime, _ end: LocalDateTime) -> (String, String) {
    var startForm = Form.full
    var endForm = Form.full
    switch profile.sharedPeriod {
    case .onStart:
      if sharesPeriod(start, end) { endForm = .bare }
    case .onEnd:
      if sharesPeriod(start, end), !isAfterMidnight(start) { startForm = .bare }
    case .unitOnEnd:
      // The unit is said once only when the end says it: "von 22 Uhr bis Mitternacht".
      let endIsMidnight = end.hour == 0 && end.minute == 0
      if !isAfterMidnight(start), !endIsMidnight { startForm = .bare }
    }
    return (time(start, startForm, asStart: true), time(end, endForm, asEnd: true))
  }

  /// "Tuesday, June 2" in the listener's language, never numeric.
  public func date(_ date: LocalDate) -> String {
    memo(date, 0) {
      localizer.string(
        .dateWeekdayMonthDay, .string(weekday(date)), .string(month(date)), .integer(date.day))
    }
  }

  /// "June 2", without the weekday: for a day long past, whose weekday is only noise.
  public func monthDay(_ date: LocalDate) -> String {
    memo(date, 1) { localizer.string(.dateMonthDay, .string(month(date)), .integer(date.day)) }
  }

  /// A day in the past week by its weekday ("Saturday"), an older one by its date ("April
  /// 17"), as a listener says "overdue since Saturday" and "overdue since April 17". A
  /// weekday before the first day of `reference`'s week (`LanguageProfile.firstWeekday`) is
  /// said with its week where the language hears a bare one as this week's (`day.lastWeek`:
  /// 先週土曜日, 지난주 토요일).
  public func pastDay(_ date: LocalDate, relativeTo reference: LocalDate) -> (
    String, isWeekday: Bool
  ) {
    let age = reference.dayNumber - date.dayNumber
    guard (2...6).contains(age) else { return (monthDay(date), false) }
    let weekStart =
      reference.dayNumber - (reference.weekday - profile.firstWeekday + 7) % 7
    guard date.dayNumber < weekStart else { return (weekday(date), true) }
    return (localizer.string(.dayLastWeek, .string(weekday(date))), true)
  }

  /// "Tuesday": enough inside a week, where no weekday repeats.
  public func weekday(_ date: LocalDate) -> String {
    memo(date, 2) { Self.noon(date).formatted(weekdayFormat) }
  }

  static func noon(_ date: LocalDate) -> Date {
    Date(timeIntervalSince1970: TimeInterval(Int64(date.dayNumber) * 86_400 + 43_200))
  }

  /// "today", "tomorrow", "yesterday" or the date, relative to `reference`, inside a sentence.
  public func day(_ date: LocalDate, relativeTo reference: LocalDate) -> String {
    switch date.dayNumber - reference.dayNumber {
    case 0: localizer.string(.dayToday)
    case 1: localizer.string(.dayTomorrow)
    case -1: localizer.string(.dayYesterday)
    default: self.date(date)
    }
  }

  /// A day a clause happens on: "today", "tomorrow", "on Wednesday" inside the coming week,
  /// else "on Wednesday, June 10" (the catalog's `day.on` adds "am", nothing in English).
  public func dayOn(_ date: LocalDate, relativeTo reference: LocalDate) -> String {
    let offset = date.dayNumber - reference.dayNumber
    if (-1...1).contains(offset) { return day(date, relativeTo: reference) }
    let name = (2...6).contains(offset) ? weekday(date) : self.date(date)
    return localizer.string(.dayOn, .string(name))
  }

  /// The catalog key of `heading(_:relativeTo:withDate:)`, if the heading is one: a later
  /// day's is its weekday or date alone.
  public static func headingKey(_ date: LocalDate, relativeTo reference: LocalDate, withDate: Bool)
    -> CopyKey?
  {
    switch date.dayNumber - reference.dayNumber {
    case 0: withDate ? .headingTodayWithDate : .headingToday
    case 1: withDate ? .headingTomorrowWithDate : .headingTomorrow
    default: nil
    }
  }

  /// A day heading: "Today, Monday, June 1", "Tomorrow, Tuesday, June 2", "Thursday, June 4";
  /// without its date "Today", "Tomorrow", "Thursday" (within the week a weekday is enough).
  public func heading(_ date: LocalDate, relativeTo reference: LocalDate, withDate: Bool) -> String
  {
    let offset = date.dayNumber - reference.dayNumber
    if !withDate, (2...6).contains(offset) { return weekday(date) }
    let name = self.date(date)
    switch offset {
    case 0:
      return withDate
        ? localizer.string(.headingTodayWithDate, .string(name))
        : localizer.string(.headingToday)
    case 1:
      return withDate
        ? localizer.string(.headingTomorrowWithDate, .string(name))
        : localizer.string(.headingTomorrow)
    default: return name
    }
  }
}
