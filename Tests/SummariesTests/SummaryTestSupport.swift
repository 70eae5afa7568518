import Agenda
import Foundation
import ICalendar
import WidgetTimeline

@testable import Summaries

/// Builds entries and composers tersely; times are wall-clock in Berlin.
enum Fixture {
  static let zone = ZoneRules.system(TimeZone(identifier: "Europe/Berlin")!)

  static func instant(_ text: String) -> Int64 { ISO8601Value(text)!.instant(in: zone) }

  static func event(
    _ title: String, _ start: String, _ end: String? = nil, location: String? = nil,
    favorite: Bool = false, tentative: Bool = false, group: String = "Work", uid: String? = nil
  ) -> AgendaItem {
    AgendaItem(
      id: "event:\(uid ?? title)@\(start)", kind: .event, title: title,
      start: .instant(instant(start)),
      end: .instant(instant(end ?? start)), isAllDay: false, group: group, location: location,
      status: tentative ? .tentative : .confirmed, isFavorite: favorite, sourceID: uid ?? title,
      occurrence: .instant(instant(start)))
  }

  static func allDay(_ title: String, _ first: String, days: Int = 1) -> AgendaItem {
    let date = LocalDate(iso: first)!
    return AgendaItem(
      id: "event:\(title)@\(first)", kind: .event, title: title, start: .date(date),
      end: .date(date.adding(days: days)),
      isAllDay: true, group: "Home", sourceID: title)
  }

  static func reminder(
    _ title: String, due: String?, priority: Reminder.Priority = .none, favorite: Bool = false
  )
    -> AgendaItem
  {
    var start: OccurrenceTime?
    if let due { start = due.count == 10 ? .date(LocalDate(iso: due)!) : .instant(instant(due)) }
    return AgendaItem(
      id: "reminder:\(title)", kind: .reminder, title: title, start: start, end: nil,
      isAllDay: due?.count == 10, group: "Tasks", priority: priority, isFavorite: favorite,
      sourceID: title)
  }

  static func entry(
    _ items: [AgendaItem], at now: String = "2026-06-01T08:00", family: WidgetFamily = .large
  )
    -> TimelineEntry
  {
    let layout = TimelineLayout(family: family)
    return layout.entry(
      items, at: instant(now), zone: zone,
      capacity: layout.options.capacities.capacity(family, .default))
  }

  /// A composer for `locale`; the five are built once, as a run builds one per language, so a
  /// property test that composes thousands of summaries measures composing, not set-up.
  static func composer(_ locale: String) -> SummaryComposer {
    composers[locale] ?? made(locale)
  }

  private static let composers = Dictionary(uniqueKeysWithValues: locales.map { ($0, made($0)) })

  private static func made(_ locale: String) -> SummaryComposer {
    // Every shipped locale has a profile (LanguageProfileTests).
    try! SummaryComposer(localizer: Localizer(catalog: .shipped, locale: locale), zone: zone)
  }

  static func clock(_ locale: String) -> SpokenTime {
    composer(locale).clock
  }

  static func summary(
    _ items: [AgendaItem], locale: String = "en-US", family: WidgetFamily = .large,
    at now: String = "2026-06-01T08:00"
  ) -> Summary {
    composer(locale).compose(entry(items, at: now, family: family), family: family)
  }

  /// The summary of `items` in `family` held to `budget` instead of the family's own: the
  /// last resorts' steps shown at a budget tighter than any family's.
  static func summary(
    _ items: [AgendaItem], locale: String = "en-US", family: WidgetFamily,
    budget: LengthBudget, at now: String = "2026-06-01T08:00"
  ) -> Summary {
    let composer = composer(locale)
    let entry = entry(items, at: now, family: family)
    var traits = family.traits
    traits.budget = budget
    var cache = CompositionCache()
    let keys = cache.keys(entry, traits: traits, composer: composer)
    return composer.compose(entry, keys: keys, traits: traits, cache: &cache)
  }

  static let locales = ["en-US", "en-GB", "de-DE", "ja-JP", "ko-KR"]

  /// What `composer` can say of `entry` by name in `family`, as its search tells it: the
  /// mentions and their clauses, an overdue group folded into one; and a cache that holds
  /// them.
  static func told(_ entry: TimelineEntry, _ composer: SummaryComposer, _ family: WidgetFamily)
    -> (told: SummaryComposer.Told, cache: CompositionCache)
  {
    var cache = CompositionCache()
    cache.serve(composer)
    let keys = cache.keys(entry, traits: family.traits, composer: composer)
    let told = composer.told(entry, keys: keys, traits: family.traits, cache: &cache)
    return (told, cache)
  }
}
