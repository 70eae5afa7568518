import Agenda
import Foundation
import ICalendar
import Testing
import WidgetTimeline

@testable import Summaries

/// An overdue group names the reminders of high priority first; each such name says its
/// state, as a single overdue row would, and only those do.
@Suite struct OverdueGroupPriorityTests {
  /// For every entry of every family that groups, in every language, over people who owe
  /// many reminders, some of high priority (`OverdueGroupScopeTests.items`): the group's
  /// sentence says "high priority" (`overdue.group.highPriority`) once for each named member of high
  /// priority, with that member's name (`overdue.group.highPriority`, or
  /// `overdue.group.favoriteHighPriority` for a favorite too), and the summary says the
  /// sentence as made, whole or with its names cut.
  @Test(arguments: 0..<12)
  func aNamedMemberOfHighPrioritySaysSo(seed: Int) {
    let items = OverdueGroupScopeTests.items(seed: UInt64(seed) &+ 5)
    let reference = Fixture.instant(SaidTogetherTests.reference)
    var stated = 0
    for locale in Fixture.locales {
      let composer = Fixture.composer(locale)
      let localizer = composer.localizer
      // The state's words as the group says them beside a name (before it, in Korean).
      let state = localizer.string(.overdueGroupHighPriority, .string("\u{1}"))
        .split(separator: "\u{1}").map { $0.trimmingCharacters(in: .whitespaces) }
        .first { $0.contains(where: \.isLetter) }!
      // The words that say both states, where they do not hold the state's own (우선순위 높고).
      let both = localizer.string(.overdueGroupFavoriteHighPriority, .string("\u{1}"))
        .split(separator: "\u{1}").map { $0.trimmingCharacters(in: .whitespaces) }
        .first { $0.contains(where: \.isLetter) && !$0.contains(state) }
      for family in WidgetFamily.allCases where !family.traits.standalone {
        let timeline = TimelineLayout(family: family).layout(
          items, referenceDate: reference, zone: Fixture.zone)
        let summaries = composer.compose(timeline.entries, family: family)
        for (entry, summary) in zip(timeline.entries, summaries) {
          let told = Fixture.told(entry, composer, family).told
          guard let group = told.group,
            let index = told.mentions.firstIndex(where: \.isOverdueGroup)
          else { continue }
          let context =
            "seed \(seed) \(locale) \(family) \(ISO8601Value.format(instant: entry.date)): \(summary.text)"
          let clause = told.clauses[index]
          let items = group.named.map { told.itemMentions[$0].item }
          for (said, cut) in [(clause.title, false), (clause.cutTitle, true)] {
            guard let said else { continue }
            let names = group.named.map { member in
              let whole = composer.groupName(
                told.itemClauses[member].title, item: told.itemMentions[member].item)
              return cut ? SummaryComposer.shortened(whole) : whole
            }
            // A state shared with the name before may be said once for both (Korean).
            let high = group.named.indices.filter { position in
              items[position].priority == .high
                && OverdueGroupRankTests.saysOwnState(
                  items, names: names, at: position, composer)
            }.map { group.named[$0] }
            // Once for each: a title that says "high priority" itself is not generated.
            let times =
              said.components(separatedBy: state).count - 1
              + (both.map { said.components(separatedBy: $0).count - 1 } ?? 0)
            #expect(
              times == high.count,
              "\(high.count) of high priority: \(said): \(context)")
            for member in high {
              let whole = composer.groupName(
                told.itemClauses[member].title, item: told.itemMentions[member].item)
              let name = cut ? SummaryComposer.shortened(whole) : whole
              let marked = localizer.string(.overdueGroupListName, .string(name))
              let key: CopyKey =
                told.itemMentions[member].item.isFavorite
                ? .overdueGroupFavoriteHighPriority : .overdueGroupHighPriority
              let withState = localizer.string(key, .string(marked))
              #expect(said.contains(withState), "'\(withState)' unsaid: \(said): \(context)")
            }
          }
          if summary.text.contains(clause.title)
            || clause.cutTitle.map(summary.text.contains)
              == true
          {
            stated += items.filter { $0.priority == .high }.count
          }
        }
      }
    }
    // The people's groups name reminders of high priority, and the summaries say them.
    #expect(stated > 0)
  }
}
