import SeededRandom
import Testing

@testable import Summaries

/// A tracker's long id ("INC0012345", "CHG-0034190") and a pull or merge request's number
/// ("PR 4412", "MR #12") are not said wherever they stand in a title: at its start, between
/// its words or at its end; the words around them are said as without them. Checked as a
/// property over generated titles in every shipped language.
@Suite struct TrackerIDTests {
  /// A generated id of one of the two shapes.
  static func id(_ random: inout SeededRandom) -> String {
    if random.chance(0.3) {
      return random.pick(["PR", "MR"]) + " " + random.pick(["", "#"]) + "\(random.int(1...9999))"
    }
    let letters = random.pick(["INC", "CHG", "RITM", "REQ", "TKT", "SR", "PRB"])
    let digits = (0..<random.int(5...9)).map { _ in String(random.int(0...9)) }.joined()
    return letters + random.pick(["", "-"]) + digits
  }

  @Test(arguments: Fixture.locales)
  func trackerIDsAreNotSaidWhereverTheyStand(_ locale: String) {
    let titles = Fixture.composer(locale).titles
    var random = SeededRandom(seed: 2004)
    for _ in 0..<1_000 {
      let script = random.pick(RouteAndSequenceTests.scripts)
      let pool = TitleJoinTests.words[script]!
      let words = (0..<random.int(2...3)).map { _ in random.pick(pool) }
      let id = Self.id(&random)
      var parts = words
      parts.insert(id, at: random.int(0...words.count))
      let title = parts.joined(separator: " ")
      let said = titles.speak(title)
      #expect(!said.contains(id), "\(locale) '\(title)' said '\(said)'")
      #expect(
        said == titles.speak(words.joined(separator: " ")), "\(locale) '\(title)' said '\(said)'")
    }
  }
}
