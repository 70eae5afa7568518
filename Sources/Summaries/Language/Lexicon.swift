/// What Glance knows of one language besides its copy: how it is spoken (`profile`), the
/// words of it that Glance recognizes in people's titles and places, the words the copy lint
/// tells it by, and the names of emoji. One file a language,
/// `Resources/Lexicons/<language>.json`, read and checked with the catalog before any work
/// (`Lexicons`).
///
/// A language the catalog speaks has every member, its own or its parent's (`en-GB` says only
/// where it differs from `en`); a language Glance does not speak may have a file that gives
/// only words to recognize ("SV:" before a Swedish reply). Recognition takes the words of
/// every file, whatever language a summary is spoken in: a German title is a German title in
/// an English summary too.
public struct Lexicon: Sendable, Hashable {
  /// A list of words a lexicon holds: each is named `<section>.<list>` in the file.
  public enum List: String, Sendable, CaseIterable {
    // Places (`SpokenPlace`).
    /// Words that may follow a meeting service's name in a location: "Microsoft Teams
    /// Meeting", "Teams-Besprechung".
    case meetingWords
    /// Words that open the name of a room or a part of a building: "Room 4", "Raum 3b".
    case roomOpeners
    /// Words that make a place's first part a room wherever they stand in it: "Conference
    /// room B".
    case roomNouns
    /// Rooms that are common nouns, said with an article: "in the Boardroom".
    case commonRooms
    /// Words that make a place an address: "181 Thompson St".
    case streetWords
    /// Endings that make a word a street: "Gartenstraße".
    case streetSuffixes
    /// Endings of the words an address in a script written without spaces is made of, before
    /// its numbers: "東京都渋谷区…2-21-1", "부산광역시 해운대구 … 79".
    case addressSuffixes
    /// Endings of a road's name in an address written from large to small, where what a
    /// listener needs starts: "서울특별시 마포구 월드컵북로 120" is said from "월드컵북로".
    case roadSuffixes
    /// Endings of the district words an address in a script written without spaces is said
    /// to when it names no venue: "東京都渋谷区渋谷2-21-1" is "東京都渋谷区".
    case districtSuffixes
    /// Words of a room's part of a place, each as written, "=", and as said: "rm=Room",
    /// "ste=Suite". Such a part is the room itself, said first, before the venue and the
    /// building that hold it ("Room S12, Science Block"): a listener goes to the room.
    case roomWords
    /// Words of a building's or floor's part of a place, each as written, "=", and as said:
    /// "bldg=Building", "fl=Floor". Such parts follow the room they hold ("Huddle 14,
    /// Building 2, Floor 3").
    case buildingWords
    /// Countries an address ends with, never said: "USA", "Deutschland", "日本".
    case countries
    /// Shapes of the postcodes an address holds, never said: `9` a digit, `A` a letter, any
    /// other character itself ("99999", "A9 9AA", "〒999-9999").
    case postcodeShapes
    /// Words before a phone number in a location, which is never read: "Tel.", "電話".
    case phoneWords
    /// Words of a meeting's dial-in details, never read: "Conference ID", "Konferenz-ID".
    case dialInWords
    // Titles (`SpokenTitle`).
    /// Remarks about an event's status that go however short: "(moved)", "（変更）".
    case statusAsides
    /// Words that in brackets mark a meeting rather than name it, never said: "[EXTERNAL]",
    /// "(optional)", "【重要】".
    case tags
    /// Tags that say a meeting is optional, said as a state as "tentative" is: "(optional)",
    /// "（任意）", "(선택)".
    case optionalTags
    /// Tags that say an item is urgent, said as a state: "[URGENT]", "【至急】", "[긴급]".
    case urgentTags
    /// Tags that say an item is important, said as a state: "[IMPORTANT]", "【重要】", "[중요]".
    case importantTags
    /// Words after a number that make it a time of day ("3 pm", "12 Uhr", "9時", "2시"): a
    /// bracket holding one is an aside, since the summary says the item's own time.
    case timeWords
    /// Words before or after a number that make a bracket a detail, never said: a duration
    /// ("45 min", "90分"), pages or chapters ("pp. 12-18", "ch. 4–6"), a part's code or a
    /// quantity ("P/N 2314-118", "qty 4", "4個").
    case detailWords
    /// Counters after a number that make a bracket a quantity, never said: "(2 dozen)",
    /// "(4 Kisten)", "（15個）", "（10名）", "(30개)", "(12명)". A number and a word that is no
    /// counter ("(2층)", "(wk 40)") says which one and stays.
    case counterWords
    /// Words before or after a number that make it a morning time ("9 am", "午前9時",
    /// "오전 9시"): a time a title repeats is read in the right half of the day.
    case amWords
    /// Words before or after a number that make it an afternoon time ("3 pm", "午後3時",
    /// "오후 3시").
    case pmWords
    /// Words that say a meeting was cancelled, before a colon or in brackets: "Canceled:",
    /// "Abgesagt:", "(キャンセル)". Such a meeting is left out, as one with STATUS:CANCELLED.
    case cancelMarkers
    /// Words before a colon with which a calendar answers a declined invitation: "Declined:",
    /// "Abgelehnt:", "辞退:", "거절됨:". The person will not attend: such a meeting is left
    /// out as a cancelled one is.
    case declineMarkers
    /// Words that say a meeting was postponed, before a colon, in brackets or opening a
    /// bracket: "Postponed:", "Verschoben:", "延期:", "(연기)", "(moved to Thu)". Said as the
    /// state `state.postponed` after the title, and nothing after the word in its bracket.
    case postponeMarkers
    /// Words before a colon with which a calendar answers an invitation accepted
    /// tentatively ("Tentative:", "Mit Vorbehalt angenommen:", "仮承諾:"), and words that say a
    /// meeting is yet to be decided or confirmed, before a colon, as a tag or after a dash
    /// ("TBC:", "(TBD)", "- noch offen", "（未定）", "(미정)"). Said as the state
    /// `state.tentative` after the title, as STATUS:TENTATIVE is, and never twice.
    case tentativeMarkers
    /// Words before a colon that say an invitation was moved or updated: "Moved:",
    /// "Rescheduled:", "Verlegt:", "更新:". Never said: the time said is already the new one.
    case updateMarkers
    /// Words after a cancellation or postponement word, in a script written without spaces,
    /// that make a bracket before the title a notice of that state: 「【延期のお知らせ】」,
    /// 「【中止決定】」, "[취소 안내]". Without one, "【キャンセル待ち】" (a waiting list) or
    /// "[취소 불가]" (no refunds) is no state.
    case noticeWords
    /// What mail clients write before a reply, a forward or a copy, before a colon: "Re:",
    /// "AW:", "Copy:", "Kopie:", "コピー:".
    case replyMarkers
    /// What mail clients write before an invitation's title, before a colon or a spaced
    /// dash: "Updated invitation:".
    case invitationMarkers
    /// Abbreviations of "with", said as the language's connector: "w/ Marcus".
    case withMarks
    /// Words that with a slash between them are one term, not two things, lower case:
    /// "on/off", "ja/nein", said with a hyphen ("On-Off"), never joined by "and".
    case slashPairs
    /// Words before a part counter that name the part, lower case: "teil", "session". "Teil
    /// 2/3" is said "Teil 2 von 3" (`title.partOf`), never "zwei Drittel".
    case partWords
    /// Counters written glued around a part counter in a script without spaces: "第", "回",
    /// "회차". "第2/3回" and "2/3회차" are said as the language says a part (`title.part`:
    /// 「全3回中第2回」, "3회 중 2회차"), the counters with them.
    case partCounters
    /// Sites by the registrable part of their host, each as written, "=", and as said:
    /// "instagram=Instagram", "youtu=YouTube". A title that is only a link is said as the
    /// site's name and `title.link`; a site not here is said by its host's label as written.
    case siteNames
    /// Abbreviations in titles and places, each as written, "=", and as said: "bespr.=
    /// Besprechung", "rm=Room". One written with its period is said in full wherever it
    /// stands; one without, written capitalized or beside a number ("3. OG", "Rm 4").
    /// Never said cut ("Bespr"), and its period is never heard as a sentence's end.
    case abbreviations
    /// Words whose period stays, lower case: a title before a name or a number ("Dr.",
    /// "St.", "No."), which a reader says as the word it stands for, with no stop.
    case keptPeriods
    // The copy lint (`CopyLinter`).
    /// Function words and the everyday words of calendar copy, which tell a run of the
    /// language inside another's copy (GL009 looks for English).
    case everydayWords
    /// The language's own words that English also has, or English loanwords it writes in
    /// lower case ("am", "online"): never evidence of untranslated English.
    case englishLookalikes
    /// Words that name a control or a gesture, never said in a label: "button", "ボタン".
    case controlWords

