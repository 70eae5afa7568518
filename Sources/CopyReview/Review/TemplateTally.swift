import Summaries
import WidgetTimeline

/// What the review knows of one template group in one locale (`TemplateGroups`): how many
/// entries say it, how many distinct sentences, how many changed, the findings of its
/// summaries by rule, and a few real sentences to judge it by, each with the fingerprint a
/// decision about it is keyed by.
struct TemplateTally: Sendable {
  /// A group in a locale.
  struct Key: Sendable, Hashable, Comparable {
    var group: String
    var locale: String

    static func < (a: Key, b: Key) -> Bool { (a.group, a.locale) < (b.group, b.locale) }
  }

  /// A real sentence of the group, with what its fingerprint is worked out from.
  struct Example: Sendable, Hashable {
    var text: String
    /// The visible titles, which the fingerprint leaves out.
    var titles: [String]
    var budget: LengthBudget?
    /// The locale, where examples of several locales are kept together (their fingerprints).
    var locale = ""

    /// `CopyFingerprint` of Glance's words in it, as `glance lint` keys its findings: made
    /// only for the few examples the pages show.
    func fingerprint(
      _ linter: CopyLinter, locale: String, forms: inout [ExactText: LintContext.HeardTitle]
    ) -> String {
      let subject = LintSubject(
        locale: locale, budget: budget, summary: text,
        items: titles.enumerated().map { .init(id: String($0.offset), title: $0.element) },
        actions: [])
      let copy = linter.context(for: locale).withCopy(subject, forms: &forms).copy ?? text
      return CopyFingerprint.of(LintFinding.Judged.summary.rawValue, copy)
    }
  }

  /// How many sentences a group shows.
  static let examples = 3

  var entries = 0
  var changed = 0
  /// Where the group is said, for the filters: the families and text sizes (as
  /// `SourceDigest.Occurrences` keeps them).
  var occurrences = SourceDigest.Occurrences()
  var findings: [String: Int] = [:]
  /// The distinct sentences' hashes, to count them.
  var sentences: Set<Int> = []
  var examples: [Example] = []

  var findingCount: Int { findings.values.reduce(0, +) }

  /// Counts `entry` of `snapshot`, whose summary's hash is `sentence`, keeping the example
  /// `example` makes when the group shows fewer than ``examples`` and has no sentence like it.
  mutating func add(
    _ entry: ReviewEntry, of snapshot: ReviewSnapshot, sentence: Int, example: () -> Example
  ) {
    entries += 1
    if entry.change != nil { changed += 1 }
    occurrences.add(
      family: snapshot.family, size: snapshot.textSize, rules: [], changed: entry.change != nil)
    for counted in entry.counted where counted.finding.judged == .summary {
      findings[counted.finding.rule, default: 0] += 1
    }
    sentences.insert(sentence)
    if examples.count < Self.examples,
      !examples.contains(where: { $0.text == entry.entry.summary })
    {
      examples.append(example())
    }
  }

  mutating func merge(_ other: TemplateTally) {
    entries += other.entries
    changed += other.changed
    occurrences.merge(other.occurrences)
    findings.merge(other.findings, uniquingKeysWith: +)
    sentences.formUnion(other.sentences)
    for example in other.examples
    where examples.count < Self.examples && !examples.contains(example) {
      examples.append(example)
    }
  }
}
