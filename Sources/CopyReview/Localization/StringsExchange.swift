import JSON
import Summaries

/// The catalog's strings for localizers, out and back: XLIFF 2.0, XLIFF 1.2 or CSV with each string's
/// comment and real sentences it was said in, and a translated file read back into the
/// String Catalog after checks (every id a key, placeholders the source's, every plural form
/// the language needs).
public enum StringsExchange {
  public enum Format: String, Sendable, CaseIterable {
    /// XLIFF 2.0.
    case xliff
    /// XLIFF 1.2, for the tools that read no 2.0.
    case xliff12
    case csv
  }

  /// The units in `format`.
  public static func file(
    _ units: [TranslationUnit], format: Format, sourceLanguage: String, language: String
  ) -> String {
    switch format {
    case .xliff: xliff(units, sourceLanguage: sourceLanguage, language: language)
    case .xliff12: xliff12(units, sourceLanguage: sourceLanguage, language: language)
    case .csv: csv(units)
    }
  }

  /// A problem with a translated file: where, and what.
  public struct Problem: Error, Sendable, Hashable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var message: String
    public var description: String { "\(file):\(line): error: \(message)" }
  }

  /// The columns of the CSV export, in order.
  public static let csvHeader = ["id", "key", "plural", "comment", "source", "target", "examples"]

  // MARK: - Export

  public static func xliff(
    _ units: [TranslationUnit], sourceLanguage: String, language: String
  ) -> String {
    var xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="\(escape(sourceLanguage))" trgLang="\(escape(language))">
        <file id="Localizable" original="Localizable.xcstrings">

      """
    for unit in units {
      xml += "    <unit id=\"\(escape(unit.id))\" xml:space=\"preserve\">\n"
      var notes: [(String, String)] = []
      if !unit.comment.isEmpty { notes.append(("comment", unit.comment)) }
      if let category = unit.category { notes.append(("plural", category.rawValue)) }
      notes += unit.examples.map { ("example", $0) }
      if !notes.isEmpty {
        xml += "      <notes>\n"
        for (category, text) in notes {
          xml += "        <note category=\"\(category)\">\(escape(text))</note>\n"
        }
        xml += "      </notes>\n"
      }
      xml +=
        "      <segment state=\"\(unit.target.isEmpty ? "initial" : "translated")\">\n"
        + "        <source>\(escape(unit.source))</source>\n"
      if !unit.target.isEmpty { xml += "        <target>\(escape(unit.target))</target>\n" }
      xml += "      </segment>\n    </unit>\n"
    }
    return xml + "  </file>\n</xliff>\n"
  }

  public static func csv(_ units: [TranslationUnit]) -> String {
    CSVTable.write(
      [csvHeader]
        + units.map {
          [
            $0.id, $0.key, $0.category?.rawValue ?? "", $0.comment, $0.source, $0.target,
            $0.examples.joined(separator: "\n"),
          ]
        })
  }

  static func escape(_ text: String) -> String {
    var out = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "\r": out += "&#13;"
      case "\t": out += "&#9;"
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out
  }

  // MARK: - Import

  /// A translated string read back: its id, its target and the line it is on.
  public struct Translated: Sendable, Hashable {
    public var id: String
    public var target: String
    public var line: Int
  }

  /// The target language and the translated strings of an XLIFF 2.0 or 1.2 file (its
  /// `version` says which), or why it cannot be read. Units without a target are left out:
  /// they were not translated.
  public static func readXLIFF(_ bytes: [UInt8], file: String, sourceLanguage: String)
    throws(Problem) -> (language: String, strings: [Translated])
  {
    let tree: XMLElementTree
    do {
      tree = try XMLElementTree(bytes: bytes)
    } catch {
      throw Problem(file: file, line: error.line, message: "not well-formed XML: \(error.message)")
    }
    let root = tree.root
    guard root.localName == "xliff", ["1.2", "2.0"].contains(root.attributes["version"]) else {
      throw Problem(
        file: file, line: root.line,
        message:
          "expected an XLIFF 2.0 or 1.2 document, found '<\(root.name)>' version '\(root.attributes["version"] ?? "")'"
      )
    }
    if root.attributes["version"] == "1.2" {
      return try readXLIFF12(root, file: file, sourceLanguage: sourceLanguage)
    }
    guard root.attributes["srcLang"] == sourceLanguage else {
      throw Problem(
        file: file, line: root.line,
        message:
          "srcLang '\(root.attributes["srcLang"] ?? "")' is not the catalog's source language '\(sourceLanguage)'"
      )
    }
    guard let language = root.attributes["trgLang"], !language.isEmpty else {
      throw Problem(file: file, line: root.line, message: "no trgLang: the target language")
    }
    var strings: [Translated] = []
    for file in root.elements("file") {
      for unit in file.elements("unit") + file.elements("group").flatMap({ $0.elements("unit") }) {
        let id = unit.attributes["id"] ?? ""
        let targets = unit.elements("segment").flatMap { $0.elements("target") }
        guard !targets.isEmpty else { continue }
        strings.append(
          Translated(id: id, target: targets.map(\.text).joined(), line: targets[0].line))
      }
    }
    return (language, strings)
  }

  /// The translated strings of a CSV export; `language` is given, as a CSV has no header for
  /// it. Rows with an empty target were not translated and are left out.
  public static func readCSV(_ bytes: [UInt8], file: String) throws(Problem) -> [Translated] {
    let records: [CSVTable.Record]
    do {
      records = try CSVTable.read(bytes)
    } catch {
      throw Problem(file: file, line: error.line, message: error.message)
    }
    guard let header = records.first else {
      throw Problem(file: file, line: 1, message: "empty: expected a header row")
    }
    guard let idColumn = header.fields.firstIndex(of: "id"),
      let targetColumn = header.fields.firstIndex(of: "target")
    else {
      throw Problem(
        file: file, line: header.line,
        message:
          "the header '\(header.fields.joined(separator: ","))' has no 'id' and 'target' columns")
    }
    return records.dropFirst().compactMap { record in
      guard record.fields.count > max(idColumn, targetColumn) else {
        return Translated(id: record.fields.first ?? "", target: "", line: -record.line)
      }
      let target = record.fields[targetColumn]
      return target.isEmpty
        ? nil : Translated(id: record.fields[idColumn], target: target, line: record.line)
    }
  }

  /// The catalog's values for `language` after `strings`, and every problem with them: an id
  /// that is no key (or plural form of one), placeholders that are not the source's, a
  /// plural form the language does not have or lacks. With problems, nothing is changed.
  public static func merge(
    _ strings: [Translated], language: String, into catalog: StringCatalog, file: String
  ) -> (values: [String: StringCatalog.Value], problems: [Problem]) {
    var problems: [Problem] = []
    func problem(_ line: Int, _ message: String) {
      problems.append(Problem(file: file, line: line, message: message))
    }
    guard PluralRules.languages.contains(StringCatalog.fallbackChain(language).last ?? language)
    else {
      problem(1, "no CLDR plural rules for the target language '\(language)'")
      return ([:], problems)
    }
    let needed = TranslationUnit.categories(language)
    var values: [String: StringCatalog.Value] = [:]
    for (key, languages) in catalog.strings {
      if let value = languages[language] { values[key] = value }
    }
    var seen: [String: Int] = [:]
    for string in strings {
      guard string.line > 0 else {
        problem(-string.line, "the row has fewer columns than the header")
        continue
      }
      if let first = seen[string.id] {
        problem(string.line, "'\(string.id)' is translated twice (first on line \(first))")
        continue
      }
      seen[string.id] = string.line
      let parts = string.id.split(separator: ":", maxSplits: 1).map(String.init)
      let key = parts[0]
      guard catalog.strings[key]?[catalog.sourceLanguage] != nil else {
        problem(string.line, "'\(string.id)' is not a key of the catalog")
        continue
      }
      let arguments = TranslationUnit.arguments(of: key, in: catalog)
      let found = TranslationUnit.placeholders(string.target)
      if let unknown = found.first(where: { !arguments.contains($0) }) {
        problem(
          string.line,
          "'\(string.id)': placeholder \(list([unknown])) in '\(string.target)' is not one '\(key)' is given; it is given \(list(arguments.sorted()))"
        )
        continue
      }
      guard parts.count == 2 else {
        values[key] = .text(string.target)
        continue
      }
      guard let category = PluralCategory(rawValue: parts[1]) else {
        problem(string.line, "'\(string.id)': '\(parts[1])' is not a CLDR plural form")
        continue
      }
      guard needed.contains(category) else {
        problem(
          string.line,
          "'\(string.id)': '\(language)' has no '\(category.rawValue)' form; it has \(needed.map(\.rawValue).joined(separator: ", "))"
        )
        continue
      }
      // A count must be said where CLDR's 'other' applies: "5 weitere", never "weitere".
      let counts = arguments.filter { !$0.hasSuffix("@") }
      if category == .other, !counts.isEmpty, found.allSatisfy({ $0.hasSuffix("@") }) {
        problem(
          string.line,
          "'\(string.id)': the 'other' form '\(string.target)' says no count; '\(key)' is given \(list(counts.sorted()))"
        )
        continue
      }
      var translated: [PluralCategory: String] = [:]
      if case .plural(let known)? = values[key] { translated = known }
      translated[category] = string.target
      values[key] = .plural(translated)
    }
    for key in values.keys.sorted() {
      guard case .plural(let forms)? = values[key] else { continue }
      let missing = needed.filter { forms[$0] == nil }
      if !missing.isEmpty {
        problem(
          seen.first { $0.key.hasPrefix(key + ":") }?.value ?? 1,
          "'\(key)' lacks the '\(language)' plural forms \(missing.map(\.rawValue).joined(separator: ", "))"
        )
      }
    }
    return (problems.isEmpty ? values : [:], problems.sorted { $0.line < $1.line })
  }

  static func list(_ placeholders: [String]) -> String {
    placeholders.isEmpty
      ? "none"
      : placeholders.map { item in
        let parts = item.split(separator: ":", maxSplits: 1)
        return "'%\(parts[0])$\(parts.count > 1 ? parts[1] : "")'"
      }.joined(separator: ", ")
  }
}
