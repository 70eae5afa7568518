import Agenda
import Foundation

/// A title made fit to be heard.
///
/// Visual decoration is read aloud by VoiceOver as noise: emoji by their names ("birthday
/// cake Mom's birthday"), separators as words or pauses ("Northwind slash Contoso"), mail
/// prefixes ("R E colon F W colon"). A title is parsed once (`TitleGrammar`) into markers,
/// tags, its name with the qualifiers that say which, asides, a note and an invitation tail;
/// what is said is the name, made fit to hear:
/// 1. Markers ("RE:", "AW:", "転送:", "Updated invitation:", "Canceled:"), tags ("[EXTERNAL]",
///    "(optional)"), asides ("(agenda attached - please review)") and Google's invitation
///    tail ("@ Mon Jun 1, 2pm") are not said; a short qualifier in brackets stays whole
///    ("Müllabfuhr (Biotonne)").
/// 2. Emoji and pictographs go, with their joiners, selectors and skin tones; a title that is
///    only emoji is said by the event it names ("Birthday" for 🎂, the lexicon's
///    `emojiEvents`), else as an event (`title.emojiOnly.*`), never by the emoji's own names.
/// 3. An arrow becomes a word ("to"); a slash between words becomes "and" ("Northwind and
///    Contoso", one meeting, not two things), one beside a number stays as written and is
///    read as a slash ("Schedule swap Dec 24/Dec 31": not "and", nor a pause), except a
///    part counter, said as a part ("Teil 2/3" is "Teil 2 von 3", `sayingPartCounters`);
///    spaced dashes, bars, dots and semicolons become the language's separator; `w/`
///    (`titles.withMarks`) becomes "with"; a slash between two single letters is an
///    abbreviation kept as written ("f/u", "n/a"); a dash between two short numbers becomes
///    "to" unless they are an identifier ("#2026-041", "No. 12-14": `isIdentifier`);
///    "1:1" is said as the meeting it names, never as a time; a title that is a list says
///    where it ends ("Milk, eggs, and bread"), so that a state after it is not heard as one
///    more item. An unspaced slash inside one term ("Go/No-Go", "On/Off": `isOneTerm`) is
///    a hyphen, and a "+" alone between words ("laundry + gym": `joinsWords`) or between
///    two numbers after a word ("Tisch 7+8": `joinsNumbers`) is "and".
///    A title that is only a link is said as its site and the word for a link
///    (`site(ofLink:)`: "Instagram link"), never its address.
/// 4. Exclamation marks at the end go; a question keeps one question mark ("打合せ？", "SOLD
///    OUT??" is "SOLD OUT?"), so that the summary's time after it starts a phrase of its own;
///    spaces are collapsed and the ends trimmed.
public struct SpokenTitle: Sendable {
  public let localizer: Localizer
  /// The names of emoji in the localizer's language.
  public let emoji: EmojiNames
  /// The events emoji name in the localizer's language ("🎂" is "Birthday").
  let emojiEvents: EmojiNames
  /// The markers, asides and abbreviations of every lexicon.
  let words: Lexicons.Words
  let grammar: TitleGrammar
  /// The abbreviations a title says in full without their period (`spelledAbbreviations`).
  let spelledAbbreviations: Set<String>
  /// The abbreviations said in full (`written=said`): the listener's language's, then every
  /// other lexicon's that no two of them expand differently. "Sept." is "September" to an
  /// English listener and "septembre" to a French one; to a Japanese one it is said as
  /// written, since nothing tells an English title from a French one.
  let abbreviations: [String]
  /// The language's own script, when it has a profile: a title in another script takes the
  /// `title.foreign.*` connectors.
  let script: LanguageProfile.Script
  let latin: LanguageProfile.Script

  public init(localizer: Localizer, lexicons: Lexicons = .shipped) {
    self.localizer = localizer
    let own = lexicons.lexicon(for: localizer.language)
    emoji = own?.emoji ?? .empty
    emojiEvents = own?.emojiEvents ?? .empty
    words = lexicons.words
    grammar = TitleGrammar(words: lexicons.words)
    abbreviations = Self.abbreviations(
      own: own?.lists[.abbreviations] ?? [], every: lexicons.words[.abbreviations])
    spelledAbbreviations = Self.spelledAbbreviations(abbreviations)
    latin = lexicons.latin
    script = own?.profile.script ?? lexicons.latin
  }

  /// A title as heard: its name, a note said last, and what its markers say of it.
  public struct Heard: Sendable, Hashable {
    /// The name the summary and the actions say; empty for a title with nothing to say.
    public var name: String
    /// A note after a dash, said after the time and place and never in an action.
    public var note: String?
    /// Whether a marker or tag says the meeting was cancelled ("Canceled: …").
    public var isCancelled: Bool
    /// Whether the title was only emoji that name no event: it is said as an event.
    public var isEmojiOnly: Bool
    /// Whether a tag says the meeting is optional or the item urgent: states the eye sees,
    /// said after the title as "tentative" is.
    public var isOptional = false
    public var isUrgent = false
    /// Whether a tag says the item is important ("【重要】", "[IMPORTANT]").
    public var isImportant = false
    /// Whether a marker or tag says the meeting was postponed ("Postponed:", "延期:").
    public var isPostponed = false
    /// Whether a marker says the person accepted it tentatively ("Tentative:", "仮承諾:").
    public var isTentative = false
  }

  /// Whose words a title's connectors are: the language's own, the English ones a Latin
  /// title inside a sentence of another script is read with, or none (a title in a third
  /// script takes only a pause).
  enum Voice { case own, latin, third }

  /// The voice of `title`. A title holding a letter of the language's own script is its
  /// own. One holding a letter of a third script is in that script unless it holds a Latin
  /// word (two letters or more, one of them lower case; a code such as "ICN" or "A" in "A社"
  /// is no word): "A社 / B社 合同会議" in an English sentence and "KE 901 ICN→CDG 출장" in
  /// a Japanese one take a pause, never "and" or "to"; "Lunch w/ 佐藤さん" is English.
  func voice(of title: String) -> Voice {
    var third = false
    var latinRun = 0
    var lower = false
    var latinWord = false
    for scalar in title.unicodeScalars {
      if script != latin, script.contains(scalar) { return .own }
      if latin.contains(scalar) {
        latinRun += 1
        lower = lower || scalar.properties.isLowercase
        if latinRun >= 2, lower { latinWord = true }
      } else {
        latinRun = 0
        lower = false
        if scalar.properties.isAlphabetic { third = true }
      }
    }
    if third, !latinWord { return .third }
    return script == latin ? .own : .latin
  }

  /// The `connector` for `title`: the language's own, or for a Latin title in a language of
  /// another script the English one such titles are read with ("Lunch with Sam", "Northwind
  /// and Contoso" inside a Korean sentence). A title in a third script ("A사 / B사 합동 회의" in
  /// a Japanese or German sentence) takes the neutral pause of `title.foreign.pause`, but
  /// for "and" the sentence's own word.
  func connector(_ connector: CopyKey.Connector, for title: String) -> String {
    self.connector(connector, voice: voice(of: title))
  }

  func connector(_ connector: CopyKey.Connector, voice: Voice) -> String {
    switch voice {
    case .own: localizer.string(.title(connector, foreign: false))
    case .latin: localizer.string(.title(connector, foreign: true))
    // A slash between two names is one meeting of both in any script: the sentence's own
    // "and" ("高橋と佐藤", "高橋 und 佐藤"), never a pause, heard as two items.
    case .third where connector == .and: localizer.string(.title(.and, foreign: false))
    // A dash or bar in it is the separator a foreign title takes: in Japanese a space
    // (「세무사 상담 프리랜서 종합소득세」), never a comma heard as a second item before 、.
    case .third where connector == .separator:
      localizer.string(.title(.separator, foreign: true))
    case .third: localizer.string(.titleForeignPause)
    }
  }

