import Testing

@testable import WidgetTimeline

/// Every family's traits hang together: what the layout, the composer and the review page read
/// of a family is in one switch, so a family's traits must agree with one another.
@Suite struct FamilyTraitsTests {
  @Test(arguments: WidgetFamily.allCases) func traitsAgree(_ family: WidgetFamily) {
    let traits = family.traits
    #expect(traits.rows >= traits.accessibilityRows && traits.accessibilityRows >= 1)
    #expect(0 < traits.budget.soft && traits.budget.soft < traits.budget.hard)
    #expect(LengthBudget.of(family) == traits.budget)
    #expect(Capacities.defaultCapacity(family, .default) == traits.rows)
    #expect(Capacities.defaultCapacity(family, .accessibility) == traits.accessibilityRows)
    // A standalone family says a few rows, each with its lead; another says every row it shows.
    #expect(traits.standalone == (traits.spokenAtMost != nil))
    if let most = traits.spokenAtMost { #expect((1...traits.rows).contains(most)) }
    #expect(!traits.saysTodayIsEmpty || traits.standalone)
    // Day headers are drawn where later days are headed with their dates.
    #expect(!traits.groupsByDay || (traits.datesLaterDays && !traits.standalone))
    // The lock screen says its count as one number; a widget with headings says every part.
    #expect((traits.count == .total) == traits.drawing.onLockScreen)
    #expect(traits.drawing.width > 0 && traits.drawing.height > 0)
  }

  @Test func familiesDifferAsWidgetKitsDo() {
    let standalone = WidgetFamily.allCases.filter { $0.traits.standalone }
    #expect(standalone == [.small, .accessoryRectangular, .accessoryInline])
    #expect(
      WidgetFamily.allCases.filter { $0.traits.drawing.onLockScreen } == [
        .accessoryRectangular, .accessoryInline,
      ])
    #expect(WidgetFamily.allCases.filter { $0.traits.groupsByDay } == [.large, .extraLarge])
    #expect(WidgetFamily.allCases.map(\.traits.rows) == [2, 3, 6, 12, 1, 1])
  }
}
