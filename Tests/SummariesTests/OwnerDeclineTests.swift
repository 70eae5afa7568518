import Agenda
import ICalendar
import SeededRandom
import Testing
import WidgetTimeline

@testable import Summaries

/// The person is known by address across all of their calendars: an invitation they declined
/// is never shown or counted, whichever calendar holds it. Checked as a property over
/// generated people in every shipped language.
@Suite struct OwnerDeclineTests {
  /// A generated person: the files of their source, and the same files without any
  /// invitation they declined.
  struct Person {
    var files: [SourceFiles.File]
    var withoutDeclines: [SourceFiles.File]
    /// The UIDs of invitations the person declined, in the calendar not named after them.
    var declinedByOwner: Set<String> = []
    /// The UIDs of invitations only someone else declined.
    var declinedByOthers: Set<String> = []
  }

  static let reference = Fixture.instant("2026-06-01T08:00")

  static let otherCalendars = [
    "Clients", "Family", "Team calendar", "Kunden", "取引先", "고객", "Work (shared)",
  ]
  static let others = ["karen.lindgren@example.com", "sam@example.org", "hana.k@example.jp"]
  static let states = ["ACCEPTED", "TENTATIVE", "NEEDS-ACTION", "DECLINED"]

  /// Draws a person whose first calendar is either named after their address, as Google
  /// exports it, or named otherwise with the address listed in `source.json` (classic
  /// Outlook, iCloud); the second calendar is a shared one named by a word, holding
  /// invitations with the person and others as attendees, some declined.
  static func person(_ language: ExportTitle.Language, seed: UInt64) -> Person {
    var random = SeededRandom(seed: seed)
    let grammar = TitleGrammar(lexicons: .shipped)
    let titles = ExportTitleGenerator.titles(count: 120, language: language, seed: seed)
      .map(\.text).filter { !grammar.isCancelled($0) }
    var next = 0
    func title() -> String {
      next += 1
      return titles[next % titles.count]
    }
    let owner =
      random.pick(["jordan.lee", "marisol.delgado.cps", "k.tanaka", "minji.park", "lena"])
      + "\(random.int(1...99))@" + random.pick(["gmail.com", "example.com", "outlook.com"])
    let namedAfterOwner = random.chance(0.5)
    func written(_ address: String) -> String {
      (random.chance(0.3) ? address.uppercased() : address)
    }
    func start() -> String {
      let day = random.int(0...6)
      let hour = random.int(7...19)
      return "202606\(String(format: "%02d", day + 1))T\(String(format: "%02d", hour))0000Z"
    }
    func event(_ uid: String, _ attendees: String) -> String {
      let begin = start()
      let escaped = title().replacingOccurrences(of: "\\", with: "\\\\")
        .replacingOccurrences(of: ",", with: "\\,").replacingOccurrences(of: ";", with: "\\;")
      return "BEGIN:VEVENT\r\nUID:\(uid)\r\nDTSTAMP:20260601T000000Z\r\nDTSTART:\(begin)\r\n"
        + "DURATION:PT1H\r\nSUMMARY:\(escaped)\r\n\(attendees)END:VEVENT\r\n"
    }
    func attendee(_ address: String, _ state: String) -> String {
      ReplyMarkerTests.folded(
        "ATTENDEE;CUTYPE=INDIVIDUAL;PARTSTAT=\(state);CN=\(address):"
          + random.pick(["mailto:", "MAILTO:", "Mailto:"]) + written(address),
        width: random.int(30...75))
    }

    var person = Person(files: [], withoutDeclines: [])
    var own = "", shared = "", sharedKept = ""
    for index in 0..<random.int(5...20) {
      own += event("own-\(index)", random.chance(0.5) ? attendee(owner, "ACCEPTED") : "")
    }
    for index in 0..<random.int(10...30) {
      let uid = "invite-\(index)"
      var people = others.filter { _ in random.chance(0.5) }
      people.insert(owner, at: random.int(0...people.count))
      var states = people.map { _ in random.pick(Self.states) }
      if index == 0 { states[people.firstIndex(of: owner)!] = "DECLINED" }
      let text = event(uid, zip(people, states).map { attendee($0, $1) }.joined())
      shared += text
      let ownerDeclined = zip(people, states).contains { $0 == owner && $1 == "DECLINED" }
      if ownerDeclined {
        person.declinedByOwner.insert(uid)
      } else {
        sharedKept += text
        if states.contains("DECLINED") { person.declinedByOthers.insert(uid) }
      }
    }
    func calendar(_ name: String, _ events: String) -> [UInt8] {
      Array(
        ("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Google Inc//Google Calendar 70.9054//EN\r\n"
          + "X-WR-CALNAME:\(name)\r\n" + events + "END:VCALENDAR\r\n").utf8)
    }
    func file(_ name: String, _ bytes: [UInt8]) -> SourceFiles.File {
      SourceFiles.File(name: name, displayName: "person/\(name)", bytes: bytes)
    }
    let ownName = namedAfterOwner ? random.pick(["", "mailto:"]) + written(owner) : "Calendar"
    let sharedName = random.pick(otherCalendars)
    var common = [file("own.ics", calendar(ownName, own))]
    if !namedAfterOwner {
      common.append(file("source.json", Array(#"{"addresses": ["\#(written(owner))"]}"#.utf8)))
    }
    person.files = common + [file("shared.ics", calendar(sharedName, shared))]
    person.withoutDeclines = common + [file("shared.ics", calendar(sharedName, sharedKept))]
    return person
  }

  static func agenda(_ files: [SourceFiles.File], family: WidgetFamily) -> (Agenda, Timeline) {
    let source = Source(files: SourceFiles(id: "person", files: files))
    let layout = TimelineLayout(family: family)
    let window = layout.options.agendaWindow(referenceDate: reference, zone: Fixture.zone)
    let grammar = TitleGrammar(lexicons: .shipped)
    let agenda = Agenda(
      source: source, from: window.start, to: window.end, zone: Fixture.zone,
      cancelledByTitle: grammar.isCancelled)
    return (agenda, layout.layout(agenda.items, referenceDate: reference, zone: Fixture.zone))
  }

  /// An invitation the person declined, in a shared calendar not named after them, is never
  /// shown or counted in any family: every entry of every timeline is the one made without
  /// it. An invitation only someone else declined stays in.
  @Test(arguments: ExportShapeTests.languages.map(\.locale))
  func anInvitationTheOwnerDeclinedIsNeverShownOrCounted(_ locale: String) {
    let language = ExportShapeTests.languages.first { $0.locale == locale }!.language
    var othersKept = 0
    for seed in UInt64(1)...8 {
      let person = Self.person(language, seed: seed &* 977 &+ UInt64(locale.utf8.count))
      #expect(!person.declinedByOwner.isEmpty)
      for family in WidgetFamily.allCases {
        let (agenda, timeline) = Self.agenda(person.files, family: family)
        let (_, expected) = Self.agenda(person.withoutDeclines, family: family)
        let context = "\(locale) seed \(seed) \(family)"
        let ids = Set(agenda.items.map(\.sourceID))
        #expect(ids.isDisjoint(with: person.declinedByOwner), "\(context)")
        #expect(person.declinedByOthers.isSubset(of: ids), "\(context)")
        #expect(timeline.entries == expected.entries, "\(context)")
        #expect(agenda.diagnostics.isEmpty, "\(context): \(agenda.diagnostics)")
      }
      othersKept += person.declinedByOthers.count
    }
    #expect(othersKept > 0)
  }
}
