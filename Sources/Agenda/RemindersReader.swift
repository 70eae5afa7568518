import ICalendar
import JSON

/// Reads a reminders file, version 1 (Docs/reminders-format.md).
///
/// Validation is exact and kind: a reminder with a missing or invalid field that changes its
/// meaning (id, title, due, repeat, completed, priority, flagged) is skipped with a diagnostic
/// naming its JSON path and value; one with a cosmetic field of the wrong type (notes, url)
/// keeps everything else. Unknown fields are ignored, so newer writers can add fields.
public struct RemindersReader: Sendable {
  public struct Result: Sendable {
    public var reminders: [Reminder]
    public var diagnostics: [Diagnostic]
    /// The name the caller gave the file, which diagnostics use.
    public var fileName = "reminders.json"
  }

  public init() {}

  public func read(_ bytes: [UInt8], fileName: String) -> Result {
    var run = Run(fileName: fileName)
    let document: JSONValue
    do {
      document = try JSONReader().read(bytes)
    } catch {
      run.diagnostics.append(
        Diagnostic(
          file: fileName, line: error.line, code: .remindersNotJSON,
          message: "not valid JSON at column \(error.column): \(error.message); no reminders read"))
      return Result(reminders: [], diagnostics: run.diagnostics, fileName: fileName)
    }
    run.read(document)
    return Result(reminders: run.reminders, diagnostics: run.diagnostics, fileName: fileName)
  }
}

private struct Run {
  let fileName: String
  var reminders: [Reminder] = []
  var diagnostics: [Diagnostic] = []
  var listTitles: [String: String] = [:]
  var knownTitles: Set<String> = []
  var hasLists = false
  var seenIDs: Set<String> = []

  init(fileName: String) {
    self.fileName = fileName
  }

  mutating func report(_ code: DiagnosticCode, _ path: JSONPath, _ message: String) {
    diagnostics.append(
      Diagnostic(file: fileName, path: path.description, code: code, message: message))
  }

  mutating func read(_ document: JSONValue) {
    switch document {
    case .array(let items):
      readReminders(items, at: .root)
    case .object:
      if let version = document["version"] {
        guard case .integer(1) = version else {
          report(
            .remindersUnreadable, .root + "version",
            "unsupported version '\(version.quoted)'; this reader knows version 1; no reminders read"
          )
          return
        }
      }
      if let lists = document["lists"] { readLists(lists, at: .root + "lists") }
      guard let items = document["reminders"] else {
        report(.remindersUnreadable, .root, "no 'reminders' array; no reminders read")
        return
      }
      guard case .array(let array) = items else {
        report(
          .remindersUnreadable, .root + "reminders",
          "expected an array of reminders, found \(items.kindName); no reminders read")
        return
      }
      readReminders(array, at: .root + "reminders")
    default:
      report(
        .remindersUnreadable, .root,
        "expected an array of reminders or an object with 'reminders', found \(document.kindName); no reminders read"
      )
    }
  }

  mutating func readLists(_ value: JSONValue, at path: JSONPath) {
    guard case .array(let items) = value else {
      report(
        .reminderInvalidList, path,
        "expected an array of lists, found \(value.kindName); lists ignored")
      return
    }
    hasLists = true
    for (index, item) in items.enumerated() {
      let itemPath = path + index
      guard case .string(let title)? = item["title"], !title.isEmpty else {
        report(.reminderInvalidList, itemPath, "list without a 'title' ignored")
        continue
      }
      knownTitles.insert(title)
      if case .string(let id)? = item["id"] { listTitles[id] = title }
    }
  }

  mutating func readReminders(_ items: [JSONValue], at path: JSONPath) {
    for (index, item) in items.enumerated() {
      if let reminder = readReminder(item, at: path + index) { reminders.append(reminder) }
    }
  }

  mutating func readReminder(_ item: JSONValue, at path: JSONPath) -> Reminder? {
    guard case .object = item else {
      report(
        .reminderNotObject, path, "expected a reminder object, found \(item.kindName); skipped")
      return nil
    }
    // The title names the reminder in every later message.
    let title = item["title"]?.stringValue
    let subject = title.map { "reminder '\($0)'" } ?? "reminder"

    guard let idValue = item["id"] else {
      report(.reminderInvalidID, path, "\(subject) has no 'id'; skipped")
      return nil
    }
    guard case .string(let id) = idValue, !id.isEmpty else {
      report(
        .reminderInvalidID, path + "id",
        "invalid id '\(idValue.quoted)', expected a non-empty string; \(subject) skipped")
      return nil
    }
    guard !seenIDs.contains(id) else {
      report(.reminderDuplicateID, path + "id", "duplicate id '\(id)'; \(subject) skipped")
      return nil
    }
    guard let title, !title.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
      let found = item["title"].map { "invalid title '\($0.quoted)'" } ?? "no 'title'"
      report(.reminderMissingTitle, path + "title", "\(found); reminder '\(id)' skipped")
      return nil
    }

