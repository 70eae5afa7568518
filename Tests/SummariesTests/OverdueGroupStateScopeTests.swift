import Agenda
import Foundation
import ICalendar
import Testing
import WidgetTimeline

@testable import Summaries

/// A state said in the overdue group's sentence belongs to the names that have it: a listener
/// hears a state said before a name (a Korean or Japanese modifier, 우선순위 높은, 優先度が高い)
/// over every name after it in the list, and a state said after a name (a word of its own,
/// "high priority", 우선순위 높음) with that name alone.
@Suite struct OverdueGroupStateScopeTests {
  /// A language's words for a state, by how far a listener takes them: `before` words modify
  /// what follows and cover every name after them; `after` words cover the name before them.
  struct Words {
    var before: [String]
    var after: [String]
  }

  /// Each language's words for high priority and for favorite, as its grammar scopes them.
  static func words(_ locale: String) -> (high: Words, favorite: Words) {
    switch locale {
    case "ko-KR":
      (Words(before: ["우선순위 높은"], after: ["우선순위 높음"]), Words(before: ["즐겨찾기한"], after: ["즐겨찾기"]))
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

  /// How many times each of `names` (said in this order after `from` in `text`) is covered by
  /// a state of `words`, or nil when a name is not found.
  static func coverage(_ words: Words, names: [String], in text: String, from: String.Index)
    -> [Int]?
  {
    // The text between the names: gaps[i] before names[i], gaps[names.count] after the last.
    var gaps: [Substring] = []
    var at = from
    for name in names {
      guard let found = text.range(of: name, range: at..<text.endIndex) else { return nil }
      gaps.append(text[at..<found.lowerBound])
      at = found.upperBound
    }
    gaps.append(text[at...])
    var covered = Array(repeating: 0, count: names.count)
    for (index, gap) in gaps.enumerated() {
      var rest = String(gap)
      for word in words.before {
        while let found = rest.range(of: word) {
          // Heard over every name after it in the list.
          for later in index..<names.count { covered[later] += 1 }
          rest.replaceSubrange(found, with: "\u{1}")
        }
      }
      for word in words.after where index > 0 {
        while let found = rest.range(of: word) {
          covered[index - 1] += 1
          rest.replaceSubrange(found, with: "\u{1}")
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
            guard let covered = Self.coverage(kind, names: names, in: said, from: start) else {
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
}
