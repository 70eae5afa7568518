import Snapshots
import Summaries

/// Runs the copy rules over snapshots.
public struct CopyLinter: Sendable {
  public static let rules: [any CopyRule.Type] = [
    SymbolNameReadAloud.self, VisualSeparator.self, NumericDate.self, PluralAgreement.self,
    EmojiInSummary.self, ElementTypeOrGesture.self, LabelCapitalAndPeriod.self,
    LengthBudgetExceeded.self,
    UntranslatedEnglish.self, DuplicateActionName.self, SingleMagicTap.self, LabelInName.self,
    EmptySummary.self,
  ]

  /// The rules' ids, in order (`GL001`, `GL002`, …).
  static let ruleIDs = rules.map { $0.id }

  /// A rule by id (`GL003`) or name (`NumericDate`), ignoring case.
  public static func rule(_ name: String) -> (any CopyRule.Type)? {
    rules.first {
      $0.id.lowercased() == name.lowercased() || $0.name.lowercased() == name.lowercased()
    }
  }

  public let catalog: StringCatalog
  public let lexicons: Lexicons
  /// The rules this linter runs, in ``rules``' order.
  public let selected: [any CopyRule.Type]
  let instances: [any CopyRule]
  /// Their indices: those that judge a summary's length (``CopyRule/judgesLength``), and
  /// those that judge its words.
  let lengthRules: [Int]
  let wordRules: [Int]
  /// A context for every locale the catalog has copy for, made once.
  let contexts: [String: LintContext]

  /// - Parameter rules: the rules to run (all by default); a linter that runs fewer is faster.
  public init(
    catalog: StringCatalog = .shipped, lexicons: Lexicons = .shipped,
    rules: [any CopyRule.Type]? = nil
  ) {
    self.catalog = catalog
    self.lexicons = lexicons
    let wanted = Set((rules ?? Self.rules).map { $0.id })
    let selected = Self.rules.filter { wanted.contains($0.id) }
    self.selected = selected
    instances = selected.map(Self.instance)
    lengthRules = selected.indices.filter { selected[$0].judgesLength }
    wordRules = selected.indices.filter { !selected[$0].judgesLength }
    contexts = Dictionary(
      uniqueKeysWithValues: catalog.locales.map {
        ($0, LintContext(locale: $0, catalog: catalog, lexicons: lexicons))
      })
  }

  static func instance(of rule: any CopyRule.Type) -> any CopyRule {
    rule.init()
  }

  /// The context of `locale`: made once for the catalog's locales, on demand for others.
  public func context(for locale: String) -> LintContext {
    contexts[locale] ?? LintContext(locale: locale, catalog: catalog, lexicons: lexicons)
  }

  /// Every finding of one snapshot, by entry in the snapshot's order; `path` names the file.
  public func lint(_ snapshot: SnapshotDocument, path: String) -> [LintFinding] {
    var memo = LintMemo()
    return lint(snapshot, path: path, memo: &memo)
  }

  /// Every finding of one snapshot, judging each summary and action name that `memo` has not
  /// seen judged before (in the same locale, with the same titles) and recalling the rest:
  /// the snapshots of one source repeat most of their sentences and names across entries,
  /// families and text sizes.
  public func lint(_ snapshot: SnapshotDocument, path: String, memo: inout LintMemo)
    -> [LintFinding]
  {
    let context = context(for: snapshot.locale)
    // The locale's share of the memo, looked up once per snapshot rather than per entry.
    var known = memo.locales.removeValue(forKey: context.localizer.locale) ?? LintMemo.Judged()
    defer { memo.locales[context.localizer.locale] = known }
    var findings: [LintFinding] = []
    func append(
      _ found: [(rule: Int, finding: RuleFinding)], _ judged: LintFinding.Judged,
      _ subject: String, fingerprint: () -> String, entry: SnapshotDocument.Entry, index: Int,
      pointer: String
    ) {
      guard !found.isEmpty else { return }
      let fingerprint = fingerprint()
      for (rule, finding) in found {
        let rule = selected[rule]
        var made = LintFinding(
          path: path, entry: entry.dateText, rule: rule.id,
          severity: finding.severity ?? rule.severity,
          message: finding.message, source: snapshot.source, locale: snapshot.locale,
          family: snapshot.family, textSize: snapshot.textSize,
          judged: judged,
          subject: finding.subject ?? subject, length: finding.length)
        made.entryIndex = index
        made.pointer = pointer
        made.template = entry.template
        made.fingerprint = fingerprint
        findings.append(made)
      }
    }
    for (index, entry) in snapshot.entries.enumerated() {
      let subject = LintSubject(entry, locale: snapshot.locale, budget: snapshot.budget)
      let at = "/entries/\(index)"
      append(
        summaryFindings(subject, context, &known), .summary, subject.summary,
        fingerprint: { fingerprint(of: subject, context, &known) }, entry: entry, index: index,
        pointer: at + "/summary")
      for (position, action) in subject.actions.enumerated() {
        append(
          actionFindings(action, context, &known), .action, action.name,
          fingerprint: {
            CopyFingerprint.of(
              "action", context.prepared(action, forms: &known.forms).copy ?? action.name)
          },
          entry: entry, index: index, pointer: at + "/actions/\(position)")
      }
      let together = instances.enumerated().flatMap { index, rule in
        rule.check(actions: subject.actions, context).map { (index, $0) }
      }
      append(
        together, .actions, subject.actions.map(\.name).joined(separator: "; "),
        fingerprint: {
          CopyFingerprint.of(
            "actions",
            subject.actions.map { context.prepared($0, forms: &known.forms).copy ?? $0.name }
              .joined(separator: "; "))
        }, entry: entry, index: index, pointer: at + "/actions")
    }
    return findings
  }

