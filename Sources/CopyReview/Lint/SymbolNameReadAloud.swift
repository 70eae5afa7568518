/// GL001: an SF Symbol or asset name in a summary, which VoiceOver reads letter by letter.
public struct SymbolNameReadAloud: CopyRule {
  public static let id = "GL001"
  public static let severity = LintSeverity.error
  public static let criterion =
    "WCAG 1.1.1 Non-text Content; Apple HIG, Accessibility: labels describe, not name assets"
  public static let principles: [SpokenCopyPrinciple] = [.stateInWords]
  public static let rationale =
    "Symbol and asset names are identifiers for code. Spoken, 'circle.fill' is 'circle dot fill' and 'checkmark' tells the listener nothing about the state it stands for; the state must be said in words."
  public static let good = "Pay rent, completed"
  public static let bad = "checkmark.circle.fill Pay rent"

  public init() {}

  static let words: Set<String> = ["checkmark", "xmark", "chevron", "ellipsis", "sfsymbol"]

  /// Whether `text` has a dot between lower-case letters or digits, or one of ``words`` in any
  /// case: a quick look that lets almost every summary pass without being split into tokens.
  static func mayHoldSymbolName(_ text: String) -> Bool {
    var previous: UInt8 = 0
    var afterDot = false
    for byte in text.utf8 {
      let isNamePart = (0x61...0x7A).contains(byte) || (0x30...0x39).contains(byte)
      if afterDot, isNamePart { return true }
      afterDot =
        byte == 0x2E && ((0x61...0x7A).contains(previous) || (0x30...0x39).contains(previous))
      previous = byte
    }
    // The words are ASCII lower-case letters: compared on bytes with upper case folded (`| 0x20`
    // maps only `A`-`Z` onto them), a search many times cheaper than Foundation's on every
    // summary of a run.
    let words = wordBytes
    let starts = wordStarts
    var text = text
    return text.withUTF8 { text in
      for start in text.indices where starts[Int(text[start] | 0x20)] {
        for word in words where start + word.count <= text.count {
          if word.indices.allSatisfy({ text[start + $0] | 0x20 == word[$0] }) { return true }
        }
      }
      return false
    }
  }

  /// Whether a byte (upper case folded) starts one of ``words``, by its value.
  static let wordStarts: [Bool] = (0..<256).map { byte in wordBytes.contains { Int($0[0]) == byte }
  }

  static let wordBytes = words.map { Array($0.utf8) }

  public func check(summary subject: LintSubject, _ context: LintContext) -> [RuleFinding] {
    let text = context.copyOnly(subject)
    guard Self.mayHoldSymbolName(text) else { return [] }
    var findings: [RuleFinding] = []
    for token in text.split(whereSeparator: { $0.isWhitespace || $0 == "," || $0 == ";" }) {
      // Punctuation around the token goes, but not a period, which a symbol name may end in.
      var word = token
      while let first = word.first, first.isPunctuation, first != "." { word = word.dropFirst() }
      while let last = word.last, last.isPunctuation, last != "." { word = word.dropLast() }
      let parts = word.split(separator: ".", omittingEmptySubsequences: false)
      let dotted =
        parts.count >= 2
        && parts.allSatisfy {
          !$0.isEmpty && $0.allSatisfy { $0.isASCII && ($0.isLowercase || $0.isNumber) }
        }
        && parts.contains { $0.contains(where: \.isLetter) }
      if dotted || Self.words.contains(word.lowercased()) {
        findings.append(
          RuleFinding("symbol name '\(word)' is read aloud; say what it means in words"))
      }
    }
    return findings
  }
}
