import Summaries
import WidgetTimeline

/// A finding of the copy lint: where it is, what it judged, and what is wrong with it.
///
/// Printed as `path: entry <date>: error: [GL003] message`, then the text judged with its
/// locale, family and text size, and the other text sizes where the same finding occurs.
public struct LintFinding: Sendable, Hashable, CustomStringConvertible {
  /// What a finding is about.
  public enum Judged: String, Sendable, Hashable {
    /// The entry's summary, the sentence VoiceOver reads.
    case summary
    /// One action's name.
    case action
    /// The entry's actions taken together.
    case actions
  }

  public var path: String
  /// The entry's instant, as the snapshot writes it.
  public var entry: String
  /// The entry's position in the snapshot's `entries`.
  public var entryIndex: Int = 0
  /// Where in the snapshot the text judged is, as a JSON pointer (RFC 6901):
  /// `/entries/3/summary`, `/entries/3/actions/1` (the entry's second action), or
  /// `/entries/3/actions` for its actions together.
  public var pointer: String = ""
  /// The entry's template (`SnapshotDocument.Entry.template`), when the snapshot records one.
  public var template: String?
  /// Glance's words in the text judged, hashed (`CopyFingerprint`): with the rule, the
  /// locale, the family and the template, what a baseline or a decision keys the finding by.
  public var fingerprint: String = ""
  public var rule: String
  public var severity: LintSeverity
  public var message: String
  public var source: String
  public var locale: String
  public var family: WidgetFamily
  public var textSize: TextSize
  public var judged: Judged
  /// The sentence or action name judged.
  public var subject: String
  /// For a length finding, the figures behind it.
  public var length: LengthFigures?
  /// The other snapshots, of the same family at another text size, where the same text has
  /// the same finding at the same instant.
  public var alsoIn: [String] = []

  public init(
    path: String, entry: String, rule: String, severity: LintSeverity, message: String,
    source: String, locale: String, family: WidgetFamily, textSize: TextSize, judged: Judged,
    subject: String, length: LengthFigures? = nil
  ) {
    self.path = path
    self.entry = entry
    self.rule = rule
    self.severity = severity
    self.message = message
    self.source = source
    self.locale = locale
    self.family = family
    self.textSize = textSize
    self.judged = judged
    self.subject = subject
    self.length = length
  }

  /// The finding's first line: `path: entry <date>: error: [GL003] message`.
  public var description: String {
    "\(path): entry \(entry): \(severity.rawValue): [\(rule)] \(message)"
  }

  /// The finding as `glance lint` prints it: the first line, the text judged with its locale,
  /// family and text size, and where else it occurs.
  public var report: String {
    let what =
      switch judged {
      case .summary: "summary"
      case .action: "action name"
      case .actions: "actions"
      }
    var lines = [
      description,
      "    \(what) (\(locale), \(family.rawValue), \(textSize.rawValue) text size): \(subject)",
    ]
    if !alsoIn.isEmpty {
      lines.append("    the same at another text size: \(alsoIn.joined(separator: ", "))")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The order findings are printed in: by file, entry, rule, message, then text judged.
  public static func reportingOrder(_ a: LintFinding, _ b: LintFinding) -> Bool {
    (a.path, a.entry, a.rule, a.message, a.subject) < (
      b.path, b.entry, b.rule, b.message, b.subject
    )
  }

  /// `findings` sorted, with each finding that recurs unchanged at another text size of the
  /// same family (accessory families speak the same text at every size) reported once, at its
  /// first file, naming the others in ``alsoIn``.
  public static func mergingTextSizes(_ findings: [LintFinding]) -> [LintFinding] {
    // Texts compared byte for byte (`ExactText`): a summary's findings at two text sizes
    // are the same bytes, and hashing them canonically cost more than the merge.
    struct Key: Hashable {
      var folder: Substring
      var family: WidgetFamily
      var entry: ExactText
      var rule: ExactText
      var message: ExactText
      var judged: Judged
      var subject: ExactText
    }
    var merged: [LintFinding] = []
    var first: [Key: Int] = [:]
    first.reserveCapacity(findings.count)
    for finding in findings.sorted(by: reportingOrder) {
      // The last "/" found on the bytes: a slash is one byte, never inside a character, and
      // searching characters from the end cost more than the rest of the merge.
      let slash = finding.path.utf8.lastIndex(of: UInt8(ascii: "/"))
      let folder = finding.path[..<(slash ?? finding.path.startIndex)]
      let key = Key(
        folder: folder, family: finding.family,
        entry: ExactText(finding.entry), rule: ExactText(finding.rule),
        message: ExactText(finding.message), judged: finding.judged,
        subject: ExactText(finding.subject))
      if let index = first[key], merged[index].textSize != finding.textSize {
        merged[index].alsoIn.append(finding.path)
      } else {
        first[key] = merged.count
        merged.append(finding)
      }
    }
    return merged
  }
}
