import Foundation
import ICalendar
import Locking
import Summaries

/// A run's String Catalog resolved once per locale, shared by every source that speaks it, and
/// the lexicons its titles and places are spoken with.
///
/// Resolving the catalog for a locale (`Localizer`) walks every key and its translations, and
/// the catalog's list of locales asks ICU for each language's likely region: per source, that
/// was about 2.5% of a run, for results that only depend on the locale. A `Localizer` is an
/// immutable value, so the sources' tasks share it as they are; the lock guards the table
/// only.
public struct Localizers: Sendable {
  public let catalog: StringCatalog
  /// The lexicons the command line loaded and checked before any work
  /// (`ShippedResources.shipped`).
  public let lexicons: Lexicons
  /// `catalog.locales`, listed once.
  private let supported: Set<String>
  private let resolved = LockedBox<[String: Localizer]>([:])

  public init(_ catalog: StringCatalog = .shipped, lexicons: Lexicons = .shipped) {
    self.catalog = catalog
    self.lexicons = lexicons
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
