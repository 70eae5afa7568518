import Agenda
import Foundation
import ICalendar
import SeededRandom
import Testing

@testable import Summaries

/// Places and titles as real exports write them (`ExportPlaceGenerator`,
/// `ExportTitleGenerator`), checked as properties in every shipped language: what is said is
/// what a listener needs, and no number the place holds is read as a time or a range.
@Suite struct ExportShapeTests {
  /// The shipped locales and the language their generated places and titles are drawn in.
  static let languages: [(locale: String, language: ExportTitle.Language)] = [
    ("en-US", .en), ("en-GB", .en), ("de-DE", .de), ("ja-JP", .ja), ("ko-KR", .ko),
  ]

  /// How many places and titles each run draws per language.
  static let places = 2_000
  static let titles = 5_000

  static func spokenPlace(_ location: String, _ composer: SummaryComposer) -> String? {
    SpokenPlace(
      location, partSeparator: composer.placePartSeparator(for: location),
      lexicons: composer.lexicons, spokenText: { composer.titles.speakPlace($0) }
    )?.phrase(composer.localizer)
  }

  /// The runs of digits in `text`.
  static func digitRuns(_ text: String) -> [Substring] {
    text.split(whereSeparator: { !("0"..."9").contains($0) })
  }

  static func lettersAndDigits(_ text: String) -> String {
    String(text.filter { $0.isLetter || $0.isNumber })
  }

