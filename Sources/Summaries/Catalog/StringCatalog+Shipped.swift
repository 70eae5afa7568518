import Foundation

extension StringCatalog {
  /// The catalog shipped with the module, `Resources/Localizable.xcstrings`.
  ///
  /// Empty when the shipped resources cannot be loaded: the command line checks
  /// `ShippedResources.check()` first and refuses to run (`SUM003`), so nothing is ever spoken
  /// from an empty catalog.
  public static var shipped: StringCatalog {
    switch ShippedResources.shipped {
    case .success(let loaded): loaded.catalog
    case .failure: StringCatalog(sourceLanguage: "en", strings: [:])
    }
  }

  /// The locales the shipped catalog has copy for (`locales`), the only ones Glance speaks.
  public static let shippedLocales: [String] = shipped.locales
}
