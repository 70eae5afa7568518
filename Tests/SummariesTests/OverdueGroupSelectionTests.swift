import Agenda
import Foundation
import ICalendar
import SeededRandom
import Testing
import WidgetTimeline

@testable import Summaries

/// An overdue group's oldest day is the group's, and its names are plainly a selection: no
/// name is heard as the oldest unless it is. A name says the states the widget marks it with,
/// favorite among them, and a state before a join never runs into the next name.
@Suite struct OverdueGroupSelectionTests {
  /// For every entry of every family that groups, in every language, over people who owe
  /// many reminders (`OverdueGroupScopeTests.items`): in the group's sentence, whole or with
  /// its names cut, what follows the oldest day (past its pause) is never the name of a
  /// member that did not fall due first.
  @Test(arguments: 0..<12)
  func theOldestDayIsNeverHeardAsAnotherNames(seed: Int) {
    let items = OverdueGroupScopeTests.items(seed: UInt64(seed) &+ 5)
    var checked = 0
    for locale in Fixture.locales {
      let composer = Fixture.composer(locale)
      let localizer = composer.localizer
      for moment in OverdueGroupScopeTests.toldGroups(items, composer) {
        let (entry, family, told) = (moment.entry, moment.family, moment.told)
        let (group, index) = (moment.group, moment.index)
        let oldest = group.oldest(told.itemMentions, entry: entry, zone: Fixture.zone)
        let oldestDue = oldest.item.start?.instant(in: Fixture.zone) ?? 0
        let since = composer.since(oldest, entry: entry)
        let clause = told.clauses[index]
        for (said, cut) in [(clause.title, false), (clause.cutTitle, true)] {
          guard let said, let at = said.range(of: since) else { continue }
          let rest = said[at.upperBound...].drop { !$0.isLetter && !$0.isNumber && $0 != "「" }
          for member in group.named
          where told.itemMentions[member].item.start?.instant(in: Fixture.zone) != oldestDue {
            let whole = composer.groupName(
              told.itemClauses[member].title, item: told.itemMentions[member].item)
            let name = cut ? SummaryComposer.shortened(whole) : whole
            let forms = [name, localizer.string(.overdueGroupListName, .string(name))]
            #expect(
              !forms.contains { rest.hasPrefix($0) },
              """
              seed \(seed) \(locale) \(family) \(ISO8601Value.format(instant: entry.date)): \
              '\(name)' heard as overdue since \(since): \(said)
              """)
          }
          checked += 1
        }
      }
    }
    #expect(checked > 0)
  }

  /// An action names its item in words the summary said (Label in Name): a member of the
  /// overdue group by the name the group gave it, its short name where the whole would hold
  /// a list's pause ("Order flour, 2 x 25 kg" said "Order flour"), cut where the group's
  /// names were cut. Over people who owe many reminders titled as exports write them
  /// (`ExportTitleGenerator`), every family that groups, in every language: each named
  /// action's title (its name without the action's words) is heard in the summary.
  @Test(arguments: Fixture.locales)
  func anActionNamesItsItemAsTheSummarySaidIt(_ locale: String) {
    let composer = Fixture.composer(locale)
    let localizer = composer.localizer
    let language = OverdueGroupWordingTests.languages.first { $0.locale == locale }!.language
    let forms = CopyKey.Action.allCases.map { action in
      localizer.string(.action(action, which: false), .string("\u{1}"))
        .components(separatedBy: "\u{1}")
    }
    let generator = ExportTitleGenerator(language: language, kind: .reminder)
    var (checked, grouped) = (0, 0)
    for seed in 0..<4 {
      var random = SeededRandom(seed: UInt64(seed) &+ 901)
      let items = OverdueGroupScopeTests.items(seed: UInt64(seed) &+ 5).map { item in
        var item = item
        if item.id.hasPrefix("reminder:o") { item.title = generator.title(&random).text }
        return item
      }
      let reference = Fixture.instant(SaidTogetherTests.reference)
      for family in WidgetFamily.allCases where !family.traits.standalone {
        let timeline = TimelineLayout(family: family).layout(
          items, referenceDate: reference, zone: Fixture.zone)
        let summaries = composer.compose(timeline.entries, family: family)
        for (entry, summary) in zip(timeline.entries, summaries) {
          let saysGroup = Fixture.told(entry, composer, family).told.group != nil
          // Twins' actions also say which one; their titles are checked with the rows'.
          let heardAs = entry.rows.map { composer.spokenTitle($0.item).lowercased() }
          for action in summary.actions where action.trigger == .named {
            let name = action.name
            guard case .entity(_, let reference)? = action.intent.parameters.first?.value,
              let row = entry.rows.firstIndex(where: { $0.item.sourceID == reference.id }),
              heardAs.filter({ $0 == heardAs[row] }).count == 1,
              let form = forms.first(where: { name.hasPrefix($0[0]) && name.hasSuffix($0[1]) })
            else { continue }
            let title = String(name.dropFirst(form[0].count).dropLast(form[1].count))
            #expect(
              summary.text.contains(title),
              """
              seed \(seed) \(family) \(ISO8601Value.format(instant: entry.date)): \
              '\(name)' names '\(title)', unheard: \(summary.text)
              """)
            checked += 1
            if saysGroup { grouped += 1 }
          }
        }
      }
    }
    #expect(checked > 0 && grouped > 0)
  }

  /// Japanese ends a selection with how many it leaves unnamed (「…、ほか5件」), never with
  /// など: the number tells how many names were heard, and the last name's modifier is not
  /// heard over the unnamed rest. Over people who owe many reminders, every family that
  /// groups: the group's sentence, whole and with its names cut, ends with the group's number
  /// less the names it says, and a group that names every member ends with its last name.
  @Test(arguments: 0..<6)
  func japaneseEndsASelectionWithTheNumberLeftUnnamed(seed: Int) {
    let items = OverdueGroupScopeTests.items(seed: UInt64(seed) &+ 17)
    let composer = Fixture.composer("ja-JP")
    var selections = 0
    for moment in OverdueGroupScopeTests.toldGroups(items, composer) {
      let (group, clause) = (moment.group, moment.told.clauses[moment.index])
      let unnamed = group.rows - group.named.count
      for said in [clause.title, clause.cutTitle].compactMap({ $0 }) {
        let context =
          "seed \(seed) \(moment.family) \(ISO8601Value.format(instant: moment.entry.date)): \(said)"
        #expect(!said.contains("など"), "\(context)")
        if unnamed > 0 {
          #expect(said.hasSuffix("、ほか\(unnamed)件"), "\(unnamed) unnamed: \(context)")
          selections += 1
        } else {
          #expect(!said.contains("ほか"), "every member named: \(context)")
        }
      }
    }
    #expect(selections > 0)
  }

  /// For every summary of every family, in every language, over people who owe many
  /// reminders, some of them favorites: each item the rotor offers to "Unfavorite" was heard
  /// as a favorite, beside one of the names it is said by (in a single row after its title,
  /// in the overdue group beside its name, before it where the language says it there),
  /// unless saying the state too would pass the family's hard limit's margin
  /// (`SummaryComposer.clearOfHard(_:)`).
  @Test(arguments: Fixture.locales)
  func anUnfavoriteActionFollowsAFavoriteHeard(_ locale: String) {
    let reference = Fixture.instant(SaidTogetherTests.reference)
    var checked = 0
    for seed in 0..<6 {
      let items = OverdueGroupScopeTests.items(seed: UInt64(seed) &+ 5)
      let composer = Fixture.composer(locale)
      let localizer = composer.localizer
      // The words that say the state: a single row's, and the group's around its name.
      let words = [
        localizer.string(.stateFavorite),
        localizer.string(.overdueGroupFavorite, .string("\u{1}")),
        localizer.string(.overdueGroupFavoriteHighPriority, .string("\u{1}")),
      ].flatMap { $0.split(separator: "\u{1}") }.map { $0.trimmingCharacters(in: .whitespaces) }
        .filter { $0.contains(where: \.isLetter) }
      for family in WidgetFamily.allCases {
        let timeline = TimelineLayout(family: family).layout(
          items, referenceDate: reference, zone: Fixture.zone)
        let summaries = composer.compose(timeline.entries, family: family)
        for (entry, summary) in zip(timeline.entries, summaries) {
          var (told, cache) = Fixture.told(entry, composer, family)
          let text = summary.text
          for action in summary.actions {
            guard
              case .bool(false)? = action.intent.parameters.first(where: {
                $0.name == "isFavorite"
              })?.value,
              case .entity(_, let target)? = action.intent.parameters.first(where: {
                $0.name == "item"
              })?.value,
              let row = entry.rows.first(where: { ItemReference($0.item) == target })
            else { continue }
            let title = cache.names[cache.names.key(row.item, composer: composer)].title
            var names = Set(
              SummaryPropertyTests.cuts(title)
                + SummaryPropertyTests.cuts(composer.groupName(title, item: row.item)))
            // A name the group says under the favorite said once for it and the name before
            // (Korean "즐겨찾기한 A 및 B") is heard as a favorite with that name.
            if let named = told.group?.named,
              let position = named.firstIndex(where: {
                ItemReference(told.itemMentions[$0].item) == target
              })
            {
              let items = named.map { told.itemMentions[$0].item }
              let wholes = zip(named, items).map { member, item in
                composer.groupName(told.itemClauses[member].title, item: item)
              }
              if !OverdueGroupRankTests.saysOwnState(items, names: wholes, at: position, composer) {
                names.formUnion(SummaryPropertyTests.cuts(wholes[position - 1]))
              }
            }
            // Each place a name of the item is said, with what is said just before and after.
            var heard = false
            for name in names where !name.isEmpty {
              var from = text.startIndex
              while let found = text.range(of: name, range: from..<text.endIndex) {
                let start =
                  text.index(
                    found.lowerBound, offsetBy: -16, limitedBy: text.startIndex) ?? text.startIndex
                let end =
                  text.index(found.upperBound, offsetBy: 48, limitedBy: text.endIndex)
                  ?? text.endIndex
                let window = text[start..<end]
                if words.contains(where: { window.contains($0) }) { heard = true }
                from = found.upperBound
              }
            }
            checked += 1
            // Only where saying it would pass the hard limit's margin (a title cut short is
            // the one resort after it) may the state go unsaid: where the summary cuts the
            // title, the state went while the title was still whole (`Detail.keeps`).
            let cut = SummaryPropertyTests.cuts(title).dropFirst().filter {
              !$0.isEmpty && $0 != title && text.contains($0)
            }.max { $0.count < $1.count }
            let whole =
              !text.contains(title) && cut != nil
              ? text.replacingOccurrences(of: cut!, with: title) : text
            let withState = whole + composer.clause(["", localizer.string(.stateFavorite)])
            #expect(
              heard
                || composer.profile.seconds(withState)
                  > SummaryComposer.clearOfHard(family.traits.budget),
              """
              seed \(seed) \(locale) \(family) \(ISO8601Value.format(instant: entry.date)): \
              '\(action.name)' for '\(title)', never heard as a favorite: \(text)
              """)
          }
        }
      }
    }
    #expect(checked > 0)
  }

  /// For every group over people who owe many reminders, some of high priority and some
  /// favorites, in every language: what follows a name said with a state after it is a pause
  /// or the end, never a join's word ("우선순위 높음 및 …" is heard as one phrase). A state
  /// said once before all the names (그중 우선순위 높은 A, B 등) ends no name.
  @Test(arguments: Fixture.locales)
  func aStateNeverRunsIntoTheNextName(_ locale: String) {
    let composer = Fixture.composer(locale)
    let localizer = composer.localizer
    var checked = 0
    for seed in 0..<8 {
      let items = OverdueGroupScopeTests.items(seed: UInt64(seed) &+ 5)
      for moment in OverdueGroupScopeTests.toldGroups(
        items, composer, families: [.medium, .large, .extraLarge])
      {
        let (family, told, group, index) = (moment.family, moment.told, moment.group, moment.index)
        let said = told.clauses[index].title
        // What follows the names: the end, or the rest of the group's sentence (등, 、ほか5件).
        let close =
          localizer.string(
            group.rows > group.named.count ? .overdueGroupAmong : .overdueGroup,
            .integer(group.rows), .string(""), .string("\u{1}"),
            .integer(group.rows - group.named.count)
          ).split(separator: "\u{1}", omittingEmptySubsequences: false).last ?? ""
        let items = group.named.map { told.itemMentions[$0].item }
        let wholes = zip(group.named, items).map { member, item in
          composer.groupName(told.itemClauses[member].title, item: item)
        }
        for (position, item) in items.enumerated() {
          let isHigh = item.priority == .high
          // A state said once for this name and the one before (Korean) ends neither.
          guard isHigh || item.isFavorite,
            OverdueGroupRankTests.saysOwnState(items, names: wholes, at: position, composer)
          else { continue }
          let whole = wholes[position]
          let key: CopyKey =
            isHigh && item.isFavorite
            ? .overdueGroupFavoriteHighPriority
            : isHigh ? .overdueGroupHighPriority : .overdueGroupFavorite
          let shown = localizer.string(
            key, .string(localizer.string(.overdueGroupListName, .string(whole))))
          guard let at = said.range(of: shown) else {
            Issue.record("'\(shown)' unsaid: \(locale) \(family): \(said)")
            continue
          }
          checked += 1
          // The state is said after the name: the name ends with the state's word.
          guard !shown.hasSuffix(whole), !shown.hasSuffix(whole + "」") else { continue }
          let next = said[at.upperBound...].prefix { !$0.isLetter && !$0.isNumber }
          #expect(
            said[at.upperBound...] == close
              || next.contains { [",", ";", "、", "，", "。", "."].contains($0) },
            "'\(shown)' runs into the next name: seed \(seed) \(locale) \(family): \(said)")
        }
      }
    }
    #expect(checked > 0)
  }
}
