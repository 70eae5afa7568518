/// A calendar LOCATION written the way real exports write it, with what a listener needs.
///
/// Apple and Google write the whole postal address into LOCATION (venue, street, postcode,
/// city, country; on several lines or joined by commas), Outlook writes a Teams meeting with
/// its dial-in number and conference ID, and people paste links, phone numbers and
/// coordinates. A generated place keeps its `venue` (the room or building a listener needs,
/// `nil` for a link or a bare number) so a property test can check what is said against it.
public struct ExportPlace: Sendable, Hashable {
  /// How the place is written.
  public enum Kind: String, Sendable, Hashable, CaseIterable {
    /// A room or a short name: "Conf Rm 4B".
    case room
    /// A venue and its postal address, joined by commas (Google).
    case venueAddress
    /// A venue and its postal address on several lines (Apple).
    case multiline
    /// A postal address with no venue.
    case address
    /// An online meeting with a dial-in number and a conference ID (Outlook and Teams).
    case dialIn
    /// A link to a video call.
    case link
    /// A phone number to call.
    case phone
    /// Latitude and longitude.
    case coordinates
  }

  /// The LOCATION value, line breaks as `\n`.
  public var text: String
  public var kind: Kind
  /// The room, building or venue a listener needs, as written; `nil` when there is none.
  public var venue: String?
  /// Numbers in the text that are never times or ranges: postcodes, phone numbers, dial-in
  /// codes, coordinates.
  public var numbers: [String]

  public init(text: String, kind: Kind, venue: String?, numbers: [String] = []) {
    self.text = text
    self.kind = kind
    self.venue = venue
    self.numbers = numbers
  }
}
