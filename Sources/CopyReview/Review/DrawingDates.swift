import Foundation
import ICalendar

/// The days and times of the drawings as Foundation formats them in one locale and time zone,
/// for every source the review renders.
///
/// A `DateFormatter` costs far more to make and to use the first time (when ICU opens its
/// formatter) than to format with, and a thousand people have a handful of locales and zones
/// between them: so the formatters are made once per locale and zone for the whole review, and
/// what they format is kept, a day or a time being formatted once for the run rather than once
/// per source. Behind an `NSLock`, as a `DateFormatter` is not for two threads at once; each
/// source's ``DrawingText`` keeps what it has asked for, so the lock is taken only for what that
/// source has not seen yet.
final class DrawingDates: @unchecked Sendable {
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

  private let lock = NSLock()
  /// By ``Style``'s raw value.
  private let formatters: [DateFormatter]
  private var texts: [Key: String] = [:]

  private init(locale: String, timeZone: TimeZone) {
    let locale = Locale(identifier: locale)
    formatters = Style.allCases.map { style in
      let formatter = DateFormatter()
      formatter.locale = locale
      formatter.timeZone = timeZone
      formatter.calendar = Calendar(identifier: .gregorian)
      formatter.setLocalizedDateFormatFromTemplate(style.template)
      return formatter
    }
  }

  /// `date` formatted in `style`; `date` is a whole second, as every instant of a snapshot is,
  /// and `moment`, when known, the day (for the styles that name a day) or the minute (for
  /// ``Style/time``) it falls on in the zone.
  func string(_ style: Style, _ date: Date, at moment: Moment?) -> String {
    let key = Key(style: style, moment: moment ?? .instant(DrawingText.instant(date)))
    lock.lock()
    defer { lock.unlock() }
    if let known = texts[key] { return known }
    let text = formatters[style.rawValue].string(from: date)
    texts[key] = text
    return text
  }

  /// The formats of `locale` in `timeZone` (a zone's name: `timeZone` is the zone it names).
  static func shared(locale: String, timeZone name: String, _ timeZone: TimeZone) -> DrawingDates {
    registry.dates(locale: locale, timeZone: name, timeZone)
  }

  private static let registry = Registry()

  /// Every locale's and zone's formats made so far.
  private final class Registry: @unchecked Sendable {
    struct Key: Hashable {
      var locale: String
      var timeZone: String
    }

    private let lock = NSLock()
    private var made: [Key: DrawingDates] = [:]

    func dates(locale: String, timeZone name: String, _ timeZone: TimeZone) -> DrawingDates {
      let key = Key(locale: locale, timeZone: name)
      lock.lock()
      defer { lock.unlock() }
      if let known = made[key] { return known }
      let dates = DrawingDates(locale: locale, timeZone: timeZone)
      made[key] = dates
      return dates
    }
  }
}
