extension SummaryComposer {
  /// The most words a title keeps when a widget's hard budget leaves no room for all of it.
  static let shortenedTitleWords = 5
  /// The most characters a title written without spaces (Japanese) keeps then.
  static let shortenedTitleCharacters = 10

  /// `title` cut at its first phrase boundary, for the last resort of `Detail.shortTitles`:
  /// the words before a colon, a dash, a comma, a slash or an opening bracket ("CS 225" of
  /// "CS 225: Data Structures", "Problem set 4" of "Problem set 4 (CS 225) notes"), at most
  /// `shortenedTitleWords` words. A short qualifier in brackets that ends the title is part
  /// of the name and stays ("Parent-teacher conference (Theo)", `closesName`).
  ///
  /// A cut never leaves a bracket open, and never leaves fewer than two words (or three
  /// characters of a script written without spaces) when the title has more, nor only a
  /// person's name (two or three capitalized Latin words before a phrase that starts in lower
  /// case): then the next phrase is kept too, as the listener would otherwise hear who but
  /// not what. "Mateo - school parade" (heard "Mateo, school parade") is not "Mateo", "Dana
  /// Reyes: quarterly review" not "Dana Reyes"; a dash or bar is no word. A title already that
  /// short is kept whole.
  static func shortened(_ title: String) -> String {
    shortened(title, words: shortenedTitleWords, characters: shortenedTitleCharacters)
  }

  /// `title` cut as `shortened(_:)` does, to at most `words` words (`characters` without
  /// spaces): the very last resort keeps two, for a title whose digits alone fill a lock
  /// screen's seconds ("INC0012345 Book hotel for Denver"), and there a bracketed aside goes
  /// after one word too ("Kaution" of "Kaution (1.234,56 €)"): the word is what the item is.
  static func shortened(_ title: String, words wordLimit: Int, characters characterLimit: Int)
    -> String
  {
    let title = withoutLeadingTag(title)
    let asideAfter = wordLimit <= 2 ? 1 : 2
    // Most titles are ASCII, where every byte is a character of its own (a carriage return
    // before a line feed is the exception): they are cut on their bytes, without breaking
    // the title into `Character`s, which costs many times the cut itself.
    if title.utf8.allSatisfy({ $0 < 0x80 && $0 != 0x0D }) {
      let bytes = Array(title.utf8)
      var kept = cut(
        bytes, kinds: bytes.map(CutMark.init(ascii:)), words: wordLimit, asideAfter: asideAfter,
        isUppercase: { (0x41...0x5A).contains($0) }, isLowercase: { (0x61...0x7A).contains($0) })
      while let last = kept.last, last == 0x20 || last == 0x2D { kept.removeLast() }
      return kept.isEmpty ? title : String(decoding: kept, as: UTF8.self)
    }
    return shortenedByCharacters(
      title, words: wordLimit, characters: characterLimit, asideAfter: asideAfter)
  }

  /// `title` without a bracketed tag that opens it ("[Workshop] Flight to Berlin", "【重要】
  /// 定例"), when words follow it: a cut keeps what the item is, and a tag is the first thing
  /// a short title can go without.
  static func withoutLeadingTag(_ title: String) -> String {
    var rest = title[...]
    while true {
      let closing: String
      if rest.utf8.first == 0x5B {
        closing = "]"
      } else if rest.utf8.starts(with: [0xE3, 0x80, 0x90]) {
        closing = "】"
      } else {
        break
      }
      guard let close = UTF8Search.range(of: closing, in: rest) else { break }
      let after = rest[close.upperBound...].drop { $0 == " " }
      if after.isEmpty { break }
      rest = after
    }
    return rest.startIndex == title.startIndex ? title : String(rest)
  }

  /// `title` without its words that hold an ASCII digit, when a word without one is left, else
  /// its first word: the very last resort of a title whose dates or ticket numbers alone fill
  /// a lock screen ("Lieferschein" of "Lieferschein LS-2026-118").
  static func withoutNumbers(_ title: String) -> String {
    let words = title.split(separator: " ")
    let kept = words.filter { !$0.utf8.contains { (0x30...0x39).contains($0) } }
    // Every word with a digit ("1on1：田中と鈴木 午前11時35分から午後11時35分まで", a range of
    // times written in the title): the first is what the item is.
    if kept.isEmpty, words.count > 1 { return String(words[0]) }
    return kept.isEmpty || kept.count == words.count ? title : kept.joined(separator: " ")
  }

