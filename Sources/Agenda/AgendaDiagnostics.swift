import ICalendar

// The codes of the Agenda stage: reminders files (`REM`), source folders (`SRC`) and the
// merged agenda (`AGD`). Keep Docs/diagnostics.md in step.
extension DiagnosticCode {
  public static let remindersNotJSON = DiagnosticCode("REM001", .error)
  public static let remindersUnreadable = DiagnosticCode("REM002", .error)
  public static let reminderNotObject = DiagnosticCode("REM003", .error)
  public static let reminderInvalidID = DiagnosticCode("REM004", .error)
  public static let reminderDuplicateID = DiagnosticCode("REM005", .error)
  public static let reminderMissingTitle = DiagnosticCode("REM006", .error)
  public static let reminderInvalidDue = DiagnosticCode("REM007", .error)
  public static let reminderInvalidValue = DiagnosticCode("REM008", .error)
  public static let reminderFieldIgnored = DiagnosticCode("REM009", .warning)
  public static let reminderUnknownList = DiagnosticCode("REM010", .warning)
  public static let reminderInvalidList = DiagnosticCode("REM011", .warning)
  public static let reminderInvalidRepeat = DiagnosticCode("REM012", .error)

  public static let sourceSettingsNotJSON = DiagnosticCode("SRC001", .error)
  public static let sourceSettingIgnored = DiagnosticCode("SRC002", .warning)
  public static let favoritesUnreadable = DiagnosticCode("SRC003", .error)
  public static let favoriteIgnored = DiagnosticCode("SRC004", .warning)

  public static let duplicateItem = DiagnosticCode("AGD001", .note)
  public static let unspeakableCharacters = DiagnosticCode("AGD002", .note)
}