  /// Whether `text` joins two numbers with a word or mark of a range.
  static func readsARange(_ text: String) -> Bool {
    text.range(
      of: #"[0-9]\s*(to|bis|から|에서|~|–|—)\s*[0-9]"#, options: .regularExpression) != nil
  }

  /// A phone number, a postcode, a dial-in code or a pair of coordinates is never read, so
  /// never read as a range or a time; a venue is said as written, without the address after
  /// it; a place that is only a number is not said at all.
  @Test(arguments: languages.map(\.locale))
  func placesSayTheVenueAndNoNumberOfTheAddress(_ locale: String) {
    let language = Self.languages.first { $0.locale == locale }!.language
    let composer = Fixture.composer(locale)
    let generator = ExportPlaceGenerator(language: language)
    var random = SeededRandom(seed: 27)
    for _ in 0..<Self.places {
      let place = generator.place(&random)
      let spoken = Self.spokenPlace(place.text, composer)
      let context = "\(locale) '\(place.text.debugDescription)' said as '\(spoken ?? "nothing")'"
      switch place.kind {
      case .phone, .coordinates:
        #expect(spoken == nil, "\(context)")
      case .dialIn, .link:
        #expect(spoken.map { !$0.contains(where: \.isNumber) } ?? true, "\(context)")
      case .room, .venueAddress, .multiline, .address:
        #expect(spoken != nil, "\(context)")
      }
      guard let spoken else { continue }
      // Every digit said is a run of digits the venue (or, with none, the text) holds as
      // written, and none of the numbers that are never read.
      let allowed = Set(Self.digitRuns(place.venue ?? place.text))
      for run in Self.digitRuns(spoken) {
        #expect(allowed.contains(run), "digits '\(run)' said: \(context)")
      }
      // A number is never made a range or a time ("CA 90057 555 to 0199", 「03から5555」).
      #expect(!Self.readsARange(spoken), "range: \(context)")
      if let venue = place.venue {
        // The venue, its words as written; a bracketed code or note and separators aside.
        let words = Self.lettersAndDigits(SpokenTitle.removeBrackets(venue))
        #expect(Self.lettersAndDigits(spoken).contains(words), "venue: \(context)")
        // Nothing of the address after it: no postcode, phone number or house number.
        for number in place.numbers {
          for run in Self.digitRuns(number) where run.count >= 3 && !venue.contains(run) {
            #expect(!Self.digitRuns(spoken).contains(run), "number '\(number)' read: \(context)")
          }
        }
      }
      #expect(!spoken.contains("\n"), "line break: \(context)")
    }
  }

  /// A title that says its meeting was cancelled, by a prefix or a tag in any language, is
  /// recognized, and no other is.
  @Test(arguments: ExportTitle.Language.allCases)
  func cancelledTitlesAreRecognized(_ language: ExportTitle.Language) {
    let grammar = TitleGrammar(lexicons: .shipped)
    let titles = ExportTitleGenerator.titles(count: Self.titles, language: language, seed: 2701)
    #expect(titles.contains { $0.isCancelled })
    for title in titles {
      #expect(grammar.isCancelled(title.text) == title.isCancelled, "'\(title.text)'")
    }
  }

  /// An event whose title says it was cancelled ("Canceled: API kickoff", as Outlook writes it
  /// without a STATUS) is left out of the agenda, as one with STATUS:CANCELLED is: never said
  /// as "Now" or "Next", never counted, never offered as a favorite.
  @Test func anEventCancelledByItsTitleIsLeftOut() throws {
    let ics =
      "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Test//EN\r\nBEGIN:VEVENT\r\nUID:a\r\nDTSTAMP:20260601T000000Z\r\nDTSTART:20260601T090000Z\r\nDTEND:20260601T100000Z\r\nSUMMARY:Canceled: API kickoff\r\nEND:VEVENT\r\nBEGIN:VEVENT\r\nUID:b\r\nDTSTAMP:20260601T000000Z\r\nDTSTART:20260601T090000Z\r\nDTEND:20260601T100000Z\r\nSUMMARY:キャンセル済み: 定例会議\r\nEND:VEVENT\r\nBEGIN:VEVENT\r\nUID:c\r\nDTSTAMP:20260601T000000Z\r\nDTSTART:20260601T110000Z\r\nDTEND:20260601T120000Z\r\nSUMMARY:Design review (Abgesagt)\r\nEND:VEVENT\r\nBEGIN:VEVENT\r\nUID:d\r\nDTSTAMP:20260601T000000Z\r\nDTSTART:20260601T110000Z\r\nDTEND:20260601T120000Z\r\nSUMMARY:Cancellation policy review\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n"
    let file = SourceFiles.File(
      name: "work.ics", displayName: "person/work.ics", bytes: Array(ics.utf8))
    let source = Source(id: "person", parts: [Source.read(file)])
    let grammar = TitleGrammar(lexicons: .shipped)
    let day = Fixture.instant("2026-06-01T00:00")
    let agenda = Agenda(
      source: source, from: day, to: day + 86_400, zone: Fixture.zone,
      cancelledByTitle: grammar.isCancelled)
    #expect(agenda.items.map(\.title) == ["Cancellation policy review"])
    let kept = Agenda(source: source, from: day, to: day + 86_400, zone: Fixture.zone)
    #expect(kept.items.count == 4)
  }

  /// What every title is heard as: never empty, brackets balanced, no marker or tag read,
  /// never cut to its first word, and the actions name it whole.
  @Test(arguments: languages.map(\.locale))
  func titlesKeepTheirInvariants(_ locale: String) {
    let language = Self.languages.first { $0.locale == locale }!.language
    let composer = Fixture.composer(locale)
    let titles = ExportTitleGenerator.titles(count: Self.titles, language: language, seed: 2702)
    let pairs: [Character: Character] = [
      "(": ")", "[": "]", "{": "}", "（": "）", "【": "】", "［": "］", "〔": "〕",
    ]
    let closers = Set(pairs.values)
    var shapes: Set<ExportTitle.Shape> = []
    for title in titles {
      shapes.formUnion(title.shapes)
      let heard = composer.titles.heard(title.text)
      let name = composer.title(heard, kind: .event)
      let context = "\(locale) '\(title.text)' heard as '\(name)'"
      #expect(!name.isEmpty, "\(context)")
      #expect(!name.contains(where: SpokenTitle.isDecorative), "emoji: \(context)")
      // An emoji-only title is said as the event its emoji names ("Birthday" for 🎂), or as
      // an event, never by the emoji's own names ("Party popper").
      if title.shapes.contains(.emojiOnly) {
        let event = composer.localizer.string(.titleEmojiOnlyEvent)
        let named = composer.titles.emojiEvent(title.text)
        #expect(name == event || named.map { name.hasPrefix($0) } == true, "\(context)")
      }
      var open: [Character] = []
      var balanced = true
      for character in name {
        if let close = pairs[character] {
          open.append(close)
        } else if closers.contains(character) {
          if open.last == character { open.removeLast() } else { balanced = false }
        }
      }
      #expect(balanced && open.isEmpty, "brackets: \(context)")
      for tag in title.leadingTags + title.trailingTags {
        let written = tag.trimmingCharacters(in: .whitespaces)
        #expect(!name.contains(written), "tag '\(written)' read: \(context)")
      }
      for prefix in title.prefixes {
        let marker = prefix.trimmingCharacters(in: .whitespaces)
        #expect(!name.hasPrefix(marker), "marker '\(marker)' read: \(context)")
      }
      if !title.suffix.isEmpty {
        #expect(!name.contains("@"), "invitation tail read: \(context)")
      }
      // A core of several words is never cut to its first.
      let coreWords = title.core.split(separator: " ").filter { $0.contains(where: \.isLetter) }
      if coreWords.count >= 2, !title.shapes.contains(.emojiOnly) {
        let heardWords = (heard.name + " " + (heard.note ?? "")).split(
          whereSeparator: \.isWhitespace)
        #expect(heardWords.count >= 2, "cut to one word: \(context)")
      }
      // The action names the whole title its summary says, and nothing of a note.
      let item = Fixture.event(title.text, "2026-06-01T09:00", "2026-06-01T10:00")
      #expect(composer.spokenTitle(item) == name, "\(context)")
    }
    // The generator exercised every shape it has.
    #expect(shapes.count >= ExportTitle.Shape.allCases.count - 1, "\(locale): \(shapes.sorted())")
  }
}
