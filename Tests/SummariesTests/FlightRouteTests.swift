import SeededRandom
import Testing

@testable import Summaries

/// A spaced dash between a flight's airport codes is a route, said as an arrow is ("UA 931
/// SFO to LHR", "SFO nach LHR"), never a name with a note or a list; between capitalised
/// words with no flight number before them it stays a dash. Checked as properties over
/// generated titles in every shipped language.
@Suite struct FlightRouteTests {
  static let words: [String: [String]] = [
    "en": ["Flight", "Trip", "Return", "Outbound"],
    "de": ["Flug", "Rückflug", "Dienstreise"],
    "ja": ["フライト", "出張", "帰国便"],
    "ko": ["항공편", "출장", "귀국편"],
  ]
  static let codes = ["SFO", "LHR", "HND", "FRA", "JFK", "ICN", "CDG", "GMP", "NRT", "MUC"]
  static let airlines = ["UA", "LH", "JL", "KE", "BA", "B6", "NH", "OZ"]
  static let dashes = [" – ", " - ", " — "]
  static let endings = ["", " (economy)", ", seat 14A", " 🛫", " (仮)"]

  /// A flight's title: a word or none, an airline and number, the codes around `join`, and
  /// an ending.
  static func flight(_ join: String, _ locale: String, _ random: inout SeededRandom)
    -> (title: String, from: String, to: String)
  {
    let from = random.pick(codes)
    let to = random.pick(codes.filter { $0 != from })
    // An airline's code with a digit is written apart from its number ("B6 101"), or its
    // digit would be the number's.
    let airline = random.pick(airlines)
    let spaced = airline.contains(where: \.isNumber) || random.chance(0.5)
    let number = airline + (spaced ? " " : "") + "\(random.int(1...2999))"
    let lead = random.chance(0.7) ? random.pick(words[String(locale.prefix(2))]!) + " " : ""
    return (lead + number + " " + from + join + to + random.pick(endings), from, to)
  }

  /// The dash is heard as the arrow would be: the same words, the destination said.
  @Test(arguments: Fixture.locales)
  func aDashBetweenAFlightsCodesIsARoute(_ locale: String) {
    let titles = Fixture.composer(locale).titles
    var random = SeededRandom(seed: 1502)
    for _ in 0..<1_000 {
      let seed = random.int(0...1_000_000)
      var drawn = SeededRandom(seed: UInt64(seed))
      let (title, _, to) = Self.flight(random.pick(Self.dashes), locale, &drawn)
      var again = SeededRandom(seed: UInt64(seed))
      let (arrowed, _, _) = Self.flight(" → ", locale, &again)
      let heard = titles.heard(title)
      #expect(heard.name == titles.heard(arrowed).name, "\(locale) '\(title)' → '\(heard.name)'")
      #expect(heard.name.contains(to), "\(locale) '\(title)' lost its destination")
    }
  }

  /// Without a flight number before them, two codes around a dash stay as the title wrote
  /// them ("CEO – CFO sync").
  @Test func noFlightNumberNoRoute() {
    var random = SeededRandom(seed: 1503)
    for _ in 0..<1_000 {
      let title =
        random.pick(["", "Sync ", "Call 12 ", "Room 4 "]) + random.pick(Self.codes)
        + random.pick(Self.dashes) + random.pick(Self.codes) + random.pick(Self.endings)
      // "Call 12 SFO": a word, not an airline, before the number.
      #expect(SpokenTitle.withRoutes(title) == title, "'\(title)'")
    }
  }
}
