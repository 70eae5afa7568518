import ICalendar
import Snapshots
import WidgetTimeline

/// Which of an entry's rows its drawing has room for: the frame's height less its padding and
/// heading, filled row by row and day header by day header, each of the fixed height the style
/// sheet gives it (`css`, written from the same numbers, so the two cannot disagree).
///
/// The timeline says how many rows a family shows (`FamilyTraits.rows`); a drawing at that size
/// may hold fewer (twelve rows of an extra large widget in one column, three of a large one
/// at the accessibility text size). Such a row is spoken but not visible: the drawing shows it
/// below the frame, marked as cut, and the entry says so.
struct DrawingLayout {
  /// Heights in units of the drawing's font size (13 px, 19 px at the accessibility text size).
  static let rowHeight = 2.5
  static let rowGap = 0.3
  static let dayHeight = 1.25
  static let headHeight = 3.3
  static let headGap = 0.3
  static let moreHeight = 1.25

  let unit: Double
  let available: Double
  let heading: Double

  init(_ drawing: FamilyTraits.Drawing, textSize: TextSize) {
    unit = textSize == .accessibility ? 19 : 13
    let padding = drawing.onLockScreen ? 6.0 : 14.0
    available = Double(drawing.height) - 2 * padding
    heading =
      drawing.style == .dated && !drawing.dateBeside ? (Self.headHeight + Self.headGap) * unit : 0
  }

  /// How many of `items` fit, with a day header before each new day when `dayHeaders`. The
  /// "+N" below them is not a row, and may be clipped where the last row fills the frame.
  func fitting(_ items: [SnapshotDocument.Item], dayHeaders: Bool) -> Int {
    var used = heading
    let limit = available
    var day: LocalDate?
    for (index, item) in items.enumerated() {
      var needed = (Self.rowHeight + Self.rowGap) * unit
      if dayHeaders, item.day != day { needed += Self.dayHeight * unit }
      // A row's gap below it may fall outside: only its box must fit.
      guard used + needed - Self.rowGap * unit <= limit + 0.001 else { return index }
      used += needed
      day = item.day
    }
    return items.count
  }

  /// The style sheet's rules for these heights, in units of `--u`, the drawing's font size.
  static var css: String {
    func u(_ value: Double) -> String { "calc(var(--u)*\(value))" }
    return """
      .widget{--u:13px}.widget.size-accessibility{--u:19px}
      .w-row{box-sizing:border-box;height:\(u(rowHeight));margin:0 0 \(u(rowGap));overflow:hidden}
      .w-day{height:\(u(dayHeight));line-height:\(u(dayHeight));margin:0;overflow:hidden}
      .w-head{height:\(u(headHeight));margin:0 0 \(u(headGap));overflow:hidden}
      .w-beside .w-head{height:auto}
      .w-more{height:\(u(moreHeight));line-height:\(u(moreHeight))}
      .w-cut{margin:.35rem 0 0;padding:.25rem .4rem;border:2px dashed var(--deleted);color:var(--deleted);background:var(--deleted-bg);font-size:.85rem}
      .w-cut ul{list-style:none;margin:.2rem 0 0;padding:0}
      .w-cut .w-row{height:auto;margin:0 0 .2rem}
      """
  }
}
