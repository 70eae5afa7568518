import Foundation

/// Resolves the TZIDs of one calendar, trying each way a real export names a zone.
///
/// The order: an IANA identifier Foundation knows; the calendar's own VTIMEZONE (also one
/// defined after its use); a Windows zone ID; an Outlook display name; a globally unique
/// `/vendor/…/Area/City` identifier; the VTIMEZONE's X-LIC-LOCATION; the calendar's
/// X-WR-TIMEZONE; the offset a display name states (`(GMT +01:00)`), as a fixed offset. A
/// TZID none of these resolve is read as floating and reported.
///
/// A resolver belongs to one calendar: two files may define the same TZID differently.
struct TimeZoneResolver {
  private var definitions: [String: TimeZoneDefinition] = [:]
  /// X-WR-TIMEZONE, the last resort.
  var calendarTimeZone: String?
  private var resolved: [String: ResolvedTimeZone] = [:]
  private var last: ResolvedTimeZone?
  private var lastSettled: String?

  init(definitions: [TimeZoneDefinition] = [], calendarTimeZone: String? = nil) {
    for definition in definitions { add(definition) }
    self.calendarTimeZone = calendarTimeZone
  }

  /// Adds a VTIMEZONE; the first definition of a TZID wins.
  mutating func add(_ definition: TimeZoneDefinition) {
    if definitions[definition.tzid] == nil { definitions[definition.tzid] = definition }
  }

  /// Whether the resolution of `tzid` can no longer change as the calendar goes on: an IANA
  /// identifier always wins, and so does a VTIMEZONE already read. Anything else waits for
  /// the end of the calendar, where a later VTIMEZONE may still define it.
  mutating func isSettled(_ tzid: String) -> Bool {
    if tzid == lastSettled { return true }
    guard
      definitions[tzid] != nil || resolved[tzid]?.resolution == .iana
        || Self.systemZone(tzid.trimmingSpaces) != nil
    else { return false }
    lastSettled = tzid
    return true
  }

  /// Every TZID resolved so far, by TZID.
  var resolutions: [String: ResolvedTimeZone] { resolved }

  mutating func resolve(_ tzid: String) -> ResolvedTimeZone {
    if let last, last.tzid == tzid { return last }
    if let known = resolved[tzid] {
      last = known
      return known
    }
    let zone = Self.resolveUncached(
      tzid, definition: definitions[tzid], calendarTimeZone: calendarTimeZone)
    resolved[tzid] = zone
    last = zone
    return zone
  }

  private static func resolveUncached(
    _ tzid: String, definition: TimeZoneDefinition?, calendarTimeZone: String?
  ) -> ResolvedTimeZone {
    let trimmed = tzid.trimmingSpaces
    if let zone = systemZone(trimmed) {
      return ResolvedTimeZone(
        tzid: tzid, identifier: zone.identifier, resolution: .iana, rules: .system(zone))
    }
    if let definition, let table = definition.transitionTable() {
      let location = definition.licLocation.flatMap { systemZone($0)?.identifier }
      return ResolvedTimeZone(
        tzid: tzid, identifier: location, resolution: .vtimezone, rules: .table(table))
    }
    if let id = WindowsZones.ianaIdentifier(forWindowsID: trimmed), let zone = systemZone(id) {
      return ResolvedTimeZone(
        tzid: tzid, identifier: zone.identifier, resolution: .windows, rules: .system(zone))
    }
    if let id = WindowsZones.ianaIdentifier(forDisplayName: trimmed), let zone = systemZone(id) {
      return ResolvedTimeZone(
        tzid: tzid, identifier: zone.identifier, resolution: .outlookDisplayName,
        rules: .system(zone))
    }
    if trimmed.hasPrefix("/") {
      let parts = trimmed.split(separator: "/")
      for index in parts.indices.dropFirst() {
        if let zone = systemZone(parts[index...].joined(separator: "/")) {
          return ResolvedTimeZone(
            tzid: tzid, identifier: zone.identifier, resolution: .globallyUnique,
            rules: .system(zone))
        }
      }
    }
    if let location = definition?.licLocation, let zone = systemZone(location) {
      return ResolvedTimeZone(
        tzid: tzid, identifier: zone.identifier, resolution: .licLocation, rules: .system(zone))
    }
    if let calendarTimeZone {
      let name = calendarTimeZone.trimmingSpaces
      if let zone = systemZone(name)
        ?? WindowsZones.ianaIdentifier(forWindowsID: name).flatMap(systemZone)
      {
        return ResolvedTimeZone(
          tzid: tzid, identifier: zone.identifier, resolution: .calendarTimeZone,
          rules: .system(zone))
      }
    }
    if let offset = WindowsZones.statedOffset(trimmed) {
      return ResolvedTimeZone(
        tzid: tzid, identifier: nil, resolution: .statedOffset, rules: .fixed(offset: offset))
    }
    return ResolvedTimeZone(tzid: tzid, identifier: nil, resolution: .unresolved, rules: .utc)
  }

  /// A Foundation zone for an IANA identifier, also when the case differs.
  static func systemZone(_ identifier: String) -> TimeZone? {
    guard !identifier.isEmpty, identifier.utf8.count < 100 else { return nil }
    if let zone = TimeZone(identifier: identifier) { return zone }
    guard let canonical = lowercasedIdentifiers[identifier.lowercased()] else { return nil }
    return TimeZone(identifier: canonical)
  }

  private static let lowercasedIdentifiers: [String: String] = Dictionary(
    TimeZone.knownTimeZoneIdentifiers.map { ($0.lowercased(), $0) },
    uniquingKeysWith: { first, _ in first })
}
