/// The small grammar a title is parsed with: markers, tags, a name with its qualifiers,
/// asides, a note and an invitation tail (`ParsedTitle`).
///
/// ```
/// title     = { marker | leading-tag } name [ note ] [ tail ] { trailing-tag }
/// marker    = reply, forward, invitation, cancellation, decline, postponement, tentative
///             or update word, then ":" ("RE:", "転送:", "Canceled:", "Declined:",
///             "Postponed:", "Tentative:", "Moved:"; an invitation word also before a
///             spaced dash)
/// name      = { words | qualifier | aside | tag }   (qualifiers stay, the rest go; a
///             bracket opening with a postponement word is an aside that makes the item
///             postponed, and one whose words end in "?" is an aside)
/// note      = spaced dash or bar, then three words or more, after a name of two or more
/// tail      = " @ " and what follows, after an invitation marker only
/// ```
///
/// Brackets of every kind ( `()` `[]` `{}` `（）` `【】` `［］` `〔〕` ) nest, and a dash,
/// colon or comma inside one belongs to it: only the top level is split. A bracket the title
/// never closes runs to its end; a closing bracket that opened nothing is dropped. So what is
/// said holds only whole brackets, and nothing after the name can fall inside one. The words
/// come from every lexicon (`titles.replyMarkers`, `invitationMarkers`, `cancelMarkers`,
/// `declineMarkers`, `postponeMarkers`, `tentativeMarkers`, `updateMarkers`, `tags`,
/// `statusAsides`), whatever language the summary
/// is spoken in.
public struct TitleGrammar: Sendable {
  typealias Piece = ParsedTitle.Piece

  let words: Lexicons.Words
  init(words: Lexicons.Words) {
    self.words = words
  }

  /// The grammar with the words of every lexicon of `lexicons`.
  public init(lexicons: Lexicons) {
    self.init(words: lexicons.words)
  }

  /// The first words of `markers` as UTF-8 in lower case, none of them holding another;
  /// `nil` when a word has a cased letter past ASCII, which `mayBeCancelled`'s byte search
  /// cannot fold (`Lexicons.Words.cancelNeedles`).
  static func needles(_ markers: [String]) -> [[UInt8]]? {
    let firsts = Set(markers.compactMap { $0.split(separator: " ").first.map { $0.lowercased() } })
    guard firsts.allSatisfy({ $0.utf8.allSatisfy { $0 < 0xC3 || $0 >= 0xE0 } }) else { return nil }
    let kept = firsts.filter { word in !firsts.contains { $0 != word && word.contains($0) } }
    return kept.sorted().map { Array($0.utf8) }
  }

  /// Whether `title` may hold a cancellation word: its bytes, ASCII letters folded, hold
  /// one of `words.cancelNeedles`. Most titles with a colon or a bracket hold none, and this
  /// spares the whole parse for them (the agenda asks it of every event and reminder).
  func mayBeCancelled(_ title: String) -> Bool {
    guard let needles = words.cancelNeedles else { return true }
    var title = title
    return title.withUTF8 { bytes in
      func folded(_ byte: UInt8) -> UInt8 { (0x41...0x5A).contains(byte) ? byte | 0x20 : byte }
      for needle in needles where bytes.count >= needle.count {
        for start in 0...(bytes.count - needle.count) where folded(bytes[start]) == needle[0] {
          var matched = true
          for offset in 1..<needle.count where folded(bytes[start + offset]) != needle[offset] {
            matched = false
            break
          }
          if matched { return true }
        }
      }
      return false
    }
  }

  /// Whether `title` says its meeting was cancelled ("Canceled: API kickoff", "Abgesagt: …",
  /// 「キャンセル済み: …」, "… (Canceled)") or declined by the person ("Declined: …",
  /// 「辞退: …」): such a meeting is left out of the agenda, as one with STATUS:CANCELLED is,
  /// never said as coming or offered as a favorite. So is one whose words close with a
  /// cancellation word (`closingCancellation`: "Fitness abgesagt", "회의 취소").
  public func isCancelled(_ title: String) -> Bool {
    // A cancellation word closing the title is found on its last bytes.
    if closingCancellation(title) != nil { return parse(title).isCancelled }
    // Else only a colon, a bracket or a dash can carry the mark: most titles have none. A
    // byte of `:` `(` `[` `{` `-`, or one that starts a dash (U+2013, U+2014) or a character
    // from U+3000 on (the full-width forms), is what to look for.
    guard
      title.utf8.contains(where: {
        $0 == 0x3A || $0 == 0x28 || $0 == 0x5B || $0 == 0x7B || $0 == 0x2D || $0 >= 0xE2
      }), Self.mayHoldParts(title), mayBeCancelled(title)
    else { return false }
    return parse(title).isCancelled
  }

  /// Where a cancellation word that closes `text` begins, the space before it included: a
  /// word of `titles.cancelMarkers` as the last word, after a space (or an ideographic one)
  /// with a word before it, and after it nothing but spaces and a closing `!` or `.`:
  /// "Fitness abgesagt", "Standup cancelled", 「定例 中止」, "회의 취소". A word anywhere else is
  /// the person's ("Cancelled flights policy review", "Review cancelled orders"), and one glued
  /// to the word before it is part of it (「雨天中止」 says "called off if it rains"). Compared on
  /// bytes, ASCII letters folded: the agenda asks it of every title.
  ///
  /// With `afterWords`, the words are in pieces before `text`: none need be in it.
  func closingCancellation(_ text: String, afterWords: Bool = false) -> String.Index? {
    var text = text
    let start = text.withUTF8 { bytes -> Int? in
      var end = bytes.count
      while end > 0, bytes[end - 1] == 0x20 || bytes[end - 1] == 0x21 || bytes[end - 1] == 0x2E {
        end -= 1
      }
      func folded(_ byte: UInt8) -> UInt8 { (0x41...0x5A).contains(byte) ? byte | 0x20 : byte }
      for word in words.cancelWords where word.count < end {
        let from = end - word.count
        guard folded(bytes[end - 1]) == word[word.count - 1],
          (0..<word.count).allSatisfy({ folded(bytes[from + $0]) == word[$0] })
        else { continue }
        // A space, or an ideographic one (U+3000), then a word before it.
        let space: Int
        if bytes[from - 1] == 0x20 {
          space = from - 1
        } else if from >= 3, bytes[from - 3] == 0xE3, bytes[from - 2] == 0x80,
          bytes[from - 1] == 0x80
        {
          space = from - 3
        } else {
          continue
        }
        guard
          afterWords
            || bytes[..<space].contains(where: {
              $0 >= 0x80 || (0x30...0x39).contains($0) || (0x41...0x5A).contains($0 & 0xDF)
            })
        else { continue }
        return space
      }
      return nil
    }
    return start.map { text.utf8.index(text.utf8.startIndex, offsetBy: $0) }
  }

