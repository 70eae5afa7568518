import Agenda
import WidgetTimeline

/// The spoken titles, locations and calendar names of a timeline's rows, by item id.
///
/// Worked out once per timeline (its entries show mostly the same items): the composer renders
/// an entry many times (every detail level
/// for every number of spoken rows) while it looks for the fullest summary that fits, and
/// making a title fit to be heard is the costly part of a render.
struct SpokenNames {
  var titles: [String: String] = [:]
  var shortTitles: [String: String] = [:]
  var locations: [String: String] = [:]
  var groups: [String: String] = [:]

  init(_ rows: [TimelineRow], composer: SummaryComposer) {
    for row in rows where titles[row.item.id] == nil {
      let item = row.item
      titles[item.id] = composer.title(item)
      shortTitles[item.id] = composer.title(item, short: true)
      if let location = item.location { locations[item.id] = composer.titles.speak(location) }
      if let group = item.group { groups[item.id] = composer.titles.speak(group) }
    }
  }
}
