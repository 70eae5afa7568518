/// Collects the diagnostics of one file, enforcing the per-file limit.
///
/// Beyond `limit` findings, further ones are only counted; `finish()` then adds one
/// `ICS008` diagnostic saying how many were suppressed, so the report stays bounded even for
/// a file of random bytes.
struct DiagnosticLog {
  let file: String
  let limit: Int
  private(set) var diagnostics: [Diagnostic] = []
  private var suppressed = 0

  init(file: String, limit: Int) {
    self.file = file
    self.limit = limit
  }

  mutating func report(
    _ code: DiagnosticCode, line: Int?, severity: Diagnostic.Severity? = nil, _ message: String
  ) {
    guard diagnostics.count < limit else {
      suppressed += 1
      return
    }
    diagnostics.append(
      Diagnostic(file: file, line: line, code: code, severity: severity, message: message))
  }

  mutating func finish() -> [Diagnostic] {
    if suppressed > 0 {
      diagnostics.append(
        Diagnostic(
          file: file, code: .tooManyDiagnostics,
          message: "\(suppressed) further diagnostics suppressed after the first \(limit)"))
      suppressed = 0
    }
    return diagnostics
  }
}
