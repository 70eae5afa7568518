import Agenda
import SeededRandom
import Testing

@testable import Summaries

/// The overdue group's names are one spoken list, said with one "and", each state kept with
/// its own name: joined by semicolons, names that carried states ("Pay rent, high priority;
/// Call bank, favorite") were heard as a flat list of fragments (round 19: en-GB 16, ja 11,
/// ko 15).
@Suite struct OverdueGroupJoinTests {
  /// The words each language's list says its "and" with, between the group's names.
  static let ands: [String: [String]] = [
    "en-US": [" and "], "en-GB": [" and "], "de-DE": [" und "], "ja-JP": ["そして", "と"],
    "ko-KR": ["그리고", " 및 "],
  ]

  /// For every group of every family that groups, in every language, over people who owe
  /// many reminders, some of high priority and some favorites, whose names say a state and
  /// none of which is itself a list: the names hold no semicolon and say "and" once.
  @Test(arguments: Fixture.locales)
  func statedNamesAreOneListWithOneAnd(_ locale: String) {
    let composer = Fixture.composer(locale)
    var checked = 0
    for seed in 0..<6 {
      let items = OverdueGroupScopeTests.items(seed: UInt64(seed) &+ 5)
      for moment in OverdueGroupScopeTests.toldGroups(items, composer) {
        let (told, group) = (moment.told, moment.group)
        let named = group.named.map { told.itemMentions[$0].item }
        guard named.contains(where: { $0.priority == .high || $0.isFavorite }) else { continue }
        let names = zip(group.named, named).map { member, item in
          composer.groupName(told.itemClauses[member].title, item: item)
        }
        guard !names.contains(where: SummaryComposer.isList) else { continue }
        let said = told.clauses[moment.index].title
        let oldest = group.oldest(told.itemMentions, entry: moment.entry, zone: Fixture.zone)
        guard let start = said.range(of: composer.since(oldest, entry: moment.entry)) else {
          Issue.record("\(locale): no since in '\(said)'")
          continue
        }
        // What the sentence says besides the names, from its day on.
        var rest = String(said[start.upperBound...])
        for name in names.sorted(by: { $0.count > $1.count }) {
          guard let range = rest.range(of: name) else { continue }
          rest.replaceSubrange(range, with: "\u{1}")
        }
        let context = "\(locale) seed \(seed) \(moment.family): \(said)"
        #expect(!rest.contains(";"), "\(context)")
        let joins = Self.ands[locale]!.reduce(0) { $0 + rest.components(separatedBy: $1).count - 1 }
        #expect(joins == 1, "\(joins) joins said 'and': \(context)")
        checked += 1
      }
    }
    #expect(checked > 20)
  }

  /// Korean state modifiers before a name, and the row's words after one.
  static let before = [
    "우선순위 높은", "우선순위 높고", "즐겨찾기한", "연기된", "미정인", "선택 참석인", "긴급한", "중요한",
  ]

  /// A name that is a list joined by "+" ("여권 + 악기 케이스 + 어댑터", said "여권 악기 케이스 및
  /// 어댑터"), over generated titles of three or four parts with and without states, beside
  /// a plain name: in Korean, which marks no name's ends, its states follow it as a row says
  /// them, so that no modifier is heard over its first part only.
  @Test func aNameThatIsAListSaysItsStatesAfterIt() {
    let composer = Fixture.composer("ko-KR")
    let pool = TitleJoinTests.words["ko"]! + ["여권", "악기 케이스", "어댑터", "리코더", "색연필", "실내화"]
    var random = SeededRandom(seed: 2203)
    var checked = 0
    for _ in 0..<2_000 {
      var parts: [String] = []
      while parts.count < random.int(3...4) {
        let word = random.pick(pool)
        if !parts.contains(word) { parts.append(word) }
      }
      let list = composer.titles.speak(parts.joined(separator: " + "))
      let other = random.pick(["월세 이체", "보험 갱신", "Call bank", "택배 찾기"])
      let state = SummaryComposer.GroupNameState(
        isHigh: random.chance(0.6), isFavorite: random.chance(0.5),
        title: random.chance(0.2) ? [.postponed] : [])
      let plain = SummaryComposer.GroupNameState(isHigh: random.chance(0.3))
      let first = random.chance(0.5)
      let names = first ? [list, other] : [other, list]
      let said = composer.groupNames(names, states: first ? [state, plain] : [plain, state])
      guard state.says, let range = said.range(of: list) else {
        #expect(said.contains(list), "'\(list)' unsaid: \(said)")
        continue
      }
      let before = said[..<range.lowerBound]
      #expect(
        !Self.before.contains(where: { before.hasSuffix($0 + " ") }),
        "a modifier before '\(list)': \(said)")
      let after = said[range.upperBound...]
      if state.isHigh { #expect(after.hasPrefix(", ") && after.contains("우선순위 높음"), "\(said)") }
      if state.isFavorite { #expect(after.hasPrefix(", ") && after.contains("즐겨찾기"), "\(said)") }
      checked += 1
    }
    #expect(checked > 1_000)
  }
}