  /// The title as heard: its name, or for a title of emoji alone that name no event their
  /// spoken names (a calendar's name; a summary says such an item as an event instead).
  public func speak(_ title: String) -> String {
    if Self.isPlain(title), !holdsSpelledAbbreviation(title) { return title }
    let heard = self.heard(title)
    if heard.isEmojiOnly { return emojiNames(title) }
    return heard.name
  }

  /// The title parsed into its parts (`TitleGrammar`), as written.
  public func parse(_ title: String, clock: WrittenTime.Clock? = nil) -> ParsedTitle {
    grammar.parse(SpeakableText.cleaned(title)?.text ?? title, clock: clock)
  }

  /// The title as heard, with its note and what its markers say.
  ///
  /// A title with a control or bidirectional formatting character is never plain, and here
  /// it loses them first (`SpeakableText`): a source's titles were cleaned as they were read,
  /// but an app that builds its own items calls this directly.
  ///
  /// With `clock`, the item's own times, a time the title writes that repeats them is not
  /// said (`TitleGrammar.parse`): only a title with a digit can hold one.
  public func heard(_ title: String, clock: WrittenTime.Clock? = nil) -> Heard {
    if Self.isPlain(title), clock == nil || !Self.holdsDigit(title),
      !holdsSpelledAbbreviation(title)
    {
      return Heard(name: title, note: nil, isCancelled: false, isEmojiOnly: false)
    }
    return heardByRules(title, clock: clock)
  }

  /// Whether `title` holds an ASCII digit, on its bytes.
  static func holdsDigit(_ title: String) -> Bool {
    title.utf8.contains { (0x30...0x39).contains($0) }
  }

  /// The name the rules make of `title`, which a plain title is already.
  func speakByRules(_ title: String) -> String { heardByRules(title).name }

  /// The rules of the type's description, applied to any title.
  func heardByRules(_ title: String, clock: WrittenTime.Clock? = nil) -> Heard {
    if let site = Self.site(ofLink: title, words) {
      let name = localizer.string(.titleLink, .string(site))
      return Heard(name: name, note: nil, isCancelled: false, isEmojiOnly: false)
    }
    let parsed = parse(withoutPostcodeNote(Self.withRoutes(title)), clock: clock)
    var name = phrase(parsed.name)
    let note = parsed.note.map(phrase).flatMap { $0.isEmpty ? nil : $0 }
    var isEmojiOnly = false
    // Emoji whose only words are a qualifier ("🎂 (Teil 2/3)"): the event the emoji name,
    // with the qualifier after it; never the qualifier alone.
    let words = phrase(parsed.name.filter { if case .text = $0 { true } else { false } })
    if !words.contains(where: { $0.isLetter || $0.isNumber }),
      name.contains(where: { $0.isLetter || $0.isNumber }),
      parsed.name.contains(where: { piece in
        if case .text(let text) = piece { text.contains(where: Self.isDecorative) } else { false }
      })
    {
      let written = parsed.name.map(TitleGrammar.written).joined()
      let event = emojiEvent(written)
      // A full-width bracket carries its own spacing.
      let space = name.first?.isASCII == true ? " " : ""
      name = event.map { "\($0)\(space)\(name)" } ?? ""
      isEmojiOnly = event == nil
    } else if !name.contains(where: { $0.isLetter || $0.isNumber }) {
      let pieces = parsed.name.isEmpty ? TitleGrammar.pieces(title) : parsed.name
      let written = pieces.map(TitleGrammar.written).joined()
      if written.contains(where: Self.isDecorative) {
        name = emojiEvent(written) ?? ""
        isEmojiOnly = name.isEmpty
      } else {
        // Markers, tags or asides alone: say what there is rather than nothing.
        name = Self.tidy(replaceSeparators(Self.withoutBrackets(title), range: false))
      }
    }
    var heard = Heard(
      name: Self.inNormalCase(name), note: note.map { Self.inNormalCase($0) },
      isCancelled: parsed.isCancelled, isEmojiOnly: isEmojiOnly)
    heard.isOptional = parsed.isOptional
    heard.isUrgent = parsed.isUrgent
    heard.isImportant = parsed.isImportant
    heard.isPostponed = parsed.isPostponed
    heard.isTentative = parsed.isTentative
    return heard
  }

  /// `title` without a postcode it ends with after a spaced dash or bar ("Site visit –
  /// CF10 1EP", "Viewing flat - M14 5RQ"): a postcode is never read, in a place or a title.
  /// Only a postcode of letters and digits is one here: "Sprint – 12345" may be a ticket.
  func withoutPostcodeNote(_ title: String) -> String {
    guard TitleGrammar.holds(title, [0x2D, 0x2013, 0x2014, 0x7C]) else { return title }
    for separator in [" – ", " — ", " - ", " | "] {
      guard let found = UTF8Search.range(of: separator, in: title, backwards: true) else {
        continue
      }
      let tail = title[found.upperBound...].trimmingCharacters(in: .whitespaces)
      guard tail.contains(where: \.isLetter), tail.contains(where: \.isNumber),
        tail.split(separator: " ").count <= 2, PlaceParts.isPostcode(tail, words)
      else { continue }
      return String(title[..<found.lowerBound])
    }
    return title
  }

  /// A title split into what it is and a note about it (`TitleGrammar.splitNote`): `nil`
  /// when it has no note.
  public func split(_ title: String) -> (head: String, note: String)? {
    let heard = self.heard(title)
    guard let note = heard.note, !heard.name.isEmpty else { return nil }
    return (heard.name, note)
  }

  /// Place text made fit to be heard: emoji go and separators become pauses, but nothing
  /// in it is read as a list or a meeting, nor a number as a range unless it is one after a
  /// word (`sayingPlaceRanges`: "Tor 12-18"): "3-5 Rose St", "〒150-8510" and "Bldg 2 / Fl 3"
  /// keep their digits as written; its periods are no sentence's end (`withoutStops`).
  func speakPlace(_ text: String) -> String {
    let cleaned = Self.removeEmoji(SpeakableText.cleaned(text)?.text ?? text)
    let ranged = sayingPlaceRanges(cleaned)
    return Self.tidy(withoutStops(replaceSeparators(ranged, range: false), bare: true))
  }

  /// The spoken text of a parsed name: its words made fit to hear with each kept qualifier
  /// in its place, whole.
  func phrase(_ pieces: [ParsedTitle.Piece]) -> String {
    var text = ""
    var groups: [String] = []
    for piece in pieces {
      switch piece {
      case .text(let words): text += words
      case .group(let open, let content, let close):
        // A bracket of a part counter alone ("(2/3)") is said by the voice of the words
        // around it: it has none of its own.
        var bare: String?
        if content.utf8.contains(0x2F) {
          let around = pieces.map { if case .text(let words) = $0 { words } else { "" } }
          bare = bareCounter(content, around: around.joined())
        }
        let inner =
          bare
          ?? Self.tidy(
            withoutStops(replaceSeparators(sayingDates(Self.removeEmoji(content)), range: true)))
        guard let close, inner.contains(where: { $0.isLetter || $0.isNumber }) else { continue }
        // A placeholder from the private use area stands for the qualifier while the rules
        // run, so that none of them reaches inside it.
        text.unicodeScalars.append(Unicode.Scalar(0xE000 + UInt32(groups.count))!)
        groups.append("\(open)\(inner)\(close)")
      }
    }
    text = Self.removeEmoji(Self.withPlainArrows(text))
    text = Self.withoutHashtagSigns(text)
    // Whose words join it is decided on the title as written, before "1:1" becomes one.
    let voice = voice(of: text)
    text = sayingAtSigns(text, voice: voice)
    text = sayingVersus(text, voice: voice)
    text = sayingClockRanges(text, voice: voice)
    text = oneOnOne(text, voice: voice)
    text = closeList(text, voice: voice)
    text = Self.tidy(withoutStops(replaceSeparators(sayingDates(text), range: true, voice: voice)))
    guard !groups.isEmpty else { return text }
    var out = ""
    for scalar in text.unicodeScalars {
      let index = Int(scalar.value) - 0xE000
      if groups.indices.contains(index) {
        out += groups[index]
      } else {
        out.unicodeScalars.append(scalar)
      }
    }
    return out
  }

