import SeededRandom
import Testing

@testable import Summaries

/// A dash between two short numbers after a word in a place is a range, said with the
/// range's word ("Tor 12-18" is "Tor 12 bis 18"), and numbers that are no range keep their
/// dash. A property over places generated from parts, in every shipped language.
@Suite struct PlaceRangeTests {
  static let words = ["Tor", "Gates", "Rooms", "Halle", "Stand", "Platz", "Bays"]
  static let after = ["", ", Messe Frankfurt", ", Terminal 2", ", Westview Campus"]

  /// The range's word the place is said with: the language's own, or for a Latin place in
  /// a sentence of another script the English one (`title.foreign.range`).
  static func rangeWords(_ composer: SummaryComposer) -> [String] {
    [.title(.range, foreign: false), .title(.range, foreign: true)].map {
      composer.localizer.string($0).trimmingCharacters(in: .whitespaces)
    }
  }

  @Test(arguments: Fixture.locales)
  func rangesInPlacesAreSaidAsRanges(_ locale: String) {
    let composer = Fixture.composer(locale)
    let range = Self.rangeWords(composer)
    var random = SeededRandom(seed: 2003)
    var unranged: [String] = []
    var dashed: [String] = []
    for _ in 0..<600 {
      // Five digits at most: a run of six or more after a word is a phone number, not said.
      let first = random.int(1...99)
      let second = first + random.int(1...99)
      let dash = random.pick(["-", "–"])
      let word = random.pick(Self.words)
      let place = "\(word) \(first)\(dash)\(second)\(random.pick(Self.after))"
      let said = ExportShapeTests.spokenPlace(place, composer) ?? ""
      let context = "\(locale) '\(place)' said '\(said)'"
      let firstAt = said.range(of: "\(first)")
      let secondAt = said.range(of: "\(second)")
      guard let firstAt, let secondAt, firstAt.upperBound <= secondAt.lowerBound,
        range.contains(where: {
          !$0.isEmpty && said[firstAt.upperBound..<secondAt.lowerBound].contains($0)
        })
      else {
        unranged.append(context)
        continue
      }
      // Numbers that are no range are never read as one: descending, a leading zero, a
      // chain of three ("4-5-6").
      let other = random.pick(["\(second)-\(first)", "5-0\(first)", "\(first)-\(second)-7"])
      let kept = ExportShapeTests.spokenPlace("\(word) \(other)", composer) ?? ""
      if ExportShapeTests.readsARange(kept) {
        dashed.append("\(locale) '\(word) \(other)' said '\(kept)'")
      }
    }
    #expect(unranged.isEmpty, "\(unranged.count) not ranges, such as \(unranged.prefix(3))")
    #expect(dashed.isEmpty, "\(dashed.count) made ranges, such as \(dashed.prefix(3))")
  }
}
