import Agenda
import ICalendar
import WidgetTimeline

/// The accessibility actions of one entry: favorite or unfavorite each item the summary
/// speaks, complete each spoken incomplete reminder, and one magic tap that composes something
/// new on the entry's day.
///
/// Actions belong to what the listener heard: an item folded into "Plus 2 more" gets none.
/// Names are localized and contain the spoken title of the item they act on (WCAG 2.5.3
/// Label in Name). They are unique within the entry: when two spoken items share a title,
/// each of their actions says which one in words the summary used for it, its day or date,
/// else its time, else both, else its time as said ("from 3 to 4 PM"), else its calendar or
/// list when the summary said it. Never by a number the listener did not hear ("item 2"): a
/// twin that nothing said tells from one before it has no actions of its own.
extension SummaryComposer {
  /// The actions for `spoken`, whose clauses as said are `clauses`, in `entry`, whose rows'
  /// items have `keys`. An item has the same actions wherever it is said with the same twins
  /// said the same way (usually none): `cache` keeps them.
  func actions(
    for spoken: [Mention], keys: [ItemKey], clauses: [ItemClause], entry: TimelineEntry,
    cache: inout CompositionCache
  ) -> [AccessibilityAction] {
    // Entries in a row mostly say the same items: when none of them shares a title, their
    // actions depend on nothing else, and the list is kept whole.
    let entryKey = CompositionCache.EntryActionsKey(
      items: spoken.map { keys[$0.positions[0]] }, day: entry.day)
    if let known = cache.entryActions[entryKey] { return known }
    // A favorite marks every occurrence of an event: one set of actions per event, however
    // often it is said.
    var items: [KeyedRow] = []
    for mention in spoken
    where !items.contains(where: {
      $0.row.item.kind == mention.item.kind && $0.row.item.sourceID == mention.item.sourceID
    }) {
      items.append(KeyedRow(row: mention.first, key: keys[mention.positions[0]]))
    }
    // Items said with the same title are twins (every item was named before it was said).
    let names = cache.names
    let titles = items.map { names[$0.key].titleNumber }
    var heard: [ItemKey: ItemClause]?
    var actions: [AccessibilityAction] = []
    var hasTwins = false
    for (index, item) in items.enumerated() {
      guard titles.indices.contains(where: { $0 != index && titles[$0] == titles[index] }) else {
        if let known = cache.itemActions[item.key] {
          actions += known
        } else {
          let made = self.actions(item.row, which: nil, names: names[item.key])
          cache.itemActions[item.key] = made
          actions += made
        }
        continue
      }
      hasTwins = true
      let twins = items.indices.filter { titles[$0] == titles[index] }.map { items[$0] }
      if heard == nil {
        var said: [ItemKey: ItemClause] = [:]
        for (mention, clause) in zip(spoken, clauses) {
          said[keys[mention.positions[0]]] = clause
        }
        heard = said
      }
      let said = heard ?? [:]
      let key = CompositionCache.TwinsKey(twins, entry: entry, heard: said)
      let position = twins.firstIndex { $0.row.item.id == item.row.item.id } ?? 0
      if let known = cache.twinActions[key] {
        actions += known[position]
        continue
      }
      let made = twins.map { twin in
        which(twin, among: twins, entry: entry, heard: said).map {
          self.actions(twin.row, which: $0, names: names[twin.key])
        } ?? []
      }
      cache.twinActions[key] = made
      actions += made[position]
    }
    if let compose = cache.composeActions[entry.day] {
      actions.append(compose)
    } else {
      let compose = AccessibilityAction(
        name: localizer.string(.actionCompose), trigger: .magicTap,
        intent: IntentDescriptor(
          type: "ComposeIntent", title: localizer.string(.intentCompose), openAppWhenRun: true,
          parameters: [
            IntentParameter(name: "kind", value: .string("event")),
            IntentParameter(name: "date", value: .date(entry.day.description)),
          ]))
      cache.composeActions[entry.day] = compose
      actions.append(compose)
    }
    if !hasTwins { cache.entryActions[entryKey] = actions }
    return actions
  }

