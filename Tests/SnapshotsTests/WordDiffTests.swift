import Testing

@testable import Snapshots

@Suite struct WordDiffTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var old: String
    var new: String
    var marked: String
    var testDescription: String { marked }
  }

  static let cases = [
    Case(
      old: "Now: Standup, till 9:15 AM", new: "Now: Standup, until 9:15 AM",
      marked: "Now: Standup, [-till-]{+until+} 9:15 AM"),
    Case(
      old: "Next: Standup at 9 AM", new: "Next: Standup, at 9 AM",
      marked: "Next: Standup{+,+} at 9 AM"),
    // Two words changed with a space between them are one change.
    Case(
      old: "from 10 to 11", new: "from noon until one",
      marked: "from [-10 to 11-]{+noon until one+}"),
    Case(
      old: "Plus 3 more today", new: "Plus 3 more today and 2 later",
      marked: "Plus 3 more today{+ and 2 later+}"),
    // A narrow no-break space where a space was: invisible, so spelled out.
    Case(old: "10:50 AM", new: "10:50\u{202F}AM", marked: "10:50[- -]{+<U+202F>+}AM"),
    // Japanese has no spaces: each character is a word.
    Case(
      old: "今日、会議があります", new: "今日、授業があります",
      marked: "今日、[-会議-]{+授業+}があります"),
    // An apostrophe between letters is inside the word; a quotation mark is a mark of its own.
    Case(old: "I don't know", new: "I do not know", marked: "I [-don't-]{+do not+} know"),
    Case(old: "'Lunch' today", new: "'Brunch' today", marked: "'[-Lunch-]{+Brunch+}' today"),
    Case(old: "Same", new: "Same", marked: "Same"),
    Case(old: "", new: "New", marked: "{+New+}"),
  ]

  @Test(arguments: cases) func marksTheChangedWords(_ testCase: Case) {
    let diff = WordDiff(testCase.old, testCase.new)
    #expect(diff.marked() == testCase.marked)
    #expect(diff.hasChanges == (testCase.old != testCase.new))
    // Both versions are there whole: the old one without the additions, the new one without
    // the removals.
    var old = ""
    var new = ""
    for segment in diff.segments {
      switch segment {
      case .same(let text):
        old += text
        new += text
      case .removed(let text): old += text
      case .added(let text): new += text
      }
    }
    #expect(old == testCase.old && new == testCase.new)
  }

  /// Past the limit, two long sentences are marked as wholly replaced, never compared in a
  /// table the size of their product.
  @Test func longSentencesAreMarkedWhole() {
    let old = Array(repeating: "word", count: 600).joined(separator: " ")
    let new = old + " more"
    #expect(WordDiff(old, new).segments == [.removed(old), .added(new)])
    #expect(WordDiff("", new).segments == [.added(new)])
  }

  @Test func colorsTheMarksForATerminal() {
    #expect(
      WordDiff("till 9", "until 9").coloredMarks.runs == [
        .init(text: "[-till-]", color: .red), .init(text: "{+until+}", color: .green),
        .init(text: " 9", color: nil),
      ])
  }

  @Test func invisibleCharactersAreSpelledOut() {
    #expect(
      WordDiff.visible("a\u{2068}b\u{2069} c\u{00A0}d\te")
        == "a<U+2068>b<U+2069> c<U+00A0>d<U+0009>e")
  }
}
