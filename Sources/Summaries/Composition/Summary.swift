import Foundation
import WidgetTimeline

/// What VoiceOver says for one widget entry, and the actions it offers.
public struct Summary: Sendable, Hashable {
  /// The accessibility label of the widget's full-size overlay element.
  public var text: String
  /// Named actions for the items the summary speaks, then the magic tap.
  public var actions: [AccessibilityAction]
  /// The visible rows said by name (each day of a repeating event counts).
  public var spokenRows: Int
  /// The rows and items not said by name: what the summary's "and N more" phrases count.
  public var moreCount: Int
  /// About how long VoiceOver takes to read `text` at its default rate, in seconds.
  public var seconds: Double
  /// The family's budget the composer worked to.
  public var budget: LengthBudget
  /// The catalog keys the sentence was composed with: its leads, day headings, the time,
  /// state, place and calendar of each clause, and its count. Summaries with the same
  /// template differ only in people's words, times and numbers, so a reviewer judges the
  /// template once (Docs/copy-review.md, "By template").
  public var template: CopyKeySet = CopyKeySet()
  /// The items the widget had no room for that an overdue group's number counts (its hidden
  /// overdue reminders): not said as rows nor in `moreCount`, though the group may name a
  /// few of them.
  public var countedHidden: Int = 0

  /// Whether even the shortest form is over the hard budget (a very long title: words are
  /// never cut, so the summary stays long and is reported).
  public var isOverBudget: Bool { seconds > budget.hard }
}
