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
  /// `.` for `:` and ` / ` between cities; the match ignores all of that, comparing the city
  /// list's letters only.
  static func ianaIdentifier(forDisplayName name: String) -> String? {
    guard name.hasPrefix("(") else { return nil }
    let key = displayKey(name)
    guard !key.isEmpty, let windowsID = windowsIDByDisplayKey[key] else { return nil }
    return ianaByWindowsID[windowsID]
  }

  private static let ianaByLowercasedWindowsID: [String: String] = Dictionary(
    ianaByWindowsID.map { ($0.key.lowercased(), $0.value) }, uniquingKeysWith: { first, _ in first }
  )

  private static let windowsIDByDisplayKey: [String: String] = Dictionary(
    windowsIDByDisplayName.map { (displayKey($0.key), $0.value) },
    uniquingKeysWith: { first, _ in first })

  /// The letters of the name after its `(UTC±hh:mm)` prefix, lower-cased.
  static func displayKey(_ name: String) -> String {
    var text = Substring(name)
    if text.hasPrefix("("), let close = text.firstIndex(of: ")") {
      text = text[text.index(after: close)...]
    }
    return String(
      text.lowercased().unicodeScalars.filter { $0.properties.isAlphabetic }.map(Character.init))
  }
}
