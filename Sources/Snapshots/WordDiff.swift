/// Two versions of a sentence as one, with what changed marked: `until [-10-]{+11+} AM`.
///
/// The one word diff: `glance diff` prints its marks as git's `--word-diff=plain`, and
/// `glance review` marks the same words in place on each version (`<del>`, `<ins>`), so the two
/// never disagree about what changed. Words are runs of letters and digits, with an apostrophe
/// between letters inside them ("don't", "l’heure"); each other mark is a word of its own, so
/// an added comma is `{+,+}` rather than the whole word before it; Chinese and Japanese
/// characters, which are not separated by spaces, are words one by one.
/// Within a change, spaces other than U+0020 and invisible characters are spelled out
/// (`<U+202F>`): the formatters put narrow no-break spaces before AM and PM and isolates
/// around names, and a change to one of them would otherwise look like no change at all.
public struct WordDiff: Sendable, Hashable {
  public enum Segment: Sendable, Hashable {
    case same(String)
    case removed(String)
    case added(String)
  }

  public var segments: [Segment]

  /// Past this many comparisons (a pair of very long sentences, a hostile snapshot) the
  /// sentences are marked as wholly replaced rather than compared word by word.
  public static let limit = 250_000

  /// The longest-common-subsequence alignment of the two token sequences. Sentences are a few
  /// dozen words, so the quadratic table is small.
  public init(_ old: String, _ new: String) {
    let a = Self.tokens(old)
    let b = Self.tokens(new)
    guard a.count * b.count <= Self.limit else {
      segments = [.removed(old), .added(new)].filter { $0 != .removed("") && $0 != .added("") }
      return
    }
    var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in stride(from: a.count - 1, through: 0, by: -1) {
      for j in stride(from: b.count - 1, through: 0, by: -1) {
        table[i][j] =
          a[i] == b[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
      }
    }
    var operations: [Segment] = []
    var (i, j) = (0, 0)
    while i < a.count || j < b.count {
      if i < a.count, j < b.count, a[i] == b[j] {
        operations.append(.same(a[i]))
        (i, j) = (i + 1, j + 1)
      } else if j < b.count, i == a.count || table[i][j + 1] >= table[i + 1][j] {
        operations.append(.added(b[j]))
        j += 1
      } else {
        operations.append(.removed(a[i]))
        i += 1
      }
    }
    segments = Self.grouped(operations)
  }

  /// Runs of one kind joined, removals before additions within a change, and a space alone
  /// between two changes taken into them (`[-a b-]{+c d+}`, not `[-a-]{+c+} [-b-]{+d+}`).
  static func grouped(_ operations: [Segment]) -> [Segment] {
    var result: [Segment] = []
    var removed = ""
    var added = ""
    var pendingSame = ""
    func flushChange() {
      if !removed.isEmpty { result.append(.removed(removed)) }
      if !added.isEmpty { result.append(.added(added)) }
      removed = ""
      added = ""
    }
    for operation in operations {
      switch operation {
      case .same(let text):
        pendingSame += text
      case .removed(let text), .added(let text):
        let inChange = !removed.isEmpty || !added.isEmpty
        if !pendingSame.isEmpty {
          if inChange, pendingSame.allSatisfy(\.isWhitespace) {
            removed += pendingSame
            added += pendingSame
          } else {
            flushChange()
            result.append(.same(pendingSame))
          }
          pendingSame = ""
        }
        if case .removed = operation { removed += text } else { added += text }
      }
    }
    flushChange()
    if !pendingSame.isEmpty { result.append(.same(pendingSame)) }
    return result
  }

  /// The sentence with plain marks.
  public func marked() -> String { coloredMarks.plain }

  /// The sentence with its marks, the removed words red and the added ones green for a
  /// terminal.
  public var coloredMarks: ColoredText {
    var text = ColoredText()
    for segment in segments {
      switch segment {
      case .same(let same): text += ColoredText(same)
      case .removed(let removed): text += ColoredText("[-\(Self.visible(removed))-]", color: .red)
      case .added(let added): text += ColoredText("{+\(Self.visible(added))+}", color: .green)
      }
    }
    return text
  }

  public var hasChanges: Bool {
    segments.contains {
      if case .same = $0 { return false }
      return true
    }
  }

  /// One version of the sentence, each piece marked when it is not in the other version: the
  /// old one without the additions, the new one without the removals.
  public enum Side: Sendable {
    case old
    case new
  }

  public struct Piece: Sendable, Hashable {
    public var text: String
    public var changed: Bool
  }

  /// `side` of the sentence in pieces, changed or not, for marking in place.
  public func pieces(_ side: Side) -> [Piece] {
    segments.compactMap { segment in
      switch (segment, side) {
      case (.same(let text), _): Piece(text: text, changed: false)
      case (.removed(let text), .old), (.added(let text), .new): Piece(text: text, changed: true)
      case (.removed, .new), (.added, .old): nil
      }
    }
  }

  /// Words, single marks and runs of white space.
  package static func tokens(_ text: String) -> [String] {
    enum Kind { case word, space, other }
    var tokens: [String] = []
    var current = ""
    var kind = Kind.other
    let characters = Array(text)
    for (index, character) in characters.enumerated() {
      let next: Kind
      if character.isWhitespace {
        next = .space
      } else if isWordCharacter(character) {
        next = .word
      } else if character == "'" || character == "’", kind == .word,
        index + 1 < characters.count, isWordCharacter(characters[index + 1])
      {
        // An apostrophe between letters is inside the word: "don't" is one word.
        next = .word
      } else {
        next = .other
      }
      if !current.isEmpty, next == .other || next != kind {
        tokens.append(current)
        current = ""
      }
      current.append(character)
      kind = next
    }
    if !current.isEmpty { tokens.append(current) }
    return tokens
  }

  static func isWordCharacter(_ character: Character) -> Bool {
    (character.isLetter || character.isNumber) && !isIdeographic(character)
  }

  /// Han, hiragana and katakana: written without spaces between words.
  static func isIdeographic(_ character: Character) -> Bool {
    guard let scalar = character.unicodeScalars.first else { return false }
    return scalar.properties.isIdeographic || (0x3040...0x30FF).contains(scalar.value)
      || (0x31F0...0x31FF).contains(scalar.value) || (0xFF66...0xFF9F).contains(scalar.value)
  }

  /// `text` with every space but U+0020 and every invisible character spelled `<U+XXXX>`.
  public static func visible(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      let invisible =
        scalar != " "
        && (scalar.properties.isWhitespace || scalar.properties.generalCategory == .format
          || scalar.properties.generalCategory == .control)
      if invisible {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        result += "<U+\(String(repeating: "0", count: max(0, 4 - hex.count)))\(hex)>"
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
