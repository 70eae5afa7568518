import ICalendar
import JSON

/// `diagnostics.json` (`glance.diagnostics/1`): every diagnostic of a run, in reporting order,
/// and the one JSON shape of a diagnostic that every command writes.
public enum DiagnosticsFile {
  public static let schema = "glance.diagnostics/1"

  enum CodingKeys: String {
    case diagnostics, schema
  }

  enum DiagnosticKeys: String {
    case code, file, line, message, path, severity
  }

  /// One diagnostic: `file`, `line` (or null), `path` when it has one, `code`, `severity` and
  /// `message`.
  public static func json(_ diagnostic: Diagnostic) -> JSONValue {
    var members: [(key: String, value: JSONValue)] = [
      (DiagnosticKeys.file.rawValue, .string(diagnostic.file)),
      (DiagnosticKeys.code.rawValue, .string(diagnostic.code.rawValue)),
      (DiagnosticKeys.severity.rawValue, .string(diagnostic.severity.rawValue)),
      (DiagnosticKeys.message.rawValue, .string(diagnostic.message)),
      (DiagnosticKeys.line.rawValue, diagnostic.line.map { .integer($0) } ?? .null),
    ]
    if let path = diagnostic.path { members.append((DiagnosticKeys.path.rawValue, .string(path))) }
    return .object(members)
  }

  /// The file's bytes: every diagnostic once, in reporting order.
  public static func bytes(_ diagnostics: [Diagnostic]) -> [UInt8] {
    let ordered = Set(diagnostics).sorted(by: Diagnostic.reportingOrder)
    return CanonicalJSONWriter.bytes(
      .object([
        (CodingKeys.schema.rawValue, .string(schema)),
        (CodingKeys.diagnostics.rawValue, .array(ordered.map(json))),
      ]))
  }

  /// The diagnostics of a `diagnostics.json`; `nil` when the bytes are not one.
  public static func read(_ bytes: [UInt8]) -> [Diagnostic]? {
    guard let document = try? JSONReader().read(bytes),
      document[CodingKeys.schema.rawValue] == .string(schema),
      case .array(let items)? = document[CodingKeys.diagnostics.rawValue]
    else { return nil }
    var diagnostics: [Diagnostic] = []
    for item in items {
      guard case .string(let file)? = item[DiagnosticKeys.file.rawValue],
        case .string(let code)? = item[DiagnosticKeys.code.rawValue],
        case .string(let severityName)? = item[DiagnosticKeys.severity.rawValue],
        let severity = Diagnostic.Severity(rawValue: severityName),
        case .string(let message)? = item[DiagnosticKeys.message.rawValue]
      else { return nil }
      let line = item[DiagnosticKeys.line.rawValue]?.intValue
      let path = item[DiagnosticKeys.path.rawValue]?.stringValue
      diagnostics.append(
        Diagnostic(
          file: file, line: line, path: path, code: DiagnosticCode(code, severity),
          severity: severity, message: message))
    }
    return diagnostics
  }
}
