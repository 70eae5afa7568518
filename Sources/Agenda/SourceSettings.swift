import Foundation
import ICalendar
import JSON

/// A source's `source.json`: how to name the person, their time zone, their languages and
/// their addresses.
public struct SourceSettings: Sendable, Hashable {
  public var displayName: String?
  /// An IANA identifier Foundation knows.
  public var timeZone: String?
  /// BCP 47 language tags such as `en-US`, in order of preference.
  public var locales: [String] = []
  /// The person's own addresses, lower case and without "mailto:", for exports that never name
  /// a calendar after one (classic Outlook, iCloud): an invitation one of them declined is left
  /// out of the agenda (`Source.ownerAddresses`).
  public var addresses: [String] = []

  public init(
    displayName: String? = nil, timeZone: String? = nil, locales: [String] = [],
    addresses: [String] = []
  ) {
    self.displayName = displayName
    self.timeZone = timeZone
    self.locales = locales
    self.addresses = addresses
  }

  /// Reads `source.json`; an invalid field is reported and ignored, the others kept.
  public static func read(_ bytes: [UInt8], fileName: String) -> (
    settings: SourceSettings, diagnostics: [Diagnostic]
  ) {
    var settings = SourceSettings()
    var diagnostics: [Diagnostic] = []
    func report(_ code: DiagnosticCode, _ path: JSONPath, _ message: String) {
      diagnostics.append(
        Diagnostic(file: fileName, path: path.description, code: code, message: message))
    }
    let document: JSONValue
    do {
      document = try JSONReader().read(bytes)
    } catch {
      diagnostics.append(
        Diagnostic(
          file: fileName, line: error.line, code: .sourceSettingsNotJSON,
          message: "not valid JSON at column \(error.column): \(error.message); settings ignored"))
      return (settings, diagnostics)
    }
    guard case .object = document else {
      report(
        .sourceSettingsNotJSON, .root,
        "expected an object, found \(document.kindName); settings ignored")
      return (settings, diagnostics)
    }
    if let name = document["displayName"], name != .null {
      if case .string(let text) = name, !text.isEmpty {
        settings.displayName = text
      } else {
        report(
          .sourceSettingIgnored, .root + "displayName",
          "invalid displayName '\(name.quoted)'; ignored")
      }
    }
    if let zone = document["timeZone"], zone != .null {
      if case .string(let identifier) = zone, ZoneRules.named(identifier) != nil {
        settings.timeZone = identifier
      } else {
        report(
          .sourceSettingIgnored, .root + "timeZone",
          "unknown time zone '\(zone.quoted)', expected an IANA name such as Europe/Berlin; ignored"
        )
      }
    }
    if let locales = document["locales"], locales != .null {
      if case .array(let items) = locales {
        for (index, item) in items.enumerated() {
          if case .string(let tag) = item, LanguageTag.isValid(tag) {
            settings.locales.append(tag)
          } else {
            report(
              .sourceSettingIgnored, .root + "locales" + index,
              "invalid locale '\(item.quoted)', expected a language tag such as en-US; ignored")
          }
        }
      } else {
        report(
          .sourceSettingIgnored, .root + "locales",
          "expected an array of language tags, found \(locales.kindName); ignored")
      }
    }
    if let addresses = document["addresses"], addresses != .null {
      if case .array(let items) = addresses {
        for (index, item) in items.enumerated() {
          if case .string(let text) = item, let address = Source.address(text) {
            settings.addresses.append(address)
          } else {
            report(
              .sourceSettingIgnored, .root + "addresses" + index,
              "invalid address '\(item.quoted)', expected an email address such as "
                + "jordan.lee@example.com; ignored")
          }
        }
      } else {
        report(
          .sourceSettingIgnored, .root + "addresses",
          "expected an array of email addresses, found \(addresses.kindName); ignored")
      }
    }
    return (settings, diagnostics)
  }
}

/// A source's `favorites.json`: the ids (event UIDs or reminder ids) the person starred.
public enum FavoritesReader {
  public static func read(_ bytes: [UInt8], fileName: String) -> (
    favorites: Set<String>, diagnostics: [Diagnostic]
  ) {
    var diagnostics: [Diagnostic] = []
    let document: JSONValue
    do {
      document = try JSONReader().read(bytes)
    } catch {
      diagnostics.append(
        Diagnostic(
          file: fileName, line: error.line, code: .favoritesUnreadable,
          message: "not valid JSON at column \(error.column): \(error.message); no favorites read"))
      return ([], diagnostics)
    }
    guard case .array(let items) = document else {
      diagnostics.append(
        Diagnostic(
          file: fileName, path: "$", code: .favoritesUnreadable,
          message: "expected an array of item ids, found \(document.kindName); no favorites read"))
      return ([], diagnostics)
    }
    var favorites: Set<String> = []
    for (index, item) in items.enumerated() {
      if case .string(let id) = item, !id.isEmpty {
        favorites.insert(id)
      } else {
        diagnostics.append(
          Diagnostic(
            file: fileName, path: (JSONPath.root + index).description, code: .favoriteIgnored,
            message:
              "invalid favorite '\(item.quoted)', expected an event UID or reminder id; ignored"
          ))
      }
    }
    return (favorites, diagnostics)
  }
}
