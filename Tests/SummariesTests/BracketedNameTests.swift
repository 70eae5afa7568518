import Agenda
import SeededRandom
import Testing
import WidgetTimeline

@testable import Summaries

/// A short aside in brackets that says which one or whom the item is for ("Parent-teacher
/// conference (Theo)", 「血圧の薬（朝）」) is part of the item's name: it is said whole in every
/// family, at every length, and in the actions, never in one summary and not in the next.
@Suite struct BracketedNameTests {
  /// Generated titles of a few plain words, each with a person's or a which-one qualifier
  /// after it, as the event happening now among a generated person's agenda: wherever a
  /// family's summary or an action says the name's words, it says the qualifier with them.
  @Test(arguments: ExportShapeTests.languages.map(\.locale))
  func aQualifierIsSaidWithItsNameInEveryFamily(_ locale: String) {
    let (composer, language, titles) = AsideRulesTests.drawn(locale, seed: 2811)
    var random = SeededRandom(seed: 2812)
    let qualifiers =
      ExportTitleGenerator.personQualifiers[language]!
      + ExportTitleGenerator.whichOneQualifiers[language]!
    let cores = titles.filter { title in
      title.shapes.isEmpty && title.prefixes.isEmpty && title.asides.isEmpty
        && title.leadingTags.isEmpty && title.trailingTags.isEmpty && title.suffix.isEmpty
        && title.core.allSatisfy { $0.isLetter || $0 == " " }
        && (title.core.contains(" ")
          ? (2...3).contains(title.core.split(separator: " ").count)
          : (3...8).contains(title.core.count))
    }
    var seen = 0
    for (index, title) in cores.prefix(40).enumerated() {
      let qualifier = random.pick(qualifiers)
      let text = title.core + qualifier
      let core = StatusMarkerTests.name(title.core, composer)
      let name = StatusMarkerTests.name(text, composer)
      guard name != core, name.hasPrefix(core) else { continue }
      // The person's own items of the same words would be said by them.
      var items = SummaryPropertyTests.items(seed: UInt64(index) &+ 2813).filter {
        !$0.title.contains(title.core) && !title.core.contains($0.title)
      }
      items.append(
        Fixture.event(text, "2026-06-01T07:30", "2026-06-01T09:00", uid: "qualified"))
      for family in WidgetFamily.allCases {
        let summary = Fixture.summary(items, locale: locale, family: family)
        let context = "\(locale) \(family) '\(text)'"
        if summary.text.contains(core) {
          #expect(summary.text.contains(name), "\(context): \(summary.text)")
          seen += 1
        }
        for action in summary.actions where action.name.contains(core) {
          #expect(action.name.contains(name), "\(context): action '\(action.name)'")
        }
      }
    }
    #expect(seen > 60, "\(locale): \(seen)")
  }
}
