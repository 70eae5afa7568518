import Foundation
import SeededRandom
import Summaries
import Testing

@testable import CopyReview

/// The catalog's strings out to a localizer and back: XLIFF 2.0, XLIFF 1.2 and CSV re-import
/// to the same catalog, byte for byte; a translation changes its lines only; the checks name
/// the line, in every format.
@Suite struct StringsExchangeTests {
  static let catalogURL = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Sources/Summaries/Resources/Localizable.xcstrings")
  static let bytes = [UInt8](try! Data(contentsOf: catalogURL))
  static let catalog = try! StringCatalog(bytes: bytes)
  static let translated = catalog.languages.filter { $0 != catalog.sourceLanguage }

  static func reimport(_ file: String, format: StringsExchange.Format, language: String) throws
    -> (bytes: [UInt8], problems: [StringsExchange.Problem])
  {
    let strings =
      switch format {
      case .xliff, .xliff12:
        try StringsExchange.readXLIFF(
          Array(file.utf8), file: "t.xlf", sourceLanguage: catalog.sourceLanguage
        ).strings
      case .csv: try StringsExchange.readCSV(Array(file.utf8), file: "t.csv")
      }
    let merged = StringsExchange.merge(strings, language: language, into: catalog, file: "t")
    return (
      try StringCatalogFile.updating(bytes, with: merged.values, language: language),
      merged.problems
    )
  }

  static func export(_ language: String, _ format: StringsExchange.Format) -> String {
    let units = TranslationUnit.units(of: catalog, language: language)
    return StringsExchange.file(
      units, format: format, sourceLanguage: catalog.sourceLanguage, language: language)
  }

  @Test(arguments: StringsExchange.Format.allCases)
  func everyLanguageRoundTripsToTheSameBytes(format: StringsExchange.Format) throws {
    #expect(Self.translated.count >= 4)
    for language in Self.translated {
      let (bytes, problems) = try Self.reimport(
        Self.export(language, format), format: format, language: language)
      #expect(problems.isEmpty, "\(language): \(problems)")
      #expect(bytes == Self.bytes, "\(language)")
    }
  }

