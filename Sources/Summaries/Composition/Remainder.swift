import ICalendar
import WidgetTimeline

/// What a summary did not say by name, counted by when it is: "Plus 2 more today", "Plus 10
/// more later this week", "Plus 2 more today and 10 later this week".
///
/// A listener adds up every number heard, so a count says its scope and never contradicts
/// what came before it: the rows the widget shows but the summary folded, and the items the
/// widget had no room for, split into today and later. It is a sentence of its own, so its
/// number is never heard as part of the last item. Past `cap`, a count is "over 100": the
/// exact size of a long tail helps nobody.
struct Remainder {
  var today: Int
  var later: Int
  /// The last day offset a later item falls on.
  var lastLaterDay: Int

  static let cap = 100

  /// The remainder of an entry whose `unspoken` visible rows were not said by name, when
  /// `counted` of its hidden items were said in an overdue group's number (overdue, so
  /// today's): a listener adds the numbers up, and would hear those twice.
  init(entry: TimelineEntry, unspoken: [TimelineRow], counted: Int = 0) {
    var perDay = entry.hiddenPerDay
    if !perDay.isEmpty { perDay[0] -= counted }
    for row in unspoken where perDay.indices.contains(row.dayOffset) {
      perDay[row.dayOffset] += 1
    }
    today = perDay.first ?? 0
    later = perDay.dropFirst().reduce(0, +)
    lastLaterDay = perDay.indices.last { $0 > 0 && perDay[$0] > 0 } ?? 0
  }

  var total: Int { today + later }

  /// The later items' scope: all tomorrow, all in the listener's week, or up to the end of
  /// the look-ahead.
  enum Scope {
    case tomorrow, week, days
  }

  func scope(weekEnds: Int) -> Scope {
    if lastLaterDay <= 1 { return .tomorrow }
    return lastLaterDay <= weekEnds ? .week : .days
  }

  /// The sentence, or `nil` when everything was said. With `asTotal` what is left today and
  /// later is one number with the wider scope ("Plus 14 more this week", not "Plus 4 more
  /// today and 10 later this week"), for a summary with no room for both parts and the lock
  /// screen's five seconds: shorter, and never silent about the later part.
  func phrase(
    _ composer: SummaryComposer, day: LocalDate, lookAheadDays: Int, asTotal: Bool = false
  ) -> String? {
    var keys = CopyKeySet()
    return phrase(composer, day: day, lookAheadDays: lookAheadDays, asTotal: asTotal, keys: &keys)
  }

  /// The sentence, and in `keys` the catalog keys it was said with.
  func phrase(
    _ composer: SummaryComposer, day: LocalDate, lookAheadDays: Int, asTotal: Bool,
    keys: inout CopyKeySet
  ) -> String? {
    guard total > 0 else { return nil }
    let localizer = composer.localizer
    let weekEnds = Self.weekEnds(day, firstWeekday: composer.profile.firstWeekday)
    let scope = scope(weekEnds: weekEnds)
    // The last day the count reaches: the week's, or the look-ahead's ("through Monday"). A
    // language whose "this week" would be heard as including today names it ("내일부터
    // 토요일까지").
    let reach = scope == .week ? weekEnds : lookAheadDays - 1
    let lastDay = composer.lastDayName(day.adding(days: reach), relativeTo: day)
    let over = later > Self.cap
    let laterArguments: [FormatArgument] = [
      .integer(min(later, Self.cap)), .integer(reach), .string(lastDay),
    ]
    if today > 0, later == 0 {
      keys.insert(.moreToday)
      return localizer.string(.moreToday, .integer(today))
    }
    if today > 0, asTotal {
      keys.insert(.moreTotal(scope, over: total > Self.cap))
      return localizer.string(
        .moreTotal(scope, over: total > Self.cap),
        arguments: [.integer(min(total, Self.cap)), .integer(reach), .string(lastDay)])
    }
    if today == 0 {
      keys.insert(.more(scope, over: over))
      return localizer.string(.more(scope, over: over), arguments: laterArguments)
    }
    keys.insert(.morePair)
    keys.insert(.morePartToday)
    keys.insert(.morePart(scope, over: over))
    return localizer.string(
      .morePair, .string(localizer.string(.morePartToday, .integer(today))),
      .string(localizer.string(.morePart(scope, over: over), arguments: laterArguments)))
  }

  /// The day offset of the last day of the week that holds `day`, for a week starting on
  /// ISO weekday `firstWeekday` (1 Monday … 7 Sunday).
  static func weekEnds(_ day: LocalDate, firstWeekday: Int) -> Int {
    let sinceStart = (day.weekday - firstWeekday + 7) % 7
    return 6 - sinceStart
  }
}
