import Agenda
import ICalendar
import SeededRandom
import Testing

@testable import Summaries

/// The prefixes with which a calendar answers an invitation, as Outlook writes them into the
/// title ("Declined: …", "Angenommen: …", 「仮承諾: …」), and the person's own decline on
/// an ATTENDEE line, as Google exports it: checked as properties over generated titles and
/// calendars in every shipped language.
@Suite struct ReplyMarkerTests {
  /// The answers as written before a title, by locale: declined, accepted and tentatively
  /// accepted. Korean has no word of its own for the last in the lexicon; the English one is
  /// heard whatever the language.
  static let answers: [String: (declined: String, accepted: String, tentative: String)] = [
    "en-US": ("Declined: ", "Accepted: ", "Tentative: "),
    "en-GB": ("Declined: ", "Accepted: ", "Tentatively accepted: "),
    "de-DE": ("Abgelehnt: ", "Angenommen: ", "Mit Vorbehalt angenommen: "),
    "ja-JP": ("辞退: ", "承諾: ", "仮承諾: "),
    "ko-KR": ("거절됨: ", "수락됨: ", "Tentative: "),
  ]

  /// How many titles each language draws: every one is composed three times.
  static let titles = 1_500

  /// A meeting the person declined is one they will not attend: the title is read as a
  /// cancelled one's, whatever follows the prefix, and the agenda leaves it out, so it is
  /// never said as "Now" or "Next" nor counted as coming.
  @Test(arguments: ExportShapeTests.languages.map(\.locale))
  func aDeclinedTitleIsLeftOutAsACancelledOneIs(_ locale: String) throws {
    let (_, titles) = StatusMarkerTests.drawn(locale, seed: 2731)
    let grammar = TitleGrammar(lexicons: .shipped)
    let declined = Self.answers[locale]!.declined
    var events = ""
    for (index, title) in titles.prefix(Self.titles).enumerated() {
      #expect(grammar.isCancelled(declined + title.text), "\(locale) '\(declined)\(title.text)'")
      let summary = (index % 2 == 0 ? declined : "") + title.text
      events += ReplyMarkerTests.event(uid: "\(index)", summary: summary, attendees: "")
    }
    let agenda = Self.agenda(Self.calendar(events, owner: nil), grammar: grammar)
    let kept = titles.prefix(Self.titles).enumerated().filter { index, title in
      index % 2 == 1 && !title.isCancelled
    }
    #expect(agenda.items.map(\.sourceID).sorted() == kept.map { "\($0.offset)" }.sorted())
  }

  /// An accepted answer's prefix is not read: the summary and the action are those of the
  /// title without it. A tentative answer's prefix is said as STATUS:TENTATIVE is: the same
  /// summary as the title without it, marked tentative.
  @Test(arguments: ExportShapeTests.languages.map(\.locale))
  func acceptedAndTentativeAnswersAreNotRead(_ locale: String) {
    let (composer, titles) = StatusMarkerTests.drawn(locale, seed: 2732)
    let answers = Self.answers[locale]!
    for title in titles.prefix(Self.titles) where !title.isCancelled {
      let context = "\(locale) '\(title.text)'"
      func said(_ text: String, tentative: Bool = false) -> (summary: String, action: String) {
        let item = Fixture.event(
          text, "2026-06-01T09:00", "2026-06-01T10:00", tentative: tentative, uid: "x")
        return (Fixture.summary([item], locale: locale).text, composer.spokenTitle(item))
      }
      let plain = said(title.text)
      let accepted = said(answers.accepted + title.text)
      #expect(accepted.summary == plain.summary, "accepted: \(context)")
      #expect(accepted.action == plain.action, "accepted: \(context)")
      let tentative = said(answers.tentative + title.text)
      let marked = said(title.text, tentative: true)
      #expect(tentative.summary == marked.summary, "tentative: \(context)")
      #expect(tentative.action == marked.action, "tentative: \(context)")
      #expect(composer.titles.heard(answers.tentative + title.text).isTentative, "\(context)")
      #expect(composer.titles.heard(title.text).isTentative == title.isTentative, "\(context)")
    }
  }

  /// The prefix with which Outlook marks an updated meeting, in any of its interface
  /// languages ("Updated: ", "Aktualisiert: ", 「更新済み: 」, "업데이트됨: "), is not read in
  /// any summary language: the summary and the action are the title's without it.
  @Test(arguments: ExportShapeTests.languages.map(\.locale))
  func updatePrefixesAreNotRead(_ locale: String) {
    let (composer, titles) = StatusMarkerTests.drawn(locale, seed: 2733)
    let prefixes = ExportTitleGenerator.updatePrefixes
    for (index, title) in titles.prefix(Self.titles).enumerated() where !title.isCancelled {
      let prefix = prefixes[index % prefixes.count]
      func said(_ text: String) -> (summary: String, action: String) {
        let item = Fixture.event(text, "2026-06-01T09:00", "2026-06-01T10:00", uid: "x")
        return (Fixture.summary([item], locale: locale).text, composer.spokenTitle(item))
      }
      let plain = said(title.text)
      let updated = said(prefix + title.text)
      let context = "\(locale) '\(prefix)\(title.text)'"
      #expect(updated.summary == plain.summary, "\(context): '\(updated.summary)'")
      #expect(updated.action == plain.action, "\(context): '\(updated.action)'")
    }
  }

