/// The findings a team has accepted for now, so that CI fails only on new ones
/// (`glance lint --baseline <file>`, written by `--write-baseline`).
///
/// A finding is kept by what it is, not where: its rule, locale, family, what it judged (a
/// summary, an action name, an entry's actions), the text judged and the message, with every
/// run of digits written `#` and white space collapsed. So the key survives what does not
/// change the copy: entries moving to another instant, times and counts in the sentence, other
/// snapshots changing, sources added or renamed, text sizes. The same sentence flagged for a
/// second person is the same finding, not a new one.
///
/// The file is text, one finding a line, so that it diffs and merges well:
///
/// ```
/// glance.lint-baseline/1
/// GL008<TAB>de-DE<TAB>small<TAB>summary<TAB>Jetzt: Standup, bis #:# Uhr. …<TAB>long: # characters, …
/// ```
///
/// The lines after the first are sorted by their UTF-8 bytes and unique, so the same findings
/// always write the same bytes.
public struct LintBaseline: Sendable, Hashable {
  public static let header = "glance.lint-baseline/1"

  /// Why a file could not be read as a baseline: the file, the line and what was wrong.
  public struct Failure: Error, Sendable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var message: String
    public var description: String { "\(file):\(line): \(message)" }
  }

  public private(set) var keys: Set<String>

  /// The baseline of `findings`.
  public init(_ findings: [LintFinding]) {
    keys = Set(findings.map(Self.key))
  }

  /// Reads a baseline file's text; `file` names it in errors.
  public init(text: String, file: String) throws(Failure) {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    guard lines.first.map({ String($0.trimmingSuffix("\r")) }) == Self.header else {
      throw Failure(
        file: file, line: 1,
        message:
          "not a lint baseline: expected '\(Self.header)', found '\(lines.first.map { String($0.prefix(60)) } ?? "")'"
      )
    }
    keys = []
    for (index, line) in lines.enumerated().dropFirst() where !line.isEmpty {
      let fields = line.trimmingSuffix("\r").split(
        separator: "\t", omittingEmptySubsequences: false)
      guard fields.count == Self.fieldCount else {
        throw Failure(
          file: file, line: index + 1,
          message:
            "expected \(Self.fieldCount) fields separated by tabs, found \(fields.count) in '\(String(line.prefix(60)))'"
        )
      }
      keys.insert(fields.joined(separator: "\t"))
    }
  }

  /// rule, locale, family, judged, subject, message.
  static let fieldCount = 6

  public func contains(_ finding: LintFinding) -> Bool {
    keys.contains(Self.key(finding))
  }

  /// The file's text: the header and the keys, sorted, one a line.
  public var text: String {
    ([Self.header] + keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) })
      .joined(separator: "\n") + "\n"
  }

  /// A finding's line: its fields, normalised, separated by tabs.
  public static func key(_ finding: LintFinding) -> String {
    [
      finding.rule, finding.locale, finding.family.rawValue, finding.judged.rawValue,
      normalised(finding.subject), normalised(finding.message),
    ].joined(separator: "\t")
  }

  /// `text` with each run of digits written `#` and each run of white space (tabs, line
  /// breaks and the narrow spaces of formatted times included) one space, trimmed.
  static func normalised(_ text: String) -> String {
    var out = ""
    var pendingSpace = false
    var inDigits = false
    for character in text {
      if character.isWhitespace {
        pendingSpace = !out.isEmpty
        inDigits = false
        continue
      }
      if pendingSpace {
        out.append(" ")
        pendingSpace = false
      }
      if character.isWholeNumber {
        if !inDigits { out.append("#") }
        inDigits = true
      } else {
        out.append(character)
        inDigits = false
      }
    }
    return out
  }
}

extension Substring {
  fileprivate func trimmingSuffix(_ suffix: String) -> Substring {
    hasSuffix(suffix) ? dropLast(suffix.count) : self
  }
}
