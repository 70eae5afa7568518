import Agenda
import WidgetTimeline

/// The spoken titles, places and calendar names of a timeline's items, by item id.
///
/// Worked out once per timeline: its entries show mostly the same items, and the composer
/// renders an entry several times (every detail level for every number of spoken items) while
/// it looks for the fullest summary that fits. Making a title fit to be heard is the costly
/// part of a render.
struct SpokenNames {
  var titles: [String: String] = [:]
  /// A note after the title ("bitte Versichertenkarte mitbringen"), said last.
  var notes: [String: String] = [:]
  var places: [String: SpokenPlace] = [:]
  /// What an intent names the item by.
  var references: [String: ItemReference] = [:]
  var groups: [String: String] = [:]

  init(_ rows: [TimelineRow], composer: SummaryComposer) {
    for row in rows where titles[row.item.id] == nil {
      let item = row.item
      let split = composer.titles.split(item.title)
      let title = split?.head ?? composer.title(item)
      titles[item.id] = title
      if let note = split?.note { notes[item.id] = note }
      references[item.id] = ItemReference(item)
      if item.kind == .event, let location = item.location,
        let place = SpokenPlace(
          location, partSeparator: composer.placePartSeparator(for: location),
          spokenText: { composer.titles.speak($0) }),
        !Self.names(title, place)
      {
        places[item.id] = place
      }
      if let group = item.group { groups[item.id] = composer.titles.speak(group) }
    }
  }

  /// Whether the title already names the place: "Dinner at my parents'" at "my parents'" says
  /// the place twice.
  static func names(_ title: String, _ place: SpokenPlace) -> Bool {
    guard let name = place.name, name.count <= title.count else { return false }
    return title.lowercased().contains(name.lowercased())
  }
}
