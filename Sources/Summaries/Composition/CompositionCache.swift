import Agenda
import ICalendar
import WidgetTimeline

/// What a composer has worked out once and says again: the spoken names of the items, each
/// mention's clause, the actions of an item, the counts of what was not said, whole
/// summaries and timelines.
///
/// A person's widgets show the same items over and over: every entry of a timeline shows
/// mostly the same ones, and every family and text size shows the same agenda again. One
/// cache serves all the timelines of one person in one locale and phrases each item once. It
/// is a value passed `inout`, never shared between tasks, and it lives outside the domain
/// types: items, rows and entries know nothing of it.
///
/// Everything in it is keyed by values: an item by what it is (`ItemKey`, the number
/// `SpokenNames` gives the first item equal to it in every field), a day by its date, a text
/// by its bytes (`ExactText`). Nothing rests on which copy of an item is at hand, so a cache
/// given the timelines of another person is only slower, never wrong. What it made depends on
/// the composer that made it, its copy, profile, lexicons and zone (`Dependencies`): served
/// to a composer with any other, it starts over.
public struct CompositionCache: Sendable {
  /// What everything in the cache was made with.
  struct Dependencies: Equatable {
    var localizer: Localizer
    var profile: LanguageProfile
    var lexicons: Lexicons
    var zone: ZoneRules

    init(_ composer: SummaryComposer) {
      localizer = composer.localizer
      profile = composer.profile
      lexicons = composer.lexicons
      zone = composer.zone
    }
  }

  private(set) var dependencies: Dependencies?
  /// The items met so far, by key, with what is said of each.
  var names = SpokenNames()
  var clauses: [ClauseKey: ItemClause] = [:]
  /// The overdue groups' sentences, as clauses.
  var groupClauses: [GroupClauseKey: ItemClause] = [:]
  /// An item's actions when nothing else said shares its title.
  var itemActions: [ItemKey: [AccessibilityAction]] = [:]
  /// The actions of items said with others of the same title, one list per twin.
  var twinActions: [TwinsKey: [[AccessibilityAction]]] = [:]
  var composeActions: [LocalDate: AccessibilityAction] = [:]
  /// The actions of an entry whose spoken items share no title, by those items.
  var entryActions: [EntryActionsKey: [AccessibilityAction]] = [:]
  /// The summaries whose fullest sentence fit, by entry, of the families that say an entry
  /// in shared words (`SummaryComposer.saysInSharedWords`).
  var fullSentences: [FullSentenceKey: Summary] = [:]
  /// The counts' sentences, with the keys each was said with.
  var remainders: [RemainderKey: (text: String?, keys: CopyKeySet)] = [:]
  /// The timelines composed so far, with their summaries: a widget whose layout is the same
  /// at another text size (the lock-screen families show one row at either) says the same.
  var timelines: [(family: WidgetFamily, entries: [TimelineEntry], summaries: [Summary])] = []

  public init() {}

  /// Empties the cache unless `composer` speaks with what it was filled with.
  mutating func serve(_ composer: SummaryComposer) {
    let wanted = Dependencies(composer)
    guard dependencies != wanted else { return }
    self = CompositionCache()
    dependencies = wanted
  }
}
