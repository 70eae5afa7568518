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

  /// What an entry adds to each group of its template.
  struct Sentence {
    var text: String
    /// The hash of its bytes, to count distinct sentences.
    var hash: Int
    var family: WidgetFamily
    var size: TextSize
    var changed: Bool
    /// The rules with findings on the summary, a rule once per finding.
    var rules: [String]
  }

  /// Counts `sentence`, keeping the example `example` makes when the group shows fewer than
  /// ``examples`` and has no sentence like it.
  mutating func add(_ sentence: Sentence, example: () -> Example) {
    entries += 1
    if sentence.changed { changed += 1 }
    occurrences.add(
      family: sentence.family, size: sentence.size, rules: [], changed: sentence.changed)
    for rule in sentence.rules { findings[rule, default: 0] += 1 }
    sentences.insert(sentence.hash)
    if examples.count < Self.examples, !examples.contains(where: { $0.text == sentence.text }) {
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
