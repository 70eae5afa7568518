import Agenda
import SeededRandom
import Testing
import WidgetTimeline

@testable import Summaries

/// An invitation the person answered tentatively (their ATTENDEE line says
/// PARTSTAT=TENTATIVE, the person known by address), or one Outlook marks
/// X-MICROSOFT-CDO-BUSYSTATUS:TENTATIVE, is said as tentative just as one with
/// STATUS:TENTATIVE is. Checked as a property over generated people in every shipped
/// language.
@Suite struct OwnerTentativeTests {
  /// A generated person's files, and the same files with each tentative reply written as
  /// STATUS:TENTATIVE instead (the owner's reply then ACCEPTED, Outlook's status BUSY).
  struct Person {
    var files: [SourceFiles.File]
    var stated: [SourceFiles.File]
    /// The UIDs the person answered tentatively, by reply or by Outlook's busy status.
    var tentative: Set<String> = []
    /// The UIDs only someone else answered tentatively.
    var othersTentative: Set<String> = []
  }

  static func person(_ language: ExportTitle.Language, seed: UInt64) -> Person {
    var random = SeededRandom(seed: seed)
    let grammar = TitleGrammar(lexicons: .shipped)
    // Titles that say nothing of a state themselves: the state is the calendar's.
    let titles = ExportTitleGenerator.titles(count: 120, language: language, seed: seed)
      .filter { !$0.isTentative && !$0.isCancelled && !$0.isPostponed && !$0.isOptional }
      .map(\.text).filter { !grammar.isCancelled($0) }
    var next = 0
    func title() -> String {
      next += 1
      return titles[next % titles.count]
    }
    let owner =
      random.pick(["jordan.lee", "k.tanaka", "minji.park", "lena"]) + "\(random.int(1...99))@"
      + random.pick(["gmail.com", "example.com", "outlook.com"])
    /// An event at `start` (a day and an hour of the week) named `title`.
    func event(_ uid: String, _ start: (Int, Int), _ title: String, _ lines: String) -> String {
      let begin =
        "202606\(String(format: "%02d", start.0 + 1))T\(String(format: "%02d", start.1))0000Z"
      let escaped = title.replacingOccurrences(of: "\\", with: "\\\\")
        .replacingOccurrences(of: ",", with: "\\,").replacingOccurrences(of: ";", with: "\\;")
      return "BEGIN:VEVENT\r\nUID:\(uid)\r\nDTSTAMP:20260601T000000Z\r\nDTSTART:\(begin)\r\n"
        + "DURATION:PT1H\r\nSUMMARY:\(escaped)\r\n\(lines)END:VEVENT\r\n"
    }
    func attendee(_ address: String, _ state: String) -> String {
      let written = random.chance(0.3) ? address.uppercased() : address
      return ReplyMarkerTests.folded(
        "ATTENDEE;CUTYPE=INDIVIDUAL;PARTSTAT=\(state);CN=\(address):"
          + random.pick(["mailto:", "MAILTO:"]) + written, width: random.int(30...75))
    }
    var person = Person(files: [], stated: [])
    var written = "", stated = ""
    for index in 0..<random.int(12...30) {
      let uid = "invite-\(index)"
      var people = OwnerDeclineTests.others.filter { _ in random.chance(0.5) }
      people.insert(owner, at: random.int(0...people.count))
      var states = people.map { _ in random.pick(["ACCEPTED", "TENTATIVE", "NEEDS-ACTION"]) }
      let at = people.firstIndex(of: owner)!
      if index == 0 { states[at] = "TENTATIVE" }
      // Outlook's own calendar: the reply as a busy status, no attendee line for the owner.
      let outlook = index == 1 || random.chance(0.15)
      let ownerTentative = outlook || states[at] == "TENTATIVE"
      var lines = zip(people, states).map { person, state in
        person == owner && outlook ? "" : attendee(person, state)
      }
      if outlook { lines.append("X-MICROSOFT-CDO-BUSYSTATUS:TENTATIVE\r\n") }
      let start = (random.int(0...6), random.int(7...19))
      let name = title()
      written += event(uid, start, name, lines.joined())
      if ownerTentative {
        person.tentative.insert(uid)
        // The same event, its owner's reply accepted and its status tentative.
        var statedLines = zip(people, states).map { person, state in
          person == owner ? (outlook ? "" : attendee(person, "ACCEPTED")) : attendee(person, state)
        }
        if outlook { statedLines.append("X-MICROSOFT-CDO-BUSYSTATUS:BUSY\r\n") }
        stated += event(uid, start, name, "STATUS:TENTATIVE\r\n" + statedLines.joined())
      } else {
        stated += event(uid, start, name, lines.joined())
        if states.contains("TENTATIVE") { person.othersTentative.insert(uid) }
      }
    }
    func calendar(_ events: String) -> [UInt8] {
      Array(
        ("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Microsoft Corporation//Outlook 16.0//EN\r\n"
          + "X-WR-CALNAME:Calendar\r\n" + events + "END:VCALENDAR\r\n").utf8)
    }
    let addresses = SourceFiles.File(
      name: "source.json", displayName: "person/source.json",
      bytes: Array(#"{"addresses": ["\#(owner)"]}"#.utf8))
    func files(_ events: String) -> [SourceFiles.File] {
      [
        SourceFiles.File(name: "own.ics", displayName: "person/own.ics", bytes: calendar(events)),
        addresses,
      ]
    }
    person.files = files(written)
    person.stated = files(stated)
    return person
  }

  /// Each invitation the person answered tentatively is a tentative item, one only someone
  /// else answered so is not; and every timeline, and every summary of it in the language,
  /// is the one made from the same calendar with STATUS:TENTATIVE on those invitations.
  @Test(arguments: ExportShapeTests.languages.map(\.locale))
  func theOwnersTentativeReplyIsSaidAsTentative(_ locale: String) {
    let language = ExportShapeTests.languages.first { $0.locale == locale }!.language
    let composer = Fixture.composer(locale)
    var others = 0
    var said = 0
    for seed in UInt64(1)...6 {
      let person = Self.person(language, seed: seed &* 613 &+ UInt64(locale.utf8.count))
      for family in WidgetFamily.allCases {
        let (agenda, timeline) = OwnerDeclineTests.agenda(person.files, family: family)
        let (statedAgenda, expected) = OwnerDeclineTests.agenda(person.stated, family: family)
        let context = "\(locale) seed \(seed) \(family)"
        for item in agenda.items {
          let tentative = person.tentative.contains(item.sourceID)
          #expect((item.status == .tentative) == tentative, "\(item.sourceID): \(context)")
        }
        #expect(agenda.items == statedAgenda.items, "\(context)")
        #expect(timeline.entries == expected.entries, "\(context)")
        for (entry, stated) in zip(timeline.entries, expected.entries) {
          let summary = composer.compose(entry, family: family)
          #expect(summary == composer.compose(stated, family: family), "\(context)")
          said += 1
        }
        #expect(agenda.diagnostics.isEmpty, "\(context): \(agenda.diagnostics)")
      }
      others += person.othersTentative.count
    }
    #expect(others > 0 && said > 0)
  }
}