  /// The event the first emoji of `text` that names one names ("Birthday" for 🎂).
  func emojiEvent(_ text: String) -> String? {
    for character in text where Self.isDecorative(character) {
      if let event = emojiEvents.known(character) { return Self.capitalized(event) }
    }
    return nil
  }

  static func capitalized(_ text: String) -> String {
    guard let first = text.first, first.isLowercase else { return text }
    return first.uppercased() + text.dropFirst()
  }

  /// "1:1" as a word of its own is the meeting it names, said as the language says it
  /// (`title.oneOnOne`): read as written it may be heard as a time.
  func oneOnOne(_ text: String, voice: Voice) -> String {
    guard UTF8Search.contains("1:1", in: text) else { return text }
    let scalars = Array(text.unicodeScalars)
    var out = String.UnicodeScalarView()
    var index = 0
    while index < scalars.count {
      if index + 2 < scalars.count, scalars[index] == "1", scalars[index + 1] == ":",
        scalars[index + 2] == "1",
        index == 0
          || !scalars[index - 1].properties.isAlphabetic
            && scalars[index - 1].properties.numericType == nil,
        index + 3 == scalars.count
          || !scalars[index + 3].properties.isAlphabetic
            && scalars[index + 3].properties.numericType == nil
      {
        // At the start it opens the title, written with a capital as the title would be.
        // Before names in a third script it is still a meeting, said in the language's
        // own word ("One-on-one 高橋, 佐藤"), never the pause a third script's joins take.
        let word = connector(.oneOnOne, voice: voice == .third ? .own : voice)
        let opens = out.allSatisfy { $0.properties.isWhitespace }
        out.append(contentsOf: (opens ? Self.capitalized(word) : word).unicodeScalars)
        index += 3
      } else {
        out.append(scalars[index])
        index += 1
      }
    }
    return String(out)
  }

  /// A title that is itself a list ("리코더, 색연필, 실내화", "Milk, eggs, bread": three items
  /// or more of one to three words, or of a few characters of a script written without
  /// spaces) says where the list ends ("리코더, 색연필 및 실내화"), so that a state word after
  /// it ("즐겨찾기") is not heard as one more item. A comma inside a number (`isInNumber`:
  /// "월세 ₩1,800,000 이체") separates no items.
  func closeList(_ text: String, voice: Voice) -> String {
    // A comma's scalar is in a text before any character can be one: most titles have none.
    guard TitleGrammar.holds(text, [0x2C, 0x3001, 0xFF0C]),
      text.contains(where: { $0 == "," || $0 == "、" || $0 == "，" })
    else { return text }
    var items: [Substring] = []
    var separators: [Substring] = []
    var rest = Substring(text)
    var from = rest.startIndex
    while let mark = rest[from...].firstIndex(where: { $0 == "," || $0 == "、" || $0 == "，" }) {
      var after = rest.index(after: mark)
      // A comma between digits is the number's own ("₩1,800,000"), never the list's.
      if Self.isInNumber(text[..<mark].last, after < rest.endIndex ? rest[after] : nil) {
        from = after
        continue
      }
      items.append(rest[..<mark])
      while after < rest.endIndex, rest[after] == " " { after = rest.index(after: after) }
      separators.append(rest[mark..<after])
      rest = rest[after...]
      from = rest.startIndex
    }
    items.append(rest)
    // A list in a third script keeps its own separators ("牛乳、卵、パン" in an English or
    // German sentence): neither language's "and" belongs in it.
    guard items.count >= 3, voice != .third,
      items.allSatisfy({ item in
        let words = item.split(separator: " ")
        let unspaced = item.unicodeScalars.filter { $0.value >= 0x2E80 }.count
        return (1...3).contains(words.count) && unspaced <= 8
          && item.contains(where: { $0.isLetter || $0.isNumber })
      })
    else { return text }
    var out = ""
    for (index, item) in items.enumerated() {
      out += item
      if index < separators.count - 1 { out += separators[index] }
      if index == separators.count - 1 { out += connector(.listAnd, voice: voice) }
    }
    return out
  }

  /// Whether a comma or full stop between `before` and `after` is part of a number: a digit
  /// on both sides, with nothing between ("₩1,800,000", "15,000円", "1.200 €",
  /// "１２，０００円"). Such a mark is a thousands or decimal separator, never a list's comma
  /// nor a pause: "1,800 및 000" was a wrong fact.
  static func isInNumber(_ before: Character?, _ after: Character?) -> Bool {
    func isDigit(_ character: Character?) -> Bool {
      guard let scalars = character?.unicodeScalars, scalars.count == 1 else { return false }
      return scalars.first!.properties.numericType == .decimal
    }
    return isDigit(before) && isDigit(after)
  }

  /// Whether no rule changes `title`: printable ASCII without separators, colons (reply
  /// markers), brackets, end marks, doubled spaces or commas, more than one comma (a list),
  /// or trimmable ends, and letters past ASCII that no rule looks at (`isPlainLetter`). Most
  /// titles are plain, and this scan is far cheaper than the rules.
  static func isPlain(_ title: String) -> Bool {
    if TitleGrammar.opensWithCapitals(title) || TitleGrammar.holdsTrackerID(title) {
      return false
    }
    var title = title
    return title.withUTF8 { bytes in
      var previous: UInt32 = 0
      var commas = 0
      // Capitals in a row (`inNormalCase`), and the last three scalars (" vs ": `sayingVersus`).
      var capitals = 0
      var last = (UInt32(0), UInt32(0))
      for scalar in UTF8Scalars(bytes) {
        capitals =
          (0x41...0x5A).contains(scalar) || (0xC0...0xDE).contains(scalar) ? capitals + 1 : 0
        if capitals >= 5 { return false }
        if scalar == 0x20, last.0 == 0x20, previous | 0x20 == 0x73, last.1 | 0x20 == 0x76 {
          return false
        }
        last = (last.1, previous)
        switch scalar {
        case 0x21...0x7E where !plainExcluded.contains(UInt8(scalar)): break
        case 0x20 where previous != 0x20 && previous != 0: break
        case 0x2C where previous != 0x20 && previous != 0x2C && previous != 0 && commas == 0:
          commas += 1
        case 0x80... where isPlainLetter(scalar): break
        default: return false
        }
        previous = scalar
      }
      return previous != 0 && previous != 0x20 && previous != 0x2C
    }
  }

  /// Letters the rules pass by: Latin letters with accents (not `×` or `÷`), kana with the
  /// long-vowel mark (not the middle dot `・`), CJK ideographs and hangul syllables. The
  /// punctuation, emoji, brackets and spaces of other scripts are left to the rules.
  static func isPlainLetter(_ scalar: UInt32) -> Bool {
    switch scalar {
    case 0xC0...0x24F: scalar != 0xD7 && scalar != 0xF7
    case 0x3041...0x3096, 0x30A1...0x30FA, 0x30FC, 0x4E00...0x9FFF, 0xAC00...0xD7A3: true
    default: false
    }
  }

  /// `-` `|` `/` `>` `:` `;` `.` the brackets `(` `)` `[` `]` `{` `}`, `?` `!`, `#` (a
  /// hashtag's, `withoutHashtagSigns`), `@` (a mention's or a place's), `+` (a join between
  /// words, `joinsWords`) and `,` (checked with its neighbours above).
  static let plainExcluded: Set<UInt8> = [
    0x2D, 0x7C, 0x2F, 0x3E, 0x3A, 0x3B, 0x2E, 0x2C, 0x28, 0x29, 0x5B, 0x5D, 0x7B, 0x7D, 0x3F,
    0x21, 0x23, 0x2B, 0x40,
  ]

