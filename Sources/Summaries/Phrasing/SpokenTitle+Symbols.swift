import ICalendar

/// Symbols and spellings a title writes for the eye, said for the ear.
///
/// VoiceOver reads what a title writes: "Dinner @ Nobu" as "Dinner at sign Nobu", "★ Review"
/// as "black star Review", "Late shift 1400–2230" as "fourteen hundred dash two thousand two
/// hundred thirty", "TEAMMEETING" letter by letter, and "FC Bayern vs. BVB" with English's
/// "versus" in a German sentence. So:
/// - an at sign between two words is the language's "at" (`title.at`: "Dinner at Nobu",
///   "Essen bei Nobu"; a pause in Japanese and Korean); one inside a mail address stays;
/// - arrows written other ways ("⇒", "⟶", "=>", "➡️") are the arrow the route rules say;
/// - decorative symbols that are no emoji ("★", "☆", "✓", "♡", "♪") are not said, as emoji
///   are not (`isDecorativeScalar`);
/// - a range of two clock times on a 24-hour clock ("1400–2230", "14:00–22:30") is said as
///   times in the language's own clock ("from 2 PM to 10:30 PM", 「午後2時から午後10時30分まで」);
/// - a word of five capitals or more ("TEAMMEETING", "ABGABE") is said in normal case, its
///   first letter a capital, so that a voice says it as a word; shorter ones are acronyms;
/// - "vs." between two words is the language's word for a match (`title.versus`: "gegen",
///   「対」, "대").
extension SpokenTitle {
  /// Symbols shown for decoration that Unicode does not count as emoji: stars, check marks,
  /// hearts and notes a voice reads by their names.
  static let decorativeSymbols: Set<UInt32> = [
    0x2605, 0x2606, 0x2661, 0x2662, 0x2664, 0x2667, 0x266A, 0x266B, 0x266C, 0x2713, 0x2717,
    0x2718, 0x2726, 0x2727, 0x2729, 0x272A, 0x272B, 0x272C, 0x272D, 0x272E, 0x272F, 0x2730,
    0x273F, 0x2740, 0x2765, 0x2766, 0x2767,
  ]

  /// Arrows written as other marks than "→", which the route rules read.
  static let otherArrows = ["\u{27A1}\u{FE0F}", "\u{27A1}", "⇒", "⟶", "⟹", "=>"]

  /// `text` with each arrow of `otherArrows` written "→": "Berlin ⇒ München" is said as
  /// "Berlin → München" is ("Berlin nach München"). "➡️" is an emoji, which would go unsaid.
  static func withPlainArrows(_ text: String) -> String {
    guard TitleGrammar.holds(text, [0x27A1, 0x21D2, 0x27F6, 0x27F9, 0x3D]) else { return text }
    var out = text
    for arrow in otherArrows where UTF8Search.contains(arrow, in: out) {
      out = UTF8Search.replacingAll(arrow, with: "→", in: out)
    }
    return out
  }

  /// `text` with each at sign between two words said as the language's "at" (`title.at`):
  /// "Dinner @ Nobu" is "Dinner at Nobu", "회식@강남" "회식 강남". VoiceOver says the sign
  /// ("at sign", 「アットマーク」, "골뱅이"), which names no place. A mail address
  /// ("sam@example.com": no space beside the sign, a dot in what follows) is no word and
  /// stays; a sign that opens a word ("@Mina") is `withoutHashtagSigns`'.
  func sayingAtSigns(_ text: String, voice: Voice) -> String {
    guard text.utf8.contains(0x40) || text.unicodeScalars.contains("\u{FF20}") else {
      return text
    }
    let scalars = Array(text.unicodeScalars)
    let joins = { (scalar: Unicode.Scalar?) in
      scalar.map { $0.properties.isAlphabetic || $0.properties.numericType != nil } ?? false
    }
    let at = voice == .third ? pause(voice) : connector(.at, voice: voice)
    var out = String.UnicodeScalarView()
    var skipSpaces = false
    for (index, scalar) in scalars.enumerated() {
      if skipSpaces, scalar == " " { continue }
      skipSpaces = false
      guard scalar == "@" || scalar == "\u{FF20}",
        joins(Self.neighbour(scalars, from: index - 1, step: -1)),
        joins(Self.neighbour(scalars, from: index + 1, step: 1)),
        !Self.isMailAddress(scalars, at: index)
      else {
        out.append(scalar)
        continue
      }
      while out.last == " " { out.removeLast() }
      out.append(contentsOf: at.unicodeScalars)
      skipSpaces = true
    }
    return String(out)
  }

