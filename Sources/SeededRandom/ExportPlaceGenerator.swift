/// Builds calendar places in the shapes real exports write: rooms, venues with their postal
/// address on one line or several, Teams dial-ins, links, phone numbers and coordinates.
///
/// Addresses are written for this generator in each language's postal order (a German
/// postcode before the city, a Japanese 〒 first, a Korean postcode in brackets last). Phone
/// numbers use the ranges set aside for fiction and examples where a country has one
/// (555-01xx in North America, 01632 in the UK).
public struct ExportPlaceGenerator: Sendable {
  public var language: ExportTitle.Language

  public init(language: ExportTitle.Language) {
    self.language = language
  }

  /// A postal address: the venue, then the lines after it, then the numbers it holds.
  struct Address {
    var venue: String
    var lines: [String]
    var numbers: [String]
  }

  static let addresses: [ExportTitle.Language: [Address]] = [
    .en: [
      Address(
        venue: "Blue Bottle Coffee",
        lines: ["300 Webster St", "Oakland, CA 94607", "United States"],
        numbers: ["300", "94607"]),
      Address(
        venue: "Lincoln Elementary School",
        lines: ["1220 W Grand Ave", "Chicago, IL 60642", "USA"], numbers: ["1220", "60642"]),
      Address(
        venue: "The Crown & Anchor", lines: ["22 Neal St", "London WC2H 9PS", "United Kingdom"],
        numbers: ["22", "WC2H 9PS"]),
      Address(
        venue: "Riverside Medical Group",
        lines: ["4500 Wilshire Blvd, Suite 210", "Los Angeles, CA 90057", "United States"],
        numbers: ["4500", "210", "90057"]),
    ],
    .de: [
      Address(
        venue: "Jahrhunderthalle Frankfurt",
        lines: ["Pfaffenwiese 301", "65929 Frankfurt am Main", "Deutschland"],
        numbers: ["301", "65929"]),
      Address(
        venue: "Praxis Dr. Keller", lines: ["Schönhauser Allee 36", "10435 Berlin", "Germany"],
        numbers: ["36", "10435"]),
      Address(
        venue: "Kita Sonnenschein", lines: ["Gartenstraße 7a", "80335 München"],
        numbers: ["7a", "80335"]),
    ],
    .ja: [
      Address(
        venue: "渋谷ヒカリエ 11F", lines: ["〒150-8510 東京都渋谷区渋谷2-21-1", "日本"],
        numbers: ["150-8510", "2-21-1"]),
      Address(
        venue: "グランフロント大阪 北館", lines: ["大阪府大阪市北区大深町3-1", "〒530-0011"],
        numbers: ["3-1", "530-0011"]),
      Address(
        venue: "さくら歯科クリニック", lines: ["〒220-0012 神奈川県横浜市西区みなとみらい3丁目6-1"],
        numbers: ["220-0012", "6-1"]),
    ],
    .ko: [
      Address(
        venue: "강남파이낸스센터 21층", lines: ["서울특별시 강남구 테헤란로 152", "(06236)"],
        numbers: ["152", "06236"]),
      Address(
        venue: "판교 테크노밸리 H스퀘어", lines: ["경기도 성남시 분당구 판교역로 235", "대한민국 13494"],
        numbers: ["235", "13494"]),
      Address(
        venue: "연세바른치과", lines: ["서울 마포구 양화로 160, 3층", "04050"],
        numbers: ["160", "3", "04050"]),
    ],
  ]

  /// A venue and its address as one line without commas, with the words after the venue
  /// that are never said.
  static let oneLine: [ExportTitle.Language: [(venue: String, rest: String, unsaid: [String])]] = [
    .en: [
      ("Mercy General Hospital", "Harbor View Road Portland OR 97201 USA", ["Portland", "97201"]),
      ("Blue Bottle Coffee", "300 Webster St Oakland CA 94607", ["Oakland", "94607"]),
      ("Lincoln Elementary School", "1220 W Grand Ave Chicago IL 60642", ["Chicago"]),
      ("The Crown & Anchor", "22 Neal St London WC2H 9PS United Kingdom", ["London", "9PS"]),
    ],
    .de: [
      ("Kita Sonnenschein", "Gartenstraße 7a 80335 München Deutschland", ["München", "80335"]),
      ("Praxis Dr. Keller", "Schönhauser Allee 36 10435 Berlin", ["Berlin", "Allee"]),
      ("Turnhalle Nord", "Bergheimer Straße 14 69115 Heidelberg", ["Heidelberg", "Straße"]),
    ],
    .ja: [
      ("渋谷ヒカリエ 11F", "〒150-8510 東京都渋谷区渋谷2-21-1 日本", ["東京都", "150"]),
      ("さくら歯科クリニック", "〒220-0012 神奈川県横浜市西区みなとみらい3丁目6-1", ["神奈川県", "220"]),
    ],
    .ko: [
      ("판교 테크노밸리 H스퀘어", "경기도 성남시 분당구 판교역로 235 대한민국", ["경기도", "235"]),
      ("강남파이낸스센터 21층", "서울특별시 강남구 테헤란로 152 (06236)", ["서울특별시", "152"]),
    ],
  ]