  /// `text` without the number sign of its hashtags: a `#` (or `＃`) after no letter or
  /// digit and before a letter ("#selfcare Massage", 「#朝活 ヨガ」, "#카페스타그램 촬영"). The
  /// word is the person's and stays; the sign is what VoiceOver says as "number sign" or
  /// 「シャープ」. Before a digit the sign stays, an id's ("#4821", "PR #1207"), and so does
  /// one after a letter with no letter after it ("C#"). One glued between two words ("Bake
  /// sale#fundraiser planning") is a hashtag written without its space: the words are said
  /// apart, a space between them unless the word before is of a script written without spaces
  /// ("ヨガ#朝活 参加"). Hashtags that close the title are tags (`TitleGrammar`).
  ///
  /// An at sign that opens a word before a letter is a mention or a place written as one
  /// ("@Mina 1:1", 「ランチ @渋谷」): the word is said, never 「アットマーク」 or "at sign". One
  /// inside a word ("sam@example.com") stays; a spaced one is a pause (`spacedSeparators`).
  static func withoutHashtagSigns(_ text: String) -> String {
    guard
      text.utf8.contains(0x23) || text.utf8.contains(0x40) || text.contains("＃")
        || text.contains("＠")
    else { return text }
    var out = ""
    var previous: Character?
    var characters = text.makeIterator()
    var next = characters.next()
    while let character = next {
      next = characters.next()
      let opensWord = previous.map { !($0.isLetter || $0.isNumber || $0 == "#") } ?? true
      if character == "@" || character == "＠", opensWord, next?.isLetter == true {
        previous = character
        continue
      }
      if character == "#" || character == "＃", next?.isLetter == true {
        if !opensWord, let previous, previous.isLetter || previous.isNumber {
          // Glued to the word before: a space where the script has them.
          if previous.unicodeScalars.first.map({ $0.value < 0x2E80 }) ?? true { out.append(" ") }
        } else if !opensWord {
          out.append(character)
        }
        previous = character
        continue
      }
      out.append(character)
      previous = character
    }
    return out
  }

  /// The spoken names of the emoji in `text`, consecutive repeats said once: a calendar
  /// named by emoji alone.
  func emojiNames(_ text: String) -> String {
    var names: [String] = []
    for character in text where Self.isDecorative(character) {
      guard let name = emoji.name(character) else { continue }
      if names.last != name { names.append(name) }
    }
    guard !names.isEmpty else { return "" }
    var joined = names.dropFirst().reduce(names[0]) {
      localizer.string(.joinClause, .string($0), .string($1))
    }
    if let first = joined.first { joined = first.uppercased() + joined.dropFirst() }
    return joined
  }

  /// The text without any bracketed part, unless that leaves nothing.
  static func removeBrackets(_ text: String) -> String {
    let kept = TitleGrammar.pieces(text).compactMap { piece -> String? in
      if case .text(let words) = piece { return words }
      return nil
    }.joined()
    return kept.contains(where: { $0.isLetter || $0.isNumber }) ? kept : text
  }

  /// The text with its brackets' marks left out and what they held kept.
  static func withoutBrackets(_ text: String) -> String {
    String(text.filter { TitleGrammar.pairs[$0] == nil && !TitleGrammar.closers.contains($0) })
  }

  /// Whether a character is an emoji or pictograph shown for decoration.
  package static func isDecorative(_ character: Character) -> Bool {
    character.unicodeScalars.contains(where: isDecorativeScalar)
      && !character.unicodeScalars.allSatisfy({
        $0.isASCII || $0.value == 0xFE0F || $0.value == 0x20E3
      })
  }

  static func isDecorativeScalar(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    if scalar.properties.isEmojiPresentation { return true }
    if decorativeSymbols.contains(value) { return true }
    if scalar.properties.isEmoji, value >= 0x2000 { return true }
    return (0x1F1E6...0x1F1FF).contains(value) || (0x1F3FB...0x1F3FF).contains(value)
  }

  /// Removes emoji and the invisible scalars that build them.
  static func removeEmoji(_ text: String) -> String {
    // Emoji and their joiners and selectors are all at U+2000 or above, and none is a letter
    // of kana, CJK or hangul (`isPlainLetter`): text without any other is left as it is.
    guard
      text.unicodeScalars.contains(where: { $0.value >= 0x2000 && !isPlainLetter($0.value) })
    else { return text }
    var out = ""
    for character in text {
      if isDecorative(character) { continue }
      let kept = character.unicodeScalars.filter {
        !($0.value == 0xFE0F || $0.value == 0xFE0E || $0.value == 0x200D || $0.value == 0x20E3
          || (0xE0020...0xE007F).contains($0.value))
      }
      out.unicodeScalars.append(contentsOf: kept)
    }
    return out
  }

  /// The arrows said as the language's from–to, and the spaced separators said as the
  /// language's separator, each with the mark it is searched for by. " > " is an arrow only
  /// between two codes ("ZRH > EWR").
  static let arrows: [(String, UInt32)] = [
    (" → ", 0x2192), ("→", 0x2192), (" ➔ ", 0x2794), (" -> ", 0x3E), ("->", 0x3E),
    (" > ", 0x3E),
  ]
  static let spacedSeparators: [(String, UInt32)] = [
    (" – ", 0x2013), (" — ", 0x2014), (" - ", 0x2D), (" | ", 0x7C), (" • ", 0x2022),
    (" // ", 0x2F), ("; ", 0x3B), (" @ ", 0x40),
  ]

  /// The scalars every separator rule starts from; a title without any is left as it is.
  static let separatorScalars: Set<Unicode.Scalar> = [
    "-", "–", "—", "|", "·", "•", "/", "→", "➔", ">", ";", "+", "@", "・", "･",
  ]

  /// The pause between two items in `voice`: the language's list comma ("、" in Japanese),
  /// or for a title in another script the neutral one.
  func pause(_ voice: Voice) -> String {
    voice == .own
      ? localizer.string(.listMiddle, .string(""), .string(""))
      : localizer.string(.titleForeignPause)
  }

  /// Each `arrow` of `text` said as the language's from–to around the words it joins
  /// ("ICN에서 CDG까지", "HNDからFRAまで", "FRA nach JFK"): the word before it and the word
  /// after it, up to the first mark that is no part of a word. A title in a third script
  /// takes a pause between them.
  ///
  /// A route between two codes ("ZRH > EWR", "HND→LHR") is said with the sentence's own
  /// from–to in any script's title: a code is no word of English, and "ZRH to EWR" in a
  /// Japanese sentence, or "ZRH, EWR" for a Japanese title in an English one, lost the
  /// direction. An arrow between a word and a number ("鍵受取 → 15時 引渡し") is a sequence,
  /// said with a pause: a from–to there made a range of the title's numbers that does not
  /// exist ("鍵受取から15時まで").
  func fromTo(_ text: String, arrow: String, voice: Voice) -> String {
    func isWord(_ character: Character) -> Bool {
      character.isLetter || character.isNumber || character == "'" || character == "."
    }
    func isCode(_ word: Substring) -> Bool {
      (2...4).contains(word.count) && word.allSatisfy { $0.isASCII && $0.isUppercase }
    }
    var out = ""
    var rest = Substring(text)
    while let found = UTF8Search.range(of: arrow, in: rest) {
      let before = rest[..<found.lowerBound]
      let after = rest[found.upperBound...].drop { $0 == " " }
      let start =
        before.lastIndex { !isWord($0) }.map { before.index(after: $0) }
        ?? before.startIndex
      let from = before[start...]
      let end = after.firstIndex { !isWord($0) } ?? after.endIndex
      let to = after[..<end]
      guard !from.isEmpty, !to.isEmpty, arrow != " > " || isCode(from) && isCode(to) else {
        out += rest[..<found.upperBound]
        rest = rest[found.upperBound...]
        continue
      }
      out += before[..<start]
      if isNumber(from, before: before[..<start], after: nil)
        != isNumber(to, before: nil, after: after[end...])
      {
        out += from + pause(voice) + to
        rest = after[end...]
        continue
      }
      // A route between codes is a journey, said as the sentence's language names one
      // (`title.route`: "SFO발 LHR행"), in a title of any script.
      if isCode(from) && isCode(to) {
        out += localizer.string(.titleRoute, .string(String(from)), .string(String(to)))
        rest = after[end...]
        continue
      }
      switch voice {
      case .third: out += from + pause(voice) + to
      case .own, .latin:
        out += localizer.string(
          .title(.arrow, foreign: voice == .latin), .string(String(from)), .string(String(to)))
      }
      rest = after[end...]
    }
    return out + rest
  }

