import Agenda
import SeededRandom
import Testing
import WidgetTimeline

@testable import Summaries

/// What a title's own marks and short words say: an abbreviation of the lexicons is said in
/// full wherever the name is said, cut or not; a title that asks keeps one question mark; a
/// dash in a title of another script is said as one in a Latin title is. Properties over
/// generated titles in every shipped language.
@Suite struct TitleMarksTests {
  /// The lexicons' abbreviations as written forms in a title: with the period, without it
  /// capitalized (three letters or more), and closing a compound with its period.
  static func written(_ composer: SummaryComposer) -> [(text: String, stem: String)] {
    AbbreviationPeriodTests.entries(composer).flatMap { entry -> [(String, String)] in
      let stem = String(entry.written.filter(\.isLetter))
      guard entry.written.last == "." || stem.count >= 3 else { return [] }
      var forms = [(AbbreviationPeriodTests.capitalized(entry.written), stem)]
      if entry.written.last == ".", stem.count >= 4 {
        forms.append(("Obleute" + entry.written, "obleute" + stem))
      }
      return forms
    }
  }

  /// A title that ends with an abbreviation of the lexicons, or holds one before more words,
  /// is said with it in full in every family, in the summary and the actions: no word heard
  /// is the abbreviation's letters, nor a compound cut at its period ("Obleutebespr").
  @Test(arguments: Fixture.locales)
  func anAbbreviationIsNeverSaidCut(_ locale: String) {
    let composer = Fixture.composer(locale)
    let language = String(locale.prefix(2))
    var random = SeededRandom(seed: 2911)
    var seen = 0
    for (text, stem) in Self.written(composer) {
      for _ in 0..<2 {
        let core = random.pick(AbbreviationPeriodTests.words[language]!)
        let title =
          random.int(0...1) == 0
          ? "\(core) \(text)" : "\(core) \(text) \(random.pick(["12", "Team", "B"]))"
        let items = [
          Fixture.event(title, "2026-06-01T07:30", "2026-06-01T09:00", uid: "abbreviated"),
          Fixture.reminder("Pay rent", due: "2026-05-31T09:00"),
        ]
        for family in WidgetFamily.allCases {
          let summary = Fixture.summary(items, locale: locale, family: family)
          let heard = [summary.text] + summary.actions.map(\.name)
          for said in heard {
            #expect(
              !AbbreviationPeriodTests.spokenWords(said).contains(stem),
              "\(locale) \(family) '\(title)': \(said)")
          }
          seen += 1
        }
      }
    }
    #expect(seen > 100, "\(locale): \(seen)")
  }

  /// The plain generated titles of `language`: a core and nothing around it.
  static func cores(_ language: ExportTitle.Language, seed: UInt64) -> [String] {
    ExportTitleGenerator.titles(count: 600, language: language, seed: seed).filter { title in
      title.shapes.isEmpty && title.prefixes.isEmpty && title.asides.isEmpty
        && title.leadingTags.isEmpty && title.trailingTags.isEmpty && title.suffix.isEmpty
        && title.core.last.map { $0.isLetter || $0.isNumber } == true
    }.map(\.core)
  }

  /// A title that ends in a question ("Lunch with Sam?", "打合せ？", "SOLD OUT??") is said
  /// with one question mark, the one written (full width in a title that wrote one), and an
  /// exclamation mark beside it goes: the summary's time after it starts its own phrase.
  @Test(arguments: Fixture.locales)
  func aQuestionKeepsOneQuestionMark(_ locale: String) {
    let composer = Fixture.composer(locale)
    var seen = 0
    for language in ExportTitle.Language.allCases {
      for core in Self.cores(language, seed: 2921).prefix(200) {
        let plain = StatusMarkerTests.name(core, composer)
        guard plain.last.map({ $0.isLetter || $0.isNumber }) == true else { continue }
        for (marks, kept) in [("?", "?"), ("??", "?"), ("?!", "?"), ("？", "？"), ("！？", "？")] {
          let name = StatusMarkerTests.name(core + marks, composer)
          #expect(name == plain + kept, "\(locale) '\(core + marks)' heard as '\(name)'")
          seen += 1
        }
        #expect(StatusMarkerTests.name(core + "!!", composer) == plain, "\(locale) '\(core)!!'")
      }
    }
    #expect(seen > 2_000, "\(locale): \(seen)")
  }

  /// A spaced dash between two parts of a title in a script not the sentence's own is said
  /// as one in a Latin title of that sentence is: in Japanese a space, never a comma that
  /// sounds like a second item before the sentence's 、 (「세무사 상담 프리랜서 종합소득세」).
  @Test(arguments: Fixture.locales)
  func aDashInAForeignTitleIsSaidAsInALatinOne(_ locale: String) {
    let composer = Fixture.composer(locale)
    let own: ExportTitle.Language =
      switch locale.prefix(2) {
      case "ja": .ja
      case "ko": .ko
      case "de": .de
      default: .en
      }
    func separator(_ first: String, _ second: String) -> String? {
      let (a, b) = (
        StatusMarkerTests.name(first, composer), StatusMarkerTests.name(second, composer)
      )
      let name = StatusMarkerTests.name(first + " - " + second, composer)
      guard name.hasPrefix(a), name.hasSuffix(b), name.count > a.count + b.count else {
        return nil
      }
      return String(name.dropFirst(a.count).dropLast(b.count))
    }
    let latin = Self.cores(.en, seed: 2931).filter { !$0.contains(":") }
    let latinSeparator = separator(latin[0], latin[1])
    #expect(latinSeparator != nil, "\(locale): '\(latin[0]) - \(latin[1])'")
    var seen = 0
    for language in [ExportTitle.Language.ja, .ko] where language != own {
      let cores = Self.cores(language, seed: 2932)
      for (first, second) in zip(cores, cores.dropFirst()).prefix(200) {
        guard let said = separator(first, second) else { continue }
        #expect(said == latinSeparator, "\(locale) '\(first) - \(second)': '\(said)'")
        if locale == "ja-JP" { #expect(!said.contains(",") && !said.contains("、")) }
        seen += 1
      }
    }
    #expect(seen > 100, "\(locale): \(seen)")
  }
}
