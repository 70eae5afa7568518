import Foundation
import ICalendar
import Locking
import Summaries

/// A run's String Catalog resolved once per locale, shared by every source that speaks it, and
/// the emoji names its titles are spoken with.
///
/// Resolving the catalog for a locale (`Localizer`) walks every key and its translations, and
/// the catalog's list of locales asks ICU for each language's likely region: per source, that
/// was about 2.5% of a run, for results that only depend on the locale. A `Localizer` is an
/// immutable value, so the sources' tasks share it as they are; the lock guards the table
/// only.
public struct Localizers: Sendable {
  public let catalog: StringCatalog
  /// The table the command line loaded and checked before any work
  /// (`ShippedResources.shipped`): `EmojiNames.shipped` would read and parse the file a
  /// second time, in the middle of the first source.
  public let emoji: EmojiNames
  /// `catalog.locales`, listed once.
  private let supported: Set<String>
  private let resolved = LockedBox<[String: Localizer]>([:])

  public init(_ catalog: StringCatalog = .shipped, emoji: EmojiNames? = nil) {
    self.catalog = catalog
    self.emoji = emoji ?? (try? ShippedResources.shipped.get())?.emoji ?? .shipped
    supported = Set(catalog.locales)
  }

  /// The catalog resolved for `locale`, made the first time it is asked for.
  public func callAsFunction(_ locale: String) -> Localizer {
    // Made outside the lock; when two sources make one at once, both get the first kept.
    resolved.value(for: locale) { Localizer(catalog: catalog, locale: locale) }
  }

  /// `StringCatalog.spokenLocales` with the catalog's locales listed once for the run.
  public func spokenLocales(_ requested: [String], file: String) -> (
    locales: [String], diagnostics: [Diagnostic]
  ) {
    catalog.spokenLocales(requested, file: file, supported: supported)
  }
}
