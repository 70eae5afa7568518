/// A TZID as written in a calendar, with the zone it was resolved to and how.
///
/// Resolution is per calendar: two files may define the same TZID differently, so nothing
/// here is cached across files. Immutable and shared by reference: every time value of a
/// calendar points at one instance, which keeps those values small.
public final class ResolvedTimeZone: Sendable, Hashable {
  /// How a TZID was resolved, in the order they are tried.
  public enum Resolution: String, Sendable, Hashable, Codable, CaseIterable {
    /// An IANA identifier Foundation knows (`Europe/Berlin`, `US/Pacific`).
    case iana
    /// The calendar's own VTIMEZONE, built from its STANDARD and DAYLIGHT rules.
    case vtimezone
    /// A Windows zone name through CLDR's windowsZones table (`W. Europe Standard Time`).
    case windows
    /// An Outlook display name (`(UTC+01:00) Amsterdam, Berlin, Bern, Rome, …`).
    case outlookDisplayName
    /// A globally unique `/vendor/…/Area/City` identifier.
    case globallyUnique
    /// The VTIMEZONE's X-LIC-LOCATION.
    case licLocation
    /// The calendar's X-WR-TIMEZONE, as a last resort.
    case calendarTimeZone
    /// A display name nothing above knows, at the offset its prefix states (`(GMT +01:00)`),
    /// without daylight saving.
    case statedOffset
    /// Nothing matched: times with this TZID are read as floating.
    case unresolved
  }

  /// The TZID as written.
  public let tzid: String
  /// The IANA identifier the TZID stands for, when there is one.
  public let identifier: String?
  public let resolution: Resolution
  public let rules: ZoneRules

  public init(tzid: String, identifier: String?, resolution: Resolution, rules: ZoneRules) {
    self.tzid = tzid
    self.identifier = identifier
    self.resolution = resolution
    self.rules = rules
  }

  public static func == (a: ResolvedTimeZone, b: ResolvedTimeZone) -> Bool {
    a === b
      || (a.tzid == b.tzid && a.identifier == b.identifier && a.resolution == b.resolution
        && a.rules == b.rules)
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(tzid)
    hasher.combine(resolution)
  }
}

extension ResolvedTimeZone {
  /// An offset as people write it: `UTC+01:00`, `UTC-03:30`, `UTC+00:00`.
  package static func utcOffset(_ seconds: Int) -> String {
    let minutes = abs(seconds) / 60
    func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
    return "UTC\(seconds < 0 ? "-" : "+")\(two(minutes / 60)):\(two(minutes % 60))"
  }
}