  /// Whether the at sign at `index` is a mail address's: a character of the address on each
  /// side, and a dot before a letter in the part after it ("sam@example.com").
  static func isMailAddress(_ scalars: [Unicode.Scalar], at index: Int) -> Bool {
    guard index > 0, index + 1 < scalars.count, scalars[index - 1] != " ",
      scalars[index + 1] != " "
    else { return false }
    var position = index + 1
    while position < scalars.count, scalars[position] != " " {
      if scalars[position] == ".", position + 1 < scalars.count,
        scalars[position + 1].properties.isAlphabetic
      {
        return true
      }
      position += 1
    }
    return false
  }

  /// `text` with "vs." or "vs" between two words said as the language's word for a match
  /// (`title.versus`): "FC Bayern vs. BVB" is "FC Bayern gegen BVB" in German, 「巨人対阪神」
  /// in Japanese. A title in a third script takes the sentence's own word, as "and" does.
  func sayingVersus(_ text: String, voice: Voice) -> String {
    guard Self.holdsVersus(text) else { return text }
    var tokens = text.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
    let hasWord = { (token: String) in token.contains { $0.isLetter || $0.isNumber } }
    // A private-use scalar marks the word while the tokens are joined with their spaces.
    let mark = "\u{E0FF}"
    var found = false
    for index in tokens.indices.dropFirst().dropLast()
    where ["vs", "vs."].contains(tokens[index].lowercased()) && hasWord(tokens[index - 1])
      && hasWord(tokens[index + 1])
    {
      tokens[index] = mark
      found = true
    }
    guard found else { return text }
    let word = connector(.versus, voice: voice == .third ? .own : voice)
    return UTF8Search.replacingAll(" \(mark) ", with: word, in: tokens.joined(separator: " "))
  }

  /// Whether `text` holds "vs" as a word of its own after a space, in any case, on its bytes.
  static func holdsVersus(_ text: String) -> Bool {
    var text = text
    return text.withUTF8 { bytes in
      guard bytes.count >= 4 else { return false }
      for index in 1..<(bytes.count - 2)
      where bytes[index - 1] == 0x20 && bytes[index] | 0x20 == 0x76
        && bytes[index + 1] | 0x20 == 0x73
        && (bytes[index + 2] == 0x20 || bytes[index + 2] == 0x2E)
      {
        return true
      }
      return false
    }
  }

  /// `text` with each range of two clock times on a 24-hour clock (`WrittenTime.clockRange`:
  /// "1400–2230", "0700-1530", "14:00–22:30") said with the language's range word between
  /// its two times as written: "1400 to 2230", "1400 bis 2230", 「1400から2230まで」. Read as
  /// written the dash goes unheard, and two numbers are heard; said in the summary's own
  /// clock ("from 2 PM to 10:30 PM"), the title's range was taken for the item's time
  /// ("Physical therapy from 00:30 to 04:30, until 14:30": round 21's wrong facts in four
  /// languages). A range of two years ("2019–2024") is no time and stays a range of numbers.
  func sayingClockRanges(_ text: String, voice: Voice) -> String {
    guard text.utf8.contains(where: { $0 == 0x2D || $0 == 0xE2 }),
      text.utf8.lazy.filter({ (0x30...0x39).contains($0) }).count >= 6
    else { return text }
    let scalars = Array(text.unicodeScalars)
    // In a title of a third script the sentence's own word: a pause between the two times
    // ("英会話 08:05, 04:20") was heard as two of them.
    let spoken: Voice = voice == .third ? .own : voice
    let (to, toEnd) = (connector(.range, voice: spoken), connector(.rangeEnd, voice: spoken))
    var out = String.UnicodeScalarView()
    var index = 0
    while index < scalars.count {
      guard ("0"..."9").contains(scalars[index]),
        let range = WrittenTime.clockRange(in: scalars, at: index, words: words)
      else {
        out.append(scalars[index])
        index += 1
        continue
      }
      for scalar in scalars[range.span] {
        if "-–—".unicodeScalars.contains(scalar) {
          out.append(contentsOf: to.unicodeScalars)
        } else if scalar != " " {
          out.append(scalar)
        }
      }
      out.append(contentsOf: toEnd.unicodeScalars)
      index = range.span.upperBound
    }
    return String(out)
  }

