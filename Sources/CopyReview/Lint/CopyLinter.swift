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

  /// A rule by id (`GL003`) or name (`NumericDate`), ignoring case.
  public static func rule(_ name: String) -> (any CopyRule.Type)? {
    rules.first {
      $0.id.lowercased() == name.lowercased() || $0.name.lowercased() == name.lowercased()
    }
  }

  public let catalog: StringCatalog

  public init(catalog: StringCatalog = .shipped) {
    self.catalog = catalog
  }

  /// Every finding of one entry, in rule order, each rule's findings in the order found.
  public func lint(_ subject: LintSubject, path: String, entry: String, context: LintContext)
    -> [LintFinding]
  {
    let subject = context.prepared(subject)
    return Self.rules.flatMap { rule in
      rule.init().check(subject, context).map {
        LintFinding(
          path: path, entry: entry, rule: rule.id, severity: rule.severity(of: $0), message: $0)
      }
    }
  }

  /// Every finding of one snapshot, by entry in the snapshot's order; `path` names the file.
  public func lint(_ snapshot: SnapshotDocument, path: String) -> [LintFinding] {
    let context = LintContext(locale: snapshot.locale, catalog: catalog)
    return snapshot.entries.flatMap { entry in
      lint(
        LintSubject(entry, locale: snapshot.locale, budget: snapshot.budget), path: path,
        entry: entry.dateText, context: context)
    }
  }
}
