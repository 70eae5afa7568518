import Agenda
import Testing
import WidgetTimeline

@testable import Summaries

/// Several overdue reminders are one sentence after the rest of today, not one "overdue
/// since …" each before tonight's event; the rotor holds the actions of the items said first.
@Suite struct OverdueGroupTests {
  /// Ten reminders overdue since May 4 to May 22 (two of high priority), and dinner tonight:
  /// eleven of an extra large widget's twelve rows.
  static let items: [AgendaItem] =
    (0..<10).map { index in
      Fixture.reminder(
        "Chore \(index)", due: "2026-05-\(String(format: "%02d", 4 + index * 2))",
        priority: index == 7 || index == 9 ? .high : .none)
    } + [Fixture.event("Dinner with Sam", "2026-06-01T19:00", "2026-06-01T21:00")]

  @Test func overdueRemindersAreOneGroupAfterWhatHappensToday() {
    let summary = Fixture.summary(Self.items, family: .extraLarge)
    #expect(
      summary.text
        == "Today, Monday, June 1: Dinner with Sam, from 7 to 9 PM. 10 overdue reminders since May 4, among them Chore 7, high priority; and Chore 9, high priority",
      "\(summary.text)")
    #expect(summary.seconds <= summary.budget.hard)
    // Actions for what was said by name, in the order said: dinner, then the two named.
    #expect(
      summary.actions.map(\.name) == [
        "Favorite Dinner with Sam", "Complete Chore 7", "Favorite Chore 7", "Complete Chore 9",
        "Favorite Chore 9", "New event",
      ])
  }

  @Test(arguments: [
    (
      "en-GB",
      "10 overdue reminders since 4 May, including Chore 7, high priority; and Chore 9, high priority"
    ),
    (
      "de-DE",
      "10 überfällige Erinnerungen seit dem 4. Mai, darunter Chore 7, hohe Priorität; und Chore 9, hohe Priorität"
    ),
    (
      "ja-JP",
      "5月4日以降に期限を過ぎたリマインダーが10件、そのうち優先度の高い「Chore 7」と「Chore 9」、ほか8件"
    ),
    (
      "ko-KR",
      "5월 4일 이후 마감 지난 미리 알림 10개, 그중 우선순위 높은 Chore 7 및 Chore 9 등"
    ),
  ])
  func theGroupIsSaidInEveryLanguage(_ locale: String, _ group: String) {
    let summary = Fixture.summary(Self.items, locale: locale, family: .extraLarge)
    #expect(summary.text.contains(group), "\(summary.text)")
  }

  /// Three overdue reminders are all named, the most important first; two are said as they are.
  @Test func aGroupNamesAThirdAndTwoAreNoGroup() {
    let three = Self.items.suffix(4)  // Chores 7, 8 and 9, then dinner
    let summary = Fixture.summary(Array(three), family: .large)
    #expect(
      summary.text.contains(
        "3 overdue reminders since May 18: Chore 7, high priority; Chore 9, high priority; and Chore 8"
      ),
      "\(summary.text)")
    let two = Fixture.summary(Array(Self.items.suffix(3)), family: .large)
    #expect(!two.text.contains("overdue reminders"), "\(two.text)")
    #expect(two.text.contains("Chore 9, high priority, overdue since"), "\(two.text)")
    // A small widget says its rows as they are.
    let small = Fixture.summary(Self.items, family: .small)
    #expect(!small.text.contains("overdue reminders"), "\(small.text)")
  }

  /// Twelve items said by name offer the actions of the first ten said, each item's whole.
  @Test func theRotorHoldsTheActionsOfTheItemsSaidFirst() {
    let reminders = (0..<12).map {
      Fixture.reminder("Task \($0)", due: "2026-06-01T\(10 + $0 / 2):\($0 % 2 == 0 ? "00" : "30")")
    }
    let summary = Fixture.summary(reminders, family: .extraLarge)
    let named = summary.actions.filter { $0.trigger == .named }.map(\.name)
    #expect(named.count == 10)
    #expect(
      named == (0..<5).flatMap { ["Complete Task \($0)", "Favorite Task \($0)"] },
      "\(summary.text)")
    #expect(summary.actions.last?.trigger == .magicTap)
  }
}
