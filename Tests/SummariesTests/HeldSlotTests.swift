import SeededRandom
import Testing

@testable import Summaries

/// A held slot ("HOLD: Offsite", "Offsite - HOLD", "[HOLD] Offsite", 「【仮押さえ】役員会」,
/// "가예약: 워크숍") is time kept free in case the meeting happens: round 18's American
/// listener heard "Offsite" as certain. It is said as STATUS:TENTATIVE is, the mark not read.
/// Checked over generated titles in every shipped language against the same title without
/// the mark and with STATUS:TENTATIVE.
@Suite struct HeldSlotTests {
  static let marks: [(before: String, after: String)] = [
    ("HOLD: ", ""), ("Hold: ", ""), ("[HOLD] ", ""), ("", " - HOLD"), ("", " – Hold"),
    ("", " (hold)"), ("【仮押さえ】", ""), ("仮押さえ：", ""), ("", "（仮押さえ）"), ("가예약: ", ""),
    ("[가예약] ", ""), ("", " (가예약)"),
  ]

  @Test(arguments: ExportShapeTests.languages.map(\.locale))
  func aHeldSlotIsSaidAsTentative(_ locale: String) {
    let (composer, titles) = StatusMarkerTests.drawn(locale, seed: 21_003)
    var random = SeededRandom(seed: 21_003)
    var seen = 0
    for title in titles.prefix(400)
    where !title.isCancelled && !title.isPostponed && !title.isTentative && title.prefixes.isEmpty
      && !title.text.contains(" @ ")
    {
      let text = title.text.trimmingCharacters(in: .whitespaces)
      guard !composer.titles.heard(text).isTentative else { continue }
      let mark = random.pick(Self.marks)
      let marked = mark.before + text + mark.after
      let context = "\(locale) '\(marked)'"
      let isTentative = composer.titles.heard(marked).isTentative
      #expect(isTentative, "\(context)")
      let held = MarkerStateTests.said(marked, composer, locale)
      let status = MarkerStateTests.said(text, composer, locale, tentative: true)
      #expect(held.summary == status.summary, "\(context)")
      seen += 1
    }
    #expect(seen > 100, "\(locale): \(seen)")
  }
}