  /// Opening brackets and the brackets that close them.
  static let pairs: [Character: Character] = [
    "(": ")", "[": "]", "{": "}", "（": "）", "【": "】", "［": "］", "〔": "〕",
  ]
  static let closers = Set(pairs.values)

  /// Whether `character` may be one of `pairs`' brackets: each starts with one of these
  /// bytes, so most characters are told apart without hashing them.
  @inline(__always)
  static func mayBeBracket(_ character: Character) -> Bool {
    switch character.utf8.first {
    case 0x28, 0x29, 0x5B, 0x5D, 0x7B, 0x7D, 0xE3, 0xEF: true
    default: false
    }
  }

  /// Whether `text` holds one of `scalars`: a cheap proof that a separator made of them is
  /// not there. `·` counts U+0387 and `;` U+037E too, which `String`'s comparison takes for
  /// them.
  static func holds(_ text: String, _ scalars: [UInt32]) -> Bool {
    var text = text
    return text.withUTF8 { bytes in
      UTF8Scalars(bytes).contains { scalar in
        scalars.contains(scalar) || scalar == 0x387 && scalars.contains(0xB7)
          || scalar == 0x37E && scalars.contains(0x3B)
      }
    }
  }

  /// The middle scalars of `noteSeparators`.
  static let noteScalars: [UInt32] = [0x2013, 0x2014, 0x2D, 0x7C, 0xB7, 0x2022, 0x2F]

  /// The spaced separators after which a note may follow a name.
  static let noteSeparators = [" – ", " — ", " - ", " | ", " · ", " • ", " // "]

  /// The parts of `title`. With `clock`, the item's own times, a time written in the name
  /// that repeats them (`WrittenTime`: "Parent-teacher conf. 3-4 pm" from 3 to 4 PM) is one
  /// of `times`, not of the name: the summary says the item's time after it.
  public func parse(_ title: String, clock: WrittenTime.Clock? = nil) -> ParsedTitle {
    var parsed = parseParts(title)
    if let clock { parsed.times = dropRepeatedTimes(&parsed.name, clock: clock) }
    return parsed
  }

  /// Cuts from the words of `name` each written time that repeats `clock`: those times as
  /// written. A name that would be left without words keeps them.
  func dropRepeatedTimes(_ name: inout [Piece], clock: WrittenTime.Clock) -> [String] {
    var dropped: [String] = []
    var kept = name
    for (index, piece) in name.enumerated() {
      // Only a digit can start a time, after a period word or not.
      guard case .text(let text) = piece, text.utf8.contains(where: { (0x30...0x39).contains($0) })
      else { continue }
      let scalars = Array(text.unicodeScalars)
      let repeating = WrittenTime.times(in: scalars, words: words).filter { $0.repeats(clock) }
      guard !repeating.isEmpty else { continue }
      var out = String.UnicodeScalarView()
      var from = 0
      for time in repeating {
        out.append(contentsOf: scalars[from..<time.scalars.lowerBound])
        dropped.append(String(String.UnicodeScalarView(scalars[time.scalars])))
        from = time.scalars.upperBound
      }
      out.append(contentsOf: scalars[from...])
      kept[index] = .text(String(out))
    }
    guard !dropped.isEmpty, kept.contains(where: Self.hasWords) else { return [] }
    name = kept
    return dropped
  }

