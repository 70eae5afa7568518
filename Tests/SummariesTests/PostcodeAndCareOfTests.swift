import SeededRandom
import Testing

@testable import Summaries

/// UK postcodes of every outward shape, written with their space, and "c/o" lines: never
/// read, in a place or a title's dash note, and the place is kept. Properties over places and
/// titles generated from parts, in every shipped language.
@Suite struct PostcodeAndCareOfTests {
  static let venues = ["Bridgfords", "Westview Community Centre", "The Crown", "St Anne's Hall"]
  static let streets = ["12 High St", "4 Mill Lane", "221 Baker Street"]
  static let cities = ["Leeds", "Cardiff", "Manchester", "Bristol"]
  static let people = ["Jane Doe", "Mr A Patel", "Flat 2 Tenants"]
  static let names = ["Site visit", "Viewing flat", "Survey", "Handover"]

  /// A UK postcode of one of the six outward shapes (A9, A99, A9A, AA9, AA99, AA9A), drawn.
  static func postcode(_ random: inout SeededRandom) -> String {
    let letters = Array("ABCDEFGHJKLMNPRSTUWYZ")
    func letter() -> String { String(random.pick(letters)) }
    func digit() -> String { String(random.int(0...9)) }
    let outward =
      switch random.int(0...5) {
      case 0: letter() + digit()
      case 1: letter() + digit() + digit()
      case 2: letter() + digit() + letter()
      case 3: letter() + letter() + digit()
      case 4: letter() + letter() + digit() + digit()
      default: letter() + letter() + digit() + letter()
      }
    return outward + " " + digit() + letter() + letter()
  }

  /// A postcode in a place (alone, after a venue, at the end of an address) is never said,
  /// and what else the place names is said as without it; after a title's spaced dash it is
  /// not said either, and the title is said as without it ("Site visit – CF10 1EP").
  @Test(arguments: Fixture.locales)
  func postcodesAreNeverRead(_ locale: String) {
    let composer = Fixture.composer(locale)
    var random = SeededRandom(seed: 1506)
    for _ in 0..<400 {
      let code = Self.postcode(&random)
      let venue = random.pick(Self.venues)
      let address = "\(random.pick(Self.streets)), \(random.pick(Self.cities))"
      for (place, without) in [
        ("\(venue), \(code)", venue), ("\(venue), \(address) \(code)", "\(venue), \(address)"),
        (code, nil),
      ] {
        let said = ExportShapeTests.spokenPlace(place, composer)
        let context = "\(locale) '\(place)' said '\(said ?? "")'"
        for half in code.split(separator: " ") {
          #expect(said?.contains(half) != true, "\(context)")
        }
        let expected = without.flatMap { ExportShapeTests.spokenPlace($0, composer) }
        #expect(said == expected, "\(context)")
      }
      let name = random.pick(Self.names)
      let title = "\(name) \(random.pick(["–", "-", "—", "|"])) \(code)"
      let heard = composer.titles.heard(title)
      #expect(heard.name == composer.titles.heard(name).name, "\(locale) '\(title)': \(heard)")
      #expect(heard.note == nil, "\(locale) '\(title)': \(heard)")
    }
  }

  /// "c/o" marks mail: the addressee before it and the marker are never said, and the venue
  /// it names is ("Jane Doe, c/o Bridgfords, 12 High St" is said as "Bridgfords, 12 High
  /// St" is); the place is never lost.
  @Test(arguments: Fixture.locales)
  func careOfSaysTheVenue(_ locale: String) {
    let composer = Fixture.composer(locale)
    var random = SeededRandom(seed: 1507)
    for _ in 0..<400 {
      let venue = random.pick(Self.venues)
      let rest = "\(random.pick(Self.streets)), \(random.pick(Self.cities))"
      let addressee = random.chance(0.5) ? "\(random.pick(Self.people)), " : ""
      let marker = random.pick(["c/o ", "C/O ", "c/o\n"])
      let place = "\(addressee)\(marker)\(venue), \(rest)"
      let said = ExportShapeTests.spokenPlace(place, composer)
      let context = "\(locale) '\(place)' said '\(said ?? "")'"
      #expect(said == ExportShapeTests.spokenPlace("\(venue), \(rest)", composer), "\(context)")
      #expect(said?.lowercased().contains("c/o") == false, "\(context)")
      #expect(said?.contains(venue) == true, "\(context)")
    }
  }
}
