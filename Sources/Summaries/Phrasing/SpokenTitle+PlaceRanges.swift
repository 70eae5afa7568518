/// Ranges of numbers in a place, said as ranges.
///
/// A place keeps its digits as written (`speakPlace`): a phone number or a postcode read as a
/// range was a wrong fact ("555 to 0199"). But a dash between two short numbers after a word
/// names a run of gates, rooms or houses ("Tor 12-18", "Rooms 101–103"), and read as written
/// it is "twelve dash eighteen" or "zwölf Strich achtzehn": it is said with the range's word
/// ("Tor 12 to 18", "Tor 12 bis 18"). Only numbers of one to three digits, the second larger
/// and with no leading zero, a word and a space before the first, and no digit or dash after
/// the second: "〒150-8510", "555-0199" and "神宮前4-5-6" stay as written.
extension SpokenTitle {
  /// `text` with each range of short numbers after a word said with the range's word.
  func sayingPlaceRanges(_ text: String) -> String {
    guard text.utf8.contains(0x2D) || text.contains("–") else { return text }
    let scalars = Array(text.unicodeScalars)
    func isDigit(_ index: Int) -> Bool {
      scalars.indices.contains(index) && ("0"..."9").contains(scalars[index])
    }
    var result = String.UnicodeScalarView()
    var index = 0
    var changed = false
    while index < scalars.count {
      let scalar = scalars[index]
      guard scalar == "-" || scalar == "–", isDigit(index - 1), isDigit(index + 1) else {
        result.append(scalar)
        index += 1
        continue
      }
      var start = index - 1
      while isDigit(start - 1) { start -= 1 }
      var end = index + 1
      while isDigit(end + 1) { end += 1 }
      let first = Int(String(String.UnicodeScalarView(scalars[start..<index]))) ?? 0
      let second = Int(String(String.UnicodeScalarView(scalars[(index + 1)...end]))) ?? 0
      let after = end + 1 < scalars.count ? scalars[end + 1] : " "
      guard index - start <= 3, end - index <= 3, scalars[index + 1] != "0", first < second,
        start >= 2, scalars[start - 1] == " ", scalars[start - 2].properties.isAlphabetic,
        after == " " || after == "," || after == ";"
      else {
        result.append(scalar)
        index += 1
        continue
      }
      let to = connector(.range, for: text)
      let toEnd = connector(.rangeEnd, for: text)
      result.append(contentsOf: to.unicodeScalars)
      result.append(contentsOf: scalars[(index + 1)...end])
      result.append(contentsOf: toEnd.unicodeScalars)
      index = end + 1
      changed = true
    }
    return changed ? String(result) : text
  }
}
