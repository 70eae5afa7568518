import Foundation
import ICalendar

/// The resources shipped in the module's bundle: the String Catalog and the emoji names.
///
/// No summary can be spoken without them: a catalog that does not load turns every sentence
/// into its keys ("lead.now"). So a command loads them before any work and stops with `SUM003`
/// when either is missing, unreadable or empty: a broken installation, never bad input, and
/// never quiet.
public enum ShippedResources {
  public static let catalogFile = "Localizable.xcstrings"
  public static let emojiFile = "emoji-names.tsv"

  /// Why a shipped resource could not be used: the file and the reason.
  public struct Failure: Error, Sendable, Equatable, CustomStringConvertible {
    /// The path of the resource.
    public var file: String
    public var reason: String

    /// The failure as a diagnostic, `SUM003`.
    public var diagnostic: Diagnostic {
      Diagnostic(file: file, code: .catalogUnreadable, message: description)
    }

    public var description: String {
      "cannot load the shipped resource '\(file)': \(reason); no summary can be spoken"
    }
  }

  /// Both resources, read and checked.
  public struct Loaded: Sendable {
    public var catalog: StringCatalog
    public var emoji: EmojiNames
  }

  /// The resources of the module's bundle, read once.
  public static let shipped: Result<Loaded, Failure> = load(from: Bundle.module.bundleURL)

  /// Throws when the shipped resources cannot be used.
  public static func check() throws(Failure) {
    if case .failure(let failure) = shipped { throw failure }
  }

  /// Reads and checks the catalog and the emoji names in `folder`: both must be there and
  /// readable, the catalog must be a String Catalog with copy for every key the code can ask
  /// for in every language it has (`StringCatalog.checkCopy()`), and the emoji table must have
  /// rows.
  public static func load(from folder: URL) -> Result<Loaded, Failure> {
    let catalogURL = folder.appendingPathComponent(catalogFile)
    let emojiURL = folder.appendingPathComponent(emojiFile)
    let catalog: StringCatalog
    switch read(catalogURL) {
    case .failure(let failure): return .failure(failure)
    case .success(let bytes):
      do {
        catalog = try StringCatalog(bytes: bytes)
      } catch {
        return .failure(Failure(file: catalogURL.path, reason: error.message))
      }
    }
    if catalog.strings.isEmpty {
      return .failure(Failure(file: catalogURL.path, reason: "it has no strings"))
    }
    do {
      try catalog.checkCopy()
    } catch {
      return .failure(Failure(file: catalogURL.path, reason: error.description))
    }
    let emoji: EmojiNames
    switch read(emojiURL) {
    case .failure(let failure): return .failure(failure)
    case .success(let bytes):
      guard let text = String(validating: bytes, as: UTF8.self) else {
        return .failure(Failure(file: emojiURL.path, reason: "it is not UTF-8"))
      }
      emoji = EmojiNames(tsv: text)
    }
    if emoji.count == 0 {
      return .failure(Failure(file: emojiURL.path, reason: "it has no rows"))
    }
    return .success(Loaded(catalog: catalog, emoji: emoji))
  }

  private static func read(_ url: URL) -> Result<[UInt8], Failure> {
    do {
      return .success([UInt8](try Data(contentsOf: url)))
    } catch {
      let reason =
        FileManager.default.fileExists(atPath: url.path)
        ? "it cannot be read" : "no such file"
      return .failure(Failure(file: url.path, reason: reason))
    }
  }
}
