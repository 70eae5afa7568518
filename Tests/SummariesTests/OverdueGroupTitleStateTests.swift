import Agenda
import Foundation
import ICalendar
import SeededRandom
import Testing
import WidgetTimeline

@testable import Summaries

/// A state a title's own words say ("POSTPONED: Board prep", "Haircut (optional)",
/// "【至急】…") travels with the item into the overdue group: named there as plain "Board
/// prep", the listener hears an ordinary overdue task.
@Suite struct OverdueGroupTitleStateTests {
  /// Markers and tags real exports write, in the four languages, before or after a title.
  static let markers: [(before: String, after: String)] = [
    ("POSTPONED: ", ""), ("Postponed: ", ""), ("Verschoben: ", ""), ("延期：", ""),
    ("연기: ", ""), ("", " (optional)"), ("", "（任意）"), ("[URGENT] ", ""), ("【至急】", ""),
    ("[긴급] ", ""), ("[IMPORTANT] ", ""), ("【重要】", ""), ("Tentative: ", ""), ("", ""),
  ]

  /// A person who owes many reminders (`OverdueGroupRankTests.items`), many of whose titles
  /// carry a marker or a tag that says a state.
  static func items(seed: UInt64) -> [AgendaItem] {
    var random = SeededRandom(seed: seed &* 13 &+ 11)
    return OverdueGroupRankTests.items(seed: seed).map { item in
      guard item.kind == .reminder, item.id.hasPrefix("reminder:o") else { return item }
      var item = item
      let marker = random.pick(markers)
      item.title = marker.before + item.title + marker.after
      return item
    }
  }

  /// For every group of every family that groups, in every language, over those people:
  /// each state the title of a named member says (as its own row says it: postponed,
  /// tentative, optional, urgent, important) is said beside that name in the group's
  /// sentence, after it in English and German, before it in Japanese and Korean, once.
  @Test(arguments: Fixture.locales)
  func aTitlesOwnStateIsSaidWithItsNameInTheGroup(_ locale: String) {
    let composer = Fixture.composer(locale)
    let localizer = composer.localizer
    var stated = 0
    for seed in 0..<8 {
      for moment in OverdueGroupScopeTests.toldGroups(Self.items(seed: UInt64(seed)), composer) {
        let told = moment.told
        let clause = told.clauses[moment.index]
        let items = moment.group.named.map { told.itemMentions[$0].item }
        let wholes = zip(moment.group.named, items).map { member, item in
          composer.groupName(told.itemClauses[member].title, item: item)
        }
        let states = moment.group.named.map { member in
          SummaryComposer.GroupNameState(
            told.itemMentions[member].item, title: told.itemClauses[member].states.map(\.kind))
        }
        for (said, cut) in [(clause.title, false), (clause.cutTitle, true)] {
          guard let said else { continue }
          let names = cut ? wholes.map { SummaryComposer.shortened($0) } : wholes
          // Where each name is said, in the order said.
          var ranges: [Range<String.Index>] = []
          var at = said.startIndex
          for name in names {
            guard let found = said.range(of: name, range: at..<said.endIndex) else { break }
            ranges.append(found)
            at = found.upperBound
          }
          guard ranges.count == names.count else {
            Issue.record("names \(names) not said in order: \(said)")
            continue
          }
          for (position, member) in moment.group.named.enumerated() {
            // What the listener hears beside the name: up to the next name, or from the last.
            let beside =
              composer.statesFollowNames
              ? said[
                ranges[position]
                  .upperBound..<(position + 1 < ranges.count
                  ? ranges[position + 1].lowerBound : said.endIndex)]
              : said[
                (position > 0 ? ranges[position - 1].upperBound : said.startIndex)..<ranges[
                  position
                ].lowerBound]
            let kinds = told.itemClauses[member].states.map(\.kind).filter {
              SummaryComposer.GroupNameState.titleKinds.contains($0)
            }
            // A state said once for this name and the one before (Korean) is said before that.
            let own = OverdueGroupRankTests.saysOwnState(
              states, names: names, at: position, composer)
            for kind in SummaryComposer.GroupNameState.titleKinds {
              // The state's words as the group says them beside a name.
              guard let key = SummaryComposer.GroupNameState.key(kind) else { continue }
              let words = localizer.string(key, .string("\u{1}")).split(separator: "\u{1}")
                .map { $0.trimmingCharacters(in: .whitespaces.union(.punctuationCharacters)) }
                .first { !$0.isEmpty }!
              let times = beside.components(separatedBy: words).count - 1
              #expect(
                times == (kinds.contains(kind) && own ? 1 : 0),
                "'\(names[position])' with '\(words)' \(times) times, its title says \(kinds): \(said)"
              )
              if kinds.contains(kind), own { stated += 1 }
            }
          }
        }
      }
    }
    #expect(stated > 0)
  }
}
