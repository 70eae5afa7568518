extension SpokenTitle {
  /// `title` with a spaced dash between the airport codes of a flight written as an arrow
  /// ("UA 931 SFO – LHR" as "UA 931 SFO → LHR"): a route, said as the language's from–to
  /// ("SFO to LHR", "SFO nach LHR"), never a name and a note after a dash, which would drop
  /// the destination or say the two codes as a list ("SFO, LHR").
  ///
  /// Only after a flight number (an airline's two letters or digits, then one to four digits):
  /// between any two capitalised words ("CEO – CFO sync") a spaced dash is no route. A
  /// hyphen between two codes of three capitals, written as one word ("ICN-JFK"), is one
  /// (`isCodeRoute`). Read on the
  /// title's bytes, once per title.
  static func withRoutes(_ title: String) -> String {
    let bytes = Array(title.utf8)
    var out: [UInt8] = []
    var index = 0
    var changed = false
    while index < bytes.count {
      if let after = spacedDash(bytes, at: index), isCode(bytes, from: after),
        isFlightsCode(bytes, endingAt: index)
      {
        if !changed { out = Array(bytes[..<index]) }
        out += " → ".utf8
        index = after
        changed = true
        continue
      }
      if bytes[index] == 0x2D, isCodeRoute(bytes, hyphen: index) {
        if !changed { out = Array(bytes[..<index]) }
        out += "→".utf8
        index += 1
        changed = true
        continue
      }
      if changed { out.append(bytes[index]) }
      index += 1
    }
    return changed ? String(decoding: out, as: UTF8.self) : title
  }

  /// Whether the hyphen at `hyphen` joins two codes of three capitals with nothing else
  /// attached ("ICN-JFK", "ICN-JFK 출장"): a route, as "ICN→JFK" is. A chain ("ICN-JFK-LAX")
  /// or a code glued to more letters, digits or dashes ("B2B-SaaS", "CEO-CFO-Runde") is not.
  private static func isCodeRoute(_ bytes: [UInt8], hyphen: Int) -> Bool {
    let left = hyphen - 3
    guard left >= 0, isCode(bytes, from: left), isCode(bytes, from: hyphen + 1) else {
      return false
    }
    let opens = left == 0 || !(isASCIIWord(bytes[left - 1]) || bytes[left - 1] == 0x2D)
    let closes = hyphen + 4 >= bytes.count || bytes[hyphen + 4] != 0x2D
    return opens && closes
  }

  /// The index after a space, a dash (hyphen, en or em dash) and a space at `index`, if one
  /// is there.
  private static func spacedDash(_ bytes: [UInt8], at index: Int) -> Int? {
    guard bytes[index] == 0x20, index + 2 < bytes.count else { return nil }
    var next = index + 1
    if bytes[next] == 0x2D {
      next += 1
    } else if next + 2 < bytes.count, bytes[next] == 0xE2, bytes[next + 1] == 0x80,
      bytes[next + 2] == 0x93 || bytes[next + 2] == 0x94
    {
      next += 3
    } else {
      return nil
    }
    return next < bytes.count && bytes[next] == 0x20 ? next + 1 : nil
  }

  private static func isUpper(_ byte: UInt8) -> Bool { (0x41...0x5A).contains(byte) }
  private static func isDigit(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) }
  private static func isASCIIWord(_ byte: UInt8) -> Bool {
    isUpper(byte) || isDigit(byte) || (0x61...0x7A).contains(byte)
  }

  /// Whether three capital letters start at `start` and end a word.
  private static func isCode(_ bytes: [UInt8], from start: Int) -> Bool {
    guard start + 3 <= bytes.count, bytes[start..<start + 3].allSatisfy(isUpper) else {
      return false
    }
    return start + 3 == bytes.count || !isASCIIWord(bytes[start + 3])
  }

  /// Whether three capital letters end at `end`, after a flight number and a space: "UA 931
  /// SFO", "LH401 FRA", at the start of the title or after a space or bracket.
  private static func isFlightsCode(_ bytes: [UInt8], endingAt end: Int) -> Bool {
    let code = end - 3
    guard code >= 1, isCode(bytes, from: code), bytes[code - 1] == 0x20 else { return false }
    var index = code - 1
    var digits = 0
    while index > 0, isDigit(bytes[index - 1]) {
      index -= 1
      digits += 1
    }
    guard (1...4).contains(digits) else { return false }
    if index > 0, bytes[index - 1] == 0x20 { index -= 1 }
    guard index >= 2 else { return false }
    let airline = bytes[index - 2..<index]
    guard airline.allSatisfy({ isUpper($0) || isDigit($0) }), airline.contains(where: isUpper)
    else { return false }
    let before = index - 3
    return before < 0 || bytes[before] == 0x20 || bytes[before] == 0x28
  }
}
