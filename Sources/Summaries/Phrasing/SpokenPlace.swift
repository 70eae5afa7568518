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

  /// Classifies a location as written, with the words and meeting services of `lexicons`;
  /// `spokenText` makes a place's own text fit to be heard (emoji and separators, never its
  /// digits).
  ///
  /// A location is read as the parts its lines, semicolons and commas make. What a listener
  /// needs is where to go: the venue or room that opens it ("Jahrhunderthalle Frankfurt"),
  /// with a room beside it ("Room 114, Westview Middle School"), or, with no venue, the
  /// street ("300 Webster St"). The rest of a postal address (the city, postcode and country
  /// Apple and Google write after it) is not said, nor is any phone number, dial-in code or
  /// pair of coordinates: `nil` when nothing else is left. A meeting service named before any
  /// physical place, by a link, its name ("Microsoft Teams Meeting") or a dial-in, is said
  /// as the service, or "online".
  public init?(
    _ location: String, partSeparator: String? = nil, lexicons: Lexicons,
    spokenText: (String) -> String
  ) {
    let reader = PlaceParts(words: lexicons.words, services: lexicons)
    guard location.contains(where: { !$0.isWhitespace }) else { return nil }
    guard let kept = reader.kept(location) else { return nil }
    switch kept {
    case .online(let service):
      kind = .online(service: service)
      return
    case .parts(let parts):
      var text = Self.roomFirst(
        parts.map(spokenText).filter { !$0.isEmpty }.joined(separator: ", "), lexicons.words)
      guard text.contains(where: { $0.isLetter || $0.isNumber }) else { return nil }
      // In a language whose place takes a particle (東京都渋谷区で, 요가원 강남점에서) the parts
      // of an address are one phrase, or the particle binds to the last part only.
      if let separator = partSeparator {
        for mark in [", ", "; ", "、"] {
          text = UTF8Search.replacingAll(mark, with: separator, in: text)
        }
      }
      let known = lexicons.words
      if known.contains(text.lowercased(), in: .commonRooms)
        || Self.isServiceRoom(text, lexicons)
      {
        kind = .commonRoom(text)
      } else if let room = Self.commonRoom(text, known) {
        kind = .commonRoom(room)
      } else if Self.isRoom(text, known) {
        kind = .room(text)
      } else {
        kind = .place(text)
      }
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

  /// The catalog key `phrase(_:)` says the place with.
  public var key: CopyKey {
    switch kind {
    case .online(nil): .placeOnline
    case .online: .placeService
    case .room: .placeRoom
    case .commonRoom: .placeCommonRoom
    case .place: .placeAt
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
    if UTF8Search.contains("://", in: lowered) || lowered.hasPrefix("www.")
      || lowered.hasPrefix("<http")
    {
      return true
    }
    // A bare host with a path: "zoom.us/j/123", "meet.google.com/abc-defg-hij".
    guard let slash = lowered.firstIndex(of: "/") else { return false }
    let host = lowered[..<slash]
    return host.contains(".") && !host.contains(" ")
      && host.split(separator: ".").last.map { $0.count >= 2 && $0.allSatisfy(\.isLetter) }
        == true
  }

  /// The service whose host a link in `location` has, in `services`' order.
  static func service(inLink location: String, _ services: [MeetingService]) -> String? {
    let lowered = location.lowercased()
    for service in services {
      for host in service.hosts where lowered.contains(host) { return service.name }
    }
    return nil
  }

  static func words(_ text: String) -> [String] {
    text.lowercased().split(whereSeparator: { !$0.isLetter }).map(String.init)
  }

  /// The service a location names when it is nothing but the service and meeting words.
  ///
  /// The meeting words may stand on either side of the name: English and German write them
  /// after it ("Microsoft Teams Meeting", "Teams-Besprechung"), French before it ("Réunion
  /// Microsoft Teams"), which read as a venue was "Réunion Microsoft Teams" instead of "sur
  /// Teams".
  static func service(named text: String, _ lexicons: Lexicons) -> String? {
    let words = words(text)
    guard !words.isEmpty else { return nil }
    let isMeetingWord = { (word: String) in lexicons.words.contains(word, in: .meetingWords) }
    let lead = words.prefix(while: isMeetingWord).count
    for service in lexicons.meetingServices {
      for name in service.boilerplate {
        for start in 0...lead {
          let rest = words.dropFirst(start)
          if rest.starts(with: name), rest.dropFirst(name.count).allSatisfy(isMeetingWord) {
            return service.name
          }
        }
      }
    }
    return nil
  }

  // MARK: - Rooms

  /// A room that is a common noun with a word before it ("Ward office", "School library":
  /// two or three words, the last a common room, the rest of them in lower case), said as
  /// the common noun it is: "in the ward office".
  static func commonRoom(_ text: String, _ known: Lexicons.Words) -> String? {
    let words = text.split(separator: " ")
    guard (2...3).contains(words.count), let last = words.last,
      known.contains(last.lowercased(), in: .commonRooms),
      words.dropFirst().allSatisfy({ $0.allSatisfy(\.isLowercase) }),
      let first = text.first, first.isUppercase
    else { return nil }
    return first.lowercased() + text.dropFirst()
  }

  /// The parts of a place with its room first and its building and floor last, their
  /// abbreviations said in full (`places.roomWords`, `places.buildingWords`): "Science Block,
  /// Rm S12" is "Room S12, Science Block", "Bldg 4, Fl 2, Rm 210" is "Room 210, Building 4,
  /// Floor 2". Read in the order written, the listener hears three places, "Rm" and "Fl" as
  /// letters or a state's name, and the room last, where they go.
  static func roomFirst(_ text: String, _ known: Lexicons.Words) -> String {
    roomFirst(text.components(separatedBy: ", "), known)?.joined(separator: ", ") ?? text
  }

  /// `parts` with the room first and the building and floor last, spelled out; `nil` when
  /// none of them is a room, a building or a floor.
  static func roomFirst(_ parts: [String], _ known: Lexicons.Words) -> [String]? {
    let (roomWords, buildingWords) = (known[.roomWords], known[.buildingWords])
    guard !roomWords.isEmpty || !buildingWords.isEmpty else { return nil }
    var rooms: [String] = []
    var others: [String] = []
    var building: [String] = []
    func spelled(_ words: [String], _ part: [Substring]) -> String? {
      let prefix = part[0].lowercased() + "="
      return words.first { $0.hasPrefix(prefix) }.map { $0.dropFirst(prefix.count) + " " + part[1] }
    }
    for part in parts {
      let words = part.split(separator: " ", maxSplits: 1)
      if words.count == 2, words[1].contains(where: \.isNumber) {
        if let said = spelled(roomWords, words) {
          rooms.append(said)
          continue
        }
        if let said = spelled(buildingWords, words) {
          building.append(said)
          continue
        }
      }
      others.append(part)
    }
    guard !rooms.isEmpty || !building.isEmpty else { return nil }
    return rooms + others + building
  }

  /// Whether `text` is a meeting service's room ("Teams Room", "Zoom Room"): a kind of room
  /// equipped for calls, not a call. It is said as a common noun ("in the Teams Room"), never
  /// as the service ("on Teams"), which would send the listener online.
  static func isServiceRoom(_ text: String, _ lexicons: Lexicons) -> Bool {
    let words = words(text)
    // With a number it is one room of the kind, by its name: "in Teams Room 4".
    guard words.count >= 2, !text.contains(where: \.isNumber), let last = words.last,
      lexicons.words.contains(last, in: .roomNouns)
    else { return false }
    let name = Array(words.dropLast())
    return lexicons.meetingServices.contains { $0.boilerplate.contains(name) }
  }

  /// Whether `words` make a place an address: a street word ("181 Thompson St") or a word
  /// with a street's ending ("Gartenstraße 7").
  static func isAddress(_ words: [String], _ known: Lexicons.Words) -> Bool {
    words.contains { word in
      known.contains(word, in: .streetWords)
        || known[.streetSuffixes].contains { word.hasSuffix($0) }
    }
  }

  /// Whether `text` names a room or a part of a building: it opens with a room word ("Room
  /// 4", "Raum 3b"), is a building and a room number, or names a room in its first part.
  static func isRoom(_ text: String, _ known: Lexicons.Words) -> Bool {
    guard let first = text.split(separator: " ").first else { return false }
    let word = first.lowercased().filter(\.isLetter)
    if known.contains(word, in: .roomOpeners) { return true }
    // A building and a room number: "Siebel Center 1404", "Altgeld Hall 314".
    let parts = text.split(separator: " ")
    if parts.count >= 3, !isAddress(words(text), known), let number = parts.last,
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
    return words(firstPart).contains { known.contains($0, in: .roomNouns) }
  }
}
