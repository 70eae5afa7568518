/// A location read as the parts real exports write, and those a listener needs.
///
/// Apple and Google write the whole postal address into LOCATION (venue, street, postcode,
/// city, country; on several lines or joined by commas), Outlook a Teams meeting with its
/// dial-in number and conference ID, and people paste phone numbers and coordinates. The
/// parts are its lines, then what semicolons and commas separate, brackets left out (a code
/// or a note: "London Heathrow (LHR)", "(06236)"). Each is a place (a venue, a room, a
/// city), a street line, a meeting service or a dial-in, or what is never read: a phone
/// number, a postcode, a country, coordinates. The words come from every lexicon
/// (`places.*`), whatever language the summary is spoken in.
struct PlaceParts {
  let words: Lexicons.Words
  let lexicons: Lexicons

  init(words: Lexicons.Words, services lexicons: Lexicons) {
    self.words = words
    self.lexicons = lexicons
  }

  /// What is said of a location: a meeting service (`nil`: "online"), or its parts.
  enum Kept {
    case online(String?)
    case parts([String])
  }

  enum Part {
    /// A venue, a room or a city.
    case text(String)
    /// A street line ("300 Webster St", "東京都渋谷区神宮前4-5-6").
    case address(String)
    /// A place named with its postcode ("Bristol BS6 6AG"), the postcode left out.
    case locality(String)
    /// A meeting service by name, or a dial-in (`nil`).
    case service(String?)
    /// A phone number, a postcode, a country, coordinates: never read.
    case unread
  }

  /// The parts of `location` a listener needs, or the meeting service it names; `nil` when
  /// there is nothing to say.
  func kept(_ location: String) -> Kept? {
    var parts: [Part] = []
    var linked: String?
    var sawLink = false
    for raw in Self.fromCareOf(Self.split(Self.withoutNotes(location))) {
      let tokens = raw.split(whereSeparator: \.isWhitespace)
      var text = raw
      if tokens.contains(where: SpokenPlace.isLink) {
        sawLink = true
        linked = linked ?? SpokenPlace.service(inLink: raw, lexicons.meetingServices)
        text = SpokenPlace.withoutLinks(raw)
        if !text.contains(where: { $0.isLetter || $0.isNumber })
          || SpokenPlace.words(text).allSatisfy({ words.contains($0, in: .meetingWords) })
        {
          parts.append(.service(linked))
          continue
        }
      }
      parts.append(classify(text))
    }
    let named = parts.lazy.compactMap { part -> String? in
      if case .service(let name?) = part { return name }
      return nil
    }.first
    guard let first = parts.firstIndex(where: { if case .unread = $0 { false } else { true } })
    else { return sawLink ? .online(linked) : nil }
    switch parts[first] {
    case .service:
      return .online(named ?? linked)
    case .address(let text):
      // A floor or a unit after the street ("월드컵북로 120, 2층") is where to go in it.
      if first + 1 < parts.count, case .text(let unit) = parts[first + 1],
        unit.count <= 4, unit.contains(where: \.isNumber), unit.contains(where: \.isLetter)
      {
        return .parts([text, unit])
      }
      return .parts([text])
    case .locality(let text):
      return .parts([text])
    case .unread:
      return nil
    case .text(let text):
      var run = [text]
      var next = first + 1
      while next < parts.count, case .text(let more) = parts[next] {
        run.append(more)
        next += 1
      }
      // Only places: all of them, a few. A venue before an address: the venue, and a room
      // beside it ("Room 114, Westview Middle School"), never the city after it.
      // The room first, so that the few kept hold it ("Bldg 4, Fl 2, Science Block, Rm 210").
      guard next < parts.count else {
        return .parts(Array((SpokenPlace.roomFirst(run, words) ?? run).prefix(3)))
      }
      var kept = [run[0]]
      for part in run.dropFirst().prefix(2) {
        guard isRoom(part) || isRoom(kept[kept.count - 1]) else { break }
        kept.append(part)
      }
      return .parts(kept)
    }
  }

  /// `parts` from the venue a "c/o" (care of) line names: the addressee before it is a
  /// person the mail goes to, and the marker itself is never said ("Jane Doe, c/o
  /// Bridgfords, 12 High St" is "Bridgfords"; a "c/o" alone on its line gives the next).
  static func fromCareOf(_ parts: [String]) -> [String] {
    guard
      let index = parts.firstIndex(where: {
        $0.count >= 3 && $0.prefix(3).lowercased() == "c/o"
          && ($0.count == 3 || $0.dropFirst(3).first == " ")
      })
    else { return parts }
    let venue = parts[index].dropFirst(3).drop { $0 == " " }
    let rest = Array(parts[(index + 1)...])
    let kept = venue.isEmpty ? rest : [String(venue)] + rest
    return kept.isEmpty ? parts : kept
  }

