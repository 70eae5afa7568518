/// The findings a team has accepted for now, so that CI fails only on new ones
/// (`glance lint --baseline <file>`, written by `--write-baseline`).
///
/// A finding is kept by what it is, not where, and never by people's words: its rule, locale,
/// family, what it judged (a summary, an action name, an entry's actions), the entry's template
/// (the catalog keys its summary was composed with) and the fingerprint of Glance's words in
/// the text judged (`CopyFingerprint`: titles taken out, digits written `#`, hashed). So the key
/// survives entries moving to another instant, times and counts in the sentence, other
/// snapshots changing, sources added or renamed, text sizes, and the same sentence said of
/// someone else's event; and the file, meant to be committed, holds no title.
///
/// The file is text, one finding a line, so that it diffs and merges well:
///
/// ```
/// glance.lint-baseline/2
/// GL008<TAB>de-DE<TAB>small<TAB>summary<TAB>lead.now more.today range.until<TAB>3f9a0c21d4e87b65
/// ```
///
/// The lines after the first are sorted by their UTF-8 bytes and unique, so the same findings
/// always write the same bytes. The first version of the file (`glance.lint-baseline/1`) held
/// the sentences themselves, people's titles with them; it is refused with the command that
/// writes its successor.
public struct LintBaseline: Sendable, Hashable {
  public static let header = "glance.lint-baseline/2"
  /// The first version's header, refused with what to do instead.
  public static let firstHeader = "glance.lint-baseline/1"

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
    let first = lines.first.map { String($0.trimmingSuffix("\r")) } ?? ""
    guard first != Self.firstHeader else {
      throw Failure(
        file: file, line: 1,
        message:
          "'\(Self.firstHeader)' holds the sentences judged, people's titles with them; write a '\(Self.header)' baseline, keyed by template and hash, with 'glance lint <snapshot-dir> --baseline \(file) --write-baseline' (it replaces the file), and remove the old one from the repository's history"
      )
    }
    guard first == Self.header else {
      throw Failure(
        file: file, line: 1,
        message: "not a lint baseline: expected '\(Self.header)', found '\(first.prefix(60))'")
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

  /// rule, locale, family, judged, template, fingerprint.
  static let fieldCount = 6

  public func contains(_ finding: LintFinding) -> Bool {
    keys.contains(Self.key(finding))
  }

  /// The file's text: the header and the keys, sorted, one a line.
  public var text: String {
    ([Self.header] + keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) })
      .joined(separator: "\n") + "\n"
  }

  /// A finding's line: its fields separated by tabs; `-` for a snapshot without templates.
  public static func key(_ finding: LintFinding) -> String {
    [
      finding.rule, finding.locale, finding.family.rawValue, finding.judged.rawValue,
      finding.template.map { $0.isEmpty ? "-" : $0 } ?? "-", finding.fingerprint,
    ].joined(separator: "\t")
  }
}

extension Substring {
  fileprivate func trimmingSuffix(_ suffix: String) -> Substring {
    hasSuffix(suffix) ? dropLast(suffix.count) : self
  }
}