  /// Whether `word`, beside an arrow, is a number or a time: it opens with a digit ("15時",
  /// "15:00"), or it is a word of the clock's (`titles.amWords`, `pmWords`, `timeWords`) with a
  /// number on its other side ("3 pm" before an arrow, "오후 3시" after one).
  func isNumber(_ word: Substring, before: Substring?, after: Substring?) -> Bool {
    let digit = { (character: Character?) in character.map { ("0"..."9").contains($0) } ?? false }
    if digit(word.first) { return true }
    let lowered = word.lowercased()
    guard
      words.contains(lowered, in: .amWords) || words.contains(lowered, in: .pmWords)
        || words.contains(lowered, in: .timeWords)
    else { return false }
    if let before, before.last == " " { return digit(before.dropLast().last) }
    if let after, after.first == " " { return digit(after.dropFirst().first) }
    return false
  }

  /// Arrows, `w/`, spaced separators, slashes and dashes as words or pauses. With `range`
  /// (a title, not a place) a dash between two short numbers is a range ("15 to 18"), a
  /// slash between words "and", a part counter said as a part ("Teil 2/3" is "Teil 2 von
  /// 3": `sayingPartCounters`), any other slash beside a number or a date and one between two
  /// digits kept as written ("Dec 24/Dec 31", "12/24": a date, never a list; said "slash"),
  /// and a middle dot a pause; in a place digits stay as written. A word joining
  /// two others takes its own spaces, and none of the slash's ("高橋と佐藤").
  func replaceSeparators(_ text: String, range: Bool, voice: Voice? = nil) -> String {
    guard text.unicodeScalars.contains(where: Self.separatorScalars.contains) else { return text }
    let voice = voice ?? self.voice(of: text)
    // "Teil 2/3", 「第2/3回」: which of a series, never a fraction (`sayingPartCounters`).
    var out = range ? sayingPartCounters(text, voice: voice) : text
    let comma = connector(.separator, voice: voice)
    // Each pattern is searched for only where its last mark is: most texts hold one or two.
    for (arrow, mark) in Self.arrows where TitleGrammar.holds(out, [mark]) {
      out = fromTo(out, arrow: arrow, voice: voice)
    }
    // "w/ Marcus" is "with Marcus".
    let with = connector(.with, voice: voice)
    for mark in words[.withMarks] {
      out = UTF8Search.replacingAll(mark + " ", with: with + " ", in: out)
    }
    let and = connector(.and, voice: voice)
    let to = connector(.range, voice: voice)
    let toEnd = connector(.rangeEnd, voice: voice)
    for (separator, mark) in Self.spacedSeparators where TitleGrammar.holds(out, [mark]) {
      out = UTF8Search.replacingAll(separator, with: comma, in: out)
    }
    if !range, TitleGrammar.holds(out, [0x2F, 0xB7]) {
      out = UTF8Search.replacingAll(" / ", with: comma, in: out)
      out = UTF8Search.replacingAll(" · ", with: comma, in: out)
    }
    let dotPause = range && TitleGrammar.holds(out, [0xB7]) ? pause(voice) : " "
    // Scalar by scalar: a slash between words is "and", a dash between numbers a range.
    let scalars = Array(out.unicodeScalars)
    var result = String.UnicodeScalarView()
    var skipSpaces = false
    // Where a range's second number or code ends, when the word ends there too.
    var rangeEnd: Int?
    // The plus signs that join words or numbers, said as the language joins a list.
    let joiningPluses =
      range && TitleGrammar.holds(out, [0x2B])
      ? scalars.indices.filter {
        scalars[$0] == "+"
          && (Self.joinsWords(scalars, at: $0) || Self.joinsNumbers(scalars, at: $0))
      } : []
    /// `joiner` in place of the mark and the spaces around it.
    func join(_ joiner: String) {
      while result.last == " " { result.removeLast() }
      result.append(contentsOf: joiner.unicodeScalars)
      skipSpaces = true
    }
    for (index, scalar) in scalars.enumerated() {
      if rangeEnd == index - 1 {
        result.append(contentsOf: toEnd.unicodeScalars)
        rangeEnd = nil
      }
      if skipSpaces, scalar == " " { continue }
      skipSpaces = false
      if scalar == "/" {
        switch Self.slash(scalars, at: index) {
        case .numbers: result.append(scalar)
        case .words where range && Self.betweenDigits(scalars, at: index): result.append(scalar)
        case .words where range && Self.touchesNumber(scalars, at: index): result.append(scalar)
        case .words where Self.betweenSingleLetters(scalars, at: index): result.append(scalar)
        case .words where range && isOneTerm(scalars, at: index): result.append("-")
        case .words where range || !Self.touchesDigit(scalars, at: index): join(and)
        case .words, .none: result.append(contentsOf: (range ? " " : comma).unicodeScalars)
        }
      } else if range, ["-", "–", "—"].contains(scalar),
        Self.isRange(scalars, at: index, timeWords: words[.timeWords])
      {
        result.append(contentsOf: to.unicodeScalars)
        if !toEnd.isEmpty { rangeEnd = Self.rangeEnd(scalars, after: index) }
      } else if range, scalar == "+", joiningPluses.contains(index) {
        // A plus in a title of a third script becomes a word only in that script's own
        // language: the sentence's "and" inside it ("주간 회의 and 회식") is a pause. Of
        // several, only the last is "and", the others the list's pause: "여권, 악기 케이스 및
        // 어댑터", never "여권 및 악기 케이스 및 어댑터", which a listener cannot group.
        join(voice == .third ? pause(voice) : index == joiningPluses.last ? and : comma)
      } else if scalar == "·" {
        if dotPause == " " { result.append(" ") } else { join(dotPause) }
      } else if range, scalar == "・" || scalar == "･", !localizer.locale.hasPrefix("ja"),
        Self.touchesLatinOrDigit(scalars, at: index)
      {
        // Japanese's middle dot joining dates or words the sentence says in its own words
        // ("12/24・12/31" said "24. Dezember・31. Dezember") is the sentence's pause: a
        // German or English voice does not pause at it, and a German ordinal's period
        // before it was taken for a stop. Between kana it stays, a Japanese voice's own.
        join(pause(voice))
      } else if ["–", "—", "|", "•"].contains(scalar) {
        result.append(" ")
      } else {
        result.append(scalar)
      }
    }
    if rangeEnd == scalars.count - 1 { result.append(contentsOf: toEnd.unicodeScalars) }
    return String(result)
  }

  /// The last scalar of a range's second number or code, after the dash at `dash` (its
  /// mark or letters, digits, a clock's minutes), when the word ends there: not before a
  /// letter or a counter (「30–45分」 keeps its 分 with the number).
  static func rangeEnd(_ scalars: [Unicode.Scalar], after dash: Int) -> Int? {
    let digit = { (position: Int) in
      scalars.indices.contains(position) && ("0"..."9").contains(scalars[position])
    }
    var end = dash + 1
    while end < scalars.count, !digit(end) { end += 1 }
    while digit(end + 1)
      || (scalars.indices.contains(end + 1) && scalars[end + 1] == ":"
        && digit(end + 2))
    {
      end += 1
    }
    let next = end + 1
    guard next < scalars.count else { return end }
    let after = scalars[next]
    return after.properties.isAlphabetic || digit(next) || after == "%" ? nil : end
  }

