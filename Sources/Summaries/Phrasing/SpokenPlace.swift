/// Where an event is, phrased the way a speaker says it.
///
/// A location field holds what was typed or generated: a room ("Boardroom", "Room 4"), an
/// address ("181 Thompson St"), a venue ("Praxis Dr. Yilmaz"), a meeting link
/// ("https://zoom.us/j/123…") or a meeting system's boilerplate ("Microsoft Teams Meeting").
/// A link or boilerplate is never read: it becomes the service ("on Zoom", "on Teams") or
/// "online". Everything else is said with the preposition the language uses for its kind:
/// English says "in the Boardroom" and "at 12 King St", German names the place with no form
/// label, Japanese and Korean add their particle (東京都渋谷区で, 요가원 강남점에서).
public struct SpokenPlace: Sendable, Hashable {
  public enum Kind: Sendable, Hashable {
    /// A video call: the service's name when it is known ("Zoom"), else `nil`: "online".
    case online(service: String?)
    /// A room or a part of a building: "in".
    case room(String)
    /// A room that is a common noun, said with an article in English: "in the Boardroom".
    case commonRoom(String)
    /// An address, a venue or anything else: "at".
    case place(String)
  }

  public var kind: Kind

  /// Classifies a location as written; `spokenText` makes a place's own text fit to be heard
  /// (emoji and separators), as for titles.
  public init?(
    _ location: String, partSeparator: String? = nil, spokenText: (String) -> String
  ) {
    // A bracket in a place is a code or a note ("London Heathrow (LHR)"), not a place.
    let physical = Self.withoutLinks(SpokenTitle.removeBrackets(location))
    let hasLink = physical.count < location.count && location.contains(where: { $0 == "/" })
    if physical.isEmpty || (hasLink && Self.words(physical).allSatisfy(Self.meetingWords.contains))
    {
      guard location.contains(where: { !$0.isWhitespace }) else { return nil }
      kind = .online(service: Self.service(inLink: location))
      return
    }
    if let service = Self.service(named: physical) {
      kind = .online(service: service)
      return
    }
    var text = spokenText(physical)
    guard !text.isEmpty else { return nil }
    // In a language whose place takes a particle (東京都渋谷区で, 요가원 강남점에서) the parts
    // of an address are one phrase, or the particle binds to the last part only.
    if let separator = partSeparator {
      for mark in [", ", "; ", "、"] {
        text = text.replacingOccurrences(of: mark, with: separator)
      }
    }
    if Self.isRoomWord(text) {
      kind = .commonRoom(text)
    } else if Self.isRoom(text) {
      kind = .room(text)
    } else {
      kind = .place(text)
    }
  }

  /// The text a listener hears, for a location the title already names ("Dinner at my
  /// parents'" at "my parents'").
  public var name: String? {
    switch kind {
    case .online: nil
    case .room(let text), .commonRoom(let text), .place(let text): text
    }
  }

  /// The phrase in a clause: "online", "on Zoom", "in Room 4", "in the Boardroom", "at 12 King
  /// St", from the catalog's `place.*` keys.
  public func phrase(_ localizer: Localizer) -> String {
    switch kind {
    case .online(nil): localizer.string(.placeOnline)
    case .online(let service?): localizer.string(.placeService, .string(service))
    case .room(let text): localizer.string(.placeRoom, .string(text))
    case .commonRoom(let text): localizer.string(.placeCommonRoom, .string(text))
    case .place(let text): localizer.string(.placeAt, .string(text))
    }
  }

  // MARK: - Links and services

  /// Meeting services by a part of their host, and the name people say.
  static let servicesByHost: [(host: String, name: String)] = [
    ("zoom.us", "Zoom"), ("zoom.com", "Zoom"), ("zoomgov.com", "Zoom"),
    ("teams.microsoft.com", "Teams"), ("teams.live.com", "Teams"),
    ("meet.google.com", "Google Meet"), ("webex.com", "Webex"), ("whereby.com", "Whereby"),
    ("gotomeeting.com", "GoToMeeting"), ("gotomeet.me", "GoToMeeting"), ("skype.com", "Skype"),
    ("facetime.apple.com", "FaceTime"), ("chime.aws", "Amazon Chime"),
    ("meet.jit.si", "Jitsi"), ("bluejeans.com", "BlueJeans"),
  ]

  /// Meeting services by the boilerplate calendar systems write as a location.
  static let servicesByName: [(words: [String], name: String)] = [
    (["microsoft", "teams"], "Teams"), (["teams"], "Teams"), (["zoom"], "Zoom"),
    (["google", "meet"], "Google Meet"), (["webex"], "Webex"), (["skype"], "Skype"),
    (["facetime"], "FaceTime"),
  ]