    var reminder = Reminder(id: id, title: title)
    if let due = item["due"], due != .null {
      guard case .string(let text) = due, let parsed = ISO8601Value(text) else {
        report(
          .reminderInvalidDue, path + "due", "invalid date '\(due.quoted)'; \(subject) skipped"
        )
        return nil
      }
      reminder.due =
        switch parsed {
        case .date(let date): .date(date)
        case .floating(let local): .floating(local)
        case .instant(let seconds): .instant(seconds)
        }
    }
    if let value = item["repeat"], value != .null {
      guard let repetition = readRepetition(value, at: path + "repeat", subject: subject) else {
        return nil
      }
      guard reminder.due != nil else {
        report(
          .reminderInvalidRepeat, path + "repeat",
          "'repeat' needs a 'due' to repeat from; \(subject) skipped")
        return nil
      }
      reminder.repetition = repetition
    }
    if let completed = item["completed"], completed != .null {
      guard case .bool(let flag) = completed else {
        report(
          .reminderInvalidValue, path + "completed",
          "invalid 'completed' value '\(completed.quoted)', expected true or false; \(subject) skipped"
        )
        return nil
      }
      reminder.isCompleted = flag
    }
    if let completedAt = item["completedAt"], completedAt != .null {
      guard case .string(let text) = completedAt, let parsed = ISO8601Value(text),
        case .instant(let seconds) = parsed
      else {
        report(
          .reminderInvalidValue, path + "completedAt",
          "invalid 'completedAt' value '\(completedAt.quoted)', expected an instant such as 2026-06-01T17:00:00Z; \(subject) skipped"
        )
        return nil
      }
      reminder.completedAt = seconds
    }
    if let priority = item["priority"], priority != .null {
      switch priority {
      case .string(let name) where Reminder.Priority(rawValue: name.lowercased()) != nil:
        reminder.priority = Reminder.Priority(rawValue: name.lowercased())!
      case .integer(let number) where (0...9).contains(number):
        reminder.priority = Reminder.Priority(icalendar: number)
      default:
        report(
          .reminderInvalidValue, path + "priority",
          "invalid priority '\(priority.quoted)', expected none, low, medium, high or 0–9; \(subject) skipped"
        )
        return nil
      }
    }
    if let flagged = item["flagged"], flagged != .null {
      guard case .bool(let flag) = flagged else {
        report(
          .reminderInvalidValue, path + "flagged",
          "invalid 'flagged' value '\(flagged.quoted)', expected true or false; \(subject) skipped"
        )
        return nil
      }
      reminder.isFlagged = flag
    }
    if let list = item["list"], list != .null {
      guard case .string(let reference) = list, !reference.isEmpty else {
        report(
          .reminderInvalidValue, path + "list",
          "invalid list '\(list.quoted)', expected a list title or id; \(subject) skipped")
        return nil
      }
      if let title = listTitles[reference] {
        reminder.list = title
      } else {
        if hasLists, !knownTitles.contains(reference) {
          report(
            .reminderUnknownList, path + "list",
            "unknown list '\(reference)'; used as the list's title")
        }
        reminder.list = reference
      }
    }
    reminder.notes = optionalString(item, "notes", at: path, subject: subject)
    reminder.url = optionalString(item, "url", at: path, subject: subject)
    var speakable = SpeakableText()
    speakable.clean(&reminder.title, field: "title")
    speakable.clean(&reminder.list, field: "list")
    if let message = speakable.message(subject: "reminder '\(Excerpt.clip(reminder.title))'") {
      report(.unspeakableCharacters, path, message)
    }
    seenIDs.insert(id)
    return reminder
  }

  /// A `repeat` value: RRULE's value, with or without the `RRULE:` name.
  mutating func readRepetition(_ value: JSONValue, at path: JSONPath, subject: String)
    -> Reminder.Repetition?
  {
    guard case .string(let text) = value else {
      report(
        .reminderInvalidRepeat, path,
        "invalid 'repeat' value '\(value.quoted)', expected a recurrence rule such as FREQ=WEEKLY; \(subject) skipped"
      )
      return nil
    }
    let rule = text.uppercased().hasPrefix("RRULE:") ? String(text.dropFirst(6)) : text
    do {
      return Reminder.Repetition(rule: try RecurrenceRule(parsing: rule), path: path.description)
    } catch {
      report(
        .reminderInvalidRepeat, path,
        "invalid 'repeat' value '\(text)': \(error.message); \(subject) skipped")
      return nil
    }
  }

  mutating func optionalString(_ item: JSONValue, _ key: String, at path: JSONPath, subject: String)
    -> String?
  {
    guard let value = item[key], value != .null else { return nil }
    guard case .string(let text) = value else {
      report(
        .reminderFieldIgnored, path + key,
        "invalid '\(key)' value '\(value.quoted)', expected a string; ignored in \(subject)")
      return nil
    }
    return text
  }
}
