import SeededRandom
import Testing

@testable import Summaries

/// Symbols between a title's parts are said as what they join: an arrow or dash between a
/// word and a number is a sequence ("鍵受取、15時 引渡し"), never a range of the title's
/// numbers; an arrow or hyphen between two codes is a route in the sentence's own words in
/// any script's title ("ZRHからEWRまで", "フライト LX 14 ZRH to EWR"); a "+" in a title of
/// a third script is a pause, not the sentence's "and". Checked as properties over titles
/// generated from parts in every shipped language.
@Suite struct RouteAndSequenceTests {
  static let scripts = ["en", "de", "ja", "ko"]
  /// Numbers and times a title writes after a word, per script.
  static let numbers: [String: [String]] = [
    "en": ["15:00", "3 pm", "10am", "15", "2"],
    "de": ["15:00", "14 Uhr", "9h", "15"],
    "ja": ["15時", "15:00", "9時半", "15"],
    "ko": ["3시", "15:00", "오후 3시", "15"],
  ]
  static let sequenceJoins = [" → ", "→", " -> ", "->", " ➔ ", " - ", " – "]
  static let routeJoins = [" > ", "→", " → ", "->", " -> ", "-"]

  /// The pauses a sequence may be said with in `composer`'s language, for a title in its
  /// own script or another.
  static func pauses(_ composer: SummaryComposer) -> [String] {
    let titles = composer.titles
    return [
      titles.pause(.own), titles.pause(.latin), titles.connector(.separator, voice: .own),
      titles.connector(.separator, voice: .latin),
    ]
  }

  /// An arrow or dash between a word and a number (either first) is a pause between them:
  /// the two said as written and next to each other, never made the ends of a from–to.
  @Test(arguments: Fixture.locales)
  func anArrowBetweenAWordAndANumberIsASequence(_ locale: String) {
    let composer = Fixture.composer(locale)
    let pauses = Self.pauses(composer)
    var random = SeededRandom(seed: 2001)
    for _ in 0..<1_000 {
      let script = random.pick(Self.scripts)
      let word = random.pick(TitleJoinTests.words[script]!)
      let number = random.pick(Self.numbers[script]!)
      let (left, right) = random.chance(0.5) ? (word, number) : (number, word)
      var title = left + random.pick(Self.sequenceJoins) + right
      if random.chance(0.5) { title += " " + random.pick(TitleJoinTests.words[script]!) }
      if random.chance(0.3) { title = random.pick(TitleJoinTests.words[script]!) + " " + title }
      let said = composer.titles.speak(title)
      #expect(
        pauses.contains { said.contains(left + $0 + right) },
        "\(locale) '\(title)' said '\(said)'")
      for foreign in [false, true] {
        let range = composer.localizer.string(
          .title(.arrow, foreign: foreign), .string(left), .string(right))
        #expect(!said.contains(range), "\(locale) '\(title)' said '\(said)'")
      }
    }
  }

  /// Two codes of three capitals joined by `>`, `→`, `->` or an unspaced hyphen, in a title
  /// of any script, are a journey said in the sentence's own words (`title.route`: Korean
  /// "SFO발 LHR행", never 에서…까지 beside the time's 까지), and with no other language's.
  @Test(arguments: Fixture.locales)
  func aRouteBetweenCodesIsSaidInTheSentencesLanguage(_ locale: String) {
    let composer = Fixture.composer(locale)
    let others = Fixture.locales.filter { $0.prefix(2) != locale.prefix(2) }.map {
      Fixture.composer($0).localizer
    }
    var random = SeededRandom(seed: 2002)
    for _ in 0..<1_000 {
      let script = random.pick(Self.scripts)
      let from = random.pick(FlightRouteTests.codes)
      let to = random.pick(FlightRouteTests.codes.filter { $0 != from })
      var parts = [from + random.pick(Self.routeJoins) + to]
      if random.chance(0.5) {
        parts.insert(random.pick(FlightRouteTests.airlines) + " \(random.int(1...999))", at: 0)
      }
      if random.chance(0.6) { parts.insert(random.pick(FlightRouteTests.words[script]!), at: 0) }
      if random.chance(0.4) { parts.append(random.pick(TitleJoinTests.words[script]!)) }
      let title = parts.joined(separator: " ")
      let said = composer.titles.speak(title)
      let route = composer.localizer.string(.titleRoute, .string(from), .string(to))
      #expect(said.contains(route), "\(locale) '\(title)' said '\(said)'")
      for other in others {
        let theirs = other.string(.titleRoute, .string(from), .string(to))
        #expect(!said.contains(theirs), "\(locale) '\(title)' said '\(said)'")
      }
    }
  }

  /// A "+" between words of a title in a third script is the neutral pause: "and" is a word
  /// of the sentence's language, not of the title's.
  @Test(arguments: Fixture.locales)
  func aPlusInAThirdScriptIsAPause(_ locale: String) {
    let composer = Fixture.composer(locale)
    let pause = composer.localizer.string(.titleForeignPause)
    let script = locale.hasPrefix("ko") ? "ja" : "ko"
    let pool = TitleJoinTests.words[script]!
    var random = SeededRandom(seed: 2003)
    for _ in 0..<500 {
      let a = random.pick(pool)
      let b = random.pick(pool.filter { $0 != a })
      let title = "\(a) + \(b)"
      let said = composer.titles.speak(title)
      #expect(said == a + pause + b, "\(locale) '\(title)' said '\(said)'")
    }
  }
}
