import Foundation

/// A title made fit to be heard.
///
/// Visual decoration is read aloud by VoiceOver as noise: emoji by their names ("birthday
/// cake Mom's birthday"), separators as words or pauses ("Northwind slash Contoso"), mail
/// prefixes ("R E colon F W colon"). The rules, in order:
/// 1. Leading reply and forward markers (`Re:`, `FW:`, `Fwd:`, `AW:`, `WG:`, `SV:`, `VS:`) go.
/// 2. Emoji and pictographs go, with their joiners, selectors and skin tones; a title that is
///    only emoji is spoken by the emoji's names instead ("Party popper").
/// 3. An arrow becomes a word ("to"); spaced dashes, slashes, bars and dots become commas;
///    other slashes and bars become spaces, `w/` becomes "with".
/// 4. Spaces are collapsed and the ends trimmed of spaces, commas and periods.
public struct SpokenTitle: Sendable {
  public let localizer: Localizer
  public let emoji: EmojiNames

  public init(localizer: Localizer, emoji: EmojiNames = .shipped) {
    self.localizer = localizer
    self.emoji = emoji
  }

  /// The title as heard; `short` also drops parenthetical asides ("Steering committee
  /// (rescheduled from last week)"), a detail the composer gives up when a summary is too long.
  public func speak(_ title: String, short: Bool = false) -> String {
    Self.isPlain(title, short: short) ? title : speakByRules(title, short: short)
  }

  /// The rules of the type's description, applied in order.
  func speakByRules(_ title: String, short: Bool) -> String {
    var text = Self.stripReplyMarkers(title)
    if short { text = Self.removeParentheticals(text) }
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
  /// markers), brackets (when shortening), doubled spaces or commas, or trimmable ends. Most
  /// titles are plain, and this scan is far cheaper than the rules.
  static func isPlain(_ title: String, short: Bool) -> Bool {
    var previous: UInt8 = 0
    for byte in title.utf8 {
      switch byte {
      case 0x21...0x7E
      where !plainExcluded.contains(byte) && !(short && (byte == 0x28 || byte == 0x5B)): break
      case 0x20 where previous != 0x20 && previous != 0: break
      case 0x2C where previous != 0x20 && previous != 0x2C && previous != 0: break
      default: return false
      }
      previous = byte
    }
    return previous != 0 && previous != 0x20 && previous != 0x2C
  }

  /// `-` `|` `/` `>` `:` `;` `.` and `,` (checked with its neighbours above).
  static let plainExcluded: Set<UInt8> = [0x2D, 0x7C, 0x2F, 0x3E, 0x3A, 0x3B, 0x2E, 0x2C]

  /// The spoken names of the emoji in `text`, consecutive repeats said once.
  func emojiNames(_ text: String) -> String {
    var names: [String] = []
    for character in text where Self.isDecorative(character) {
      guard let name = emoji.name(character, language: localizer.pluralLanguage) else { continue }
      if names.last != name { names.append(name) }
    }
    guard !names.isEmpty else { return "" }
    var joined = names.dropFirst().reduce(names[0]) {
      localizer.string("join.clause", .string($0), .string($1))
    }
    if let first = joined.first { joined = first.uppercased() + joined.dropFirst() }
    return joined
  }

  /// The title without `(…)` and `[…]` asides, unless that leaves nothing.
  static func removeParentheticals(_ text: String) -> String {
    var out = ""
    var depth = 0
    for character in text {
      if character == "(" || character == "[" || character == "（" {
        depth += 1
      } else if depth > 0, character == ")" || character == "]" || character == "）" {
        depth -= 1
      } else if depth == 0 {
        out.append(character)
      }
    }
    return out.contains(where: { $0.isLetter || $0.isNumber }) ? out : text
  }

  static let replyMarkers = ["re", "fw", "fwd", "aw", "wg", "sv", "vs", "tr"]

  static func stripReplyMarkers(_ title: String) -> String {
    var text = Substring(title)
    while true {
      let trimmed = text.drop { $0 == " " }
      guard let colon = trimmed.firstIndex(of: ":"),
        replyMarkers.contains(trimmed[..<colon].lowercased())
      else { return String(trimmed) }
      text = trimmed[trimmed.index(after: colon)...]
    }
  }

  /// Whether a character is an emoji or pictograph shown for decoration.
  static func isDecorative(_ character: Character) -> Bool {
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
    "-", "–", "—", "|", "·", "•", "/", "→", "➔", ">",
  ]

  func replaceSeparators(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: Self.separatorScalars.contains) else { return text }
    var out = text
    let comma = localizer.string("title.separator")
    for arrow in [" → ", "→", " ➔ ", " -> ", "->"] {
      out = out.replacingOccurrences(of: arrow, with: localizer.string("title.arrow"))
    }
    for separator in [" – ", " — ", " - ", " | ", " · ", " • ", " / ", " // "] {
      out = out.replacingOccurrences(of: separator, with: comma)
    }
    // "w/ Marcus" is "with Marcus".
    out = out.replacingOccurrences(of: "w/ ", with: localizer.string("title.with") + " ")
    out = out.replacingOccurrences(of: "W/ ", with: localizer.string("title.with") + " ")
    // A dash between numbers is a range: "15-18" is "15 to 18".
    var scalars = Array(out.unicodeScalars)
    var index = 1
    var result = String.UnicodeScalarView()
    while index <= scalars.count {
      let scalar = scalars[index - 1]
      if ["-", "–", "—"].contains(scalar), index >= 2, index < scalars.count,
        scalars[index - 2].properties.numericType != nil,
        scalars[index].properties.numericType != nil
      {
        result.append(contentsOf: localizer.string("title.range").unicodeScalars)
      } else if ["–", "—", "|", "·", "•", "/"].contains(scalar) {
        result.append(" ")
      } else {
        result.append(scalar)
      }
      index += 1
    }
    scalars = Array(result)
    return String(String.UnicodeScalarView(scalars))
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
    while let first = out.first, trim.contains(first) { out.removeFirst() }
    while let last = out.last, trim.contains(last) { out.removeLast() }
    return out
  }
}