  func parseParts(_ title: String) -> ParsedTitle {
    var parsed = ParsedTitle()
    if !Self.mayHoldParts(title) {
      // The whole title is its name (nothing but spaces: no name), but for a cancellation
      // word that closes it ("Fitness abgesagt"), a tag.
      if let cut = closingCancellation(title) {
        parsed.name = [.text(String(title[..<cut]))]
        parsed.tags = [String(title[cut...])]
        parsed.isCancelled = true
      } else if title.contains(where: { !$0.isWhitespace }) {
        parsed.name = [.text(title)]
      }
      return parsed
    }
    var pieces = Self.pieces(title)
    var invited = false
    leading: while let first = pieces.first {
      switch first {
      case .text(let text):
        let trimmed = text.drop { $0.isWhitespace }
        if trimmed.isEmpty {
          pieces.removeFirst()
          continue
        }
        guard let found = marker(trimmed, before: pieces.dropFirst()) else { break leading }
        parsed.prefixes.append(String(text[..<found.rest.startIndex]))
        switch found.kind {
        case .cancellation: parsed.isCancelled = true
        case .postponement: parsed.isPostponed = true
        case .tentative: parsed.isTentative = true
        case .invitation: invited = true
        case .reply, .update: break
        }
        if found.rest.isEmpty {
          pieces.removeFirst()
        } else {
          pieces[0] = .text(String(found.rest))
        }
      case .group(_, let content, _):
        // A bracket before the name is a tag ("[EXTERNAL] ", "【重要】") when it holds a tag's
        // word and a name follows; one that names what the event is ("【説明会】") is part of
        // the name, and a remark there is an aside, as after the name.
        let state = leadingState(content)
        guard isTag(content) || state != nil, pieces.dropFirst().contains(where: Self.hasWords)
        else {
          break leading
        }
        parsed.tags.append(Self.written(first))
        if isCancellation(content) || state == .cancellation { parsed.isCancelled = true }
        if state == .postponement { parsed.isPostponed = true }
        pieces.removeFirst()
      }
    }
    if invited { parsed.tail = cutTail(&pieces) }
    // A note after a reference mark closes the title: tags before it are still its tags.
    parsed.asides += Self.cutReferenceNote(&pieces)
    trailing: while let last = pieces.last {
      switch last {
      case .text(let text):
        if text.allSatisfy(\.isWhitespace) {
          pieces.removeLast()
          continue
        }
        guard let (kept, tag) = dashedTag(text),
          pieces.dropLast().contains(where: Self.hasWords)
            || Self.hasWords(.text(kept))
        else { break trailing }
        parsed.tags.append(tag)
        let notice = String(tag.drop { !$0.isLetter })
        let state = dashedNotice(notice)
        if isCancellation(notice) || state == .cancellation { parsed.isCancelled = true }
        if state == .postponement { parsed.isPostponed = true }
        pieces[pieces.count - 1] = .text(kept)
      case .group(_, let content, _):
        guard isTag(content), pieces.dropLast().contains(where: Self.hasWords) else {
          break trailing
        }
        parsed.tags.append(Self.written(last))
        if isCancellation(content) { parsed.isCancelled = true }
        pieces.removeLast()
      }
    }
    // A cancellation word closing the words, brackets after it or not ("Standup cancelled",
    // "Fitness abgesagt (Trainer krank)"): a tag, and the meeting is off.
    if let last = pieces.lastIndex(where: Self.hasWords), case .text(let text) = pieces[last],
      let cut = closingCancellation(
        text,
        afterWords: pieces[..<last].contains { piece in
          if case .group = piece { true } else { Self.hasWords(piece) }
        })
    {
      parsed.tags.append(String(text[cut...]))
      pieces[last] = .text(String(text[..<cut]))
      parsed.isCancelled = true
    }
    var name: [Piece] = []
    let lastWords = pieces.lastIndex(where: Self.hasWords)
    for (index, piece) in pieces.enumerated() {
      guard case .group(_, let content, let close) = piece else {
        name.append(piece)
        continue
      }
      if isTag(content) {
        parsed.tags.append(Self.written(piece))
        if isCancellation(content) { parsed.isCancelled = true }
      } else if close != nil, opensWithPostponement(content) {
        // "(verschoben: neuer Termin folgt)", "(moved to Thu)": the state, and nothing of
        // what follows it.
        parsed.asides.append(Self.written(piece))
        parsed.isPostponed = true
      } else if close == nil || isAside(content)
        || lastWords.map({ index > $0 }) == true && Self.isBareNumber(content)
      {
        parsed.asides.append(Self.written(piece))
      } else {
        name.append(piece)
      }
    }
    parsed.tags += Self.cutTrailingHashtags(&name)
    parsed.codes = Self.cutCodes(&name)
    // After the codes set off by a dash, so that one is cut with its dash.
    parsed.codes += Self.cutTrackerIDs(&name)
    for tag in parsed.tags {
      let word = Self.normalized(tag.filter { !"-–—()[]{}（）【】［］〔〕".contains($0) })
      if words.contains(word, in: .optionalTags) { parsed.isOptional = true }
      if words.contains(word, in: .urgentTags) { parsed.isUrgent = true }
      if words.contains(word, in: .importantTags) { parsed.isImportant = true }
      if words.contains(word, in: .postponeMarkers) { parsed.isPostponed = true }
      if words.contains(word, in: .tentativeMarkers) { parsed.isTentative = true }
    }
    (parsed.name, parsed.note) = Self.splitNote(name)
    return parsed
  }

  /// Whether `title` holds a scalar the grammar reads: a bracket, a colon (a marker's), a
  /// dash or a bar (a note's, a dashed tag's, an invitation marker's), a dot or a slash (a
  /// note's), a number sign (a hashtag's) or a reference mark `※` (a note's). A title with none is its own name, and most titles have none; the check reads
  /// its bytes once, where parsing reads its characters several times.
  static func mayHoldParts(_ title: String) -> Bool {
    if opensWithCapitals(title) || holdsTrackerID(title) { return true }
    var title = title
    return title.withUTF8 { bytes in
      UTF8Scalars(bytes).contains { scalar in
        switch scalar {
        // A number sign (a hashtag's) too, and the reference mark `※` and `＃` below.
        case 0x28, 0x29, 0x5B, 0x5D, 0x7B, 0x7D, 0x3A, 0x2D, 0x7C, 0x2F, 0x23: true
        // `·` and `•`, and U+0387, which is `·` to `String`'s comparison.
        case 0xB7, 0x387, 0x2022: true
        // `–` `—`, then the full-width brackets and colon.
        case 0x2013, 0x2014, 0x203B, 0x3010, 0x3011, 0x3014, 0x3015, 0xFF03, 0xFF08, 0xFF09,
          0xFF1A, 0xFF3B, 0xFF3D:
          true
        default: false
        }
      }
    }
  }

  /// Whether `title` may hold an id `cutTrackerIDs` cuts wherever it stands: two capitals or
  /// more, a hyphen or none, then five digits ("INC0012345"), or "PR" or "MR" and a space
  /// before a digit or a number sign ("PR 4412"). One pass over its bytes.
  static func holdsTrackerID(_ title: String) -> Bool {
    var capitals = 0
    var hyphen = false
    var digits = 0
    var request = 0
    for byte in title.utf8 {
      if request == 3, (0x30...0x39).contains(byte) || byte == 0x23 { return true }
      request =
        switch (request, byte) {
        case (_, 0x50), (_, 0x4D): 1  // "P", "M"
        case (1, 0x52): 2  // "R"
        case (2, 0x20): 3
        default: 0
        }
      switch byte {
      case 0x41...0x5A where digits == 0 && !hyphen:
        capitals += 1
      case 0x2D where capitals >= 2 && digits == 0 && !hyphen:
        hyphen = true
      case 0x30...0x39 where capitals >= 2:
        digits += 1
        if digits == 5 { return true }
      default:
        capitals = (0x41...0x5A).contains(byte) ? 1 : 0
        hyphen = false
        digits = 0
      }
    }
    return false
  }

  /// Whether `title` opens with two capitals and a digit after them, as a ticket id
  /// without a hyphen does ("INC0012345 Fix login", emoji and spaces before it aside): its
  /// first bytes only.
  static func opensWithCapitals(_ title: String) -> Bool {
    var letters = 0
    for byte in title.utf8 {
      if letters == 0, byte == 0x20 || byte >= 0x80 { continue }
      if (0x41...0x5A).contains(byte) {
        letters += 1
      } else {
        return letters >= 2 && (0x30...0x39).contains(byte)
      }
    }
    return false
  }