  /// The site a title that is only a web address names ("https://www.instagram.com/p/Cx/",
  /// "zoom.us/j/123"), as said: the registrable part of its host, without "www." or "m." and
  /// its top-level domain ("co.uk" and the like taken whole), spelled as the site is
  /// (`titles.siteNames`: "Instagram", "YouTube") or else as written. Read out, the address
  /// was its letters and slashes ("instagram dot com slash p and Cx"). A text is a link
  /// when it holds no space and opens with a scheme ("https://") or "www.", or is a host
  /// of two labels or more followed by a path ("zoom.us/j/…"); `nil` otherwise.
  static func site(ofLink title: String, _ words: Lexicons.Words) -> String? {
    let text = title.trimmingCharacters(in: .whitespaces)
    guard !text.isEmpty, text.unicodeScalars.allSatisfy({ $0.isASCII && $0.value > 0x20 }),
      text.utf8.contains(0x2E)
    else { return nil }
    var rest = Substring(text)
    var opened = false
    for scheme in ["https://", "http://"] where rest.lowercased().hasPrefix(scheme) {
      rest = rest.dropFirst(scheme.count)
      opened = true
    }
    let hostEnd = rest.firstIndex { $0 == "/" || $0 == "?" || $0 == "#" || $0 == ":" }
    let host = rest[..<(hostEnd ?? rest.endIndex)].lowercased()
    var labels = host.split(separator: ".", omittingEmptySubsequences: false)
    guard labels.count >= 2,
      labels.allSatisfy({ label in
        !label.isEmpty && label.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" }
      }),
      let top = labels.last, top.count >= 2, top.allSatisfy(\.isLetter)
    else { return nil }
    if labels.first == "www" { opened = true }
    guard opened || hostEnd.map({ rest[$0] == "/" }) == true else { return nil }
    while labels.count > 2, labels.first == "www" || labels.first == "m" { labels.removeFirst() }
    labels.removeLast()
    // A second-level domain under a country's ("bbc.co.uk", "naver.co.kr") is no site.
    let secondLevel: Set<Substring> = ["co", "com", "net", "org", "ac", "go", "ne", "or", "gov"]
    if labels.count >= 2, top.count == 2, let last = labels.last, secondLevel.contains(last) {
      labels.removeLast()
    }
    guard let label = labels.last else { return nil }
    let prefix = label + "="
    if let known = words[.siteNames].first(where: { $0.hasPrefix(prefix) }) {
      return String(known.dropFirst(prefix.count))
    }
    return String(label)
  }

  /// Whether the slash at `index` joins, with no space on either side, two words that are one
  /// term rather than two things: one ends with the other after a hyphen ("Go/No-Go",
  /// "No-Go/Go"), or the two are a counterpart pair of a lexicon (`titles.slashPairs`:
  /// "On/Off", "Ja/Nein"). Such a slash is said as a hyphen ("Go-No-Go"), never "and":
  /// "Go und No-Go" named two meetings where there is one decision.
  func isOneTerm(_ scalars: [Unicode.Scalar], at index: Int) -> Bool {
    let isPart = { (scalar: Unicode.Scalar) in scalar.properties.isAlphabetic || scalar == "-" }
    var start = index
    while start > 0, isPart(scalars[start - 1]) { start -= 1 }
    var end = index + 1
    while end < scalars.count, isPart(scalars[end]) { end += 1 }
    guard start < index, index + 1 < end else { return false }
    let left = String(String.UnicodeScalarView(scalars[start..<index])).lowercased()
    let right = String(String.UnicodeScalarView(scalars[(index + 1)..<end])).lowercased()
    if right.hasSuffix("-" + left) || left.hasSuffix("-" + right) { return true }
    return words.contains("\(left)/\(right)", in: .slashPairs)
  }

  /// Whether the plus sign at `index` stands alone between two words ("마감 + 정산", "laundry +
  /// gym"): a join, said as the language's "and", where VoiceOver would read 더하기 or "plus".
  /// A plus that touches anything ("+49 30", "C++", "A+") is the number's or the code's and
  /// stays; one between numbers is `joinsNumbers`'.
  static func joinsWords(_ scalars: [Unicode.Scalar], at index: Int) -> Bool {
    guard index > 1, index + 2 < scalars.count, scalars[index - 1] == " ",
      scalars[index + 1] == " "
    else { return false }
    let before = scalars[index - 2]
    let after = scalars[index + 2]
    return before.properties.isAlphabetic && after.properties.isAlphabetic
  }

  /// Whether the plus sign at `index` joins two numbers that follow a word ("Tisch 7+8",
  /// "Rooms 3 + 4", "Tisch 7+8+9"): two of what the word names, said with the language's
  /// "and" as a plus between words is ("Tisch 7 und 8"), never "sieben plus acht". Each
  /// number is one to three digits, the second greater, as two of a numbered thing are
  /// listed; the plus has a space on both sides or on neither. A sum or a score ("2 + 2",
  /// "1+1", "3+1"), a pair with no word before it, a phone number ("+49 30"), a code
  /// ("C++") and a number glued to a letter or a separator after it stay as written.
  static func joinsNumbers(_ scalars: [Unicode.Scalar], at index: Int) -> Bool {
    let digit = { (position: Int) in
      scalars.indices.contains(position) && ("0"..."9").contains(scalars[position])
    }
    let spaced = index > 0 && scalars[index - 1] == " "
    guard spaced == (index + 1 < scalars.count && scalars[index + 1] == " ") else { return false }
    let left = spaced ? index - 2 : index - 1
    let right = spaced ? index + 2 : index + 1
    guard digit(left), digit(right) else { return false }
    var start = left
    while digit(start - 1) { start -= 1 }
    var end = right
    while digit(end + 1) { end += 1 }
    guard left - start < 3, end - right < 3,
      let first = Int(String(String.UnicodeScalarView(scalars[start...left]))),
      let second = Int(String(String.UnicodeScalarView(scalars[right...end]))), first < second
    else { return false }
    if end + 1 < scalars.count {
      let next = scalars[end + 1]
      if next.properties.isAlphabetic || next == "/" || next == ":" { return false }
      if next == "." || next == ",", digit(end + 2) { return false }
    }
    // A word before the first number, or a plus that joins it to one before.
    guard start >= 2 else { return false }
    if scalars[start - 1] == " ", scalars[start - 2].properties.isAlphabetic { return true }
    if scalars[start - 1] == "+", !spaced { return joinsNumbers(scalars, at: start - 1) }
    if spaced, start >= 3, scalars[start - 1] == " ", scalars[start - 2] == "+" {
      return joinsNumbers(scalars, at: start - 2)
    }
    return false
  }

  /// Whether the slash at `index` has a digit on each side, with nothing between: "2/3회차",
  /// "12/24·12/31".
  static func betweenDigits(_ scalars: [Unicode.Scalar], at index: Int) -> Bool {
    index > 0 && index + 1 < scalars.count
      && scalars[index - 1].properties.numericType != nil
      && scalars[index + 1].properties.numericType != nil
  }

  /// Whether the mark at `index` has an ASCII letter or a digit beside it (spaces skipped).
  static func touchesLatinOrDigit(_ scalars: [Unicode.Scalar], at index: Int) -> Bool {
    [neighbour(scalars, from: index - 1, step: -1), neighbour(scalars, from: index + 1, step: 1)]
      .contains { $0.map { isASCIILetter($0) || ("0"..."9").contains($0) } ?? false }
  }

  /// Whether `scalar` is a letter of the ASCII Latin alphabet.
  static func isASCIILetter(_ scalar: Unicode.Scalar) -> Bool {
    ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
  }

