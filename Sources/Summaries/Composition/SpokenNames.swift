import Agenda
import WidgetTimeline

/// The items a composer has met, each with its key (`ItemKey`), and what is said of each: its
/// spoken title, place and calendar name. Part of a `CompositionCache`.
///
/// Every entry of every widget shows mostly the same items, and the composer renders an entry
/// several times (every detail level for every number of spoken items) while it looks for the
/// fullest summary that fits; making a title fit to be heard is the costly part of a render.
/// So each item is named once, when it is first met, and everything after asks by key.
///
/// An item is found by value: by its id, then among the items of that id by equality (every
/// copy of one item shares its storage, so that is one comparison of a reference). Two items
/// equal in every field get one key; two of one id that differ (one event in two calendars)
/// get one each.
struct SpokenNames: Sendable {
  /// What is said of one item.
  struct Names: Sendable {
    var title: String
    /// The title cut at its first phrase boundary (`SummaryComposer.shortened(_:)`), said
    /// only to make room for an urgent row: cut once here, not for every sentence tried.
    var cutTitle: String
    /// The same number for every item whose title is said the same, whatever its case: the
    /// composer asks which spoken items share a title for every entry, and comparing titles
    /// may normalize them.
    var titleNumber: Int
    /// A note after the title ("bitte Versichertenkarte mitbringen"), said last.
    var note: String?
    /// States the title's tags say ("(optional)", "[긴급]").
    var isOptional = false
    var isUrgent = false
    var isImportant = false
    var isPostponed = false
    /// Whether a reply marker says the meeting was accepted tentatively ("Tentative: …").
    var isTentative = false
    var place: SpokenPlace?
    /// What an intent names the item by.
    var reference: ItemReference
    var group: String?
  }

  /// The items met, by id, each with its key.
  private var keys: [ExactText: [(item: AgendaItem, key: ItemKey)]] = [:]
  /// What is said of each, by key.
  private var named: [Names] = []
  /// Each spoken title's number, by its lower case and canonical equivalence, as `String`
  /// compares: "Standup" and "standup" are heard alike.
  private var titleNumbers: [String: Int] = [:]
  /// What was made of each text as written, for the next item that has it: the occurrences of
  /// a repeating event share their title and place, and items share their calendar. A title
  /// keeps its number too, so that it is hashed by canonical equivalence once per text.
  private var spokenTitles:
    [TitleKey: (title: String, note: String?, number: Int, heard: SpokenTitle.Heard)] = [:]
  private var places: [ExactText: SpokenPlace?] = [:]
  private var groups: [ExactText: String] = [:]

  /// A title as written and the kind of its item, which says an untitled one ("Event").
  private struct TitleKey: Hashable {
    var text: ExactText
    var kind: AgendaItem.Kind
    /// The item's own times, for a title with a digit that may repeat them.
    var clock: WrittenTime.Clock?
  }

  init() {}

  /// What is said of the item of `key`.
  subscript(_ key: ItemKey) -> Names { named[key.number] }

  /// The keys of the items of `rows`, in order, each named the first time it is met.
  mutating func keys(_ rows: [TimelineRow], composer: SummaryComposer) -> [ItemKey] {
    var keys: [ItemKey] = []
    keys.reserveCapacity(rows.count)
    for row in rows { keys.append(key(row.item, composer: composer)) }
    return keys
  }

  /// The key of `item`, named the first time it is met.
  mutating func key(_ item: AgendaItem, composer: SummaryComposer) -> ItemKey {
    let id = ExactText(item.id)
    if let known = keys[id]?.first(where: { $0.item == item }) { return known.key }
    let key = ItemKey(number: named.count)
    named.append(names(item, composer: composer))
    keys[id, default: []].append((item, key))
    return key
  }

  /// What is said of `item`, from what was made of its texts before.
  private mutating func names(_ item: AgendaItem, composer: SummaryComposer) -> Names {
    let clock = composer.clock(of: item)
    let titleKey = TitleKey(text: ExactText(item.title), kind: item.kind, clock: clock)
    let spokenTitle: (title: String, note: String?, number: Int, heard: SpokenTitle.Heard)
    if let known = spokenTitles[titleKey] {
      spokenTitle = known
    } else {
      let heard = composer.titles.heard(item.title, clock: clock)
      let title = composer.title(heard, kind: item.kind)
      // Titles that differ only in case sound alike: one number.
      let heardAs = title.lowercased()
      let number = titleNumbers[heardAs] ?? titleNumbers.count
      titleNumbers[heardAs] = number
      spokenTitle = (title, heard.note, number, heard)
      spokenTitles[titleKey] = spokenTitle
    }
    let title = spokenTitle.title
    var place: SpokenPlace?
    if item.kind == .event, let location = item.location,
      let spoken = Self.once(
        ExactText(location), in: &places,
        {
          SpokenPlace(
            location, partSeparator: composer.placePartSeparator(for: location),
            lexicons: composer.lexicons, spokenText: { composer.titles.speakPlace($0) })
        }),
      !Self.names(title, spoken)
    {
      place = spoken
    }
    let group = item.group.map { group in
      Self.once(ExactText(group), in: &groups) { composer.titles.speak(group) }
    }
    return Names(
      title: title, cutTitle: SummaryComposer.shortened(title), titleNumber: spokenTitle.number,
      note: spokenTitle.note,
      isOptional: spokenTitle.heard.isOptional, isUrgent: spokenTitle.heard.isUrgent,
      isImportant: spokenTitle.heard.isImportant, isPostponed: spokenTitle.heard.isPostponed,
      isTentative: spokenTitle.heard.isTentative,
      place: place, reference: ItemReference(item), group: group)
  }

  /// What `make` makes of `key`, made the first time only.
  private static func once<Value>(
    _ key: ExactText, in made: inout [ExactText: Value], _ make: () -> Value
  ) -> Value {
    if let known = made[key] { return known }
    let value = make()
    made[key] = value
    return value
  }

  /// Whether the title already names the place: "Dinner at my parents'" at "my parents'" says
  /// the place twice.
  static func names(_ title: String, _ place: SpokenPlace) -> Bool {
    guard let name = place.name, name.count <= title.count else { return false }
    return title.lowercased().contains(name.lowercased())
  }
}
