import Agenda
import ICalendar
import WidgetTimeline

/// The accessibility actions of one entry: favorite or unfavorite each visible item, complete
/// each visible incomplete reminder, and one magic tap that composes something new on the
/// entry's day.
///
/// Names are localized, contain the spoken title of the item they act on (WCAG 2.5.3 Label
/// in Name), and are unique within the entry: two items with the same title are told apart by
/// their time.
struct ActionBuilder {
  let localizer: Localizer
  let clock: SpokenTime
  /// The entry's titles as heard, the same the summary speaks.
  let names: SpokenNames
  let zone: ZoneRules

  func actions(for entry: TimelineEntry) -> [AccessibilityAction] {
    var named: [(name: String, row: TimelineRow, action: AccessibilityAction)] = []
    for row in entry.rows {
      let title = names.titles[row.item.id] ?? ""
      let favorite = row.item.isFavorite
      named.append(
        (
          localizer.string(favorite ? "action.unfavorite" : "action.favorite", .string(title)), row,
          AccessibilityAction(
            name: "", trigger: .named,
            intent: IntentDescriptor(
              type: "ToggleFavoriteIntent", title: localizer.string("intent.toggleFavorite"),
              openAppWhenRun: false,
              parameters: [
                IntentParameter(
                  name: "item", value: .entity(type: "AgendaItemEntity", id: row.item.id)),
                IntentParameter(name: "isFavorite", value: .bool(!favorite)),
              ]))
        ))
      if row.item.kind == .reminder, !row.item.isCompleted {
        named.append(
          (
            localizer.string("action.complete", .string(title)), row,
            AccessibilityAction(
              name: "", trigger: .named,
              intent: IntentDescriptor(
                type: "CompleteReminderIntent", title: localizer.string("intent.completeReminder"),
                openAppWhenRun: false,
                parameters: [
                  IntentParameter(
                    name: "reminder", value: .entity(type: "ReminderEntity", id: row.item.sourceID))
                ]))
          ))
      }
    }
    // Same names (two items with one title) are told apart by the item's time or day.
    var counts: [String: Int] = [:]
    for entryName in named { counts[entryName.name, default: 0] += 1 }
    var used: Set<String> = []
    var actions: [AccessibilityAction] = []
    for (name, row, action) in named {
      var unique = name
      if counts[name, default: 0] > 1 {
        unique = localizer.string(
          "action.disambiguate", .string(name), .string(when(row, entry: entry)))
      }
      var suffix = 2
      let base = unique
      while used.contains(unique) {
        unique = localizer.string("action.disambiguate", .string(base), .integer(suffix))
        suffix += 1
      }
      used.insert(unique)
      var finished = action
      finished.name = unique
      actions.append(finished)
    }
    actions.append(
      AccessibilityAction(
        name: localizer.string("action.compose"), trigger: .magicTap,
        intent: IntentDescriptor(
          type: "ComposeIntent", title: localizer.string("intent.compose"), openAppWhenRun: true,
          parameters: [
            IntentParameter(name: "kind", value: .string("event")),
            IntentParameter(name: "date", value: .date(entry.day.description)),
          ])))
    return actions
  }

  /// The item's start time, or its day when it is not today or has no time.
  func when(_ row: TimelineRow, entry: TimelineEntry) -> String {
    if case .instant(let instant)? = row.item.start, row.dayOffset == 0 {
      return clock.time(LocalDateTime(localSeconds: zone.local(forInstant: instant)))
    }
    return clock.day(row.day, relativeTo: entry.day)
  }
}
