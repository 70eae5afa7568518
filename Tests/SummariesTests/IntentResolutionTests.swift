import Agenda
import ICalendar
import Testing
import WidgetTimeline

@testable import Summaries

/// An app resolves an action's intent from its parameters alone: applying it to the person's
/// data must change the item the action named, and only that item.
@Suite struct IntentResolutionTests {
  static func file(_ name: String, _ text: String) -> SourceFiles.File {
    let body = name.hasSuffix(".ics") ? text.replacingOccurrences(of: "\n", with: "\r\n") : text
    return SourceFiles.File(name: name, displayName: "person/\(name)", bytes: Array(body.utf8))
  }

  /// A daily stand-up whose Google UID holds an `@` (once read as the separator of an
  /// occurrence id), a one-off event and a reminder.
  static let calendar = file(
    "work.ics",
    """
    BEGIN:VCALENDAR
    X-WR-CALNAME:Work
    BEGIN:VEVENT
    UID:standup@google.com
    SUMMARY:Standup
    DTSTART;TZID=Europe/Berlin:20260601T090000
    DTEND;TZID=Europe/Berlin:20260601T091500
    RRULE:FREQ=DAILY;COUNT=5
    END:VEVENT
    BEGIN:VEVENT
    UID:review@google.com
    SUMMARY:Design review
    DTSTART;TZID=Europe/Berlin:20260601T140000
    DTEND;TZID=Europe/Berlin:20260601T150000
    END:VEVENT
    END:VCALENDAR

    """)

  static let reminders = file(
    "reminders.json",
    #"{"version": 1, "reminders": [{"id": "notes", "title": "Prepare standup notes", "due": "2026-06-01T17:00"}]}"#
  )

  static let zone = ZoneRules.system(.init(identifier: "Europe/Berlin")!)
  static let now = ISO8601Value("2026-06-01T06:00:00Z")!.instant(in: .utc)

  static func entry(favorites: [String]) -> (TimelineEntry, Summary) {
    let favoritesFile = file(
      "favorites.json", "[" + favorites.map { "\"\($0)\"" }.joined(separator: ", ") + "]")
    let source = Source(
      files: SourceFiles(id: "person", files: [calendar, reminders, favoritesFile]))
    let layout = TimelineLayout(family: .extraLarge)
    let window = layout.options.agendaWindow(referenceDate: now, zone: zone)
    let agenda = Agenda(source: source, from: window.start, to: window.end, zone: zone)
    let entry = layout.layout(agenda.items, referenceDate: now, zone: zone).entries[0]
    let composer = try! SummaryComposer(
      localizer: Localizer(catalog: .shipped, locale: "en-US"), zone: zone)
    return (entry, composer.compose(entry, family: .extraLarge))
  }

  /// What an app does with a `ToggleFavoriteIntent`: add or remove the entity's id.
  static func apply(_ action: AccessibilityAction, to favorites: [String]) -> [String] {
    guard case .entity(_, let item)? = action.intent.parameters.first?.value,
      case .bool(let favorite)? = action.intent.parameters.last?.value
    else { return favorites }
    return favorite ? favorites + [item.id] : favorites.filter { $0 != item.id }
  }

  @Test func togglingAFavoriteThroughItsIntentMarksThatEventEverywhere() throws {
    let (before, summary) = Self.entry(favorites: [])
    #expect(before.rows.filter { $0.item.title == "Standup" }.count == 5)
    let action = try #require(summary.actions.first { $0.name == "Favorite Standup" })
    guard case .entity(let type, let item)? = action.intent.parameters.first?.value else {
      Issue.record("the favorite action names no item")
      return
    }
    #expect(type == "AgendaItemEntity")
    #expect(
      item
        == ItemReference(kind: .event, id: "standup@google.com", occurrence: "2026-06-01T07:00:00Z")
    )

    let favorites = Self.apply(action, to: [])
    let (after, toggled) = Self.entry(favorites: favorites)
    let standups = after.rows.filter { $0.item.title == "Standup" }
    #expect(standups.count == 5 && standups.allSatisfy(\.item.isFavorite))
    #expect(after.rows.filter { $0.item.title != "Standup" }.allSatisfy { !$0.item.isFavorite })
    #expect(toggled.actions.contains { $0.name == "Unfavorite Standup" })
    // And back.
    let unfavorite = try #require(toggled.actions.first { $0.name == "Unfavorite Standup" })
    #expect(Self.apply(unfavorite, to: favorites).isEmpty)
  }

  @Test func completingAReminderNamesTheReminder() throws {
    let (_, summary) = Self.entry(favorites: [])
    let complete = try #require(
      summary.actions.first { $0.intent.type == "CompleteReminderIntent" })
    #expect(complete.name == "Complete Prepare standup notes")
    guard case .entity(let type, let item)? = complete.intent.parameters.first?.value else {
      Issue.record("the complete action names no reminder")
      return
    }
    #expect(type == "ReminderEntity")
    #expect(item == ItemReference(kind: .reminder, id: "notes"))
  }
}
