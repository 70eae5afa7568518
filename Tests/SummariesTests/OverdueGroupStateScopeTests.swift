import Agenda
import Foundation
import ICalendar
import Testing
import WidgetTimeline

@testable import Summaries

/// A state said in the overdue group's sentence belongs to the names that have it: a listener
/// hears a state said before a name (a Korean or Japanese modifier, 우선순위 높은, 優先度が高い)
/// over the names after it, up to one with a modifier of its own or a join that starts afresh
/// (`overdue.group.stateEnd`), and a state said after a name (a word of its own, "high
/// priority") with that name alone.
@Suite struct OverdueGroupStateScopeTests {
  /// A language's words for a state, by how far a listener takes them: `before` words modify
  /// what follows; `after` words cover the name before them.
  struct Words {
    var before: [String]
    var after: [String]
  }

  /// Each language's words for high priority and for favorite, as its grammar scopes them.
  static func words(_ locale: String) -> (high: Words, favorite: Words) {
    switch locale {
    case "ko-KR":
      (
        Words(before: ["우선순위 높은", "우선순위 높고"], after: ["우선순위 높음"]),
        Words(before: ["즐겨찾기한"], after: ["즐겨찾기"])
      )
    case "ja-JP":
      (
        Words(before: ["優先度が高い", "優先度の高い"], after: ["高優先度"]),
        Words(before: ["お気に入りの", "お気に入りで"], after: ["お気に入り"])
      )
    case "de-DE":
      (Words(before: [], after: ["hohe Priorität"]), Words(before: [], after: ["Favorit"]))
    case "en-GB":
      (Words(before: [], after: ["high priority"]), Words(before: [], after: ["favourite"]))
    default:
      (Words(before: [], after: ["high priority"]), Words(before: [], after: ["favorite"]))
    }
  }

  /// How many times each of `names` (said after `from` in `text`, in any order) is covered by
  /// a state of `words`, or nil when a name is not found. A `before` word covers the names
  /// after it up to one said after a modifier of its own (one of `blockers`).
  static func coverage(
    _ words: Words, blockers: [String], names: [String], in text: String, from: String.Index
  ) -> [Int]? {
    // Where each name is said, in the order said.
    var found: [(index: Int, range: Range<String.Index>)] = []
    // Longer names first, each where no other was found: "Cancel the gym trial" is not the
    // start of "Cancel the gym trial 29".
    for (index, name) in names.enumerated().sorted(by: { $0.element.count > $1.element.count }) {
      var start = from
      var hit: Range<String.Index>?
      while let range = text.range(of: name, range: start..<text.endIndex) {
        if !found.contains(where: { $0.range.overlaps(range) }) {
          hit = range
          break
        }
        start = text.index(after: range.lowerBound)
      }
      guard let hit else { return nil }
      found.append((index, hit))
    }
    found.sort { $0.range.lowerBound < $1.range.lowerBound }
    // The text between the names: gaps[i] before the i-th name said, the last after them all.
    var gaps: [Substring] = []
    var at = from
    for (_, range) in found {
      gaps.append(text[at..<max(at, range.lowerBound)])
      at = max(at, range.upperBound)
    }
    gaps.append(text[at...])
    var covered = Array(repeating: 0, count: names.count)
    for (position, gap) in gaps.enumerated() {
      var rest = String(gap)
      for word in words.before {
        while let hit = rest.range(of: word) {
          // Heard over the names after it, up to one with a modifier of its own.
          var later = position
          while later < found.count {
            covered[found[later].index] += 1
            later += 1
            if later < found.count, blockers.contains(where: gaps[later].contains) { break }
          }
          rest.replaceSubrange(hit, with: "\u{1}")
        }
      }
      for word in words.after where position > 0 {
        while let hit = rest.range(of: word) {
          covered[found[position - 1].index] += 1
          rest.replaceSubrange(hit, with: "\u{1}")
        }
      }
    }
    return covered
  }

