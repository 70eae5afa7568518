import SeededRandom
import Testing

@testable import Summaries

/// A numeric date in a title is said as a date in the sentence's language, in the title's
/// order; a part counter keeps its rule and a pair with no single reading stays as written.
@Suite struct TitleDateTests {
  /// The title language and the orders a title of `locale`'s people writes dates in.
  static func orders(_ locale: String) -> (ExportTitle.Language, [(Int, Int) -> String]) {
    let monthFirst = { (month: Int, day: Int) in "\(month)/\(day)" }
    let dayFirst = { (month: Int, day: Int) in "\(day)/\(month)" }
    switch locale {
    case "en-US": return (.en, [monthFirst])
    case "en-GB": return (.en, [dayFirst])
    case "de-DE": return (.de, [dayFirst])
    case "ja-JP": return (.ja, [monthFirst])
    default: return (.ko, [monthFirst])
    }
  }

  /// Generated plain titles with a date after them ("Schedule swap 10/31", "Abgabe 31/10",
  /// 「締切 10/31」), not after a word that makes it a part counter ("Piano lesson 7/17"): the name says the date as the sentence's language says one ("October
  /// 31", "31. Oktober", 「10月31日」, "10월 31일") and not its digits as written; the day
  /// is past 12, so that no other reading is left.
  @Test(arguments: Fixture.locales)
  func aNumericDateIsSaidAsADate(_ locale: String) {
    let composer = Fixture.composer(locale)
    let (language, orders) = Self.orders(locale)
    var random = SeededRandom(seed: 3011)
    var seen = 0
    let cores = TitleMarksTests.cores(language, seed: 3012).filter { core in
      let last = core.split(separator: " ").last.map { $0.lowercased() } ?? ""
      return !composer.titles.words.contains(last, in: .partWords)
    }
    for core in cores.prefix(150) {
      let month = random.int(1...12)
      let day = random.int(13...28)
      let written = random.pick(orders)(month, day)
      // Round the clock, never a date (`anAmbiguousPairStaysAsWritten`).
      guard written != "24/7" else { continue }
      let title = "\(core) \(written)"
      let name = StatusMarkerTests.name(title, composer)
      let date = composer.titles.spokenDate(month: month, day: day)!
      #expect(name.contains(date), "\(locale) '\(title)' heard as '\(name)', not '\(date)'")
      #expect(!name.contains(written), "\(locale) '\(title)' heard as '\(name)'")
      seen += 1
    }
    #expect(seen > 100, "\(locale): \(seen)")
  }

  /// A pair in a Latin title with both numbers 12 or under ("Review 6/10 slides") may be a
  /// count or a date in either order: it stays as written, and so does "24/7".
  @Test(arguments: ["en-US", "en-GB", "de-DE"])
  func anAmbiguousPairStaysAsWritten(_ locale: String) {
    let composer = Fixture.composer(locale)
    let (language, _) = Self.orders(locale)
    var random = SeededRandom(seed: 3021)
    // After a word that names a part ("Piano lesson 3/9") the pair is a part counter
    // (`PartCounterTests`).
    let cores = TitleMarksTests.cores(language, seed: 3022).filter { core in
      let last = core.split(separator: " ").last.map { $0.lowercased() } ?? ""
      return !composer.titles.words.contains(last, in: .partWords)
    }
    for core in cores.prefix(100) {
      let first = random.int(2...12)
      let pair = random.pick(["\(first)/\(random.int(1...12))", "24/7"])
      let title = "\(core) \(pair) review"
      let name = StatusMarkerTests.name(title, composer)
      #expect(name.contains(pair), "\(locale) '\(title)' heard as '\(name)'")
    }
  }

  /// Two dates joined by Japanese's middle dot ("シフト交代 12/24・12/31", "Swap 24/12・31/12"):
  /// in a sentence of another language both are said as dates with the sentence's pause
  /// between them, never the dot, which an English or German voice runs through and after
  /// which a German ordinal's period was dropped ("24. Dezember・31 Dezember"); in a Japanese
  /// sentence the dot stays, its voice's own pause.
  @Test(arguments: Fixture.locales)
  func datesJoinedByAMiddleDotTakeTheSentencesPause(_ locale: String) {
    let composer = Fixture.composer(locale)
    let (language, orders) = Self.orders(locale)
    var random = SeededRandom(seed: 3031)
    var seen = 0
    let cores =
      TitleMarksTests.cores(.ja, seed: 3032).prefix(60).map { ($0, true) }
      + TitleMarksTests.cores(language, seed: 3033).prefix(60).map { ($0, false) }
    for (core, eastAsian) in cores {
      let last = core.split(separator: " ").last.map { $0.lowercased() } ?? ""
      guard !composer.titles.words.contains(last, in: .partWords) else { continue }
      let dates = (0..<2).map { _ in (month: random.int(1...12), day: random.int(13...28)) }
      let write =
        eastAsian ? { (month: Int, day: Int) in "\(month)/\(day)" } : orders[0]
      let written = dates.map { write($0.month, $0.day) }
      // Round the clock, never a date (`anAmbiguousPairStaysAsWritten`).
      guard !written.contains("24/7") else { continue }
      let title = "\(core) \(written[0])・\(written[1])"
      let name = StatusMarkerTests.name(title, composer)
      let said = dates.map { composer.titles.spokenDate(month: $0.month, day: $0.day)! }
      if locale.hasPrefix("ja") {
        #expect(name.contains(said[0] + "・" + said[1]), "\(locale) '\(title)' heard as '\(name)'")
      } else {
        #expect(
          said.allSatisfy(name.contains) && !name.contains("・"),
          "\(locale) '\(title)' heard as '\(name)'")
      }
      seen += 1
    }
    #expect(seen > 80, "\(locale): \(seen)")
  }
}
