import Agenda
import WidgetTimeline

/// The spoken titles, places and calendar names of the items a composer has spoken, by item.
///
/// Worked out once per item and locale (`SummaryComposer.Memo`): every entry of every widget
/// shows mostly the same items, and the composer renders an entry several times (every detail
/// level for every number of spoken items) while it looks for the fullest summary that fits.
/// Making a title fit to be heard is the costly part of a render.
///
/// Items are found by their `identity`, looked up for every row of every entry; the names keep
/// each item they hold, so no other item takes its identity while they live (and the memo's
/// keys by identity stay sound). A copy made apart is named again, the same way.
struct SpokenNames: Sendable {
  /// What is said of one item.
  struct Names: Sendable {
    var title: String
    /// The same number for every item whose title is said the same: the composer asks which
    /// spoken items share a title for every entry, and comparing titles may normalize them.
    var titleNumber: Int
    /// A note after the title ("bitte Versichertenkarte mitbringen"), said last.
    var note: String?
    var place: SpokenPlace?
    /// What an intent names the item by.
    var reference: ItemReference
    var group: String?
  }

  private var named: [ObjectIdentifier: (item: AgendaItem, names: Names)] = [:]
  /// Each spoken title's number, by canonical equivalence, as `String` compares.
  private var titleNumbers: [String: Int] = [:]
  /// What was made of each text as written, for the next item that has it: the occurrences of
  /// a repeating event share their title and place, and items share their calendar. A title
  /// keeps its number too, so that it is hashed by canonical equivalence once per text.
  private var spokenTitles: [TextKey: (title: String, note: String?, number: Int)] = [:]
  private var places: [TextKey: SpokenPlace?] = [:]
  private var groups: [TextKey: String] = [:]

  init() {}

  /// The names of the items of `rows`.
  init(_ rows: [TimelineRow], composer: SummaryComposer) {
    add(rows, composer: composer)
  }

  subscript(_ item: AgendaItem) -> Names? { named[item.identity]?.names }

  /// Adds the names of the items of `rows` not named yet.
  mutating func add(_ rows: [TimelineRow], composer: SummaryComposer) {
    for row in rows where named[row.item.identity] == nil {
      let item = row.item
      let titleKey = TextKey(text: item.title, kind: item.kind)
      let spokenTitle: (title: String, note: String?, number: Int)
      if let known = spokenTitles[titleKey] {
        spokenTitle = known
      } else {
        let split = composer.titles.split(item.title)
        let title = split?.head ?? composer.title(item)
        let number = titleNumbers[title] ?? titleNumbers.count
        titleNumbers[title] = number
        spokenTitle = (title, split?.note, number)
        spokenTitles[titleKey] = spokenTitle
      }
      let title = spokenTitle.title
      var place: SpokenPlace?
      if item.kind == .event, let location = item.location,
        let spoken = Self.once(
          TextKey(text: location), in: &places,
          {
            SpokenPlace(
              location, partSeparator: composer.placePartSeparator(for: location),
              lexicons: composer.lexicons, spokenText: { composer.titles.speak($0) })
          }),
        !Self.names(title, spoken)
      {
        place = spoken
      }
      let group = item.group.map { group in
        Self.once(TextKey(text: group), in: &groups) { composer.titles.speak(group) }
      }
      let names = Names(
        title: title, titleNumber: spokenTitle.number, note: spokenTitle.note, place: place,
        reference: ItemReference(item), group: group)
      named[item.identity] = (item, names)
    }
  }

  /// What `make` makes of `key`, made the first time only.
  private static func once<Value>(
    _ key: TextKey, in made: inout [TextKey: Value], _ make: () -> Value
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
