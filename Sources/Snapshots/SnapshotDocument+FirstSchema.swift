import Agenda
import ICalendar
import JSON
import Summaries
import WidgetTimeline

/// Reading `glance.snapshot/1`, where every entry wrote out its items and its actions with
/// their intents: so that `glance diff` and `glance lint` still read folders written before
/// the second schema, and a diff across the change shows only what changed.
extension SnapshotDocument {
  /// The top-level keys of the first schema.
  enum FirstSchemaKeys: String, CaseIterable {
    case budget, capacity, entries, family, locale, referenceDate, reloadAfter, schema, source
    case textSize, timeZone
  }

  /// An entry's keys in the first schema: its items and actions in full.
  enum FirstSchemaEntryKeys: String, CaseIterable {
    case actions, date, items, overflow, relevance, seconds, summary
  }

  /// An item's keys in the first schema: the row's state and day beside the item.
  enum FirstSchemaItemKeys: String, CaseIterable {
    case allDay, day, end, favorite, group, id, kind, start, state, title
  }

  init(firstSchema json: JSONValue, file: String) throws(DecodingError) {
    let object = try Fields<FirstSchemaKeys>(json, at: .root, file: file)
    try self.init(header: object)
    entries = try object.array(.entries, FirstSchemaEntryKeys.self) {
      entry throws(DecodingError) in
      Entry(
        date: try entry.instant(.date), relevance: try entry.number(.relevance),
        items: try entry.array(.items, FirstSchemaItemKeys.self) { item throws(DecodingError) in
          Item(
            id: try item.string(.id), kind: try item.enumeration(.kind, of: [.event, .reminder]),
            title: try item.string(.title), start: try item.time(.start),
            end: try item.time(.end), allDay: try item.bool(.allDay),
            group: try item.optionalString(.group), favorite: try item.bool(.favorite),
            state: try item.enumeration(.state, of: Self.states), day: try item.date(.day))
        },
        overflow: try entry.integer(.overflow), summary: try entry.string(.summary),
        seconds: entry.has(.seconds) ? try entry.number(.seconds) : nil,
        actions: try entry.array(.actions, ActionKeys.self) { action throws(DecodingError) in
          AccessibilityAction(
            name: try action.string(.name),
            trigger: try action.enumeration(.trigger, of: [.named, .magicTap]),
            intent: try action.object(.intent, IntentKeys.self, Self.intent))
        })
    }
  }
}
