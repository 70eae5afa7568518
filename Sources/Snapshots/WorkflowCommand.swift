/// A GitHub Actions workflow command that annotates a file: `::error file=…,line=…,title=…::`
/// and the message, as `glance diff --format github` and `glance lint --format github` write.
///
/// Values are escaped as the runner reads them: `%`, CR and LF in the message; those and `:`
/// and `,` in properties.
public struct WorkflowCommand: Sendable, Hashable, CustomStringConvertible {
  /// `error`, `warning` or `notice`: how the annotation is shown.
  public enum Level: String, Sendable {
    case error, warning, notice
  }

  public var level: Level
  public var title: String
  public var file: String?
  public var line: Int?
  public var message: String

  public init(
    _ level: Level = .error, title: String, file: String? = nil, line: Int? = nil,
    message: String
  ) {
    self.level = level
    self.title = title
    self.file = file
    self.line = line
    self.message = message
  }

  public var description: String {
    var properties: [String] = []
    if let file { properties.append("file=\(Self.escapedProperty(file))") }
    if let line { properties.append("line=\(line)") }
    properties.append("title=\(Self.escapedProperty(title))")
    return "::\(level.rawValue) \(properties.joined(separator: ","))::\(Self.escapedData(message))"
  }

  /// A workflow command's message: `%`, CR and LF percent-encoded.
  public static func escapedData(_ text: String) -> String {
    text.replacingAll(["%": "%25", "\r": "%0D", "\n": "%0A"])
  }

  /// A workflow command's property value: as a message, and `:` and `,` too.
  public static func escapedProperty(_ text: String) -> String {
    text.replacingAll(["%": "%25", "\r": "%0D", "\n": "%0A", ":": "%3A", ",": "%2C"])
  }
}

extension String {
  /// Each scalar that is a key of `replacements` replaced by its value, in one pass. Scalars,
  /// not characters: CR LF is one `Character`, and each of its two halves must be encoded.
  fileprivate func replacingAll(_ replacements: [Unicode.Scalar: String]) -> String {
    var result = ""
    for scalar in unicodeScalars {
      if let replacement = replacements[scalar] {
        result += replacement
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