  /// `text` with each word of five capitals or more and no lower-case letter or digit
  /// ("TEAMMEETING", "DEADLINE", "ÜBERSTUNDEN", "FOLLOW-UP") in normal case, each run of
  /// letters opening with its capital ("Teammeeting", "Follow-Up"): written in capitals, a
  /// word is spelled out by a voice, or shouted. One of four capitals or fewer ("NASA",
  /// "QBR", "KW") and one with a digit ("OPS-1423") is an acronym or a code and stays.
  ///
  /// A title that shouts so has its other words of four capitals or more with a vowel in
  /// normal case too ("CALL THE LANDLORD" is "Call THE Landlord", not "CALL THE Landlord";
  /// "QBR REVIEW WITH NASA" "QBR Review With Nasa"): a word of four is an acronym beside
  /// words in normal case, not among words all shouted. `shouting` says whether `text` is
  /// part of such a title (by default, whether it holds a word of five capitals).
  static func inNormalCase(_ text: String, shouting: Bool? = nil) -> String {
    guard shouting == true || holdsCapitalRun(text) else { return text }
    let tokens = text.split(separator: " ", omittingEmptySubsequences: false)
    guard shouting ?? tokens.contains(where: { isShouted($0) }) else { return text }
    var out = ""
    for (index, token) in tokens.enumerated() {
      if index > 0 { out.append(" ") }
      guard isShouted(token) || isInCapitals(token, least: 4) && holdsVowel(token) else {
        out += token
        continue
      }
      var previousIsLetter = false
      for character in token {
        let isLetter = character.isLetter
        out += isLetter && previousIsLetter ? character.lowercased() : String(character)
        previousIsLetter = isLetter
      }
    }
    return out
  }

  /// Whether `text` may hold five capitals in a row: a run of five bytes that are ASCII
  /// capitals or part of a letter past ASCII. Most titles hold none.
  static func holdsCapitalRun(_ text: String) -> Bool {
    var run = 0
    for byte in text.utf8 {
      if (0x41...0x5A).contains(byte) || byte >= 0x80 {
        run += 1
        if run >= 5 { return text.unicodeScalars.contains { $0.properties.isUppercase } }
      } else {
        run = 0
      }
    }
    return false
  }

  /// Whether `token` is a word written in capitals: five capitals in a row or more, and no
  /// lower-case letter nor digit.
  static func isShouted(_ token: Substring) -> Bool { isInCapitals(token, least: 5) }

  /// Whether `token` has `least` capitals in a row or more, and no lower-case letter nor
  /// digit.
  static func isInCapitals(_ token: Substring, least: Int) -> Bool {
    var run = 0
    var longest = 0
    for scalar in token.unicodeScalars {
      if scalar.properties.isLowercase || scalar.properties.numericType != nil { return false }
      if scalar.properties.isUppercase {
        run += 1
        longest = max(longest, run)
      } else {
        run = 0
      }
    }
    return longest >= least
  }

  /// Whether `token` holds a vowel of the Latin alphabet, as a word does and "QBR" does not.
  static func holdsVowel(_ token: Substring) -> Bool {
    token.unicodeScalars.contains { "AEIOUYÄÖÜÀÁÂÉÈÊÍÓÔÚ".unicodeScalars.contains($0) }
  }
}
