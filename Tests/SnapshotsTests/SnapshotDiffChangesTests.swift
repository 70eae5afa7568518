import Foundation
import SeededRandom
import Summaries
import Testing

@testable import Snapshots

/// `glance diff`'s reports for CI say each change once: the same edit in many entries and
/// snapshots is one annotation and one row of the step summary, counted.
@Suite struct SnapshotDiffChangesTests {
  static let words = ["Standup", "Lunch", "Dentist", "Review", "Gym", "Call", "Budget"]
  static let edits = [
    ("since", "Saturday", "Friday"), ("until", "9", "10"), ("with", "Sam", "Kim"),
  ]

  /// Folders of generated snapshots where each changed entry carries one of a few edits, in
  /// sentences that otherwise differ; returns the diff and, per edit, how many entries had it.
  static func generated(seed: UInt64) -> (SnapshotDiff, [String: Int]) {
    var random = SeededRandom(seed: seed)
    var reference: [String: [UInt8]] = [:]
    var actual: [String: [UInt8]] = [:]
    var counts: [String: Int] = [:]
    for file in 0..<random.int(1...6) {
      var old: [(String, String, [AccessibilityAction])] = []
      var new: [(String, String, [AccessibilityAction])] = []
      for entry in 0..<random.int(1...8) {
        let date = String(format: "2026-06-01T%02d:00:00Z", entry)
        let lead = (0..<random.int(0...3)).map { _ in random.pick(words) }.joined(separator: " ")
        let tail = (0..<random.int(0...3)).map { _ in random.pick(words) }.joined(separator: " ")
        let edit = random.chance(0.7) ? random.pick(edits) : nil
        let (before, after) = edit.map { ($0.1, $0.2) } ?? ("Monday", "Monday")
        let word = edit?.0 ?? "on"
        let sentence = { (day: String) in
          "\(lead)\(lead.isEmpty ? "" : ", ")overdue \(word) \(day)\(tail.isEmpty ? "" : ". ")\(tail)"
        }
        old.append((date, sentence(before), []))
        new.append((date, sentence(after), []))
        if let edit { counts[edit.1, default: 0] += 1 }
      }
      reference["p\(file)/en-US/small.json"] = SnapshotDiffTests.snapshot(old)
      actual["p\(file)/en-US/small.json"] = SnapshotDiffTests.snapshot(new)
    }
    return (SnapshotDiff(reference: reference, actual: actual), counts)
  }

  /// Over generated folders: one group per distinct edit, its size the entries that had it,
  /// and the annotations one per group after the counts, each saying how many entries when
  /// more than one.
  @Test(arguments: 0..<40 as Range<UInt64>) func oneAnnotationPerEdit(seed: UInt64) {
    let (diff, counts) = Self.generated(seed: seed)
    let groups = diff.recurringChanges
    #expect(groups.count == counts.count)
    let sizes = Dictionary(
      uniqueKeysWithValues: groups.map { group in
        (
          Self.edits.first { group.first.change[0].contains("[-\($0.1)-]") }?.1 ?? "?",
          group.all.count
        )
      })
    #expect(sizes == counts)
    let annotations = diff.githubAnnotations(reference: "ref", actual: "out")
      .split(separator: "\n").filter { $0.hasPrefix("::error file=") }
    #expect(annotations.count == counts.count)
    for (annotation, group) in zip(annotations, groups) {
      #expect(annotation.contains(",line="))
      #expect(
        annotation.contains("same change in \(group.all.count) entries") == (group.all.count > 1),
        "\(annotation)")
    }
  }

  /// The same edit in different sentences has one excerpt; different edits, or the same
  /// words changed after a different word, do not.
  @Test func excerptsAreEqualExactlyForTheSameEdit() {
    let a = WordDiff(
      "Gym, overdue since Saturday. Plus 2 more", "Gym, overdue since Friday. Plus 2 more")
    let b = WordDiff("Lunch, overdue since Saturday", "Lunch, overdue since Friday")
    let c = WordDiff("Lunch, due Saturday", "Lunch, due Friday")
    let d = WordDiff("Lunch, overdue since Saturday", "Lunch, overdue since Sunday")
    #expect(a.excerpt == "…since [-Saturday-]{+Friday+}…")
    #expect(b.excerpt == a.excerpt)
    #expect(c.excerpt != a.excerpt)
    #expect(d.excerpt != a.excerpt)
    #expect(WordDiff("Now: Gym", "Today: Gym").excerpt == "[-Now-]{+Today+}…")
    #expect(
      WordDiff("from 9 to 10 AM", "from 10 to 11 AM").excerpt == "from [-9-]{+10+} to [-10-]{+11+}…"
    )
  }

  /// A step summary's cells show what a calendar wrote as written: a `|` is no column, markup
  /// is text, a line break stays in its row.
  @Test func stepSummaryEscapesEveryCell() {
    let hostile = "Lunch | <b>Sam</b> **now** [link](x)\nnext"
    let diff = SnapshotDiff(
      reference: [
        "a/en-US/small.json": SnapshotDiffTests.snapshot([("2026-06-01T11:00:00Z", "Lunch", [])])
      ],
      actual: [
        "a/en-US/small.json": SnapshotDiffTests.snapshot([("2026-06-01T11:00:00Z", hostile, [])])
      ])
    let markdown = diff.stepSummary(title: "glance diff ref out")
    let rows = markdown.split(separator: "\n").filter { $0.hasPrefix("| ") }
    #expect(rows.count == 3, "\(markdown)")
    let row = String(rows[2])
    // Four cells: an unescaped `|` would make more.
    let cells = row.replacingOccurrences(of: "\\|", with: "").split(separator: "|")
    #expect(cells.count == 4, "\(row)")
    #expect(!row.contains("<b>") && row.contains("&lt;b&gt;") && row.contains("\\*\\*now\\*\\*"))
    #expect(markdown.hasSuffix("1 file differs, 0 only in reference, 0 only in actual\n"))
  }

  /// Past the limit, the table says how many changes it left out.
  @Test func stepSummaryKeepsToItsLimit() {
    let (diff, counts) = Self.generated(seed: 7)
    #expect(counts.count == 3)
    let markdown = diff.stepSummary(title: "t", limit: 1)
    #expect(markdown.contains("And 2 more changes: the log has every one."), "\(markdown)")
    #expect(
      SnapshotDiff(reference: [:], actual: [:]).stepSummary(title: "t").contains("No differences."))
  }

  /// Grouping keeps every element once, in order, each group's elements sharing their key.
  @Test(arguments: 0..<20 as Range<UInt64>) func recurrenceIsAPartitionInOrder(seed: UInt64) {
    var random = SeededRandom(seed: seed)
    let values = (0..<random.int(0...50)).map { _ in random.int(0...9) }
    let groups = Recurrence.grouped(values) { $0 % 4 }
    #expect(groups.flatMap(\.all).sorted() == values.sorted())
    #expect(groups.allSatisfy { group in group.all.allSatisfy { $0 % 4 == group.first % 4 } })
    var firsts: [Int] = []
    for value in values where !firsts.contains(where: { $0 % 4 == value % 4 }) {
      firsts.append(value)
    }
    #expect(groups.map(\.first) == firsts)
  }
}
