/// GL002: a visual time range or separator, which VoiceOver reads as a word or not at all.
public struct VisualSeparator: CopyRule {
  public static let id = "GL002"
  public static let severity = LintSeverity.error
  public static let criterion = "WCAG 1.3.1 Info and Relationships"
  public static let principles: [SpokenCopyPrinciple] = [
    .timesAndDaysForTheEar, .placesLinksAndTitlesForTheEar,
  ]
  public static let rationale =
    "A dash between times is often silent ('nine A M, ten A M'), a slash is read 'slash', dots and bars are read as symbols or skipped. Ranges and lists must be words: 'from 9 to 10 AM'."
  public static let good = "Standup, from 9 to 9:15 AM"
  public static let bad = "Standup 9:00 – 9:15 AM · Work"

  public init() {}

  static let characters: Set<Character> = ["–", "—", "/", "·", "•", "|"]

  public func check(summary subject: LintSubject, _ context: LintContext) -> [RuleFinding] {
    // Most summaries hold none of the characters, or only hyphens inside words.
    guard Self.mayHoldSeparator(subject.summary) else { return [] }
    return Self.separators(in: subject.summary).map { RuleFinding($0) }
  }

  /// What is wrong with `text`, character by character: each separator found standing alone,
  /// in the order of ``sortedCharacters``, then each dash used as a range.
  ///
  /// One pass over the characters, each compared with a separator only when its first UTF-8
  /// byte starts one (``separatorStarts``): comparing every character with every separator
  /// made this the lint's costliest rule on summaries with hyphens.
  static func separators(in text: String) -> [String] {
    var findings: [String] = []
    let characters = Array(text)
    var found: Set<Character> = []
    for (index, character) in characters.enumerated() {
      guard let first = character.utf8.first, separatorStarts[Int(first)],
        Self.characters.contains(character)
      else { continue }
      // A slash between digits is a numeric date, GL003's finding.
      if character == "/", index > 0, index + 1 < characters.count,
        characters[index - 1].isNumber, characters[index + 1].isNumber
      {
        continue
      }
      found.insert(character)
    }
    for separator in sortedCharacters where found.contains(separator) {
      findings.append("separator '\(separator)' in the summary; use words")
    }
    for index in characters.indices.dropFirst().dropLast() where Self.isHyphen(characters[index]) {
      let before = characters[index - 1]
      let after = characters[index + 1]
      if (before.isNumber && after.isNumber && !Self.isDate(characters, around: index))
        || (before == " " && after == " ")
      {
        let excerpt = String(characters[max(0, index - 3)...min(characters.count - 1, index + 3)])
        findings.append("dash as a range or separator '\(excerpt)'; use words")
      }
    }
    return findings
  }

  /// Whether `text` may hold a separator: one of ``characters`` by its UTF-8 bytes, or a hyphen
  /// between digits or spaces (or beside a non-ASCII character, which may be a digit too). A
  /// look at bytes that lets almost every summary pass without being split into characters;
  /// those it lets through are judged character by character.
  static func mayHoldSeparator(_ text: String) -> Bool {
    func maySpace(_ byte: UInt8) -> Bool {
      byte == 0x20 || (0x30...0x39).contains(byte) || byte >= 0x80
    }
    let separators = separatorBytes
    let starts = separatorStarts
    var text = text
    return text.withUTF8 { bytes in
      for (index, byte) in bytes.enumerated() {
        if byte == 0x2D {
          if index > 0, index + 1 < bytes.count, maySpace(bytes[index - 1]),
            maySpace(bytes[index + 1])
          {
            return true
          }
          continue
        }
        guard starts[Int(byte)] else { continue }
        for separator in separators
        where separator[0] == byte && index + separator.count <= bytes.count
          && separator.indices.allSatisfy({ bytes[index + $0] == separator[$0] })
        {
          return true
        }
      }
      return false
    }
  }

  /// ``characters`` in the order their findings are reported.
  static let sortedCharacters = characters.sorted()

  /// Whether `character` is U+002D alone, by its bytes: no other character equals it.
  static func isHyphen(_ character: Character) -> Bool {
    var bytes = character.utf8.makeIterator()
    return bytes.next() == 0x2D && bytes.next() == nil
  }

  /// The UTF-8 bytes of each of ``characters``.
  static let separatorBytes = characters.map { Array(String($0).utf8) }
  /// Whether a byte starts one of them, by its value.
  static let separatorStarts: [Bool] = (0..<256).map { byte in
    separatorBytes.contains { Int($0[0]) == byte }
  }

  /// Whether the dash at `index` is inside a run such as `2026-06-02`, GL003's finding.
  static func isDate(_ characters: [Character], around index: Int) -> Bool {
    var start = index
    while start > 0, characters[start - 1].isNumber || characters[start - 1] == "-" { start -= 1 }
    var end = index
    while end + 1 < characters.count, characters[end + 1].isNumber || characters[end + 1] == "-" {
      end += 1
    }
    return characters[start...end].filter { $0 == "-" }.count >= 2
  }
}