  /// Rooms in the shapes a listener needs said otherwise than written, with what is said.
  static let roomShapes: [ExportTitle.Language: [(text: String, said: String, unsaid: [String])]] =
    [
      .en: [
        ("Ward office", "in the ward office", []), ("School library", "in the school library", []),
        ("Bldg 4 / Fl 2 - Focus Room 7", "Focus Room 7, Building 4, Floor 2", ["Bldg", "Fl "]),
        ("Bldg 2, Fl 3, Huddle 14", "Huddle 14, Building 2, Floor 3", ["Bldg", "Fl "]),
        ("LDN-2-14 (Fishbowl)", "Fishbowl", ["LDN", "online"]),
        ("PHX-2-Saguaro (6) [Teams Room]", "in the Teams Room", ["PHX", "online", "on Teams"]),
        ("Huddle 3 (Zoom Room)", "Huddle 3", ["online", "on Zoom"]),
        ("B-204 [badge access]", "B-204", ["badge", "access"]),
      ],
      .de: [
        ("Geb. 3, Etage 2, Raum 2.14", "Raum 2.14, Gebäude 3, Etage 2", ["Geb."]),
        ("FRA-4-02 (Sitzungssaal)", "Sitzungssaal", ["FRA-4", "online"]),
      ],
      .ja: [
        ("会議室（小）", "会議室（小）", []), ("応接室（A）", "応接室（A）", []),
        ("TKY-5-03 (大会議室)", "大会議室", ["TKY", "オンライン"]),
      ],
      .ko: [
        ("서울특별시 마포구 월드컵북로 120, 2층", "월드컵북로 120", ["서울특별시", "마포구"]),
        ("서울 마포구 양화로 160, 3층", "양화로 160", ["서울", "마포구"]),
        ("SEL-21-07 (대회의실)", "대회의실", ["SEL", "온라인"]),
      ],
    ]

  /// A room in a building as facilities systems write it, from parts: the room, its
  /// building and floor, abbreviated or not, a venue, in any order, and an aside in brackets
  /// about access or equipment ("Bldg 4, Fl 2, Rm 210 [MICU conf. room - badge access]").
  /// Said: the room first with "in", every abbreviation in full, no aside.
  static func roomInBuilding(_ random: inout SeededRandom) -> ExportPlace {
    let room = random.pick([("Rm", "Room"), ("Room", "Room"), ("Ste", "Suite"), ("Rm.", "Room")])
    let roomNumber = random.pick(["210", "S12", "4B", "3.08", "1404"])
    var parts = ["\(room.0) \(roomNumber)"]
    var said = ["in \(room.1) \(roomNumber)"]
    if random.chance(0.6) {
      let building = random.pick([
        ("Bldg", "Building"), ("Bldg.", "Building"), ("Building", "Building"),
      ])
      let number = random.pick(["4", "2", "12"])
      parts.append("\(building.0) \(number)")
      said.append("Building \(number)")
    }
    if random.chance(0.5) {
      let floor = random.pick([
        ("Fl", "Floor"), ("Flr", "Floor"), ("Floor", "Floor"), ("Fl.", "Floor"),
      ])
      let number = random.pick(["2", "3", "10"])
      parts.append("\(floor.0) \(number)")
      said.append("Floor \(number)")
    }
    if random.chance(0.5) {
      let venue = random.pick(["Science Block", "Westview Middle School", "Kapiolani Medical"])
      parts.append(venue)
      said.append(venue)
    }
    // Three parts are said at most, the room first: a fourth, never the room, goes.
    if parts.count == 4 {
      let dropped = random.int(1...3)
      parts.remove(at: dropped)
      said.remove(at: dropped)
    }
    var order: [String] = []
    while !parts.isEmpty { order.append(parts.remove(at: random.int(0...(parts.count - 1)))) }
    var text = order.joined(separator: ", ")
    var unsaid = ["Rm ", "Rm.", "Bldg", "Fl ", "Fl.", "Flr", "Ste ", "online"]
    if random.chance(0.6) {
      let aside = random.pick([
        ("[MICU conf. room - badge access]", "badge"), ("(lab - no food)", "food"),
        ("[badge access]", "badge"), ("(projector, whiteboard)", "projector"),
        ("(wheelchair access via ramp)", "wheelchair"),
      ])
      text += " " + aside.0
      unsaid.append(aside.1)
    }
    return ExportPlace(text: text, kind: .roomShape, venue: nil, said: said, unsaid: unsaid)
  }

