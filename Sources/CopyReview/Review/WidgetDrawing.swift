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
  /// The locale's and zone's words, days and times, shared by the source's drawings.
  let text: DrawingText

  init(snapshot: ReviewSnapshot, text: DrawingText) {
    family = snapshot.family
    textSize = snapshot.textSize
    self.text = text
  }

  var localizer: Localizer { text.localizer }

  /// An instant as the widget's zone has it, `2026-06-01 09:30`, for headings and lists.
  func localTime(_ instant: Int64) -> String { text.localTime(instant) }

  func html(_ entry: SnapshotDocument.Entry) -> String {
    let (width, height) = Self.size(family)
    let today = text.localDay(entry.date)
    var body = ""
    switch family {
    case .accessoryInline:
      let line =
        entry.items.first.map { "\($0.title) \(text.when($0))" } ?? localizer.string("empty.inline")
      body = HTML.element("p", ["class": "w-inline"], HTML.escape(line))
    case .accessoryRectangular:
      body = rows(entry, today: today, dayHeaders: false)
    default:
      let heading =
        HTML.element(
          "span", ["class": "w-weekday"],
          HTML.escape(text.weekday(entry.date)))
        + HTML.element(
          "span", ["class": "w-daynumber"],
          HTML.escape(text.dayNumber(entry.date)))
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
        list += HTML.element(
          "li", ["class": "w-day"], HTML.escape(text.dayName(item.day, today: today)))
      }
      list += text.row(item, showDay: !dayHeaders && item.day != today)
    }
    return HTML.element("ul", ["class": "w-rows"], list)
  }

  /// A stable colour for a calendar, as calendars have their own colour in the widget.
  static func colorIndex(_ group: String) -> Int {
    var hash: UInt32 = 2_166_136_261
    for byte in group.utf8 { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
    return Int(hash % 6)
  }
}
