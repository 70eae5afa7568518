import ICalendar

/// A person's merged time line inside a window: event occurrences and reminders, in one
/// deterministic order.
///
/// Order: by day (in the agenda's time zone), all-day items first within a day, then by
/// time, title and id. Cancelled occurrences and completed or cancelled reminders are left
/// out, and so are events whose title says they were cancelled ("Canceled: …", as Outlook
/// writes it without a STATUS, or "Declined: …"; the words are the lexicons', so the caller
/// says which), and events the person declined by any of their addresses, in whichever of
/// their calendars the invitation sits (`Source.ownerAddresses`).
/// Reminders whose due time is before the window stay in (they are overdue); reminders
/// without a due date are kept apart in `undated`. A repeating reminder gives an item per
/// open instance due in the window, and its latest instance due before it when that is open
/// (`RepeatingReminders`).
public struct Agenda: Sendable {
  public var items: [AgendaItem]
  public var undated: [AgendaItem]
  public var diagnostics: [Diagnostic]
  public var zone: ZoneRules

  /// Builds the agenda of `source` for `[start, end)` (seconds since 1970), reading floating
  /// times and all-day dates in `zone`; `cancelledByTitle` says of an event's title whether
  /// it marks the event cancelled.
  public init(
    source: Source, from start: Int64, to end: Int64, zone: ZoneRules,
    limits: ExpansionLimits = .default, cancelledByTitle: (String) -> Bool = { _ in false }
  ) {
    self.zone = zone
    var items: [AgendaItem] = []
    var diagnostics: [Diagnostic] = []
    var seen: [String: String] = [:]
    var expander = OccurrenceExpander(floatingZone: zone, limits: limits)
    // The occurrences of a series share their title: each title is judged once.
    var judged: [String: Bool] = [:]
    func isCancelled(_ title: String) -> Bool {
      if let known = judged[title] { return known }
      let cancelled = cancelledByTitle(title)
      judged[title] = cancelled
      return cancelled
    }

    // The owner is known across all of the person's calendars: an invitation declined in a
    // shared one ("Clients") is as declined as one in the calendar named after them.
    let owner = source.ownerAddresses

    for calendar in source.calendars {
      // The source's files share one bound on what the window holds: each has what the files
      // before it left (at least none, which the expander reports when it has any to add).
      expander.limits.maxOccurrences = max(0, limits.maxOccurrences - items.count)
      // A file's VCALENDARs are expanded together: UIDs are global (RFC 5545 §3.8.4.7), so a
      // moved instance in one calendar object overrides its series in another.
      let result = expander.expand(
        calendar.file.events, from: start, to: end, fileName: calendar.file.fileName)
      diagnostics += result.diagnostics
      for occurrence in result.occurrences
      where occurrence.status != .cancelled && !occurrence.event.isDeclined(byAnyOf: owner)
        && !isCancelled(occurrence.title ?? "")
      {
        // Each event carries the name of its own calendar object (X-WR-CALNAME).
        let item = Self.item(
          occurrence, group: calendar.name, favorites: source.favorites, owner: owner)
        if let first = seen[item.id] {
          diagnostics.append(
            Diagnostic(
              file: calendar.file.fileName, line: occurrence.event.line, code: .duplicateItem,
              message: "event '\(occurrence.uid)' is also in '\(first)'; shown once"))
          continue
        }
        seen[item.id] = calendar.file.fileName
        items.append(item)
      }
    }

    var undated: [AgendaItem] = []
    var repeating: [RepeatingReminders.Component] = []
    var paths: [Int: String] = [:]
    // A reminder whose title says it was cancelled ("Interview (Canceled)") is left out as a
    // cancelled event is: nothing is overdue about it.
    for reminder in source.reminders where !reminder.isClosed && !isCancelled(reminder.title) {
      if let repetition = reminder.repetition {
        let todo = RepeatingReminders.todo(reminder, line: repeating.count + 1, zone: zone)
        repeating.append(.init(todo: todo, reminder: reminder))
        paths[todo.line] = repetition.path
        continue
      }
      let item = Self.item(reminder, zone: zone, favorites: source.favorites)
      guard seen[item.id] == nil else { continue }
      seen[item.id] = "reminders"
      guard let due = item.start else {
        undated.append(item)
        continue
      }
      if due.instant(in: zone) < end { items.append(item) }
    }

    // Repeating reminders and to-dos have what the calendars' events left of the bound.
    expander.limits.maxOccurrences = max(0, limits.maxOccurrences - items.count)
    let series = RepeatingReminders(
      expander: expander, window: start..<max(start, end), favorites: source.favorites)
    var found: [(items: [AgendaItem], diagnostics: [Diagnostic])] = []
    if !repeating.isEmpty {
      let file = source.remindersFileName ?? "reminders.json"
      found.append(series.items(repeating, fileName: file, paths: paths))
    }
    // A VTODO whose UID a reminder already uses is that reminder, as for one due once.
    let known = Set(source.reminders.map(\.id))
    for calendar in source.calendars {
      let uids = RepeatingReminders.seriesUIDs(calendar.file.todos)
      let components = calendar.file.todos.compactMap { todo in
        uids.contains(todo.uid) && !known.contains(todo.uid)
          ? RepeatingReminders.Component(
            todo: todo, reminder: Reminder(todo: todo, defaultList: calendar.name))
          : nil
      }
      if !components.isEmpty {
        found.append(series.items(components, fileName: calendar.file.fileName))
      }
    }
    for (instances, problems) in found {
      diagnostics += problems
      for item in instances where seen[item.id] == nil && !isCancelled(item.title) {
        seen[item.id] = "reminders"
        items.append(item)
      }
    }

    items = Self.agendaOrder(items, zone: zone).map { items[$0] }
    undated.sort { ($0.title, $0.id) < ($1.title, $1.id) }
    diagnostics.sort(by: Diagnostic.reportingOrder)
    self.items = items
    self.undated = undated
    self.diagnostics = diagnostics
  }