  /// The location without the brackets that hold a code or a note ("London Heathrow (LHR)",
  /// "(06236)", "[MICU conf. room - badge access]"). A bracket of one or two characters right
  /// after a word is part of a room's name and stays ("会議室（大）"); a room code with the
  /// room's name in brackets ("MAN-Spinningfields-4.02 (Boardroom)") is the room that name
  /// says, and one with an aside in lower case ("B-204 [badge access]") is not.
  static func withoutNotes(_ location: String) -> String {
    guard location.contains(where: TitleGrammar.mayBeBracket) else { return location }
    var kept = ""
    var named: [String] = []
    for piece in TitleGrammar.pieces(location) {
      switch piece {
      case .text(let text): kept += text
      case .group(_, let content, let close):
        if close != nil, content.count <= 2, content.contains(where: \.isLetter),
          let last = kept.last, !last.isWhitespace
        {
          kept += TitleGrammar.written(piece)
        } else if content.filter(\.isLetter).count >= 3,
          content.first(where: \.isLetter)?.isLowercase == false
        {
          // A name ("Boardroom", "大会議室"); one in lower case is an aside about access or
          // equipment ("[badge access]", "(projector, whiteboard)"), never the room.
          named.append(content)
        }
      }
    }
    let code = UTF8Search.trimmingSpaces(kept)
    if named.count == 1, !code.contains(" "), code.contains(where: \.isNumber),
      code.contains(where: { $0 == "-" || $0 == "." })
    {
      return named[0]
    }
    return kept.contains(where: { $0.isLetter || $0.isNumber }) ? kept : location
  }

  /// The parts of a location: its lines, then what semicolons and commas separate, trimmed.
  /// Split as bytes where they are the characters (`UTF8Search.isSimple`, no carriage
  /// return, which with a line feed after it is one character and no separator), else by
  /// characters.
  static func split(_ location: String) -> [String] {
    let bytes = Array(location.utf8)
    guard bytes.withUnsafeBufferPointer(UTF8Search.isSimple), !bytes.contains(0x0D) else {
      return splitByCharacters(location)
    }
    var parts: [String] = []
    var start = 0
    var index = 0
    while index < bytes.count {
      // `\n` `;` `,`, and `，` `；` `、` (EF BC 8C, EF BC 9B, E3 80 81).
      var length = 0
      switch bytes[index] {
      case 0x0A, 0x3B, 0x2C: length = 1
      case 0xEF where index + 2 < bytes.count && bytes[index + 1] == 0xBC:
        length = bytes[index + 2] == 0x8C || bytes[index + 2] == 0x9B ? 3 : 0
      case 0xE3 where index + 2 < bytes.count:
        length = bytes[index + 1] == 0x80 && bytes[index + 2] == 0x81 ? 3 : 0
      default: break
      }
      guard length > 0 else {
        index += 1
        continue
      }
      parts.append(String(decoding: bytes[start..<index], as: UTF8.self))
      index += length
      start = index
    }
    parts.append(String(decoding: bytes[start...], as: UTF8.self))
    return parts.map(UTF8Search.trimmingSpaces).filter { !$0.isEmpty }
  }

  /// `split` by characters.
  static func splitByCharacters(_ location: String) -> [String] {
    var parts: [String] = []
    var current = ""
    for character in location {
      if character == "\n" || character == "\r" || character == ";" || character == ","
        || character == "，" || character == "、" || character == "；"
      {
        parts.append(current)
        current = ""
      } else {
        current.append(character)
      }
    }
    parts.append(current)
    return parts.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
  }

  // MARK: - One part

