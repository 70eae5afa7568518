import ICalendar
import SeededRandom
import Testing

@testable import Summaries

/// Symbols and spellings a title writes for the eye are said for the ear, in the summary and
/// in the actions alike (they come from one parsed title): decorative symbols go, a range of
/// 24-hour clock times is said in the language's clock, a number in brackets after the words
/// goes, a word in capitals is said in normal case, "@" between words is "at" and "vs." the
/// language's word. Checked as properties over generated titles in every shipped language.
@Suite struct TitleSymbolsTests {
  static let locales = ExportShapeTests.languages.map(\.locale)

  /// Generated titles of `locale` with their composer: the ordinary ones, whose name is
  /// their core, so that what a rule adds is all that changes.
  static func drawn(_ locale: String, seed: UInt64) -> (SummaryComposer, [ExportTitle]) {
    let (composer, _, titles) = AsideRulesTests.drawn(locale, seed: seed)
    return (composer, titles.filter { $0.shapes.isEmpty || $0.shapes == [.otherScript] })
  }

  /// A decorative symbol before or after a title's words ("★ Review", "Date night ♥") is
  /// in neither the name nor the action's name, which are the title's without it.
  @Test(arguments: locales)
  func decorativeSymbolsAreNotSaid(_ locale: String) {
    let (composer, titles) = Self.drawn(locale, seed: 2901)
    var random = SeededRandom(seed: 2902)
    for title in titles.prefix(600) {
      let symbol = random.pick(ExportTitleGenerator.decorativeSymbols)
      let text = random.chance(0.5) ? "\(symbol) \(title.text)" : "\(title.text) \(symbol)"
      let name = StatusMarkerTests.name(text, composer)
      let plain = StatusMarkerTests.name(title.text, composer)
      #expect(name == plain, "\(locale) '\(text)' heard as '\(name)', not '\(plain)'")
      let item = Fixture.reminder(text, due: "2026-06-01T09:00", priority: .none)
      let action = composer.spokenTitle(item)
      #expect(!action.contains(symbol), "\(locale) '\(text)': action '\(action)'")
    }
  }

  /// A title of such symbols alone is said as an emoji-only title is: as an event.
  @Test(arguments: locales)
  func aTitleOfSymbolsAloneIsSaidAsAnEvent(_ locale: String) {
    let composer = Fixture.composer(locale)
    for symbol in ["★", "☆ ☆", "✓", "♡♪"] {
      let heard = composer.titles.heard(symbol)
      #expect(heard.isEmojiOnly && heard.name.isEmpty, "\(locale) '\(symbol)': \(heard)")
    }
  }

