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
      let split = composer.titles.split(item.title)
      let title = split?.head ?? composer.title(item)
      var place: SpokenPlace?
      if item.kind == .event, let location = item.location,
        let spoken = SpokenPlace(
          location, partSeparator: composer.placePartSeparator(for: location),
          spokenText: { composer.titles.speak($0) }),
        !Self.names(title, spoken)
      {
        place = spoken
      }
      let titleNumber = titleNumbers[title] ?? titleNumbers.count
      titleNumbers[title] = titleNumber
      let names = Names(
        title: title, titleNumber: titleNumber, note: split?.note, place: place, reference: ItemReference(item),
        group: item.group.map { composer.titles.speak($0) })
      named[item.identity] = (item, names)
    }
  }

  /// Whether the title already names the place: "Dinner at my parents'" at "my parents'" says
  /// the place twice.
  static func names(_ title: String, _ place: SpokenPlace) -> Bool {
    guard let name = place.name, name.count <= title.count else { return false }
    return title.lowercased().contains(name.lowercased())
  }
}