  /// Favorite or unfavorite `row`'s item, said by `names`, and, for an incomplete reminder,
  /// complete it; `which` says which one it is when another spoken item shares its title.
  func actions(_ row: TimelineRow, which: String?, names: SpokenNames.Names)
    -> [AccessibilityAction]
  {
    let item = row.item
    let title = names.title
    func name(_ action: CopyKey.Action) -> String {
      guard let which else {
        return localizer.string(.action(action, which: false), .string(title))
      }
      return localizer.string(.action(action, which: true), .string(title), .string(which))
    }
    let reference = names.reference
    var actions: [AccessibilityAction] = []
    // What a reminder is for is getting it done: "Complete" comes first in the rotor.
    if item.kind == .reminder, !item.isCompleted {
      actions.append(
        namedAction(
          name(.complete), "CompleteReminderIntent", .intentCompleteReminder,
          [
            IntentParameter(
              name: "reminder", value: .entity(type: "ReminderEntity", item: reference))
          ]))
    }
    actions.append(
      namedAction(
        name(item.isFavorite ? .unfavorite : .favorite), "ToggleFavoriteIntent",
        .intentToggleFavorite,
        [
          IntentParameter(name: "item", value: .entity(type: "AgendaItemEntity", item: reference)),
          IntentParameter(name: "isFavorite", value: .bool(!item.isFavorite)),
        ]))
    return actions
  }

  func namedAction(
    _ name: String, _ type: String, _ titleKey: CopyKey, _ parameters: [IntentParameter]
  ) -> AccessibilityAction {
    AccessibilityAction(
      name: name, trigger: .named,
      intent: IntentDescriptor(
        type: type, title: localizer.string(titleKey), openAppWhenRun: false,
        parameters: parameters))
  }

  /// Which of the rows sharing a title `row` is, as a phrase for the action names'
  /// `.which` forms ("due Saturday", "von Sonntag", 昨日の): the first of its day, its time,
  /// both, its time as said, or its calendar that differs for every one of them, and only in
  /// words the summary said for it (`heard`); `nil` for a twin nothing said tells from the
  /// first of them.
  func which(
    _ keyed: KeyedRow, among rows: [KeyedRow], entry: TimelineEntry, heard: [ItemKey: ItemClause]
  ) -> String? {
    let time = { (row: KeyedRow) -> (String, isEnd: Bool)? in
      heard[row.key].flatMap { clause in clause.spokenTime.map { ($0, clause.timeIsEnd) } }
    }
    // Each candidate gives what must differ between the rows and the words that say it: a
    // day tells apart only rows on different days ("now" and "today" are one day).
    let candidates: [(KeyedRow) -> (key: String, label: String)?] = [
      { keyed in
        let row = keyed.row
        let label = dayPhrase(keyed, entry: entry, heard: heard)
        let said = row.state == .overdue || row.state == .dueNow
        return (said ? label : "\(actionDay(row))", label)
      },
      { keyed in
        let row = keyed.row
        return time(keyed).map { time, isEnd in
          let label = localizer.string(
            isEnd
              ? .actionWhichUntil
              : row.item.kind == .reminder ? .actionWhichDueTime : .actionWhichTime,
            .string(time))
          return (label, label)
        }
      },
      { keyed in
        let row = keyed.row
        // A reminder due yesterday at 5 PM and one due yesterday: "yesterday at 5 PM" and
        // "yesterday", as the summary told them apart.
        guard let (time, isEnd) = time(keyed), !isEnd else {
          let label = dayPhrase(keyed, entry: entry, heard: heard)
          return (label, label)
        }
        let label = localizer.string(
          row.item.kind == .reminder ? .actionWhichDueDayTime : .actionWhichDayTime,
          .string(dayOn(row, entry: entry)), .string(time))
        return (label, label)
      },
      { keyed in
        // Two events that start together and end apart: their times as said.
        guard keyed.row.item.kind == .event, let when = heard[keyed.key]?.when else {
          return nil
        }
        let label = localizer.string(.actionWhichRange, .string(when))
        return (label, label)
      },
      { keyed in
        let row = keyed.row
        guard let group = heard[keyed.key]?.group else { return nil }
        let label = localizer.string(
          row.item.kind == .reminder ? .actionWhichList : .actionWhichCalendar,
          .string(group))
        return (label, label)
      },
    ]
    for candidate in candidates {
      let found = rows.map(candidate)
      if found.allSatisfy({ $0 != nil }), Set(found.map { $0?.key }).count == rows.count,
        Set(found.map { $0?.label }).count == rows.count, let label = candidate(keyed)?.label
      {
        return label
      }
    }
    // Nothing tells them all apart: this row still gets the first words that tell it from
    // every other. Of those nothing tells apart, the first gets the first words said of it,
    // as the one the listener heard first, and the others none: a number ("item 2") was
    // never heard.
    let others = rows.filter { $0.row.item.id != keyed.row.item.id }
    for candidate in candidates {
      guard let mine = candidate(keyed) else { continue }
      let theirs = others.compactMap(candidate)
      if !theirs.contains(where: { $0.key == mine.key || $0.label == mine.label }) {
        return mine.label
      }
    }
    func firstWords(_ row: KeyedRow) -> String? {
      candidates.lazy.compactMap { $0(row)?.label }.first
    }
    guard let mine = firstWords(keyed) else { return nil }
    let earlier = rows.prefix { $0.row.item.id != keyed.row.item.id }
    return earlier.contains { firstWords($0) == mine } ? nil : mine
  }

