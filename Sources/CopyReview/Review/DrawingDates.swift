import Foundation
import ICalendar
import Locking

/// The days and times of the drawings as Foundation formats them in one locale and time zone,
/// for every source the review renders.
///
/// A `DateFormatter` costs far more to make and to use the first time (when ICU opens its
/// formatter) than to format with, and a thousand people have a handful of locales and zones
/// between them: so the formatters are made once per locale and zone for the whole review, and
/// what they format is kept, a day or a time being formatted once for the run rather than once
/// per source. Behind a lock, as a `DateFormatter` is not for two threads at once; each
/// source's ``DrawingText`` keeps what it has asked for, so the lock is taken only for what that
/// source has not seen yet.
struct DrawingDates: Sendable {
  /// What is formatted, each with its own formatter.
  enum Style: Int, CaseIterable {
    /// "9:30", "9:30 AM", "9:30" (template `jmm`).
    case time
    /// "Monday, June 1" (`EEEEMMMMd`).
    case longDay
    /// "Mon" (`EEE`).
    case shortDay
    /// "Monday" (`EEEE`).
    case weekday
    /// "1", "1日" (`d`).
    case dayNumber

    var template: String {
      switch self {
      case .time: "jmm"
      case .longDay: "EEEEMMMMd"
      case .shortDay: "EEE"
      case .weekday: "EEEE"
      case .dayNumber: "d"
      }
    }
  }

  /// What a text is kept by: a time by its minute of the day and a day's name by the day, the
  /// same at every instant of them, so that a thousand people's entries share a handful of
  /// days and times.
  enum Moment: Hashable {
    case instant(Int64)
    case day(LocalDate)
    /// Hours × 60 + minutes, in the zone.
    case minute(Int)
  }

  private struct Key: Hashable {
    var style: Style
    var moment: Moment
  }

  /// The formatters, by ``Style``'s raw value, and what they have formatted: a formatter is used
  /// only while the lock is held.
  private struct Formats: @unchecked Sendable {
    var formatters: [DateFormatter]
    var texts: [Key: String] = [:]
  }

  private let formats: LockedBox<Formats>

  private init(locale: String, timeZone: TimeZone) {
    let locale = Locale(identifier: locale)
    let formatters = Style.allCases.map { style in
      let formatter = DateFormatter()
      formatter.locale = locale
      formatter.timeZone = timeZone
      formatter.calendar = Calendar(identifier: .gregorian)
      formatter.setLocalizedDateFormatFromTemplate(style.template)
      return formatter
    }
    formats = LockedBox(Formats(formatters: formatters))
  }

  /// `date` formatted in `style`; `date` is a whole second, as every instant of a snapshot is,
  /// and `moment`, when known, the day (for the styles that name a day) or the minute (for
  /// ``Style/time``) it falls on in the zone.
  func string(_ style: Style, _ date: Date, at moment: Moment?) -> String {
    let key = Key(style: style, moment: moment ?? .instant(DrawingText.instant(date)))
    return formats.withLockedValue { formats in
      if let known = formats.texts[key] { return known }
      let text = formats.formatters[style.rawValue].string(from: date)
      formats.texts[key] = text
      return text
    }
  }

  /// The formats of `locale` in `timeZone` (a zone's name: `timeZone` is the zone it names).
  static func shared(locale: String, timeZone name: String, _ timeZone: TimeZone) -> DrawingDates {
    registry.value(for: Made(locale: locale, timeZone: name)) {
      DrawingDates(locale: locale, timeZone: timeZone)
    }
  }

  private struct Made: Hashable {
    var locale: String
    var timeZone: String
  }

  /// Every locale's and zone's formats made so far.
  private static let registry = LockedBox<[Made: DrawingDates]>([:])
}
