/// GL003: a date written as numbers, which VoiceOver reads digit group by digit group.
public struct NumericDate: CopyRule {
  public static let id = "GL003"
  public static let severity = LintSeverity.error
  public static let criterion = "Apple HIG, Accessibility: labels that read naturally"
  public static let principles: [SpokenCopyPrinciple] = [.timesAndDaysForTheEar]
  public static let rationale =
    "'06/02' is heard 'zero six slash zero two' and means June 2 or February 6 depending on the listener. Days are words: 'today', 'tomorrow', 'Tuesday, June 2'."
  public static let good = "Tuesday, June 2, at 2 PM"
  public static let bad = "06/02, 14:00"

  public init() {}

  public func check(summary subject: LintSubject, _ context: LintContext) -> [RuleFinding] {
    let copy = context.copyOnly(subject)
    guard Self.mayHoldDate(copy) else { return [] }
    let text = Array(copy)
    var findings: [RuleFinding] = []
    var index = 0
    while index < text.count {
      guard text[index].isNumber, index == 0 || !text[index - 1].isNumber else {
        index += 1
        continue
      }
      // Groups of digits joined by / . or -, as in 06/02, 2026-06-02, 2.6.2026.
      var end = index
      var groups: [Int] = []
      var separators: [Character] = []
      while end < text.count {
        var digits = 0
        while end < text.count, text[end].isNumber {
          digits += 1
          end += 1
        }
        groups.append(digits)
        guard end + 1 < text.count, ["/", ".", "-"].contains(text[end]), text[end + 1].isNumber
        else { break }
        separators.append(text[end])
        end += 1
      }
      let trailingDot = end < text.count && text[end] == "."
      // 6/2 and 2026-06-02 are dates; 9-10 is a range, GL002's finding.
      let slashOrDash = separators.contains("/") || separators.filter({ $0 == "-" }).count >= 2
      let dotted = separators.count >= 2 || (separators == ["."] && trailingDot)
      if groups.count >= 2, slashOrDash || dotted, groups.allSatisfy({ (1...4).contains($0) }) {
        findings.append(
          RuleFinding("numeric date '\(String(text[index..<end]))'; say the day in words"))
      }
      index = end + 1
    }
    return findings
  }

  /// Whether a separator (`/`, `.`, `-`) stands between two bytes that may be digits: ASCII
  /// digits, or bytes of a non-ASCII character, which may be a digit of another script. Most
  /// summaries end sentences with a period after a word, and are passed over here rather than
  /// read character by character.
  static func mayHoldDate(_ text: String) -> Bool {
    let bytes = Array(text.utf8)
    func digitLike(_ index: Int) -> Bool {
      bytes.indices.contains(index)
        && (bytes[index] >= 0x80 || (0x30...0x39).contains(bytes[index]))
    }
    return bytes.indices.contains { index in
      let byte = bytes[index]
      return (byte == 0x2F || byte == 0x2E || byte == 0x2D) && digitLike(index - 1)
        && digitLike(index + 1)
    }
  }
}