  /// The day phrase: for a reminder overdue or due now what the summary said of it
  /// ("overdue since Thursday", "due now"), for an event in progress "now", for the rest the
  /// day or date.
  func dayPhrase(_ keyed: KeyedRow, entry: TimelineEntry, heard: [ItemKey: ItemClause])
    -> String
  {
    let row = keyed.row
    if row.state == .overdue || row.state == .dueNow, let said = heard[keyed.key]?.when {
      return localizer.string(
        .actionWhichSaid, .string(said), .string(actionDayName(row, entry: entry)))
    }
    if row.state == .inProgress { return localizer.string(.actionWhichNow) }
    let date = actionDay(row)
    let due = row.item.kind == .reminder
    let offset = date.dayNumber - entry.day.dayNumber
    if (-6...6).contains(offset) {
      // A reminder still to come is due "on Wednesday" where the language says "on".
      let name = due ? clock.dayOn(date, relativeTo: entry.day) : actionDayName(row, entry: entry)
      return localizer.string(due ? .actionWhichDueDay : .actionWhichDay, .string(name))
    }
    return localizer.string(
      due ? .actionWhichDueDate : .actionWhichDate, .string(clock.monthDay(date)))
  }

  /// The day with a time after it, where a language says "on" ("am Mittwoch um 9 Uhr"):
  /// "tomorrow", "Wednesday", else the day as the summary says it.
  func dayOn(_ row: TimelineRow, entry: TimelineEntry) -> String {
    let date = actionDay(row)
    guard (-1...6).contains(date.dayNumber - entry.day.dayNumber) else {
      return actionDayName(row, entry: entry)
    }
    return clock.dayOn(date, relativeTo: entry.day)
  }

  /// The day as the summary says it: "yesterday", "Saturday", "April 17".
  func actionDayName(_ row: TimelineRow, entry: TimelineEntry) -> String {
    let date = actionDay(row)
    switch date.dayNumber - entry.day.dayNumber {
    case -1...6: return clock.dayName(date, relativeTo: entry.day)
    case -6 ... -2: return clock.weekday(date)
    default: return clock.monthDay(date)
    }
  }

  /// The day an item is on or due, as the summary says it: an event in progress or all day is
  /// on the entry's day, a reminder on its due day.
  func actionDay(_ row: TimelineRow) -> LocalDate {
    switch (row.item.kind, row.item.start) {
    case (.reminder, .date(let date)?): date
    case (.reminder, .instant(let instant)?): zone.localDate(forInstant: instant)
    default: row.day
    }
  }
}
