import Foundation
import SeededRandom
import Testing

@testable import Summaries

/// The lexicons are read strictly, a language of the catalog has every member (its own or its
/// parent's), and recognition takes the words of every file.
@Suite struct LexiconsTests {
  static let folder = ShippedResourcesTests.resources.appendingPathComponent(
    ShippedResources.lexiconsFolder)

  /// The shipped files' bytes, by name.
  static let files: [String: [UInt8]] = {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    var files: [String: [UInt8]] = [:]
    for name in names where name.hasSuffix(".json") {
      files[name] = (try? Data(contentsOf: folder.appendingPathComponent(name))).map(Array.init)
    }
    return files
  }()

  /// A file's members, as JSON objects.
  static func members(_ name: String) throws -> [String: [String: Any]] {
    try #require(
      JSONSerialization.jsonObject(with: Data(Self.files[name] ?? [])) as? [String: [String: Any]])
  }

  static func bytes(_ object: [String: [String: Any]]) throws -> [UInt8] {
    [UInt8](try JSONSerialization.data(withJSONObject: object))
  }

  @Test func everyLanguageOfTheCatalogHasACompleteLexicon() throws {
    let lexicons = Lexicons.shipped
    for language in StringCatalog.shipped.languages {
      let lexicon = try #require(lexicons.lexicon(for: language), "\(language)")
      #expect(lexicon.language == language)
      #expect(lexicon.profile.language == language)
      #expect(lexicon.lists.count == Lexicon.List.allCases.count, "\(language)")
      #expect(lexicon.emoji.count >= 1_000)
    }
  }

  /// British English says only how its clock and week differ; everything else is English's,
  /// its timing too (one sentence is as long in either, so a review judges it once).
  @Test func aChildGivesOnlyWhatDiffers() throws {
    let english = try #require(Lexicons.shipped.lexicon(for: "en"))
    let british = try #require(Lexicons.shipped.lexicon(for: "en-GB"))
    var expected = english.profile
    expected.language = "en-GB"
    expected.hourCycle = .twentyFour
    expected.firstWeekday = 1
    #expect(british.profile == expected)
    #expect(british.lists == english.lists)
    #expect(british.emoji == english.emoji)
    #expect(try Self.members("en-GB.json").keys.sorted() == ["profile"])
  }

  /// Recognition joins every file's words: English, German, and Swedish, which Glance does
  /// not speak.
  @Test func recognitionTakesTheWordsOfEveryFile() throws {
    let words = Lexicons.shipped.words
    for list in Lexicon.List.allCases {
      var joined: Set<String> = []
      for name in Self.files.keys where name != Lexicons.rootFile {
        let section = try Self.members(name)[list.section]
        joined.formUnion(section?[list.rawValue] as? [String] ?? [])
      }
      #expect(Set(words[list]) == joined, "\(list)")
      #expect(joined.allSatisfy { words.contains($0, in: list) }, "\(list)")
      // Longest first.
      #expect(words[list].map(\.count) == words[list].map(\.count).sorted(by: >), "\(list)")
    }
    for marker in ["re", "aw", "sv", "vs", "tr"] {
      #expect(words.contains(marker, in: .replyMarkers), "\(marker)")
    }
    let english = SpokenTitle(localizer: Localizer(catalog: .shipped, locale: "en-US"))
    #expect(english.speak("SV: Budgetmöte") == "Budgetmöte")
    #expect(english.speak("AW: Einladung: Elternabend") == "Elternabend")
    #expect(english.speak("歯医者（変更）") == "歯医者")
  }

  /// Every emoji of every language, as written, with a presentation selector and with a skin
  /// tone, is named as a dictionary of the names (by canonical equivalence, as `String`
  /// compares) names it: the table's search by bytes finds what a hash table would.
  @Test func emojiAreFoundByTheirBytesAsByTheirText() throws {
    for name in ["en.json", "de.json", "ja.json", "ko.json"] {
      let language = String(name.dropLast(".json".count))
      let raw = try #require(try Self.members(name)["emojiNames"] as? [String: String])
      let table = try #require(Lexicons.shipped.lexicon(for: language)).emoji
      func expected(_ emoji: Character) -> String? {
        let plain = String(
          String.UnicodeScalarView(
            emoji.unicodeScalars.filter {
              $0.value != 0xFE0F && !(0x1F3FB...0x1F3FF).contains($0.value)
            }))
        if let found = raw[plain] ?? raw[String(emoji)] { return found }
        if let first = emoji.unicodeScalars.first, let found = raw[String(first)] { return found }
        return emoji.unicodeScalars.first?.properties.name?.lowercased()
      }
      var checked = 0
      for key in raw.keys {
        for variant in [key, key + "\u{FE0F}", key + "\u{1F3FD}"] where variant.count == 1 {
          let character = Character(variant)
          #expect(table.name(character) == expected(character), "\(language) \(variant)")
          checked += 1
        }
      }
      #expect(checked > raw.count)
    }
  }

  /// `Latn` is every alphabetic scalar below U+0250, the Latin letters the profiles always
  /// meant; `Jpan` kana and the common ideographs; `Hang` hangul syllables and jamo.
  @Test func theRootScriptsHoldTheirLetters() throws {
    let scripts = Lexicons.shipped.scripts
    let latin = try #require(scripts["Latn"])
    for value in UInt32(0)..<0x300 {
      let scalar = try #require(Unicode.Scalar(value))
      #expect(
        latin.contains(scalar) == (scalar.properties.isAlphabetic && value < 0x250),
        "U+\(String(value, radix: 16))")
    }
    #expect(try #require(scripts["Jpan"]).occurs(in: "かな") && scripts["Jpan"]!.occurs(in: "漢"))
    #expect(try #require(scripts["Hang"]).occurs(in: "한") && !scripts["Hang"]!.occurs(in: "漢"))
  }

  /// Take any members out of a complete lexicon: it is refused, naming the first missing one
  /// in the order the check goes (the profile's fields, the lists, the emoji names).
  @Test(arguments: 0..<40) func aLexiconMissingMembersNamesTheFirst(_ seed: Int) throws {
    var random = SeededRandom(seed: UInt64(seed))
    var german = try Self.members("de.json")
    var order: [String] = Lexicons.profileFields.map { "profile.\($0)" }
    order += Lexicon.List.allCases.map(\.path)
    order.append(Lexicons.emojiMember)
    var removed: Set<String> = []
    for member in order where random.next() % 8 == 0 {
      removed.insert(member)
      let parts = member.split(separator: ".").map(String.init)
      if parts.count == 1 {
        german[parts[0]] = nil
      } else {
        german[parts[0]]?[parts[1]] = nil
      }
    }
    var files = Self.files
    files["de.json"] = try Self.bytes(german)
    let first = order.first(where: removed.contains)
    do {
      _ = try Lexicons(files: files, spoken: ["de", "en"])
      #expect(first == nil, "read without '\(first ?? "")'")
    } catch {
      #expect(error.file == "de.json")
      #expect(
        error.reason
          == "'de' has no '\(first ?? "")'; a language Glance speaks needs every member of its lexicon"
      )
    }
  }

  /// A language whose parent gives words only, and neither gives a profile: both are named.
  @Test func aMissingMemberNamesTheParentsAsked() throws {
    var files = Self.files
    files["de-CH.json"] = Array(#"{"profile": {"firstWeekday": 1}}"#.utf8)
    files["de.json"] = Array(#"{"titles": {"replyMarkers": ["aw"]}}"#.utf8)
    #expect(
      throws: Lexicons.Failure(
        file: "de-CH.json",
        reason:
          "'de-CH' has no 'profile.latinCharactersPerSecond' (nor has 'de.json'); a language Glance speaks needs every member of its lexicon"
      )
    ) { try Lexicons(files: files, spoken: ["de-CH"]) }
    #expect(throws: Lexicons.Failure(file: "it.json", reason: "no such file")) {
      try Lexicons(files: files, spoken: ["it"])
    }
  }

  struct Mistake: Sendable, CustomTestStringConvertible {
    var name: String
    var file: String
    var contents: String
    var reason: String
    var testDescription: String { name }
  }

  static let mistakes: [Mistake] = [
    Mistake(
      name: "a member given twice", file: "sv.json",
      contents: #"{"titles": {"replyMarkers": ["sv"], "replyMarkers": ["vb"]}}"#,
      reason: "'$.titles.replyMarkers' is given twice"),
    Mistake(
      name: "a list that is a word", file: "sv.json", contents: #"{"titles": {"withMarks": "m/"}}"#,
      reason: "'$.titles.withMarks' is not a list of words"),
    Mistake(
      name: "an empty word", file: "sv.json", contents: #"{"lint": {"controlWords": [""]}}"#,
      reason: "'$.lint.controlWords[0]' is '', not a word"),
    Mistake(
      name: "a section that is not an object", file: "sv.json", contents: #"{"places": []}"#,
      reason: "'$.places' is an array, not an object"),
    Mistake(
      name: "an emoji named twice", file: "sv.json",
      contents: #"{"emojiNames": {"🐱": "katt", "🎉": "konfetti", "🐱": "kattansikte"}}"#,
      reason: "'$.emojiNames' names an emoji twice"),
    Mistake(
      name: "an emoji without a name", file: "sv.json", contents: #"{"emojiNames": {"🐱": 7}}"#,
      reason: "'$.emojiNames[\"🐱\"]' is '7', not a name"),
    Mistake(
      name: "a script range written backwards", file: "root.json",
      contents:
        #"{"meetingServices": [], "scripts": {"Latn": ["0041-005A"], "Grek": ["03FF-0370"]}}"#,
      reason: "'$.scripts.Grek[0]' is '03FF-0370', not a range of scalars like '0041-005A'"),
    Mistake(
      name: "no Latin script", file: "root.json",
      contents: #"{"meetingServices": [], "scripts": {"Grek": ["0370-03FF"]}}"#,
      reason: "'$.scripts' has no 'Latn', the Latin script"),
    Mistake(
      name: "a meeting service without hosts", file: "root.json",
      contents:
        #"{"meetingServices": [{"name": "Zoom", "boilerplate": []}], "scripts": {"Latn": ["0041"]}}"#,
      reason: "'$.meetingServices[0].hosts' is not a list of strings"),
    Mistake(
      name: "a first weekday past Sunday", file: "en-GB.json",
      contents: #"{"profile": {"firstWeekday": 8}}"#,
      reason: "'$.profile.firstWeekday' is '8', not 1 (Monday) to 7 (Sunday)"),
    Mistake(
      name: "a speaking rate of nothing", file: "en-GB.json",
      contents: #"{"profile": {"otherCharactersPerSecond": 0}}"#,
      reason: "'$.profile.otherCharactersPerSecond' is '0', not a number above 0 and below 1000"),
  ]

  @Test(arguments: mistakes) func aMistakeIsNamedWithItsPath(_ mistake: Mistake) {
    var files = Self.files
    files[mistake.file] = Array(mistake.contents.utf8)
    #expect(throws: Lexicons.Failure(file: mistake.file, reason: mistake.reason)) {
      try Lexicons(files: files, spoken: StringCatalog.shipped.languages)
    }
  }
}