  // MARK: - Pieces

  /// The top-level pieces of `text`: runs of words and bracketed groups.
  static func pieces(_ text: String) -> [Piece] {
    var pieces: [Piece] = []
    var current = ""
    var expected: [Character] = []
    var open: Character = "("
    var content = ""
    for character in text {
      guard mayBeBracket(character) else {
        if expected.isEmpty { current.append(character) } else { content.append(character) }
        continue
      }
      if let close = pairs[character] {
        if expected.isEmpty {
          if !current.isEmpty { pieces.append(.text(current)) }
          current = ""
          open = character
          content = ""
        } else {
          content.append(character)
        }
        expected.append(close)
      } else if closers.contains(character) {
        // A closing bracket closes the one it matches and any left open inside it; one that
        // matches nothing open is dropped.
        guard let depth = expected.lastIndex(of: character) else { continue }
        expected.removeSubrange(depth...)
        if expected.isEmpty {
          pieces.append(.group(open: open, content: content, close: character))
        } else {
          content.append(character)
        }
      } else if expected.isEmpty {
        current.append(character)
      } else {
        content.append(character)
      }
    }
    if !expected.isEmpty { pieces.append(.group(open: open, content: content, close: nil)) }
    if !current.isEmpty { pieces.append(.text(current)) }
    return pieces
  }

  /// A piece as written.
  static func written(_ piece: Piece) -> String {
    switch piece {
    case .text(let text): text
    case .group(let open, let content, let close): "\(open)\(content)\(close.map { "\($0)" } ?? "")"
    }
  }

  /// Whether a piece holds a letter or a digit, or an emoji (which still names a title).
  static func hasWords(_ piece: Piece) -> Bool {
    guard case .text(let text) = piece else { return false }
    return text.contains { $0.isLetter || $0.isNumber || SpokenTitle.isDecorative($0) }
  }

  // MARK: - Markers and tags

  enum MarkerKind { case reply, invitation, cancellation, postponement, tentative, update }

  /// The marker `text` opens with and what follows it: a reply, invitation or cancellation
  /// word before a colon ("RE:", "Canceled:", "転送："), or an invitation or cancellation word
  /// before a spaced dash ("Updated invite — ", "CANCELLED – "). Something must follow, in
  /// `text` or `later`.
  func marker(_ text: Substring, before later: ArraySlice<Piece>)
    -> (rest: Substring, kind: MarkerKind)?
  {
    func follows(_ rest: Substring) -> Bool {
      rest.contains { $0.isLetter || $0.isNumber || SpokenTitle.isDecorative($0) }
        || later.contains { if case .group = $0 { true } else { Self.hasWords($0) } }
    }
    if let colon = text.firstIndex(where: { $0 == ":" || $0 == "：" }) {
      let word = UTF8Search.trimmingSpaces(text[..<colon]).lowercased()
      let kinds: [(Lexicon.List, MarkerKind)] = [
        (.replyMarkers, .reply), (.cancelMarkers, .cancellation),
        (.declineMarkers, .cancellation), (.postponeMarkers, .postponement),
        (.tentativeMarkers, .tentative), (.updateMarkers, .update),
        (.invitationMarkers, .invitation),
      ]
      let kind = kinds.first { words.contains(word, in: $0.0) }?.1
      let rest = text[text.index(after: colon)...]
      if let kind, follows(rest) { return (rest, kind) }
    }
    let lowered = text.lowercased()
    for (list, kind) in [
      (Lexicon.List.invitationMarkers, MarkerKind.invitation), (.cancelMarkers, .cancellation),
    ] {
      for marker in words[list] where lowered.hasPrefix(marker) {
        let rest = text.dropFirst(marker.count)
        let afterSpaces = rest.drop { $0 == " " }
        if let mark = afterSpaces.first, mark != rest.first, "–—-".contains(mark),
          follows(afterSpaces.dropFirst())
        {
          return (afterSpaces.dropFirst(), kind)
        }
      }
    }
    return nil
  }

  // MARK: - Codes

  /// Whether `word` is a ticket or incident id: two capitals or more, then a hyphen and
  /// digits ("OPS-1423", "INFRA-512") or five digits or more ("INC0012345"). A flight ("LH
  /// 401") is two words, and "#4821" or "PR #1207" are the person's own words: they stay.
  static func isCode<S: StringProtocol>(_ word: S) -> Bool {
    var letters = 0
    var digits = 0
    var hyphen = false
    for byte in word.utf8 {
      switch byte {
      case 0x41...0x5A where digits == 0 && !hyphen: letters += 1
      case 0x2D where letters >= 2 && digits == 0 && !hyphen: hyphen = true
      case 0x30...0x39 where letters >= 2: digits += 1
      default: return false
      }
    }
    return letters >= 2 && (hyphen ? digits >= 1 : digits >= 5)
  }

  /// The words before a number that make it a pull or merge request's id ("PR 4412").
  static let requestWords: Set<Substring> = ["PR", "MR"]

  /// Whether `text` is an id where a code may stand (after a spaced dash, alone in
  /// brackets): a ticket id (`isCode`), a number after a number sign ("#1207", "#4821"), one
  /// after a word and a number sign ("PR #1207"), or a pull or merge request's number ("PR
  /// 4412"). A flight ("LH 401") is no id: its number is what a traveller checks.
  static func isID<S: StringProtocol>(_ text: S) -> Bool {
    if isCode(text) { return true }
    let words = text.split(separator: " ").map { Substring($0) }
    func isNumber(_ word: Substring, sign: Bool) -> Bool {
      let digits = sign ? word.dropFirst() : word
      return (!sign || word.first == "#") && !digits.isEmpty
        && digits.allSatisfy { $0.isASCII && $0.isNumber }
    }
    switch words.count {
    case 1: return isNumber(words[0], sign: true)
    case 2:
      let word = words[0]
      let isWord = word.count >= 2 && word.allSatisfy { $0.isASCII && $0.isLetter }
      return isWord && isNumber(words[1], sign: true)
        || requestWords.contains(word) && isNumber(words[1], sign: false)
    default: return false
    }
  }

