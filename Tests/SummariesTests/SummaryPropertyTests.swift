import Agenda
import Foundation
import ICalendar
import SeededRandom
import Testing
import WidgetTimeline

@testable import Summaries

/// Rules every summary keeps, checked over generated people in every shipped locale, every
/// family and every entry of their timelines.
@Suite struct SummaryPropertyTests {
  static let titles = [
    "Standup", "🎂 Mom's birthday", "🎉🎉", "Client sync – Northwind / Contoso", "Re: FW: Budget",
    "Flight LHR → JFK", "Dinner w/ Sam?", "Zahnarzt (Kontrolle)", "주간 팀 회의", "定例ミーティング",
    "A very long title that keeps going and going past what any small widget could ever show in a row",
    "", "Yoga 🧘‍♀️", "1:1 with Dana", "Q3 planning | kickoff", "Northwind/Contoso steering",
    "Offsite (rescheduled from last week; please confirm attendance)", "Pay rent!!",
  ]

  static let locations: [String?] = [
    nil, nil, "Room 4", "Café / Bar", "https://meet.example.com/abc-defg-hij",
    "Microsoft Teams Meeting", "https://us02web.zoom.us/j/81234", "Boardroom", "東京都渋谷区",
    "Carbone, 181 Thompson St",
  ]

  /// A generated person's agenda around 2026-06-01 08:00 in Berlin: events today and in the
  /// coming days (some repeating daily), all-day events, and reminders due before, now and
  /// later, with and without a time.
  static func items(seed: UInt64) -> [AgendaItem] {
    var random = SeededRandom(seed: seed)
    let base = Fixture.instant("2026-06-01T08:00")
    let today = LocalDate(year: 2026, month: 6, day: 1)!
    var items: [AgendaItem] = []
    for index in 0..<random.int(0...22) {
      let title = random.pick(titles)
      let favorite = random.int(0...3) == 0
      switch random.int(0...7) {
      case 0...2:
        let start = base + Int64(random.int(-8...100)) * 1800
        let length = Int64(random.pick([0, 15, 45, 60, 120, 600])) * 60
        items.append(
          AgendaItem(
            id: "event:e\(index)@\(start)", kind: .event, title: title, start: .instant(start),
            end: .instant(start + length),
            isAllDay: false, group: random.pick(["Work", "Home"]),
            location: random.pick(locations),
            status: random.pick([.confirmed, .tentative]), isFavorite: favorite,
            sourceID: "e\(index)", occurrence: .instant(start)))
      case 3:
        // A daily series: the same event on several days at the same time.
        let start = base + Int64(random.int(-2...20)) * 1800
        for day in 0..<random.int(2...6) {
          let instant = start + Int64(day) * 86_400
          items.append(
            AgendaItem(
              id: "event:s\(index)@\(instant)", kind: .event, title: title,
              start: .instant(instant), end: .instant(instant + 1800), isAllDay: false,
              group: "Work", location: random.pick(locations), isFavorite: favorite,
              sourceID: "s\(index)", occurrence: .instant(instant)))
        }
      case 4:
        let first = today.adding(days: random.int(-1...6))
        items.append(
          AgendaItem(
            id: "event:a\(index)@\(first)", kind: .event, title: title, start: .date(first),
            end: .date(first.adding(days: random.int(1...3))), isAllDay: true, group: "Home",
            isFavorite: favorite, sourceID: "a\(index)", occurrence: .date(first)))
      default:
        let due: OccurrenceTime =
          random.int(0...1) == 0
          ? .date(today.adding(days: random.int(-2...5)))
          : .instant(base + Int64(random.int(-30...100)) * 1800)
        items.append(
          AgendaItem(
            id: "reminder:r\(index)", kind: .reminder, title: title, start: due, end: nil,
            isAllDay: { if case .date = due { return true } else { return false } }(),
            group: "Tasks", priority: random.pick([.none, .low, .high]), isFavorite: favorite,
            sourceID: "r\(index)"))
      }
    }
    return items
  }

  static let separators: [Character] = ["–", "—", "/", "·", "•", "|"]

