import Summaries

/// GL006: an element type or a gesture named in a label ("button", "double tap").
public struct ElementTypeOrGesture: CopyRule {
  public static let id = "GL006"
  public static let severity = LintSeverity.error
  public static let criterion =
    "Apple HIG, Accessibility: a label does not name the control type or the gesture"
  public static let principles: [SpokenCopyPrinciple] = [.labelRules]
  public static let rationale =
    "VoiceOver says the element's traits and how to act on it itself; a label that repeats them is heard twice, and gesture words are wrong for Switch Control and keyboard users."
  public static let good = "Action: Favorite Standup"
  public static let bad = "Favorite button, double tap to favorite"

  public init() {}

  public func check(summary subject: LintSubject, _ context: LintContext) -> [RuleFinding] {
    Self.findings(in: context.copyOnly(subject), context.controlWords)
  }

  public func check(action: LintSubject.Action, _ context: LintContext) -> [RuleFinding] {
    Self.findings(in: action.copy ?? action.name, context.controlWords)
  }

  static func findings(in text: String, _ words: Patterns) -> [RuleFinding] {
    Self.words(in: text, words).map { RuleFinding("'\($0)' names an element type or gesture") }
  }

  /// The words to look for (the lexicons' `lint.controlWords`, of every language), longest
  /// first, each with whether it must stand as a whole word, and where each starts.
  struct Patterns: Sendable {
    let patterns: [(word: String, scalars: [Unicode.Scalar], needsBoundary: Bool)]
    /// The positions in ``patterns`` of the words, grouped by their first scalar, and where
    /// each scalar's group lies in it: a table for ASCII, which most summaries are made of, and
    /// a dictionary for the rest. Ranges into one array rather than an array per scalar: the
    /// text is read a scalar at a time, and taking an array out of a table for each one cost
    /// more than comparing.
    let starting: [Int]
    let asciiStarts: [Range<Int>]
    let otherStarts: [Unicode.Scalar: Range<Int>]

    /// `words` longest first (as `Lexicons.Words` lists them); a word in Latin letters must
    /// stand alone ("tap", not the end of "Laptop"), one in a script written without spaces
    /// need not.
    init(_ words: [String], latin: LanguageProfile.Script) {
      let patterns = words.map { word in
        (word, Array(word.unicodeScalars), word.unicodeScalars.first.map(latin.contains) ?? false)
      }
      self.patterns = patterns
      var starting: [Int] = []
      asciiStarts = (0..<128).map { value in
        let first = starting.count
        starting += patterns.indices.filter { patterns[$0].1[0].value == value }
        return first..<starting.count
      }
      let others = Dictionary(
        grouping: patterns.indices.filter { !patterns[$0].1[0].isASCII },
        by: { patterns[$0].1[0] })
      var otherStarts: [Unicode.Scalar: Range<Int>] = [:]
      for (scalar, indices) in others.sorted(by: { $0.key.value < $1.key.value }) {
        otherStarts[scalar] = starting.count..<(starting.count + indices.count)
        starting += indices
      }
      self.starting = starting
      self.otherStarts = otherStarts
    }
  }

  /// The element and gesture words in `text`, longest first, each place counted once ("double
  /// tap" is not also "tap").
  ///
  /// Compared scalar by scalar: every word is one scalar per character, and comparing
  /// characters would cost far more for every summary of a run. The text is read once, each
  /// position compared only with the words that start with its scalar; each word's places are
  /// then judged in the words' order, as a word found at a place takes it from shorter ones.
  static func words(in text: String, _ words: Patterns) -> [String] {
    let lowered = lowercased(text)
    let patterns = words.patterns
    let starting = words.starting
    let asciiStarts = words.asciiStarts
    let otherStarts = words.otherStarts
    // Each word's places, left to right, a place not overlapping the word's place before.
    var places = [[Range<Int>]](repeating: [], count: patterns.count)
    var free = [Int](repeating: 0, count: patterns.count)
    for index in lowered.indices {
      let scalar = lowered[index]
      let candidates =
        scalar.isASCII ? asciiStarts[Int(scalar.value)] : otherStarts[scalar] ?? 0..<0
      for candidate in candidates where index >= free[starting[candidate]] {
        let pattern = starting[candidate]
        let scalars = patterns[pattern].scalars
        guard index + scalars.count <= lowered.count,
          scalars.indices.allSatisfy({ lowered[index + $0] == scalars[$0] })
        else { continue }
        places[pattern].append(index..<(index + scalars.count))
        free[pattern] = index + scalars.count
      }
    }
    var taken: [Range<Int>] = []
    var found: [String] = []
    for (pattern, ranges) in places.enumerated() {
      for range in ranges {
        if patterns[pattern].needsBoundary,
          (range.lowerBound > 0 && lowered[range.lowerBound - 1].properties.isAlphabetic)
            || (range.upperBound < lowered.count
              && lowered[range.upperBound].properties.isAlphabetic)
        {
          continue
        }
        guard !taken.contains(where: { $0.overlaps(range) }) else { continue }
        taken.append(range)
        found.append(patterns[pattern].word)
      }
    }
    return found
  }

  /// The scalars of `text` in lower case, as `String.lowercased()` gives them but for the
  /// final sigma (which no word here holds and which is a letter either way), without making
  /// a string first: ASCII by its value, the rest by its Unicode mapping.
  static func lowercased(_ text: String) -> [Unicode.Scalar] {
    var lowered: [Unicode.Scalar] = []
    lowered.reserveCapacity(text.utf8.count)
    if text.utf8.allSatisfy({ $0 < 0x80 }) {
      for byte in text.utf8 {
        lowered.append(Unicode.Scalar((0x41...0x5A).contains(byte) ? byte | 0x20 : byte))
      }
      return lowered
    }
    for scalar in text.unicodeScalars {
      if scalar.isASCII {
        let value = scalar.value
        lowered.append((0x41...0x5A).contains(value) ? Unicode.Scalar(UInt8(value + 0x20)) : scalar)
      } else if !Self.isCaseless(scalar), scalar.properties.changesWhenLowercased {
        lowered.append(contentsOf: scalar.properties.lowercaseMapping.unicodeScalars)
      } else {
        lowered.append(scalar)
      }
    }
    return lowered
  }

  /// Kana, Hangul and Han, which have no case: Japanese and Korean summaries are made of
  /// them, and looking up each one's case mapping cost more than the rest of the rule.
  static func isCaseless(_ scalar: Unicode.Scalar) -> Bool {
    (0x3000...0x9FFF).contains(scalar.value) || (0xAC00...0xD7A3).contains(scalar.value)
  }
}