  /// The findings of one summary, in the rules' order: those of its words as the memo
  /// recalls them (by sentence and titles), those of its length judged for this entry.
  func summaryFindings(
    _ subject: LintSubject, _ context: LintContext, _ judged: inout LintMemo.Judged
  ) -> [(rule: Int, finding: RuleFinding)] {
    let key = LintMemo.SummaryKey(
      summary: ExactText(subject.summary), titles: subject.items.map { ExactText($0.title) })
    let words: [(rule: Int, finding: RuleFinding)]
    if let known = judged.summaries[key] {
      words = known
    } else {
      let prepared = context.withCopy(subject, forms: &judged.forms)
      words = wordRules.flatMap { index in
        instances[index].check(summary: prepared, context).map { (index, $0) }
      }
      judged.summaries[key] = words
    }
    let length: [(rule: Int, finding: RuleFinding)] =
      lengthRules.flatMap { index in
        instances[index].check(summary: subject, context).map { (index, $0) }
      }
    guard !length.isEmpty else { return words }
    // Both lists are in the rules' order; merged, so is the whole.
    var merged: [(rule: Int, finding: RuleFinding)] = []
    var rest = length[...]
    for found in words {
      while let next = rest.first, next.rule < found.rule {
        merged.append(next)
        rest = rest.dropFirst()
      }
      merged.append(found)
    }
    return merged + Array(rest)
  }

  /// The fingerprint of the summary without its items' titles (`CopyFingerprint`), worked
  /// out once per sentence and titles.
  func fingerprint(
    of subject: LintSubject, _ context: LintContext, _ judged: inout LintMemo.Judged
  ) -> String {
    let key = LintMemo.SummaryKey(
      summary: ExactText(subject.summary), titles: subject.items.map { ExactText($0.title) })
    if let known = judged.fingerprints[key] { return known }
    let copy = context.withCopy(subject, forms: &judged.forms).copy ?? subject.summary
    let fingerprint = CopyFingerprint.of(LintFinding.Judged.summary.rawValue, copy)
    judged.fingerprints[key] = fingerprint
    return fingerprint
  }

  func actionFindings(
    _ action: LintSubject.Action, _ context: LintContext, _ judged: inout LintMemo.Judged
  ) -> [(rule: Int, finding: RuleFinding)] {
    let key = LintMemo.ActionKey(
      name: ExactText(action.name), isMagicTap: action.isMagicTap,
      title: action.title.map(ExactText.init))
    if let known = judged.actions[key] { return known }
    let prepared = context.prepared(action, forms: &judged.forms)
    let found = instances.enumerated().flatMap { index, rule in
      rule.check(action: prepared, context).map { (index, $0) }
    }
    judged.actions[key] = found
    return found
  }
}

/// What a ``CopyLinter`` has judged so far, to judge each distinct summary and action name
/// once. Keep one per source: its size grows with the distinct texts it has seen.
public struct LintMemo: Sendable {
  struct SummaryKey: Hashable {
    var summary: ExactText
    var titles: [ExactText]
  }

  struct ActionKey: Hashable {
    var name: ExactText
    var isMagicTap: Bool
    var title: ExactText?
  }

  /// What was judged in one locale.
  struct Judged: Sendable {
    var summaries: [SummaryKey: [(rule: Int, finding: RuleFinding)]] = [:]
    var actions: [ActionKey: [(rule: Int, finding: RuleFinding)]] = [:]
    /// Each title heard (``LintContext/heardTitle(_:)``): its forms and what its row shows.
    var forms: [ExactText: LintContext.HeardTitle] = [:]
    /// The fingerprints of the summaries with findings (`CopyLinter.fingerprint(of:_:_:)`).
    var fingerprints: [SummaryKey: String] = [:]
  }

  /// By locale.
  var locales: [String: Judged] = [:]

  public init() {}
}