  /// For every group of every family that groups, in every language, over people who owe
  /// many reminders, some of high priority and some favorites (`OverdueGroupScopeTests.items`):
  /// in the group's sentence, whole or with its names cut, each named reminder's state is
  /// heard exactly once with it, and no state word is heard over a name that lacks the state.
  @Test(arguments: Fixture.locales)
  func aStateIsHeardWithTheNamesThatHaveItOnly(_ locale: String) {
    let composer = Fixture.composer(locale)
    let words = Self.words(locale)
    // The join that ends a state's reach before a name without one ("… 그리고 B").
    let afresh = composer.localizer.string(.overdueGroupStateEnd, .string(""), .string(""))
      .split(whereSeparator: { !$0.isLetter }).map(String.init)
    var checked = 0
    var mixed = 0
    for seed in 0..<10 {
      let items = OverdueGroupScopeTests.items(seed: UInt64(seed) &+ 5)
      for moment in OverdueGroupScopeTests.toldGroups(items, composer) {
        let (entry, family, told) = (moment.entry, moment.family, moment.told)
        let (group, index) = (moment.group, moment.index)
        let oldest = group.oldest(told.itemMentions, entry: entry, zone: Fixture.zone)
        let since = composer.since(oldest, entry: entry)
        let items = group.named.map { told.itemMentions[$0].item }
        let wholes = zip(group.named, items).map { member, item in
          composer.groupName(told.itemClauses[member].title, item: item)
        }
        let clause = told.clauses[index]
        for (said, cut) in [(clause.title, false), (clause.cutTitle, true)] {
          guard let said, let start = said.range(of: since)?.upperBound else { continue }
          let names = cut ? wholes.map { SummaryComposer.shortened($0) } : wholes
          let context = "seed \(seed) \(locale) \(family) \(cut ? "cut" : "whole"): \(said)"
          for (kind, has) in [
            (words.high, items.map { $0.priority == .high }),
            (words.favorite, items.map(\.isFavorite)),
          ] {
            guard
              let covered = Self.coverage(
                kind, blockers: words.high.before + words.favorite.before + afresh, names: names,
                in: said, from: start)
            else {
              Issue.record("names \(names) unsaid: \(context)")
              continue
            }
            for (name, (times, state)) in zip(names, zip(covered, has)) {
              #expect(
                times == (state ? 1 : 0),
                "'\(name)' heard with \(kind.after.first ?? "") \(times) times, has it: \(state): \(context)"
              )
            }
            if has.contains(true) && has.contains(false) { mixed += 1 }
            checked += 1
          }
        }
      }
    }
    #expect(checked > 0)
    #expect(mixed > 0)
  }
  /// Where a state is said before its name (Japanese, Korean), the join after a name with a
  /// state and before one without starts afresh after a pause ("우선순위 높은 A, 그리고 B"):
  /// without the pause, "우선순위 높은 A 그리고 B" was heard as both having the state. A group
  /// with a name that is itself a list keeps that pause for the list's own
  /// (`overdue.group.listStateEnd`).
  @Test(arguments: ["ja-JP", "ko-KR"])
  func aStateBeforeItsNameEndsItsReachWithAPause(_ locale: String) {
    let composer = Fixture.composer(locale)
    let pauses: Set<Character> = [",", "、"]
    var checked = 0
    for seed in 0..<10 {
      // One overdue reminder of high priority, the rest without a state: the group names it
      // first and a stateless one after it.
      let items = OverdueGroupScopeTests.items(seed: UInt64(seed) &+ 5).map { item in
        guard item.id.hasPrefix("reminder:o"), item.id != "reminder:o0" else { return item }
        return AgendaItem(
          id: item.id, kind: item.kind, title: item.title, start: item.start, end: item.end,
          isAllDay: item.isAllDay, group: item.group, sourceID: item.sourceID)
      }
      for moment in OverdueGroupScopeTests.toldGroups(items, composer) {
        let (told, group) = (moment.told, moment.group)
        let named = group.named.map { told.itemMentions[$0].item }
        let names = zip(group.named, named).map { member, item in
          composer.groupName(told.itemClauses[member].title, item: item)
        }
        guard !names.contains(where: SummaryComposer.isList) else { continue }
        let said = told.clauses[moment.index].title
        let states = named.map { $0.priority == .high || $0.isFavorite }
        var from = said.startIndex
        var ranges: [Range<String.Index>] = []
        for name in names {
          guard let range = said.range(of: name, range: from..<said.endIndex) else { break }
          ranges.append(range)
          from = range.upperBound
        }
        guard ranges.count == names.count else { continue }
        for index in names.indices.dropFirst() where states[index - 1] && !states[index] {
          let gap = said[ranges[index - 1].upperBound..<ranges[index].lowerBound]
          #expect(
            gap.contains(where: pauses.contains),
            "\(locale) seed \(seed) \(moment.family): '\(gap)' after '\(names[index - 1])': \(said)"
          )
          checked += 1
        }
      }
    }
    #expect(checked > 0)
  }
}
