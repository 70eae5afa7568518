import Foundation
import SeededRandom

/// Writes source folders for pipeline benchmarks: per person a work and a personal calendar
/// with events around the reference date, a reminders file (version 1, with lists, due dates
/// before and after the reference date, floating and date-only dues, completed, flagged and
/// prioritized reminders), favorites and a source.json with a zone and locales.
///
/// Titles and places come in the shapes real exports write (`ExportTitleGenerator`,
/// `ExportPlaceGenerator`, in the person's first language): mail prefixes, tags, nested
/// asides, ticket ids, flight codes, postal addresses, dial-ins. `plainShapes` instead picks
/// from the short fixed lists the copy reviews of rounds 1 to 10 read, so that a seed gives
/// the same people as it did then.
struct SourceGenerator {
  var seed: UInt64
  var sources: Int
  var plainShapes = false
  var eventsPerCalendar = 150
  var remindersPerSource = 40

  /// 2026-06-01, the reference date of the benchmark pipelines, as days since 1970.
  static let referenceDay = 20_605

  static let profiles: [(zone: String, locales: [String])] = [
    ("America/New_York", ["en-US"]), ("America/Chicago", ["en-US"]), ("Europe/London", ["en-GB"]),
    ("Europe/Berlin", ["de-DE", "en-US"]), ("Asia/Seoul", ["ko-KR"]),
    ("Asia/Tokyo", ["ja-JP", "en-US"]),
  ]

  static let reminderTitles = [
    "Pay rent", "Call the plumber", "Milch", "Brot", "Return library books", "Submit expenses",
    "보고서 보내기", "月謝を払う", "Renew passport", "Buy flowers 💐", "Book flights", "Water the plants",
  ]

  struct Summary {
    var sources = 0
    var events = 0
    var reminders = 0
    var bytes = 0
  }

  func write(to directory: URL) throws -> Summary {
    var summary = Summary()
    for index in 0..<sources {
      var random = SeededRandom(seed: seed &* 7_919 &+ UInt64(index))
      let folder = directory.appendingPathComponent(String(format: "person-%05d", index))
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      let profile = random.pick(Self.profiles)
      var generator = CorpusGenerator(seed: seed, files: 2, eventsPerFile: eventsPerCalendar)
      generator.days = (Self.referenceDay - 45)...(Self.referenceDay + 45)
      let language = Self.language(profile.locales[0])
      if !plainShapes {
        generator.shapes = (
          ExportTitleGenerator(language: language), ExportPlaceGenerator(language: language)
        )
      }
      var favorites: [String] = []
      for (number, name) in ["work", "personal"].enumerated() {
        var file = CalendarText(foldsInsideCharacters: number == 1)
        let style = CorpusGenerator.Style.allCases[(index + number) % 3]
        let counts = generator.calendar(
          index: index * 2 + number, style: style, random: &random, into: &file)
        try Data(file.bytes).write(to: folder.appendingPathComponent("\(name).ics"))
        summary.events += counts.events
        summary.bytes += file.bytes.count
      }
      let reminders = remindersJSON(
        random: &random, favorites: &favorites,
        titles: plainShapes ? nil : ExportTitleGenerator(language: language, kind: .reminder))
      try Data(reminders.utf8).write(to: folder.appendingPathComponent("reminders.json"))
      let favoritesJSON = "[" + favorites.map { "\"\($0)\"" }.joined(separator: ", ") + "]\n"
      try Data(favoritesJSON.utf8).write(to: folder.appendingPathComponent("favorites.json"))
      let locales = profile.locales.map { "\"\($0)\"" }.joined(separator: ", ")
      let settings = """
        {"displayName": "Person \(index)", "timeZone": "\(profile.zone)", "locales": [\(locales)]}

        """
      try Data(settings.utf8).write(to: folder.appendingPathComponent("source.json"))
      summary.bytes += reminders.utf8.count + favoritesJSON.utf8.count + settings.utf8.count
      summary.reminders += remindersPerSource
      summary.sources += 1
    }
    return summary
  }

  /// The language of a locale's titles: English for en-US and en-GB.
  static func language(_ locale: String) -> ExportTitle.Language {
    ExportTitle.Language(rawValue: String(locale.prefix(2))) ?? .en
  }

  /// `text` as a JSON string's contents.
  static func jsonEscaped(_ text: String) -> String {
    text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
  }

  func remindersJSON(
    random: inout SeededRandom, favorites: inout [String], titles: ExportTitleGenerator?
  ) -> String {
    var lines: [String] = []
    for number in 0..<remindersPerSource {
      let id = "r\(number)"
      let title = titles.map { Self.jsonEscaped($0.title(&random).text) }
      var fields = [
        "\"id\": \"\(id)\"", "\"title\": \"\(title ?? random.pick(Self.reminderTitles))\"",
        "\"list\": \"\(random.pick(["home", "work", "errands"]))\"",
      ]
      let day = Self.referenceDay + random.int(-10...20)
      let stamp = CorpusGenerator.stamp(day, random.int(8...20) * 60)
      let iso =
        "\(stamp.prefix(4))-\(stamp.dropFirst(4).prefix(2))-\(stamp.dropFirst(6).prefix(2))"
      switch random.int(0...4) {
      case 0: fields.append("\"due\": \"\(iso)\"")
      case 1, 2:
        fields.append(
          "\"due\": \"\(iso)T\(stamp.dropFirst(9).prefix(2)):\(stamp.dropFirst(11).prefix(2))\"")
      case 3: fields.append("\"due\": \"\(iso)T\(stamp.dropFirst(9).prefix(2)):00:00Z\"")
      default: break
      }
      if random.chance(0.25) { fields.append("\"completed\": true") }
      if random.chance(0.3) {
        fields.append("\"priority\": \"\(random.pick(["low", "medium", "high"]))\"")
      }
      if random.chance(0.1) { fields.append("\"flagged\": true") }
      if random.chance(0.1) { favorites.append(id) }
      if random.chance(0.2) { fields.append("\"notes\": \"Line one\\nline two\"") }
      lines.append("    {" + fields.joined(separator: ", ") + "}")
    }
    return """
      {
        "version": 1,
        "lists": [{"id": "home", "title": "Home"}, {"id": "work", "title": "Work"}, {"id": "errands", "title": "Errands"}],
        "reminders": [
      \(lines.joined(separator: ",\n"))
        ]
      }

      """
  }
}
