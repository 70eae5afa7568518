import ICalendar
import WidgetTimeline

/// What a summary did not say by name, counted by when it is: "Plus 2 more today", "Plus 10
/// more later this week", "Plus 5 overdue, 2 more today and 10 later this week".
///
/// A listener adds up every number heard, so a count says its scope and never contradicts
/// what came before it: the rows the widget shows but the summary folded, and the items the
/// widget had no room for, split into overdue, today and later. Overdue reminders are a
/// number of their own, said first: counted into "more today" they would be heard as more
/// planned today, and the backlog never heard of. It is a sentence of its own, so its number
/// is never heard as part of the last item. Past `cap`, a count of what is to come is "over
/// 100": the exact size of a long tail helps nobody. The overdue number is never capped: like
/// the overdue group's, it is all the listener owes.
struct Remainder {
  /// Overdue reminders not said by name nor counted by an overdue group.
  var overdue: Int
  /// What is still to come today, not said by name.
  var today: Int
  var later: Int
  /// The last day offset a later item falls on.
  var lastLaterDay: Int

  static let cap = 100

  init(overdue: Int, today: Int, later: Int, lastLaterDay: Int) {
    self.overdue = overdue
    self.today = today
    self.later = later
    self.lastLaterDay = lastLaterDay
  }

  /// The remainder of an entry whose `unspoken` visible rows were not said by name, when
  /// `counted` of its hidden overdue reminders (`TimelineEntry.hiddenOverdue`) were said in an
  /// overdue group's number: a listener adds the numbers up, and would hear those twice.
  init(entry: TimelineEntry, unspoken: [TimelineRow], counted: Int = 0) {
    var perDay = entry.hiddenPerDay
    // The hidden overdue reminders are counted at index 0 of `hiddenPerDay`: they are not
    // today's still to come.
    if !perDay.isEmpty { perDay[0] -= entry.hiddenOverdue }
    overdue = entry.hiddenOverdue - counted
    for row in unspoken {
      if row.state == .overdue {
        overdue += 1
      } else if perDay.indices.contains(row.dayOffset) {
        perDay[row.dayOffset] += 1
      }
    }
    today = perDay.first ?? 0
    later = perDay.dropFirst().reduce(0, +)
    lastLaterDay = perDay.indices.last { $0 > 0 && perDay[$0] > 0 } ?? 0
  }

  /// Everything it counts: overdue, today and later.
  var total: Int { overdue + today + later }

  /// What is still to come, today and later.
  var toCome: Int { today + later }

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
  /// screen's five seconds: shorter, and never silent about the later part. The overdue
  /// number stays a number of its own even then ("Plus 5 overdue and 14 more this week"):
  /// merged into "this week" it would be heard as still to come.
  ///
  /// Each number says one scope of its own, and a window one wording in a language: never
  /// "Plus 6 overdue and 15 more today and in the next 6 days", whose listener cannot tell
  /// what 15 covers, but a list with one "and" or one window named once ("Plus 6 overdue and
  /// 15 more in the next 7 days"). With `asTotal` and nothing left today, the window named is
  /// the one from today when that is shorter ("bis Sonntag", not "ab morgen bis Sonntag"): it
  /// holds the same items.
  ///
  /// With `unscoped` as well, what is still to come after an overdue part is said without its
  /// window ("Plus 5 overdue and 14 to come", "그 밖에 기한 지난 5개, 예정 14개"): a lock screen's
  /// count in a language whose listeners take that for all that is to come
  /// (`LanguageProfile.countsRestWithoutScope`), and elsewhere the last resort before a
  /// lone item's time goes (`SummaryComposer.Detail.restCount`), since the window is what
  /// tells the listener what the number covers.
  func phrase(
    _ composer: SummaryComposer, day: LocalDate, lookAheadDays: Int, asTotal: Bool = false,
    unscoped: Bool = false
  ) -> String? {
    var keys = CopyKeySet()
    return phrase(
      composer, day: day, lookAheadDays: lookAheadDays, asTotal: asTotal, unscoped: unscoped,
      keys: &keys)
  }