  /// The positions of `items` in the agenda order: day, all-day first, time, title, id.
  ///
  /// Each item's day and instant are worked out once, not at each comparison: they go through
  /// the zone's transitions.
  public static func agendaOrder(_ items: [AgendaItem], zone: ZoneRules) -> [Int] {
    let keys = items.map { sortKey($0, zone: zone) }
    return items.indices.sorted { i, j in
      let (a, b, x, y) = (items[i], items[j], keys[i], keys[j])
      if x.day != y.day { return x.day < y.day }
      if a.isAllDay != b.isAllDay { return a.isAllDay }
      if x.instant != y.instant { return x.instant < y.instant }
      if a.title != b.title { return a.title < b.title }
      return a.id < b.id
    }
  }

  static func sortKey(_ item: AgendaItem, zone: ZoneRules) -> (day: Int64, instant: Int64) {
    guard let start = item.start else { return (.max, .max) }
    switch start {
    case .date(let date):
      return (Int64(date.dayNumber), zone.instant(forLocal: Int64(date.dayNumber) * 86_400))
    case .instant(let seconds):
      return (CivilCalendar.floorDiv(zone.local(forInstant: seconds), 86_400), seconds)
    }
  }

  public static func format(_ time: OccurrenceTime) -> String {
    switch time {
    case .instant(let seconds): ISO8601Value.format(instant: seconds)
    case .date(let date): date.description
    }
  }

  /// The item of `occurrence`. An invitation the person (`owner`, their addresses) answered
  /// tentatively, or one Outlook marks busy-tentative, is tentative as STATUS:TENTATIVE
  /// makes it (`Event.isTentative(byAnyOf:)`): the person has not said they will go.
  static func item(
    _ occurrence: Occurrence, group: String, favorites: Set<String>, owner: Set<String> = []
  ) -> AgendaItem {
    let original = occurrence.recurrenceID ?? occurrence.start
    let status: AgendaItem.Status =
      switch occurrence.status {
      case .tentative: .tentative
      case .cancelled: .cancelled
      case .confirmed: occurrence.event.isTentative(byAnyOf: owner) ? .tentative : .confirmed
      }
    return AgendaItem(
      id: "event:\(occurrence.uid)@\(format(original))", kind: .event,
      title: occurrence.title ?? "",
      start: occurrence.start, end: occurrence.end, isAllDay: occurrence.isAllDay,
      group: occurrence.event.calendarName ?? group,
      location: occurrence.event.location.flatMap { $0.isEmpty ? nil : $0 },
      status: status, isFavorite: favorites.contains(occurrence.uid), sourceID: occurrence.uid,
      occurrence: original)
  }

  static func item(_ reminder: Reminder, zone: ZoneRules, favorites: Set<String>) -> AgendaItem {
    let due: OccurrenceTime? =
      switch reminder.due {
      case .date(let date)?: .date(date)
      case .floating(let local)?: .instant(zone.instant(forLocal: local.localSeconds))
      case .instant(let seconds)?: .instant(seconds)
      case nil: nil
      }
    return item(reminder, due: due, occurrence: nil, favorites: favorites)
  }

  /// The item of a reminder due at `due`; `occurrence` names the instance of a repeating one
  /// (its RECURRENCE-ID, or its original due time), which its id then carries.
  static func item(
    _ reminder: Reminder, due: OccurrenceTime?, occurrence: OccurrenceTime?,
    favorites: Set<String>
  ) -> AgendaItem {
    var isAllDay = false
    if case .date? = due { isAllDay = true }
    return AgendaItem(
      id: "reminder:\(reminder.id)" + (occurrence.map { "@\(format($0))" } ?? ""),
      kind: .reminder, title: reminder.title, start: due, end: nil, isAllDay: isAllDay,
      group: reminder.list, priority: reminder.priority, isCompleted: reminder.isCompleted,
      isFavorite: reminder.isFlagged || favorites.contains(reminder.id), sourceID: reminder.id,
      occurrence: occurrence)
  }
}