  /// Whether the slash at `index` stands between two single Latin letters, with nothing
  /// between: an abbreviation ("f/u", "n/a", "b/c", "w/o", "c/o"), said as written, never
  /// "f and u". A slash between words of two letters or more is still "and" ("AM/PM").
  static func betweenSingleLetters(_ scalars: [Unicode.Scalar], at index: Int) -> Bool {
    let joins = { (position: Int) in
      scalars.indices.contains(position)
        && (scalars[position].properties.isAlphabetic
          || scalars[position].properties.numericType != nil)
    }
    return index > 0 && index + 1 < scalars.count && isASCIILetter(scalars[index - 1])
      && isASCIILetter(scalars[index + 1]) && !joins(index - 2) && !joins(index + 2)
  }

  /// Whether the nearest scalar on either side of `index` is a digit, or a full stop after
  /// one ("Dec 24/Dec 31", "24.12./31.12."): a date or a number, which "and" would make a
  /// list of.
  static func touchesNumber(_ scalars: [Unicode.Scalar], at index: Int) -> Bool {
    if touchesDigit(scalars, at: index) { return true }
    var before = index - 1
    while before >= 0, scalars[before] == " " { before -= 1 }
    return before > 0 && scalars[before] == "."
      && scalars[before - 1].properties.numericType != nil
  }

  enum Slash { case words, numbers, none }

  /// What a slash stands between: two numbers ("12/24", "2/3": a date or a part, kept as
  /// written), words or a word and a number ("Northwind/Contoso": "and"; "Dec 24/Dec 31",
  /// "24.12./31.12.": kept in a title), or nothing it joins.
  static func slash(_ scalars: [Unicode.Scalar], at index: Int) -> Slash {
    guard let before = neighbour(scalars, from: index - 1, step: -1),
      let after = neighbour(scalars, from: index + 1, step: 1)
    else { return .none }
    func joins(_ scalar: Unicode.Scalar) -> Bool {
      scalar.properties.isAlphabetic || scalar.properties.numericType != nil
    }
    guard joins(before) || before == ".", joins(after) else { return .none }
    let digits = { (scalar: Unicode.Scalar) in scalar.properties.numericType != nil }
    if index > 0, index + 1 < scalars.count, digits(scalars[index - 1]),
      digits(scalars[index + 1])
    {
      var start = index - 1
      while start > 0, digits(scalars[start - 1]) { start -= 1 }
      var end = index + 1
      while end + 1 < scalars.count, digits(scalars[end + 1]) { end += 1 }
      let outside = { (position: Int) in
        !scalars.indices.contains(position)
          || !joins(scalars[position])
            && scalars[position] != "." && scalars[position] != "/"
      }
      if outside(start - 1), outside(end + 1) { return .numbers }
    }
    return .words
  }

  static func touchesDigit(_ scalars: [Unicode.Scalar], at index: Int) -> Bool {
    [neighbour(scalars, from: index - 1, step: -1), neighbour(scalars, from: index + 1, step: 1)]
      .contains { $0?.properties.numericType != nil }
  }

  /// Whether the dash at `index` joins two numbers of one to three digits that are no part of
  /// a longer run of dashes ("15-18", not "03-5555-0456" or "2-21-1") and no identifier
  /// (`isIdentifier`): "3-4 pm", "pp. 12-18" and "8-12 Uhr" are ranges, "#2026-041" is not.
  /// A range of clock hours (`isClockRange`: "22–02 Uhr", "20:00–08:30") is one whatever
  /// its leading zeros.
  static func isRange(_ scalars: [Unicode.Scalar], at index: Int, timeWords: [String]) -> Bool {
    let digit = { (scalar: Unicode.Scalar) in ("0"..."9").contains(scalar) }
    guard index > 0, index + 1 < scalars.count, digit(scalars[index - 1]) else { return false }
    guard digit(scalars[index + 1]) else { return isCodeRange(scalars, at: index) }
    var start = index - 1
    while start > 0, digit(scalars[start - 1]) { start -= 1 }
    var end = index + 1
    while end + 1 < scalars.count, digit(scalars[end + 1]) { end += 1 }
    let dashes: Set<Unicode.Scalar> = ["-", "–", "—"]
    let chained =
      (start > 0 && dashes.contains(scalars[start - 1]))
      || (end + 1 < scalars.count && dashes.contains(scalars[end + 1]))
    return !chained
      && (isClockRange(scalars, from: start, dash: index, to: end, timeWords: timeWords)
        || !isIdentifier(scalars, from: start, dash: index, to: end))
  }

  /// Whether the dash at `index` joins two codes of the same kind, the same mark or letters
  /// before each one's digits ("#211-#248", "A3-A7", "№4-№9", "KW12-KW15"): a range, said
  /// with the range's word like two numbers ("#211 to #248"). Left as written, the dash was
  /// not heard, and a listener heard two codes ("#211 #248"). A code opens a word (nothing
  /// alphanumeric before its mark or letters) and ends one; a chain of dashes
  /// ("A1-A2-A3") is an identifier.
  static func isCodeRange(_ scalars: [Unicode.Scalar], at index: Int) -> Bool {
    let digit = { (scalar: Unicode.Scalar) in ("0"..."9").contains(scalar) }
    let mark = { (scalar: Unicode.Scalar) in scalar == "#" || scalar == "№" }
    let opens = { (position: Int) in
      position < 0
        || !(scalars[position].properties.isAlphabetic || digit(scalars[position]))
          && !["-", "–", "—"].contains(scalars[position])
    }
    // The left code: digits, after a mark or a run of ASCII letters.
    var start = index - 1
    while start > 0, digit(scalars[start - 1]) { start -= 1 }
    var prefixStart = start
    if prefixStart > 0, mark(scalars[prefixStart - 1]) {
      prefixStart -= 1
    } else {
      while prefixStart > 0, isASCIILetter(scalars[prefixStart - 1]) { prefixStart -= 1 }
    }
    guard prefixStart < start, opens(prefixStart - 1) else { return false }
    // The right code: the same prefix, then digits, then the end of the word.
    let prefix = scalars[prefixStart..<start]
    let right = index + 1
    guard right + prefix.count < scalars.count,
      scalars[right..<(right + prefix.count)].elementsEqual(prefix),
      digit(scalars[right + prefix.count])
    else { return false }
    var end = right + prefix.count
    while end + 1 < scalars.count, digit(scalars[end + 1]) { end += 1 }
    return opens(end + 1 < scalars.count ? end + 1 : -1)
  }

  /// Whether the digits `start...end` joined by the dash at `dash` are a range of clock
  /// times: hours of one or two digits up to 24 followed by a time word ("22–02 Uhr",
  /// "22-06 h", "08-10 am", "22-02時"), or two clock times ("07:00-19:00", "20:00–08:30").
  /// A leading zero there is the clock's, never an identifier's: "22 02 Uhr" was heard as a
  /// code. Two bare numbers ("07-19") may be a date and stay as they are.
  static func isClockRange(
    _ scalars: [Unicode.Scalar], from start: Int, dash: Int, to end: Int, timeWords: [String]
  ) -> Bool {
    let digit = { (position: Int) in
      scalars.indices.contains(position) && ("0"..."9").contains(scalars[position])
    }
    let colon = { (position: Int) in
      scalars.indices.contains(position) && (scalars[position] == ":" || scalars[position] == "：")
    }
    if colon(start - 1), digit(start - 2), colon(end + 1), digit(end + 2), digit(end + 3) {
      return true
    }
    guard dash - start <= 2, end - dash <= 2, !colon(start - 1), !colon(end + 1) else {
      return false
    }
    let hour = { (from: Int, to: Int) in
      Int(String(String.UnicodeScalarView(scalars[from...to]))).map { $0 <= 24 } ?? false
    }
    return hour(start, dash - 1) && hour(dash + 1, end)
      && TitleGrammar.timeWordFollows(scalars, after: end, timeWords: timeWords)
  }

