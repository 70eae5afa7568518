/// Windows zone IDs and Outlook display names, mapped to IANA zones through CLDR.
///
/// Foundation on Linux knows no Windows names, and Outlook and Exchange write them in TZIDs
/// (`W. Europe Standard Time`) or write the display name instead
/// (`(UTC+01:00) Amsterdam, Berlin, Bern, Rome, Stockholm, Vienna`). The tables are generated
/// from CLDR's windowsZones.xml by Scripts/generate-windows-zones.py.
enum WindowsZones {
  /// The IANA zone of a Windows zone ID, ignoring case.
  static func ianaIdentifier(forWindowsID id: String) -> String? {
    ianaByWindowsID[id] ?? ianaByLowercasedWindowsID[id.lowercased()]
  }

  /// The IANA zone of an Outlook display name. Older Outlook versions wrote `GMT` for `UTC`,
  /// `.` for `:` and ` / ` between cities, and some exporters `and` for `&`
  /// (`(UTC-05:00) Eastern Time (US and Canada)`); the match ignores all of that, comparing
  /// the city list's letters only.
  ///
  /// Letters alone do not tell `(UTC-08:00) Coordinated Universal Time-08` from
  /// `(UTC) Coordinated Universal Time`, so the stated offset is compared too; a name whose
  /// letters belong to one zone only is found under any offset, as an older Outlook wrote
  /// `(UTC) Casablanca` for today's `(UTC+01:00) Casablanca`.
  static func ianaIdentifier(forDisplayName name: String) -> String? {
    guard name.hasPrefix("(") else { return nil }
    let key = displayKey(name)
    guard !key.isEmpty,
      let windowsID = windowsIDByStatedKey[statedKey(name, key)] ?? windowsIDByDisplayKey[key]
    else { return nil }
    return ianaByWindowsID[windowsID]
  }

  private static let ianaByLowercasedWindowsID: [String: String] = Dictionary(
    ianaByWindowsID.map { ($0.key.lowercased(), $0.value) }, uniquingKeysWith: { first, _ in first }
  )

  /// Windows IDs by stated offset and letters; both are unique in CLDR's table.
  private static let windowsIDByStatedKey: [String: String] = Dictionary(
    windowsIDByDisplayName.map { (statedKey($0.key, displayKey($0.key)), $0.value) },
    uniquingKeysWith: { first, _ in first })

  /// Windows IDs by letters alone, for the letters that name one zone only.
  private static let windowsIDByDisplayKey: [String: String] = {
    var ids: [String: Set<String>] = [:]
    for (name, id) in windowsIDByDisplayName { ids[displayKey(name), default: []].insert(id) }
    return ids.compactMapValues { $0.count == 1 ? $0.first : nil }
  }()

  private static func statedKey(_ name: String, _ key: String) -> String {
    "\(statedOffset(name).map(String.init) ?? "")|\(key)"
  }

  /// The letters of the name after its `(UTC±hh:mm)` prefix, lower-cased, `&` read as `and`.
  static func displayKey(_ name: String) -> String {
    var text = Substring(name)
    if text.hasPrefix("("), let close = text.firstIndex(of: ")") {
      text = text[text.index(after: close)...]
    }
    var key = ""
    for scalar in text.lowercased().unicodeScalars {
      if scalar == "&" {
        key += "and"
      } else if scalar.properties.isAlphabetic {
        key.unicodeScalars.append(scalar)
      }
    }
    return key
  }

  /// The offset a display name states in its prefix, in seconds east of UTC: `(UTC+01:00)`,
  /// `(GMT +01:00)`, `(GMT-03.00)`, `(UTC)`. `nil` for a name without such a prefix.
  static func statedOffset(_ name: String) -> Int? {
    let text = name.uppercased().filter { $0 != " " }
    guard text.hasPrefix("(UTC") || text.hasPrefix("(GMT"), let close = text.firstIndex(of: ")")
    else { return nil }
    let offset = text[text.index(text.startIndex, offsetBy: 4)..<close]
    guard let sign = offset.first else { return 0 }
    // Hours, then minutes after `:` or `.`, each of one or two digits (minutes two).
    let parts = offset.dropFirst().split(
      omittingEmptySubsequences: false, whereSeparator: { $0 == ":" || $0 == "." })
    guard sign == "+" || sign == "-", (1...2).contains(parts.count),
      parts.allSatisfy({ (1...2).contains($0.count) && $0.allSatisfy { ("0"..."9").contains($0) } }
      ),
      let hours = Int(parts[0]), hours <= 14
    else { return nil }
    let minutes = parts.count == 2 && parts[1].count == 2 ? Int(parts[1])! : 0
    guard minutes < 60, parts.count == 1 || parts[1].count == 2 else { return nil }
    return (sign == "-" ? -1 : 1) * (hours * 3_600 + minutes * 60)
  }
}
