import Agenda
import Foundation
import ICalendar
import SeededRandom
import Testing
import WidgetTimeline

@testable import Summaries

/// An overdue group names the members that matter first, in one order a listener learns:
/// favorites and high priority (both before either alone), then medium priority, then the
/// oldest. A state said before a name (Japanese, Korean) is said in the form that modifies
/// the name after it, and Korean says a state shared by two adjacent names once.
@Suite struct OverdueGroupRankTests {
  /// A person who owes many reminders (`OverdueGroupScopeTests.items`), about a third of
  /// those without a priority given medium priority.
  static func items(seed: UInt64) -> [AgendaItem] {
    var random = SeededRandom(seed: seed &* 17 &+ 3)
    return OverdueGroupScopeTests.items(seed: seed).map { item in
      var item = item
      if item.kind == .reminder, item.priority == .none, random.int(0...2) == 0 {
        item.priority = .medium
      }
      return item
    }
  }

  /// How much naming `item` matters, as a listener learns it: favorite and high priority,
  /// either, medium priority, none.
  static func importance(_ item: AgendaItem) -> Int {
    switch (item.isFavorite, item.priority) {
    case (true, .high): 3
    case (true, _), (_, .high): 2
    case (_, .medium): 1
    default: 0
    }
  }

  /// Whether `a` is to be named before `b`: more important, or as important and older.
  static func before(_ a: AgendaItem, _ b: AgendaItem) -> Bool {
    let (x, y) = (importance(a), importance(b))
    if x != y { return x > y }
    return (a.start?.instant(in: Fixture.zone) ?? 0) < (b.start?.instant(in: Fixture.zone) ?? 0)
  }

  /// Whether the named member at `position` of `named` (said by `names`) says its own state:
  /// not where the language says a state shared with the name before it once
  /// (`overdue.group.sharedState` leaves the next name bare) and the name before has the same.
  static func saysOwnState(
    _ named: [AgendaItem], names: [String], at position: Int, _ composer: SummaryComposer
  ) -> Bool {
    saysOwnState(
      named.map { SummaryComposer.GroupNameState($0) }, names: names, at: position, composer)
  }

  /// The same for names with `states`.
  static func saysOwnState(
    _ states: [SummaryComposer.GroupNameState], names: [String], at position: Int,
    _ composer: SummaryComposer
  ) -> Bool {
    let once = !composer.localizer.string(
      .overdueGroupSharedState, .string("\u{1}"), .string("\u{2}"), .string("\u{3}")
    ).contains("\u{3}")
    guard once, position > 0 else { return true }
    let (before, now) = (states[position - 1], states[position])
    return before != now || !before.says
      || names[(position - 1)...position].contains {
        composer.holdsLastJoin($0, .overdueGroupSharedState)
      }
  }

