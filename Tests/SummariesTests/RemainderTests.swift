import Agenda
import Foundation
import ICalendar
import SeededRandom
import Testing
import WidgetTimeline

@testable import Summaries

/// What a summary counts: overdue reminders as a number of their own, what is still to come
/// today and later, and a repeating reminder as one item.
@Suite struct RemainderTests {
  static let reference = "2026-06-01T08:00"

  /// A generated person (`SummaryPropertyTests.items`) with a backlog of overdue reminders
  /// (none to 30, due days or weeks ago, on a day or at a time) and up to three repeating
  /// reminders (daily, every other day or weekly, from up to three weeks ago to the end of
  /// the last look-ahead), as an agenda holds them: one item per occurrence.
  static func person(seed: UInt64) -> [AgendaItem] {
    var random = SeededRandom(seed: seed &+ 4_001)
    var items = SummaryPropertyTests.items(seed: seed)
    let base = Fixture.instant(reference)
    let today = Fixture.zone.localDate(forInstant: base)
    for index in 0..<random.pick([0, 2, 4, 12, 30]) {
      let due: OccurrenceTime =
        random.chance(0.5)
        ? .date(today.adding(days: -random.int(1...60)))
        : .instant(base - Int64(random.int(1...2_000)) * 1800)
      items.append(
        AgendaItem(
          id: "reminder:b\(index)", kind: .reminder,
          title: random.pick(SummaryPropertyTests.titles),
          start: due, end: nil, isAllDay: { if case .date = due { true } else { false } }(),
          group: "Tasks", priority: random.pick([.none, .none, .high]), sourceID: "b\(index)"))
    }
    for series in 0..<random.int(0...3) {
      let every = random.pick([1, 2, 7])
      let timed = random.chance(0.6)
      let time = Int64(random.int(0...95)) * 900
      let title = random.pick(SummaryPropertyTests.titles)
      var day = random.int(-21...2)
      while day <= 9 {
        let due: OccurrenceTime =
          timed
          ? .instant(Fixture.zone.startOfDay(today.adding(days: day)) + time)
          : .date(today.adding(days: day))
        items.append(
          AgendaItem(
            id: "reminder:x\(series)@\(day)", kind: .reminder, title: title, start: due, end: nil,
            isAllDay: !timed, group: "Tasks", sourceID: "x\(series)", occurrence: due))
        day += every
      }
    }
    return items
  }

  /// Everything of the look-ahead at `date` in the widget's order: an entry with room for all.
  static func everything(_ items: [AgendaItem], at date: Int64) -> [TimelineRow] {
    TimelineLayout(family: .large).entry(items, at: date, zone: Fixture.zone, capacity: 10_000)
      .rows
  }

