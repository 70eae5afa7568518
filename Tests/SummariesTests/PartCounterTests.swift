import SeededRandom
import Testing

@testable import Summaries

/// A part counter in a title ("Teil 2/3", "Haircut (2/3)", 「第2/3回」, "2/3회차", a pair up to
/// 12 ending a title without kana or ideographs: "Bereavement group 3/6") is which of a
/// series of appointments this one is: said as the language says it ("Teil 2 von 3", "part 2
/// of 3", 「第2・3回」, "3회 중 2회차"), never as a fraction or with its slash. Checked as a
/// property over titles generated from parts in every shipped language.
@Suite struct PartCounterTests {
  /// Words around a title's counter that name no part.
  static func pool(_ locale: String, _ composer: SummaryComposer) -> [String] {
    let language = TitleJoinTests.language(locale)
    return TitleJoinTests.words[language]!.filter {
      !composer.titles.words.contains($0.lowercased(), in: .partWords)
    }
  }

  /// A title of `middle` between zero to two words of `pool`.
  static func around(_ middle: String, _ pool: [String], _ random: inout SeededRandom) -> String {
    var parts = [middle]
    if random.chance(0.7) { parts.insert(random.pick(pool), at: 0) }
    if random.chance(0.5) { parts.append(random.pick(pool)) }
    return parts.joined(separator: " ")
  }

  /// For titles with a part counter, after a word of the language's `titles.partWords`
  /// (bracketed or not, in any case), alone in brackets in a title of Latin words, ending a
  /// title without kana or ideographs, or glued to Japanese or Korean counters: the spoken
  /// title says the part as `title.partOf` or
  /// `title.part` makes it, in the title's voice, and never "n/m".
  @Test(arguments: Fixture.locales)
  func aPartCounterIsSaidAsAPart(_ locale: String) {
    let composer = Fixture.composer(locale)
    let localizer = composer.localizer
    let language = TitleJoinTests.language(locale)
    let partWords = Lexicons.shipped.lexicon(for: language)![.partWords]
    let pool = Self.pool(locale, composer)
    let latin = Self.pool("en-US", composer)
    var random = SeededRandom(seed: 1901)
    var forms: Set<Int> = []
    for _ in 0..<600 {
      let count = random.int(2...12)
      let part = String(random.int(1...count))
      let total = String(count)
      let title: String
      let expected: String
      // A third of them alone in brackets, a fifth ending a title written without kana or
      // ideographs, the rest with the language's words or counters.
      let form = random.chance(0.3) ? 0 : random.chance(0.25) ? 3 : partWords.isEmpty ? 1 : 2
      forms.insert(form)
      if form == 3 {
        // Ending the title after its words, or after an aside: "Bereavement group 3/6",
        // "모의고사 2/3", "전국 모의고사 (9급 공채) 2/3".
        let words = language == "ja" ? latin : pool
        let aside = random.chance(0.4) ? " (\(random.pick(words)))" : ""
        title = Self.around(random.pick(words), words, &random) + aside + " \(part)/\(total)"
        let voice = composer.titles.voice(of: title)
        guard voice != .third else { continue }
        expected = localizer.string(
          .title(.part, foreign: voice == .latin), .string(part), .string(total))
      } else if form == 0 {
        // Alone in brackets among Latin words: said in the voice of those words.
        title = random.pick(latin) + " " + Self.around("(\(part)/\(total))", latin, &random)
        let foreign = composer.titles.voice(of: title) == .latin
        expected = localizer.string(
          .title(.part, foreign: foreign), .string(part), .string(total))
      } else if form == 1 {
        // Glued to the language's counters: 「第2/3回」, "2/3회차".
        let counted =
          language == "ja"
          ? random.pick(["第\(part)/\(total)回", "\(part)/\(total)回目", "第\(part)/\(total)回目"])
          : random.pick(["\(part)/\(total)회차", "\(part)/\(total)회"])
        let middle = random.chance(0.3) ? "(\(counted))" : counted
        title = Self.around(middle, pool, &random)
        expected = localizer.string(.title(.part, foreign: false), .string(part), .string(total))
      } else {
        let word = TitleJoinTests.cased(random.pick(partWords), &random)
        let middle = "\(word) \(part)/\(total)"
        title = Self.around(random.chance(0.3) ? "(\(middle))" : middle, pool, &random)
        // The word as a title says it: an abbreviation in full ("Pt." is "Part").
        let said = composer.titles.withoutStops(word)
        expected = localizer.string(
          .title(.partOf, foreign: false), .string(said), .string(part), .string(total))
      }
      let said = composer.titles.speak(title)
      // A word in capitals is said in normal case where the title shouts.
      let shouts = title.split(separator: " ").contains(where: SpokenTitle.isShouted)
      let cased = SpokenTitle.inNormalCase(expected, shouting: shouts)
      #expect(!said.contains("\(part)/\(total)"), "\(locale) '\(title)' said '\(said)'")
      #expect(said.contains(cased), "\(locale) '\(title)' said '\(said)', not '\(cased)'")
    }
    #expect(forms.count == 3)
  }

  /// What is no part counter stays as written: a pair that names no day in the title's order
  /// ("12/24" day first), "24/7", a fraction
  /// of a unit ("1/2 day"), a pair inside a longer run ("1/2/2026"), a pair past 12 alone in
  /// brackets ("(12/24)"), and a bare bracketed pair in a Japanese or Korean title, where it
  /// is a date (「会議 (6/10)」).
  @Test(arguments: Fixture.locales)
  func whatIsNoPartCounterStays(_ locale: String) {
    let composer = Fixture.composer(locale)
    let language = TitleJoinTests.language(locale)
    let pool = Self.pool(locale, composer)
    var random = SeededRandom(seed: 1902)
    for _ in 0..<300 {
      var kept = ["24/7", "1/2 day", "1/2/2026"]
      // A month-first date is said as a date where the order is the title's
      // (`TitleDateTests`); day first it names no day and stays.
      if locale == "en-GB" || locale == "de-DE" { kept += ["12/24", "3/15", "(12/24)"] }
      if language == "ja" || language == "ko" { kept.append("(6/10)") }
      let middle = random.pick(kept)
      let title = Self.around(middle, pool, &random)
      let said = composer.titles.speak(title)
      #expect(said.contains(middle), "\(locale) '\(title)' said '\(said)'")
    }
  }
}
