import Foundation
import ICalendar

extension Source {
  /// The addresses by which the person is known, lower case and without "mailto:": every
  /// address one of their calendars is named after (X-WR-CALNAME or NAME, as Google names an
  /// export by its owner's address), and those `source.json` lists (`addresses`).
  ///
  /// An invitation the person declined sits in whichever calendar it was sent to, often a
  /// shared or secondary one ("Clients") that is not named after them; so the owner is known
  /// across all of a person's calendars, not by the calendar that holds the event. This is
  /// gathered here, in the Agenda stage, which sees every calendar of one person, and not by
  /// the reader: ICalendar reads one file and knows nothing of whose it is. Exports that
  /// never name a calendar after an address (classic Outlook, iCloud) rely on `addresses`.
  public var ownerAddresses: Set<String> {
    var addresses = Set(settings.addresses)
    for calendar in calendars {
      for object in calendar.file.calendars {
        if let name = object.name, let address = Self.address(name) { addresses.insert(address) }
      }
    }
    return addresses
  }

  /// `text` as an address to compare with an attendee's: trimmed, "mailto:" (in any case)
  /// stripped and lower-cased; `nil` when it is not one (a name such as "Clients").
  ///
  /// An address here is a local part and a domain around one "@", neither empty, with no
  /// space or control character: enough to tell an address from a calendar's display name.
  public static func address(_ text: String) -> String? {
    var address = text.lowercased().trimmingCharacters(in: .whitespacesAndNewlines)
    if address.hasPrefix("mailto:") {
      address = String(address.dropFirst(7)).trimmingCharacters(in: .whitespacesAndNewlines)
    }
    let parts = address.utf8.split(separator: UInt8(ascii: "@"), omittingEmptySubsequences: false)
    guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty,
      !address.unicodeScalars.contains(where: {
        $0.properties.isWhitespace || $0.value < 0x20 || $0.value == 0x7F
      })
    else { return nil }
    return address
  }
}
