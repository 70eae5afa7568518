import Agenda
import Foundation

/// A title made fit to be heard.
///
/// Visual decoration is read aloud by VoiceOver as noise: emoji by their names ("birthday
/// cake Mom's birthday"), separators as words or pauses ("Northwind slash Contoso"), mail
/// prefixes ("R E colon F W colon"). The rules, in order:
/// 1. Leading reply and forward markers (`Re:`, `FW:`, `Fwd:`, `AW:`, `WG:`, `SV:`, `VS:`) go,
///    and so do invitation markers mail clients write before a title ("Updated invite —"):
///    the lexicons' `titles.replyMarkers` and `titles.invitationMarkers`, of every language.
/// 2. Asides in parentheses go ("(rescheduled from last week; please confirm attendance)",
///    "(moved)", the lexicons' `titles.statusAsides`); a short qualifier stays ("Müllabfuhr
///    (Biotonne)"): it names which.
/// 3. Emoji and pictographs go, with their joiners, selectors and skin tones; a title that is
///    only emoji is spoken by the emoji's names instead ("Party popper").
/// 4. An arrow becomes a word ("to"); a slash between words becomes "and" ("Northwind and
///    Contoso", one meeting, not two things); spaced dashes, bars, dots and semicolons become
///    the language's separator;
///    `w/` (`titles.withMarks`) becomes "with"; a dash between numbers becomes "to".
/// 5. Question and exclamation marks at the end go ("Lunch with Sam?" is not a question the
///    listener is asked); spaces are collapsed and the ends trimmed.
public struct SpokenTitle: Sendable {
  public let localizer: Localizer
  /// The names of emoji in the localizer's language.
  public let emoji: EmojiNames
  /// The markers, asides and abbreviations of every lexicon.
  let words: Lexicons.Words
  /// The language's own script, when it has a profile: a title in another script takes the
  /// `title.foreign.*` connectors.
  let script: LanguageProfile.Script
  let latin: LanguageProfile.Script

  public init(localizer: Localizer, lexicons: Lexicons = .shipped) {
    self.localizer = localizer
    let own = lexicons.lexicon(for: localizer.language)
    emoji = own?.emoji ?? .empty
    words = lexicons.words
    latin = lexicons.latin
    script = own?.profile.script ?? lexicons.latin
  }

  /// The `connector` for `title`: the language's own, or for a Latin title in a language of
  /// another script the English one such titles are read with ("Lunch with Sam", "Northwind
  /// and Contoso" inside a Korean sentence). A title in a third script ("요가 / 필라테스" in a
  /// Japanese or German sentence) takes neither language's words, only the neutral pause of
  /// `title.foreign.separator`.
  func connector(_ connector: CopyKey.Connector, for title: String) -> String {
    guard !script.occurs(in: title) else {
      return localizer.string(.title(connector, foreign: false))
    }
    if !latin.occurs(in: title), title.unicodeScalars.contains(where: \.properties.isAlphabetic) {
      return localizer.string(.titleForeignSeparator)
    }
    return localizer.string(.title(connector, foreign: script != latin))
  }

  /// The title as heard.
  public func speak(_ title: String) -> String {
    Self.isPlain(title) ? title : speakByRules(title)
  }

  /// A title split into what it is and a note about it, when a spaced dash or bar is followed
  /// by a note of three words or more ("Zahnarzt Paul (Kontrolle) – bitte Versichertenkarte
  /// mitbringen"): `nil` otherwise. A short second part names which one ("Client sync –
  /// Northwind") and stays in the title.
  ///
  /// The note is said last, after the time and place, and never in an action name, where it
  /// would run into the verb ("… mitbringen als erledigt markieren").
  public func split(_ title: String) -> (head: String, note: String)? {
    // Most titles hold no spaced separator at all; say so without searching.
    guard title.utf8.contains(0x20),
      title.unicodeScalars.contains(where: { "–—-|·•/".unicodeScalars.contains($0) })
    else { return nil }
    let text = stripMarkers(title)
    guard
      let cut = Self.headSeparators.compactMap({ separator in
        text.range(of: separator).map { ($0.lowerBound, $0.upperBound) }
      }).min(by: { $0.0 < $1.0 })
    else { return nil }
    let rest = String(text[cut.1...])
    let noteWords = rest.split(separator: " ").filter { $0.contains(where: \.isLetter) }
    guard noteWords.count >= 3 else { return nil }
    let head = speak(String(text[..<cut.0]))
    let note = speak(rest)
    guard head.contains(where: \.isLetter), note.contains(where: \.isLetter) else { return nil }
    return (head, note)
  }

