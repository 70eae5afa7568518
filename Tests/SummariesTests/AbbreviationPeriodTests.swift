import SeededRandom
import Testing

@testable import Summaries

/// A period inside a title or a place is never a sentence's end: an abbreviation the lexicons
/// know is said in full, an ordinal as one, a title before a name keeps its period and any
/// other word loses it. Properties over titles and places generated from parts, in every
/// shipped language.
@Suite struct AbbreviationPeriodTests {
  /// Words a generated title opens and closes with, per language; none is an abbreviation.
  static let words: [String: [String]] = [
    "en": ["Property tax", "Budget", "Vendor", "Review", "Launch", "Site"],
    "de": ["Planung", "Projekt", "Abstimmung", "Termin", "Haus"],
    "ja": ["会議", "確認", "打ち合わせ"],
    "ko": ["회의", "점검", "마감"],
  ]
  /// Words after the period, which a reader would hear as a stray sentence.
  static let after = ["reminder", "mit Team", "zur Freigabe", "plan", "12", "3 Uhr", "und Essen"]
  /// Abbreviations no lexicon holds: their period goes, the word is said as written.
  static let unknown = ["approx.", "Ref.", "Vers.", "sog.", "vgl."]
  static let kept = ["Dr. Meier", "St. Anne", "Mr. Patel", "No. 12"]

  /// What `written` (a lexicon's word) is said as, and the word without its period.
  static func entries(_ composer: SummaryComposer) -> [(written: String, said: String)] {
    composer.titles.abbreviations.map { entry in
      let parts = entry.split(separator: "=", maxSplits: 1)
      return (String(parts[0]), String(parts[1]))
    }
  }

  /// Whether `text` has a period and a space before a lower-case letter or a digit: a
  /// sentence's end a reader would pause at inside a title or a place. A word of
  /// `titles.keptPeriods` ("No. 12") keeps its period, said as the word it stands for.
  static func stops(_ text: String, _ composer: SummaryComposer) -> Bool {
    let characters = Array(text)
    for index in characters.indices.dropLast(2)
    where characters[index] == "." && characters[index + 1] == " " {
      let next = characters[index + 2]
      guard next.isLowercase || next.isNumber else { continue }
      let word = characters[..<index].reversed().prefix { $0 != " " }.reversed()
      if !composer.titles.words.contains(String(word).lowercased() + ".", in: .keptPeriods) {
        return true
      }
    }
    return false
  }

  /// The words of `text` in lower case, split at whatever is not a letter.
  static func spokenWords(_ text: String) -> Set<String> {
    Set(text.lowercased().split(whereSeparator: { !$0.isLetter }).map(String.init))
  }

  static func capitalized(_ word: String) -> String {
    word.prefix(1).uppercased() + word.dropFirst()
  }

  /// A title holding an abbreviation with its period, an ordinal, a kept title or an unknown
  /// abbreviation before more words is said with no period before a lower-case word or a
  /// digit; an abbreviation of the lexicons is never said cut, and is said in full.
  @Test(arguments: Fixture.locales)
  func periodsInTitlesAreNoSentenceEnd(_ locale: String) {
    let composer = Fixture.composer(locale)
    let withPeriod = Self.entries(composer).filter { $0.written.hasSuffix(".") }
    #expect(!withPeriod.isEmpty)
    var random = SeededRandom(seed: 2001)
    let pool = Self.words.values.flatMap { $0 }
    var stops: [String] = []
    var cut: [String] = []
    var kept: [String] = []
    for _ in 0..<600 {
      var parts = [random.pick(pool)]
      var abbreviation: (written: String, said: String)?
      switch random.int(0...3) {
      case 0:
        let entry = random.pick(withPeriod)
        abbreviation = entry
        parts.append(random.chance(0.5) ? Self.capitalized(entry.written) : entry.written)
      case 1: parts.append("\(random.int(1...12)). \(random.pick(["OG", "Etage", "Runde"]))")
      case 2: parts.append(random.pick(Self.kept))
      default: parts.append(random.pick(Self.unknown))
      }
      // At the end, the abbreviation closes the title (a cut word: "– Bespr.").
      if random.chance(0.8) { parts.append(random.pick(Self.after)) }
      let title = parts.joined(separator: " ")
      let heard = composer.titles.heard(title)
      let said = [heard.name, heard.note ?? ""].joined(separator: " ")
      let context = "\(locale) '\(title)' said '\(said)'"
      if Self.stops(said, composer) { stops.append(context) }
      if let abbreviation {
        let stem = abbreviation.written.dropLast().lowercased()
        if Self.spokenWords(said).contains(stem)
          || !said.lowercased().contains(abbreviation.said.lowercased())
        {
          cut.append(context)
        }
      }
      for name in Self.kept where title.contains(name) && !said.contains(name) {
        kept.append(context)
      }
    }
    // Collected, so that a broken rule reports a few of its titles, not thousands.
    #expect(stops.isEmpty, "\(stops.count) stops, such as \(stops.prefix(3))")
    #expect(cut.isEmpty, "\(cut.count) cut, such as \(cut.prefix(3))")
    #expect(kept.isEmpty, "\(kept.count) lost a kept period, such as \(kept.prefix(3))")
  }

  /// A place of a building, a floor and a room written with abbreviations, with their periods
  /// or without ("Haus B, 3. OG, Zi. 312", "Bldg 4, Fl. 2, Rm 210"), is said with no period
  /// before a lower-case word or a digit, and every abbreviation of the lexicons in full.
  @Test(arguments: Fixture.locales)
  func abbreviationsInPlacesAreSaidInFull(_ locale: String) {
    let composer = Fixture.composer(locale)
    let entries = Self.entries(composer)
    #expect(!entries.isEmpty)
    var random = SeededRandom(seed: 2002)
    let buildings = ["Haus B", "Science Block", "Westview Campus", "Rathaus"]
    var stops: [String] = []
    var cut: [String] = []
    for _ in 0..<600 {
      var parts: [String] = []
      var used: [(written: String, said: String)] = []
      if random.chance(0.6) { parts.append(random.pick(buildings)) }
      // Three parts at most: a place is said by the few that say where to go.
      for _ in 0..<random.int(1...(3 - parts.count)) {
        let entry = random.pick(entries)
        used.append(entry)
        let number = "\(random.int(1...400))"
        let word = Self.capitalized(entry.written)
        // An ordinal before a floor ("3. OG"), else the number after it ("Zi. 312").
        parts.append(
          random.chance(0.3) ? "\(random.int(1...9)). \(word)" : "\(word) \(number)")
      }
      let place = parts.joined(separator: ", ")
      let said = ExportShapeTests.spokenPlace(place, composer) ?? ""
      let context = "\(locale) '\(place)' said '\(said)'"
      if Self.stops(said, composer) { stops.append(context) }
      let heard = Self.spokenWords(said)
      for entry in used {
        let stem = entry.written.hasSuffix(".") ? String(entry.written.dropLast()) : entry.written
        if heard.contains(stem) || !said.lowercased().contains(entry.said.lowercased()) {
          cut.append(context)
        }
      }
    }
    #expect(stops.isEmpty, "\(stops.count) stops, such as \(stops.prefix(3))")
    #expect(cut.isEmpty, "\(cut.count) cut, such as \(cut.prefix(3))")
  }
}
