import Summaries

/// What `glance lint --baseline <file>` takes as known, from either kind of file: a lint
/// baseline (`LintBaseline`), or a review's decisions (`ReviewDecisions`), in which a finding
/// of a summary is known when its template's group was accepted in its locale with the copy
/// the catalog has now, or the sentence itself was accepted.
public struct KnownFindings: Sendable {
  private enum Source: Sendable {
    case baseline(LintBaseline)
    case decisions(groups: Set<ReviewDecision.Subject>, sentences: Set<ReviewDecision.Subject>)
  }

  private let source: Source

  public init(_ baseline: LintBaseline) {
    source = .baseline(baseline)
  }

  /// The accepted groups and sentences of `decisions`; a group accepted on copy that `catalog`
  /// no longer has (`TemplatePattern`) is not: it needs eyes again.
  public init(_ decisions: ReviewDecisions, catalog: StringCatalog) {
    var groups: Set<ReviewDecision.Subject> = []
    var sentences: Set<ReviewDecision.Subject> = []
    for decision in decisions.decisions.values where decision.verdict == .accepted {
      if decision.text != nil {
        sentences.insert(decision.subject)
      } else if decision.pattern
        == TemplatePattern(template: decision.template, locale: decision.locale, catalog: catalog)
        .fingerprint
      {
        groups.insert(decision.subject)
      }
    }
    source = .decisions(groups: groups, sentences: sentences)
  }

  /// How many findings, groups or sentences the file names as known.
  public var count: Int {
    switch source {
    case .baseline(let baseline): baseline.keys.count
    case .decisions(let groups, let sentences): groups.count + sentences.count
    }
  }

  /// What in the file `finding` matches, if anything: a baseline line or a decision's subject,
  /// so that a summary can say how much of the file no longer occurs.
  public func match(_ finding: LintFinding) -> String? {
    switch source {
    case .baseline(let baseline):
      return baseline.contains(finding) ? LintBaseline.key(finding) : nil
    case .decisions(let groups, let sentences):
      guard finding.judged == .summary, let template = finding.template else { return nil }
      let group = ReviewDecision.Subject(template: template, locale: finding.locale)
      if groups.contains(group) { return "\(group)" }
      let sentence = ReviewDecision.Subject(
        template: template, locale: finding.locale, text: finding.fingerprint)
      return sentences.contains(sentence) ? "\(sentence)" : nil
    }
  }
}
