import SeededRandom
import Testing

@testable import Summaries

/// What in a title is an aside and what is the person's words, checked as properties over
/// generated titles (`ExportTitleGenerator`) in every shipped language: a bracket of detail
/// goes whatever its length, a short qualifier stays, a product's name before the words is
/// said, a ticket id set off as one is not, and a short note after a dash is part of the name.
@Suite struct AsideRulesTests {
  /// The composer of `locale`, its language and the titles drawn for it from `seed`, without
  /// the cancelled ones (never said) and the emoji-only ones (said as an event).
  static func drawn(_ locale: String, seed: UInt64)
    -> (SummaryComposer, ExportTitle.Language, [ExportTitle])
  {
    let (composer, titles) = StatusMarkerTests.drawn(locale, seed: seed)
    let language = ExportShapeTests.languages.first { $0.locale == locale }!.language
    let kept = titles.filter { !$0.isCancelled && !$0.shapes.contains(.emojiOnly) }
    return (composer, language, kept)
  }

  /// `title` with `aside` written straight after its core.
  static func with(_ aside: String, after title: ExportTitle) -> String {
    title.prefixes.joined() + title.leadingTags.joined() + title.core + aside
      + title.asides.joined() + title.trailingTags.joined() + title.suffix
  }

  /// A bracket holding a duration, pages or chapters, or a part's code or quantity ("(45
  /// min)", "(pp. 12-18)", "（P/N 2314-118・4個）") is an aside: the name and the action's name
  /// are the title's without it. A short qualifier that says which one ("(wk 40)",
  /// "(A-320)") stays in both.
  @Test(arguments: ExportShapeTests.languages.map(\.locale))
  func detailBracketsGoAndQualifiersStay(_ locale: String) {
    let (composer, language, titles) = Self.drawn(locale, seed: 2721)
    var random = SeededRandom(seed: 2722)
    let details = ExportTitleGenerator.detailAsides[language]!
    let qualifiers = ExportTitleGenerator.whichOneQualifiers[language]!
    var seen = (details: 0, qualifiers: 0)
    for title in titles {
      let plain = StatusMarkerTests.name(title.text, composer)
      let detail = random.pick(details)
      let withDetail = Self.with(detail, after: title)
      let context = "\(locale) '\(withDetail)'"
      let name = StatusMarkerTests.name(withDetail, composer)
      // A full-width bracket after the aside may keep the space before it: words compared.
      #expect(
        name.filter { $0 != " " } == plain.filter { $0 != " " },
        "\(context) heard as '\(name)', not '\(plain)'")
      let item = Fixture.event(withDetail, "2026-06-01T09:00", "2026-06-01T10:00")
      let action = composer.spokenTitle(item)
      let inner = detail.trimmingCharacters(in: .whitespaces).dropFirst().dropLast()
      // Unless the title says those words itself ("45分" of a shift's "2時45分").
      let plainAction = composer.spokenTitle(
        Fixture.event(title.text, "2026-06-01T09:00", "2026-06-01T10:00"))
      #expect(
        !action.contains(inner) || plainAction.contains(inner),
        "\(context): action '\(action)'")
      seen.details += 1
      // A qualifier is kept in an ordinary name, where nothing else decides about brackets.
      guard title.shapes.isEmpty || title.shapes == [.otherScript] else { continue }
      let qualifier = random.pick(qualifiers)
      let withQualifier = Self.with(qualifier, after: title)
      let kept = StatusMarkerTests.name(withQualifier, composer)
      let words = qualifier.trimmingCharacters(in: .whitespaces).dropFirst().dropLast()
      #expect(kept.contains(words), "\(locale) '\(withQualifier)' heard as '\(kept)'")
      seen.qualifiers += 1
    }
    #expect(seen.details > 3_000 && seen.qualifiers > 1_000, "\(locale): \(seen)")
  }

  /// A quantity in brackets, a number with a multiplication sign or a counter ("(x 24)",
  /// "(×30)", "(12 larges)", "(4 Kisten)", "（15個）", "(30개)"), is an aside: the name and
  /// the action's name are the title's without it. A number that says which one ("(Rm 214)",
  /// "(1.200 EUR)", "(2층)") stays in both.
  @Test(arguments: ExportShapeTests.languages.map(\.locale))
  func quantityBracketsGoAndNumberedQualifiersStay(_ locale: String) {
    let (composer, language, titles) = Self.drawn(locale, seed: 2731)
    var random = SeededRandom(seed: 2732)
    let qualifiers = ExportTitleGenerator.numberedQualifiers[language]!
    var seen = (quantities: 0, qualifiers: 0)
    for title in titles {
      let plain = StatusMarkerTests.name(title.text, composer)
      let quantity = ExportTitleGenerator.quantityAside(language, &random)
      let text = Self.with(quantity, after: title)
      let name = StatusMarkerTests.name(text, composer)
      #expect(
        name.filter { $0 != " " } == plain.filter { $0 != " " },
        "\(locale) '\(text)' heard as '\(name)', not '\(plain)'")
      let action = composer.spokenTitle(
        Fixture.event(text, "2026-06-01T09:00", "2026-06-01T10:00"))
      let inner = quantity.trimmingCharacters(in: .whitespaces).dropFirst().dropLast()
      #expect(!action.contains(inner), "\(locale) '\(text)': action '\(action)'")
      seen.quantities += 1
      guard title.shapes.isEmpty || title.shapes == [.otherScript] else { continue }
      let qualifier = random.pick(qualifiers)
      let withQualifier = Self.with(qualifier, after: title)
      let kept = StatusMarkerTests.name(withQualifier, composer)
      let words = qualifier.trimmingCharacters(in: .whitespaces).dropFirst().dropLast()
      #expect(kept.contains(words), "\(locale) '\(withQualifier)' heard as '\(kept)'")
      seen.qualifiers += 1
    }
    #expect(seen.quantities > 3_000 && seen.qualifiers > 1_000, "\(locale): \(seen)")
  }

  /// A product's or a model's name written straight before the words ("RTX-4090 서버 예약")
  /// is said with them; a ticket id set off by a colon, dash or bar, or of a tracker's long
  /// shape ("OPS-1423 - …", "INC-20931: …", "CHG0034190 …"), is not.
  @Test(arguments: ExportShapeTests.languages.map(\.locale))
  func leadingProductNamesAreSaidAndSetOffIdsAreNot(_ locale: String) {
    let (composer, _, titles) = Self.drawn(locale, seed: 2723)
    var random = SeededRandom(seed: 2724)
    var seen = 0
    for title in titles where title.shapes.isEmpty || title.shapes == [.otherScript] {
      let plain = StatusMarkerTests.name(title.text, composer)
      let product = random.pick(ExportTitleGenerator.productNames)
      let named = StatusMarkerTests.name("\(product) \(title.text)", composer)
      #expect(named.hasPrefix(product), "\(locale) '\(product) \(title.text)' heard as '\(named)'")
      #expect(named.hasSuffix(plain), "\(locale) '\(product) \(title.text)' heard as '\(named)'")
      let ticket = random.pick(ExportTitleGenerator.setOffTickets)
      // "INC-20931 " has a hyphen and five digits: the long shape with nothing after it.
      let coded = StatusMarkerTests.name(ticket + title.text, composer)
      #expect(coded == plain, "\(locale) '\(ticket)\(title.text)' heard as '\(coded)'")
      seen += 1
    }
    #expect(seen > 1_000, "\(locale): \(seen)")
  }

  /// A note of two to four words after a dash that says what the event is ("… – cutover dry
  /// run", "… – Field Museum") is part of the name, said with it and in its action; a remark
  /// (a clause's punctuation, an amount, an address, five words or more) is a note, said
  /// last and never in the action.
  @Test(arguments: ExportShapeTests.languages.map(\.locale))
  func shortDashNotesArePartOfTheName(_ locale: String) {
    let (composer, language, titles) = Self.drawn(locale, seed: 2725)
    var random = SeededRandom(seed: 2726)
    var seen = (short: 0, remarks: 0)
    // Names of two words or more (two ordinary titles, one after the other), with nothing
    // else a dash could belong to.
    let ordinary = titles.filter { $0.shapes.isEmpty }.map(\.text)
    for (first, second) in zip(ordinary, ordinary.dropFirst()) {
      let head = "\(first) \(second)"
      let short = random.pick(ExportTitleGenerator.shortNotes[language]!)
      let text = "\(head) – \(short)"
      let heard = composer.titles.heard(text)
      let action = composer.spokenTitle(
        Fixture.event(text, "2026-06-01T09:00", "2026-06-01T10:00"))
      #expect(heard.note == nil, "\(locale) '\(text)': note '\(heard.note ?? "")'")
      #expect(heard.name.hasSuffix(short), "\(locale) '\(text)' heard as '\(heard.name)'")
      #expect(action.contains(short), "\(locale) '\(text)': action '\(action)'")
      seen.short += 1
      let remark = random.pick(ExportTitleGenerator.remarkNotes[language]!)
      let remarked = composer.titles.heard("\(head) – \(remark)")
      let plain = composer.titles.heard(head)
      #expect(
        remarked.note != nil && remarked.name == plain.name,
        "\(locale) '\(head) – \(remark)' heard as '\(remarked.name)'")
      seen.remarks += 1
    }
    #expect(seen.short > 1_000 && seen.remarks > 1_000, "\(locale): \(seen)")
  }

  /// A time the title writes in the language's forms, for an item from `start` to `end`
  /// (hours and minutes): a range where `end` is given, else its start.
  static func written(
    _ language: ExportTitle.Language, form: Int, start: (Int, Int), end: (Int, Int)?
  ) -> String {
    let (hour, minute) = start
    let twelve = (hour + 11) % 12 + 1
    let pm = hour >= 12
    let clock = "\(hour):" + (minute < 10 ? "0\(minute)" : "\(minute)")
    switch (language, form % 3) {
    case (_, 0): return clock
    case (.en, 1):
      let dotted = "\(twelve)." + (minute < 10 ? "0\(minute)" : "\(minute)")
      return minute == 0 ? "\(twelve) \(pm ? "pm" : "am")" : dotted
    case (.en, _):
      guard let end, minute == 0, end.1 == 0, (end.0 >= 12) == pm else {
        let minutes = minute == 0 ? "" : ":\(minute)"
        return "\(twelve)\(minutes)\(pm ? "pm" : "am")"
      }
      return "\(twelve)-\((end.0 + 11) % 12 + 1) \(pm ? "pm" : "am")"
    case (.de, 1): return minute == 0 ? "\(hour)h" : clock
    case (.de, _):
      guard let end, minute == 0, end.1 == 0 else { return "\(clock) Uhr" }
      return "\(hour)–\(end.0) Uhr"
    case (.ja, 1): return minute == 0 ? "\(hour)時" : "\(hour)時\(minute)分"
    case (.ja, _): return "\(pm ? "午後" : "午前")\(twelve)時" + (minute == 0 ? "" : "\(minute)分")
    case (.ko, 1): return minute == 0 ? "\(pm ? "오후" : "오전") \(twelve)시" : clock
    case (.ko, _): return minute == 0 ? "\(hour)시" : "\(hour)시 \(minute)분"
    }
  }

  /// A time written in the title that repeats the item's own start (and end, for a range)
  /// is not said, in the summary or the action: "Parent-teacher conf. 3-4 pm" from 3 to 4 PM
  /// said "3 to 4 pm, from 3 to 4 PM". One that differs is information and stays.
  @Test(arguments: ExportShapeTests.languages.map(\.locale))
  func aTimeTheTitleRepeatsIsSaidOnce(_ locale: String) {
    let (composer, language, titles) = Self.drawn(locale, seed: 2727)
    var random = SeededRandom(seed: 2728)
    var seen = (repeated: 0, other: 0)
    for title in titles where title.shapes.isEmpty || title.shapes == [.otherScript] {
      let hour = random.int(7...18)
      let minute = random.pick([0, 0, 0, 15, 30, 45])
      let length = random.pick([30, 60, 120])
      let end = ((hour * 60 + minute + length) / 60, (minute + length) % 60)
      let ranged = random.chance(0.5)
      let time = Self.written(
        language, form: random.int(0...2), start: (hour, minute), end: ranged ? end : nil)
      let text = random.chance(0.5) ? "\(time) \(title.text)" : "\(title.text) \(time)"
      func at(_ hour: Int, _ minute: Int) -> String {
        "2026-06-01T" + (hour < 10 ? "0\(hour)" : "\(hour)") + ":"
          + (minute < 10 ? "0\(minute)" : "\(minute)")
      }
      let item = Fixture.event(text, at(hour, minute), at(end.0, end.1))
      let plain = StatusMarkerTests.name(title.text, composer)
      let action = composer.spokenTitle(item)
      #expect(
        action.filter { $0 != " " } == plain.filter { $0 != " " },
        "\(locale) '\(text)' at \(at(hour, minute)) named '\(action)', not '\(plain)'")
      seen.repeated += 1
      // Two hours later, the written time is information.
      let later = Fixture.event(text, at(hour + 2, minute), at(end.0 + 2, end.1))
      let kept = composer.spokenTitle(later)
      #expect(
        kept.filter { $0 != " " } != plain.filter { $0 != " " },
        "\(locale) '\(text)' at \(at(hour + 2, minute)) named '\(kept)'")
      seen.other += 1
    }
    #expect(seen.repeated > 1_000, "\(locale): \(seen)")
  }

  /// A note a reference mark opens after the title ("※持ち物あり", " ※要予約", "※RSVP by
  /// Friday") is a remark, as a bracket's aside is: the name, the summary and the action's
  /// name are the title's without it. The name and the action are checked for every title,
  /// the whole summary, which says the name the same way, for one in eight.
  @Test(arguments: ExportShapeTests.languages.map(\.locale))
  func referenceMarkNotesAreNotSaid(_ locale: String) {
    let (composer, language, titles) = Self.drawn(locale, seed: 2741)
    var random = SeededRandom(seed: 2742)
    var seen = 0
    for title in titles where title.suffix.isEmpty {
      let note = random.pick(ExportTitleGenerator.referenceNotes[language]!)
      let text = title.text + note
      let item = Fixture.event(text, "2026-06-01T09:00", "2026-06-01T10:00")
      let plain = Fixture.event(title.text, "2026-06-01T09:00", "2026-06-01T10:00")
      let context = "\(locale) '\(text)'"
      let name = StatusMarkerTests.name(text, composer)
      let expected = StatusMarkerTests.name(title.text, composer)
      #expect(name == expected, "\(context) heard as '\(name)', not '\(expected)'")
      #expect(
        composer.spokenTitle(item) == composer.spokenTitle(plain),
        "\(context): action '\(composer.spokenTitle(item))'")
      if seen % 8 == 0 {
        #expect(
          Fixture.summary([item], locale: locale).text
            == Fixture.summary([plain], locale: locale).text, "\(context)")
      }
      seen += 1
    }
    #expect(seen > 1_000, "\(locale): \(seen)")
  }
}
