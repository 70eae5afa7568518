import ICalendar

/// One person's data as files: the contents of a source folder, read by the caller.
///
/// The Agenda stage does no file system access (so it can run inside a widget extension);
/// `Pipeline` reads folders into this value.
public struct SourceFiles: Sendable {
  public struct File: Sendable {
    /// The name inside the folder, such as `work.ics`.
    public var name: String
    /// The name diagnostics use, such as `consultant/work.ics`.
    public var displayName: String
    public var bytes: [UInt8]

    public init(name: String, displayName: String, bytes: [UInt8]) {
      self.name = name
      self.displayName = displayName
      self.bytes = bytes
    }
  }

  /// The source's id: its folder name.
  public var id: String
  public var files: [File]

  public init(id: String, files: [File]) {
    self.id = id
    self.files = files
  }
}

/// One person's data, read: calendars, reminders, favorites and settings.
public struct Source: Sendable {
  /// One calendar file.
  public struct Calendar: Sendable {
    /// X-WR-CALNAME or NAME, else the file name without `.ics`.
    public var name: String
    public var file: CalendarFile
  }

  public var id: String
  public var settings: SourceSettings
  public var calendars: [Calendar]
  /// Reminders from `reminders.json`, then from the calendars' VTODOs that happen once. A
  /// VTODO series (RRULE, RDATE or RECURRENCE-ID) stays in its calendar file: the agenda
  /// expands it for its window.
  public var reminders: [Reminder]
  /// The name diagnostics use for `reminders.json`, when the source has one.
  public var remindersFileName: String?
  /// Item ids the person marked as favorites.
  public var favorites: Set<String>
  public var diagnostics: [Diagnostic]

  /// What one file of a source holds, read on its own (so files can be read concurrently).
  public enum Part: Sendable {
    case calendar(name: String, file: CalendarFile)
    case reminders(RemindersReader.Result)
    case favorites(Set<String>, [Diagnostic])
    case settings(SourceSettings, [Diagnostic])
    case ignored
  }

  /// Reads one file: `*.ics` calendars, `reminders.json`, `favorites.json`, `source.json`.
  /// Other files are ignored.
  public static func read(_ file: SourceFiles.File, reader: CalendarReader = CalendarReader())
    -> Part
  {
    let lowered = file.name.lowercased()
    if lowered.hasSuffix(".ics") {
      var parsed = SpeakableText.cleaned(reader.read(file.bytes, fileName: file.displayName))
      var name: String? =
        parsed.calendars.lazy.compactMap(\.name).first { !$0.isEmpty }
        ?? String(file.name.dropLast(4))
      var named = SpeakableText()
      named.clean(&name, field: "file name")
      if let message = named.message(subject: "calendar '\(file.displayName)'") {
        parsed.diagnostics.append(
          Diagnostic(file: file.displayName, code: .unspeakableCharacters, message: message))
      }
      return .calendar(name: name ?? "", file: parsed)
    }
    switch lowered {
    case "reminders.json":
      return .reminders(RemindersReader().read(file.bytes, fileName: file.displayName))
    case "favorites.json":
      let result = FavoritesReader.read(file.bytes, fileName: file.displayName)
      return .favorites(result.favorites, result.diagnostics)
    case "source.json":
      let result = SourceSettings.read(file.bytes, fileName: file.displayName)
      return .settings(result.settings, result.diagnostics)
    default: return .ignored
    }
  }

  /// Reads every file of a source, in file name order.
  public init(files: SourceFiles, reader: CalendarReader = CalendarReader()) {
    let sorted = files.files.sorted { $0.name < $1.name }
    self.init(id: files.id, parts: sorted.map { Self.read($0, reader: reader) })
  }

  /// Assembles a source from its files' parts, given in file name order.
  public init(id: String, parts: [Part]) {
    self.id = id
    settings = SourceSettings()
    calendars = []
    reminders = []
    favorites = []
    diagnostics = []
    var todoReminders: [Reminder] = []
    for part in parts {
      switch part {
      case .calendar(let name, let file):
        diagnostics += file.diagnostics
        let series = RepeatingReminders.seriesUIDs(file.todos)
        for todo in file.todos where !series.contains(todo.uid) {
          todoReminders.append(Reminder(todo: todo, defaultList: name))
        }
        calendars.append(Calendar(name: name, file: file))
      case .reminders(let result):
        reminders = result.reminders
        remindersFileName = result.fileName
        diagnostics += result.diagnostics
      case .favorites(let found, let problems):
        favorites = found
        diagnostics += problems
      case .settings(let found, let problems):
        settings = found
        diagnostics += problems
      case .ignored:
        break
      }
    }
    // A VTODO whose UID a reminders.json entry already uses is the same reminder.
    let known = Set(reminders.map(\.id))
    reminders += todoReminders.filter { !known.contains($0.id) }
  }
}