  /// `shortened(_:words:characters:)` on the title's `Character`s, which any title may take.
  static func shortenedByCharacters(
    _ title: String, words wordLimit: Int, characters characterLimit: Int, asideAfter: Int
  ) -> String {
    let title = withoutLeadingTag(title)
    let characters = Array(title)
    // Each character's part in a cut, found once: the loop in `cut` asks of a character, its
    // neighbours and the words before it, and a title is cut for every item met.
    var kept = cut(
      characters, kinds: characters.map(CutMark.init), words: wordLimit, asideAfter: asideAfter,
      isUppercase: \.isUppercase, isLowercase: \.isLowercase)
    while let last = kept.last, Self.isCutEnd(last) { kept.removeLast() }
    if !kept.contains(" "), kept.count > characterLimit, !kept.contains(where: { $0.isASCII }) {
      kept = kept.prefix(unspacedCut(kept, limit: characterLimit))
    }
    while let last = kept.last, Self.isCutEnd(last) { kept.removeLast() }
    return kept.isEmpty ? title : String(kept)
  }

  /// Where a title written without spaces and without a phrase boundary is cut: before the
  /// last case particle within `limit` characters that a word in other characters follows
  /// (新幹線の切符を受け取る is cut to 新幹線の切符, before を; 引っ越しを提出する to 引っ越し), so
  /// that the listener hears whole words; a cut at a count of characters left a verb's stem
  /// (新幹線の切符を受け取, heard as a broken word). A kana of a word's own (落とす's と,上がる's
  /// が, which a kana follows) is no particle. Without one, at `limit`.
  static func unspacedCut(_ characters: ArraySlice<Character>, limit: Int) -> Int {
    let start = characters.startIndex
    func isHiragana(_ index: Int) -> Bool {
      guard let scalar = characters[index].unicodeScalars.first else { return false }
      return (0x3041...0x309F).contains(scalar.value)
    }
    // The last cut after a word written in other characters (保育園に), else the first after
    // kana (引っ越しを), which may be a verb's stem (取りに行く's に) the later such cuts are.
    var (afterWord, afterKana): (Int?, Int?) = (nil, nil)
    for index in (start + 3)..<min(start + limit + 1, characters.endIndex - 1)
    where caseParticles.contains(characters[index]) && !isHiragana(index + 1) {
      // まで is one particle: cut before its ま.
      let before = characters[index] == "で" && characters[index - 1] == "ま" ? index - 1 : index
      guard before - start >= 3 else { continue }
      if !isHiragana(before - 1) {
        afterWord = before - start
      } else if afterKana == nil {
        afterKana = before - start
      }
    }
    return afterWord ?? afterKana ?? limit
  }

  /// The case particles a title written in kana and ideographs joins its words with: the
  /// script's own grammar, as its marks are (`CutMark`).
  private static let caseParticles: Set<Character> = ["の", "を", "に", "へ", "で", "と", "が", "は", "や"]

  /// Whether a cut title ending in `character` drops it: a space or a dash left before the cut.
  private static func isCutEnd(_ character: Character) -> Bool {
    character == " " || character == "-" || character == "–" || character == "—"
  }

  /// The elements of a title before its cut (`shortened(_:words:characters:)`), given each
  /// one's part in a cut and its case: an opening bracket after `asideAfter` words is a
  /// boundary, and one that opens the title (a tag, "[Workshop] Flight to Berlin") is none.
  private static func cut<Element>(
    _ characters: [Element], kinds: [CutMark], words wordLimit: Int, asideAfter: Int,
    isUppercase: (Element) -> Bool, isLowercase: (Element) -> Bool
  ) -> ArraySlice<Element> {
    // Whether the phrase after the boundary at `index` opens with a lower-case letter: after
    // a person's name, what is done ("Dana Reyes: quarterly review"), not a second name.
    func phraseStartsLowercase(after index: Int) -> Bool {
      guard let first = kinds[(index + 1)...].firstIndex(where: { $0 != .space }) else {
        return false
      }
      return isLowercase(characters[first])
    }
    var words = 1
    // The words before `index` and whether a space is among them.
    var wordsBefore = 0
    var spaceBefore = false
    // Whether every word before `index` starts with a capital Latin letter: a person's name.
    var capitalizedBefore = true
    var cut: Int?
    var index = 0
    while index < characters.count {
      let kind = kinds[index]
      let nextIsSpace = index + 1 < characters.count ? kinds[index + 1] == .space : true
      let isOpening = kind == .opening
      let isMark = (kind == .markBeforeSpace && nextIsSpace) || kind == .mark
      let isDash = kind == .dash && index > 0 && kinds[index - 1] == .space
      // A short qualifier that closes the name ("Parent-teacher conference (Theo)",
      // 「血圧の薬（朝）」) is part of it: the name is kept whole, in every family. An aside
      // is no longer in a name said (`TitleGrammar.isAside`), and a qualifier is short.
      if isOpening, index > 0, closesName(kinds, from: index) { break }
      if isOpening || isMark || isDash {
        // The words before the boundary; a cut at an opening bracket ends every cut.
        let enough =
          index >= 3
          && (spaceBefore
            ? wordsBefore >= (isOpening ? asideAfter : 2) : kinds[index - 1] == .unspaced)
        if enough,
          !(spaceBefore && capitalizedBefore && wordsBefore <= 3
            && phraseStartsLowercase(after: index))
        {
          cut = index
          break
        }
        if isOpening, index > 0 { break }
      }
      if kind == .space, index > 0, kinds[index - 1] != .space {
        if words == wordLimit {
          cut = index
          break
        }
        words += 1
      }
      if kind == .space {
        spaceBefore = true
      } else if (index == 0 || kinds[index - 1] == .space) && kind != .dash
        && kind != .markBeforeSpace
      {
        wordsBefore += 1
        let first = characters[index]
        if !(isUppercase(first) && kind == .other) { capitalizedBefore = false }
      }
      index += 1
    }
    return characters[..<(cut ?? characters.count)]
  }
}

