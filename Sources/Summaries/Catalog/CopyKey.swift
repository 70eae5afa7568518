/// A key of the String Catalog: every piece of copy the code can ask for.
///
/// A key is a case, never a string put together at run time, so the keys the code can ask for
/// are exactly `allCases`: families of keys that differ by a part (the counts of each scope,
/// a title connector in its foreign form, an action that says which item) are chosen by
/// functions over typed parts (`more(_:over:)`, `title(_:foreign:)`, `action(_:which:)`),
/// which return cases. `StringCatalog.checkCopy()` requires every case in every language of
/// the catalog, so a key without copy stops every command before any work (`SUM003`) and is
/// never spoken; a test holds the shipped catalog to it.
///
/// The raw value is the key's position in `allCases`, which a `Localizer`'s table is indexed
/// by: a lookup is an array read, not a hash of the key's name.
public enum CopyKey: Int, CaseIterable, Sendable {
  case actionComplete, actionCompleteWhich, actionCompose, actionFavorite, actionFavoriteWhich,
    actionUnfavorite, actionUnfavoriteWhich, actionWhichCalendar, actionWhichDate, actionWhichDay,
    actionWhichDayTime, actionWhichDueDate, actionWhichDueDay, actionWhichDueDayTime,
    actionWhichDueTime, actionWhichList, actionWhichNow, actionWhichRange, actionWhichSaid,
    actionWhichTime, actionWhichUntil
  case dateMonthDay, dateWeekdayMonthDay
  case dayLastWeek, dayNextDay, dayNextWeek, dayOn, dayToday, dayTomorrow, dayYesterday
  case detailCalendar, detailList
  case emptyLookAhead, emptyToday
  case headingDayItems, headingToday, headingTodayWithDate, headingTomorrow, headingTomorrowWithDate
  case intentCompleteReminder, intentCompose, intentToggleFavorite
  case joinClause, joinSentence
  case leadAlsoNow, leadAlsoNowMore, leadNext, leadNow, leadSameDue, leadSameTime, leadThen,
    leadToday
  case listEnd, listMiddle, listTwo
  case moreDays, moreDaysOver, moreOverdue, moreOverdueAnd, moreOverdueComing,
    moreOverdueComingOver, moreOverdueList, moreOverdueToday, moreOverdueTotalDays,
    moreOverdueTotalDaysOver, moreOverdueTotalTomorrow,
    moreOverdueTotalTomorrowOver, moreOverdueTotalWeek, moreOverdueTotalWeekOver, morePair,
    morePartDays, morePartDaysOver, morePartToday, morePartTomorrow, morePartTomorrowOver,
    morePartWeek, morePartWeekOver, moreToday, moreTomorrow, moreTomorrowOver, moreTotalDays,
    moreTotalDaysOver, moreTotalTomorrow, moreTotalTomorrowOver, moreTotalWeek, moreTotalWeekOver,
    moreWeek, moreWeekOver
  case overdueGroup, overdueGroupAmong, overdueGroupFavorite, overdueGroupFavoriteHighPriority,
    overdueGroupHighPriority, overdueGroupLast, overdueGroupLastAfterAnd, overdueGroupListJoin,
    overdueGroupListLast,
    overdueGroupListName, overdueGroupListStateEnd, overdueGroupImportant, overdueGroupOptional,
    overdueGroupPostponed,
    overdueGroupTentative, overdueGroupUrgent, overdueGroupSharedState, overdueGroupSinceDate,
    overdueGroupStateEnd,
    overdueGroupStateJoin, overdueGroupStateLast, overdueGroupTwo
  case placeAt, placeCommonRoom, placeOnline, placePartSeparator, placeRoom, placeSame, placeService
  case rangeAllDay, rangeAllDayUntil, rangeAt, rangeCrossDay, rangeSameDay, rangeStartOnly,
    rangeUntil, rangeUntilDay, rangeWasPlanned
  case reminderDueAt, reminderDueNow, reminderDueOn, reminderDueOnAt, reminderDueThatDay,
    reminderDueUnderToday, reminderDueToday, reminderOverdue, reminderOverdueDate,
    reminderOverdueDateTime, reminderOverdueTime,
    reminderOverdueTimeYesterday, reminderOverdueWeekday, reminderOverdueWeekdayTime,
    reminderOverdueYesterday
  case repeatAlso, repeatDailyUntil, repeatWeekdaysUntil
  case stateCopies, stateFavorite, stateHighPriority, stateImportant, stateOptional,
    statePostponed, stateTentative, stateTwice, stateUrgent
  case timeAfterMidnight, timeAm, timeHour, timeHourBare, timeMidnight, timeMidnightStart,
    timeMinute, timeMinuteBare, timeNoon, timePm, timeStartOfDay
  case titleAnd, titleArrow, titleEmojiOnlyEvent, titleEmojiOnlyReminder, titleForeignAnd,
    titleForeignArrow, titleForeignListAnd, titleForeignOneOnOne, titleForeignPause,
    titleForeignRange,
    titleForeignRangeEnd,
    titleForeignSeparator, titleForeignWith, titleLink, titleListAnd, titleOneOnOne, titleRange,
    titleRangeEnd, titleRoute,
    titleSeparator, titleWith
  case titlePart, titlePartOf, titleForeignPart, titleForeignPartOf
  case titleAt, titleForeignAt, titleVersus, titleForeignVersus
  case untitledEvent, untitledReminder

