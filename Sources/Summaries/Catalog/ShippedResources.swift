import Foundation
import ICalendar

/// The resources shipped in the binary: the String Catalog and the lexicons.
///
/// No summary can be spoken without them: a catalog that does not load turns every sentence
/// into nothing, a lexicon that does not load leaves its language without a clock or a
/// speaking rate. So a command loads them before any work and stops with `SUM003` when one
/// is missing, unreadable or incomplete: a key without copy in a language of the catalog
/// (`StringCatalog.checkCopy()`), a language of the catalog without a complete lexicon
/// (`Lexicons`). A broken installation, never bad input, and never quiet.
///
/// They are kept in the binary itself (`ShippedResources+Embedded.swift`, generated from
/// `Sources/Summaries/Resources` by `Scripts/generate-shipped-resources.py`), so a copy of
/// `glance` needs no resource bundle or toolchain folder beside it. The embedded text and a
/// folder of files (`load(from:)`, for the tests and the generator's check) are checked alike,
/// from their bytes (`load(catalog:lexicons:folder:)`).
public enum ShippedResources {
  public static let catalogFile = "Localizable.xcstrings"
  /// The folder of the lexicons, one JSON file a language and `root.json`.
  public static let lexiconsFolder = "Lexicons"
  /// Where the embedded resources come from in the repository: a failure names the file there.
  public static let sourceFolder = "Sources/Summaries/Resources"

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

  /// The resources, read and checked.
  public struct Loaded: Sendable {
    public var catalog: StringCatalog
    public var lexicons: Lexicons
  }

  /// The resources built into the binary, checked once.
  public static let shipped: Result<Loaded, Failure> = load(
    catalog: Array(embeddedCatalog.utf8), lexicons: embeddedLexicons.mapValues { Array($0.utf8) },
    folder: sourceFolder)

  /// Throws when the shipped resources cannot be used.
  public static func check() throws(Failure) {
    if case .failure(let failure) = shipped { throw failure }
  }

  /// Reads the catalog and the lexicons in `folder` and checks them (`load(catalog:...)`).
  public static func load(from folder: URL) -> Result<Loaded, Failure> {
    let catalog: [UInt8]
    switch read(folder.appendingPathComponent(catalogFile)) {
    case .failure(let failure): return .failure(failure)
    case .success(let bytes): catalog = bytes
    }
    let lexiconsURL = folder.appendingPathComponent(lexiconsFolder)
    guard
      let names = try? FileManager.default.contentsOfDirectory(atPath: lexiconsURL.path).filter({
        $0.hasSuffix(".json")
      })
    else {
      return .failure(Failure(file: lexiconsURL.path, reason: "no such folder"))
    }
    var lexicons: [String: [UInt8]] = [:]
    for name in names.sorted() {
      switch read(lexiconsURL.appendingPathComponent(name)) {
      case .failure(let failure): return .failure(failure)
      case .success(let bytes): lexicons[name] = bytes
      }
    }
    return load(catalog: catalog, lexicons: lexicons, folder: folder.path)
  }

  /// Reads and checks the resources from their bytes: the catalog must be a String Catalog
  /// with copy for every key the code can ask for in every language it has, and every
  /// language it has a complete lexicon (`lexicons`: the bytes of each file of the lexicons'
  /// folder, by name). `folder` names the files in a failure.
  public static func load(catalog bytes: [UInt8], lexicons: [String: [UInt8]], folder: String)
    -> Result<Loaded, Failure>
  {
    let catalogPath = "\(folder)/\(catalogFile)"
    let catalog: StringCatalog
    do {
      catalog = try StringCatalog(bytes: bytes)
    } catch {
      return .failure(Failure(file: catalogPath, reason: error.message))
    }
    if catalog.strings.isEmpty {
      return .failure(Failure(file: catalogPath, reason: "it has no strings"))
    }
    do {
      try catalog.checkCopy()
    } catch {
      return .failure(Failure(file: catalogPath, reason: error.description))
    }
    do {
      let read = try Lexicons(files: lexicons, spoken: catalog.languages)
      return .success(Loaded(catalog: catalog, lexicons: read))
    } catch {
      let file = "\(folder)/\(lexiconsFolder)/\(error.file)"
      return .failure(Failure(file: file, reason: error.reason))
    }
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
