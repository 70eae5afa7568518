/// A stable identifier for a kind of diagnostic, such as `ICS012`.
///
/// Codes are open: each module declares its own in an extension (`ICS…` for calendars,
/// `REM…` for reminders), so a code never changes meaning and tests can match on it.
/// Docs/diagnostics.md lists every code.
public struct DiagnosticCode: RawRepresentable, Sendable, Hashable, Codable, Comparable {
  public var rawValue: String
  /// The severity used when the reporter does not choose one.
  public var defaultSeverity: Diagnostic.Severity

  public init(rawValue: String) {
    self.rawValue = rawValue
    self.defaultSeverity = .warning
  }

  public init(_ rawValue: String, _ defaultSeverity: Diagnostic.Severity) {
    self.rawValue = rawValue
    self.defaultSeverity = defaultSeverity
  }

  public init(from decoder: any Decoder) throws {
    self.init(rawValue: try decoder.singleValueContainer().decode(String.self))
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(rawValue)
  }

  public static func == (a: Self, b: Self) -> Bool { a.rawValue == b.rawValue }
  public func hash(into hasher: inout Hasher) { hasher.combine(rawValue) }
  public static func < (a: Self, b: Self) -> Bool { a.rawValue < b.rawValue }
}

// The iCalendar reader's codes. Keep Docs/diagnostics.md in step.
extension DiagnosticCode {
  public static let invalidUTF8 = DiagnosticCode("ICS001", .warning)
  public static let malformedLine = DiagnosticCode("ICS002", .warning)
  public static let lineTooLong = DiagnosticCode("ICS003", .error)
  public static let unmatchedEnd = DiagnosticCode("ICS004", .warning)
  public static let missingEnd = DiagnosticCode("ICS005", .warning)
  public static let nestingTooDeep = DiagnosticCode("ICS006", .error)
  public static let tooManyProperties = DiagnosticCode("ICS007", .error)
  public static let tooManyDiagnostics = DiagnosticCode("ICS008", .error)
  public static let fileTooLarge = DiagnosticCode("ICS009", .error)
  public static let missingProperty = DiagnosticCode("ICS010", .error)
  public static let invalidDateTime = DiagnosticCode("ICS012", .error)
  public static let invalidDuration = DiagnosticCode("ICS013", .warning)
  public static let invalidRecurrenceRule = DiagnosticCode("ICS014", .warning)
  public static let unknownTimeZone = DiagnosticCode("ICS015", .warning)
  public static let invalidUTCOffset = DiagnosticCode("ICS016", .warning)
  public static let endBeforeStart = DiagnosticCode("ICS017", .warning)
  public static let invalidInteger = DiagnosticCode("ICS018", .warning)
  public static let propertyOutsideComponent = DiagnosticCode("ICS019", .warning)
  public static let invalidTimeZoneDefinition = DiagnosticCode("ICS020", .warning)
  public static let missingUID = DiagnosticCode("ICS021", .warning)
  public static let invalidValue = DiagnosticCode("ICS022", .warning)
  public static let noCalendarData = DiagnosticCode("ICS023", .warning)
  public static let duplicateProperty = DiagnosticCode("ICS024", .warning)
  public static let invalidPeriod = DiagnosticCode("ICS025", .warning)
  public static let tooManyComponents = DiagnosticCode("ICS026", .error)
  public static let convertedEncoding = DiagnosticCode("ICS027", .note)
  public static let parameterOverridden = DiagnosticCode("ICS028", .note)
  public static let dateTimeInAllDaySeries = DiagnosticCode("ICS029", .warning)
  public static let tooManyDates = DiagnosticCode("ICS042", .error)
  public static let tooManyTransitions = DiagnosticCode("ICS043", .warning)

  // Recurrence expansion.
  public static let recurrenceInstanceLimit = DiagnosticCode("ICS030", .warning)
  public static let recurrenceSearchLimit = DiagnosticCode("ICS031", .warning)
  public static let recurrenceOutOfRange = DiagnosticCode("ICS032", .warning)
  public static let orphanOverride = DiagnosticCode("ICS033", .note)
  public static let overrideOutsideRule = DiagnosticCode("ICS034", .note)
  public static let duplicateUID = DiagnosticCode("ICS035", .note)
  public static let fileSearchBudgetSpent = DiagnosticCode("ICS036", .warning)
  public static let untilFormMismatch = DiagnosticCode("ICS037", .warning)
  public static let unsynchronizedCount = DiagnosticCode("ICS038", .note)
  public static let statedOffsetZone = DiagnosticCode("ICS039", .warning)
  public static let ownRuleExpanded = DiagnosticCode("ICS040", .note)
  public static let occurrenceLimit = DiagnosticCode("ICS041", .warning)
}
