import JSON
import Summaries

/// A String Catalog's file as Xcode writes it (two spaces, `"key" : value`), changed only
/// where an import changed a value, so that a catalog re-imported unchanged is the same bytes
/// and a translation's diff is the lines it changed.
public enum StringCatalogFile {
  /// The catalog file `bytes` with `language`'s values set to `values`, in Xcode's layout.
  public static func updating(
    _ bytes: [UInt8], with values: [String: StringCatalog.Value], language: String
  ) throws -> [UInt8] {
    Self.bytes(setting(values, language: language, in: try JSONReader().read(bytes)))
  }

  /// `document` (the catalog file's JSON) with `language`'s values set to `values`; a value
  /// that is already there is left as it was written.
  public static func setting(
    _ values: [String: StringCatalog.Value], language: String, in document: JSONValue
  ) -> JSONValue {
    guard case .object(var top) = document,
      let stringsIndex = top.firstIndex(where: { $0.key == "strings" }),
      case .object(var entries) = top[stringsIndex].value
    else { return document }
    for index in entries.indices {
      let key = entries[index].key
      guard let value = values[key], case .object(var entry) = entries[index].value else {
        continue
      }
      var localizations: [(key: String, value: JSONValue)] = []
      if let at = entry.firstIndex(where: { $0.key == "localizations" }),
        case .object(let existing) = entry[at].value
      {
        localizations = existing
      }
      if let at = localizations.firstIndex(where: { $0.key == language }) {
        guard Self.value(of: localizations[at].value) != value else { continue }
        localizations[at].value = json(value)
      } else {
        localizations.append((language, json(value)))
        localizations.sort { $0.key < $1.key }
      }
      if let at = entry.firstIndex(where: { $0.key == "localizations" }) {
        entry[at].value = .object(localizations)
      } else {
        entry.append(("localizations", .object(localizations)))
        entry.sort { $0.key < $1.key }
      }
      entries[index].value = .object(entry)
    }
    top[stringsIndex].value = .object(entries)
    return .object(top)
  }

  /// A localization's value as `StringCatalog` reads it.
  static func value(of localization: JSONValue) -> StringCatalog.Value? {
    if let text = localization["stringUnit"]?["value"]?.stringValue { return .text(text) }
    guard case .object(let forms)? = localization["variations"]?["plural"] else { return nil }
    var plural: [PluralCategory: String] = [:]
    for (name, form) in forms {
      guard let category = PluralCategory(rawValue: name),
        let text = form["stringUnit"]?["value"]?.stringValue
      else { continue }
      plural[category] = text
    }
    return .plural(plural)
  }

  static func json(_ value: StringCatalog.Value) -> JSONValue {
    func unit(_ text: String) -> JSONValue {
      .object([
        ("stringUnit", .object([("state", .string("translated")), ("value", .string(text))]))
      ])
    }
    switch value {
    case .text(let text): return unit(text)
    case .plural(let forms):
      let sorted = PluralCategory.allCases.compactMap { category in
        forms[category].map { (key: category.rawValue, value: unit($0)) }
      }
      return .object([("variations", .object([("plural", .object(sorted))]))])
    }
  }

  /// Xcode's layout: two spaces an indent, `" : "` between a key and its value, a newline
  /// at the end.
  public static func bytes(_ document: JSONValue) -> [UInt8] {
    var out = ""
    write(document, indent: "", into: &out)
    return Array((out + "\n").utf8)
  }

  static func write(_ value: JSONValue, indent: String, into out: inout String) {
    switch value {
    case .null: out += "null"
    case .bool(let flag): out += flag ? "true" : "false"
    case .integer(let number): out += String(number)
    case .number(let number): out += String(number)
    case .string(let text): string(text, into: &out)
    case .array(let items):
      guard !items.isEmpty else {
        out += "[]"
        return
      }
      out += "[\n"
      for (index, item) in items.enumerated() {
        out += indent + "  "
        write(item, indent: indent + "  ", into: &out)
        out += index + 1 < items.count ? ",\n" : "\n"
      }
      out += indent + "]"
    case .object(let members):
      guard !members.isEmpty else {
        out += "{\n\n" + indent + "}"
        return
      }
      out += "{\n"
      for (index, member) in members.enumerated() {
        out += indent + "  "
        string(member.key, into: &out)
        out += " : "
        write(member.value, indent: indent + "  ", into: &out)
        out += index + 1 < members.count ? ",\n" : "\n"
      }
      out += indent + "}"
    }
  }

  static func string(_ text: String, into out: inout String) {
    out += "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case _ where scalar.value < 0x20:
        out +=
          "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count)
          + String(scalar.value, radix: 16)
      default: out.unicodeScalars.append(scalar)
      }
    }
    out += "\""
  }
}
