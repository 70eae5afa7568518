import Foundation
import ICalendar
import Snapshots
import Summaries
import WidgetTimeline

/// An entry drawn as a sighted user sees the widget: the family's shape and proportions, the
/// visible rows with their times, day headers, and the "+N" of rows that did not fit.
///
/// What to draw comes from the family's traits (`FamilyTraits.drawing`: size, style, lock
/// screen, the date beside the rows), and so do the frame's classes the page's style sheet
/// reads. Times and days are formatted for the snapshot's locale and time zone with Foundation
/// (the drawing is visual text, not spoken copy); the words "Today", "Tomorrow" and "all day"
/// come from the String Catalog.
struct WidgetDrawing {
  let family: WidgetFamily
  let textSize: TextSize
  /// The locale's and zone's words, days and times, shared by the source's drawings.
  let text: DrawingText
  /// The figure and the widget's frame around every entry's drawing, the same for each.
  let opening: String
  let closing: String
  /// Which rows the frame has room for.
  let layout: DrawingLayout

  init(snapshot: ReviewSnapshot, text: DrawingText) {
    family = snapshot.family
    textSize = snapshot.textSize
    self.text = text
    let drawing = family.traits.drawing
    layout = DrawingLayout(drawing, textSize: snapshot.textSize)
    let (width, height) = (drawing.width, drawing.height)
    let size = textSize == .accessibility ? "accessibility" : "default"
    let classes = Self.classes(drawing).map { " " + $0 }.joined()
    opening =
      "<figure class=\"drawing\"><div class=\"widget w-\(family.rawValue) size-\(textSize.rawValue)\(classes)\" role=\"group\" aria-label=\"\(family.rawValue) widget, \(size) text size\" style=\"width:\(width)px;height:\(height)px\">"
    closing =
      "</div><figcaption>\(family.rawValue), \(width) × \(height) pt</figcaption>"
  }

  /// The frame's classes for the style sheet (`ReviewStyle`): the lock screen's colours, one
  /// line, the date beside the rows, and how far a narrow screen shrinks the drawing (one
  /// wider than 300 points on a phone, one wider than 600 on a small window too).
  static func classes(_ drawing: FamilyTraits.Drawing) -> [String] {
    var classes: [String] = []
    if drawing.onLockScreen { classes.append("w-lock") }
    if drawing.style == .line { classes.append("w-line") }
    if drawing.dateBeside { classes.append("w-beside") }
    if drawing.width > 300 { classes.append("w-wider") }
    if drawing.width > 600 { classes.append("w-widest") }
    return classes
  }

  var localizer: Localizer { text.localizer }

  /// An instant as the widget's zone has it, `2026-06-01 09:30`, for headings and lists.
  func localTime(_ instant: Int64) -> String { text.localTime(instant) }

  /// The drawing of `entry`, appended to `html` piece by piece: the figure, the widget's frame
  /// at its size, its heading, rows and overflow, and the caption.
  func html(_ entry: SnapshotDocument.Entry, into html: inout HTMLBytes) {
    let today = text.localDay(entry.date)
    html.append(opening)
    let traits = family.traits
    let shown =
      traits.drawing.style == .line
      ? entry.items.count
      : layout.fitting(entry.items, dayHeaders: traits.groupsByDay)
    switch traits.drawing.style {
    case .line:
      html.append("<p class=\"w-inline\">")
      if let item = entry.items.first {
        html.append(escaping: item.title)
        html.append(" ")
        html.append(escaping: text.when(item))
      } else {
        // The words every empty widget shows, as its rows would (`rows`).
        html.append(escaping: localizer.string(.emptyToday))
      }
      html.append("</p>")
    case .rows:
      rows(entry.items.prefix(shown), today: today, dayHeaders: traits.groupsByDay, into: &html)
    case .dated:
      html.append("<p class=\"w-head\"><span class=\"w-weekday\">")
      html.append(escaping: text.weekday(entry.date))
      html.append("</span><span class=\"w-daynumber\">")
      html.append(escaping: text.dayNumber(entry.date))
      html.append("</span></p>")
      rows(entry.items.prefix(shown), today: today, dayHeaders: traits.groupsByDay, into: &html)
    }
    if entry.overflow > 0, traits.drawing.style != .line {
      html.append("<p class=\"w-more\">+")
      html.append(entry.overflow)
      html.append("</p>")
    }
    html.append(closing)
    if shown < entry.items.count {
      // Spoken but not visible: the rows the frame has no room for, drawn below it as cut.
      let cut = entry.items.count - shown
      html.append("<div class=\"w-cut\"><strong>Spoken but not visible:</strong> ")
      html.append(cut)
      html.append(" of ")
      html.append(entry.items.count)
      html.append(" rows fall outside the frame at this size.<ul>")
      for item in entry.items[shown...] {
        html.append(text.row(item, showDay: item.day != today))
      }
      html.append("</ul></div>")
    }
    html.append("</figure>")
  }

  /// How many of the entry's rows are spoken but not drawn inside the frame.
  func cutRows(_ entry: SnapshotDocument.Entry) -> Int {
    let traits = family.traits
    guard traits.drawing.style != .line else { return 0 }
    return entry.items.count - layout.fitting(entry.items, dayHeaders: traits.groupsByDay)
  }

  func rows(
    _ items: ArraySlice<SnapshotDocument.Item>, today: LocalDate?, dayHeaders: Bool,
    into html: inout HTMLBytes
  ) {
    guard !items.isEmpty else {
      html.append("<p class=\"w-empty\">")
      html.append(escaping: localizer.string(.emptyToday))
      html.append("</p>")
      return
    }
    html.append("<ul class=\"w-rows\">")
    var currentDay: LocalDate?
    for item in items {
      if dayHeaders, item.day != currentDay {
        currentDay = item.day
        html.append("<li class=\"w-day\">")
        html.append(escaping: text.dayName(item.day, today: today))
        html.append("</li>")
      }
      html.append(text.row(item, showDay: !dayHeaders && item.day != today))
    }
    html.append("</ul>")
  }

  /// A stable colour for a calendar, as calendars have their own colour in the widget.
  static func colorIndex(_ group: String) -> Int {
    var hash: UInt32 = 2_166_136_261
    for byte in group.utf8 { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
    return Int(hash % 6)
  }
}
