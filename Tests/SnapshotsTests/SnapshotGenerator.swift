import Agenda
import ICalendar
import SeededRandom
import Summaries
import WidgetTimeline

@testable import Snapshots

/// Snapshot documents made from a seed, every field given values of every shape it can take
/// (optional fields present and absent, text with escapes and non-ASCII, every parameter type),
/// with items and actions shared between entries as real timelines share them.
struct SnapshotGenerator {
  var random: SeededRandom

  init(seed: UInt64) { random = SeededRandom(seed: seed) }

  mutating func text() -> String {
    let pieces = [
      "", "CS 225", "\"Data\"", "a\\b", "/", "Oma 🎂", "e\u{301}", "é", "\n", "\t", "\u{1}",
      "\u{2028}", "\u{85}", "日本語", "x",
    ]
    return (0..<random.int(0...3)).map { _ in random.pick(pieces) }.joined()
  }

  mutating func optional<T>(_ make: (inout Self) -> T) -> T? {
    random.chance(0.3) ? nil : make(&self)
  }

  mutating func instant() -> Int64 { Int64(random.int(0...4_102_444_799)) }

  mutating func day() -> LocalDate { LocalDate(dayNumber: random.int(0...47_000)) }

  mutating func number() -> Double {
    switch random.int(0...3) {
    case 0: Double(random.int(0...20))
    case 1: Double(random.int(0...1_000)) / 100
    case 2: Double(random.next() >> 11) / Double(1 << 53)
    default: Double(random.int(-5...5)) * 1e20
    }
  }

  mutating func time() -> OccurrenceTime? {
    switch random.int(0...2) {
    case 0: nil
    case 1: .date(day())
    default: .instant(instant())
    }
  }

  mutating func item() -> SnapshotDocument.Item {
    SnapshotDocument.Item(
      id: text(), kind: random.pick([.event, .reminder]), title: text(), start: time(),
      end: time(), allDay: random.chance(0.5), group: optional { $0.text() },
      favorite: random.chance(0.5), state: random.pick(SnapshotDocument.states), day: day())
  }

  mutating func parameter() -> IntentParameter {
    let value: IntentParameter.Value
    switch random.int(0...3) {
    case 0: value = .string(text())
    case 1: value = .bool(random.chance(0.5))
    case 2: value = .date(text())
    default:
      value = .entity(
        type: text(),
        item: ItemReference(
          kind: random.pick([.event, .reminder]), id: text(), occurrence: optional { $0.text() }))
    }
    return IntentParameter(name: text(), value: value)
  }

  mutating func action() -> AccessibilityAction {
    AccessibilityAction(
      name: text(), trigger: random.pick([.named, .magicTap]),
      intent: IntentDescriptor(
        type: text(), title: text(), openAppWhenRun: random.chance(0.5),
        parameters: (0..<random.int(0...3)).map { _ in parameter() }))
  }

  mutating func document() -> SnapshotDocument {
    let items = (0..<random.int(0...5)).map { _ in item() }
    let actions = (0..<random.int(0...4)).map { _ in action() }
    let entries = (0..<random.int(0...6)).map { _ in
      SnapshotDocument.Entry(
        date: instant(), relevance: number(),
        items: items.isEmpty ? [] : (0..<random.int(0...4)).map { _ in random.pick(items) },
        overflow: random.int(0...40), summary: text(), seconds: optional { $0.number() },
        actions: actions.isEmpty ? [] : (0..<random.int(0...3)).map { _ in random.pick(actions) },
        template: optional { $0.text() })
    }
    return SnapshotDocument(
      source: text(), locale: text(), family: random.pick(WidgetFamily.allCases),
      textSize: random.pick(TextSize.allCases), capacity: random.int(0...8), timeZone: text(),
      referenceDate: instant(), reloadAfter: instant(),
      budget: optional { LengthBudget(soft: $0.number(), hard: $0.number()) }, entries: entries)
  }
}