/// Whether the bracket opening at `index` is a short qualifier that ends the name: it
/// closes with nothing but spaces after it, and holds no mark of a clause, at most two
/// words and fewer than six characters of a script written without spaces (the lengths
/// `TitleGrammar.isAside` leaves a qualifier).
private func closesName(_ kinds: [CutMark], from index: Int) -> Bool {
  var words = 0
  var unspaced = 0
  var close: Int?
  for position in (index + 1)..<kinds.count {
    switch kinds[position] {
    case .closing: close = position
    // A hyphen inside a word is no clause's dash ("(A-320)").
    case .dash
    where kinds[position - 1] != .space && position + 1 < kinds.count
      && kinds[position + 1] != .space:
      break
    case .opening, .dash, .mark, .markBeforeSpace: return false
    case .unspaced: unspaced += 1
    case .space: break
    case .other: if kinds[position - 1] == .space || position == index + 1 { words += 1 }
    }
    if close != nil { break }
  }
  guard let close, words <= 2, unspaced < 6 else { return false }
  return kinds[(close + 1)...].allSatisfy { $0 == .space }
}

/// What a character is to `SummaryComposer.shortened(_:words:characters:)`.
private enum CutMark {
  case space, opening, closing, dash, other
  /// A kana or ideograph: a script written without spaces, whose words a cut cannot count.
  case unspaced
  /// A colon, comma, slash or bar: a boundary when a space follows it.
  case markBeforeSpace
  /// A full-width colon, comma or slash, or an ideographic comma: a boundary always.
  case mark

  /// A character of one scalar is compared by its value; one of several (a mark with a
  /// combining accent, an emoji sequence) is none of these.
  /// An ASCII byte, a character of its own.
  init(ascii byte: UInt8) {
    self.init(value: UInt32(byte))
  }

  init(_ character: Character) {
    let scalars = character.unicodeScalars
    guard let scalar = scalars.first, scalars.index(after: scalars.startIndex) == scalars.endIndex
    else {
      self = .other
      return
    }
    self.init(value: scalar.value)
  }

  private init(value: UInt32) {
    switch value {
    case 0x20: self = .space
    case 0x28, 0x5B, 0x7B, 0xFF08, 0x300C, 0x3010, 0x300E: self = .opening
    case 0x29, 0x5D, 0x7D, 0xFF09, 0x300D, 0x3011, 0x300F: self = .closing
    case 0x3A, 0x2C, 0x2F, 0x7C: self = .markBeforeSpace
    case 0xFF1A, 0x3001, 0xFF0C, 0xFF0F: self = .mark
    case 0x2D, 0x2013, 0x2014: self = .dash
    case 0x3040...0x30FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0xFF66...0xFF9F:
      self = .unspaced
    default: self = .other
    }
  }
}

extension SummaryComposer {
  /// `actions` naming each of `titles` as cut (`shortened(_:)`), for a summary that said them
  /// cut: an action's name holds the words heard (WCAG 2.5.3 Label in Name).
  static func shortened(
    _ actions: [AccessibilityAction], titles: [String], cut: (String) -> String
  ) -> [AccessibilityAction] {
    actions.map { action in
      guard action.trigger == .named,
        let title = titles.filter({ UTF8Search.contains($0, in: action.name) })
          .max(by: { $0.count < $1.count })
      else { return action }
      var named = action
      named.name = UTF8Search.replacingAll(title, with: cut(title), in: action.name)
      return named
    }
  }
}
