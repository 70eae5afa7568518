import Foundation
import ICalendar
import JSON

/// A String Catalog (`.xcstrings`), the JSON format Xcode and translators use for copy.
///
/// Foundation on Linux copies `.xcstrings` into a bundle but never compiles or resolves it,
/// so Glance reads it itself: plain strings and plural variations by CLDR category.
public struct StringCatalog: Sendable {
  public enum Value: Sendable, Hashable {
    case text(String)
    case plural([PluralCategory: String])
  }

  public struct Failure: Error, Sendable, CustomStringConvertible {
    public var message: String
    public var description: String { message }
  }

  public var sourceLanguage: String
  /// Key → language → value.
  public var strings: [String: [String: Value]]
  /// Key → comment for translators.
  public var comments: [String: String]

  public init(
    sourceLanguage: String, strings: [String: [String: Value]], comments: [String: String] = [:]
  ) {
    self.sourceLanguage = sourceLanguage
    self.strings = strings
    self.comments = comments
  }

  public init(bytes: [UInt8]) throws(Failure) {
    let document: JSONValue
    do {
      document = try JSONReader().read(bytes)
    } catch {
      throw Failure(message: "String Catalog is not valid JSON: \(error)")
    }
    guard case .string(let source)? = document["sourceLanguage"] else {
      throw Failure(message: "String Catalog has no 'sourceLanguage'")
    }
    guard case .object(let entries)? = document["strings"] else {
      throw Failure(message: "String Catalog has no 'strings' object")
    }
    sourceLanguage = source
    strings = [:]
    comments = [:]
    for (key, entry) in entries {
      if case .string(let comment)? = entry["comment"] { comments[key] = comment }
      guard case .object(let localizations)? = entry["localizations"] else { continue }
      var values: [String: Value] = [:]
      for (language, localization) in localizations {
        if case .string(let text)? = localization["stringUnit"]?["value"] {
          values[language] = .text(text)
        } else if case .object(let forms)? = localization["variations"]?["plural"] {
          var plural: [PluralCategory: String] = [:]
          for (name, form) in forms {
            guard let category = PluralCategory(rawValue: name),
              case .string(let text)? = form["stringUnit"]?["value"]
            else { continue }
            plural[category] = text
          }
          guard !plural.isEmpty else {
            throw Failure(
              message: "String Catalog key '\(key)' has an empty plural for '\(language)'")
          }
          values[language] = .plural(plural)
        }
      }
      strings[key] = values
    }
  }

  /// The languages to try for a locale identifier, most specific first:
  /// `zh-Hans-CN` → `zh-Hans-CN`, `zh-Hans`, `zh`.
  public static func fallbackChain(_ identifier: String) -> [String] {
    let parts = identifier.replacingOccurrences(of: "_", with: "-").split(separator: "-").map(
      String.init)
    return (1...max(parts.count, 1)).reversed().map { parts.prefix($0).joined(separator: "-") }
  }
}

/// A catalog resolved for one locale: every key has a value, in the locale's language or,
/// when a translation is missing, in the source language (reported once per key).
///
/// A catalog that passed `StringCatalog.checkCopy()`, as the shipped one must before any
/// work, has every key in every language; a key a catalog has no copy for at all (one made
/// for a test, or a fuzzer's) says nothing, and is never spoken by its name.
public struct Localizer: Sendable, Equatable {
  public let locale: String
  /// The catalog language used, e.g. `de` for `de-DE`.
  public let language: String
  /// Keys that fell back to the source language, or that the catalog has no copy for.
  public let missingKeys: [CopyKey]
  /// The templates, parsed once, by `CopyKey.rawValue`.
  private let templates: [Template]

  private enum Template: Sendable, Equatable {
    case text(FormatTemplate)
    case plural([PluralCategory: FormatTemplate])
    case missing
  }

  public init(catalog: StringCatalog, locale: String) {
    self.locale = locale
    let chain = StringCatalog.fallbackChain(locale)
    let languages = Set(catalog.strings.values.flatMap(\.keys))
    language = chain.first { languages.contains($0) } ?? catalog.sourceLanguage
    var missing: [CopyKey] = []
    templates = CopyKey.allCases.map { key in
      let values = catalog.strings[key.name] ?? [:]
      let value: StringCatalog.Value
      if let own = chain.lazy.compactMap({ values[$0] }).first {
        value = own
      } else if let source = values[catalog.sourceLanguage] {
        value = source
        missing.append(key)
      } else {
        missing.append(key)
        return .missing
      }
      switch value {
      case .text(let text): return .text(FormatTemplate.cached(text))
      case .plural(let forms): return .plural(forms.mapValues(FormatTemplate.cached))
      }
    }
    missingKeys = missing
  }

