import Foundation
import ICalendar
import Snapshots
import Summaries
import WidgetTimeline

/// An entry drawn as a sighted user sees the widget: the family's shape and proportions, the
/// visible rows with their times, day headers, and the "+N" of rows that did not fit.
///
/// Times and days are formatted for the snapshot's locale and time zone with Foundation (the
/// drawing is visual text, not spoken copy); the words "Today", "Tomorrow" and "all day" come
/// from the String Catalog.
struct WidgetDrawing {
  /// The family's size in points, as on an iPhone (extraLarge: an iPad).
  static func size(_ family: WidgetFamily) -> (width: Int, height: Int) {
    switch family {
    case .small: (170, 170)
    case .medium: (364, 170)
    case .large: (364, 382)
    case .extraLarge: (715, 338)
    case .accessoryRectangular: (172, 76)
    case .accessoryInline: (257, 22)
    }
  }

  let family: WidgetFamily
  let textSize: TextSize
  let localizer: Localizer
  let zone: TimeZone
  let time: DateFormatter
  let longDay: DateFormatter
  let shortDay: DateFormatter
  let weekday: DateFormatter
  let dayNumber: DateFormatter
  /// Gregorian, in the widget's zone.
  let calendar: Calendar

  init(snapshot: ReviewSnapshot) {
    family = snapshot.family
    textSize = snapshot.textSize
    localizer = Localizer(catalog: .shipped, locale: snapshot.locale)
    let zone = TimeZone(identifier: snapshot.document.timeZone) ?? TimeZone(identifier: "UTC")!
    self.zone = zone
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = zone
    self.calendar = calendar
    let locale = Locale(identifier: snapshot.locale)
    let formatter = { (template: String) -> DateFormatter in
      let formatter = DateFormatter()
      formatter.locale = locale
      formatter.timeZone = zone
      formatter.calendar = Calendar(identifier: .gregorian)
      formatter.setLocalizedDateFormatFromTemplate(template)
      return formatter
    }
    time = formatter("jmm")
    longDay = formatter("EEEEMMMMd")
    shortDay = formatter("EEE")
    weekday = formatter("EEEE")
    dayNumber = formatter("d")
  }

  static func date(_ instant: Int64) -> Date {
    Date(timeIntervalSince1970: TimeInterval(instant))
  }

  /// An instant as a `Date`; a day (all-day items) at noon in the widget's zone.
  func date(_ time: OccurrenceTime?) -> Date? {
    switch time {
    case .instant(let seconds)?: Self.date(seconds)
    case .date(let day)?: noon(day)
    case nil: nil
    }
  }

  /// Noon of a day in the widget's zone, for naming the day.
  func noon(_ day: LocalDate) -> Date? {
    calendar.date(
      from: DateComponents(year: day.year, month: day.month, day: day.day, hour: 12))
  }

  func localDay(_ date: Date) -> LocalDate? {
    let parts = calendar.dateComponents([.year, .month, .day], from: date)
    return LocalDate(year: parts.year ?? 0, month: parts.month ?? 0, day: parts.day ?? 0)
  }

  /// An instant as the widget's zone has it, `2026-06-01 09:30`, for headings and lists.
  func localTime(_ instant: Int64) -> String {
    let parts = calendar.dateComponents(
      [.year, .month, .day, .hour, .minute], from: Self.date(instant))
    return String(
      format: "%04d-%02d-%02d %02d:%02d", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0,
      parts.hour ?? 0, parts.minute ?? 0)
  }

  func dayName(_ day: LocalDate, today: LocalDate?) -> String {
    if day == today { return localizer.string("heading.today") }
    // Noon plus a day is the next day even across a daylight-saving change.
    if let today, let noon = noon(today), localDay(noon.addingTimeInterval(86_400)) == day {
      return localizer.string("heading.tomorrow")
    }
    return noon(day).map(longDay.string(from:)) ?? day.description
  }

  /// "9:00–10:30", "All day" or "9:00" for a row, as the widget prints it.
  func when(_ item: SnapshotDocument.Item) -> String {
    if item.allDay {
      let allDay = localizer.string("range.allDay")
      return allDay.prefix(1).uppercased() + allDay.dropFirst()
    }
    guard let start = date(item.start) else { return "" }
    guard item.kind == .event, let end = date(item.end), end > start else {
      return time.string(from: start)
    }
    return time.string(from: start) + "\u{2013}" + time.string(from: end)
  }