  static let rooms: [ExportTitle.Language: [String]] = [
    .en: ["Conf Rm 4B (12 seats)", "Room 3.08", "Cafeteria", "Gym"],
    .de: ["Raum 2.14", "Besprechungsraum Elbe (EG)", "Kantine", "Haus B, 3. OG, Zi. 312"],
    .ja: ["第3会議室", "本社 5F 会議室A", "食堂", "会議室（大）"],
    .ko: ["3층 대회의실", "본관 502호", "구내식당", "회의실 B (10인)"],
  ]

  static let phones: [ExportTitle.Language: [String]] = [
    .en: ["+1 323-555-0199", "(312) 555-0147", "+44 1632 960123"],
    .de: ["+49 30 1234567", "030 / 123 456-78", "+49 (0)89 98765-0"],
    .ja: ["03-5555-0456", "+81 3-5555-0456", "06-6555-0123"],
    .ko: ["02-3144-5678", "+82 2-3144-5678", "010-1234-5678"],
  ]

  /// One place, drawn from `random`.
  public func place(_ random: inout SeededRandom) -> ExportPlace {
    switch random.int(0...119) {
    case 100..<110:
      let address = random.pick(Self.oneLine[language]!)
      return ExportPlace(
        text: address.venue + " " + address.rest, kind: .oneLine, venue: address.venue,
        unsaid: address.unsaid)
    case 110..<120:
      if language == .en, random.chance(0.5) { return Self.roomInBuilding(&random) }
      let room = random.pick(Self.roomShapes[language]!)
      return ExportPlace(
        text: room.text, kind: .roomShape, venue: nil, said: [room.said], unsaid: room.unsaid)
    case 0..<30:
      let room = random.pick(Self.rooms[language]!)
      return ExportPlace(text: room, kind: .room, venue: room)
    case 30..<48:
      let address = random.pick(Self.addresses[language]!)
      let separator = language == .ja ? random.pick([" ", ", "]) : ", "
      return ExportPlace(
        text: ([address.venue] + address.lines).joined(separator: separator), kind: .venueAddress,
        venue: address.venue, numbers: address.numbers)
    case 48..<60:
      let address = random.pick(Self.addresses[language]!)
      return ExportPlace(
        text: ([address.venue] + address.lines).joined(separator: "\n"), kind: .multiline,
        venue: address.venue, numbers: address.numbers)
    case 60..<66:
      let address = random.pick(Self.addresses[language]!)
      return ExportPlace(
        text: address.lines.joined(separator: ", "), kind: .address, venue: nil,
        numbers: address.numbers)
    case 66..<80:
      let phone = random.pick(Self.phones[.en]!)
      let conference = random.pick(["123 456 789#", "981 302 446#", "4417 2291#"])
      let text = random.pick([
        "Microsoft Teams Meeting; \(phone),,\(conference.filter(\.isNumber))# United States, Los Angeles; Phone Conference ID: \(conference)",
        "Microsoft Teams-Besprechung; Konferenz-ID: \(conference)",
        "Microsoft Teams Meeting",
        "Teams: \(phone) (Conference ID \(conference))",
      ])
      return ExportPlace(
        text: text, kind: .dialIn, venue: nil,
        numbers: [phone, conference, conference.filter(\.isNumber) + "#"].filter {
          text.contains($0)
        })
    case 80..<90:
      let text = random.pick([
        "https://meet.google.com/xqa-bnwd-kpe", "https://us02web.zoom.us/j/81234567890?pwd=Q2x5",
        "https://teams.microsoft.com/l/meetup-join/19%3ameeting_N2E0",
        "Zoom: https://zoom.us/j/5551234567 (Passcode: 4412)",
      ])
      return ExportPlace(text: text, kind: .link, venue: nil, numbers: [])
    case 90..<95:
      let phone = random.pick(Self.phones[language]!)
      let text = random.pick([phone, "Call \(phone)", "Tel. \(phone)", "電話 \(phone)"])
      return ExportPlace(text: text, kind: .phone, venue: nil, numbers: [phone])
    default:
      let text = random.pick([
        "37.5665, 126.9780", "52.520008,13.404954", "geo:35.6595,139.7005",
        "40°44'54.3\"N 73°59'08.5\"W",
      ])
      return ExportPlace(text: text, kind: .coordinates, venue: nil, numbers: [text])
    }
  }
}
