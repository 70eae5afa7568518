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
  /// Reminders from `reminders.json`, then from the calendars' VTODOs.
  public var reminders: [Reminder]
  /// Item ids the person marked as favorites.
  public var favorites: Set<String>
  public var diagnostics: [Diagnostic]

  /// Reads every file of a source: `*.ics` calendars (in name order), `reminders.json`,
  /// `favorites.json` and `source.json`. Other files are ignored.
  public init(files: SourceFiles, reader: CalendarReader = CalendarReader()) {
    id = files.id
    settings = SourceSettings()
    calendars = []
    reminders = []
    favorites = []
    diagnostics = []
    var todoReminders: [Reminder] = []
    for file in files.files.sorted(by: { $0.name < $1.name }) {
      let lowered = file.name.lowercased()
      if lowered.hasSuffix(".ics") {
        let parsed = reader.read(file.bytes, fileName: file.displayName)
        diagnostics += parsed.diagnostics
        let fallback = String(file.name.dropLast(4))
        for object in parsed.calendars {
          let name = object.name.flatMap { $0.isEmpty ? nil : $0 } ?? fallback
          for todo in object.todos {
            var reminder = Reminder(todo: todo)
            reminder.list = name
            todoReminders.append(reminder)
          }
        }
        let name = parsed.calendars.lazy.compactMap(\.name).first { !$0.isEmpty } ?? fallback
        calendars.append(Calendar(name: name, file: parsed))
      } else if lowered == "reminders.json" {
        let result = RemindersReader().read(file.bytes, fileName: file.displayName)
        reminders = result.reminders
        diagnostics += result.diagnostics
      } else if lowered == "favorites.json" {
        let result = FavoritesReader.read(file.bytes, fileName: file.displayName)
        favorites = result.favorites
        diagnostics += result.diagnostics
      } else if lowered == "source.json" {
        let result = SourceSettings.read(file.bytes, fileName: file.displayName)
        settings = result.settings
        diagnostics += result.diagnostics
      }
    }
    // A VTODO whose UID a reminders.json entry already uses is the same reminder.
    let known = Set(reminders.map(\.id))
    reminders += todoReminders.filter { !known.contains($0.id) }
  }
}
