/// How the title grammar tells a quantity in brackets, an aside never said: "(x 24)",
/// "(×30)", "(2 dozen)", "(12 larges)", "（15個）", "(30개)".
extension TitleGrammar {
  /// Whether bracketed `content` is a quantity: a number with a multiplication sign next to
  /// it ("x 24", "×30", "24x"), a number with a counter of `titles.counterWords` after it, a
  /// space between or none ("2 dozen", "4 Kisten", "15個", "10名", "12명"), or a short note
  /// of a number and one word after it ("12 larges"). How many of a thing to bring or order
  /// is the person's reminder to themself, and its digits cost seconds; a number after a word
  /// ("wk 40", "Rm 214"), an amount ("1.234,56 €", "1.200 EUR") or a number and a word that
  /// is no counter written as one ("2층") says which one and stays.
  func holdsQuantity(_ content: String) -> Bool {
    guard content.utf8.contains(where: { (0x30...0x39).contains($0) }) else { return false }
    let scalars = Array(content.unicodeScalars)
    if Self.holdsMultiplication(scalars) { return true }
    let words = content.split(whereSeparator: { $0 == " " || $0 == "\u{3000}" })
    for (index, word) in words.enumerated() {
      // The digits that open the word, a separator of thousands or a decimal point inside.
      let digits = word.unicodeScalars.prefix { ("0"..."9").contains($0) || $0 == "," || $0 == "." }
      guard let first = digits.first, ("0"..."9").contains(first) else { continue }
      let rest = String(word.unicodeScalars.dropFirst(digits.count))
      let counter = rest.isEmpty ? words.dropFirst(index + 1).first.map(String.init) : rest
      guard let counter else { continue }
      if self.words.contains(counter.lowercased(), in: .counterWords) { return true }
      // "12 larges": the whole bracket is a number and a word of letters, not capitals alone
      // as a currency's code is.
      if words.count == 2, index == 0, rest.isEmpty,
        counter.allSatisfy(\.isLetter), counter.contains(where: \.isLowercase)
      {
        return true
      }
    }
    return false
  }

  /// Whether `scalars` hold a multiplication sign next to a number, spaces between or none:
  /// "×" (U+00D7), or an "x" or "X" that is no letter of a word ("x 24", "24x", "2x 45 min";
  /// never "Box 2" or "Xbox 2").
  static func holdsMultiplication(_ scalars: [Unicode.Scalar]) -> Bool {
    func isDigit(_ index: Int) -> Bool {
      scalars.indices.contains(index) && ("0"..."9").contains(scalars[index])
    }
    func isLetter(_ index: Int) -> Bool {
      scalars.indices.contains(index) && scalars[index].properties.isAlphabetic
    }
    for (index, scalar) in scalars.enumerated()
    where scalar == "×" || scalar == "x" || scalar == "X" {
      var before = index - 1
      while before >= 0, scalars[before] == " " { before -= 1 }
      var after = index + 1
      while after < scalars.count, scalars[after] == " " { after += 1 }
      guard isDigit(before) || isDigit(after) else { continue }
      if scalar == "×" { return true }
      // An "x" touching a letter is one of a word's.
      if !isLetter(index - 1), !isLetter(index + 1) { return true }
    }
    return false
  }
}
