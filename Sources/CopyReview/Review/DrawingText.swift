import Foundation
import ICalendar
import Snapshots
import Summaries
import WidgetTimeline

/// The words, days, times and rows of the drawings of one locale in one time zone, each worked
/// out once for a source's pages.
///
/// A source's drawings repeat themselves: the same items are drawn in every family and text
/// size and in entry after entry, on the same few days. Formatting a time with Foundation costs
/// microseconds (done once for the review by ``DrawingDates``), so each instant, day and row is
/// formatted once here and recalled after, without a lock. One instance serves one source
/// review on one task; it is not shared across tasks.
final class DrawingText {
  let localizer: Localizer
  let calendar: Calendar
  let dates: DrawingDates

  private var localTimes: [Int64: String] = [:]
  private var localDays: [Int64: LocalDate?] = [:]
  private var noons: [LocalDate: Date] = [:]
  private var times: [Int64: String] = [:]
  private var shortDays: [Int64: String] = [:]
  private var weekdays: [LocalDate: String] = [:]
  private var dayNumbers: [LocalDate: String] = [:]
  private var dayNames: [LocalDate: String] = [:]
  private var rows: [RowKey: String] = [:]

  /// A row to draw; hashed by the bytes of its text (as ``ExactText`` is), since `String`
  /// normalizes Unicode to hash and every row of every entry is looked up.
  struct RowKey: Hashable {
    var item: SnapshotDocument.Item
    var showDay: Bool

    static func == (a: RowKey, b: RowKey) -> Bool {
      a.showDay == b.showDay && a.item == b.item && ExactText(a.item.id) == ExactText(b.item.id)
        && ExactText(a.item.title) == ExactText(b.item.title)
        && a.item.group.map(ExactText.init) == b.item.group.map(ExactText.init)
    }

    func hash(into hasher: inout Hasher) {
      hasher.combine(ExactText(item.id))
      hasher.combine(ExactText(item.title))
      hasher.combine(item.state)
      hasher.combine(item.day)
      hasher.combine(showDay)
    }
  }

  /// The text of `locale`'s drawings in the zone named `timeZone` (UTC when it is unknown).
  init(locale: String, timeZone: String) {
    localizer = Localizer(catalog: .shipped, locale: locale)
    let zone = TimeZone(identifier: timeZone) ?? TimeZone(identifier: "UTC")!
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = zone
    self.calendar = calendar
    dates = DrawingDates.shared(locale: locale, timeZone: timeZone, zone)
  }

  static func date(_ instant: Int64) -> Date {
    Date(timeIntervalSince1970: TimeInterval(instant))
  }

  static func instant(_ date: Date) -> Int64 {
    Int64(date.timeIntervalSince1970.rounded(.down))
  }

  /// `cache[key]`, made by `make` the first time.
  private func recall<Key: Hashable, Value>(
    _ cache: inout [Key: Value], _ key: Key, _ make: () -> Value
  ) -> Value {
    if let known = cache[key] { return known }
    let made = make()
    cache[key] = made
    return made
  }

  /// An instant as the widget's zone has it, `2026-06-01 09:30`, for headings and lists.
  func localTime(_ instant: Int64) -> String {
    recall(&localTimes, instant) {
      let parts = calendar.dateComponents(
        [.year, .month, .day, .hour, .minute], from: Self.date(instant))
      return Self.padded(parts.year ?? 0, 4) + "-" + Self.padded(parts.month ?? 0, 2) + "-"
        + Self.padded(parts.day ?? 0, 2) + " " + Self.padded(parts.hour ?? 0, 2) + ":"
        + Self.padded(parts.minute ?? 0, 2)
    }
  }

  static func padded(_ value: Int, _ width: Int) -> String {
    let digits = String(value)
    return digits.count >= width
      ? digits : String(repeating: "0", count: width - digits.count) + digits
  }

  /// The day an instant falls on in the widget's zone.
  func localDay(_ instant: Int64) -> LocalDate? {
    recall(&localDays, instant) {
      let parts = calendar.dateComponents([.year, .month, .day], from: Self.date(instant))
      return LocalDate(year: parts.year ?? 0, month: parts.month ?? 0, day: parts.day ?? 0)
    }
  }

  /// Noon of a day in the widget's zone, for naming the day.
  func noon(_ day: LocalDate) -> Date? {
    if let known = noons[day] { return known }
    let noon = calendar.date(
      from: DateComponents(year: day.year, month: day.month, day: day.day, hour: 12))
    noons[day] = noon
    return noon
  }

  /// An instant as a `Date`; a day (all-day items) at noon in the widget's zone.
  func date(_ time: OccurrenceTime?) -> Date? {
    switch time {
    case .instant(let seconds)?: Self.date(seconds)
    case .date(let day)?: noon(day)
    case nil: nil
    }
  }