  /// The plural rules' language: `zh-Hans` speaks as `zh`.
  public var pluralLanguage: String {
    String(language.split(separator: "-").first ?? "en")
  }

  /// The string for `key` with `arguments` substituted; a plural key picks its form by the
  /// first integer argument.
  public func string(_ key: CopyKey, _ arguments: FormatArgument...) -> String {
    string(key, arguments: arguments)
  }

  public func string(_ key: CopyKey, arguments: [FormatArgument]) -> String {
    switch templates[key.rawValue] {
    case .text(let template):
      return template.format(arguments)
    case .plural(let forms):
      let count =
        arguments.lazy.compactMap { argument -> Int? in
          if case .integer(let value) = argument { return value }
          return nil
        }.first ?? 0
      let category = PluralRules.category(count, language: pluralLanguage)
      guard let template = forms[category] ?? forms[.other] ?? forms.values.first else {
        return ""
      }
      return template.format(arguments)
    case .missing:
      return ""
    }
  }

  /// `parts` joined by the two-argument template `key` ("%1$@, %2$@"), left to right: the
  /// first two, then that and the third, and so on. A template that is only a separator
  /// between its two arguments joins them all in one pass, with the same result.
  public func join(_ parts: [String], _ key: CopyKey) -> String {
    guard let first = parts.first else { return "" }
    guard parts.count > 1 else { return first }
    if case .text(let template) = templates[key.rawValue], let separator = template.infixSeparator {
      return Self.joined(parts, separator: separator)
    }
    return parts.dropFirst().reduce(first) { string(key, .string($0), .string($1)) }
  }

  /// `parts.joined(separator:)`, copied as bytes into one string of the right size: the
  /// composer joins clauses and sentences for every summary it tries, and the standard
  /// library's generic join costs several times as much. A separator that opens with a full
  /// stop says it once after a part that ends with one (a title ending in a date, "Tausch
  /// 31.12.", then ". Dazu …"): two are read as a pause and a stray sound.
  static func joined(_ parts: [String], separator: String) -> String {
    var separator = separator
    let count =
      parts.reduce(0) { $0 + $1.utf8.count } + separator.utf8.count * (parts.count - 1)
    return separator.withUTF8 { between in
      let stop = between.first == 0x2E ? 1 : 0
      return String(unsafeUninitializedCapacity: count) { buffer in
        var offset = 0
        func copy(_ bytes: UnsafeBufferPointer<UInt8>) {
          guard !bytes.isEmpty else { return }
          UnsafeMutableRawPointer(buffer.baseAddress! + offset).copyMemory(
            from: bytes.baseAddress!, byteCount: bytes.count)
          offset += bytes.count
        }
        for index in parts.indices {
          if index > 0 {
            let stopped = stop == 1 && offset > 0 && buffer[offset - 1] == 0x2E
            copy(stopped ? UnsafeBufferPointer(rebasing: between[stop...]) : between)
          }
          // Read in place when the part's bytes are contiguous, as a native string's are: a
          // copy of it to make them so costs a retain and a release.
          if parts[index].utf8.withContiguousStorageIfAvailable({ copy($0) }) == nil {
            var part = parts[index]
            part.withUTF8 { copy($0) }
          }
        }
        return offset
      }
    }
  }

  /// Diagnostics for the keys that fell back to the source language.
  public func diagnostics(file: String) -> [Diagnostic] {
    missingKeys.map {
      Diagnostic(
        file: file, code: .missingTranslation,
        message: "no '\(locale)' translation for '\($0.name)'; English is used")
    }
  }
}

extension DiagnosticCode {
  public static let missingTranslation = DiagnosticCode("SUM001", .warning)
  public static let summaryOverBudget = DiagnosticCode("SUM002", .note)
  public static let catalogUnreadable = DiagnosticCode("SUM003", .error)
  public static let languageProfileMissing = DiagnosticCode("SUM004", .error)
}
