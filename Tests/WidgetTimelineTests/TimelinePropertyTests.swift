import Agenda
import Foundation
import ICalendar
import SeededRandom
import Testing

@testable import WidgetTimeline

/// Properties that hold for every timeline, checked over generated agendas.
@Suite struct TimelinePropertyTests {
  static let reference = Items.instant("2026-06-01T08:00")

  /// An agenda of up to 25 items around the reference date.
  static func agenda(seed: UInt64) -> [AgendaItem] {
    var random = SeededRandom(seed: seed)
    var items: [AgendaItem] = []
    let today = Items.zone.localDate(forInstant: reference)
    for index in 0..<random.int(0...25) {
      let title = "Item \(index)"
      switch random.int(0...9) {
      case 0...5:
        let start = reference + Int64(random.int(-24 * 4...72 * 4)) * 900
        let length = Int64(random.pick([0, 15, 30, 60, 90, 180, 600])) * 60
        items.append(
          AgendaItem(
            id: "event:\(title)", kind: .event, title: title, start: .instant(start),
            end: .instant(start + length),
            isAllDay: false, group: nil, isFavorite: random.chance(0.2), sourceID: title))
      case 6...7:
        let first = today.adding(days: random.int(-2...8))
        items.append(
          AgendaItem(
            id: "event:\(title)", kind: .event, title: title, start: .date(first),
            end: .date(first.adding(days: random.int(1...4))), isAllDay: true, group: nil,
            sourceID: title))
      default:
        let due: OccurrenceTime? =
          random.chance(0.2)
          ? nil
          : random.chance(0.4)
            ? .date(today.adding(days: random.int(-3...8)))
            : .instant(reference + Int64(random.int(-24 * 4...72 * 4)) * 900)
        items.append(
          AgendaItem(
            id: "reminder:\(title)", kind: .reminder, title: title, start: due, end: nil,
            isAllDay: { if case .date? = due { return true } else { return false } }(), group: nil,
            sourceID: title))
      }
    }
    return items.filter { $0.start != nil }
  }

  /// Whether `item` belongs to the look-ahead of an entry at `date`, stated independently of
  /// the layout: not over yet, and starting before the end of the look-ahead.
  static func inLookAhead(_ item: AgendaItem, at date: Int64, lookAheadDays: Int = 7) -> Bool {
    let zone = Items.zone
    let today = zone.localDate(forInstant: date)
    let endDay = today.adding(days: lookAheadDays)
    switch (item.kind, item.start!) {
    case (.reminder, .date(let due)): return due < endDay
    case (.reminder, .instant(let due)): return due < zone.startOfDay(endDay)
    case (.event, .date(let first)):
      guard case .date(let last)? = item.end else { return false }
      return last > today && first < endDay
    case (.event, .instant(let start)):
      guard case .instant(let end)? = item.end else { return false }
      let notOver = end > date || (end == start && start >= date)
      return notOver && start < zone.startOfDay(endDay)
    }
  }

