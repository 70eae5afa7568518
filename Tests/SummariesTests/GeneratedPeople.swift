import Agenda
import SeededRandom
import WidgetTimeline

@testable import Summaries

/// Generated people with export-shaped titles and places: `RemainderTests.person`'s agenda (a
/// backlog of overdue reminders, repeating ones, events now and later), each title and place
/// drawn from the export generators in the language of the locale that speaks it, as the
/// sources the bench generates write them.
enum GeneratedPeople {
  static func person(seed: UInt64, locale: String) -> [AgendaItem] {
    let language = ShortenedTitleTests.languages.first { $0.locale == locale }!.language
    var random = SeededRandom(seed: seed &* 31 &+ 7)
    let events = ExportTitleGenerator(language: language, kind: .event)
    let reminders = ExportTitleGenerator(language: language, kind: .reminder)
    let places = ExportPlaceGenerator(language: language)
    // One title per series, so that a repeating item keeps its name.
    var titles: [String: String] = [:]
    var locations: [String: String?] = [:]
    return RemainderTests.person(seed: seed).map { item in
      var item = item
      let generator = item.kind == .event ? events : reminders
      if titles[item.sourceID] == nil {
        titles[item.sourceID] = generator.title(&random).text
        locations[item.sourceID] =
          item.kind == .event && random.chance(0.6) ? places.place(&random).text : nil
      }
      item.title = titles[item.sourceID]!
      if item.kind == .event { item.location = locations[item.sourceID]! }
      return item
    }
  }

  /// Every entry of `items` in `family` at `textSize`, from the properties' reference moment.
  static func entries(
    _ items: [AgendaItem], family: WidgetFamily, textSize: TextSize = .default
  ) -> [TimelineEntry] {
    TimelineLayout(family: family, textSize: textSize).layout(
      items, referenceDate: Fixture.instant(RemainderTests.reference), zone: Fixture.zone
    ).entries
  }
}