  /// An event whose ATTENDEE line for the calendar's owner (Google names an export by its
  /// owner's address, X-WR-CALNAME) says PARTSTAT=DECLINED is left out of the agenda, as a
  /// cancelled one is; another attendee's decline, or any decline of a person none of whose
  /// calendars is named by an address, leaves it in (`OwnerDeclineTests` for a second one). Addresses are matched whatever their case, "mailto:" in any
  /// case and lines folded anywhere, and no diagnostic is made.
  @Test(arguments: [UInt64(1), 2, 3, 4, 5])
  func theOwnersDeclineLeavesTheEventOut(_ seed: UInt64) {
    var random = SeededRandom(seed: seed)
    let owner = "marisol.delgado.cps@gmail.com"
    let others = [
      "karen.lindgren@example.com", "sam@example.org", "team@group.calendar.google.com",
    ]
    let states = ["ACCEPTED", "DECLINED", "TENTATIVE", "NEEDS-ACTION"]
    var events = ""
    var declinedByOwner: Set<String> = []
    for index in 0..<200 {
      var attendees = ""
      var people = others.filter { _ in random.chance(0.5) }
      if random.chance(0.8) { people.insert(owner, at: random.int(0...people.count)) }
      for person in people {
        let state = random.pick(states)
        if person == owner, state == "DECLINED" { declinedByOwner.insert("\(index)") }
        let address = random.chance(0.3) ? person.uppercased() : person
        let scheme = random.pick(["mailto:", "MAILTO:", "Mailto:"])
        attendees += Self.folded(
          "ATTENDEE;CUTYPE=INDIVIDUAL;ROLE=REQ-PARTICIPANT;PARTSTAT=\(state);CN=\(person);"
            + "X-NUM-GUESTS=0:\(scheme)\(address)", width: random.int(20...75))
      }
      events += Self.event(uid: "\(index)", summary: "Meeting \(index)", attendees: attendees)
    }
    let grammar = TitleGrammar(lexicons: .shipped)
    let all = Set((0..<200).map { "\($0)" })
    let named = Self.agenda(Self.calendar(events, owner: owner), grammar: grammar)
    #expect(Set(named.items.map(\.sourceID)) == all.subtracting(declinedByOwner))
    #expect(named.diagnostics.isEmpty, "\(named.diagnostics)")
    #expect(!declinedByOwner.isEmpty)
    let unnamed = Self.agenda(Self.calendar(events, owner: "Work"), grammar: grammar)
    #expect(Set(unnamed.items.map(\.sourceID)) == all)
  }

  // MARK: - Calendars

  /// `line` folded every `width` bytes, as RFC 5545 §3.1 allows anywhere.
  static func folded(_ line: String, width: Int) -> String {
    var out = ""
    var rest = Substring(line)
    while rest.utf8.count > width {
      let head = rest.prefix(width)
      out += head + "\r\n "
      rest = rest.dropFirst(head.count)
    }
    return out + rest + "\r\n"
  }

  static func event(uid: String, summary: String, attendees: String) -> String {
    "BEGIN:VEVENT\r\nUID:\(uid)\r\nDTSTAMP:20260601T000000Z\r\nDTSTART:20260601T090000Z\r\n"
      + "DTEND:20260601T100000Z\r\nSUMMARY:\(summary)\r\n\(attendees)END:VEVENT\r\n"
  }

  /// A calendar of `events`, named `owner` after them, as Google writes X-WR-CALNAME.
  static func calendar(_ events: String, owner: String?) -> String {
    "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Google Inc//Google Calendar 70.9054//EN\r\n"
      + events + (owner.map { "X-WR-CALNAME:\($0)\r\n" } ?? "") + "END:VCALENDAR\r\n"
  }

  static func agenda(_ ics: String, grammar: TitleGrammar) -> Agenda {
    let file = SourceFiles.File(
      name: "person.ics", displayName: "person/person.ics", bytes: Array(ics.utf8))
    let source = Source(files: SourceFiles(id: "person", files: [file]))
    let day = Fixture.instant("2026-06-01T00:00")
    return Agenda(
      source: source, from: day, to: day + 86_400, zone: Fixture.zone,
      cancelledByTitle: grammar.isCancelled)
  }
}
