import Summaries
import WidgetTimeline

/// What one source adds to the review's index: its pages, its numbers, the rows it adds to
/// the lists of findings and changes, and its distinct summaries.
///
/// Small next to the source's snapshots, which are let go once its pages are written, so the
/// index of a thousand people is built from a thousand digests, not from their snapshots.
public struct SourceDigest: Sendable {
  /// A row of a list page, rendered, under the list it belongs to.
  struct Row: Sendable {
    /// The list: a rule and locale for findings (`GL008.de-DE`), a locale for changes.
    var list: String
    var html: HTMLBytes
  }

  /// How often a summary is spoken, and where: sets as bits (of `WidgetFamily.allCases`,
  /// `TextSize.allCases`, `CopyLinter.rules`), as a thousand people's summaries are many.
  struct Occurrences: Sendable {
    var count: Int32 = 0
    var families: UInt8 = 0
    var sizes: UInt8 = 0
    var rules: UInt16 = 0
    var changed = false

    init(rules: UInt16 = 0) {
      self.rules = rules
    }

    mutating func add(family: WidgetFamily, size: TextSize, rules ids: [String], changed: Bool) {
      count += 1
      families |= 1 << (WidgetFamily.allCases.firstIndex(of: family) ?? 0)
      sizes |= 1 << (TextSize.allCases.firstIndex(of: size) ?? 0)
      for id in ids {
        if let index = CopyLinter.rules.firstIndex(where: { $0.id == id }) { rules |= 1 << index }
      }
      self.changed = self.changed || changed
    }

    mutating func merge(_ other: Occurrences) {
      count += other.count
      families |= other.families
      sizes |= other.sizes
      rules |= other.rules
      changed = changed || other.changed
    }

    var familyList: [WidgetFamily] {
      WidgetFamily.allCases.enumerated().filter { families & (1 << $0.offset) != 0 }.map(\.element)
    }
    var sizeList: [TextSize] {
      TextSize.allCases.enumerated().filter { sizes & (1 << $0.offset) != 0 }.map(\.element)
    }
    var ruleList: [String] {
      CopyLinter.rules.enumerated().filter { rules & (1 << $0.offset) != 0 }.map { $0.element.id }
    }
  }

  public internal(set) var source: String
  /// The source's pages, by locale, in order.
  var pages: [(locale: String, files: [String])] = []
  public internal(set) var snapshots = 0
  public internal(set) var entries = 0
  public internal(set) var findings: [LintSeverity: Int] = [:]
  /// Entries changed, added or removed against the reference.
  public internal(set) var changedEntries = 0
  var locales: [String] = []
  var families = Set<WidgetFamily>()
  var rules = Set<String>()
  /// Findings by `rule.locale`, by severity.
  var findingTally: [String: ReviewTally] = [:]
  /// Changes by locale, by kind.
  var changeTally: [String: ReviewTally] = [:]
  var findingRows: [Row] = []
  var changeRows: [Row] = []
  /// Snapshots the reference does not have, and the reference's that are gone.
  var newSnapshots: [String] = []
  var removedSnapshots: [String] = []
  /// Distinct summaries, by locale then text (byte for byte: `String` keys hashed every
  /// non-ASCII summary of a thousand people canonically, one of the review's largest costs).
  var summaries: [String: [ExactText: Occurrences]] = [:]
  /// The template groups of the summaries, by group and locale.
  var templates: [TemplateTally.Key: TemplateTally] = [:]

  init(source: String) {
    self.source = source
  }
}