    /// The section of the file that holds the list.
    public var section: String {
      switch self {
      case .meetingWords, .roomOpeners, .roomNouns, .commonRooms, .streetWords, .streetSuffixes,
        .addressSuffixes, .roadSuffixes, .districtSuffixes, .roomWords, .buildingWords,
        .countries,
        .postcodeShapes, .phoneWords, .dialInWords:
        "places"
      case .statusAsides, .tags, .optionalTags, .urgentTags, .importantTags, .timeWords,
        .detailWords, .counterWords,
        .amWords, .pmWords, .cancelMarkers, .declineMarkers, .postponeMarkers,
        .tentativeMarkers, .updateMarkers, .noticeWords,
        .replyMarkers, .invitationMarkers, .withMarks, .slashPairs, .partWords, .partCounters,
        .siteNames, .abbreviations, .keptPeriods:
        "titles"
      case .everydayWords, .englishLookalikes, .controlWords: "lint"
      }
    }

    /// The list's name in messages and docs: `places.roomOpeners`.
    public var path: String { "\(section).\(rawValue)" }
  }

  /// The catalog language, such as `de` or `en-GB`.
  public let language: String
  public let profile: LanguageProfile
  /// The spoken names of emoji, for a calendar named by nothing else.
  public let emoji: EmojiNames
  /// The events emoji name, for a title made of nothing else: 🎂 is "Birthday", ✈️
  /// "Flight"; an emoji not here is said as an event, never by its own name.
  public let emojiEvents: EmojiNames
  let lists: [List: [String]]

  init(
    language: String, profile: LanguageProfile, emoji: EmojiNames, emojiEvents: EmojiNames,
    lists: [List: [String]]
  ) {
    self.language = language
    self.profile = profile
    self.emoji = emoji
    self.emojiEvents = emojiEvents
    self.lists = lists
  }

  /// The words of `list`, as the file gives them.
  public subscript(_ list: List) -> [String] { lists[list] ?? [] }
}