  /// What follows a ticket id that opens `text`, its separator and spaces left out; `nil`
  /// when no id opens it. An id is set off from the name by a colon, dash or bar after it
  /// ("OPS-1423 - Deploy", "INC-20931: Fix login"), or has a tracker's long shape, five
  /// digits or more ("INC0012345 Fix login", "CHG0034190 Patch"). A code with fewer digits
  /// written straight before a word is a product's or a model's name, the person's words:
  /// "RTX-4090 서버 예약" books that server, never just "서버 예약".
  static func afterLeadingCode(_ text: String) -> Substring? {
    let trimmed = text.drop { $0 == " " }
    guard let first = trimmed.utf8.first, (0x41...0x5A).contains(first) else { return nil }
    let end = trimmed.firstIndex { $0 == " " || $0 == ":" || $0 == "：" } ?? trimmed.endIndex
    guard end < trimmed.endIndex, isCode(trimmed[..<end]) else { return nil }
    var rest = trimmed[end...].drop { $0 == " " }
    if let mark = rest.first, ":：-–—|".contains(mark) {
      rest = rest.dropFirst().drop { $0 == " " }
    } else if !isLongCode(trimmed[..<end]) {
      return nil
    }
    return rest
  }

  /// Whether code `word` (`isCode`) has a tracker's long shape: five digits or more
  /// ("INC0012345", "INC-20931"), which no product or model name has.
  static func isLongCode<S: StringProtocol>(_ word: S) -> Bool {
    word.utf8.reduce(0) { (0x30...0x39).contains($1) ? $0 + 1 : $0 } >= 5
  }

  /// Cuts from `name` a ticket id that opens it set off as one (`afterLeadingCode`:
  /// "OPS-1423 - Deploy", "INC0012345 Fix login", emoji before it aside) or closes its words after a spaced dash or bar ("Deploy
  /// – BUG-5012 (Teil 2/3)"): the codes as written. One inside a phrase stays.
  static func cutCodes(_ name: inout [Piece]) -> [String] {
    func isBlank(_ character: Character) -> Bool {
      character.isWhitespace || SpokenTitle.isDecorative(character)
    }
    var codes: [String] = []
    // The first words, after a tag that names the event if there is one ("【説明会】").
    let first = name.firstIndex { if case .text = $0 { true } else { false } }
    if let first, case .text(let text) = name[first] {
      let start = text.firstIndex { !isBlank($0) } ?? text.endIndex
      if let rest = afterLeadingCode(String(text[start...])),
        rest.contains(where: { $0.isLetter || $0.isNumber })
          || name[(first + 1)...].contains(where: hasWords)
      {
        codes.append(String(text[start...].dropLast(rest.count)))
        name[first] = .text(String(text[..<start]) + rest)
      }
    }
    // The last words, with nothing after them but qualifiers in brackets (and the spaces
    // an aside left between them).
    guard
      let last = name.lastIndex(where: hasWords),
      case .text(let text) = name[last], holds(text, [0x2D, 0x2013, 0x2014, 0x7C])
    else { return codes }
    let end = text.lastIndex { !isBlank($0) }.map(text.index(after:)) ?? text.startIndex
    for separator in [" - ", " – ", " — ", " | "] {
      guard let range = UTF8Search.range(of: separator, in: text[..<end], backwards: true),
        isID(text[range.upperBound..<end]),
        text[..<range.lowerBound].contains(where: { $0.isLetter || $0.isNumber })
      else { continue }
      codes.append(String(text[range.lowerBound..<end]))
      name[last] = .text(String(text[..<range.lowerBound]) + text[end...])
      break
    }
    return codes
  }

  /// Cuts from the words of `name`, wherever they stand, each id no one says: a tracker's
  /// long code (`isLongCode`: "INC0012345", "CHG0034190", "INC-20931") and a pull or merge
  /// request's number ("PR 4412", "MR #12"). "Besprechung INC0012345 mit Jana" is
  /// "Besprechung mit Jana": ten characters of a code cost seconds and say nothing a
  /// listener can use. A short code inside a phrase ("Review OPS-1423 with Sam",
  /// "COVID-19 Test", "RTX-4090 서버 예약") may be a name and stays. A name of ids alone
  /// keeps them. Only a text with a digit is read.
  static func cutTrackerIDs(_ name: inout [Piece]) -> [String] {
    var codes: [String] = []
    var kept = name
    for (index, piece) in name.enumerated() {
      guard case .text(let text) = piece, text.utf8.contains(where: { (0x30...0x39).contains($0) })
      else { continue }
      let words = text.split(separator: " ", omittingEmptySubsequences: false)
      var out: [Substring] = []
      var position = 0
      var cut = false
      while position < words.count {
        let word = words[position]
        let next = position + 1 < words.count ? words[position + 1] : nil
        if let next, requestWords.contains(word), isRequestNumber(next) {
          codes.append(word + " " + next)
          position += 2
          cut = true
          continue
        }
        if isCode(word), isLongCode(word) {
          codes.append(String(word))
          position += 1
          cut = true
          continue
        }
        out.append(word)
        position += 1
      }
      guard cut else { continue }
      // The spaces around a cut word close up: one space between the words left.
      var joined = out.joined(separator: " ")
      while UTF8Search.contains("  ", in: joined) {
        joined = UTF8Search.replacingAll("  ", with: " ", in: joined)
      }
      if text.first == " ", joined.first != " " { joined = " " + joined }
      kept[index] = .text(joined)
    }
    guard !codes.isEmpty, kept.contains(where: hasWords) else { return [] }
    name = kept
    return codes
  }

  /// Whether `word` is a request's number: digits, after a number sign or not ("4412",
  /// "#1207").
  static func isRequestNumber(_ word: Substring) -> Bool {
    let digits = word.first == "#" ? word.dropFirst() : word
    return !digits.isEmpty && digits.allSatisfy { $0.isASCII && $0.isNumber }
  }

  /// Whether bracketed `content` is a tag: a word of `titles.tags`, `statusAsides`,
  /// `cancelMarkers`, `postponeMarkers` or `updateMarkers` ("EXTERNAL", "Action required",
  /// "optional", "Canceled", "Updated", "更新", "중요"), or a ticket id alone
  /// ("(INFRA-512)", "(PR #1207)").
  func isTag<S: StringProtocol>(_ content: S) -> Bool {
    if Self.isID(UTF8Search.trimmingSpaces(content)) { return true }
    let word = Self.normalized(content)
    return words.contains(word, in: .tags) || words.contains(word, in: .statusAsides)
      || words.contains(word, in: .optionalTags) || words.contains(word, in: .urgentTags)
      || words.contains(word, in: .importantTags)
      || words.contains(word, in: .cancelMarkers) || words.contains(word, in: .postponeMarkers)
      || words.contains(word, in: .updateMarkers) || words.contains(word, in: .tentativeMarkers)
  }