  @Test(arguments: 0..<24)
  func everySummaryKeepsTheRules(seed: Int) {
    let items = Self.items(seed: UInt64(seed) &+ 17)
    for locale in Fixture.locales {
      let composer = Fixture.composer(locale)
      let localizer = composer.localizer
      let now = localizer.string(.leadNow, .string(""))
      for family in WidgetFamily.allCases {
        let timeline = TimelineLayout(family: family).layout(
          items, referenceDate: Fixture.instant("2026-06-01T08:00"), zone: Fixture.zone)
        let summaries = composer.compose(timeline.entries, family: family)
        for (entry, summary) in zip(timeline.entries, summaries) {
          let text = summary.text
          let context =
            "seed \(seed) \(locale) \(family) \(ISO8601Value.format(instant: entry.date)): \(text)"
          #expect(!text.isEmpty, "\(context)")
          // No summary is over its family's hard budget, in any language, but one item at its
          // last resorts with a count whose every number says its scope: nothing shorter can
          // be said, and it is reported (`Summary.isOverBudget`).
          #expect(
            summary.seconds <= family.traits.budget.hard,
            "over hard: \(context)")
          #expect(abs(summary.seconds - composer.profile.seconds(text)) < 0.001, "\(context)")
          #expect(!text.contains(where: Self.separators.contains), "separator: \(context)")
          #expect(!text.contains(" - "), "hyphen as separator: \(context)")
          #expect(!text.contains(where: SpokenTitle.isDecorative), "emoji: \(context)")
          #expect(!text.contains("://") && !text.contains("http"), "a link read aloud: \(context)")
          #expect(text.last != "." && text.last != "。", "trailing period: \(context)")
          #expect(text.first.map { !$0.isLowercase } ?? false, "lower-case start: \(context)")

          // Something in progress is said first.
          if entry.rows.first?.state == .inProgress {
            #expect(text.hasPrefix(now), "now first: \(context)")
          }
          // The first visible row is always said, by its spoken title, or counted in an
          // overdue group's number (which names only the most important few).
          if let first = entry.rows.first {
            // Cut at a phrase boundary only as the last resort of the hard budget.
            let title = composer.spokenTitle(first.item)
            let most = max(OverdueGroup.least, entry.rows.count + entry.hiddenOverdue)
            let grouped = (OverdueGroup.least...most).contains {
              text.contains(SummaryPropertyTests.groupCount($0, localizer))
            }
            #expect(
              SummaryPropertyTests.cuts(title).contains { text.contains($0) }
                || (first.state == .overdue && !family.traits.standalone && grouped),
              "first row unsaid: \(context)")
          }
          // Counting: what is not said by name is every look-ahead item minus those said.
          let spokenIDs = Self.spokenItems(
            summary, entry: entry, composer: composer, family: family)
          #expect(
            summary.spokenRows + summary.moreCount + summary.countedHidden
              == entry.rows.count + entry.overflow, "count: \(context)")
          if summary.moreCount > 0 {
            let remainder = Remainder(
              entry: entry,
              unspoken: entry.rows.filter { !spokenIDs.contains("\($0.item.id)|\($0.day)") },
              counted: summary.countedHidden)
            // Every count says its scope and every part of it: the scoped phrase with its
            // numbers, or (on the lock screen, or when the budget is tight) one number with
            // its widest scope. No widget with hidden items goes silent about them.
            // The lock screen's what is to come after an overdue number may be said without
            // its scope, never left out.
            let lockScreen = family.traits.count == .total
            // So may one item's at its last resorts (`Detail.restCount`).
            let forms =
              lockScreen || summary.spokenRows <= 1
              ? [(false, false), (true, false), (true, true)] : [(false, false), (true, false)]
            let phrases = forms.compactMap { total, unscoped in
              remainder.phrase(
                composer, day: entry.day, lookAheadDays: entry.hiddenPerDay.count,
                asTotal: total, unscoped: unscoped)
            }
            let said = phrases.filter { text.hasSuffix($0) }
            #expect(remainder.total == summary.moreCount, "scoped total: \(context)")
            #expect(!said.isEmpty, "the count unsaid: \(context)")
          }
          if locale == "en-US" {
            #expect(
              text.range(of: #"\d+ more($|[^ ])"#, options: .regularExpression) == nil,
              "an unscoped count: \(context)")
          }
          // The rotor: at most 10 named actions, those of the items said first, in the order
          // said: each action's title is heard at or after the one before it.
          let named = summary.actions.filter { $0.trigger == .named }
          #expect(named.count <= SummaryComposer.rotorAtMost, "rotor: \(context)")
          // An overdue group may name a reminder the widget had no room for.
          let hiddenRows = entry.hiddenOverdueItems.map {
            TimelineRow(item: $0, state: .overdue, day: entry.day, dayOffset: 0)
          }
          var cursor = text.startIndex
          for action in named {
            guard case .entity(_, let reference)? = action.intent.parameters.first?.value,
              let row = entry.rows.first(where: { $0.item.sourceID == reference.id })
                ?? hiddenRows.first(where: { $0.item.sourceID == reference.id })
            else { continue }
            let title = composer.spokenTitle(row.item)
            let found =
              SummaryPropertyTests.cuts(title).lazy.compactMap {
                text.range(of: $0, range: cursor..<text.endIndex)
              }.first
            #expect(found != nil, "action '\(action.name)' out of order: \(context)")
            if let found { cursor = found.lowerBound }
          }
          // An overdue group counts every overdue reminder, the rows the widget shows and says
          // (twins and copies too) and those it had no room for: its number adds up with the
          // rows. It names two at least, and never a twin (a row said by the same title as
          // another), which only its time tells apart.
          let overdue = entry.rows.filter {
            $0.state == .overdue && spokenIDs.contains("\($0.item.id)|\($0.day)")
          }
          let heardAs = entry.rows.map { composer.spokenTitle($0.item).lowercased() }
          let nameable = entry.rows.indices.filter { index in
            entry.rows[index].state == .overdue
              && heardAs.indices.filter { heardAs[$0] == heardAs[index] }.count == 1
          }
          let all = overdue.count + entry.hiddenOverdue
          if !family.traits.standalone, !overdue.isEmpty, all >= OverdueGroup.least,
            nameable.count >= OverdueGroup.namedAtMost
          {
            let counted = SummaryPropertyTests.groupCount(all, localizer)
            #expect(text.contains(counted), "overdue group of \(all): \(context)")
          }
          // Actions: unique names, one magic tap, and only for items the summary says.
          #expect(
            Set(summary.actions.map(\.name)).count == summary.actions.count,
            "duplicate action: \(context)")
          #expect(summary.actions.filter { $0.trigger == .magicTap }.count == 1)
          for action in summary.actions where action.trigger == .named {
            guard case .entity(_, let reference)? = action.intent.parameters.first?.value else {
              Issue.record("a named action without its item: \(context)")
              continue
            }
            let row =
              entry.rows.first {
                $0.item.sourceID == reference.id && $0.item.kind == reference.kind
                  && spokenIDs.contains("\($0.item.id)|\($0.day)")
              }
              ?? hiddenRows.first {
                $0.item.sourceID == reference.id && $0.item.kind == reference.kind
                  && SummaryPropertyTests.cuts(composer.spokenTitle($0.item)).contains {
                    text.contains($0)
                  }
              }
            #expect(row != nil, "action '\(action.name)' for an item not said: \(context)")
            if let row {
              // The spoken title: the visible one, without a note a dash carried.
              let label = composer.spokenTitle(row.item)
              #expect(
                SummaryPropertyTests.cuts(label).contains {
                  action.name.contains($0) && text.contains($0)
                }
                  && composer.title(row.item).hasPrefix(label),
                "label in name '\(action.name)': \(context)")
            }
          }
          // No reminder is overdue at its due minute: a spoken one is "due now".
          for row in entry.rows
          where row.state == .dueNow && spokenIDs.contains("\(row.item.id)|\(row.day)") {
            #expect(
              text.contains(localizer.string(.reminderDueNow)), "due now unsaid: \(context)")
          }
        }
      }
    }
  }

  /// The words of an overdue group of `count` that hold its number, whatever the language
  /// says around them ("3 overdue reminders since ", "以降に期限を過ぎたリマインダーが3件"):
  /// the piece with the number between the placeholders that both the group's templates say.
  static func groupCount(_ count: Int, _ localizer: Localizer) -> String {
    // The piece of each template, the one naming every member and the one naming a few.
    let pieces = [CopyKey.overdueGroup, .overdueGroupAmong].map { key in
      let opening = localizer.string(key, .integer(count), .string("\u{1}"), .string("\u{2}"))
      let pieces = opening.split(whereSeparator: { $0 == "\u{1}" || $0 == "\u{2}" })
      let piece =
        pieces.first { $0.contains(String(count)) }
        ?? pieces.first { $0.contains(where: \.isLetter) }
      return piece.map(String.init) ?? opening
    }
    // What both say.
    return String(
      zip(pieces[0], pieces[1]).prefix { $0.0 == $0.1 }.map(\.0))
  }

  /// A title as a summary may say it: whole, or cut by a last resort of the hard budget.
  static func cuts(_ title: String) -> [String] {
    [
      title, SummaryComposer.shortened(title),
      SummaryComposer.shortened(title, words: 2, characters: 5),
    ]
  }

  /// The visible rows (as `id|day`) a summary said by name: the first `spokenRows` rows of
  /// the mentions the search told, in its order, once repeating events are folded into their
  /// first day, identical items into the first and an overdue group into one after what
  /// happens next.
  static func spokenItems(
    _ summary: Summary, entry: TimelineEntry, composer: SummaryComposer, family: WidgetFamily
  ) -> Set<String> {
    var said: Set<String> = []
    var count = 0
    for mention in Fixture.told(entry, composer, family).told.mentions {
      guard count < summary.spokenRows else { break }
      for row in mention.rows { said.insert("\(row.item.id)|\(row.day)") }
      for position in mention.copies {
        said.insert("\(entry.rows[position].item.id)|\(entry.rows[position].day)")
      }
      count += mention.rowCount
    }
    return said
  }
}