  /// For every group of every family that groups, in every language, over generated people
  /// with favorites and reminders of high and medium priority: no named member ranks below a
  /// member the group could have named (one with no twin nor copy) and left unnamed, and the
  /// sentence says the names in rank order.
  @Test(arguments: Fixture.locales)
  func theGroupNamesTheMembersThatMatterFirstInRankOrder(_ locale: String) {
    let composer = Fixture.composer(locale)
    var checked = 0
    var notByAge = 0
    for seed in 0..<10 {
      for moment in OverdueGroupScopeTests.toldGroups(Self.items(seed: UInt64(seed)), composer) {
        let (told, group) = (moment.told, moment.group)
        let item = { (member: Int) in told.itemMentions[member].item }
        let clause = told.clauses[moment.index]
        let context = "seed \(seed) \(locale) \(moment.family): \(clause.title)"
        let nameable = group.members.filter { member in
          told.itemMentions[member].copies.isEmpty
            && !told.itemClauses.indices.contains {
              $0 != member && told.itemClauses[$0].sameTitle(as: told.itemClauses[member])
            }
        }
        for unnamed in nameable where !group.named.contains(unnamed) {
          for named in group.named {
            #expect(
              !Self.before(item(unnamed), item(named)),
              "'\(item(unnamed).title)' unnamed before '\(item(named).title)': \(context)")
          }
        }
        for (a, b) in zip(group.named, group.named.dropFirst()) {
          #expect(
            !Self.before(item(b), item(a)),
            "'\(item(b).title)' said after '\(item(a).title)': \(context)")
        }
        // The sentence says them in that order.
        var at = clause.title.startIndex
        for member in group.named {
          let name = composer.groupName(told.itemClauses[member].title, item: item(member))
          guard let found = clause.title.range(of: name, range: at..<clause.title.endIndex)
          else {
            Issue.record("'\(name)' not said in order: \(context)")
            break
          }
          at = found.upperBound
        }
        let byAge = group.named.sorted {
          (item($0).start?.instant(in: Fixture.zone) ?? 0, $0)
            < (item($1).start?.instant(in: Fixture.zone) ?? 0, $1)
        }
        if byAge != group.named { notByAge += 1 }
        checked += 1
      }
    }
    #expect(checked > 0)
    // Rank and age differ often enough for the order to be tested.
    #expect(notByAge > 0)
  }

  /// For every group of every family that groups, in every language, over the same people
  /// (a medium widget shows 2 of 8 to 30 overdue reminders): the rows shown are named first,
  /// the most important of them, and no shown one the group could name (one whose spoken
  /// title no row and no other overdue reminder shares) is left unnamed while it ranks
  /// before a named one; besides them, the most important hidden reminder is named when it
  /// is a favorite or of high priority and outranks a named row, and no other hidden one
  /// (where fewer rows are shown than names said, the most important hidden one says the
  /// rest).
  /// A hidden one named is never a member, so the count stays what it was.
  @Test(arguments: Fixture.locales)
  func theGroupNamesTheShownRowsAndTheHiddenOneThatMattersMost(_ locale: String) {
    let composer = Fixture.composer(locale)
    var checked = 0
    var hiddenNamed = 0
    for seed in 0..<10 {
      let items = Self.items(seed: UInt64(seed))
      for moment in OverdueGroupScopeTests.toldGroups(items, composer) {
        let (told, group, entry) = (moment.told, moment.group, moment.entry)
        var cache = Fixture.told(entry, composer, moment.family).cache
        let context =
          "seed \(seed) \(locale) \(moment.family) \(ISO8601Value.format(instant: entry.date)): "
          + told.clauses[moment.index].title
        let overdue = RemainderTests.everything(items, at: entry.date)
          .filter { $0.state == .overdue }.map(\.item)
        let heard = (entry.rows.map(\.item) + overdue).map { item in
          // Named first: the entry's keys name hidden reminders only where one may be named.
          let key = cache.names.key(item, composer: composer)
          let name = cache.names[key]
          return (id: item.id, number: name.titleNumber, title: name.title)
        }
        let shown = Set(entry.rows.map(\.item.id))
        let nameable = overdue.filter { item in
          let me = heard.first { $0.id == item.id }!
          return !heard.contains { $0.id != item.id && $0.number == me.number }
            // A hidden one heard as a shown row (`SummaryComposer.begins`) is not nameable.
            && (shown.contains(item.id)
              || !zip(told.itemMentions, told.itemClauses).contains {
                shown.contains($0.0.item.id) && SummaryComposer.begins($0.1.title, with: me.title)
              })
        }
        let named = group.named.map { told.itemMentions[$0].item }
        for item in named {
          #expect(overdue.contains { $0.id == item.id }, "'\(item.title)' not overdue: \(context)")
        }
        #expect(
          group.members.allSatisfy { shown.contains(told.itemMentions[$0].item.id) },
          "a member not shown: \(context)")
        let namedShown = named.filter { shown.contains($0.id) }
        let namedHidden = named.filter { !shown.contains($0.id) }
        for unnamed in nameable
        where shown.contains(unnamed.id) && !named.contains(where: { $0.id == unnamed.id }) {
          for item in namedShown {
            #expect(
              !Self.before(unnamed, item),
              "row '\(unnamed.title)' unnamed before '\(item.title)': \(context)")
          }
        }
        #expect(namedHidden.count <= 1, "more than one hidden named: \(context)")
        let hidden = nameable.filter { !shown.contains($0.id) }
        // Names the rows shown leave to say, which hidden ones make up.
        let count = group.rows == 3 ? 3 : 2
        let fills = namedShown.count < count
        let top = hidden.filter { Self.importance($0) >= 2 }.min { Self.before($0, $1) }
        if let top, namedShown.contains(where: { Self.importance($0) < Self.importance(top) }) {
          #expect(
            namedHidden.contains { Self.importance($0) == Self.importance(top) },
            "'\(top.title)' hidden and unnamed, outranking a named row: \(context)")
        }
        for item in namedHidden {
          #expect(
            fills || Self.importance(item) >= 2, "'\(item.title)' hidden and plain: \(context)")
          #expect(
            !hidden.contains { Self.before($0, item) },
            "'\(item.title)' named before a hidden one that outranks it: \(context)")
        }
        if !namedHidden.isEmpty { hiddenNamed += 1 }
        checked += 1
      }
    }
    #expect(checked > 0)
    // A hidden reminder outranks the rows shown often enough for the rule to be tested.
    #expect(hiddenNamed > 0)
  }

  /// In Japanese, for every group over the same people: each state word of a named member is
  /// said in the attributive form right before that member's marked name (優先度の高い「…」,
  /// お気に入りの「…」), never in a form that ends a clause (優先度が高い, heard as the
  /// previous name's state) nor after a pause that would leave it to the previous title.
  @Test func aJapaneseStateModifiesTheNameAfterIt() {
    let composer = Fixture.composer("ja-JP")
    let open = composer.localizer.string(.overdueGroupListName, .string("\u{1}"))
      .prefix { $0 != "\u{1}" }
    var stated = 0
    for seed in 0..<10 {
      for moment in OverdueGroupScopeTests.toldGroups(Self.items(seed: UInt64(seed)), composer) {
        let clause = moment.told.clauses[moment.index]
        for said in [clause.title, clause.cutTitle].compactMap({ $0 }) {
          var rest = Substring(said)
          while let word = ["優先度", "お気に入り"].compactMap({ rest.range(of: $0) })
            .min(by: { $0.lowerBound < $1.lowerBound })
          {
            let after = rest[word.lowerBound...]
            let phrase = after.range(of: open).map { after[..<$0.lowerBound] } ?? after
            #expect(
              !phrase.contains("、") && !phrase.contains("が高い") && phrase.count < after.count,
              "'\(phrase)' is not said before its name as modifying it: \(said)")
            stated += 1
            rest = after[word.upperBound...]
          }
        }
      }
    }
    #expect(stated > 0)
  }

  /// In Korean and Japanese, which say a state before its name, for every group over the
  /// same people: a state shared by adjacent named members is said once for them ("우선순위
  /// 높은 A 및 B", 優先度の高い「A」と「B」), each other state once for its own name.
  @Test(arguments: ["ja-JP", "ko-KR"])
  func aStateSharedByAdjacentNamesIsSaidOnce(_ locale: String) {
    let composer = Fixture.composer(locale)
    let words = locale == "ko-KR" ? ("우선순위 높", "즐겨찾기") : ("優先度", "お気に入り")
    var shared = 0
    for seed in 0..<10 {
      for moment in OverdueGroupScopeTests.toldGroups(Self.items(seed: UInt64(seed)), composer) {
        let told = moment.told
        let states = moment.group.named.map {
          SummaryComposer.GroupNameState(told.itemMentions[$0].item)
        }
        // Runs of adjacent names with the same state.
        var runs: [SummaryComposer.GroupNameState] = []
        for (index, state) in states.enumerated() where state.says {
          if index > 0, states[index - 1] == state { continue }
          runs.append(state)
        }
        if runs.count < states.filter(\.says).count { shared += 1 }
        let clause = told.clauses[moment.index]
        for said in [clause.title, clause.cutTitle].compactMap({ $0 }) {
          for (word, has) in [
            (words.0, runs.filter(\.isHigh).count),
            (words.1, runs.filter(\.isFavorite).count),
          ] {
            let times = said.components(separatedBy: word).count - 1
            #expect(times == has, "'\(word)' said \(times) times, for \(has): \(said)")
          }
        }
      }
    }
    #expect(shared > 0)
  }
  /// A hidden reminder whose spoken title a shown row's begins with ("リリース 確認" of
  /// "リリース PR 4412 確認" beside the row "リリース SEC-77 確認（オンライン、Teams）") is never
  /// named by the group: heard, it is that row, and its state would be taken for the row's.
  /// Over each chore with an aside or a note after it (shown, the newest) and the same chore
  /// bare (hidden, older, a favorite of high priority, so that it would rank first), in
  /// every language and every family that groups.
  @Test(arguments: Fixture.locales)
  func aHiddenReminderHeardAsAShownRowIsNotNamed(_ locale: String) {
    let composer = Fixture.composer(locale)
    let base = Fixture.instant(SaidTogetherTests.reference)
    var random = SeededRandom(seed: 3131)
    var checked = 0
    for (index, chore) in OverdueGroupScopeTests.chores.enumerated() {
      let after = random.pick([" (online)", "（オンライン、Teams）", ", follow-up", " [Ext]", ": notes"])
      var items = [
        AgendaItem(
          id: "reminder:shown", kind: .reminder, title: chore + after,
          start: .instant(base - 7_800), end: nil, isAllDay: false, group: "Tasks",
          sourceID: "shown"),
        AgendaItem(
          id: "reminder:hidden", kind: .reminder, title: chore, start: .instant(base - 86_400 * 9),
          end: nil, isAllDay: false, group: "Tasks", priority: .high, isFavorite: true,
          sourceID: "hidden"),
      ]
      for other in 1...10 {
        let title = OverdueGroupScopeTests.chores[(index + other) % 20] + " \(other)"
        items.append(
          AgendaItem(
            id: "reminder:o\(other)", kind: .reminder, title: title,
            start: .instant(base - Int64(other + 2) * 3_600), end: nil, isAllDay: false,
            group: "Tasks", sourceID: "o\(other)"))
      }
      for moment in OverdueGroupScopeTests.toldGroups(items, composer) {
        let shown = moment.entry.rows.map(\.item.id)
        guard shown.contains("reminder:shown"), !shown.contains("reminder:hidden") else {
          continue
        }
        let heard = moment.told.itemClauses.contains {
          SummaryComposer.begins(
            $0.title, with: composer.title(composer.titles.heard(chore), kind: .reminder))
        }
        guard heard else { continue }
        let named = moment.group.named.map { moment.told.itemMentions[$0].item.id }
        #expect(
          !named.contains("reminder:hidden"),
          "\(locale) \(moment.family) '\(chore + after)': \(moment.told.clauses[moment.index].title)"
        )
        checked += 1
      }
    }
    #expect(checked > 20)
  }
}
