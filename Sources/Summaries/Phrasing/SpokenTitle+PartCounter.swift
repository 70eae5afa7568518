/// How a title's part counter is said: "Teil 2/3", "第2/3回", "2/3회차", "Haircut (2/3)".
///
/// Read as written, "2/3" is a fraction ("zwei Drittel", "two thirds") or a slash. A pair of
/// small whole numbers n/m, n at most m, is which of a series of appointments this one is,
/// said as the language says it ("Teil 2 von 3", "3회 중 2회차"; 「第2・3回」 in Japanese, which
/// reads 第2/3回 as two sessions). A pair is a part counter where the title says so: after a word of `titles.partWords` ("Teil",
/// "Session"), or glued to a counter of `titles.partCounters` ("第…回", "…회차"), or alone in
/// brackets in a title of Latin letters ("(2/3)", "(6/10)", up to 12; more is a date's day),
/// or ending a title written without kana or ideographs ("Bereavement group 3/6", up to 12).
/// A date ("12/24", "24.12./31.12."), "24/7", a fraction of a unit ("1/2 day") and a pair
/// inside a longer run of numbers ("1/2/2026") stay as written. A bare pair in brackets in
/// a title of Japanese or Korean is a date there ("（6/10）") and stays too.
extension SpokenTitle {
  /// A part counter found in a title's scalars: the scalars it spans, its two numbers, and
  /// the word before it that names the part, if any.
  struct PartCounter {
    var span: Range<Int>
    var part: String
    var count: String
    var word: String?
  }

  /// The two numbers of the pair whose slash is at `index`: each one or two ASCII digits, no
  /// leading zero, the first at most the second and the second at least 2 and at most `most`;
  /// the scalars they span.
  static func partPair(_ scalars: [Unicode.Scalar], slash index: Int, most: Int = 99)
    -> (Range<Int>, String, String)?
  {
    let digit = { (position: Int) in
      scalars.indices.contains(position) && ("0"..."9").contains(scalars[position])
    }
    var start = index
    while digit(start - 1) { start -= 1 }
    var end = index + 1
    while digit(end) { end += 1 }
    guard (1...2).contains(index - start), (1...2).contains(end - index - 1),
      scalars[start] != "0", scalars[index + 1] != "0"
    else { return nil }
    let part = String(String.UnicodeScalarView(scalars[start..<index]))
    let count = String(String.UnicodeScalarView(scalars[(index + 1)..<end]))
    guard let n = Int(part), let m = Int(count), n <= m, (2...most).contains(m) else { return nil }
    return (start..<end, part, count)
  }

  /// Whether the scalar at `position`, on the side of a pair `step` points to, may border a
  /// part counter: the text's edge, or no letter, digit or slash, nor a full stop, comma or
  /// colon with a digit beyond it (a date's "24.12.", a time's, a longer number's).
  static func bordersPart(_ scalars: [Unicode.Scalar], _ position: Int, step: Int) -> Bool {
    guard scalars.indices.contains(position) else { return true }
    let scalar = scalars[position]
    if scalar.properties.isAlphabetic || scalar.properties.numericType != nil || scalar == "/" {
      return false
    }
    let beyond = position + step
    return !(scalar == "." || scalar == "," || scalar == ":")
      || !scalars.indices.contains(beyond) || !("0"..."9").contains(scalars[beyond])
  }

  /// The part counters of `scalars` a word of `titles.partWords` or counters of
  /// `titles.partCounters` mark.
  func partCounters(_ scalars: [Unicode.Scalar]) -> [PartCounter] {
    var found: [PartCounter] = []
    for index in scalars.indices where scalars[index] == "/" {
      guard let (pair, part, count) = Self.partPair(scalars, slash: index) else { continue }
      if found.last.map({ $0.span.upperBound > pair.lowerBound }) == true { continue }
      // Counters glued on either side: 「第2/3回」, "2/3회차".
      let counters = words[.partCounters]
      let before = counters.first { counter in
        let counter = Array(counter.unicodeScalars)
        return pair.lowerBound >= counter.count
          && Array(scalars[(pair.lowerBound - counter.count)..<pair.lowerBound]) == counter
          && counter.first!.value >= 0x2E80
      }
      let after = counters.first { counter in
        let counter = Array(counter.unicodeScalars)
        return pair.upperBound + counter.count <= scalars.count
          && Array(scalars[pair.upperBound..<(pair.upperBound + counter.count)]) == counter
      }
      // Hangul is written in spaced words: "회" is a counter before a space or a mark, and
      // the first syllable of "2/3회의" is no counter.
      let afterEnd = pair.upperBound + (after?.unicodeScalars.count ?? 0)
      if let after,
        after.unicodeScalars.first.map({ (0xAC00...0xD7A3).contains($0.value) }) == true,
        scalars.indices.contains(afterEnd), (0xAC00...0xD7A3).contains(scalars[afterEnd].value)
      {
        continue
      }
      if before != nil || after != nil {
        let from = pair.lowerBound - (before?.unicodeScalars.count ?? 0)
        let to = pair.upperBound + (after?.unicodeScalars.count ?? 0)
        guard before != nil || Self.bordersPart(scalars, from - 1, step: -1),
          after != nil || Self.bordersPart(scalars, to, step: 1)
        else { continue }
        found.append(PartCounter(span: from..<to, part: part, count: count))
        continue
      }
      // A word that names the part, one space before the pair: "Teil 2/3", "Session 6/10".
      guard pair.lowerBound >= 2, scalars[pair.lowerBound - 1] == " ",
        Self.bordersPart(scalars, pair.upperBound, step: 1)
      else { continue }
      var start = pair.lowerBound - 1
      while start > 0, scalars[start - 1].properties.isAlphabetic || scalars[start - 1] == "." {
        start -= 1
      }
      let word = String(String.UnicodeScalarView(scalars[start..<(pair.lowerBound - 1)]))
      if !word.isEmpty, Self.bordersPart(scalars, start - 1, step: -1),
        words.contains(word.lowercased(), in: .partWords)
      {
        found.append(
          PartCounter(span: start..<pair.upperBound, part: part, count: count, word: word))
      } else if Self.endsTitle(scalars, after: pair) {
        found.append(PartCounter(span: pair, part: part, count: count))
      }
    }
    return found
  }

