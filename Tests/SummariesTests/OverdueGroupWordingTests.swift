import Agenda
import Foundation
import ICalendar
import SeededRandom
import Testing
import WidgetTimeline

@testable import Summaries

/// The overdue group's wording, checked as properties over generated groups: titles drawn by
/// `ExportTitleGenerator`, due days and priorities drawn at random.
@Suite struct OverdueGroupWordingTests {
  /// How many groups each run draws per language.
  static let draws = 120

  /// A group of three to seven overdue reminders due in May, with `first` among them (high
  /// priority, so that it is named): its summary on an extra large widget, the day the oldest
  /// fell due as the group says it, and whether `first` is the oldest.
  static func group(
    first: String, locale: String, random: inout SeededRandom
  ) -> (summary: Summary, oldest: String, firstIsOldest: Bool) {
    let count = random.int(3...7)
    var days = (0..<count).map { _ in random.int(4...28) }
    if random.chance(0.3) { days[0] = days.min()! }
    let items =
      [Fixture.reminder(first, due: "2026-05-\(String(format: "%02d", days[0]))", priority: .high)]
      + (1..<count).map { index in
        Fixture.reminder(
          "Chore \(index)", due: "2026-05-\(String(format: "%02d", days[index]))",
          favorite: random.chance(0.3))
      }
    let oldest = days.min()!
    let day = Fixture.clock(locale).pastDay(may(oldest), relativeTo: today).0
    return (
      Fixture.summary(items, locale: locale, family: .extraLarge), day,
      days.firstIndex(of: oldest) == 0
    )
  }

  static let today = LocalDate(iso: "2026-06-01")!
  static func may(_ day: Int) -> LocalDate {
    LocalDate(iso: "2026-05-\(String(format: "%02d", day))")!
  }

  static let languages: [(locale: String, language: ExportTitle.Language)] = [
    ("en-US", .en), ("en-GB", .en), ("de-DE", .de), ("ja-JP", .ja), ("ko-KR", .ko),
  ]

