extension CopyKey {
  /// What an accessibility action does to an item.
  public enum Action: Sendable, CaseIterable {
    case complete, favorite, unfavorite
  }

  /// An action's name: "Complete %@", or with `which`, the form that also says which of two
  /// items with one title it acts on ("Complete %1$@, %2$@").
  public static func action(_ action: Action, which: Bool) -> CopyKey {
    switch (action, which) {
    case (.complete, false): .actionComplete
    case (.complete, true): .actionCompleteWhich
    case (.favorite, false): .actionFavorite
    case (.favorite, true): .actionFavoriteWhich
    case (.unfavorite, false): .actionUnfavorite
    case (.unfavorite, true): .actionUnfavoriteWhich
    }
  }

  /// The lead of an event in progress: "Now:" for the first, "Also now:" for the second, and
  /// the language's plain sentence (or "and also") after that, so no lead is said twice in a
  /// row.
  public static func nowLead(_ position: Int) -> CopyKey {
    switch position {
    case 0: .leadNow
    case 1: .leadAlsoNow
    default: .leadAlsoNowMore
    }
  }

  /// What stands for a separator in a title as it is spoken.
  public enum Connector: Sendable, CaseIterable {
    /// A slash between words: "Northwind and Contoso".
    case and
    /// An arrow: "Berlin to Munich".
    case arrow
    /// A dash between numbers: "9 to 5".
    case range
    /// After a range's second number where its word ends: Japanese 「9から5まで」.
    case rangeEnd
    /// A spaced dash, bar or dot: a pause.
    case separator
    /// `w/`: "with".
    case with
    /// Before the last item of a title that is a list: "Milk, eggs, and bread".
    case listAnd
    /// "1:1" as a word of its own: "one-on-one".
    case oneOnOne
    /// A part counter with no word of its own: "(2/3)" is "part 2 of 3", 「全3回中第2回」.
    case part
    /// A part counter after a word that names the part: "Teil 2/3" is "Teil 2 von 3".
    case partOf
    /// An at sign between words: "Dinner at Nobu".
    case at
    /// "vs." between words: "FC Bayern gegen BVB".
    case versus
  }

  /// A title connector: the language's own, or with `foreign` the one a title written in
  /// another script is read with (`title.foreign.*`).
  public static func title(_ connector: Connector, foreign: Bool) -> CopyKey {
    switch (connector, foreign) {
    case (.and, false): .titleAnd
    case (.and, true): .titleForeignAnd
    case (.arrow, false): .titleArrow
    case (.arrow, true): .titleForeignArrow
    case (.range, false): .titleRange
    case (.range, true): .titleForeignRange
    case (.rangeEnd, false): .titleRangeEnd
    case (.rangeEnd, true): .titleForeignRangeEnd
    case (.separator, false): .titleSeparator
    case (.separator, true): .titleForeignSeparator
    case (.with, false): .titleWith
    case (.with, true): .titleForeignWith
    case (.listAnd, false): .titleListAnd
    case (.listAnd, true): .titleForeignListAnd
    case (.oneOnOne, false): .titleOneOnOne
    case (.oneOnOne, true): .titleForeignOneOnOne
    case (.part, false): .titlePart
    case (.part, true): .titleForeignPart
    case (.partOf, false): .titlePartOf
    case (.partOf, true): .titleForeignPartOf
    case (.at, false): .titleAt
    case (.at, true): .titleForeignAt
    case (.versus, false): .titleVersus
    case (.versus, true): .titleForeignVersus
    }
  }

  /// The count of what is left later than today, said alone ("Plus 10 more later this
  /// week"), by its scope; `over` for a count past `Remainder.cap` ("over 100").
  static func more(_ scope: Remainder.Scope, over: Bool) -> CopyKey {
    switch (scope, over) {
    case (.tomorrow, false): .moreTomorrow
    case (.tomorrow, true): .moreTomorrowOver
    case (.week, false): .moreWeek
    case (.week, true): .moreWeekOver
    case (.days, false): .moreDays
    case (.days, true): .moreDaysOver
    }
  }

  /// Today's count and the later one as one number, said when both parts do not fit
  /// ("Plus 14 more this week"): the scope includes today.
  static func moreTotal(_ scope: Remainder.Scope, over: Bool) -> CopyKey {
    switch (scope, over) {
    case (.tomorrow, false): .moreTotalTomorrow
    case (.tomorrow, true): .moreTotalTomorrowOver
    case (.week, false): .moreTotalWeek
    case (.week, true): .moreTotalWeekOver
    case (.days, false): .moreTotalDays
    case (.days, true): .moreTotalDaysOver
    }
  }

  /// What is left today and later as one number after the overdue part of
  /// `more.overdue.and` ("Plus 5 overdue and 14 more this week"): the scope includes today.
  static func moreOverdueTotal(_ scope: Remainder.Scope, over: Bool) -> CopyKey {
    switch (scope, over) {
    case (.tomorrow, false): .moreOverdueTotalTomorrow
    case (.tomorrow, true): .moreOverdueTotalTomorrowOver
    case (.week, false): .moreOverdueTotalWeek
    case (.week, true): .moreOverdueTotalWeekOver
    case (.days, false): .moreOverdueTotalDays
    case (.days, true): .moreOverdueTotalDaysOver
    }
  }

  /// The same count as the second part of `more.pair`, after today's.
  static func morePart(_ scope: Remainder.Scope, over: Bool) -> CopyKey {
    switch (scope, over) {
    case (.tomorrow, false): .morePartTomorrow
    case (.tomorrow, true): .morePartTomorrowOver
    case (.week, false): .morePartWeek
    case (.week, true): .morePartWeekOver
    case (.days, false): .morePartDays
    case (.days, true): .morePartDaysOver
    }
  }

  /// A time of day on the hour ("9 AM") or with its minutes ("9:30 AM"); `bare` without the
  /// period or unit a range says once ("from 9 to 10 AM").
  static func clock(onTheHour: Bool, bare: Bool) -> CopyKey {
    switch (onTheHour, bare) {
    case (true, false): .timeHour
    case (true, true): .timeHourBare
    case (false, false): .timeMinute
    case (false, true): .timeMinuteBare
    }
  }
}
