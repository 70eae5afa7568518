import Foundation
import Summaries

/// What the rules may consult: the locale's copy and how titles are spoken in it.
public struct LintContext: Sendable {
  public let localizer: Localizer
  public let titles: SpokenTitle
  public let catalog: StringCatalog
  /// English phrases of the catalog's own copy, longest first, for ``UntranslatedEnglish``.
  let englishFragments: [String]
  /// The locale's plural copy: each plural string's forms, for ``PluralAgreement``.
  let pluralForms: [[PluralCategory: String]]

  public init(locale: String, catalog: StringCatalog) {
    self.catalog = catalog
    localizer = Localizer(catalog: catalog, locale: locale)
    titles = SpokenTitle(localizer: localizer)
    englishFragments = UntranslatedEnglish.fragments(catalog)
    let chain = StringCatalog.fallbackChain(localizer.locale)
    pluralForms = catalog.strings.keys.sorted().compactMap { key in
      guard case .plural(let forms)? = chain.lazy.compactMap({ catalog.strings[key]?[$0] }).first
      else { return nil }
      return forms
    }
  }

  /// The summary with every visible item's title taken out (as written and as spoken), so
  /// rules about copy do not judge people's own titles.
  public func copyOnly(_ subject: LintSubject) -> String {
    subject.copy ?? Self.remove(titleForms(subject), from: subject.summary)
  }

  /// An action's name with the titles taken out, as ``copyOnly(_:)`` does for the summary.
  public func copyOnly(actionAt index: Int, of subject: LintSubject) -> String {
    subject.actionCopies?[index]
      ?? Self.remove(titleForms(subject), from: subject.actions[index].name)
  }

  /// `subject` with the copy the rules judge worked out once, instead of once per rule.
  public func prepared(_ subject: LintSubject) -> LintSubject {
    var prepared = subject
    let forms = titleForms(subject)
    prepared.copy = Self.remove(forms, from: subject.summary)
    prepared.actionCopies = subject.actions.map { Self.remove(forms, from: $0.name) }
    return prepared
  }

  /// Every form in which the items' titles may appear, longest first: as written, as
  /// spoken, and a noted title's head and note, which the composer says apart.
  func titleForms(_ subject: LintSubject) -> [String] {
    let forms = subject.items.flatMap { item in
      [titles.speak(item.title), item.title]
        + (titles.split(item.title).map { [$0.head, $0.note] } ?? [])
    }
    return Set(forms.filter { !$0.isEmpty }).sorted { ($0.count, $0) > ($1.count, $1) }
  }

  static func remove(_ titles: [String], from text: String) -> String {
    var text = text
    for title in titles where text.contains(title) {
      text = text.replacingOccurrences(of: title, with: " ")
    }
    return text
  }
}
