import SeededRandom
import Testing

@testable import Summaries

/// A dash between two codes of the same kind ("#211-#248", "A3-A7") is a range, said with the
/// range's word as a dash between two numbers is: left as written, the dash was not heard and
/// a listener heard two codes. Checked as a property over generated titles in every language.
@Suite struct CodeRangeTests {
  /// What opens a code: a number sign, or the same letters on both sides; or nothing, for
  /// two plain numbers ("2-4", "30–45").
  static let prefixes = ["#", "№", "A", "Q", "KW", "PR", "H", ""]

  /// A code of `prefix`: a plain number has at most three digits (four are a year's, an
  /// identifier's).
  static func code(_ prefix: String, _ random: inout SeededRandom) -> String {
    let more = random.int(0...(prefix.isEmpty ? 1 : 3))
    return prefix + String(random.int(1...9)) + String(repeating: "7", count: more)
  }

  /// For titles built around a range of two codes with the same mark or letters, joined by a
  /// hyphen, an en dash or an em dash: the spoken title keeps both codes, with the language's
  /// range word (`title.range`, or `title.foreign.range` for a title in another script)
  /// between them, and what closes the range after the second where the language has it
  /// (`title.rangeEnd`: Japanese 「#211から#248まで」).
  @Test(arguments: Fixture.locales)
  func aRangeOfCodesKeepsItsWord(_ locale: String) {
    let composer = Fixture.composer(locale)
    var random = SeededRandom(seed: 1801)
    for _ in 0..<500 {
      let prefix = random.pick(Self.prefixes)
      let (from, to) = (Self.code(prefix, &random), Self.code(prefix, &random))
      let dash = random.pick(["-", "–", "—"])
      let title = TitleJoinTests.around("\(from)\(dash)\(to)", locale, &random)
      let said = composer.titles.speak(title)
      let word = composer.titles.connector(.range, for: title)
      let end = composer.titles.connector(.rangeEnd, for: title)
      #expect(said.contains(from + word + to + end), "\(locale) '\(title)' said '\(said)'")
    }
  }
}