  /// The sentence, and in `keys` the catalog keys it was said with.
  func phrase(
    _ composer: SummaryComposer, day: LocalDate, lookAheadDays: Int, asTotal: Bool,
    unscoped: Bool = false, keys: inout CopyKeySet
  ) -> String? {
    guard total > 0 else { return nil }
    let localizer = composer.localizer
    guard overdue > 0 else {
      return toComePhrase(
        composer, day: day, lookAheadDays: lookAheadDays, asTotal: asTotal, keys: &keys)
    }
    guard toCome > 0 else {
      keys.insert(.moreOverdue)
      return localizer.string(.moreOverdue, .integer(overdue))
    }
    if asTotal, unscoped {
      let key: CopyKey = toCome > Self.cap ? .moreOverdueComingOver : .moreOverdueComing
      keys.insert(key)
      return localizer.string(key, .integer(overdue), .integer(min(toCome, Self.cap)))
    }
    let parts = toComeParts(
      composer, day: day, lookAheadDays: lookAheadDays, asTotal: asTotal, keys: &keys)
    if parts.count == 1 {
      keys.insert(.moreOverdueAnd)
      return localizer.string(.moreOverdueAnd, .integer(overdue), .string(parts[0]))
    }
    keys.insert(.moreOverdueList)
    return localizer.string(
      .moreOverdueList, .integer(overdue), .string(parts[0]), .string(parts[1]))
  }

  /// The last day the later part reaches and its name: the week's, or the look-ahead's
  /// ("through Monday"). A language whose "this week" would be heard as including today names
  /// it ("내일부터 토요일까지").
  private func reach(_ composer: SummaryComposer, day: LocalDate, lookAheadDays: Int)
    -> (scope: Scope, days: Int, name: String)
  {
    let weekEnds = Self.weekEnds(day, firstWeekday: composer.profile.firstWeekday)
    let scope = scope(weekEnds: weekEnds)
    let days = scope == .week ? weekEnds : lookAheadDays - 1
    return (scope, days, composer.lastDayName(day.adding(days: days), relativeTo: day))
  }

  /// What is still to come as parts after the overdue one: today's and the later one, or with
  /// `asTotal` both as one.
  private func toComeParts(
    _ composer: SummaryComposer, day: LocalDate, lookAheadDays: Int, asTotal: Bool,
    keys: inout CopyKeySet
  ) -> [String] {
    let localizer = composer.localizer
    var parts: [String] = []
    if today > 0, later == 0 || !asTotal {
      keys.insert(.moreOverdueToday)
      parts.append(localizer.string(.moreOverdueToday, .integer(today)))
    }
    guard later > 0 else { return parts }
    let (scope, days, lastDay) = reach(composer, day: day, lookAheadDays: lookAheadDays)
    if asTotal, today > 0 || scope != .tomorrow {
      let key = CopyKey.moreOverdueTotal(scope, over: toCome > Self.cap)
      keys.insert(key)
      parts.append(
        localizer.string(
          key,
          arguments: [
            .integer(min(toCome, Self.cap)), .integer(days), .string(lastDay), .integer(days + 1),
          ]))
      return parts
    }
    let key = CopyKey.morePart(scope, over: later > Self.cap)
    keys.insert(key)
    parts.append(
      localizer.string(
        key, arguments: [.integer(min(later, Self.cap)), .integer(days), .string(lastDay)]))
    return parts
  }

  /// The sentence of what is still to come, when nothing overdue is left to count.
  private func toComePhrase(
    _ composer: SummaryComposer, day: LocalDate, lookAheadDays: Int, asTotal: Bool,
    keys: inout CopyKeySet
  ) -> String? {
    let localizer = composer.localizer
    if today > 0, later == 0 {
      keys.insert(.moreToday)
      return localizer.string(.moreToday, .integer(today))
    }
    let (scope, reach, lastDay) = reach(composer, day: day, lookAheadDays: lookAheadDays)
    let over = later > Self.cap
    let laterArguments: [FormatArgument] = [
      .integer(min(later, Self.cap)), .integer(reach), .string(lastDay),
    ]
    if asTotal, today > 0 || scope != .tomorrow {
      keys.insert(.moreTotal(scope, over: toCome > Self.cap))
      return localizer.string(
        .moreTotal(scope, over: toCome > Self.cap),
        arguments: [
          .integer(min(toCome, Self.cap)), .integer(reach), .string(lastDay), .integer(reach + 1),
        ])
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
