import JSON
import WidgetTimeline

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

  /// The entries of a snapshot as lint subjects, with their dates; `nil` when the JSON is not
  /// a snapshot.
  public static func subjects(_ snapshot: JSONValue) -> [(date: String, subject: LintSubject)]? {
    guard case .string("glance.snapshot/1")? = snapshot["schema"],
      let entries = snapshot["entries"]?.arrayValue
    else {
      return nil
    }
    let locale = snapshot["locale"]?.stringValue ?? "en-US"
    let family = snapshot["family"]?.stringValue.flatMap(WidgetFamily.init(rawValue:))
    return entries.map { entry in
      let items = (entry["items"]?.arrayValue ?? []).map {
        LintSubject.Item(id: $0["id"]?.stringValue ?? "", title: $0["title"]?.stringValue ?? "")
      }
      let actions = (entry["actions"]?.arrayValue ?? []).map { action in
        let parameters = action["intent"]?["parameters"]?.arrayValue ?? []
        let reference = parameters.first { $0["type"]?.stringValue == "entity" }?["value"]
        return LintSubject.Action(
          name: action["name"]?.stringValue ?? "",
          isMagicTap: action["trigger"]?.stringValue == "magicTap",
          itemID: reference.flatMap { value -> String? in
            // An intent names the event or reminder by kind and id; the item id adds the
            // occurrence.
            guard let kind = value["kind"]?.stringValue, let id = value["id"]?.stringValue
            else { return nil }
            let itemID =
              kind == "event"
              ? "event:\(id)@\(value["occurrence"]?.stringValue ?? "")" : "reminder:\(id)"
            return items.first { $0.id == itemID }?.id
          })
      }
      return (
        entry["date"]?.stringValue ?? "?",
        LintSubject(
          locale: locale, family: family, summary: entry["summary"]?.stringValue ?? "",
          items: items, actions: actions)
      )
    }
  }

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

  /// Every finding of one snapshot file.
  public func lint(snapshot: JSONValue, path: String) -> [LintFinding] {
    guard let subjects = Self.subjects(snapshot) else { return [] }
    let context = LintContext(
      locale: subjects.first?.subject.locale ?? snapshot["locale"]?.stringValue ?? "en-US",
      catalog: catalog)
    return subjects.flatMap { lint($0.subject, path: path, entry: $0.date, context: context) }
  }
}
