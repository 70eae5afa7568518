import ICalendar

/// The instances of repeating reminders that an agenda holds: VTODOs with RRULE or RDATE
/// (with their overrides) and reminders.json entries with `repeat`.
///
/// Each series goes through `OccurrenceExpander`, as an event's does (overrides, EXDATE,
/// COUNT and UNTIL, the same limits); each instance is due as its to-do says
/// (`Todo.seriesStart`). Of the instances, the agenda holds:
/// - every open one due in the window, however many: a weekly chore shows each week;
/// - of those due before the window, the latest, when it is open: it is overdue. Earlier ones
///   are passed over. This week's missed chore stands for last week's, as reminders apps keep
///   one open instance of a repeating reminder, and a series never piles up a row per missed
///   week.
///
/// An instance is open unless the component it shows is completed or cancelled (RFC 5545:
/// an override replaces its instance's properties, and the master's apply to every other).
/// So an override with STATUS:COMPLETED closes that instance only, and a completed master
/// (or a reminders.json entry with `completed`) closes every instance it stands for: the
/// series is done.
///
/// The latest instance before the window is looked for within 8 days of it, then 64, 512 and
/// 4,096 days, each wider search only for the series that reach back further and had none.
struct RepeatingReminders {
  let expander: OccurrenceExpander
  let window: Range<Int64>
  let favorites: Set<String>

  /// How far back the latest instance before the window is looked for, in turn.
  static let lookBacks: [Int64] = [8, 64, 512, 4_096].map { $0 * 86_400 }

  /// One component of a series with the reminder it reads as.
  struct Component {
    var todo: Todo
    var reminder: Reminder
  }

  /// The items the agenda holds of the series among `components`, all from one file, and
  /// the expansion's diagnostics.
  ///
  /// - Parameter paths: the JSON path of a component, by its line, for a reminders file.
  func items(_ components: [Component], fileName: String, paths: [Int: String] = [:])
    -> (items: [AgendaItem], diagnostics: [Diagnostic])
  {
    var reminders: [Int: Reminder] = [:]
    var uids: [Int: String] = [:]
    for component in components {
      reminders[component.todo.line] = component.reminder
      uids[component.todo.line] = component.todo.uid
    }
    var pending = components.map(\.todo)
    var kept: [TodoOccurrence] = []
    var diagnostics: [Diagnostic] = []
    for (round, lookBack) in Self.lookBacks.enumerated() {
      let from = window.lowerBound - lookBack
      let result = expander.expand(pending, from: from, to: window.upperBound, fileName: fileName)
      let found = Dictionary(grouping: result.occurrences, by: \.uid)
      var wider: Set<String> = []
      if round < Self.lookBacks.count - 1 {
        for (uid, series) in Dictionary(grouping: pending, by: \.uid)
        where found[uid]?.contains(where: isBeforeWindow) != true
          && Self.reachesBefore(series, from, zone: expander.floatingZone)
        {
          wider.insert(uid)
        }
      }
      kept += result.occurrences.filter { !wider.contains($0.uid) }
      diagnostics += result.diagnostics.filter { !wider.contains(uids[$0.line ?? 0] ?? "") }
      pending = pending.filter { wider.contains($0.uid) }
      if pending.isEmpty { break }
    }

    var items: [AgendaItem] = []
    var latestBefore: [String: TodoOccurrence] = [:]
    for occurrence in kept {
      if isBeforeWindow(occurrence) {
        // Occurrences come in order of start; the latest due wins.
        if let current = latestBefore[occurrence.uid],
          current.due.instant(in: expander.floatingZone)
            > occurrence.due.instant(in: expander.floatingZone)
        {
          continue
        }
        latestBefore[occurrence.uid] = occurrence
      } else if occurrence.due.instant(in: expander.floatingZone) < window.upperBound {
        items += item(occurrence, reminders)
      }
    }
    for uid in latestBefore.keys.sorted() { items += item(latestBefore[uid]!, reminders) }
    return (items, diagnostics.map { located($0, paths) })
  }

  /// The item of an open instance; none for a closed one.
  private func item(_ occurrence: TodoOccurrence, _ reminders: [Int: Reminder]) -> [AgendaItem] {
    guard let reminder = reminders[occurrence.todo.line], !reminder.isClosed else { return [] }
    return [
      Agenda.item(
        reminder, due: occurrence.due, occurrence: occurrence.recurrenceID, favorites: favorites)
    ]
  }

  /// Whether an instance was due before the window: a timed one before its first moment, a
  /// dated one on an earlier day (a reminder due today is due, not overdue).
  func isBeforeWindow(_ occurrence: TodoOccurrence) -> Bool {
    switch occurrence.due {
    case .instant(let seconds):
      return seconds < window.lowerBound
    case .date(let date):
      let zone = expander.floatingZone
      return Int64(date.dayNumber)
        < CivilCalendar.floorDiv(zone.local(forInstant: window.lowerBound), 86_400)
    }
  }

  /// Whether a series may have instances due before `instant`: one of its components starts,
  /// adds a date (RDATE) or names an instance (RECURRENCE-ID) before it. A rule's instances
  /// never come before its start.
  static func reachesBefore(_ series: [Todo], _ instant: Int64, zone: ZoneRules) -> Bool {
    series.contains { todo in
      let times =
        [todo.seriesStart, todo.recurrenceID].compactMap { $0 }
        + todo.recurrenceDates.map(\.start)
      return times.contains { $0.instant(floatingZone: zone) < instant }
    }
  }

  /// A diagnostic about a reminders.json entry, located by its JSON path rather than a line.
  private func located(_ diagnostic: Diagnostic, _ paths: [Int: String]) -> Diagnostic {
    guard let line = diagnostic.line, let path = paths[line] else { return diagnostic }
    var moved = diagnostic
    moved.line = nil
    moved.path = path
    return moved
  }
}

extension RepeatingReminders {
  /// The UIDs of the to-dos of one file that make a series: one of the UID's components
  /// repeats or replaces an instance (an override of a to-do that happens once replaces it).
  static func seriesUIDs(_ todos: [Todo]) -> Set<String> {
    Set(todos.lazy.filter(\.isSeriesComponent).map(\.uid))
  }

  /// A reminders.json entry with `repeat` as the to-do whose series it is: due at its `due`
  /// and repeating by its rule, on the wall clock of `zone` (an instant is read as the time
  /// it shows there, so a reminder at 5 PM stays at 5 PM across daylight saving).
  static func todo(_ reminder: Reminder, line: Int, zone: ZoneRules) -> Todo {
    var todo = Todo(uid: reminder.id, line: line)
    todo.summary = reminder.title
    switch reminder.due {
    case .date(let date)?: todo.due = .date(date)
    case .floating(let local)?: todo.due = .dateTime(local, .floating)
    case .instant(let seconds)?:
      todo.due = .dateTime(LocalDateTime(localSeconds: zone.local(forInstant: seconds)), .floating)
    case nil: break
    }
    todo.recurrenceRules = reminder.repetition.map { [$0.rule] } ?? []
    return todo
  }
}