  /// Words that may follow a service's name in boilerplate: "Microsoft Teams Meeting",
  /// "Microsoft Teams-Besprechung", "Zoom call".
  static let meetingWords: Set<String> = [
    "meeting", "call", "video", "conference", "besprechung", "online", "for", "business",
    "join", "link", "url", "web", "会議", "회의", "미팅",
  ]

  /// The location without web addresses, trimmed of what separated them.
  static func withoutLinks(_ location: String) -> String {
    let parts = location.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" })
    let kept = parts.filter { !isLink($0) }
    var text = kept.joined(separator: " ")
    let trim: Set<Character> = [" ", ",", ";", "|", "-", "–", "—", ":", "/", "<", ">"]
    while let first = text.first, trim.contains(first) { text.removeFirst() }
    while let last = text.last, trim.contains(last) { text.removeLast() }
    return text
  }

  static func isLink<S: StringProtocol>(_ word: S) -> Bool {
    let lowered = word.lowercased()
    if lowered.contains("://") || lowered.hasPrefix("www.") || lowered.hasPrefix("<http") {
      return true
    }
    // A bare host with a path: "zoom.us/j/123", "meet.google.com/abc-defg-hij".
    guard let slash = lowered.firstIndex(of: "/") else { return false }
    let host = lowered[..<slash]
    return host.contains(".") && !host.contains(" ")
      && host.split(separator: ".").last.map { $0.count >= 2 && $0.allSatisfy(\.isLetter) }
        == true
  }

  static func service(inLink location: String) -> String? {
    let lowered = location.lowercased()
    return servicesByHost.first { lowered.contains($0.host) }?.name
  }

  static func words(_ text: String) -> [String] {
    text.lowercased().split(whereSeparator: { !$0.isLetter }).map(String.init)
  }

  /// The service a location names when it is nothing but the service and meeting words.
  static func service(named text: String) -> String? {
    let words = words(text)
    guard !words.isEmpty else { return nil }
    return servicesByName.first { serviceWords, _ in
      words.starts(with: serviceWords)
        && words.dropFirst(serviceWords.count).allSatisfy { meetingWords.contains($0) }
    }?.name
  }

  // MARK: - Rooms

  /// Words that open the name of a room or a part of a building: "Room 4", "Building 2,
  /// Floor 3", "Conference Room B", "Raum 3b".
  static let roomOpeners: Set<String> = [
    "room", "rm", "conference", "meeting", "building", "bldg", "floor", "level", "suite",
    "desk", "hall", "lab", "office", "studio", "classroom", "lecture", "auditorium", "raum",
    "saal", "zimmer", "gebäude", "etage", "stock",
  ]

  /// Rooms that are common nouns, said with an article: "in the Boardroom".
  static let roomWords: Set<String> = [
    "boardroom", "cafeteria", "canteen", "lobby", "kitchen", "library", "gym", "auditorium",
    "lounge", "atrium", "office", "lab", "studio", "reception", "breakroom", "courtyard",
    "rooftop", "gymnasium", "chapel", "classroom", "basement",
  ]

  static func isRoomWord(_ text: String) -> Bool {
    roomWords.contains(text.lowercased())
  }

  /// Words that make a place an address: "181 Thompson St", "Gartenstraße 7".
  static let streetWords: Set<String> = [
    "st", "street", "rd", "road", "ave", "avenue", "blvd", "boulevard", "ln", "lane", "dr",
    "drive", "way", "pl", "place", "sq", "square", "broadway", "str", "straße", "strasse",
    "platz", "weg", "allee", "gasse", "ring", "damm",
  ]

  static func isAddress(_ words: [String]) -> Bool {
    words.contains { word in
      streetWords.contains(word) || word.hasSuffix("straße") || word.hasSuffix("strasse")
    }
  }

  static func isRoom(_ text: String) -> Bool {
    guard let first = text.split(separator: " ").first else { return false }
    let word = first.lowercased().filter(\.isLetter)
    if roomOpeners.contains(word) { return true }
    // A building and a room number: "Siebel Center 1404", "Altgeld Hall 314".
    let parts = text.split(separator: " ")
    if parts.count >= 3, !isAddress(words(text)), let number = parts.last,
      number.first?.isNumber == true,
      number.allSatisfy({ $0.isASCII && ($0.isNumber || $0.isLetter) }),
      parts.dropLast().allSatisfy({ $0.allSatisfy { $0.isASCII || $0.isLetter } }),
      text.unicodeScalars.allSatisfy({ $0.value < 0x2E80 })
    {
      return true
    }
    // "Conference room B", "Grainger Library group room 3": a room named in the place's first
    // part. A venue first ("Grundschule am Park, Raum 3b") is "at" the venue.
    let firstPart = text.split(separator: ",").first.map(String.init) ?? text
    return words(firstPart).contains { $0 == "room" || $0 == "raum" }
  }
}