  func time(_ date: Date) -> String {
    recall(&times, Self.instant(date)) {
      let parts = calendar.dateComponents([.hour, .minute], from: date)
      let minute = parts.hour.flatMap { hour in parts.minute.map { hour * 60 + $0 } }
      return dates.string(.time, date, at: minute.map(DrawingDates.Moment.minute))
    }
  }

  func shortDay(_ date: Date) -> String {
    let instant = Self.instant(date)
    return recall(&shortDays, instant) {
      dates.string(.shortDay, date, at: localDay(instant).map(DrawingDates.Moment.day))
    }
  }

  /// The weekday of an instant's day; kept by the day, as every entry of a day names it.
  func weekday(_ instant: Int64) -> String {
    guard let day = localDay(instant) else {
      return dates.string(.weekday, Self.date(instant), at: nil)
    }
    return recall(&weekdays, day) {
      dates.string(.weekday, Self.date(instant), at: .day(day))
    }
  }

  /// The number of an instant's day in the month; kept by the day.
  func dayNumber(_ instant: Int64) -> String {
    guard let day = localDay(instant) else {
      return dates.string(.dayNumber, Self.date(instant), at: nil)
    }
    return recall(&dayNumbers, day) {
      dates.string(.dayNumber, Self.date(instant), at: .day(day))
    }
  }

  /// "Today", "Tomorrow", or the day written out, as the large families head their rows.
  func dayName(_ day: LocalDate, today: LocalDate?) -> String {
    if day == today { return localizer.string(.headingToday) }
    // Noon plus a day is the next day even across a daylight-saving change.
    if let today, let noon = noon(today),
      localDay(Self.instant(noon.addingTimeInterval(86_400))) == day
    {
      return localizer.string(.headingTomorrow)
    }
    return recall(&dayNames, day) {
      noon(day).map { dates.string(.longDay, $0, at: .day(day)) } ?? day.description
    }
  }

  /// "9:00–10:30", "All day" or "9:00" for a row, as the widget prints it.
  func when(_ item: SnapshotDocument.Item) -> String {
    if item.allDay {
      let allDay = localizer.string(.rangeAllDay)
      return allDay.prefix(1).uppercased() + allDay.dropFirst()
    }
    guard let start = date(item.start) else { return "" }
    guard item.kind == .event, let end = date(item.end), end > start else {
      return time(start)
    }
    return time(start) + "\u{2013}" + time(end)
  }

  /// ", about 9.2 s of speech".
  func aboutSeconds(_ value: Double) -> String {
    ", about " + Tenths.formatted(value) + " s of speech"
  }

  /// A row of the widget: its marker, title, star and time, and its state in words.
  func row(_ item: SnapshotDocument.Item, showDay: Bool) -> String {
    recall(&rows, RowKey(item: item, showDay: showDay)) { drawRow(item, showDay: showDay) }
  }

  private func drawRow(_ item: SnapshotDocument.Item, showDay: Bool) -> String {
    var html = HTMLBytes(capacity: 512)
    html.append("<li class=\"w-row w-")
    html.append(escaping: item.kind.rawValue)
    if item.state == .inProgress { html.append(" w-now") }
    if item.state == .overdue { html.append(" w-overdue") }
    html.append("\">")
    if item.kind == .reminder {
      html.append("<span class=\"w-check\" aria-hidden=\"true\"></span>")
    } else {
      html.append("<span class=\"w-bar c")
      html.append(WidgetDrawing.colorIndex(item.group ?? ""))
      html.append("\" aria-hidden=\"true\"></span>")
    }
    html.append("<span class=\"w-text\"><span class=\"w-title\">")
    html.append(escaping: item.title)
    if item.favorite {
      html.append(
        " <span class=\"w-star\" aria-hidden=\"true\">★</span><span class=\"visually-hidden\">favorite</span>"
      )
    }
    var when = when(item)
    // A row on another day says which; so does an overdue reminder from an earlier day.
    let start = date(item.start)
    if let start, start < (noon(item.day) ?? start), localDay(Self.instant(start)) != item.day {
      // An all-day reminder from an earlier day shows just that day.
      when = shortDay(start) + (item.allDay ? "" : " " + when)
    } else if showDay, let date = noon(item.day) {
      when = shortDay(date) + " " + when
    }
    html.append("</span><span class=\"w-time\">")
    html.append(state(item))
    html.append(escaping: when)
    html.append("</span></span></li>")
    return String(decoding: html.bytes, as: UTF8.self)
  }

  /// Overdue and in-progress rows are marked by more than colour (WCAG 1.4.1): a visible "!" for
  /// overdue, and words for assistive technology.
  func state(_ item: SnapshotDocument.Item) -> String {
    switch item.state {
    case .overdue:
      HTML.element("span", ["aria-hidden": "true"], "! ")
        + HTML.element("span", ["class": "visually-hidden"], "overdue, ")
    case .inProgress: HTML.element("span", ["class": "visually-hidden"], "in progress, ")
    case .dueNow: HTML.element("span", ["class": "visually-hidden"], "due now, ")
    case .allDay, .upcoming: ""
    }
  }
}