  /// What one part is.
  func classify(_ written: String) -> Part {
    let lowered = written.lowercased()
    if let service = SpokenPlace.service(named: written, lexicons) { return .service(service) }
    if let colon = written.firstIndex(where: { $0 == ":" || $0 == "：" }),
      let service = SpokenPlace.service(named: String(written[..<colon]), lexicons)
    {
      return .service(service)
    }
    if UTF8Search.firstRange(ofAny: words[.dialInWords], in: lowered) != nil
      || written.contains(where: { $0 == "#" }) && written.contains(where: \.isNumber)
    {
      return .service(nil)
    }
    if lowered.hasPrefix("geo:") || UTF8Search.contains("°", in: written) { return .unread }
    var tokens = written.split(whereSeparator: \.isWhitespace).map(String.init)
    // A phone number after a word that says so ("Tel. 0221 123456", "電話 03-…") is not read,
    // nor the rest of the part after it.
    if let phone = tokens.firstIndex(where: isPhoneWord) { tokens.removeSubrange(phone...) }
    tokens = Self.withoutTrailingNumber(tokens)
    // Where its street word is, found once: the tokens do not change when it has one.
    let streetAt = streetIndex(tokens)
    let street = streetAt != nil
    if !street {
      // A postcode after a place's name ends what is said of it ("渋谷ヒカリエ 11F
      // 〒150-8510 …"); one before it ("10435 Berlin") is left out.
      if let postcode = tokens.indices.first(where: { postcodeLength(tokens, at: $0) > 0 }) {
        let before = tokens[..<postcode]
        if before.contains(where: Self.hasLetters) {
          tokens = Array(before)
        } else {
          var index = postcode
          while index < tokens.count {
            let length = postcodeLength(tokens, at: index)
            if length > 0 { tokens.removeSubrange(index..<(index + length)) } else { index += 1 }
          }
          let rest = tokens.joined(separator: " ")
          return rest.contains(where: \.isLetter) && !isCountry(rest) ? .locality(rest) : .unread
        }
      }
    }
    let text = tokens.joined(separator: " ")
    guard text.contains(where: \.isLetter), !isCountry(text) else { return .unread }
    if let cut = addressStart(tokens, street: streetAt) {
      if cut == 0 { return .address(spokenAddress(tokens, street: streetAt)) }
      return .text(tokens[..<cut].joined(separator: " "))
    }
    return street ? .address(spokenAddress(tokens, street: streetAt)) : .text(text)
  }

  static func hasLetters(_ token: String) -> Bool { token.contains(where: \.isLetter) }

  /// Tokens without a phone number at their end: those with no letter, six digits or more.
  static func withoutTrailingNumber(_ tokens: [String]) -> [String] {
    var end = tokens.count
    var digits = 0
    while end > 0, !hasLetters(tokens[end - 1]) {
      digits += tokens[end - 1].filter(\.isNumber).count
      end -= 1
    }
    return digits >= 6 ? Array(tokens[..<end]) : tokens
  }

  func isPhoneWord(_ token: String) -> Bool {
    words.contains(Self.bare(token), in: .phoneWords)
  }

  func isCountry(_ text: String) -> Bool {
    words.contains(Self.bare(text), in: .countries)
  }

  /// A word in lower case without the marks that end an abbreviation or a label ("Tel.:").
  static func bare(_ text: String) -> String {
    var text = text.lowercased()
    while let last = text.last, last == "." || last == ":" || last == "：" { text.removeLast() }
    return text
  }

  func isStreetWord(_ token: String) -> Bool {
    let word = token.lowercased()
    let letters = word.filter(\.isLetter)
    // A street word is written alone: "3RD" and "0ST" in "CF3 3RD", "M1 0ST" are a
    // postcode's inward part.
    return !word.contains(where: \.isNumber) && words.contains(letters, in: .streetWords)
      || words[.streetSuffixes].contains { word.hasSuffix($0) && word.count > $0.count }
  }

  /// How many of `tokens` from `index` a postcode takes: one ("94607", "〒150-8510"), or two
  /// for one written with its space ("CF10 1EP", "M14 5RQ", "K1A 0B1"), which no single
  /// token has the shape of; 0 when none starts there.
  func postcodeLength(_ tokens: [String], at index: Int) -> Int {
    if isPostcode(tokens[index]) { return 1 }
    guard index + 1 < tokens.count, tokens[index].contains(where: \.isNumber) else { return 0 }
    return isPostcode(tokens[index] + " " + tokens[index + 1]) ? 2 : 0
  }

  func isPostcode(_ token: String) -> Bool { Self.isPostcode(token, words) }

  /// Whether a token has the shape of a postcode (`places.postcodeShapes`: 9 a digit, A a
  /// letter) or opens with the Japanese postal mark.
  static func isPostcode(_ token: String, _ words: Lexicons.Words) -> Bool {
    if token.hasPrefix("〒") { return true }
    let shape = String(
      token.map { character -> Character in
        if character.isASCII, character.isNumber { return "9" }
        if character.isASCII, character.isLetter { return "A" }
        return character
      })
    return words[.postcodeShapes].contains(shape)
  }