  /// The key's name in the catalog file, such as `lead.now`.
  public var name: String {
    switch self {
    case .actionComplete: "action.complete"
    case .actionCompleteWhich: "action.complete.which"
    case .actionCompose: "action.compose"
    case .actionFavorite: "action.favorite"
    case .actionFavoriteWhich: "action.favorite.which"
    case .actionUnfavorite: "action.unfavorite"
    case .actionUnfavoriteWhich: "action.unfavorite.which"
    case .actionWhichCalendar: "action.which.calendar"
    case .actionWhichDate: "action.which.date"
    case .actionWhichDay: "action.which.day"
    case .actionWhichDayTime: "action.which.dayTime"
    case .actionWhichDueDate: "action.which.dueDate"
    case .actionWhichDueDay: "action.which.dueDay"
    case .actionWhichDueDayTime: "action.which.dueDayTime"
    case .actionWhichDueTime: "action.which.dueTime"
    case .actionWhichList: "action.which.list"
    case .actionWhichNow: "action.which.now"
    case .actionWhichRange: "action.which.range"
    case .actionWhichSaid: "action.which.said"
    case .actionWhichTime: "action.which.time"
    case .actionWhichUntil: "action.which.until"
    case .dateMonthDay: "date.monthDay"
    case .dateWeekdayMonthDay: "date.weekdayMonthDay"
    case .dayLastWeek: "day.lastWeek"
    case .dayNextDay: "day.nextDay"
    case .dayNextWeek: "day.nextWeek"
    case .dayOn: "day.on"
    case .dayToday: "day.today"
    case .dayTomorrow: "day.tomorrow"
    case .dayYesterday: "day.yesterday"
    case .detailCalendar: "detail.calendar"
    case .detailList: "detail.list"
    case .emptyLookAhead: "empty.lookAhead"
    case .emptyToday: "empty.today"
    case .headingDayItems: "heading.dayItems"
    case .headingToday: "heading.today"
    case .headingTodayWithDate: "heading.todayWithDate"
    case .headingTomorrow: "heading.tomorrow"
    case .headingTomorrowWithDate: "heading.tomorrowWithDate"
    case .intentCompleteReminder: "intent.completeReminder"
    case .intentCompose: "intent.compose"
    case .intentToggleFavorite: "intent.toggleFavorite"
    case .joinClause: "join.clause"
    case .joinSentence: "join.sentence"
    case .leadAlsoNow: "lead.alsoNow"
    case .leadAlsoNowMore: "lead.alsoNowMore"
    case .leadNext: "lead.next"
    case .leadNow: "lead.now"
    case .leadSameDue: "lead.sameDue"
    case .leadSameTime: "lead.sameTime"
    case .leadThen: "lead.then"
    case .leadToday: "lead.today"
    case .listEnd: "list.end"
    case .listMiddle: "list.middle"
    case .listTwo: "list.two"
    case .moreDays: "more.days"
    case .moreDaysOver: "more.days.over"
    case .moreOverdue: "more.overdue"
    case .moreOverdueAnd: "more.overdue.and"
    case .moreOverdueComing: "more.overdue.coming"
    case .moreOverdueComingOver: "more.overdue.coming.over"
    case .moreOverdueList: "more.overdue.list"
    case .moreOverdueToday: "more.overdue.today"
    case .moreOverdueTotalDays: "more.overdue.total.days"
    case .moreOverdueTotalDaysOver: "more.overdue.total.days.over"
    case .moreOverdueTotalTomorrow: "more.overdue.total.tomorrow"
    case .moreOverdueTotalTomorrowOver: "more.overdue.total.tomorrow.over"
    case .moreOverdueTotalWeek: "more.overdue.total.week"
    case .moreOverdueTotalWeekOver: "more.overdue.total.week.over"
    case .morePair: "more.pair"
    case .morePartDays: "more.part.days"
    case .morePartDaysOver: "more.part.days.over"
    case .morePartToday: "more.part.today"
    case .morePartTomorrow: "more.part.tomorrow"
    case .morePartTomorrowOver: "more.part.tomorrow.over"
    case .morePartWeek: "more.part.week"
    case .morePartWeekOver: "more.part.week.over"
    case .moreToday: "more.today"
    case .moreTomorrow: "more.tomorrow"
    case .moreTomorrowOver: "more.tomorrow.over"
    case .moreTotalDays: "more.total.days"
    case .moreTotalDaysOver: "more.total.days.over"
    case .moreTotalTomorrow: "more.total.tomorrow"
    case .moreTotalTomorrowOver: "more.total.tomorrow.over"
    case .moreTotalWeek: "more.total.week"
    case .moreTotalWeekOver: "more.total.week.over"
    case .moreWeek: "more.week"
    case .moreWeekOver: "more.week.over"
    case .overdueGroup: "overdue.group"
    case .overdueGroupAmong: "overdue.group.among"
    case .overdueGroupFavorite: "overdue.group.favorite"
    case .overdueGroupFavoriteHighPriority: "overdue.group.favoriteHighPriority"
    case .overdueGroupHighPriority: "overdue.group.highPriority"
    case .overdueGroupLast: "overdue.group.last"
    case .overdueGroupLastAfterAnd: "overdue.group.lastAfterAnd"
    case .overdueGroupListJoin: "overdue.group.listJoin"
    case .overdueGroupListLast: "overdue.group.listLast"
    case .overdueGroupListName: "overdue.group.listName"
    case .overdueGroupListStateEnd: "overdue.group.listStateEnd"
    case .overdueGroupSharedState: "overdue.group.sharedState"
    case .overdueGroupImportant: "overdue.group.important"
    case .overdueGroupOptional: "overdue.group.optional"
    case .overdueGroupPostponed: "overdue.group.postponed"
    case .overdueGroupTentative: "overdue.group.tentative"
    case .overdueGroupUrgent: "overdue.group.urgent"
    case .overdueGroupSinceDate: "overdue.group.sinceDate"
    case .overdueGroupStateEnd: "overdue.group.stateEnd"
    case .overdueGroupStateJoin: "overdue.group.stateJoin"
    case .overdueGroupStateLast: "overdue.group.stateLast"
    case .overdueGroupTwo: "overdue.group.two"
    case .placeAt: "place.at"
    case .placeCommonRoom: "place.commonRoom"
    case .placeOnline: "place.online"
    case .placePartSeparator: "place.partSeparator"
    case .placeRoom: "place.room"
    case .placeSame: "place.same"
    case .placeService: "place.service"
    case .rangeAllDay: "range.allDay"
    case .rangeAllDayUntil: "range.allDayUntil"
    case .rangeAt: "range.at"
    case .rangeCrossDay: "range.crossDay"
    case .rangeSameDay: "range.sameDay"
    case .rangeStartOnly: "range.startOnly"
    case .rangeUntil: "range.until"
    case .rangeUntilDay: "range.untilDay"
    case .rangeWasPlanned: "range.wasPlanned"
    case .reminderDueAt: "reminder.dueAt"
    case .reminderDueNow: "reminder.dueNow"
    case .reminderDueOn: "reminder.dueOn"
    case .reminderDueOnAt: "reminder.dueOnAt"
    case .reminderDueThatDay: "reminder.dueThatDay"
    case .reminderDueToday: "reminder.dueToday"
    case .reminderDueUnderToday: "reminder.dueUnderToday"
    case .reminderOverdue: "reminder.overdue"
    case .reminderOverdueDate: "reminder.overdue.date"
    case .reminderOverdueDateTime: "reminder.overdue.dateTime"
    case .reminderOverdueTime: "reminder.overdue.time"
    case .reminderOverdueTimeYesterday: "reminder.overdue.timeYesterday"
    case .reminderOverdueWeekday: "reminder.overdue.weekday"
    case .reminderOverdueWeekdayTime: "reminder.overdue.weekdayTime"
    case .reminderOverdueYesterday: "reminder.overdue.yesterday"
    case .repeatAlso: "repeat.also"
    case .repeatDailyUntil: "repeat.dailyUntil"
    case .repeatWeekdaysUntil: "repeat.weekdaysUntil"
    case .stateCopies: "state.copies"
    case .stateFavorite: "state.favorite"
    case .stateHighPriority: "state.highPriority"
    case .stateImportant: "state.important"
    case .stateOptional: "state.optional"
    case .statePostponed: "state.postponed"
    case .stateTentative: "state.tentative"
    case .stateUrgent: "state.urgent"
    case .stateTwice: "state.twice"
    case .timeAfterMidnight: "time.afterMidnight"
    case .timeAm: "time.am"
    case .timeHour: "time.hour"
    case .timeHourBare: "time.hour.bare"
    case .timeMidnight: "time.midnight"
    case .timeMidnightStart: "time.midnight.start"
    case .timeMinute: "time.minute"
    case .timeMinuteBare: "time.minute.bare"
    case .timeNoon: "time.noon"
    case .timePm: "time.pm"
    case .timeStartOfDay: "time.startOfDay"
    case .titleAnd: "title.and"
    case .titleArrow: "title.arrow"
    case .titleEmojiOnlyEvent: "title.emojiOnly.event"
    case .titleEmojiOnlyReminder: "title.emojiOnly.reminder"
    case .titleForeignAnd: "title.foreign.and"
    case .titleForeignArrow: "title.foreign.arrow"
    case .titleForeignListAnd: "title.foreign.listAnd"
    case .titleForeignOneOnOne: "title.foreign.oneOnOne"
    case .titleForeignPause: "title.foreign.pause"
    case .titleForeignRange: "title.foreign.range"
    case .titleForeignRangeEnd: "title.foreign.rangeEnd"
    case .titleForeignSeparator: "title.foreign.separator"
    case .titleForeignWith: "title.foreign.with"
    case .titleLink: "title.link"
    case .titleListAnd: "title.listAnd"
    case .titleOneOnOne: "title.oneOnOne"
    case .titleRange: "title.range"
    case .titleRangeEnd: "title.rangeEnd"
    case .titleRoute: "title.route"
    case .titleSeparator: "title.separator"
    case .titleWith: "title.with"
    case .titlePart: "title.part"
    case .titlePartOf: "title.partOf"
    case .titleForeignPart: "title.foreign.part"
    case .titleAt: "title.at"
    case .titleForeignAt: "title.foreign.at"
    case .titleVersus: "title.versus"
    case .titleForeignVersus: "title.foreign.versus"
    case .titleForeignPartOf: "title.foreign.partOf"
    case .untitledEvent: "untitled.event"
    case .untitledReminder: "untitled.reminder"
    }
  }
}
