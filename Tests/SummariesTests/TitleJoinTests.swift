import SeededRandom
import Testing

@testable import Summaries

/// Marks between words that are no list: an unspaced slash inside one term ("Go/No-Go",
/// "On/Off"), a spaced "+" that joins ("마감 + 정산") and a title that is only a link. Checked
/// as properties over titles generated from parts in every shipped language.
@Suite struct TitleJoinTests {
  /// Words a generated title is built around, per language, and the ASCII words a term is.
  static let words: [String: [String]] = [
    "en": ["Launch", "Review", "Vendor", "Budget", "Release", "Board", "Site"],
    "de": ["Termin", "Freigabe", "Abstimmung", "Projekt", "Entscheidung", "Release"],
    "ja": ["会議", "判定", "リリース", "確認", "打ち合わせ"],
    "ko": ["회의", "결정", "출시", "점검", "마감", "정산", "러닝", "헬스"],
  ]
  static let terms = ["Go", "Stop", "Ship", "Buy", "Hire", "Launch", "Deal"]

  static func language(_ locale: String) -> String { String(locale.prefix(2)) }

  /// A title of one to three pool words of `locale`'s language around `middle`.
  static func around(_ middle: String, _ locale: String, _ random: inout SeededRandom) -> String {
    let pool = words[language(locale)]!
    var parts = [middle]
    if random.chance(0.7) { parts.insert(random.pick(pool), at: 0) }
    if random.chance(0.7) { parts.append(random.pick(pool)) }
    return parts.joined(separator: " ")
  }

  static func cased(_ word: String, _ random: inout SeededRandom) -> String {
    switch random.int(0...2) {
    case 0: word.lowercased()
    case 1: word.uppercased()
    default: word.prefix(1).uppercased() + word.dropFirst()
    }
  }

