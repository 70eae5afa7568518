import Foundation

/// Periods inside a title or a place, which a reader must not hear as a sentence's end.
///
/// VoiceOver ends a sentence at a period followed by a space: "Property tax 2nd install.
/// reminder" is heard as "… install." and a stray sentence "reminder, from 9 AM"; "3. OG,
/// Zi. 312" as "three." and "Z I". A period that ends an abbreviation or an ordinal inside a
/// title or a place is therefore never said as a full stop:
/// - an abbreviation the lexicons know (`titles.abbreviations`) is said in full ("Bespr." is
///   "Besprechung", "Zi." "Zimmer"), never cut, and so is one that ends a compound with its
///   period ("Obleutebespr." is "Obleutebesprechung", `compoundAbbreviation`); in a place
///   one written without its period is too, capitalized or beside a number ("3. OG" is "3.
///   Obergeschoss", "Rm 4" "Room 4"), and in a title one of three letters or more ("Berlin
///   Hbf", "Team Mtg": `spelledAbbreviations`);
/// - a number with a period before a word is an ordinal, said as the summary's language
///   writes one ("3rd", "3.", 「第3」, "3번째");
/// - a title before a name or a number keeps its period (`titles.keptPeriods`: "Dr.",
///   "St.", "No."), which readers say as the word it stands for, with no stop;
/// - any other word loses its period ("install. reminder" is "install reminder").
/// A word with a period inside it ("z.B.", "e.g.", "4.02") is left as written.
extension SpokenTitle {
  /// `text` with its abbreviations said in full and no period a sentence's end; `bare` also
  /// expands the abbreviations written without their period (a place's "OG", "Rm 4").
  func withoutStops(_ text: String, bare: Bool = false) -> String {
    guard
      text.utf8.contains(0x2E) || bare && !words[.abbreviations].isEmpty
        || holdsSpelledAbbreviation(text)
    else { return text }
    var tokens = text.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
    var changed = false
    for index in tokens.indices {
      let token = tokens[index]
      // The word without the comma, semicolon or colon after it.
      var end = token.endIndex
      while end > token.startIndex, let last = token[..<end].last,
        last == "," || last == ";" || last == ":"
      {
        end = token.index(before: end)
      }
      guard
        let said = spokenWord(
          token[..<end], before: index + 1 < tokens.count ? tokens[index + 1] : nil,
          after: index > 0 ? tokens[index - 1] : nil, bare: bare)
      else { continue }
      tokens[index] = said + token[end...]
      changed = true
    }
    return changed ? tokens.joined(separator: " ") : text
  }

  /// How `word` is said when its period or its abbreviation is not as written; `nil` when it
  /// is said as written. `before` is the token that follows it, `after` the one before it.
  func spokenWord(_ word: Substring, before next: String?, after previous: String?, bare: Bool)
    -> String?
  {
    guard word.count >= 2, word.first?.isLetter == true || word.first?.isNumber == true else {
      return nil
    }
    let period = word.last == "."
    let spelled = !period && spelledAbbreviations.contains(word.lowercased())
    if period || (bare || spelled) && word.allSatisfy({ $0.isASCII && $0.isLetter }) {
      let beside = { (token: String?) in token?.contains(where: \.isNumber) == true }
      if period || word.first?.isUppercase == true || beside(next) || beside(previous),
        let full = expansion(of: word.lowercased())
      {
        return Self.cased(full, like: word)
      }
    }
    guard period else { return nil }
    if let compound = compoundAbbreviation(word) { return compound }
    let stem = word.dropLast()
    guard !stem.contains("."), !words.contains(word.lowercased(), in: .keptPeriods) else {
      return nil
    }
    if stem.allSatisfy({ $0.isASCII && $0.isNumber }), let next,
      next.first?.isLetter == true, let number = Int(stem)
    {
      // An ordinal: said as one ("3. OG" is "3rd Obergeschoss" in English), or kept where
      // the language writes its ordinals with the period ("3. Obergeschoss").
      let ordinal = Self.ordinal(number, localizer.locale)
      return ordinal.hasSuffix(".") ? nil : ordinal
    }
    return String(stem)
  }

