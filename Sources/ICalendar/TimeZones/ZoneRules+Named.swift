import Foundation

extension ZoneRules {
  /// The rules of the zone a person names: an IANA name (`Europe/Berlin`) or `UTC`, as a
  /// pipeline file, a source's settings and `--time-zone` give one; `nil` for any other name.
  ///
  /// The one lookup of a zone by name, so the three places a zone is named accept the same
  /// names. Foundation also knows abbreviations (`EST`, `CET`) and offsets (`GMT+2`) whose
  /// meaning depends on whom you ask; a listener's zone is a place, so those are refused.
  /// Calendars name their zones in many more ways (Windows names, VTIMEZONE blocks), which
  /// `TimeZoneResolver` reads leniently.
  public static func named(_ name: String) -> ZoneRules? {
    guard name == "UTC" || name.contains("/"), let zone = TimeZone(identifier: name) else {
      return nil
    }
    return zone.identifier == "GMT" || zone.identifier == "UTC" ? .utc : .system(zone)
  }
}