  /// What is said of an address: its street and house number, never the city, postcode
  /// or country a one-line address runs on with ("300 Webster St Oakland CA 94607" is "300
  /// Webster St"); from its road on where addresses run from large to small ("서울특별시
  /// 마포구 월드컵북로 120" is "월드컵북로 120"); to its district where the address is one
  /// word with its numbers ("神奈川県横浜市西区みなとみらい3丁目6-1" is "神奈川県横浜市西区").
  func spokenAddress(_ tokens: [String], street: Int?) -> String {
    var tokens = tokens
    if let street {
      var end = street + 1
      if end < tokens.count, tokens[end].first?.isNumber == true { end += 1 }
      // Only a city with its postcode after the street goes ("Praxis Dr. Yilmaz" stays).
      if tokens[end...].contains(where: { $0.contains(where: \.isNumber) }) {
        tokens = Array(tokens[..<end])
      }
    }
    let roads = words[.roadSuffixes]
    if !roads.isEmpty,
      let road = tokens.indices.first(where: { index in
        roads.contains { tokens[index].hasSuffix($0) && tokens[index].count > $0.count }
          && tokens[(index + 1)...].contains { $0.first?.isNumber == true }
      })
    {
      tokens = Array(tokens[road...])
      if let number = tokens.firstIndex(where: { $0.first?.isNumber == true }) {
        tokens = Array(tokens[...number])
      }
    }
    let districts = words[.districtSuffixes]
    if !districts.isEmpty, tokens.count == 1, let digit = tokens[0].firstIndex(where: \.isNumber) {
      let before = tokens[0][..<digit]
      if let end = districts.compactMap({
        UTF8Search.range(of: $0, in: before, backwards: true)?.upperBound
      }).max() {
        tokens[0] = String(before[..<end])
      }
    }
    return tokens.joined(separator: " ")
  }

  /// The street word of `tokens`: the first beside a house number ("Praxis Dr. Keller
  /// Schönhauser Allee 36" is on "Allee"), else the first after the first word, which is a
  /// name's ("St Thomas' Hospital … Rd" is on "Rd"), else the first word.
  func streetIndex(_ tokens: [String]) -> Int? {
    let streets = tokens.indices.filter { isStreetWord(tokens[$0]) }
    let numbered = { (index: Int) in
      tokens.indices.contains(index) && tokens[index].first?.isNumber == true
    }
    return streets.first { numbered($0 - 1) || numbered($0 + 1) }
      ?? streets.first { $0 > 0 } ?? streets.first
  }

  /// Where a street line starts among `tokens`: its house number before a street word
  /// ("Blue Bottle Coffee 300 Webster St" at 300), or the first word of an address in a
  /// script written without spaces, a place's suffix before its numbers ("東京都渋谷区…2-21-1",
  /// "부산광역시 … 79").
  func addressStart(_ tokens: [String], street: Int?) -> Int? {
    if let street {
      var start: Int?
      for index in tokens[..<street].indices
      where tokens[index].first?.isNumber == true && index + 1 < street
        && tokens[(index + 1)..<street].allSatisfy(Self.hasLetters)
      {
        start = index
      }
      if let start { return start }
      if tokens.first?.first?.isNumber == true { return 0 }
      // A one-line postal address after a venue, with no house number before its street:
      // the house number after it ("Kita Elbkinder Ottenser Hauptstraße 12": the street
      // with the word before it that ends as a street's adjective does), or a street name of
      // up to two words before a city ("St Thomas' Hospital Westminster Bridge Road London").
      if street + 1 < tokens.count, tokens[street + 1].first?.isNumber == true {
        var start = street
        if start > 0, tokens[start - 1].hasSuffix("er"),
          tokens[start - 1].first?.isUppercase == true
        {
          start -= 1
        }
        return start >= 2 ? start : nil
      }
      if street + 1 < tokens.count, street >= 4 { return street - 2 }
      return nil
    }
    let suffixes = words[.addressSuffixes]
    guard !suffixes.isEmpty, tokens.contains(where: { $0.contains(where: \.isNumber) }) else {
      return nil
    }
    for (index, token) in tokens.enumerated() {
      // A token that holds its own numbers after a suffix ("東京都渋谷区渋谷2-21-1").
      if let digit = token.firstIndex(where: \.isNumber),
        suffixes.contains(where: { UTF8Search.contains($0, in: token[..<digit]) }),
        token[..<digit].contains(where: \.isLetter)
      {
        return index
      }
      // Words that end with a suffix, the numbers after them ("부산광역시 해운대구 센텀중앙로
      // 79"): the part is an address from its first word, as a city before them has none.
      if suffixes.contains(where: { token.hasSuffix($0) && token.count > $0.count }),
        tokens[(index + 1)...].contains(where: { $0.first?.isNumber == true })
      {
        // A venue before it runs to the address's first word ("판교 테크노밸리 H스퀘어 경기도
        // 성남시 …"): two words or more, or one with a Latin letter. One word alone is a
        // city ("서울 마포구 …").
        let venue = tokens[..<index]
        return venue.count >= 2 || venue.contains(where: { $0.contains(where: \.isASCII) })
          ? index : 0
      }
    }
    return nil
  }

  /// Whether a part names a room or a part of a building ("Room 114", "Raum 104").
  func isRoom(_ text: String) -> Bool {
    SpokenPlace.isRoom(text, words)
  }
}