  static let headSeparators = [" – ", " — ", " - ", " | ", " · ", " • ", " // "]

  /// The rules of the type's description, applied in order.
  ///
  /// A title with a control or bidirectional formatting character is never plain, and here
  /// it loses them first (`SpeakableText`): a source's titles were cleaned as they were read,
  /// but an app that builds its own items calls this directly.
  func speakByRules(_ title: String) -> String {
    var text = stripMarkers(SpeakableText.cleaned(title)?.text ?? title)
    text = removeAsides(text)
    let withoutEmoji = Self.removeEmoji(text)
    if !withoutEmoji.contains(where: { $0.isLetter || $0.isNumber }) {
      let names = emojiNames(text)
      if !names.isEmpty { return names }
    }
    text = replaceSeparators(withoutEmoji)
    text = Self.tidy(text)
    return text
  }

  /// Whether no rule changes `title`: printable ASCII without separators, colons (reply
  /// markers), brackets, end marks, doubled spaces or commas, or trimmable ends, and letters
  /// past ASCII that no rule looks at (`isPlainLetter`). Most titles are plain, and this scan
  /// is far cheaper than the rules.
  static func isPlain(_ title: String) -> Bool {
    var title = title
    return title.withUTF8 { bytes in
      var previous: UInt32 = 0
      for scalar in UTF8Scalars(bytes) {
        switch scalar {
        case 0x21...0x7E where !plainExcluded.contains(UInt8(scalar)): break
        case 0x20 where previous != 0x20 && previous != 0: break
        case 0x2C where previous != 0x20 && previous != 0x2C && previous != 0: break
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

  /// `-` `|` `/` `>` `:` `;` `.` `(` `[` `?` `!` and `,` (checked with its neighbours above).
  static let plainExcluded: Set<UInt8> = [
    0x2D, 0x7C, 0x2F, 0x3E, 0x3A, 0x3B, 0x2E, 0x2C, 0x28, 0x5B, 0x3F, 0x21,
  ]

  /// The spoken names of the emoji in `text`, consecutive repeats said once.
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

  /// The title without its `(…)`, `[…]` and `（…）` asides, unless that leaves nothing.
  ///
  /// An aside is a remark about the event ("rescheduled from last week; please confirm
  /// attendance"): three words or more, or a clause with its own punctuation, or six
  /// characters or more of a script written without spaces. A shorter bracket names which
  /// one ("Biotonne", "moved", "Prof. Alvarez") and stays.
  func removeAsides(_ text: String) -> String {
    guard text.contains(where: { $0 == "(" || $0 == "[" || $0 == "（" }) else { return text }
    var out = ""
    var aside = ""
    var depth = 0
    for character in text {
      if character == "(" || character == "[" || character == "（" {
        depth += 1
        aside.append(character)
      } else if depth > 0 {
        aside.append(character)
        if character == ")" || character == "]" || character == "）" {
          depth -= 1
          if depth == 0 {
            if !isAside(aside) { out += aside }
            aside = ""
          }
        }
      } else {
        out.append(character)
      }
    }
    out += aside
    return out.contains(where: { $0.isLetter || $0.isNumber }) ? out : text
  }

  /// The text without any bracketed part, unless that leaves nothing.
  static func removeBrackets(_ text: String) -> String {
    guard text.contains(where: { $0 == "(" || $0 == "[" || $0 == "（" }) else { return text }
    var out = ""
    var depth = 0
    for character in text {
      if character == "(" || character == "[" || character == "（" {
        depth += 1
      } else if depth > 0 {
        if character == ")" || character == "]" || character == "）" { depth -= 1 }
      } else {
        out.append(character)
      }
    }
    return out.contains(where: { $0.isLetter || $0.isNumber }) ? out : text
  }

  /// Whether a bracketed part, brackets included, is a remark rather than a qualifier: one of
  /// the lexicons' status asides however short ("(moved)", "(neu)", "（変更）"), or long.
  func isAside(_ bracketed: String) -> Bool {
    let inner = bracketed.dropFirst().dropLast()
    if words.contains(inner.trimmingCharacters(in: .whitespaces).lowercased(), in: .statusAsides) {
      return true
    }
    if inner.contains(where: { $0 == ";" || $0 == ":" || $0 == "," || $0 == "、" || $0 == "；" }) {
      return true
    }
    let words = inner.split(separator: " ").filter { $0.contains(where: \.isLetter) }
    if words.count >= 3 { return true }
    let unspaced = inner.filter { character in
      character.unicodeScalars.contains { $0.value >= 0x2E80 }
    }
    return unspaced.count >= 6
  }

  /// The title without the reply, forward and invitation markers before it.
  func stripMarkers(_ title: String) -> String {
    var text = Substring(title)
    while true {
      let trimmed = text.drop { $0 == " " }
      if let colon = trimmed.firstIndex(of: ":"),
        words.contains(trimmed[..<colon].lowercased(), in: .replyMarkers)
      {
        text = trimmed[trimmed.index(after: colon)...]
        continue
      }
      let lowered = trimmed.lowercased()
      if let marker = words[.invitationMarkers].first(where: { lowered.hasPrefix($0) }) {
        let rest = trimmed.dropFirst(marker.count)
        let afterSpaces = rest.drop { $0 == " " }
        if let mark = afterSpaces.first,
          mark == ":" || (mark != rest.first && "–—-".contains(mark)),
          afterSpaces.dropFirst().contains(where: \.isLetter)
        {
          text = afterSpaces.dropFirst()
          continue
        }
      }
      return String(trimmed)
    }
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
    if scalar.properties.isEmoji, value >= 0x2000 { return true }
    return (0x1F1E6...0x1F1FF).contains(value) || (0x1F3FB...0x1F3FF).contains(value)
  }

  /// Removes emoji and the invisible scalars that build them.
  static func removeEmoji(_ text: String) -> String {
    // Emoji and their joiners and selectors are all at U+2000 or above.
    guard text.unicodeScalars.contains(where: { $0.value >= 0x2000 }) else { return text }
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

  /// The scalars every separator rule starts from; a title without any is left as it is.
  static let separatorScalars: Set<Unicode.Scalar> = [
    "-", "–", "—", "|", "·", "•", "/", "→", "➔", ">", ";",
  ]

  func replaceSeparators(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: Self.separatorScalars.contains) else { return text }
    var out = text
    let comma = connector(.separator, for: text)
    let arrowWord = connector(.arrow, for: text)
    for arrow in [" → ", "→", " ➔ ", " -> ", "->"] {
      out = out.replacingOccurrences(of: arrow, with: arrowWord)
    }
    // "w/ Marcus" is "with Marcus".
    let with = connector(.with, for: text)
    for mark in words[.withMarks] {
      out = out.replacingOccurrences(of: mark + " ", with: with + " ")
    }
    let and = connector(.and, for: text)
    let range = connector(.range, for: text)
    for separator in [" – ", " — ", " - ", " | ", " · ", " • ", " // ", "; "] {
      out = out.replacingOccurrences(of: separator, with: comma)
    }
    // Scalar by scalar: a slash between words is "and", a dash between numbers a range.
    let scalars = Array(out.unicodeScalars)
    var result = String.UnicodeScalarView()
    for (index, scalar) in scalars.enumerated() {
      let before = Self.neighbour(scalars, from: index - 1, step: -1)
      let after = Self.neighbour(scalars, from: index + 1, step: 1)
      if scalar == "/", let before, let after, before.properties.isAlphabetic,
        after.properties.isAlphabetic
      {
        result.append(contentsOf: and.unicodeScalars)
      } else if ["-", "–", "—"].contains(scalar), index > 0, index + 1 < scalars.count,
        scalars[index - 1].properties.numericType != nil,
        scalars[index + 1].properties.numericType != nil
      {
        result.append(contentsOf: range.unicodeScalars)
      } else if ["–", "—", "|", "·", "•", "/"].contains(scalar) {
        result.append(" ")
      } else {
        result.append(scalar)
      }
    }
    return String(result)
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

  static func tidy(_ text: String) -> String {
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
    while let last = out.last, trim.contains(last) || endMarks.contains(last) { out.removeLast() }
    return out
  }
}
