import Agenda
import Foundation

extension SpokenTitle {
  /// The name of `title` as a list of names says it (an overdue group's "…: A, B, and C"),
  /// when its name would hold a pause a listener takes for the end of a name: the part before
  /// a spaced dash ("INTERVIEW - STAFF ENGINEER" is heard "INTERVIEW, STAFF ENGINEER") or
  /// before a comma that adds a detail (`isDetail`: "Order 00 flour, 2 x 25 kg", "Knife
  /// sharpening, Korin"). A name is never cut to a single word before a dash ("Mateo -
  /// school Halloween parade"): there the dash is said as nothing at all. `nil` when the
  /// title has no such part, or is itself a list ("Milk, eggs, bread"), which the group marks.
  func shortName(_ title: String) -> String? {
    var text = Self.withRoutes(SpeakableText.cleaned(title)?.text ?? title)
    guard closeList(text, voice: voice(of: text)) == text else { return nil }
    var cut = false
    // Each pass takes one dash or comma; a title holds a few at most.
    for _ in 0..<4 {
      guard let (mark, isDash) = Self.detailMark(text) else { break }
      let head = text[..<mark]
      let tail = text[text.index(after: mark)...].drop { $0 == " " }
      if isDash, head.split(separator: " ").count < 2 {
        text = head.trimmingCharacters(in: .whitespaces) + " " + tail
      } else {
        text = String(head)
      }
      cut = true
    }
    guard cut else { return nil }
    let name = heard(text).name
    return name.contains(where: { $0.isLetter || $0.isNumber }) ? name : nil
  }

  /// The first spaced dash or bar, or comma before a detail, outside brackets in `text`, and
  /// whether it is a dash.
  static func detailMark(_ text: String) -> (String.Index, Bool)? {
    var depth = 0
    var index = text.startIndex
    while index < text.endIndex {
      let character = text[index]
      let next = text.index(after: index)
      if TitleGrammar.pairs[character] != nil {
        depth += 1
      } else if TitleGrammar.closers.contains(character) {
        depth = max(0, depth - 1)
      } else if depth == 0, index > text.startIndex {
        let before = text[text.index(before: index)]
        if "-–—|".contains(character), before == " ", next < text.endIndex, text[next] == " " {
          return (index, true)
        }
        if ",、，".contains(character), !isInNumber(before, next < text.endIndex ? text[next] : nil),
          isDetail(text[next...], after: text[..<index])
        {
          return (index, false)
        }
      }
      index = next
    }
    return nil
  }

  /// Whether the part of a title after a comma (up to the next) is a detail of the name
  /// before it rather than a second name: it holds a digit (a quantity, a size, a number:
  /// "2 x 25 kg", "Zimmer 4"), or in a Latin title it is one to three capitalized words
  /// after a name of two words or more (a person or a place: "Knife sharpening, Korin").
  /// "Brot, Milch" and "리코더, 색연필" stay lists.
  static func isDetail(_ tail: Substring, after head: Substring) -> Bool {
    let part = tail.prefix { !",、，".contains($0) }
    if part.contains(where: \.isNumber) { return true }
    let words = part.split(separator: " ")
    let latin = { (word: Substring) in word.unicodeScalars.allSatisfy { $0.value < 0x250 } }
    return head.split(separator: " ").count >= 2 && (1...3).contains(words.count)
      && words.allSatisfy { latin($0) && $0.first?.isUppercase == true }
  }
}
