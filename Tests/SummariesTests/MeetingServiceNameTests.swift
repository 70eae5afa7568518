import SeededRandom
import Testing

@testable import Summaries

/// A location that is nothing but a meeting service's name and meeting words names the
/// service, whichever side the words stand on: "Microsoft Teams Meeting", "Microsoft
/// Teams-Besprechung", "Réunion Microsoft Teams". A word that is no meeting word makes it a
/// place of its own. A property over locations generated from every service's names and the
/// meeting words of every lexicon.
@Suite struct MeetingServiceNameTests {
  static let lexicons = Lexicons.shipped
  static let venues = ["Salle", "Brasserie", "Raum", "Office", "Lobby", "Atelier"]

  static func location(_ words: [String], _ random: inout SeededRandom) -> String {
    words.map { word in
      random.chance(0.5) ? word.prefix(1).uppercased() + word.dropFirst() : word
    }.joined(separator: random.pick([" ", " ", "-"]))
  }

  @Test func meetingWordsOnEitherSideLeaveTheService() {
    var random = SeededRandom(seed: 0xF4_2026)
    let meetingWords = Self.lexicons.words[.meetingWords].filter { !$0.contains(" ") }
    let services = Self.lexicons.meetingServices.filter { !$0.boilerplate.isEmpty }
    #expect(!services.isEmpty && meetingWords.count >= 10)
    for _ in 0..<2_000 {
      let service = random.pick(services)
      let name = random.pick(service.boilerplate)
      let before = (0..<random.int(0...2)).map { _ in random.pick(meetingWords) }
      let after = (0..<random.int(0...2)).map { _ in random.pick(meetingWords) }
      let text = Self.location(before + name + after, &random)
      #expect(SpokenPlace.service(named: text, Self.lexicons) == service.name, "'\(text)'")
      let venue = random.pick(Self.venues)
      let other = Self.location(before + [venue] + name + after, &random)
      #expect(SpokenPlace.service(named: other, Self.lexicons) == nil, "'\(other)'")
    }
  }
}