  func html(_ entry: SnapshotDocument.Entry) -> String {
    let (width, height) = Self.size(family)
    let today = localDay(Self.date(entry.date))
    var body = ""
    switch family {
    case .accessoryInline:
      let line =
        entry.items.first.map { "\($0.title) \(when($0))" } ?? localizer.string("empty.inline")
      body = HTML.element("p", ["class": "w-inline"], HTML.escape(line))
    case .accessoryRectangular:
      body = rows(entry, today: today, dayHeaders: false)
    default:
      let heading =
        HTML.element(
          "span", ["class": "w-weekday"],
          HTML.escape(weekday.string(from: Self.date(entry.date))))
        + HTML.element(
          "span", ["class": "w-daynumber"],
          HTML.escape(dayNumber.string(from: Self.date(entry.date))))
      body = HTML.element("p", ["class": "w-head"], heading)
      body += rows(entry, today: today, dayHeaders: family == .large || family == .extraLarge)
    }
    if entry.overflow > 0, family != .accessoryInline {
      body += HTML.element("p", ["class": "w-more"], "+\(entry.overflow)")
    }
    let label =
      "\(family.rawValue) widget, \(textSize == .accessibility ? "accessibility" : "default") text size"
    return HTML.element(
      "figure", ["class": "drawing"],
      HTML.element(
        "div",
        [
          "class": "widget w-\(family.rawValue) size-\(textSize.rawValue)", "role": "group",
          "aria-label": label,
          "style": "width:\(width)px;height:\(height)px",
        ], body)
        + HTML.element(
          "figcaption", [:], "\(HTML.escape(family.rawValue)), \(width) × \(height) pt"))
  }

  func rows(_ entry: SnapshotDocument.Entry, today: LocalDate?, dayHeaders: Bool) -> String {
    guard !entry.items.isEmpty else {
      return HTML.element("p", ["class": "w-empty"], HTML.escape(localizer.string("empty.today")))
    }
    var list = ""
    var currentDay: LocalDate?
    for item in entry.items {
      if dayHeaders, item.day != currentDay {
        currentDay = item.day
        list += HTML.element("li", ["class": "w-day"], HTML.escape(dayName(item.day, today: today)))
      }
      list += row(item, showDay: !dayHeaders && item.day != today)
    }
    return HTML.element("ul", ["class": "w-rows"], list)
  }

  func row(_ item: SnapshotDocument.Item, showDay: Bool) -> String {
    var classes = ["w-row", "w-\(item.kind.rawValue)"]
    if item.state == .inProgress { classes.append("w-now") }
    if item.state == .overdue { classes.append("w-overdue") }
    let marker =
      item.kind == .reminder
      ? HTML.element("span", ["class": "w-check", "aria-hidden": "true"], "")
      : HTML.element(
        "span", ["class": "w-bar c\(Self.colorIndex(item.group ?? ""))", "aria-hidden": "true"], "")
    var title = HTML.escape(item.title)
    if item.favorite {
      title +=
        " " + HTML.element("span", ["class": "w-star", "aria-hidden": "true"], "★")
        + HTML.element("span", ["class": "visually-hidden"], "favorite")
    }
    var when = when(item)
    // A row on another day says which; so does an overdue reminder from an earlier day.
    let start = date(item.start)
    if let start, start < (noon(item.day) ?? start), localDay(start) != item.day {
      // An all-day reminder from an earlier day shows just that day.
      when = shortDay.string(from: start) + (item.allDay ? "" : " " + when)
    } else if showDay, let date = noon(item.day) {
      when = shortDay.string(from: date) + " " + when
    }
    let text =
      HTML.element("span", ["class": "w-title"], title)
      + HTML.element("span", ["class": "w-time"], state(item) + HTML.escape(when))
    return HTML.element(
      "li", ["class": classes.joined(separator: " ")],
      marker + HTML.element("span", ["class": "w-text"], text))
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

  /// A stable colour for a calendar, as calendars have their own colour in the widget.
  static func colorIndex(_ group: String) -> Int {
    var hash: UInt32 = 2_166_136_261
    for byte in group.utf8 { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
    return Int(hash % 6)
  }
}
