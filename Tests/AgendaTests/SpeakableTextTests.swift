import Testing

@testable import Agenda
@testable import ICalendar

@Suite struct SpeakableTextTests {
  /// What is left out: C0 but the spacing controls, DEL, C1 but NEL, and the embeddings,
  /// overrides and isolates.
  static let removed: [UInt32] =
    Array(UInt32(0x00)...0x08) + Array(UInt32(0x0E)...0x1F) + Array(UInt32(0x7F)...0x84)
    + Array(UInt32(0x86)...0x9F) + Array(UInt32(0x202A)...0x202E)
    + Array(UInt32(0x2066)...0x2069)
  /// What becomes a space.
  static let spacing: [UInt32] = Array(UInt32(0x09)...0x0D) + [0x85]

  static let titles = ["", "Lunch", "Zoë's 🎂 party", "주간 팀 회의", "اجتماع الفريق", "a b"]

  /// Every character to leave out, at every place of every title: it goes, with nothing else,
  /// and the title is said to have had it.
  @Test(arguments: removed)
  func leavesOutEachControlAndOverrideWherever(_ value: UInt32) {
    let scalar = Character(Unicode.Scalar(value)!)
    for title in Self.titles {
      for cut in 0...title.count {
        var text = title
        text.insert(scalar, at: text.index(text.startIndex, offsetBy: cut))
        let cleaned = SpeakableText.cleaned(text)
        #expect(cleaned?.text == title, "\(value) at \(cut) of '\(title)'")
        #expect(cleaned?.removed == [value])
      }
    }
  }

  /// The sequences a hostile title uses on a terminal: colours, clearing, moving the cursor,
  /// retitling the window (OSC 0, ended by BEL or ST), links (OSC 8) and the clipboard (OSC
  /// 52), and the other command strings.
  static let sequences = [
    "\u{1B}[2J", "\u{1B}[31m", "\u{1B}[1;31;42m", "\u{1B}[m", "\u{1B}[?25l", "\u{1B}[10A",
    "\u{1B}]0;pwned\u{7}", "\u{1B}]0;pwned\u{1B}\\", "\u{1B}]8;;https://x.test\u{1B}\\",
    "\u{1B}]52;c;ZXZpbA==\u{7}", "\u{1B}Pq#0\u{1B}\\", "\u{1B}_x\u{9C}", "\u{1B}^pm\u{7}",
    "\u{1B}Xsos\u{7}",
  ]

  /// Each sequence goes whole, at every place of every title, with nothing else: no "[2J" or
  /// "]0;pwned" is left to be said.
  @Test(arguments: sequences)
  func leavesOutEachTerminalSequenceWhole(_ sequence: String) {
    for title in Self.titles {
      for cut in 0...title.count {
        var text = title
        text.insert(contentsOf: sequence, at: text.index(text.startIndex, offsetBy: cut))
        let cleaned = SpeakableText.cleaned(text)
        #expect(cleaned?.text == title, "\(sequence.debugDescription) at \(cut) of '\(title)'")
        #expect(cleaned?.removed.contains(0x1B) == true)
      }
    }
  }

  /// A sequence that never ends, or an ESC that starts none, takes no word with it.
  @Test func aStrayEscapeGoesAlone() {
    #expect(SpeakableText.cleaned("Evil \u{1B}]0;pwned")?.text == "Evil ]0;pwned")
    #expect(SpeakableText.cleaned("Evil \u{1B}[12")?.text == "Evil [12")
    #expect(SpeakableText.cleaned("\u{1B}Lunch")?.text == "Lunch")
    #expect(SpeakableText.cleaned("\u{9B}31mLunch")?.text == "31mLunch")
    #expect(SpeakableText.cleaned("Lunch\u{1B}")?.text == "Lunch")
  }

  @Test func spacingControlsBecomeOneSpaceWithoutANote() {
    for value in Self.spacing {
      let cleaned = SpeakableText.cleaned(
        "Room 4" + String(Character(Unicode.Scalar(value)!)) + "Main St")
      #expect(cleaned?.text == "Room 4 Main St")
      #expect(cleaned?.removed == [])
    }
    #expect(SpeakableText.cleaned("Room 4\r\nMain St")?.text == "Room 4 Main St")
  }

  @Test func textWithoutAnyIsLeftAlone() {
    // The marks a right-to-left language needs stay, as do other invisible characters.
    for text in Self.titles + [
      "Cafe\u{200F}!", "\u{200E}Tel Aviv", "\u{061C}x", "a\u{200B}b", "€\u{A0}5",
    ] {
      #expect(SpeakableText.cleaned(text) == nil, "\(text.unicodeScalars.map(\.value))")
    }
  }

