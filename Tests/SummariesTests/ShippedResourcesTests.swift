import Foundation
import Testing

@testable import Summaries

/// The shipped String Catalog and lexicons load, and a copy that is missing, unreadable,
/// empty or incomplete is refused with `SUM003` and the reason, never read as an empty
/// catalog or a language without words.
@Suite struct ShippedResourcesTests {
  /// The resources in the repository, which the binary embeds.
  static let resources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent(ShippedResources.sourceFolder)

  /// The generated Swift file holds every resource file byte for byte, and no other: else the
  /// binary would speak copy that is not the one in the repository.
  @Test func theEmbeddedResourcesAreTheFilesOfTheRepository() throws {
    let regenerate = "differs from the binary's copy: run Scripts/generate-shipped-resources.py"
    let catalog = try Data(
      contentsOf: Self.resources.appendingPathComponent(ShippedResources.catalogFile))
    let sameCatalog = Array(ShippedResources.embeddedCatalog.utf8) == Array(catalog)
    #expect(sameCatalog, "\(ShippedResources.catalogFile) \(regenerate)")
    let lexicons = Self.resources.appendingPathComponent(ShippedResources.lexiconsFolder)
    let names = try FileManager.default.contentsOfDirectory(atPath: lexicons.path)
      .filter { $0.hasSuffix(".json") }
    #expect(Set(ShippedResources.embeddedLexicons.keys) == Set(names), "\(regenerate)")
    for name in names {
      let file = try Data(contentsOf: lexicons.appendingPathComponent(name))
      let same = Array(ShippedResources.embeddedLexicons[name]?.utf8 ?? "".utf8) == Array(file)
      #expect(same, "\(name) \(regenerate)")
    }
  }

  @Test func theShippedResourcesLoad() throws {
    let loaded = try ShippedResources.shipped.get()
    #expect(loaded.catalog.strings.count >= 60)
    #expect(Set(loaded.lexicons.spoken.keys) == Set(loaded.catalog.languages))
    for lexicon in loaded.lexicons.spoken.values { #expect(lexicon.emoji.count >= 1_000) }
    try ShippedResources.check()
  }

  /// An emoji is named without its presentation selector and skin tone, else by its first
  /// scalar's name.
  @Test func emojiAreNamedInTheirLanguage() throws {
    let german = try #require(Lexicons.shipped.lexicon(for: "de"))
    #expect(german.emoji.name("🎉") == "Konfettibombe")
    #expect(german.emoji.name("👍🏽") == german.emoji.name("👍"))
    #expect(german.emoji.name("❤️") == german.emoji.name("❤"))
    #expect(EmojiNames.empty.name("🐱") == "cat face")
    // Found by their bytes in any order given; one emoji given twice is refused.
    let names = try #require(EmojiNames([("🐱", "cat"), ("#", "hash"), ("🎉", "party")]))
    #expect(names.name("🎉") == "party" && names.name("#") == "hash" && names.name("🐱") == "cat")
    #expect(names.name("🐶") == "dog face")
    #expect(EmojiNames([("🐱", "cat"), ("🐱", "kitten")]) == nil)
    #expect(try #require(Lexicons.shipped.lexicon(for: "ja")).emoji.name("🐱") == "ネコの顔")
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
      name: "no lexicons", file: ShippedResources.lexiconsFolder, contents: nil,
      reason: "no such folder"),
    Damage(
      name: "no lexicon for a language of the catalog", file: "Lexicons/ko.json", contents: nil,
      reason: "no such file"),
    Damage(
      name: "no root lexicon", file: "Lexicons/root.json", contents: nil, reason: "no such file"),
    Damage(
      name: "a lexicon that is not JSON", file: "Lexicons/de.json", contents: [0xFF, 0xFE, 0x41],
      reason:
        "it is not valid JSON: line 1, column 1: expected a value, found byte 0xFF"),
    Damage(
      name: "a lexicon without a list", file: "Lexicons/ja.json",
      contents: lexicon("ja") { $0["places"]?["streetWords"] = nil },
      reason:
        "'ja' has no 'places.streetWords'; a language Glance speaks needs every member of its lexicon"
    ),
    Damage(
      name: "a profile with an unknown clock", file: "Lexicons/ko.json",
      contents: lexicon("ko") { $0["profile"]?["hourCycle"] = "twelve" },
      reason:
        "'$.profile.hourCycle' is 'twelve', not one of oneToTwelve, zeroToEleven, twentyFour"),
    Damage(
      name: "a misspelt list", file: "Lexicons/de.json",
      contents: lexicon("de") { $0["titles"]?["replyMarker"] = ["aw"] },
      reason:
        "'$.titles.replyMarker' is not a member it may have (statusAsides, tags, optionalTags, urgentTags, importantTags, timeWords, detailWords, counterWords, amWords, pmWords, cancelMarkers, declineMarkers, postponeMarkers, tentativeMarkers, updateMarkers, noticeWords, replyMarkers, invitationMarkers, withMarks, slashPairs, partWords, partCounters, siteNames, abbreviations, keptPeriods)"
    ),
    Damage(
      name: "a word that is not a string", file: "Lexicons/sv.json",
      contents: Array(#"{"titles": {"replyMarkers": ["sv", 7]}}"#.utf8),
      reason: "'$.titles.replyMarkers[1]' is '7', not a word"),
    Damage(
      name: "a profile naming a script root does not list", file: "Lexicons/ja.json",
      contents: lexicon("ja") { $0["profile"]?["script"] = "Hira" },
      reason: "'$.profile.script' is 'Hira', not a script root.json lists (Hang, Jpan, Latn)"),
    Damage(
      name: "a language without emoji names", file: "Lexicons/ko.json",
      contents: lexicon("ko") { $0["emojiNames"] = [:] },
      reason: "'ko' has no emoji names in 'emojiNames'"),
  ]

  /// The shipped lexicon of `language`, changed by `change`, as bytes.
  static func lexicon(_ language: String, _ change: (inout [String: [String: Any]]) -> Void)
    -> [UInt8]
  {
    let url = Self.resources.appendingPathComponent(
      "\(ShippedResources.lexiconsFolder)/\(language).json")
    guard let data = try? Data(contentsOf: url),
      var object = (try? JSONSerialization.jsonObject(with: data)) as? [String: [String: Any]]
    else { return [] }
    change(&object)
    return [UInt8]((try? JSONSerialization.data(withJSONObject: object)) ?? Data())
  }

  /// The shipped catalog's bytes with one language's copy of one key taken out.
  static func shippedCatalog(without key: String, in language: String) -> [UInt8] {
    let url = Self.resources.appendingPathComponent(ShippedResources.catalogFile)
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
    try FileManager.default.copyItem(at: Self.resources, to: folder)
    let damaged = folder.appendingPathComponent(damage.file)
    try? FileManager.default.removeItem(at: damaged)
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
    try FileManager.default.copyItem(at: Self.resources, to: folder)
    let loaded = try ShippedResources.load(from: folder).get()
    #expect(loaded.catalog.strings.count == StringCatalog.shipped.strings.count)
    #expect(loaded.lexicons == Lexicons.shipped)
  }
}
