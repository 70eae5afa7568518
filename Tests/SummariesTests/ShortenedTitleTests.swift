import Agenda
import SeededRandom
import Testing

@testable import Summaries

/// A title cut at its first phrase boundary (the short levels of the search, the urgent rows'
/// resort, the overdue group's names) keeps at least two words, and more than a person's
/// name: "Mateo - school Halloween parade" is never "Mateo".
@Suite struct ShortenedTitleTests {
  static let languages: [(locale: String, language: ExportTitle.Language)] = [
    ("en-US", .en), ("en-GB", .en), ("de-DE", .de), ("ja-JP", .ja), ("ko-KR", .ko),
  ]

  static let givenNames = ["Dana", "Mateo", "Lina", "Jonas", "Ava", "Priya"]
  static let familyNames = ["Reyes", "Becker", "Okafor", "Lindqvist"]

  /// The words of `text` a listener hears as words: those holding a letter or a digit.
  static func words(_ text: String) -> [Substring] {
    text.split(separator: " ").filter { $0.contains { $0.isLetter || $0.isNumber } }
  }

  /// Whether `scalar` is a kana or an ideograph.
  static func unspaced(_ scalar: Unicode.Scalar) -> Bool {
    (0x3040...0x30FF).contains(scalar.value) || (0x3400...0x9FFF).contains(scalar.value)
  }

  /// Whether `cut` of `name` is only a person's name: two or three capitalized Latin words
  /// before a phrase that goes on in lower case.
  static func isOnlyAName(_ cut: String, of name: String) -> Bool {
    let kept = words(cut)
    guard (2...3).contains(kept.count),
      kept.allSatisfy({ $0.first?.isUppercase == true && $0.first?.isASCII == true })
    else { return false }
    let rest = name.dropFirst(cut.count).drop { !$0.isLetter && !$0.isNumber }
    return rest.first?.isLowercase == true
  }

  /// Over generated export titles in every language, and over titles that open with a
  /// person's name before what is done ("Dana Reyes - renew car registration"): a title of
  /// several words written with spaces (a tag before them aside) is never cut to one word or
  /// to the name alone.
  @Test(arguments: languages.map(\.locale))
  func aCutKeepsMoreThanOneWordOrAName(_ locale: String) {
    let language = Self.languages.first { $0.locale == locale }!.language
    let composer = Fixture.composer(locale)
    var random = SeededRandom(seed: 4242)
    let generated = ExportTitleGenerator.titles(count: 1500, language: language, seed: 4242)
    var titles = generated.map(\.text)
    if language == .en {
      // A person's name, a separator, and what is done, in lower case as typed (a German
      // noun keeps its capital, and the rule does not tell it from a name).
      titles += generated.prefix(300).map { title in
        let core = title.core
        let what = core.prefix(1).lowercased() + core.dropFirst()
        return "\(random.pick(Self.givenNames)) \(random.pick(Self.familyNames))"
          + random.pick([" - ", ": ", ", ", " – "]) + what
      }
    }
    var cutCount = 0
    for title in titles {
      let name = composer.title(composer.titles.heard(title), kind: .event)
      let cut = SummaryComposer.shortened(name)
      // A tag that opens the title ("[Workshop] Dentist") is no word of what the item is: it
      // goes first. A cut in a script written without spaces keeps three characters at
      // least: its words are not counted by spaces.
      let untagged = SummaryComposer.withoutLeadingTag(name)
      guard cut != untagged, untagged.contains(" "),
        !cut.unicodeScalars.contains(where: Self.unspaced)
      else { continue }
      cutCount += 1
      #expect(Self.words(cut).count >= 2, "\(locale) '\(title)': '\(name)' cut to '\(cut)'")
      #expect(!Self.isOnlyAName(cut, of: name), "\(locale) '\(title)': '\(name)' cut to '\(cut)'")
    }
    // Fewer titles are cut since a short qualifier that ends one is part of the name.
    #expect(cutCount >= 15, "\(locale): \(cutCount) cuts")
  }
}

/// A title written without spaces and without a phrase boundary (新幹線の切符を受け取る) is cut
/// where a word ends, before a particle: never inside a word, which a listener hears as a
/// broken one (新幹線の切符を受け取).
@Suite struct UnspacedCutTests {
  static let nouns = [
    "新幹線", "切符", "資料", "会議室", "請求書", "申込書", "管理会社", "予約", "レポート", "保育園",
    "病院", "見積書", "カード", "薬局", "引っ越し", "区役所", "書類", "プリンター",
  ]
  static let particles = ["の", "を", "に", "で", "と", "へ"]
  static let verbs = ["受け取る", "送る", "確認する", "提出する", "書き直す", "払い込む", "取りに行く", "落とす"]

  /// Over generated titles of two or three nouns joined by particles and ending in a verb:
  /// each cut keeps whole words, its last a noun (no particle left hanging), and keeps at
  /// least one; a title short enough is kept whole.
  @Test func aTitleWithoutSpacesIsCutWhereAWordEnds() {
    var random = SeededRandom(seed: 5151)
    var cuts = 0
    for _ in 0..<5000 {
      var parts = [random.pick(Self.nouns)]
      for _ in 0..<random.int(1...2) {
        parts += [random.pick(Self.particles), random.pick(Self.nouns)]
      }
      parts += [random.pick(["を", "に"]), random.pick(Self.verbs)]
      let title = parts.joined()
      let cut = SummaryComposer.shortened(title)
      guard cut != title else {
        #expect(title.count <= SummaryComposer.shortenedTitleCharacters, "\(title)")
        continue
      }
      cuts += 1
      // The ends of the words that may end a cut: after each noun.
      var ends: [Int] = []
      var length = 0
      for (index, part) in parts.enumerated() {
        length += part.count
        if index % 2 == 0, index < parts.count - 1 { ends.append(length) }
      }
      #expect(ends.contains(cut.count), "'\(title)' cut to '\(cut)'")
    }
    #expect(cuts > 1000)
  }
}