  /// A name that is itself a list ("Milk, eggs, bread", "シャンプー・洗剤・トイレットペーパー",
  /// "Klausur, Mathe") never holds the pause the group puts between its names, unless it is
  /// marked where it starts and ends (「…」): a listener would hear more names than the
  /// group's number says.
  @Test(arguments: languages.map(\.locale))
  func aNameThatIsAListKeepsItsBoundary(_ locale: String) {
    let language = Self.languages.first { $0.locale == locale }!.language
    let composer = Fixture.composer(locale)
    let pauses: [[Character]] = [[",", "、", "，", "・", "·"], [";"]]
    var random = SeededRandom(seed: 2727)
    // What a name with a state says after it ("…, high priority", "…, postponed"), where it
    // says it after.
    let stateKeys: [CopyKey] =
      [.overdueGroupHighPriority, .overdueGroupFavorite]
      + SummaryComposer.GroupNameState.titleKinds.compactMap(SummaryComposer.GroupNameState.key)
    let states = stateKeys.map { composer.localizer.string($0, .string("")) }
      .filter { $0.first == "," }
    var checked = 0
    for title in ExportTitleGenerator.titles(count: 1500, language: language, seed: 2727)
    where !title.shapes.contains(.emojiOnly) && !title.isCancelled {
      let name = composer.title(composer.titles.heard(title.text), kind: .reminder)
      guard SummaryComposer.isList(name) else { continue }
      let (summary, _, _) = Self.group(first: title.text, locale: locale, random: &random)
      let text = summary.text
      guard let at = text.range(of: name),
        let colon = text[..<at.lowerBound].lastIndex(
          where: { $0 == ":" || $0 == "：" })
      else { continue }
      checked += 1
      // The name is the group's first; what follows it (after its state, of high priority)
      // up to the next name is the joiner.
      let before = text[text.index(after: colon)..<at.lowerBound]
      let marked = before.contains("「")
      var rest = text[at.upperBound...]
      while let state = states.first(where: { rest.hasPrefix($0) }) {
        rest = rest.dropFirst(state.count)
      }
      let after = rest.prefix { !$0.isLetter && !$0.isNumber && $0 != "「" }
      let context = "\(locale) '\(title.text)': \(text)"
      for pause in pauses where after.contains(where: pause.contains) {
        #expect(
          marked || !name.contains(where: pause.contains),
          "a name that is a list is joined by its own pause: \(context)")
      }
    }
    #expect(checked >= 10, "\(locale): \(checked) list names")
  }

  /// German says the oldest date as its "seit" takes it, with the article a single reminder
  /// has ("Erinnerungen seit dem 27. April", as "überfällig seit dem 1. Oktober"), and a
  /// weekday without one ("Erinnerungen seit Donnerstag"); "seit 27. April" was heard with the
  /// ordinal in the wrong case.
  @Test func germanSaysSinceTheDateWithItsArticle() {
    var random = SeededRandom(seed: 2730)
    let clock = Fixture.clock("de-DE")
    let weekdays = Set(
      (2...6).map { clock.weekday(LocalDate(dayNumber: Self.today.dayNumber - $0)) })
    var said = (dates: 0, weekdays: 0)
    for draw in 0..<Self.draws {
      let (summary, day, _) = Self.group(first: "Bericht \(draw)", locale: "de-DE", random: &random)
      let text = summary.text
      if weekdays.contains(day) {
        #expect(text.contains("Erinnerungen seit \(day)"), "\(text)")
        said.weekdays += 1
      } else {
        #expect(text.contains("Erinnerungen seit dem \(day)"), "\(text)")
        said.dates += 1
      }
    }
    // Within the past week the oldest is a weekday, said without an article.
    let items = (27...29).map { Fixture.reminder("Aufgabe \($0)", due: "2026-05-\($0)") }
    let text = Fixture.summary(items, locale: "de-DE", family: .extraLarge).text
    let day = clock.weekday(Self.may(27))
    #expect(weekdays.contains(day) && text.contains("Erinnerungen seit \(day):"), "\(text)")
    #expect(said.dates > 0, "\(said)")
  }

  /// Japanese says the oldest day with the count (「5月4日以降に期限を過ぎたリマインダーが3件：
  /// …」), never right before the first name, which then is heard as overdue since that day.
  @Test func japaneseSaysTheOldestDayWithTheCount() {
    var random = SeededRandom(seed: 2728)
    for draw in 0..<Self.draws {
      let (summary, day, firstIsOldest) = Self.group(
        first: "報告書 \(draw)", locale: "ja-JP", random: &random)
      let text = summary.text
      guard let said = text.range(of: day),
        let colon = text.range(of: "：") ?? text.range(of: "そのうち")
      else {
        Issue.record("no group with '\(day)': \(text)")
        continue
      }
      let between = text[said.upperBound..<colon.lowerBound]
      #expect(
        firstIsOldest || between.contains("件"),
        "the oldest day is heard with the first name: \(text)")
    }
  }

  /// Korean says the oldest day of the group ("<day> 이후 마감 지난 미리 알림 N개"), not the
  /// dangling "…부터" its style guide rejects nor the first name's due day, and joins names
  /// with 및, never with 과/와, which depend on the title's last sound.
  @Test func koreanSaysTheOldestDayAsAReminderDoes() {
    var random = SeededRandom(seed: 2729)
    let localizer = Fixture.composer("ko-KR").localizer
    for draw in 0..<Self.draws {
      let (summary, day, _) = Self.group(first: "보고서 \(draw)", locale: "ko-KR", random: &random)
      let text = summary.text
      // The group's opening with its day up to its number, as either template says it.
      let openings = [CopyKey.overdueGroup, .overdueGroupAmong].compactMap { key in
        let head = localizer.string(key, .integer(1), .string(day), .string("\u{1}"))
          .prefix { $0 != "\u{1}" }
        return head.range(of: " 1", options: .backwards).map { String(head[..<$0.lowerBound]) }
      }
      #expect(openings.count == 2)
      #expect(openings.contains { text.contains($0) }, "no '\(openings)': \(text)")
      #expect(!text.contains("부터:"), "\(text)")
      #expect(!text.contains("과 Chore") && !text.contains("와 Chore"), "\(text)")
    }
  }
}
