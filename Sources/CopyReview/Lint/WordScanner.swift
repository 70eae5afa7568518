/// Words of copy as a listener hears them, in any script.
///
/// Letters of alphabetic scripts (Latin, Greek, Cyrillic…) and digits make words, as spaces and
/// punctuation end them. Chinese, Japanese and Korean are written without spaces between words
/// (Korean between phrases, with particles attached), so each Han, kana or Hangul character is
/// a word of its own; and a change of script ends a word: in "Submit expense report for
/// Aprilをお気に入りに追加" the title's last word is "April", not "Aprilをお気に入りに追加".
///
/// It reads Unicode scalars, not characters: it runs over every summary of a run, and a
/// combining mark simply continues the word it follows.
enum WordScanner {
  /// One word: its text, lower-cased, where it is in the scanned scalars, and what its first
  /// letter says about it.
  struct Word: Equatable {
    var text: String
    /// Offsets into the scanned text's Unicode scalars.
    var range: Range<Int>
    var isCJK: Bool
    /// It starts with a capital letter.
    var isCapitalized: Bool
    /// Two letters or more, all capitals: an acronym ("PDF", "AM").
    var isAllCaps: Bool
    /// Nothing but letters, marks, apostrophes and hyphens: a word, not a number or code.
    var isAlphabetic: Bool
    /// It starts the text or a sentence, where any word is capitalised.
    var startsSentence: Bool
  }

  /// The words of `text`, in order.
  static func words(_ text: String) -> [Word] {
    words(Array(text.unicodeScalars))
  }

  /// The words of `scalars`, in order.
  static func words(_ scalars: [Unicode.Scalar]) -> [Word] {
    var words: [Word] = []
    var index = 0
    var sentenceStart = true
    while index < scalars.count {
      let scalar = scalars[index]
      if isCJK(scalar) {
        words.append(
          Word(
            text: String(scalar), range: index..<(index + 1), isCJK: true,
            isCapitalized: false, isAllCaps: false, isAlphabetic: true,
            startsSentence: sentenceStart))
        sentenceStart = false
        index += 1
        continue
      }
      guard kind(scalar) != .other else {
        if sentenceEnds.contains(scalar) { sentenceStart = true }
        index += 1
        continue
      }
      var end = index
      var letters = 0
      var capitals = 0
      var alphabetic = true
      while end < scalars.count {
        let next = scalars[end]
        let nextKind = isCJK(next) ? Kind.other : kind(next)
        if nextKind != .other {
          if nextKind == .letter {
            letters += 1
            if isUppercase(next) { capitals += 1 }
          }
          if nextKind == .digit { alphabetic = false }
          end += 1
        } else if isJoiner(next), end + 1 < scalars.count, !isCJK(scalars[end + 1]),
          kind(scalars[end + 1]) != .other
        {
          end += 1
        } else {
          break
        }
      }
      let text = lowercased(scalars[index..<end])
      words.append(
        Word(
          text: text, range: index..<end, isCJK: false,
          isCapitalized: isUppercase(scalar),
          isAllCaps: letters >= 2 && capitals == letters, isAlphabetic: alphabetic,
          startsSentence: sentenceStart))
      sentenceStart = false
      index = end
    }
    return words
  }

  /// A word's text in lower case. An ASCII word (most of them) is written byte by byte.
  static func lowercased(_ word: ArraySlice<Unicode.Scalar>) -> String {
    guard word.allSatisfy(\.isASCII) else {
      let text = String(String.UnicodeScalarView(word))
      return text.utf8.allSatisfy({ $0 < 0x41 || $0 > 0x5A }) ? text : text.lowercased()
    }
    return String(unsafeUninitializedCapacity: word.count) { buffer in
      for (offset, scalar) in zip(buffer.indices, word) {
        let byte = UInt8(scalar.value)
        buffer[offset] = (0x41...0x5A).contains(byte) ? byte | 0x20 : byte
      }
      return word.count
    }
  }

  /// The lower-cased words of `text`, for comparing what is said.
  static func spoken(_ text: String) -> [String] {
    words(text).map(\.text)
  }

  /// Ends a sentence, so the next word may be capitalised for that alone.
  static let sentenceEnds: Set<Unicode.Scalar> = [".", ":", "!", "?", "。", "：", "！", "？"]

  enum Kind {
    case letter, digit, mark, other
  }

  /// What a scalar is to a word: ASCII by its value, the rest by its Unicode properties.
  static func kind(_ scalar: Unicode.Scalar) -> Kind {
    switch scalar.value {
    case 0x30...0x39: return .digit
    case 0x41...0x5A, 0x61...0x7A: return .letter
    case 0..<0x80: return .other
    default:
      let properties = scalar.properties
      if properties.isAlphabetic { return .letter }
      switch properties.generalCategory {
      case .decimalNumber: return .digit
      case .nonspacingMark, .spacingMark, .enclosingMark: return .mark
      default: return .other
      }
    }
  }

  static func isUppercase(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x80 ? (0x41...0x5A).contains(scalar.value) : scalar.properties.isUppercase
  }

  /// An apostrophe or hyphen inside a word ("Mom's", "check-in").
  static func isJoiner(_ scalar: Unicode.Scalar) -> Bool {
    scalar == "'" || scalar == "’" || scalar == "-"
  }

  static func isCJK(_ character: Character) -> Bool {
    character.unicodeScalars.first.map(isCJK) ?? false
  }

  /// Han, kana, Hangul and their marks, by code point: the scripts written without spaces
  /// between words.
  static func isCJK(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x1100...0x11FF,  // Hangul Jamo
      0x3005...0x3007, 0x3021...0x3029,  // ideographic iteration marks and numerals
      0x3040...0x30FF,  // Hiragana, Katakana (with the prolonged sound mark)
      0x3130...0x318F,  // Hangul Compatibility Jamo
      0x31F0...0x31FF,  // Katakana Phonetic Extensions
      0x3400...0x4DBF,  // CJK Extension A
      0x4E00...0x9FFF,  // CJK Unified Ideographs
      0xAC00...0xD7AF,  // Hangul Syllables
      0xF900...0xFAFF,  // CJK Compatibility Ideographs
      0xFF66...0xFF9F,  // half-width Katakana
      0x20000...0x3134F:  // CJK Extensions B to G
      return true
    default:
      return false
    }
  }
}
