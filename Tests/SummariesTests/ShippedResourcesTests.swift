import Foundation
import Testing

@testable import Summaries

/// The shipped String Catalog and emoji names load, and a copy that is missing, unreadable or
/// empty is refused with `SUM003` and the reason, never read as an empty catalog.
@Suite struct ShippedResourcesTests {
  @Test func theShippedResourcesLoad() throws {
    let loaded = try ShippedResources.shipped.get()
    #expect(loaded.catalog.strings.count >= 60)
    #expect(loaded.emoji.count >= 1_000)
    try ShippedResources.check()
  }

  /// Each line of five cells is an emoji and its names; another line is skipped, and the last
  /// line needs no line feed.
  @Test func emojiNamesAreReadLineByLine() {
    let names = EmojiNames(
      tsv: "🎉\tparty popper\tKonfetti\tクラッカー\t폭죽\n\nbad\tline\n#\thash\t\t\t\n"
        + "🐱\tcat\tKatze\t猫\t고양이")
    #expect(names.count == 3)
    #expect(names.name("🎉", language: "de") == "Konfetti")
    #expect(names.name("🐱", language: "ja") == "猫")
    #expect(names.name("🐱", language: "fr") == "cat")
    #expect(names.name("#", language: "de") == "")
    let file = try? String(
      contentsOf: Bundle.module.url(forResource: "emoji-names", withExtension: "tsv")!,
      encoding: .utf8)
    let lines = file?.utf8.split(separator: 0x0A).filter { $0.count(where: { $0 == 0x09 }) == 4 }
    #expect(EmojiNames.shipped.count == lines?.count)
  }

  /// A change to the shipped files, made in a copy of them.
  struct Damage: Sendable, CustomTestStringConvertible {
    var name: String
    var file: String
    /// The new contents; `nil` removes the file.
    var contents: [UInt8]?
    var reason: String

    var testDescription: String { name }
  }

  static let damages: [Damage] = [
    Damage(
      name: "no catalog", file: ShippedResources.catalogFile, contents: nil,
      reason: "no such file"),
    Damage(
      name: "a truncated catalog", file: ShippedResources.catalogFile,
      contents: Array(#"{"sourceLanguage": "en", "strings": "#.utf8),
      reason:
        "String Catalog is not valid JSON: line 1, column 37: expected a value, found the end of the file"
    ),
    Damage(
      name: "a catalog without strings", file: ShippedResources.catalogFile,
      contents: Array(#"{"sourceLanguage": "en", "strings": {}}"#.utf8),
      reason: "it has no strings"),
    Damage(
      name: "a catalog without source-language copy", file: ShippedResources.catalogFile,
      contents: Array(
        #"{"sourceLanguage": "en", "strings": {"lead.now": {"localizations": {"de": {"stringUnit": {"value": "Jetzt"}}}}}}"#
          .utf8),
      reason: "key 'lead.now' has no 'en' value, the source language"),
    Damage(
      name: "a catalog with a language missing a key", file: ShippedResources.catalogFile,
      contents: shippedCatalog(without: "lead.now", in: "ja"),
      reason: "key 'lead.now' has no 'ja' value"),
    Damage(
      name: "no emoji names", file: ShippedResources.emojiFile, contents: nil,
      reason: "no such file"),
    Damage(
      name: "empty emoji names", file: ShippedResources.emojiFile, contents: [],
      reason: "it has no rows"),
    Damage(
      name: "emoji names that are not UTF-8", file: ShippedResources.emojiFile,
      contents: [0xFF, 0xFE, 0x41], reason: "it is not UTF-8"),
  ]

  /// The shipped catalog's bytes with one language's copy of one key taken out.
  static func shippedCatalog(without key: String, in language: String) -> [UInt8] {
    let url = Bundle.module.bundleURL.appendingPathComponent(ShippedResources.catalogFile)
    let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    // The catalog is written one member a line: the key's entry, then the language's.
    guard let entry = text.range(of: "\"\(key)\" : {"),
      let start = text.range(of: "\"\(language)\" : {", range: entry.upperBound..<text.endIndex),
      let end = text.range(of: "\n        },\n", range: start.upperBound..<text.endIndex)
    else { return [] }
    var lines = text
    lines.removeSubrange(start.lowerBound..<end.upperBound)
    return Array(lines.utf8)
  }

  @Test(arguments: damages) func aDamagedCopyIsRefusedWithItsReason(_ damage: Damage) throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "glance-resources-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.copyItem(at: Bundle.module.bundleURL, to: folder)
    let damaged = folder.appendingPathComponent(damage.file)
    try FileManager.default.removeItem(at: damaged)
    if let contents = damage.contents { try Data(contents).write(to: damaged) }
    guard case .failure(let failure) = ShippedResources.load(from: folder) else {
      Issue.record("\(damage.name) was loaded")
      return
    }
    #expect(failure.file == damaged.path)
    #expect(failure.reason == damage.reason)
    #expect(failure.diagnostic.code == .catalogUnreadable)
    #expect(failure.diagnostic.severity == .error)
    #expect(
      failure.description
        == "cannot load the shipped resource '\(damaged.path)': \(damage.reason); no summary can be spoken"
    )
  }

  @Test func anUndamagedCopyLoads() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "glance-resources-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.copyItem(at: Bundle.module.bundleURL, to: folder)
    let loaded = try ShippedResources.load(from: folder).get()
    #expect(loaded.catalog.strings.count == StringCatalog.shipped.strings.count)
  }
}
