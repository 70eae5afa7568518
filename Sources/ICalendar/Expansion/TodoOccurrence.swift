/// One instance of a to-do inside a window: when it starts and when it is due, with the
/// component whose properties it shows (the master, or the override that replaced it).
public struct TodoOccurrence: Sendable, Hashable {
  public var uid: String
  /// The original start of this instance (RECURRENCE-ID), `nil` for a to-do that happens once.
  public var recurrenceID: OccurrenceTime?
  public var start: OccurrenceTime
  public var due: OccurrenceTime
  public var todo: Todo
}

extension OccurrenceExpander {
  public struct TodoResult: Sendable {
    public var occurrences: [TodoOccurrence]
    public var diagnostics: [Diagnostic]
  }

  /// The instances of `todos` that intersect `[start, end)`, from each one's start to its due
  /// time (`Todo.series`), in the order `expand(_:from:to:fileName:)` gives events.
  ///
  /// A to-do's series goes through the very expansion an event's does: overrides, EXDATE,
  /// COUNT and UNTIL, the limits and their diagnostics. To-dos without DTSTART and DUE have no
  /// instances; the reader has reported any recurrence they have.
  public func expand(_ todos: [Todo], from start: Int64, to end: Int64, fileName: String)
    -> TodoResult
  {
    var byLine: [Int: Todo] = [:]
    var events: [Event] = []
    for todo in todos {
      guard let series = todo.series, byLine.updateValue(todo, forKey: todo.line) == nil else {
        continue
      }
      events.append(series)
    }
    let result = expand(events, from: start, to: end, fileName: fileName)
    let occurrences = result.occurrences.map { occurrence in
      TodoOccurrence(
        uid: occurrence.uid, recurrenceID: occurrence.recurrenceID, start: occurrence.start,
        due: occurrence.end, todo: byLine[occurrence.event.line]!)
    }
    return TodoResult(occurrences: occurrences, diagnostics: result.diagnostics)
  }
}
