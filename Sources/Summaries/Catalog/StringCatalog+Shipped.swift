import Foundation

extension StringCatalog {
  /// The catalog shipped with the module, `Resources/Localizable.xcstrings`.
  ///
  /// A broken or missing catalog is a build defect, not an input error; the tests read it, so
  /// it cannot ship broken.
  public static let shipped: StringCatalog = {
    guard let url = Bundle.module.url(forResource: "Localizable", withExtension: "xcstrings"),
      let data = try? Data(contentsOf: url),
      let catalog = try? StringCatalog(bytes: [UInt8](data))
    else { return StringCatalog(sourceLanguage: "en", strings: [:]) }
    return catalog
  }()
}