  /// Whether bracketed `content` opens with a word of `titles.postponeMarkers` and says more
  /// after it ("verschoben: neuer Termin folgt", "moved to Thu", "延期：日程未定"): the item's
  /// state, never read, and what follows the word goes with it. The word must end there: a
  /// space, a mark or the bracket's end follows it, so "Postponement policy" is no state. One
  /// that says where the meeting came from ("moved from Tue") opens with no such word: it is
  /// going ahead, here.
  func opensWithPostponement(_ content: String) -> Bool {
    var lowered = Self.normalized(content)
    return lowered.withUTF8 { bytes in
      for word in words[.postponeMarkers] where bytes.starts(with: word.utf8) {
        var rest = UTF8Scalars(UnsafeBufferPointer(rebasing: bytes[word.utf8.count...]))
        // A space or a mark ends the word; a letter or a digit goes on with it.
        guard let next = rest.next() else { return true }
        guard let scalar = Unicode.Scalar(next),
          scalar.properties.isAlphabetic || (0x30...0x39).contains(next)
        else { return true }
      }
      return false
    }
  }

  func isCancellation<S: StringProtocol>(_ content: S) -> Bool {
    words.contains(Self.normalized(content), in: .cancelMarkers)
  }

  static func normalized<S: StringProtocol>(_ content: S) -> String {
    UTF8Search.trimmingSpaces(content).lowercased()
  }

  /// A tag after a spaced dash at the end of the title (" - optional"), or a notice that
  /// opens with a cancellation or postponement word there (" – CANCELLED this week",
  /// " - verschoben auf Freitag"): the text before it and the tag as written.
  func dashedTag(_ text: String) -> (kept: String, tag: String)? {
    guard Self.holds(text, [0x2D, 0x2013, 0x2014]) else { return nil }
    for separator in [" - ", " – ", " — "] {
      guard let range = UTF8Search.range(of: separator, in: text, backwards: true) else {
        continue
      }
      let after = text[range.upperBound...]
      if isTag(after) || dashedNotice(String(after)) != nil {
        return (String(text[..<range.lowerBound]), String(text[range.lowerBound...]))
      }
    }
    return nil
  }

  /// Cuts Google's invitation tail (" @ Mon Jun 1, 2pm", and what follows it) from `pieces`:
  /// a date with its time, which `WrittenTime` reads. " @ the Ritz" or " @ Halle 3" after
  /// "Accepted:" is a place, said as the title without the answer says it.
  func cutTail(_ pieces: inout [Piece]) -> String? {
    for (index, piece) in pieces.enumerated() {
      guard case .text(let text) = piece, let at = UTF8Search.range(of: " @ ", in: text) else {
        continue
      }
      let tail = String(text[at.lowerBound...]) + pieces[(index + 1)...].map(Self.written).joined()
      guard !WrittenTime.times(in: Array(tail.unicodeScalars), words: words).isEmpty else {
        continue
      }
      pieces.removeSubrange(index...)
      let before = String(text[..<at.lowerBound])
      if !before.isEmpty { pieces.append(.text(before)) }
      return tail
    }
    return nil
  }

  /// The state a notice after a title's last spaced dash gives the item: `leadingState`'s,
  /// but a postponement only by a word of its own ("– postponed", "- verschoben auf
  /// Freitag"): "- moved to Teams" moves a place, not the meeting.
  func dashedNotice(_ content: String) -> MarkerKind? {
    // A word of a script without spaces, then a space, as a spaced one ("キャンセル済み 今週").
    let lowered = Self.normalized(content)
    if words[.cancelMarkers].contains(where: { lowered.hasPrefix($0 + " ") }) {
      return .cancellation
    }
    switch leadingState(content) {
    case .cancellation: return .cancellation
    case .postponement:
      let single = words[.postponeMarkers].filter { !$0.contains(" ") }
      return Self.opensOrCloses(
        Self.normalized(content), with: single, notices: words[.noticeWords])
        ? .postponement : nil
    default: return nil
    }
  }

  /// The state a bracket before the name gives the item when it opens or closes with a
  /// word of `titles.cancelMarkers` or `postponeMarkers` and says more ("[Postponed until
  /// further notice]", "[Event cancelled]", 「【開催中止】」, 「【延期のお知らせ】」): a notice
  /// about the meeting, never its name. A bracket holding the word alone is a tag (`isTag`).
  func leadingState(_ content: String) -> MarkerKind? {
    let lowered = Self.normalized(content)
    guard !lowered.isEmpty else { return nil }
    let notices = words[.noticeWords]
    if Self.opensOrCloses(lowered, with: words[.cancelMarkers], notices: notices) {
      return .cancellation
    }
    if Self.opensOrCloses(lowered, with: words[.postponeMarkers], notices: notices) {
      return .postponement
    }
    return nil
  }

  /// Whether `text` opens or closes with one of `markers` as a word of its own. A word in a
  /// script with spaces needs a space or a mark beside it, or the text's edge; a word of
  /// CJK or hangul may close the text after any other ("開催中止", "행사 취소"), but opens it
  /// only before one of `notices` ("延期のお知らせ", "취소 안내"): "キャンセル待ち" is a
  /// waiting list.
  static func opensOrCloses(_ text: String, with markers: [String], notices: [String]) -> Bool {
    func isWordScalar(_ scalar: Unicode.Scalar?) -> Bool {
      guard let scalar else { return false }
      return scalar.properties.isAlphabetic || scalar.properties.numericType != nil
    }
    for marker in markers where !marker.isEmpty {
      let unspaced = (marker.unicodeScalars.first?.value ?? 0) >= 0x2E80
      if text.hasPrefix(marker) {
        let rest = text.unicodeScalars.dropFirst(marker.unicodeScalars.count)
        if unspaced {
          let after = String(String.UnicodeScalarView(rest)).drop { $0 == " " }
          if notices.contains(where: { after.hasPrefix($0) }) { return true }
        } else if !isWordScalar(rest.first) {
          return true
        }
      }
      if text.hasSuffix(marker) {
        let previous = text.unicodeScalars.dropLast(marker.unicodeScalars.count).last
        if unspaced || !isWordScalar(previous) { return true }
      }
    }
    return false
  }

