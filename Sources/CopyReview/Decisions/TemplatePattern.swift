import Snapshots
import Summaries

/// A template's copy in one locale: each of its catalog keys with the catalog's text for it,
/// what the review shows beside the example sentences and what a group decision is made on.
///
/// Its fingerprint changes when any of that copy does, so a group accepted before a writer
/// changed one of its keys needs eyes again.
public struct TemplatePattern: Sendable, Hashable {
  /// The template's keys' names, in catalog order, with the text each is said with (a plural
  /// key's forms, by CLDR category, joined by " | ").
  public var parts: [(key: String, text: String)]

  public static func == (a: TemplatePattern, b: TemplatePattern) -> Bool {
    a.parts.elementsEqual(b.parts) { $0.key == $1.key && $0.text == $1.text }
  }

  public func hash(into hasher: inout Hasher) {
    for part in parts {
      hasher.combine(part.key)
      hasher.combine(part.text)
    }
  }

  /// The copy of `template` (key names separated by spaces) for `locale`, from `catalog`,
  /// falling back as a `Localizer` does; a key the catalog does not have is shown as missing.
  public init(template: String, locale: String, catalog: StringCatalog) {
    let chain = StringCatalog.fallbackChain(locale) + [catalog.sourceLanguage]
    parts = template.split(separator: " ").map { name in
      let key = String(name)
      let values = catalog.strings[key] ?? [:]
      guard let value = chain.lazy.compactMap({ values[$0] }).first else {
        return (key, "(missing)")
      }
      switch value {
      case .text(let text): return (key, text)
      case .plural(let forms):
        let text = PluralCategory.allCases.compactMap { category in
          forms[category].map { "\(category.rawValue): \($0)" }
        }.joined(separator: " | ")
        return (key, text)
      }
    }
  }

  /// A hash of the keys and their copy (`CopyFingerprint`, but without normalising digits:
  /// "%1$@" and "%2$@" differ).
  public var fingerprint: String {
    var hash = SHA256()
    for part in parts {
      hash.update(Array(part.key.utf8) + [0] + Array(part.text.utf8) + [0])
    }
    return String(hash.finalizeHex().prefix(16))
  }
}
