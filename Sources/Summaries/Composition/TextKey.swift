import Agenda

/// A text as a memo's key, by its bytes (`String.hasSameBytes(as:)`): hashing a `String`
/// itself normalizes what is not ASCII, and two spellings of one text told apart cost a memo
/// only a second entry.
struct TextKey: Hashable {
  var text: String
  /// An item's kind, where what is made of the text depends on it (an untitled event or
  /// reminder).
  var kind: AgendaItem.Kind? = nil

  static func == (a: Self, b: Self) -> Bool {
    a.kind == b.kind && a.text.hasSameBytes(as: b.text)
  }

  func hash(into hasher: inout Hasher) {
    text.hashBytes(into: &hasher)
    hasher.combine(kind)
  }
}