  /// Cuts from `name` a note a reference mark opens after its words (「打ち合わせ ※持ち物あり」,
  /// 「歯医者※要予約」): what follows `※` is a remark about the event, as written, never
  /// said. A `※` before any word stays with the name.
  static func cutReferenceNote(_ name: inout [Piece]) -> [String] {
    for (index, piece) in name.enumerated() {
      guard case .text(let text) = piece, text.unicodeScalars.contains("\u{203B}"),
        let mark = text.firstIndex(of: "\u{203B}")
      else { continue }
      // The spaces before the mark, a full-width one among them, go with the note.
      let cut = text[..<mark].lastIndex { !$0.isWhitespace }.map(text.index(after:)) ?? mark
      let before = String(text[..<cut])
      guard hasWords(.text(before)) || name[..<index].contains(where: hasWords) else {
        continue
      }
      let note = String(text[cut...]) + name[(index + 1)...].map(written).joined()
      name.removeSubrange(index...)
      if !before.isEmpty { name.append(.text(before)) }
      return [note]
    }
    return []
  }

  /// Cuts the hashtags that close the words of `name`, as written with the space before each
  /// ("Bake sale #PTA #fundraiser", "Bake sale#fundraiser", 「ヨガ #朝活」): tags that file
  /// the event, never said. A number sign opens one after a space or glued to a word, and a
  /// letter follows it; one before digits alone is an id ("#4821") and stays, as does one
  /// that opens the title (`SpokenTitle.withoutHashtagSigns` says its word), and a title
  /// that is only hashtags keeps them. A qualifier in brackets after them stays.
  static func cutTrailingHashtags(_ name: inout [Piece]) -> [String] {
    guard let last = name.lastIndex(where: hasWords), case .text(let text) = name[last],
      text.utf8.contains(0x23) || text.unicodeScalars.contains("\u{FF03}")
    else { return [] }
    let scalars = Array(text.unicodeScalars)
    func isWord(_ scalar: Unicode.Scalar) -> Bool {
      scalar.properties.isAlphabetic || scalar.properties.numericType != nil || scalar == "_"
    }
    var end = scalars.count
    var tags: [String] = []
    while true {
      var wordEnd = end
      while wordEnd > 0, scalars[wordEnd - 1].properties.isWhitespace { wordEnd -= 1 }
      var start = wordEnd
      while start > 0, isWord(scalars[start - 1]) { start -= 1 }
      guard start < wordEnd, start >= 2, scalars[start - 1] == "#" || scalars[start - 1] == "＃",
        scalars[start..<wordEnd].contains(where: \.properties.isAlphabetic)
      else { break }
      let before = scalars[start - 2]
      guard isWord(before) || before.properties.isWhitespace, before != "_" else { break }
      let head = String(String.UnicodeScalarView(scalars[..<(start - 1)]))
      guard hasWords(.text(head)) || name[..<last].contains(where: hasWords) else { break }
      tags.insert(String(String.UnicodeScalarView(scalars[(start - 1)..<end])), at: 0)
      end = start - 1
    }
    guard !tags.isEmpty else { return [] }
    name[last] = .text(String(String.UnicodeScalarView(scalars[..<end])))
    return tags
  }

  // MARK: - Asides

  /// Whether bracketed `content` is a remark rather than a qualifier: a doubt ending in a
  /// question mark ("Sam too?", "줌?"), one of the lexicons' status asides however short, a
  /// time (`holdsTime`), a detail (`holdsDetail`), a quantity (`holdsQuantity`), a clause
  /// with its own punctuation or dash, three words or
  /// more, six characters or more of a script written without spaces, or brackets inside. A
  /// shorter bracket names which one ("Biotonne", "Rm 114", "KPMG") and stays.
  func isAside(_ content: String) -> Bool {
    // "(Sam too?)", "(줌?)": the person's doubt, never said as a fact, nor as a question.
    if let last = UTF8Search.trimmingSpaces(content).unicodeScalars.last,
      last == "?" || last == "？"
    {
      return true
    }
    if words.contains(Self.normalized(content), in: .statusAsides) { return true }
    if holdsTime(content) || holdsDetail(content) || holdsQuantity(content) { return true }
    if content.contains(where: {
      Self.mayBeBracket($0) && (Self.pairs[$0] != nil || Self.closers.contains($0))
    }) {
      return true
    }
    if Self.holdsClausePunctuation(content) || UTF8Search.contains(" - ", in: content) {
      return true
    }
    let spaced = content.split(separator: " ").filter { $0.contains(where: \.isLetter) }
    if spaced.count >= 3 { return true }
    let unspaced = content.filter { character in
      character.unicodeScalars.contains { $0.value >= 0x2E80 }
    }
    return unspaced.count >= 6
  }

  /// Whether bracketed `content` is a number alone of one to four digits ("48", "2",
  /// "４８"), but a year ("2024", which says which one): after a title's words ("Order
  /// liquid chalk (48)", 「備品発注（48）」) it counts what the person wrote down, and its
  /// digits cost the listener a second without saying what the item is. A quantity with a
  /// sign or a counter is `holdsQuantity`'s, wherever it stands.
  static func isBareNumber(_ content: String) -> Bool {
    let number = UTF8Search.trimmingSpaces(content)
    guard (1...4).contains(number.unicodeScalars.count),
      number.unicodeScalars.allSatisfy({ $0.properties.numericType == .decimal })
    else { return false }
    let value = Int(String(number.map { $0.wholeNumberValue.map(String.init) ?? "" }.joined()))
    return number.count < 4 || !(1900...2099).contains(value ?? 0)
  }

