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

  /// The drawing of `entry`, appended to `html` piece by piece: the figure, the widget's frame
  /// at its size, its heading, rows and overflow, and the caption.
  func html(_ entry: SnapshotDocument.Entry, into html: inout String) {
    let (width, height) = Self.size(family)
    let today = text.localDay(entry.date)
    let size = textSize == .accessibility ? "accessibility" : "default"
    html +=
      "<figure class=\"drawing\"><div class=\"widget w-\(family.rawValue) size-\(textSize.rawValue)\" role=\"group\" aria-label=\"\(family.rawValue) widget, \(size) text size\" style=\"width:\(width)px;height:\(height)px\">"
    switch family {
    case .accessoryInline:
      let line =
        entry.items.first.map { "\($0.title) \(text.when($0))" } ?? localizer.string("empty.inline")
      html += "<p class=\"w-inline\">"
      html += HTML.escape(line)
      html += "</p>"
    case .accessoryRectangular:
      rows(entry, today: today, dayHeaders: false, into: &html)
    default:
      html += "<p class=\"w-head\"><span class=\"w-weekday\">"
      html += HTML.escape(text.weekday(entry.date))
      html += "</span><span class=\"w-daynumber\">"
      html += HTML.escape(text.dayNumber(entry.date))
      html += "</span></p>"
      rows(
        entry, today: today, dayHeaders: family == .large || family == .extraLarge, into: &html)
    }
    if entry.overflow > 0, family != .accessoryInline {
      html += "<p class=\"w-more\">+\(entry.overflow)</p>"
    }
    html += "</div><figcaption>\(family.rawValue), \(width) × \(height) pt</figcaption></figure>"
  }

  func rows(
    _ entry: SnapshotDocument.Entry, today: LocalDate?, dayHeaders: Bool, into html: inout String
  ) {
    guard !entry.items.isEmpty else {
      html += "<p class=\"w-empty\">"
      html += HTML.escape(localizer.string("empty.today"))
      html += "</p>"
      return
    }
    html += "<ul class=\"w-rows\">"
    var currentDay: LocalDate?
    for item in entry.items {
      if dayHeaders, item.day != currentDay {
        currentDay = item.day
        html += "<li class=\"w-day\">"
        html += HTML.escape(text.dayName(item.day, today: today))
        html += "</li>"
      }
      html += text.row(item, showDay: !dayHeaders && item.day != today)
    }
    html += "</ul>"
  }

  /// A stable colour for a calendar, as calendars have their own colour in the widget.
  static func colorIndex(_ group: String) -> Int {
    var hash: UInt32 = 2_166_136_261
    for byte in group.utf8 { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
    return Int(hash % 6)
  }
}