  @Test func aTranslationChangesItsLineOnly() throws {
    var file = Self.export("de", .xliff)
    let first = try #require(file.range(of: "<target>Neuer Termin</target>"))
    file.replaceSubrange(first, with: "<target>Termin &amp; mehr</target>")
    let (bytes, problems) = try Self.reimport(file, format: .xliff, language: "de")
    #expect(problems.isEmpty)
    let before = String(decoding: Self.bytes, as: UTF8.self).split(separator: "\n")
    let after = String(decoding: bytes, as: UTF8.self).split(separator: "\n")
    #expect(before.count == after.count)
    let changed = zip(before, after).filter { $0 != $1 }
    #expect(changed.map(\.1) == [#"            "value" : "Termin & mehr""#])
    #expect(
      try StringCatalog(bytes: bytes).strings["action.compose"]?["de"] == .text("Termin & mehr"))
  }

  /// Each check, on the line of the target it judged, in either XLIFF version.
  @Test(arguments: [StringsExchange.Format.xliff, .xliff12])
  func placeholdersAndPluralFormsAreChecked(format: StringsExchange.Format) throws {
    var lines = Self.export("de", format).components(separatedBy: "\n")
    func replace(_ old: String, _ new: String, after unit: String = "") throws -> Int {
      let start = lines.firstIndex { $0.contains(unit) } ?? 0
      let index = try #require(lines[start...].firstIndex { $0.contains(old) }, "\(old)")
      lines[index] = lines[index].replacingOccurrences(of: old, with: new)
      return index + 1
    }
    let unknown = try replace(
      ">%@ als erledigt markieren</target>", ">%2$@ als erledigt markieren</target>")
    let wrongType = try replace(">Neuer Termin</target>", ">Neuer Termin %lld</target>")
    let noCount = try replace(
      ">Heute noch %lld weitere Einträge</target>", ">Heute noch weitere</target>",
      after: #"unit id="more.today:other""#)
    let few = try replace(#"unit id="more.today:one""#, #"unit id="more.today:few""#)
    let (_, problems) = try Self.reimport(
      lines.joined(separator: "\n"), format: format, language: "de")
    let messages = problems.map { "\($0.line) \($0.message)" }
    #expect(problems.count == 4, "\(messages)")
    #expect(messages.contains { $0.hasPrefix("\(unknown) 'action.complete': placeholder '%2$@'") })
    #expect(
      messages.contains { $0.hasPrefix("\(wrongType) 'action.compose': placeholder '%1$lld'") })
    #expect(messages.contains { $0.hasPrefix("\(noCount) 'more.today:other': the 'other' form") })
    #expect(
      messages.contains {
        $0.contains("'more.today:few': 'de' has no 'few' form; it has one, other")
          && Int($0.prefix { $0.isNumber })! > few
      })
  }

  @Test func aPluralNeedsEveryFormOfItsLanguage() throws {
    var strings = Self.catalog.strings
    strings["more.today"]?["de"] = nil
    let catalog = StringCatalog(
      sourceLanguage: "en", strings: strings, comments: Self.catalog.comments)
    let merged = StringsExchange.merge(
      [.init(id: "more.today:other", target: "Heute noch %lld weitere", line: 7)],
      language: "de", into: catalog, file: "t.csv")
    #expect(
      merged.problems.map(\.description) == [
        "t.csv:7: error: 'more.today' lacks the 'de' plural forms one"
      ])
    #expect(merged.values.isEmpty)
  }

  /// Any text, however it is written (markup, quotes, commas, line breaks, CJK), comes back
  /// from either format as it went out.
  @Test(arguments: StringsExchange.Format.allCases)
  func anyTextComesBackAsItWent(format: StringsExchange.Format) throws {
    var random = SeededRandom(seed: 31)
    let pieces = [
      "a", "Ü", "日本", "<b>", "&amp;", "&", "\"", "'", ",", "\n", "\r\n", " ", "%%", "]]>",
      "\t", "😀", ";", "\\",
    ]
    for _ in 0..<200 {
      let text = (0..<random.int(1...12)).map { _ in random.pick(pieces) }.joined()
      let unit = TranslationUnit(
        key: "action.compose", category: nil, comment: text, source: "New event", target: text,
        examples: [text])
      let file = StringsExchange.file(
        [unit], format: format, sourceLanguage: "en", language: "de")
      let read =
        format == .csv
        ? try StringsExchange.readCSV(Array(file.utf8), file: "t")
        : try StringsExchange.readXLIFF(Array(file.utf8), file: "t", sourceLanguage: "en").strings
      #expect(read.map(\.target) == [text], "\(text.debugDescription)")
    }
  }

  @Test func entitiesAreNeverExpandedAndBrokenXMLIsLocated() throws {
    let bomb = """
      <?xml version="1.0"?>
      <!DOCTYPE lolz [<!ENTITY lol "lol">]>
      <xliff version="2.0" srcLang="en" trgLang="de"/>
      """
    #expect(throws: StringsExchange.Problem.self) {
      try StringsExchange.readXLIFF(Array(bomb.utf8), file: "t", sourceLanguage: "en")
    }
    let broken =
      "<xliff version=\"2.0\" srcLang=\"en\" trgLang=\"de\">\n<file>\n<unit id=\"a\">\n</file>\n</xliff>\n"
    do {
      _ = try StringsExchange.readXLIFF(Array(broken.utf8), file: "t.xlf", sourceLanguage: "en")
      Issue.record("read a broken file")
    } catch {
      #expect(
        error.description
          == "t.xlf:4: error: not well-formed XML: '</unit>' expected, found '</file>'")
    }
  }

  /// XLIFF 1.2's own shape: plural forms in a group named after their key, the comment and
  /// form as notes, examples as contexts; a 1.2 file of another source language, without a
  /// target language or with two, is refused on its line.
  @Test func xliff12GroupsPluralsAndChecksItsLanguages() throws {
    let units = TranslationUnit.units(
      of: Self.catalog, language: "de", examples: ["more.today": ["Heute noch 2 weitere"]])
    let file = StringsExchange.xliff12(units, sourceLanguage: "en", language: "de")
    #expect(
      file.contains(
        """
              <group id="more.today" resname="more.today" restype="x-gettext-plurals">
                <trans-unit id="more.today:one" resname="more.today:one" xml:space="preserve">
        """))
    #expect(file.contains(#"<note from="plural">other</note>"#))
    #expect(file.contains(#"<context context-type="x-example">Heute noch 2 weitere</context>"#))
    #expect(file.components(separatedBy: "<trans-unit ").count - 1 == units.count)
    #expect(
      file.components(separatedBy: "<group ").count
        == file.components(separatedBy: "</group>").count)

    let read = try StringsExchange.readXLIFF(Array(file.utf8), file: "t.xlf", sourceLanguage: "en")
    #expect(read.language == "de")
    #expect(read.strings.map(\.id) == units.filter { !$0.target.isEmpty }.map(\.id))

    for (from, to, message) in [
      (
        #"source-language="en""#, #"source-language="fr""#,
        "t.xlf:3: error: source-language 'fr' is not the catalog's source language 'en'"
      ),
      (
        #" target-language="de""#, "",
        "t.xlf:3: error: no target-language: the language translated into"
      ),
      (
        "</file>",
        "</file><file original=\"b\" source-language=\"en\" target-language=\"ja\" datatype=\"plaintext\"><body/></file>",
        "differs from the first file's 'de'"
      ),
    ] {
      let changed = file.replacingOccurrences(of: from, with: to)
      #expect(throws: StringsExchange.Problem.self) {
        try StringsExchange.readXLIFF(Array(changed.utf8), file: "t.xlf", sourceLanguage: "en")
      }
      do {
        _ = try StringsExchange.readXLIFF(Array(changed.utf8), file: "t.xlf", sourceLanguage: "en")
      } catch {
        #expect(error.description.contains(message), "\(error.description)")
      }
    }
  }
}