  /// Whether `content` holds a detail next to a number: a word of `titles.detailWords`
  /// before or after one, a space between or none ("45 min", "90分", "pp. 12-18", "ch. 4–6",
  /// "P/N 2314-118・4個", "qty 4"). A duration, pages or a part's code and quantity add
  /// detail, whatever the bracket's length, and their digits cost seconds; "(wk 40)" or
  /// "(A-320)" says which one and stays.
  func holdsDetail(_ content: String) -> Bool {
    guard content.utf8.contains(where: { (0x30...0x39).contains($0) }) else { return false }
    // Words and runs of digits: a space ends a word, and so does a digit's edge.
    var tokens: [(text: String, isNumber: Bool)] = []
    for word in content.split(whereSeparator: { $0 == " " || $0 == "\u{3000}" }) {
      var current = ""
      var currentIsNumber = false
      for character in word {
        let isNumber = character.isASCII && character.isNumber
        if !current.isEmpty, isNumber != currentIsNumber {
          tokens.append((current, currentIsNumber))
          current = ""
        }
        current.append(character)
        currentIsNumber = isNumber
      }
      if !current.isEmpty { tokens.append((current, currentIsNumber)) }
    }
    for (index, token) in tokens.enumerated() where !token.isNumber {
      let nextToNumber =
        (index > 0 && tokens[index - 1].isNumber)
        || (index + 1 < tokens.count && tokens[index + 1].isNumber)
      if nextToNumber, words.contains(token.text.lowercased(), in: .detailWords) { return true }
    }
    return false
  }

  /// Whether `content` holds a mark of a clause's own: a semicolon, colon, dash or comma,
  /// but not a comma inside a number (`SpokenTitle.isInNumber`: "($1,200)" names an
  /// amount, a qualifier that stays).
  static func holdsClausePunctuation(_ content: String) -> Bool {
    var previous: Character?
    var comma = false
    for character in content {
      if comma {
        if !SpokenTitle.isInNumber(previous, character) { return true }
        comma = false
      }
      if ";:、；：–—".contains(character) { return true }
      if character == "," {
        comma = true
        continue
      }
      previous = character
    }
    return comma
  }

  /// Whether `content` holds a time of day or a range of them: a clock time ("9:30",
  /// "14:00", never "1:1") or a number before a word of `titles.timeWords` ("8-12 Uhr",
  /// "3-4 pm", "9時", "2시"). Such a bracket ("(zw. 8-12 Uhr)") is an aside: the summary
  /// says the item's own time, and "zw. 8 bis 12 Uhr" before it said the hours twice.
  func holdsTime(_ content: String) -> Bool {
    let scalars = Array(content.unicodeScalars)
    let digit = { (index: Int) in
      scalars.indices.contains(index) && ("0"..."9").contains(scalars[index])
    }
    var index = 0
    while index < scalars.count {
      guard digit(index) else {
        index += 1
        continue
      }
      var end = index
      while digit(end + 1) { end += 1 }
      // A clock time: one or two digits, a colon, two digits and no third.
      if end - index < 2, scalars.indices.contains(end + 1),
        scalars[end + 1] == ":" || scalars[end + 1] == "：", digit(end + 2), digit(end + 3),
        !digit(end + 4)
      {
        return true
      }
      if Self.timeWordFollows(scalars, after: end, timeWords: words[.timeWords]) { return true }
      index = end + 1
    }
    return false
  }

  /// Whether a word of `timeWords` ("uhr", "h", "pm", "時", "시") follows the scalar at
  /// `index`, a space between or none, as a word of its own: "8-12 Uhr", "22-06 h", "9時".
  static func timeWordFollows(_ scalars: [Unicode.Scalar], after index: Int, timeWords: [String])
    -> Bool
  {
    var after = index + 1
    while after < scalars.count, scalars[after] == " " { after += 1 }
    guard after < scalars.count else { return false }
    let rest = String(String.UnicodeScalarView(scalars[after...].prefix(8))).lowercased()
    for word in timeWords where rest.hasPrefix(word) {
      let next = rest.dropFirst(word.count).unicodeScalars.first
      if next.map({ !$0.properties.isAlphabetic || $0.value >= 0x2E80 }) ?? true {
        return true
      }
    }
    return false
  }

  // MARK: - Notes

  /// The name and the note after its first spaced dash or bar at the top level, when the
  /// name before it is two words or more and the note is a remark (`isRemark`): "Mateo -
  /// school Halloween parade" is one title, never "Mateo" with a note, and a short note that
  /// says what the event is ("TRAX v2.3.1 release – cutover dry run", "Field trip permission
  /// slips – Field Museum") is part of the name, as "Shift turnover – line maintenance" is.
  static func splitNote(_ name: [Piece]) -> ([Piece], [Piece]?) {
    for (index, piece) in name.enumerated() {
      guard case .text(let text) = piece, holds(text, noteScalars),
        let cut = UTF8Search.firstRange(ofAny: noteSeparators, in: text)
      else { continue }
      var head = Array(name[..<index])
      let before = String(text[..<cut.lowerBound])
      if !before.isEmpty { head.append(.text(before)) }
      var note: [Piece] = [.text(String(text[cut.upperBound...]))]
      note += name[(index + 1)...]
      guard isRemark(note), wordCount(head) >= 2 else { return (name, nil) }
      return (head, note)
    }
    return (name, nil)
  }

  /// Whether the words after a dash are a remark about the event rather than part of its
  /// name: five words or more, or three or more with a clause's punctuation
  /// (`holdsClausePunctuation`, or a question or exclamation mark: "bitte
  /// Versichertenkarte mitbringen!", "$45 copay, bring insurance card"), an amount's sign,
  /// or a number first, as an address or a postcode opens ("1400 S Lake Shore Dr").
  static func isRemark(_ note: [Piece]) -> Bool {
    let count = wordCount(note)
    if count >= 5 { return true }
    guard count >= 3, case .text(let text) = note.first else { return false }
    let words = text.drop { $0 == " " }
    if words.first?.isNumber == true { return true }
    return holdsClausePunctuation(text)
      || text.contains { "!?！？$€£¥₩".contains($0) }
  }

  /// The words of `pieces` that hold a letter, a qualifier's among them.
  static func wordCount(_ pieces: [Piece]) -> Int {
    pieces.reduce(0) { count, piece in
      let text: String
      switch piece {
      case .text(let words): text = words
      case .group(_, let content, _): text = content
      }
      return count + text.split(separator: " ").filter { $0.contains(where: \.isLetter) }.count
    }
  }
}
