import Summaries

/// What `glance lint --baseline <file>` takes as known, from either kind of file: a lint
/// baseline (`LintBaseline`), or a review's decisions (`ReviewDecisions`), in which a finding
/// of a summary is known when the sentence itself was accepted, or when every group its
/// template belongs to (`TemplateGroups`: its sentence's shape and each phrase) was accepted in
/// its locale on the copy the catalog has now.
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
      if let text = decision.text {
        // A sentence is accepted in whichever of its groups the reviewer met it.
        sentences.insert(ReviewDecision.Subject(template: "", locale: decision.locale, text: text))
      } else if decision.pattern
        == TemplatePattern(
          template: TemplateGroups.keys(of: decision.template), locale: decision.locale,
          catalog: catalog
        ).fingerprint
      {
        groups.insert(decision.subject)
      }
    }
    source = .decisions(groups: groups, sentences: sentences)
  }

  /// Whether the file lists findings, so that those no longer found can be counted; a
  /// decisions file lists groups and sentences, most of which never had a finding.
  public var listsFindings: Bool {
    if case .baseline = source { return true }
    return false
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
      let all = TemplateGroups.all(of: template).map {
        ReviewDecision.Subject(template: $0, locale: finding.locale)
      }
      if all.allSatisfy(groups.contains) { return "groups \(template) \(finding.locale)" }
      let sentence = ReviewDecision.Subject(
        template: "", locale: finding.locale, text: finding.fingerprint)
      return sentences.contains(sentence) ? "\(sentence)" : nil
    }
  }
}