  /// `word` (ending in a period) said in full when it closes with an abbreviation of four
  /// letters or more after a stem of four letters or more, as a compound does
  /// ("Obleutebespr." is "Obleutebesprechung"): cut as written, it is half a word.
  func compoundAbbreviation(_ word: Substring) -> String? {
    let lower = word.lowercased()
    for entry in abbreviations {
      guard let equals = entry.firstIndex(of: "=") else { continue }
      let written = entry[..<equals]
      guard written.count >= 5, written.last == ".", lower.count >= written.count + 4,
        lower.hasSuffix(written), written.dropLast().allSatisfy(\.isLetter)
      else { continue }
      let stem = word.dropLast(written.count)
      guard stem.allSatisfy(\.isLetter) else { continue }
      let part = word.suffix(written.count)
      return String(stem) + Self.cased(String(entry[entry.index(after: equals)...]), like: part)
    }
    return nil
  }

  /// Whether `text` holds a word of `spelledAbbreviations`, on its bytes: only then can a
  /// title without a period hold an abbreviation said in full.
  func holdsSpelledAbbreviation(_ text: String) -> Bool {
    guard !spelledAbbreviations.isEmpty else { return false }
    var word: [UInt8] = []
    for byte in text.utf8 + [0x20] {
      if (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) {
        word.append(byte | 0x20)
        continue
      }
      if (3...5).contains(word.count),
        spelledAbbreviations.contains(String(decoding: word, as: UTF8.self))
      {
        return true
      }
      word.removeAll(keepingCapacity: true)
    }
    return false
  }

  /// `own` (the listener's language's abbreviations), then those of `every` lexicon whose
  /// written form neither `own` has nor two lexicons expand differently.
  static func abbreviations(own: [String], every: [String]) -> [String] {
    func written(_ entry: String) -> Substring { entry.prefix { $0 != "=" } }
    let owned = Set(own.map(written))
    var expansions: [Substring: Set<String>] = [:]
    for entry in every where !owned.contains(written(entry)) {
      expansions[written(entry), default: []].insert(entry)
    }
    return own + every.filter { expansions[written($0)]?.count == 1 }
  }

  /// The abbreviations written without a period and of three letters or more ("hbf",
  /// "mtg"), which a title says in full too: two letters ("og", "rm") are words or initials
  /// in some title, and only a place says them in full.
  static func spelledAbbreviations(_ abbreviations: [String]) -> Set<String> {
    Set(
      abbreviations.compactMap { entry in
        guard let equals = entry.firstIndex(of: "=") else { return nil }
        let written = entry[..<equals]
        guard written.count >= 3, written.allSatisfy({ $0.isASCII && $0.isLetter }) else {
          return nil
        }
        return String(written)
      })
  }

  /// What the lexicons say `written` (lower case) stands for, in the listener's language
  /// where its lexicon has it.
  func expansion(of written: String) -> String? {
    let prefix = written + "="
    return abbreviations.first { $0.hasPrefix(prefix) }.map {
      String($0.dropFirst(prefix.count))
    }
  }

  /// `full` with its first letter in the case of `word`'s: "rm" is "room", "Rm" "Room".
  static func cased(_ full: String, like word: Substring) -> String {
    guard let first = full.first, let written = word.first else { return full }
    let head = written.isUppercase ? first.uppercased() : first.lowercased()
    return head + full.dropFirst()
  }

  /// `number` as an ordinal in `locale` ("3rd", "3.", 「第3」, "3번째").
  static func ordinal(_ number: Int, _ locale: String) -> String {
    let formatter = NumberFormatter()
    formatter.locale = Locale(identifier: locale)
    formatter.numberStyle = .ordinal
    return formatter.string(from: NSNumber(value: number)) ?? "\(number)"
  }
}
