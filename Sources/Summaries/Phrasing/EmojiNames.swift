import Foundation

/// Spoken names of emoji in one language, from CLDR's text-to-speech annotations: the
/// `emojiNames` of the language's lexicon, written by Scripts/generate-emoji-names.py.
///
/// Used only when a title is nothing but emoji: `🎉🎉` is spoken "Party popper", never
/// silence.
///
/// The names are kept sorted by their emoji's UTF-8 bytes and found by binary search on the
/// bytes: every command reads each language's two thousand names at its start, and a
/// dictionary hashed every one of them (an emoji, like any text past ASCII, is hashed by its
/// normalized form) for the few titles that are nothing but emoji.
public struct EmojiNames: Sendable, Hashable {
  private let emoji: [String]
  private let names: [String]

  /// No names: every emoji is named by its Unicode name.
  public static let empty = EmojiNames(emoji: [], names: [])

  private init(emoji: [String], names: [String]) {
    self.emoji = emoji
    self.names = names
  }

  /// Emoji (grapheme clusters, without presentation selectors or skin tones) and their
  /// names; `nil` when one emoji is given twice.
  public init?(_ entries: [(emoji: String, name: String)]) {
    var entries = entries
    let sorted = zip(entries, entries.dropFirst()).allSatisfy {
      Self.precedes($0.emoji, $1.emoji)
    }
    if !sorted {
      entries.sort { Self.precedes($0.emoji, $1.emoji) }
      if zip(entries, entries.dropFirst()).contains(where: { $0.emoji.hasSameBytes(as: $1.emoji) })
      {
        return nil
      }
    }
    emoji = entries.map(\.emoji)
    names = entries.map(\.name)
  }

  public var count: Int { emoji.count }

  /// The name of one emoji (a grapheme cluster), ignoring presentation selectors and skin
  /// tones; else the name of its first scalar, else that scalar's Unicode name.
  public func name(_ emoji: Character) -> String? {
    let plain = String(
      String.UnicodeScalarView(
        emoji.unicodeScalars.filter {
          $0.value != 0xFE0F && !(0x1F3FB...0x1F3FF).contains($0.value)
        }))
    if let found = self[plain] ?? self[String(emoji)] { return found }
    if let first = emoji.unicodeScalars.first, let found = self[String(first)] {
      return found
    }
    return emoji.unicodeScalars.first?.properties.name?.lowercased()
  }

  /// The name the table gives one emoji, ignoring presentation selectors, skin tones and
  /// what a joiner adds ("🏃‍♀️" is "🏃"); `nil` when the table has none.
  public func known(_ emoji: Character) -> String? {
    let plain = String(
      String.UnicodeScalarView(
        emoji.unicodeScalars.filter {
          $0.value != 0xFE0F && !(0x1F3FB...0x1F3FF).contains($0.value)
        }))
    if let found = self[plain] ?? self[String(emoji)] { return found }
    return emoji.unicodeScalars.first.flatMap { self[String($0)] }
  }

  /// The name of `key`, found by its bytes.
  private subscript(_ key: String) -> String? {
    var low = 0
    var high = emoji.count
    while low < high {
      let middle = (low + high) / 2
      if Self.precedes(emoji[middle], key) {
        low = middle + 1
      } else {
        high = middle
      }
    }
    return low < emoji.count && emoji[low].hasSameBytes(as: key) ? names[low] : nil
  }

  /// Whether `a`'s UTF-8 bytes sort before `b`'s (the order of their scalars).
  static func precedes(_ a: String, _ b: String) -> Bool {
    var a = a
    var b = b
    return a.withUTF8 { x in
      b.withUTF8 { y in
        let common = min(x.count, y.count)
        let order = common == 0 ? 0 : memcmp(x.baseAddress!, y.baseAddress!, common)
        return order < 0 || (order == 0 && x.count < y.count)
      }
    }
  }
}
