import Agenda
import Foundation
import ICalendar
import Testing
import WidgetTimeline

@testable import Summaries

/// Properties every summary has, checked over generated agendas in every shipped locale.
@Suite struct SummaryPropertyTests {
  struct Generator {
    var state: UInt64
    mutating func next() -> UInt64 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return state >> 33
    }
    mutating func int(_ range: ClosedRange<Int>) -> Int {
      range.lowerBound + Int(next() % UInt64(range.count))
    }
    mutating func pick<T>(_ items: [T]) -> T { items[int(0...(items.count - 1))] }
  }

  static let titles = [
    "Standup", "🎂 Mom's birthday", "🎉🎉", "Client sync – Northwind / Contoso", "Re: FW: Budget",
    "Flight LHR → JFK", "Dinner w/ Sam", "Zahnarzt (Kontrolle)", "주간 팀 회의", "定例ミーティング",
    "A very long title that keeps going and going past what any small widget could ever show in a row",
    "", "Yoga 🧘‍♀️", "1:1 with Dana", "Q3 planning | kickoff",
  ]

  static func items(seed: UInt64) -> [AgendaItem] {
    var random = Generator(state: seed)
    let base = Fixture.instant("2026-06-01T08:00")
    let today = LocalDate(year: 2026, month: 6, day: 1)!
    return (0..<random.int(0...14)).map { index in
      let title = random.pick(titles)
      switch random.int(0...5) {
      case 0...2:
        let start = base + Int64(random.int(-8...60)) * 1800
        let length = Int64(random.pick([0, 15, 45, 60, 120, 600])) * 60
        return AgendaItem(
          id: "event:\(index)", kind: .event, title: title, start: .instant(start),
          end: .instant(start + length),
          isAllDay: false, group: random.pick(["Work", "Home"]),
          location: random.pick([nil, "Room 4", "Café / Bar"]),
          status: random.pick([.confirmed, .tentative]), isFavorite: random.int(0...3) == 0,
          sourceID: "e\(index)")
      case 3:
        let first = today.adding(days: random.int(-1...6))
        return AgendaItem(
          id: "event:\(index)", kind: .event, title: title, start: .date(first),
          end: .date(first.adding(days: random.int(1...3))), isAllDay: true, group: "Home",
          sourceID: "a\(index)")
      default:
        let due: OccurrenceTime =
          random.int(0...1) == 0
          ? .date(today.adding(days: random.int(-2...5)))
          : .instant(base + Int64(random.int(-30...100)) * 1800)
        return AgendaItem(
          id: "reminder:\(index)", kind: .reminder, title: title, start: due, end: nil,
          isAllDay: { if case .date = due { return true } else { return false } }(), group: "Tasks",
          priority: random.pick([.none, .low, .high]), isFavorite: random.int(0...4) == 0,
          sourceID: "r\(index)")
      }
    }
  }

  static let separators: [Character] = ["–", "—", "/", "·", "•", "|"]

  @Test(arguments: 0..<24)
  func everySummaryHoldsTheRules(seed: Int) {
    let items = Self.items(seed: UInt64(seed) &+ 17)
    for locale in Fixture.locales {
      let composer = Fixture.composer(locale)
      let localizer = composer.localizer
      for family in WidgetFamily.allCases {
        let layout = TimelineLayout(family: family)
        let timeline = layout.layout(
          items, referenceDate: Fixture.instant("2026-06-01T08:00"), zone: Fixture.zone)
        for entry in timeline.entries {
          let summary = composer.compose(entry, family: family)
          let text = summary.text
          let context =
            "seed \(seed) \(locale) \(family) \(ISO8601Value.format(instant: entry.date)): \(text)"
          #expect(!text.isEmpty, "\(context)")
          #expect(!text.contains(where: Self.separators.contains), "separator: \(context)")
          #expect(!text.contains(" - "), "hyphen as separator: \(context)")
          #expect(!text.contains(where: SpokenTitle.isDecorative), "emoji: \(context)")
          #expect(text.last != "." && text.last != "。", "trailing period: \(context)")
          #expect(text.first.map { !$0.isLowercase } ?? false, "lower-case start: \(context)")
          for wrong in ["1 events", "1 reminders", "1 Termine", "1 Erinnerungen"] {
            #expect(!text.contains(wrong), "plural: \(context)")
          }
          // Every row spoken by name is in the text, under its spoken title.
          for row in entry.rows.prefix(summary.spokenRows) {
            let title = composer.title(row.item)
            let short = composer.title(row.item, short: true)
            #expect(text.contains(title) || text.contains(short), "title '\(title)': \(context)")
          }
          // The spoken overflow is the layout's, plus rows not spoken by name.
          if family != .accessoryInline {
            #expect(summary.moreCount == entry.overflow + entry.rows.count - summary.spokenRows)
            if summary.moreCount > 0 {
              #expect(
                text.contains(localizer.string("count.more", .integer(summary.moreCount))),
                "more: \(context)")
            }
          }
          // Actions: unique names, one magic tap, a favorite toggle per visible row.
          #expect(
            Set(summary.actions.map(\.name)).count == summary.actions.count,
            "duplicate action: \(context)")
          #expect(summary.actions.filter { $0.trigger == .magicTap }.count == 1)
          for row in entry.rows {
            let title = composer.title(row.item)
            #expect(
              summary.actions.contains {
                $0.intent.type == "ToggleFavoriteIntent" && $0.name.contains(title)
              },
              "no favorite action for '\(title)': \(context)")
          }
        }
      }
    }
  }
}