  /// An unspaced slash between a word and its counterpart, one ending with the other after a
  /// hyphen ("Go/No-Go", "No-Ship/Ship") or a pair of a lexicon ("On/Off", "ja/nein"), is
  /// one term: said with a hyphen, never joined by "and", "und", と or 및.
  @Test(arguments: Fixture.locales)
  func slashPairsAreOneTerm(_ locale: String) {
    let composer = Fixture.composer(locale)
    let and = composer.localizer.string(.titleAnd)
    let pairs = composer.titles.words[.slashPairs]
    #expect(!pairs.isEmpty)
    var random = SeededRandom(seed: 1501)
    for _ in 0..<1_000 {
      let (left, right): (String, String)
      if random.chance(0.5) {
        let term = random.pick(Self.terms)
        let negated = "\(random.pick(["No", "Non", "Not"]))-\(term)"
        (left, right) = random.chance(0.5) ? (term, negated) : (negated, term)
      } else {
        let pair = random.pick(pairs).split(separator: "/").map(String.init)
        (left, right) = (Self.cased(pair[0], &random), Self.cased(pair[1], &random))
      }
      let title = Self.around("\(left)/\(right)", locale, &random)
      let said = composer.titles.speak(title)
      // A pair in capitals ("OPEN/CLOSED") is said in normal case (`SpokenTitle.inNormalCase`).
      #expect(
        said.lowercased().contains("\(left)-\(right)".lowercased()),
        "\(locale) '\(title)' said '\(said)'")
      #expect(!said.contains(and), "\(locale) '\(title)' said '\(said)'")
    }
  }

  /// What the pair rule leaves as it was: a spaced slash between names is "and"
  /// ("Hansewerk / Nordlicht"), so is an unspaced one between two words of no pair
  /// ("Vendor/Budget"); a slash between single letters ("f/u") and one beside a number
  /// ("Dec 24/Dec 31") stay as written.
  @Test(arguments: Fixture.locales)
  func otherSlashesAreAsBefore(_ locale: String) {
    let composer = Fixture.composer(locale)
    let and = composer.localizer.string(.titleAnd)
    let pool = Self.words[Self.language(locale)]!
    var random = SeededRandom(seed: 1502)
    for _ in 0..<500 {
      let a = random.pick(pool)
      let b = random.pick(pool.filter { $0 != a })
      for joined in ["\(a) / \(b)", "\(a)/\(b)"] {
        let title = Self.around(joined, locale, &random)
        let said = composer.titles.speak(title)
        #expect(said.contains("\(a)\(and)\(b)"), "\(locale) '\(title)' said '\(said)'")
      }
      let kept = random.pick(["f/u", "Dec 24/Dec 31", "n/a"])
      let title = Self.around(kept, locale, &random)
      #expect(composer.titles.speak(title).contains(kept), "\(locale) '\(title)'")
    }
  }

  /// A "+" alone between two words is a join, said as a spaced slash is ("마감 및 정산",
  /// "Launch and Review"), never "plus" or 더하기; a "+" that touches a number or a code
  /// ("+49 30", "C++", "A+") or stands between numbers ("2 + 2") stays.
  @Test(arguments: Fixture.locales)
  func spacedPlusJoinsWords(_ locale: String) {
    let composer = Fixture.composer(locale)
    let pool = Self.words[Self.language(locale)]!
    var random = SeededRandom(seed: 1503)
    for _ in 0..<1_000 {
      let a = random.pick(pool)
      let b = random.pick(pool.filter { $0 != a })
      let tail = random.chance(0.3) ? " 5km" : ""
      let plus = Self.around("\(a) + \(b)\(tail)", locale, &random)
      let slash = plus.replacingOccurrences(of: " + ", with: " / ")
      let said = composer.titles.speak(plus)
      #expect(said == composer.titles.speak(slash), "\(locale) '\(plus)' said '\(said)'")
      #expect(!said.contains("+"), "\(locale) '\(plus)' said '\(said)'")
      let code = random.pick(["+49 30 1234", "C++", "A+", "2 + 2", "1+1"])
      let kept = Self.around(code, locale, &random)
      #expect(composer.titles.speak(kept).contains(code), "\(locale) '\(kept)'")
    }
  }

  /// Three or four words or phrases joined by "+" ("여권 + 악기 케이스 + 어댑터", "Wäsche +
  /// Einkauf + Post") are a list: said with the language's "and" once, before the last, the
  /// others joined by its list pause ("여권, 악기 케이스 및 어댑터"); "A 및 B 및 C" could not be
  /// grouped by ear.
  @Test(arguments: Fixture.locales)
  func aListJoinedByPlusSaysAndOnce(_ locale: String) {
    let composer = Fixture.composer(locale)
    let pool = Self.words[Self.language(locale)]!
    var random = SeededRandom(seed: 1506)
    var checked = 0
    for _ in 0..<1_000 {
      var parts: [String] = []
      while parts.count < random.int(3...4) {
        let word = random.pick(pool)
        if !parts.contains(word) { parts.append(word) }
      }
      let title = parts.joined(separator: " + ")
      let said = composer.titles.speak(title)
      guard composer.titles.voice(of: title) != .third else { continue }
      let and = composer.titles.connector(.and, for: title)
      #expect(!said.contains("+"), "\(locale) '\(title)' said '\(said)'")
      #expect(
        said.components(separatedBy: and).count - 1 == 1, "\(locale) '\(title)' said '\(said)'")
      checked += 1
    }
    #expect(checked > 500)
  }

  /// A "+" between two numbers after a word, the second greater ("Tisch 7+8", "Rooms 3 + 4",
  /// "Tisch 7+8+9"), joins two of what the word names: said with the language's "and" as a
  /// "+" between words is ("Tisch 7 und 8"), never "plus". A sum or a score ("2 + 2", "3+1"),
  /// a phone number, a code ("C++", "Google+") and an age ("5+") stay as written.
  @Test(arguments: Fixture.locales)
  func aPlusBetweenNumbersIsAnd(_ locale: String) {
    let composer = Fixture.composer(locale)
    let pool = Self.words[Self.language(locale)]!
    var random = SeededRandom(seed: 1505)
    for _ in 0..<1_000 {
      var numbers = [random.int(1...120)]
      for _ in 0..<random.int(1...2) { numbers.append(numbers.last! + random.int(1...9)) }
      let plus = random.pick(["+", " + "])
      let middle = random.pick(pool) + " " + numbers.map(String.init).joined(separator: plus)
      var title = middle
      if random.chance(0.5) { title += " " + random.pick(pool) }
      let said = composer.titles.speak(title)
      let and = composer.titles.connector(.and, for: title)
      let comma = composer.titles.connector(.separator, for: title)
      #expect(!said.contains("+"), "\(locale) '\(title)' said '\(said)'")
      // Of several, the last is "and", the others the list's pause: "Tisch 7, 8 und 9".
      for (index, (left, right)) in zip(numbers, numbers.dropFirst()).enumerated() {
        let join = index == numbers.count - 2 ? and : comma
        #expect(said.contains("\(left)\(join)\(right)"), "\(locale) '\(title)' said '\(said)'")
      }
      let code = random.pick(["+49 30 1234", "C++", "Google+", "2 + 2", "3+1", "5+", "1+1"])
      let kept = Self.around(code, locale, &random)
      #expect(composer.titles.speak(kept).contains(code), "\(locale) '\(kept)'")
    }
  }

  /// A title that is only a web address is said as the site's name and the word for a link
  /// (`title.link`: "Instagram link", "Instagramのリンク"), in the summary and the action:
  /// never its path, its slashes or its dots, and never nothing.
  @Test(arguments: Fixture.locales)
  func linksAreSaidAsTheirSite(_ locale: String) {
    let composer = Fixture.composer(locale)
    let sites = composer.titles.words[.siteNames].map { $0.split(separator: "=") }
    var random = SeededRandom(seed: 1504)
    for _ in 0..<500 {
      let (label, site): (String, String)
      if random.chance(0.6) {
        let known = random.pick(sites)
        (label, site) = (String(known[0]), String(known[1]))
      } else {
        let made = (0..<random.int(3...9)).map { _ in random.pick(Array("abcdefghkmnoprstuvz")) }
        (label, site) = (String(made), String(made))
      }
      let host =
        random.pick(["", "www.", "m.", "app."]) + label
        + random.pick([".com", ".co.uk", ".de", ".jp", ".co.kr", ".us", ".io"])
      let path = random.pick(["/p/Cx7Qa9/", "/j/81234567", "/", "/events/2026?ref=cal", ""])
      let scheme = random.pick(["https://", "http://", ""])
      let url = scheme + host + (scheme.isEmpty && path.isEmpty ? "/x" : path)
      let link = composer.localizer.string(.titleLink, .string(site))
      let said = composer.title(composer.titles.heard(url), kind: .event)
      #expect(said == link, "\(locale) '\(url)' said '\(said)'")
      let item = Fixture.event(url, "2026-06-01T09:00", "2026-06-01T10:00")
      #expect(composer.spokenTitle(item) == link, "\(locale) '\(url)'")
      let summary = Fixture.summary([item], locale: locale).text
      #expect(summary.contains(link), "\(locale) '\(url)': \(summary)")
      #expect(!summary.contains(label + "."), "\(locale) '\(url)': \(summary)")
    }
  }
}