  /// Whether the digits `start...end` joined by the dash at `dash` are an identifier, said as
  /// written and never as a range: a side of four digits or more ("2026-041", a year or an
  /// invoice), or of two or more with a leading zero ("041"); digits attached to a Latin
  /// letter ("A12-14", "INV-2026-118" being a chain of dashes already); or a number after a
  /// number sign ("#2026-041", "№ 12-14", "No. 12-14", "Nr. 3-4"). "Heard as from 2026 to
  /// 041" was a wrong fact.
  static func isIdentifier(_ scalars: [Unicode.Scalar], from start: Int, dash: Int, to end: Int)
    -> Bool
  {
    let left = dash - start
    let right = end - dash
    // Two years, the earlier first ("2019–2024"): a range of them, said "2019 to 2024".
    if left == 4, right == 4,
      let from = Int(String(String.UnicodeScalarView(scalars[start..<dash]))),
      let to = Int(String(String.UnicodeScalarView(scalars[(dash + 1)...end]))),
      (1900...2099).contains(from), (1900...2099).contains(to), from < to,
      start == 0 || scalars[start - 1] == " "
    {
      return false
    }
    if left >= 4 || right >= 4 { return true }
    if left >= 2, scalars[start] == "0" { return true }
    if right >= 2, scalars[dash + 1] == "0" { return true }
    guard start > 0 else { return false }
    if isASCIILetter(scalars[start - 1]) || scalars[start - 1] == "#" || scalars[start - 1] == "№" {
      return true
    }
    // A number sign before spaces, or "No." / "Nr." as a word of its own.
    var before = start - 1
    while before >= 0, scalars[before] == " " { before -= 1 }
    guard before >= 0 else { return false }
    if scalars[before] == "#" || scalars[before] == "№" { return true }
    guard scalars[before] == ".", before >= 2 else { return false }
    let word = String(String.UnicodeScalarView(scalars[(before - 2)..<before])).lowercased()
    let opens = before == 2 || !scalars[before - 3].properties.isAlphabetic
    return opens && (word == "no" || word == "nr")
  }

  /// The nearest scalar that is not a space, looking from `index` in the direction of `step`.
  static func neighbour(_ scalars: [Unicode.Scalar], from index: Int, step: Int)
    -> Unicode.Scalar?
  {
    var index = index
    while scalars.indices.contains(index) {
      if scalars[index] != " " { return scalars[index] }
      index += step
    }
    return nil
  }

  /// `text` with runs of spaces, tabs and line feeds as one space, no space before a comma
  /// and no doubled comma, and neither pauses (`,` `.` `;` `:` `、` `。`) at its ends nor end
  /// marks (`?` `!` `？` `！` `‼` `⁉`) at its end but one question mark, when one was among
  /// them (`questionMarks`: a title that asks is said as one); a full stop after a number stays, as part of
  /// a German date or ordinal ("31.12."). Scanned as bytes where they are the characters
  /// (`UTF8Search.isSimple`, no carriage return: nearly every title), else by characters.
  static func tidy(_ text: String) -> String {
    let bytes = Array(text.utf8)
    let simple = bytes.withUnsafeBufferPointer(UTF8Search.isSimple) && !bytes.contains(0x0D)
    guard simple else { return tidyByCharacters(text) }
    var out: [UInt8] = []
    out.reserveCapacity(bytes.count)
    var lastWasSpace = true
    for byte in bytes {
      if byte == 0x20 || byte == 0x09 || byte == 0x0A {
        if !lastWasSpace { out.append(0x20) }
        lastWasSpace = true
      } else {
        out.append(byte)
        lastWasSpace = false
      }
    }
    if out.contains(0x2C) {
      out = Self.keepingSecond(of: (0x20, 0x2C), in: out)
      out = Self.keepingSecond(of: (0x2C, 0x2C), in: out)
    }
    var start = 0
    while let (length, mark) = Self.mark(in: out, at: start, before: out.count),
      Self.pauseMarks.contains(mark)
    {
      start += length
    }
    var end = out.count
    var question: UInt32?
    while end > start {
      var first = end - 1
      while first > start, out[first] & 0xC0 == 0x80 { first -= 1 }
      guard let (_, mark) = Self.mark(in: out, at: first, before: end),
        Self.pauseMarks.contains(mark) || Self.endMarks.contains(mark)
      else { break }
      if mark == 0x2E, first > start, Self.endsWithNumber(out[start..<first]) { break }
      if Self.questionMarks.contains(mark) { question = mark }
      end = first
    }
    var kept = String(decoding: out[start..<end], as: UTF8.self)
    if let question, !kept.isEmpty {
      kept.unicodeScalars.append(Unicode.Scalar(question == 0xFF1F ? 0xFF1F : 0x3F)!)
    }
    return kept
  }

  /// The marks `tidy` trims at both ends and at the end, as scalars.
  static let pauseMarks: Set<UInt32> = [0x20, 0x2C, 0x2E, 0x3002, 0x3001, 0x3B, 0x3A]
  static let endMarks: Set<UInt32> = [0x3F, 0x21, 0xFF1F, 0xFF01, 0x203C, 0x2049]
  /// The end marks of a question, one of which a title that asks keeps (`tidy`).
  static let questionMarks: Set<UInt32> = [0x3F, 0xFF1F, 0x2049]

  /// The length and value of the scalar of `bytes` at `index`, when one starts there
  /// before `end`.
  static func mark(in bytes: [UInt8], at index: Int, before end: Int) -> (Int, UInt32)? {
    guard index < end else { return nil }
    return bytes[index..<end].withUnsafeBufferPointer { buffer in
      var scalars = UTF8Scalars(buffer)
      guard let scalar = scalars.next() else { return nil }
      return (Unicode.Scalar(scalar)!.utf8.count, scalar)
    }
  }

  /// Whether the last scalar of `bytes` is a number ("3", "三", "٣").
  static func endsWithNumber(_ bytes: ArraySlice<UInt8>) -> Bool {
    var first = bytes.endIndex - 1
    while first > bytes.startIndex, bytes[first] & 0xC0 == 0x80 { first -= 1 }
    let scalar = String(decoding: bytes[first...], as: UTF8.self).unicodeScalars.first
    return scalar?.properties.numericType != nil
  }

  /// `bytes` with each pair `pair` (left to right, not overlapping) as its second byte:
  /// " ," as ",", ",," as ",".
  static func keepingSecond(of pair: (UInt8, UInt8), in bytes: [UInt8]) -> [UInt8] {
    var out: [UInt8] = []
    out.reserveCapacity(bytes.count)
    var index = 0
    while index < bytes.count {
      if index + 1 < bytes.count, bytes[index] == pair.0, bytes[index + 1] == pair.1 {
        out.append(pair.1)
        index += 2
      } else {
        out.append(bytes[index])
        index += 1
      }
    }
    return out
  }

  /// `tidy` by characters, for text whose characters are not its scalars (a letter with
  /// combining marks, an emoji with a skin tone, a carriage return and line feed).
  static func tidyByCharacters(_ text: String) -> String {
    var out = ""
    var lastWasSpace = true
    for character in text {
      if character == " " || character == "\t" || character == "\n" {
        if !lastWasSpace { out.append(" ") }
        lastWasSpace = true
      } else {
        out.append(character)
        lastWasSpace = false
      }
    }
    if out.contains(",") {
      out = out.replacingOccurrences(of: " ,", with: ",").replacingOccurrences(of: ",,", with: ",")
    }
    let trim: Set<Character> = [" ", ",", ".", "。", "、", ";", ":"]
    let endMarks: Set<Character> = ["?", "!", "？", "！", "‼", "⁉"]
    while let first = out.first, trim.contains(first) { out.removeFirst() }
    var question: Character?
    while let last = out.last, trim.contains(last) || endMarks.contains(last) {
      // A full stop after a number is part of it: a German date or ordinal ("31.12.").
      if last == ".", out.dropLast().last?.isNumber == true { break }
      if last == "?" || last == "？" || last == "⁉" { question = last }
      out.removeLast()
    }
    if let question, !out.isEmpty { out.append(question == "⁉" ? "?" : question) }
    return out
  }
}
