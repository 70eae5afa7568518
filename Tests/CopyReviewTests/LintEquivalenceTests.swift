import SeededRandom
import Summaries
import Testing

@testable import CopyReview

/// The lint's faster forms say exactly what the plain ones they replaced said, over generated
/// input: GL002's one pass over a text's characters, and each title's forms from one hearing.
@Suite struct LintEquivalenceTests {
  /// GL002 as first written: each separator looked for over every character.
  static func plainSeparators(in text: String) -> [String] {
    var findings: [String] = []
    let characters = Array(text)
    for separator in VisualSeparator.characters.sorted() {
      let standalone = characters.indices.contains { index in
        characters[index] == separator
          && !(separator == "/" && index > 0 && index + 1 < characters.count
            && characters[index - 1].isNumber && characters[index + 1].isNumber)
      }
      if standalone { findings.append("separator '\(separator)' in the summary; use words") }
    }
    for index in characters.indices.dropFirst().dropLast() where characters[index] == "-" {
      let before = characters[index - 1]
      let after = characters[index + 1]
      if (before.isNumber && after.isNumber && !VisualSeparator.isDate(characters, around: index))
        || (before == " " && after == " ")
      {
        let excerpt = String(characters[max(0, index - 3)...min(characters.count - 1, index + 3)])
        findings.append("dash as a range or separator '\(excerpt)'; use words")
      }
    }
    return findings
  }

  @Test(arguments: 0..<20 as Range<UInt64>)
  func separatorsAreFoundAsBefore(seed: UInt64) {
    var random = SeededRandom(seed: seed)
    // Separators, their look-alikes, and what sits beside them: digits of several scripts,
    // spaces, combining marks (a separator with one is another character), emoji.
    let pieces = [
      "–", "—", "/", "·", "•", "|", "-", "‐", "−", "9", "٣", "２", " ", "a", "Ü", "日", "\u{301}",
      "\u{200D}", "😀", "2026-06-02", "/\u{301}", "-\u{301}", "\n", "·\u{301}",
    ]
    for _ in 0..<300 {
      let text = (0..<random.int(0...14)).map { _ in random.pick(pieces) }.joined()
      #expect(VisualSeparator.separators(in: text) == Self.plainSeparators(in: text), "\(text)")
    }
  }

  /// Every generated export title in every language: its forms and its visible title are
  /// what `speak` and `split` gave, each hearing the title again.
  @Test(arguments: ExportTitle.Language.allCases)
  func titleFormsAreWhatSpeakAndSplitGave(language: ExportTitle.Language) {
    var random = SeededRandom(seed: 31)
    let generator = ExportTitleGenerator(language: language)
    for locale in ["en-US", "de-DE", "ja-JP", "ko-KR", "en-GB"] {
      let context = LintContext(locale: locale, catalog: .shipped)
      for _ in 0..<60 {
        let title = generator.title(&random).text
        // A time the title writes may be left out where it repeats the item's own.
        let heard = context.titles.heard(title)
        let timeless = context.titles.heard(title, clock: .any).name
        let dropsTime = !heard.isEmojiOnly && !timeless.isEmpty && timeless != heard.name
        let before = LintContext.longestFirst(
          [context.titles.speak(title), title]
            + (context.titles.split(title).map { [$0.head, $0.note] } ?? [])
            + (dropsTime ? [timeless] : []))
        #expect(context.titleForms([title]) == before, "\(locale) \(title)")
        // GL012's visible title: what `split` and `speak` gave, or the name without a time.
        let visible =
          dropsTime
          ? timeless : context.titles.split(title)?.head ?? context.titles.speak(title)
        #expect(context.heardTitle(title).visible == visible, "\(locale) \(title)")
      }
    }
  }
}