  @Test func theNoteNamesWhatWasLeftOutAndWhere() {
    var text = SpeakableText()
    var title = "Evil\u{1B}]0;pwned\u{7} \u{202E}live"
    var location: String? = "Room\u{9B}1"
    var list: String? = "Home"
    text.clean(&title, field: "title")
    text.clean(&location, field: "location")
    text.clean(&list, field: "list")
    #expect(title == "Evil live")
    #expect(location == "Room1")
    #expect(list == "Home")
    #expect(
      text.message(subject: "event 'Evil'")
        == "event 'Evil': U+0007, U+001B, U+009B, U+202E left out of its title and location (control and bidirectional formatting characters are neither shown nor spoken)"
    )
    #expect(SpeakableText().message(subject: "event 'Lunch'") == nil)
  }

  static let hostile = SourceAndAgendaTests.file(
    "evil.ics",
    """
    BEGIN:VCALENDAR
    X-WR-CALNAME:Work\u{1B}[2J
    BEGIN:VEVENT
    UID:evil
    SUMMARY:Evil\u{1B}]0;pwned\u{7} \u{202E}live\u{202C}
    LOCATION:Room\u{1B}[5m 1
    DTSTART:20260601T130000Z
    RRULE:FREQ=DAILY;COUNT=3
    END:VEVENT
    BEGIN:VEVENT
    UID:plain
    SUMMARY:Lunch
    DTSTART:20260601T120000Z
    END:VEVENT
    BEGIN:VTODO
    UID:todo
    SUMMARY:Pay \u{2066}bill\u{2069}
    DUE:20260601T170000Z
    END:VTODO
    END:VCALENDAR
    """)

  /// A source's items lose the characters wherever they are shown or spoken, and each event,
  /// to-do and calendar that had any gets one note at its line, however often it recurs.
  @Test func aSourceIsCleanedAsItIsRead() {
    let source = Source(id: "person", parts: [Source.read(Self.hostile)])
    let agenda = Agenda(
      source: source, from: 1_780_272_000, to: 1_780_272_000 + 7 * 86_400, zone: .utc)
    let texts = agenda.items.flatMap { [$0.title, $0.location ?? "", $0.group ?? ""] }
    #expect(agenda.items.count == 5)
    #expect(
      !texts.joined().unicodeScalars.contains {
        ControlCharacters.isControl($0.value) || ControlCharacters.isBidiFormatting($0.value)
      })
    #expect(Set(agenda.items.map(\.title)) == ["Evil live", "Lunch", "Pay bill"])
    let notes = source.diagnostics.filter { $0.code == .unspeakableCharacters }
    #expect(notes.map(\.line) == [1, 3, 15])
    #expect(notes.allSatisfy { $0.file == "person/evil.ics" && $0.severity == .note })
    #expect(notes[0].message.hasPrefix("calendar 'Work': U+001B left out of its name"))
    #expect(
      notes[1].message.hasPrefix(
        "event 'Evil live': U+0007, U+001B, U+202C, U+202E left out of its title and location"
      ))
    #expect(notes[2].message.hasPrefix("to-do 'Pay bill': U+2066, U+2069 left out of its title"))
  }

  @Test func remindersAreCleanedWithTheirPath() {
    let file = SourceAndAgendaTests.file(
      "reminders.json",
      #"{"version": 1, "reminders": [{"id": "a", "title": "Plain"}, {"id": "b", "title": "Pay \u202Eevil\u202C bill\u0007", "list": "Home\u001b[2J"}]}"#
    )
    let source = Source(id: "person", parts: [Source.read(file)])
    #expect(source.reminders.map(\.title) == ["Plain", "Pay evil bill"])
    #expect(source.reminders[1].list == "Home")
    let notes = source.diagnostics.filter { $0.code == .unspeakableCharacters }
    #expect(notes.map(\.path) == ["$.reminders[1]"])
    #expect(notes.first?.message.contains("left out of its title and list") == true)
  }

  /// A file of a million such events costs a bounded number of notes.
  @Test func notesPerFileAreCapped() {
    var events = ""
    for index in 0..<(SpeakableText.maxNotesPerFile + 5) {
      events += "BEGIN:VEVENT\nUID:\(index)\nSUMMARY:x\u{7}\nDTSTART:20260601T120000Z\nEND:VEVENT\n"
    }
    let file = SourceAndAgendaTests.file("many.ics", "BEGIN:VCALENDAR\n\(events)END:VCALENDAR")
    let source = Source(id: "person", parts: [Source.read(file)])
    let notes = source.diagnostics.filter { $0.code == .unspeakableCharacters }
    #expect(notes.count == SpeakableText.maxNotesPerFile + 1)
    #expect(
      notes.last?.message
        == "5 more items had control or bidirectional formatting characters left out")
  }
}