  /// For every entry and family of generated people, in every language: the count says
  /// exactly what the summary did not name, split truthfully into overdue (said first, and
  /// never as "more today"), what is still to come today, and later. The truth is every item
  /// of the look-ahead at the entry's moment (an entry with room for all) less those named,
  /// so an overdue number is the same whichever family says it. The lock screen says what is
  /// to come as one number, with its widest scope or, after an overdue number when time is
  /// short, without its window (`Remainder.phrase(unscoped:)`).
  @Test(arguments: 0..<16)
  func overdueIsANumberOfItsOwn(seed: Int) {
    let items = Self.person(seed: UInt64(seed) &+ 101)
    let reference = Fixture.instant(Self.reference)
    for locale in Fixture.locales {
      let composer = Fixture.composer(locale)
      for family in WidgetFamily.allCases {
        let timeline = TimelineLayout(family: family).layout(
          items, referenceDate: reference, zone: Fixture.zone)
        let summaries = composer.compose(timeline.entries, family: family)
        for (entry, summary) in zip(timeline.entries, summaries) where summary.spokenRows > 0 {
          let text = summary.text
          let context =
            "seed \(seed) \(locale) \(family) \(ISO8601Value.format(instant: entry.date)): \(text)"
          let said = SummaryPropertyTests.spokenItems(
            summary, entry: entry, composer: composer, family: family)
          let unnamed = Self.everything(items, at: entry.date).filter {
            !said.contains("\($0.item.id)|\($0.day)")
          }
          let later = unnamed.filter { $0.dayOffset > 0 }
          let truth = Remainder(
            overdue: unnamed.filter { $0.state == .overdue }.count - summary.countedHidden,
            today: unnamed.filter { $0.state != .overdue && $0.dayOffset == 0 }.count,
            later: later.count, lastLaterDay: later.map(\.dayOffset).max() ?? 0)
          let phrases = Self.phrases(truth, family, composer, entry, spoken: summary.spokenRows)
          #expect(summary.moreCount == truth.total, "counted: \(context)")
          guard let last = phrases.last else { continue }
          #expect(
            phrases.contains { text.hasSuffix($0) }, "the count: \(context)\nexpected: \(last)")
        }
      }
    }
  }

  /// The counts a family may end with for `remainder`: the scoped parts or one number with
  /// its widest scope; on the lock screen, or after one item at its last resorts
  /// (`Detail.restCount`), also what is to come without its window.
  static func phrases(
    _ remainder: Remainder, _ family: WidgetFamily, _ composer: SummaryComposer,
    _ entry: TimelineEntry, spoken: Int
  ) -> [String] {
    let forms =
      family.traits.count == .total || spoken <= 1
      ? [(false, false), (true, false), (true, true)] : [(false, false), (true, false)]
    return forms.compactMap { total, unscoped in
      remainder.phrase(
        composer, day: entry.day, lookAheadDays: entry.hiddenPerDay.count, asTotal: total,
        unscoped: unscoped)
    }
  }

  /// For every entry and family of generated people, in every language: when what a summary
  /// did not name holds both overdue reminders and items still to come, its count says both,
  /// an overdue number and a number to come, never the overdue one alone ("Plus 2 overdue"
  /// heard as all that is left), and the summary stays within its family's hard limit.
  @Test(arguments: 0..<16)
  func aCountSaysOverdueAndWhatIsToCome(seed: Int) {
    let items = Self.person(seed: UInt64(seed) &+ 501)
    let reference = Fixture.instant(Self.reference)
    for locale in Fixture.locales {
      let composer = Fixture.composer(locale)
      for family in WidgetFamily.allCases {
        let timeline = TimelineLayout(family: family).layout(
          items, referenceDate: reference, zone: Fixture.zone)
        let summaries = composer.compose(timeline.entries, family: family)
        for (entry, summary) in zip(timeline.entries, summaries) where summary.spokenRows > 0 {
          let context =
            "seed \(seed) \(locale) \(family) \(ISO8601Value.format(instant: entry.date)): \(summary.text)"
          // One item at its last resorts, with both numbers and their scopes, is the shortest
          // that can be said: past the hard limit it is reported (`Summary.isOverBudget`).
          #expect(
            summary.seconds <= family.traits.budget.hard,
            "too long: \(context)")
          let said = SummaryPropertyTests.spokenItems(
            summary, entry: entry, composer: composer, family: family)
          let unnamed = Self.everything(items, at: entry.date).filter {
            !said.contains("\($0.item.id)|\($0.day)")
          }
          let overdue = unnamed.filter { $0.state == .overdue }.count - summary.countedHidden
          let toCome = unnamed.filter { $0.state != .overdue }.count
          guard overdue > 0, toCome > 0 else { continue }
          // Both numbers: the overdue one joined to a part still to come, never alone.
          #expect(
            [.moreOverdueAnd, .moreOverdueList, .moreOverdueComing, .moreOverdueComingOver]
              .contains { summary.template.contains($0) },
            "a count without what is to come: \(context)")
          #expect(!summary.template.contains(.moreOverdue), "the overdue number alone: \(context)")
        }
      }
    }
  }

  /// Words that name a count's scope, per catalog language: overdue, today, tomorrow, a week
  /// or a named last day, a number of days. A part of a count with none of them leaves the
  /// listener asking what its number covers.
  static let scopeWords: [String: [String]] = [
    "en": ["overdue", "today", "tomorrow", "this week", "through ", "in the next ", "to come"],
    "de": ["überfällig", "heute", "morgen", "bis ", "anstehend"],
    "ja": ["期限切れ", "今日", "明日", "まで", "日間", "予定"],
    "ko": ["기한 지난", "오늘", "내일", "까지", "예정"],
  ]

  /// The unit of a window counted in days ("in the next 6 days", 明日からの6日間): its number
  /// is the scope's, not a count.
  static let windowUnits: [String: [String]] = [
    "en": [" days"], "de": [], "ja": ["日間"], "ko": [],
  ]

  /// What joins the parts of a count, per catalog language.
  static let partJoins: [String: [String]] = [
    "en": [", ", " and "], "de": [", ", " und "], "ja": ["、"], "ko": [", "],
  ]

  /// For the entries of generated people, in every language, with none to all of their rows
  /// said by name, every form a family may end with: each part of the count says one number
  /// (or "one") and a scope of its own, overdue, today, tomorrow or a named window, and an
  /// English count has at most one "and" (a list "A, B and C"), so that no number is heard
  /// as covering what another covers. The shortest count says what is to come after an
  /// overdue number as still to come ("and 14 to come", "예정 14개"), never as the rest.
  @Test(arguments: 0..<16)
  func everyNumberOfACountSaysItsScope(seed: Int) {
    let items = Self.person(seed: UInt64(seed) &+ 701)
    let reference = Fixture.instant(Self.reference)
    for locale in Fixture.locales {
      let composer = Fixture.composer(locale)
      let language = String(locale.prefix(2))
      let words = Self.scopeWords[language]!
      for family in [WidgetFamily.large, .medium, .accessoryRectangular] {
        let timeline = TimelineLayout(family: family).layout(
          items, referenceDate: reference, zone: Fixture.zone)
        for entry in timeline.entries {
          for said in Set([0, 1, entry.rows.count / 2, entry.rows.count]) {
            let remainder = Remainder(entry: entry, unspoken: Array(entry.rows.dropFirst(said)))
            for (total, unscoped) in [(false, false), (true, false), (true, true)] {
              guard
                let text = remainder.phrase(
                  composer, day: entry.day, lookAheadDays: entry.hiddenPerDay.count,
                  asTotal: total, unscoped: unscoped)
              else { continue }
              let context = "seed \(seed) \(locale) \(family): \(text)"
              if language == "en" {
                #expect(text.components(separatedBy: " and ").count <= 2, "two ands: \(context)")
              }
              var parts = [text]
              for join in Self.partJoins[language]! {
                parts = parts.flatMap { $0.components(separatedBy: join) }
              }
              for part in parts {
                var counted = part
                for unit in Self.windowUnits[language]! {
                  counted = counted.replacingOccurrences(
                    of: "[0-9]+" + NSRegularExpression.escapedPattern(for: unit), with: unit,
                    options: .regularExpression)
                }
                let numbers = counted.split { !$0.isASCII || !$0.isNumber }.count
                #expect(numbers <= 1, "numbers sharing a scope: \(context)")
                let lowered = part.lowercased()
                #expect(
                  words.contains { lowered.contains($0) }, "'\(part)' has no scope: \(context)")
              }
            }
          }
        }
      }
    }
  }

  /// The occurrence of a repeating reminder a reminders app shows at `date`: the latest that
  /// has fallen due (a timed one at its due instant, one due on a day once that day is past),
  /// else the next.
  static func current(_ series: [AgendaItem], at date: Int64) -> AgendaItem? {
    let today = Fixture.zone.localDate(forInstant: date)
    func fallen(_ item: AgendaItem) -> Bool {
      switch item.start! {
      case .instant(let due): return due <= date
      case .date(let due): return due < today
      }
    }
    let due = { (item: AgendaItem) in item.start!.instant(in: Fixture.zone) }
    if let latest = series.filter(fallen).max(by: { due($0) < due($1) }) { return latest }
    return series.filter { !fallen($0) }.min { due($0) < due($1) }
  }

  /// For every entry and family of generated people with repeating reminders, in every
  /// language: what a summary says by name and counts is as many items as the agenda holds
  /// with each repeating reminder's current occurrence alone, never one per occurrence.
  @Test(arguments: 0..<16)
  func aRepeatingReminderIsCountedOnce(seed: Int) {
    let items = Self.person(seed: UInt64(seed) &+ 301)
    let series = Dictionary(
      grouping: items.filter { $0.occurrence != nil && $0.kind == .reminder }, by: \.sourceID)
    let reference = Fixture.instant(Self.reference)
    for locale in Fixture.locales {
      let composer = Fixture.composer(locale)
      for family in WidgetFamily.allCases {
        let timeline = TimelineLayout(family: family).layout(
          items, referenceDate: reference, zone: Fixture.zone)
        let summaries = composer.compose(timeline.entries, family: family)
        for (entry, summary) in zip(timeline.entries, summaries) where summary.spokenRows > 0 {
          let context =
            "seed \(seed) \(locale) \(family) \(ISO8601Value.format(instant: entry.date)): \(summary.text)"
          let currents = Set(series.values.compactMap { Self.current($0, at: entry.date)?.id })
          let once = items.filter { series[$0.sourceID] == nil || currents.contains($0.id) }
          let expected = Self.everything(once, at: entry.date).count
          #expect(
            summary.spokenRows + summary.moreCount + summary.countedHidden == expected,
            "\(context)")
        }
      }
    }
  }
  /// A German count of one overdue reminder names its noun, in its gender ("Dazu eine
  /// überfällige Erinnerung und …"): a bare "Dazu ein überfälliger" was heard as a fragment
  /// ("ein überfälliger was?") and in the wrong gender. Every overdue count form, with one
  /// and with the other parts it may join.
  @Test func aGermanCountOfOneOverdueNamesItsNoun() {
    let composer = Fixture.composer("de-DE")
    let nouns = ["Erinnerung", "Eintrag"]
    var checked = 0
    for key in CopyKey.allCases where key.name.hasPrefix("more.overdue") {
      let text = composer.localizer.string(
        key, .integer(1), .string("heute noch 2 weitere"), .string("bis Sonntag 3 weitere"),
        .integer(4))
      guard text.hasPrefix("Dazu ") else { continue }
      let counted = text.dropFirst(5).split(separator: " ").prefix(3)
      guard counted.first == "eine" || counted.first == "ein" else { continue }
      #expect(
        counted.contains {
          nouns.contains(String($0).trimmingCharacters(in: .punctuationCharacters))
        },
        "\(key.name): \(text)")
      checked += 1
    }
    #expect(checked >= 3)
  }
}
