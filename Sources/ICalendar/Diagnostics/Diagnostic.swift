/// One finding about an input file: where it is, how bad it is, and what was done about it.
///
/// Diagnostics are data. Readers collect them and return them beside their results; only the
/// command line prints them, in the compiler-like form `file:line: warning: [ICS012] message`.
public struct Diagnostic: Sendable, Hashable, Codable, CustomStringConvertible {
  /// How much a diagnostic matters.
  ///
  /// `error` means something from the input was lost (a component skipped, a file unreadable);
  /// `warning` means the input was salvaged by a documented rule; `note` is information.
  public enum Severity: String, Sendable, Codable, Comparable, CaseIterable {
    case note, warning, error

    private var rank: Int {
      switch self {
      case .note: 0
      case .warning: 1
      case .error: 2
      }
    }

    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
  }

  /// The file the finding is about, as the caller named it (never an absolute machine path
  /// unless the caller passed one).
  public var file: String
  /// The 1-based line of the finding, or `nil` when it concerns the whole file.
  public var line: Int?
  /// A location inside a structured file such as a JSON path (`$.reminders[3].due`).
  public var path: String?
  public var code: DiagnosticCode
  public var severity: Severity
  public var message: String

  public init(
    file: String, line: Int? = nil, path: String? = nil, code: DiagnosticCode,
    severity: Severity? = nil, message: String
  ) {
    self.file = file
    self.line = line
    self.path = path
    self.code = code
    self.severity = severity ?? code.defaultSeverity
    self.message = message
  }

  /// The compiler-like rendering: `calendar.ics:42: warning: [ICS012] message`.
  public var description: String {
    var location = file
    if let line { location += ":\(line)" }
    if let path { location += ": \(path)" }
    return "\(location): \(severity.rawValue): [\(code.rawValue)] \(message)"
  }
}

extension Diagnostic {
  /// The order diagnostics are reported in: by file, line, code, then message.
  public static func reportingOrder(_ a: Diagnostic, _ b: Diagnostic) -> Bool {
    if a.file != b.file { return a.file < b.file }
    if (a.line ?? 0) != (b.line ?? 0) { return (a.line ?? 0) < (b.line ?? 0) }
    if (a.path ?? "") != (b.path ?? "") { return (a.path ?? "") < (b.path ?? "") }
    if a.code != b.code { return a.code.rawValue < b.code.rawValue }
    return a.message < b.message
  }
}
