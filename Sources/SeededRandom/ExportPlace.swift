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
    /// A venue and its postal address on one line, without commas.
    case oneLine
    /// A room said as a listener needs it: a common noun ("Ward office"), building and floor
    /// parts ("Bldg 2 / Fl 3 - Huddle 14"), a room code with its name in brackets, a room
    /// with a qualifier in brackets ("会議室（小）").
    case roomShape
  }

  /// The LOCATION value, line breaks as `\n`.
  public var text: String
  public var kind: Kind
  /// The room, building or venue a listener needs, as written; `nil` when there is none.
  public var venue: String?
  /// Numbers in the text that are never times or ranges: postcodes, phone numbers, dial-in
  /// codes, coordinates.
  public var numbers: [String]

  /// Words the spoken place holds, as said in the summary's language ("in the ward office",
  /// "Huddle 14, Building 2, Floor 3", "월드컵북로 120"); empty when the venue is enough.
  public var said: [String]
  /// Words never said: a city, a region before a Korean road, a room code.
  public var unsaid: [String]

  public init(
    text: String, kind: Kind, venue: String?, numbers: [String] = [], said: [String] = [],
    unsaid: [String] = []
  ) {
    self.text = text
    self.kind = kind
    self.venue = venue
    self.numbers = numbers
    self.said = said
    self.unsaid = unsaid
  }
}