  /// A range of two clock times on a 24-hour clock written after a title's words ("Late
  /// shift 1400–2230", "14:00–22:30") keeps its two times as written, with the language's
  /// range word for its dash, in the name and the action's name; never the summary's own
  /// clock ("from 2 PM to 10:30 PM"), which was heard as the item's time when the item was
  /// at another (round 21: "Physical therapy from 00:30 to 04:30, until 14:30").
  @Test(arguments: locales)
  func aClockRangeKeepsItsTimesAsWritten(_ locale: String) {
    let (composer, titles) = Self.drawn(locale, seed: 2911)
    let clock = Fixture.clock(locale)
    var random = SeededRandom(seed: 2912)
    // A number before the range would make it part of a phone number ("030 1400-2230").
    for title in titles.prefix(800) where title.core.last?.isNumber == false {
      let range = ExportTitleGenerator.clockRange(&random)
      let text = "\(title.core) \(range.text)"
      let day = LocalDate(dayNumber: 0)
      let start = LocalDateTime(
        date: day, hour: range.start / 60, minute: range.start % 60, second: 0)!
      let end = LocalDateTime(date: day, hour: range.end / 60, minute: range.end % 60, second: 0)!
      let (from, to) = clock.rangeEnds(start, end)
      let ours = composer.localizer.string(.rangeSameDay, .string(from), .string(to))
      let ends = range.text.split(whereSeparator: { "-–— ".contains($0) }).map(String.init)
      // A title of a third script takes the sentence's own range word, not a pause.
      let voice = composer.titles.voice(of: text)
      let word = composer.titles.connector(.range, voice: voice == .third ? .own : voice)
      let name = StatusMarkerTests.name(text, composer)
      // An item at another time: the title's range is information, and the action says it.
      let item = Fixture.reminder(text, due: "2026-06-01T09:03", priority: .none)
      let action = composer.spokenTitle(item)
      for said in [name, action] {
        #expect(!said.contains(ours), "\(locale) '\(text)' said '\(said)', in our clock")
        #expect(
          said.contains(ends[0] + word + ends[1]),
          "\(locale) '\(text)' said '\(said)', not '\(ends[0] + word + ends[1])'")
      }
    }
  }

  /// A range of two years after a title's words ("Budget 2019–2024") is no time: its numbers
  /// stay, said as the title's range of numbers ("2019 to 2024", 「2019から2024」), never
  /// as two numbers in a row.
  @Test(arguments: locales)
  func aRangeOfYearsIsSaidAsARange(_ locale: String) {
    let (composer, titles) = Self.drawn(locale, seed: 2913)
    var random = SeededRandom(seed: 2914)
    for title in titles.prefix(300) where title.core.last?.isNumber == false {
      let first = random.int(1900...2090)
      let second = first + random.int(1...9)
      let text = "\(title.core) \(first)\(random.pick(["–", "-"]))\(second)"
      let to = composer.titles.connector(.range, for: text)
      let name = StatusMarkerTests.name(text, composer)
      #expect(name.contains("\(first)\(to)\(second)"), "\(locale) '\(text)' heard as '\(name)'")
    }
  }

  /// A number in brackets after a title's words ("Order liquid chalk (48)", 「備品発注（48）」)
  /// is in neither the name nor the action's name: both are the title's without it.
  @Test(arguments: locales)
  func aTrailingBracketedNumberIsNotSaid(_ locale: String) {
    let (composer, titles) = Self.drawn(locale, seed: 2921)
    var random = SeededRandom(seed: 2922)
    for title in titles.prefix(800) {
      let bracket = ExportTitleGenerator.bracketedNumber(&random)
      let text = title.text + bracket
      let plain = StatusMarkerTests.name(title.text, composer)
      let name = StatusMarkerTests.name(text, composer)
      #expect(
        name.filter { $0 != " " } == plain.filter { $0 != " " },
        "\(locale) '\(text)' heard as '\(name)', not '\(plain)'")
      let item = Fixture.reminder(text, due: "2026-06-01T09:00", priority: .none)
      let action = composer.spokenTitle(item)
      let number = bracket.filter(\.isNumber)
      #expect(
        !action.contains("(\(number)") && !action.contains("（\(number)"),
        "\(locale) '\(text)': action '\(action)'")
    }
  }

  /// No word of five capitals or more is said in a summary: a title written in capitals
  /// ("TEAMMEETING", "DEADLINE TAX RETURN") is said in normal case, its acronyms of four
  /// capitals or fewer and its codes as written.
  @Test(arguments: locales)
  func noWordOfFiveCapitalsIsSpoken(_ locale: String) {
    let (composer, titles) = Self.drawn(locale, seed: 2931)
    var seen = 0
    for title in titles.prefix(800) {
      let text = "QBR " + title.core.uppercased()
      let item = Fixture.reminder(text, due: "2026-06-01T09:00", priority: .high)
      let summary = composer.compose(
        Fixture.entry([item], family: .accessoryRectangular), family: .accessoryRectangular)
      let shouted = summary.text.split(separator: " ").filter(SpokenTitle.isShouted)
      #expect(shouted.isEmpty, "\(locale) '\(text)': \(summary.text)")
      // Nor, among them, a word of four with a vowel ("CALL THE Landlord").
      if !shouted.isEmpty || text.split(separator: " ").contains(where: SpokenTitle.isShouted) {
        let four = summary.text.split(separator: " ").filter {
          SpokenTitle.isInCapitals($0, least: 4) && SpokenTitle.holdsVowel($0)
        }
        #expect(four.isEmpty, "\(locale) '\(text)': \(summary.text)")
      }
      #expect(summary.text.contains("QBR"), "\(locale) '\(text)': \(summary.text)")
      if text.split(separator: " ").contains(where: SpokenTitle.isShouted) { seen += 1 }
    }
    #expect(seen > 40, "\(locale): \(seen) titles with a word in capitals")
  }

  /// An at sign between a title's words and a place ("Dinner @ Nobu", "회식@강남") is said as
  /// the language's "at" or a pause, never read as a sign; a mail address keeps its own.
  @Test(arguments: ExportShapeTests.languages)
  func anAtSignBetweenWordsIsNoSign(_ locale: String, _ language: ExportTitle.Language) {
    let (composer, titles) = Self.drawn(locale, seed: 2941)
    var random = SeededRandom(seed: 2942)
    for title in titles.prefix(400) {
      let place = random.pick(ExportTitleGenerator.atPlaces[language]!)
      let text = title.core + random.pick([" @ ", "@", " @"]) + place
      let name = StatusMarkerTests.name(text, composer)
      #expect(!name.contains("@") && name.contains(place), "\(locale) '\(text)' heard as '\(name)'")
    }
    let mail = StatusMarkerTests.name("Reply to sam@example.com", composer)
    #expect(mail.contains("sam@example.com"), "\(locale): \(mail)")
  }

  /// "vs." between two words is the language's word for a match: "gegen" in German, 「対」
  /// in Japanese, "대" in Korean; English keeps "vs".
  @Test(arguments: locales)
  func versusIsTheLanguagesWord(_ locale: String) {
    let (composer, titles) = Self.drawn(locale, seed: 2951)
    let word = composer.localizer.string(.title(.versus, foreign: false))
    var random = SeededRandom(seed: 2952)
    var seen = 0
    for title in titles.prefix(400) where composer.titles.voice(of: title.core) == .own {
      let text = "\(title.core) \(random.pick(["vs.", "vs", "VS"])) \(random.pick(titles).core)"
      guard composer.titles.voice(of: text) == .own else { continue }
      let name = StatusMarkerTests.name(text, composer)
      #expect(name.contains(word), "\(locale) '\(text)' heard as '\(name)'")
      seen += 1
    }
    #expect(seen > 50, "\(locale): \(seen)")
  }
}