  /// What is in progress is shown the soonest to end first: a shift's hours that run all
  /// afternoon never lead, or on a one-row widget hide, the meeting that is over at 16:30.
  @Test func whatIsInProgressEndsSoonestFirst() {
    var overlapping = 0
    for seed in 0..<60 {
      let items = Self.agenda(seed: UInt64(seed))
      for family in [WidgetFamily.small, .extraLarge] {
        let timeline = TimelineLayout(family: family)
          .layout(items, referenceDate: Self.reference, zone: Items.zone)
        for entry in timeline.entries {
          let ends = entry.rows.filter { $0.state == .inProgress }.map { row -> Int64 in
            guard case .instant(let end)? = row.item.end else { return .max }
            return end
          }
          #expect(
            zip(ends, ends.dropFirst()).allSatisfy { $0 <= $1 },
            "seed \(seed) \(family) at \(ISO8601Value.format(instant: entry.date))")
          if Set(ends).count > 1 { overlapping += 1 }
        }
      }
    }
    // The agendas hold events in progress together that end at different times.
    #expect(overlapping > 0)
  }

  /// Two entries that show and count the same, whose overdue group could name a different
  /// hidden reminder (a repeating one's new occurrence took the old one's place among those
  /// the widget had no room for), are two entries: the later one's names would go stale.
  @Test func aChangeAmongTheHiddenOverdueRemindersIsAnEntry() {
    let day = Items.zone.localDate(forInstant: Self.reference)
    let reminder = { (id: String, hours: Int64) in
      AgendaItem(
        id: id, kind: .reminder, title: id, start: .instant(Self.reference - hours * 3600),
        end: nil, isAllDay: false, group: nil, sourceID: id)
    }
    let rows = ["a", "b"].map {
      TimelineRow(item: reminder($0, 1), state: .overdue, day: day, dayOffset: 0)
    }
    // The oldest hidden one, which the group says "since", stays the same.
    let oldest = reminder("x", 50)
    let entry = { (hidden: AgendaItem) in
      TimelineEntry(
        date: Self.reference, day: day, rows: rows, hiddenPerDay: [2, 0], relevance: 0.5,
        hiddenOverdue: 2, oldestHiddenOverdue: oldest, hiddenOverdueItems: [hidden, oldest])
    }
    let (old, new) = (entry(reminder("c", 30)), entry(reminder("d", 30)))
    #expect(!new.sameContent(as: old))
    #expect(new.content != old.content)
    #expect(entry(reminder("c", 30)).sameContent(as: old))
  }

  @Test(arguments: 0..<60)
  func timelineProperties(seed: Int) {
    let items = Self.agenda(seed: UInt64(seed))
    for family in WidgetFamily.allCases {
      for size in TextSize.allCases {
        let timeline = TimelineLayout(family: family, textSize: size)
          .layout(items, referenceDate: Self.reference, zone: Items.zone)
        let entries = timeline.entries
        let capacity = Capacities.defaultCapacity(family, size)
        #expect(entries.first?.date == Self.reference)
        for (index, entry) in entries.enumerated() {
          if index > 0 {
            #expect(entry.date > entries[index - 1].date, "dates must increase")
            #expect(entry.content != entries[index - 1].content, "consecutive entries must differ")
          }
          #expect(entry.rows.count <= capacity)
          let candidates = items.filter { Self.inLookAhead($0, at: entry.date) }
          #expect(
            entry.overflow == candidates.count - entry.rows.count,
            "seed \(seed) \(family) entry \(index)")
          #expect(entry.rows.allSatisfy { row in candidates.contains { $0.id == row.item.id } })
          #expect((0...1).contains(entry.relevance))
          // The hidden overdue reminders, which an overdue group ranks with the rows: every
          // overdue reminder of the moment (as a widget with room for all shows them) the
          // widget had no room for, in its order.
          let shown = Set(entry.rows.map(\.item.id))
          let overdue = TimelineLayout(family: family, textSize: size)
            .entry(items, at: entry.date, zone: Items.zone, capacity: 10_000).rows
            .filter { $0.state == .overdue }.map(\.item.id)
          #expect(
            entry.hiddenOverdueItems.map(\.id) == overdue.filter { !shown.contains($0) },
            "seed \(seed) \(family) entry \(index)")
          #expect(entry.hiddenOverdueItems.count == entry.hiddenOverdue)
        }
        // The entry in force at any instant shows, and scores, what the layout computes for
        // that instant: no change of content or relevance goes without an entry.
        var probe = SeededRandom(seed: UInt64(seed) &+ 99)
        for _ in 0..<40 {
          let instant = Self.reference + Int64(probe.int(0...(24 * 3600 - 1)))
          guard instant < timeline.reloadAfter,
            let inForce = entries.last(where: { $0.date <= instant })
          else { continue }
          let computed = TimelineLayout(family: family, textSize: size)
            .entry(items, at: instant, zone: Items.zone, capacity: capacity)
          #expect(
            inForce.content == computed.content,
            "seed \(seed) \(family) at \(ISO8601Value.format(instant: instant))")
        }
        // No reminder is overdue during its due minute.
        for entry in entries {
          for row in entry.rows where row.item.kind == .reminder {
            guard case .instant(let due)? = row.item.start else { continue }
            if entry.date >= due, entry.date < due + 60 {
              #expect(row.state == .dueNow, "seed \(seed) \(row.item.title)")
            }
          }
        }
        // Every timed event is visible while in progress, whenever the family has room.
        for item in items where item.kind == .event && !item.isAllDay {
          guard case .instant(let start)? = item.start, case .instant(let end)? = item.end,
            end > start,
            end > Self.reference, start < timeline.reloadAfter
          else { continue }
          let moment = max(start, Self.reference)
          guard let entry = entries.last(where: { $0.date <= moment }) else { continue }
          let busy = items.filter {
            guard $0.kind == .event, case .instant(let s)? = $0.start,
              case .instant(let e)? = $0.end
            else { return false }
            return s <= moment && moment < e
          }
          if busy.count <= capacity {
            #expect(
              entry.rows.contains { $0.item.id == item.id && $0.state == .inProgress },
              "seed \(seed) \(family) \(item.title)")
          }
        }
      }
    }
  }
}
