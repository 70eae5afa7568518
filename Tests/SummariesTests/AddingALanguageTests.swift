import Foundation
import Testing

@testable import Summaries

/// Docs/spoken-copy.md's "Adding a language", followed for every language Glance speaks: each
/// file the section names is there and holds the language, and the section names every member
/// of a lexicon. A language added by the list is then complete; a file the list forgets, or
/// one that moved, fails here.
@Suite struct AddingALanguageTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  static func read(_ path: String) throws -> String {
    try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
  }

  /// The section, from its heading to the next.
  static func section() throws -> String {
    let page = try read("Docs/spoken-copy.md")
    let start = try #require(page.range(of: "\n## Adding a language\n"))
    let rest = page[start.upperBound...]
    return String(rest[..<(rest.range(of: "\n## ")?.lowerBound ?? rest.endIndex)])
  }

  /// The paths the section names in code font.
  static func paths(_ section: String) -> [String] {
    section.components(separatedBy: "`").enumerated().filter { $0.offset % 2 == 1 }.map(\.element)
      .filter { $0.contains("/") && !$0.contains(" ") }
  }

  static let catalog = StringCatalog.shipped
  static let languages = catalog.languages
  static let locales = catalog.locales

  @Test func everyFileTheSectionNamesHoldsEveryLanguage() throws {
    let section = try Self.section()
    let paths = Self.paths(section)
    // The catalog, the lexicon, the root lexicon, the generator, this page, a sample person,
    // the references and the review record.
    #expect(paths.count >= 8, "\(paths)")
    for path in paths {
      if path.contains("<language>") {
        for language in Self.languages {
          let file = path.replacingOccurrences(of: "<language>", with: language)
          #expect(
            FileManager.default.fileExists(atPath: Self.root.appendingPathComponent(file).path),
            "\(file), which the section names, is missing")
        }
      } else if path.contains("<person>") {
        // Every locale is spoken by a sample person.
        let data = Self.root.appendingPathComponent("Data")
        let people = try FileManager.default.contentsOfDirectory(atPath: data.path)
        let spoken = try people.map { person in
          try Self.read(path.replacingOccurrences(of: "<person>", with: person))
        }
        for locale in Self.locales {
          #expect(
            spoken.contains { $0.contains("\"\(locale)\"") }, "no person in Data/ speaks \(locale)")
        }
      } else {
        #expect(
          FileManager.default.fileExists(atPath: Self.root.appendingPathComponent(path).path),
          "\(path), which the section names, is missing")
      }
    }
    // The catalog holds each language, this page and the review record each locale.
    let xcstrings = try Self.read("Sources/Summaries/Resources/Localizable.xcstrings")
    let page = try Self.read("Docs/spoken-copy.md")
    let review = try Self.read("Docs/copy-quality.md")
    for language in Self.languages {
      #expect(xcstrings.contains("\"\(language)\" : {"), "\(language)")
    }
    for locale in Self.locales {
      #expect(page.contains("\n## ") && page.contains(": \(locale)\n"), "no section for \(locale)")
      #expect(review.contains(locale), "Docs/copy-quality.md never names \(locale)")
      let references = Self.root.appendingPathComponent("Tests/GlanceTests/__Snapshots__/nightly")
      let sources = try FileManager.default.contentsOfDirectory(atPath: references.path)
      #expect(
        sources.contains {
          FileManager.default.fileExists(
            atPath: references.appendingPathComponent("\($0)/\(locale)").path)
        }, "no reference snapshots in \(locale)")
    }
  }

  /// The section's table names every member a lexicon has, and no other.
  @Test func theSectionNamesEveryMember() throws {
    let section = try Self.section()
    let named = Set(
      section.split(separator: "\n").filter { $0.hasPrefix("| `") }.compactMap { row in
        row.split(separator: "`").dropFirst().first.map(String.init)
      })
    var members = Set(Lexicons.profileFields.map { "profile.\($0)" })
    members.formUnion(Lexicon.List.allCases.map(\.path))
    members.insert(Lexicons.emojiMember)
    members.insert(Lexicons.emojiEventsMember)
    #expect(named == members)
  }
}