  /// Whether the pair at `pair` ends a title written without kana or ideographs, after a
  /// word or a bracket and a space, its second number at most 12: "Bereavement group 3/6",
  /// "모의고사 (9급 공채) 2/3" are a series' sessions, heard as fractions when read as
  /// written (round 18). A bracket kept whole stands as one placeholder scalar of the private
  /// use area while the title's words are phrased (`phrase(_:)`), and counts as the bracket.
  /// A Japanese title's pair is a date there (「面談 3/6」), and one past 12 a date's day
  /// anywhere.
  static func endsTitle(_ scalars: [Unicode.Scalar], after pair: Range<Int>) -> Bool {
    let second = scalars[pair].drop { $0 != "/" }.dropFirst()
    guard scalars[pair.upperBound...].allSatisfy({ $0 == " " }), pair.lowerBound >= 2,
      let count = Int(String(String.UnicodeScalarView(second))), count <= 12
    else { return false }
    let before = scalars[pair.lowerBound - 2]
    return scalars[pair.lowerBound - 1] == " "
      && (before.properties.isAlphabetic || before == ")" || before == "）"
        || (0xE000...0xF8FF).contains(before.value))
      && !scalars.contains {
        (0x3040...0x30FF).contains($0.value) || (0x3400...0x9FFF).contains($0.value)
      }
  }

  /// `text` with each part counter its words or counters mark said as the language says a
  /// part (`title.partOf` after its word, `title.part` for counters); in a third script
  /// the title keeps what it wrote.
  func sayingPartCounters(_ text: String, voice: Voice) -> String {
    guard voice != .third, text.utf8.contains(0x2F) else { return text }
    let scalars = Array(text.unicodeScalars)
    let found = partCounters(scalars)
    guard !found.isEmpty else { return text }
    var out = String.UnicodeScalarView()
    var from = 0
    for counter in found {
      out.append(contentsOf: scalars[from..<counter.span.lowerBound])
      out.append(contentsOf: said(counter, voice: voice).unicodeScalars)
      from = counter.span.upperBound
    }
    out.append(contentsOf: scalars[from...])
    return String(out)
  }

  /// How `counter` is said in `voice`.
  func said(_ counter: PartCounter, voice: Voice) -> String {
    let foreign = voice == .latin
    if let word = counter.word {
      return localizer.string(
        .title(.partOf, foreign: foreign), .string(word), .string(counter.part),
        .string(counter.count))
    }
    return localizer.string(
      .title(.part, foreign: foreign), .string(counter.part), .string(counter.count))
  }

  /// A bracket that holds only a pair of small numbers ("(2/3)", "(6/10)") in a title whose
  /// own words (`around`, the words outside brackets) are Latin: the part, said as the
  /// language says one in their voice; `nil` for any other bracket, for a pair past 12,
  /// which may be a date's day ("(12/24)"), and in a title with no Latin word, where such a
  /// bracket is a date (「会議 (6/10)」).
  func bareCounter(_ content: String, around: String) -> String? {
    guard content.utf8.contains(0x2F),
      around.unicodeScalars.contains(where: { $0.properties.isAlphabetic && latin.contains($0) })
    else { return nil }
    let voice = voice(of: around)
    guard voice != .third, voice == .latin || script == latin else { return nil }
    let scalars = Array(UTF8Search.trimmingSpaces(content).unicodeScalars)
    guard let slash = scalars.firstIndex(of: "/"),
      let (pair, part, count) = Self.partPair(scalars, slash: slash, most: 12),
      pair == scalars.indices
    else { return nil }
    return said(PartCounter(span: pair, part: part, count: count), voice: voice)
  }
}
