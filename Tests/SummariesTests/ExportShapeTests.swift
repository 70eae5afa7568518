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
      case .room, .venueAddress, .multiline, .address, .oneLine, .roomShape:
        #expect(spoken != nil, "\(context)")
      }
      // What a listener needs is said, and what they do not is not: the venue before a
      // one-line address, a Korean address from its road, a common-noun room with its
      // article, a building and floor after their room and in full, a room code's room
      // (never "online"), a room's qualifier in brackets.
      for words in place.said {
        #expect(spoken?.contains(words) == true, "'\(words)' not said: \(context)")
      }
      for words in place.unsaid {
        #expect(spoken?.contains(words) != true, "'\(words)' said: \(context)")
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
        // The venue, its words as written; a bracketed code or note and separators aside,
        // its abbreviations said in full ("Conf Rm 4B": AbbreviationPeriodTests).
        let words = Self.lettersAndDigits(
          composer.titles.withoutStops(SpokenTitle.removeBrackets(venue), bare: true))
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
  /// as "Now" or "Next", never counted, never offered as a favorite. So is a reminder, by a
  /// tag after its name ("면접 (Canceled)") or a prefix: never said as overdue or urgent.
  @Test func anEventCancelledByItsTitleIsLeftOut() throws {
    let ics =
      "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Test//EN\r\nBEGIN:VEVENT\r\nUID:a\r\nDTSTAMP:20260601T000000Z\r\nDTSTART:20260601T090000Z\r\nDTEND:20260601T100000Z\r\nSUMMARY:Canceled: API kickoff\r\nEND:VEVENT\r\nBEGIN:VEVENT\r\nUID:b\r\nDTSTAMP:20260601T000000Z\r\nDTSTART:20260601T090000Z\r\nDTEND:20260601T100000Z\r\nSUMMARY:キャンセル済み: 定例会議\r\nEND:VEVENT\r\nBEGIN:VEVENT\r\nUID:c\r\nDTSTAMP:20260601T000000Z\r\nDTSTART:20260601T110000Z\r\nDTEND:20260601T120000Z\r\nSUMMARY:Design review (Abgesagt)\r\nEND:VEVENT\r\nBEGIN:VEVENT\r\nUID:d\r\nDTSTAMP:20260601T000000Z\r\nDTSTART:20260601T110000Z\r\nDTEND:20260601T120000Z\r\nSUMMARY:Cancellation policy review\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n"
    let json = #"""
      {"version": 1, "reminders": [
        {"id": "a", "title": "TR: 면접 (Canceled)", "due": "2026-05-25T02:00:00Z"},
        {"id": "b", "title": "Abgesagt: Elternabend", "due": "2026-06-01T18:00:00Z"},
        {"id": "c", "title": "Cancellation fee refund", "due": "2026-06-01T18:00:00Z"}
      ]}
      """#
    let files = [
      SourceFiles.File(name: "work.ics", displayName: "person/work.ics", bytes: Array(ics.utf8)),
      SourceFiles.File(
        name: "reminders.json", displayName: "person/reminders.json", bytes: Array(json.utf8)),
    ]
    let source = Source(files: SourceFiles(id: "person", files: files))
    let grammar = TitleGrammar(lexicons: .shipped)
    let day = Fixture.instant("2026-06-01T00:00")
    let agenda = Agenda(
      source: source, from: day, to: day + 86_400, zone: Fixture.zone,
      cancelledByTitle: grammar.isCancelled)
    #expect(
      Set(agenda.items.map(\.title)) == ["Cancellation policy review", "Cancellation fee refund"])
    let kept = Agenda(source: source, from: day, to: day + 86_400, zone: Fixture.zone)
    #expect(kept.items.count == 7)
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
        // A tag that names what the event is ("【説明会】") is part of the title.
        guard !title.verbatim.contains(written) else { continue }
        #expect(!name.contains(written), "tag '\(written)' read: \(context)")
      }
      for prefix in title.prefixes {
        let marker = prefix.trimmingCharacters(in: .whitespaces)
        #expect(!name.hasPrefix(marker), "marker '\(marker)' read: \(context)")
      }
      // Neither an invitation's tail nor an at sign before a place is read ("Dinner @ Nobu"
      // is "Dinner at Nobu").
      #expect(!name.contains("@") && !name.contains("＠"), "at sign read: \(context)")
      // A count in brackets after the words is not said: the name is the title's without it.
      if title.shapes.contains(.bracketedCount), let count = title.asides.last {
        let uncounted = String(title.text.dropLast(count.count))
        let plain = composer.title(composer.titles.heard(uncounted), kind: .event)
        #expect(
          name.filter { $0 != " " } == plain.filter { $0 != " " },
          "count '\(count)' said: \(context), not '\(plain)'")
      }
      // A core of several words is never cut to its first (hashtags that close it are
      // tags, not words).
      let core = title.closingHashtags.map { title.core.replacing($0, with: "") } ?? title.core
      let said = title.ticket.map {
        title.ticketIsSaid ? core : core.replacing($0, with: "")
      }
      let coreWords = (said ?? core).split(separator: " ").filter {
        $0.contains(where: \.isLetter) && !TitleGrammar.isCode($0)
      }
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

  /// Whose words join a title's parts, from how the title was generated: the sentence's
  /// own, the English of a Latin title in a sentence of another script, or a third script's
  /// pause.
  static func voice(_ title: ExportTitle, _ language: ExportTitle.Language) -> SpokenTitle.Voice {
    let latin: Set<ExportTitle.Language> = [.en, .de]
    if title.script == language || latin.contains(title.script) && latin.contains(language) {
      return .own
    }
    return latin.contains(title.script) ? .latin : .third
  }

  /// A title's joining marks are said in its own language: an arrow as from–to around both
  /// words ("서울에서 부산까지", "HNDからFRAまで"; a route between codes a journey in the
  /// sentence's own words whatever the title's script, `title.route`: "ICN발 CDG행"), a slash between words as "and" with no stray
  /// spaces ("高橋と佐藤"), a slash between numbers kept ("2/3"), one beside a date a pause
  /// ("Dec 24, Dec 31"), never "and", a middle dot a pause; a title in a third script takes
  /// only pauses, but the sentence's "and" for a slash between words ("高橋 und 佐藤"). "1:1" is the language's one-on-one before names in any script, and a
  /// ticket id is said inside a phrase and never when it opens the title or follows a dash.
  @Test(arguments: languages.map(\.locale))
  func titlesJoinInTheirOwnLanguage(_ locale: String) {
    let language = Self.languages.first { $0.locale == locale }!.language
    let composer = Fixture.composer(locale)
    let localizer = composer.localizer
    let titles = ExportTitleGenerator.titles(count: Self.titles, language: language, seed: 2703)
    var kinds: Set<ExportTitle.Join.Kind> = []
    var tickets = (said: 0, unsaid: 0)
    for title in titles where !title.shapes.contains(.emojiOnly) {
      let name = composer.title(composer.titles.heard(title.text), kind: .event)
      let context = "\(locale) '\(title.text)' heard as '\(name)'"
      let voice = Self.voice(title, language)
      let foreign = voice == .latin
      let pause =
        voice == .own
        ? localizer.string(.listMiddle, .string(""), .string(""))
        : localizer.string(.titleForeignPause)
      let and = localizer.string(.title(.and, foreign: foreign))
      for join in title.joins {
        kinds.insert(join.kind)
        let (left, right) = (join.left, join.right)
        switch join.kind {
        case .arrow:
          // A route between codes is the sentence's own from–to in any script's title.
          let codes = [left, right].allSatisfy { $0.allSatisfy { $0.isASCII && $0.isUppercase } }
          let expected =
            codes
            ? localizer.string(.titleRoute, .string(left), .string(right))
            : voice == .third
              ? left + pause + right
              : localizer.string(.title(.arrow, foreign: foreign), .string(left), .string(right))
          #expect(name.contains(expected), "arrow not '\(expected)': \(context)")
          #expect(
            !name.contains("→") && !name.contains("->") && !name.contains(" > "), "\(context)")
        case .words:
          // Words in capitals are said in normal case (`SpokenTitle.inNormalCase`), and in a
          // title that shouts, every word of four capitals with a vowel.
          let shouts = title.text.split(separator: " ").contains(where: SpokenTitle.isShouted)
          let joined = SpokenTitle.inNormalCase(left + and + right, shouting: shouts)
          #expect(name.contains(joined), "slash not '\(and)': \(context)")
        case .numbers:
          // Kept as written, unless they make a date ("12/24": a month, then a day past 12),
          // said as one in the sentence's language with its day.
          let date =
            (Int(left).map { (1...12).contains($0) } ?? false)
            && (Int(right).map { (13...31).contains($0) } ?? false)
          #expect(
            name.contains(left + "/" + right) || (date && name.contains(right)),
            "numbers not kept: \(context)")
        case .dates:
          // Kept as written, or each said as a date in the sentence's language
          // (`SpokenTitle+Dates`): both days are said, never as a range or a fraction.
          let days = [left, right].map { String($0.split(separator: "/").last!) }
          #expect(
            name.contains(left + "/" + right) || days.allSatisfy(name.contains),
            "dates not kept: \(context)")
        case .part:
          // Which of a series, both numbers said; in a third script as written.
          #expect(
            name.contains(left + "/" + right) == (voice == .third), "part counter: \(context)")
          #expect(name.contains(left) && name.contains(right), "part counter: \(context)")
        case .middleDot where left.contains("/") || right.contains("/"):
          // Dates either side are said as dates; the dot between them stays a pause.
          #expect(!name.contains("·"), "middle dot kept: \(context)")
        case .middleDot:
          #expect(name.contains(left + pause + right), "middle dot not '\(pause)': \(context)")
        }
        if join.kind != .words {
          // Never "and" between numbers or dates, in any language.
          for word in ["and", "und", "と", "및"] {
            #expect(
              !name.contains(left + " " + word + " ") && !name.contains(left + word), "\(context)")
          }
        }
      }
      if title.core.hasPrefix("1:1") {
        let word = localizer.string(.title(.oneOnOne, foreign: foreign))
        let capitalized = word.prefix(1).uppercased() + word.dropFirst()
        // After a tag that names the event ("【説明会】1:1 高橋 / 佐藤") if there is one.
        let opening = title.verbatim.first { name.hasPrefix($0) }.map { name.dropFirst($0.count) }
        let rest = opening.map { $0.drop { $0 == " " }.lowercased() } ?? name
        #expect(
          rest.hasPrefix(opening == nil ? capitalized : word.lowercased()),
          "1:1 not '\(capitalized)': \(context)")
      }
      if let ticket = title.ticket {
        #expect(name.contains(ticket) == title.ticketIsSaid, "ticket: \(context)")
        if title.ticketIsSaid { tickets.said += 1 } else { tickets.unsaid += 1 }
      }
    }
    #expect(kinds.count == 6, "\(locale): \(kinds)")
    #expect(tickets.said > 0 && tickets.unsaid > 0, "\(locale): \(tickets)")
  }

  /// A spaced dash, bar or semicolon between two parts of a Latin title in a Japanese
  /// sentence is a space, never a comma: 「Weekly sync、Kestrel loc team、午前2時から」 was
  /// heard as two items. Over generated English and German titles heard in Japanese: the name
  /// holds no comma the title as written did not (a list's own commas stay), but where a
  /// middle dot lists two dates.
  @Test func aLatinTitlesPartsStayOneNameInJapanese() {
    let composer = Fixture.composer("ja-JP")
    var parted = 0
    for language in [ExportTitle.Language.en, .de] {
      let titles = ExportTitleGenerator.titles(
        count: Self.titles / 2, language: language, seed: 2731)
      for title in titles where !title.shapes.contains(.emojiOnly) {
        // A middle dot between two dates lists them: its pause stays (`titlesJoinInTheirOwnLanguage`).
        guard Self.voice(title, .ja) == .latin,
          !title.joins.contains(where: { $0.kind == .middleDot })
        else { continue }
        let name = composer.title(composer.titles.heard(title.text), kind: .event)
        let commas = { (text: String) in text.filter { $0 == "," || $0 == "、" }.count }
        #expect(
          commas(name) <= commas(title.text), "ja-JP '\(title.text)' heard as '\(name)'")
        if [" - ", " – ", " — ", " | ", "; "].contains(where: title.text.contains) { parted += 1 }
      }
    }
    #expect(parted > 0)
  }

  /// A tag that says a meeting is optional or an item urgent is a state the eye sees: it
  /// is heard after the title, in the language's word, as "tentative" is, and never read as
  /// the tag; no other title says it.
  @Test(arguments: languages.map(\.locale))
  func stateTagsAreSaidAsStates(_ locale: String) {
    let language = Self.languages.first { $0.locale == locale }!.language
    let composer = Fixture.composer(locale)
    let optional = composer.localizer.string(.stateOptional)
    let urgent = composer.localizer.string(.stateUrgent)
    let important = composer.localizer.string(.stateImportant)
    let titles = ExportTitleGenerator.titles(count: Self.titles, language: language, seed: 2704)
    var said = (optional: 0, urgent: 0, important: 0)
    for title in titles where !title.isCancelled {
      let heard = composer.titles.heard(title.text)
      let context = "\(locale) '\(title.text)'"
      #expect(heard.isOptional == title.isOptional, "optional: \(context)")
      #expect(heard.isUrgent == title.isUrgent, "urgent: \(context)")
      #expect(heard.isImportant == title.isImportant, "important: \(context)")
      guard title.isOptional || title.isUrgent || title.isImportant else { continue }
      let event = Fixture.event(title.text, "2026-06-01T09:00", "2026-06-01T10:00")
      let text = Fixture.summary([event], locale: locale).text
      // A tentative item is not also said optional (`ItemClause`): "TBD: Friseur (freiwillig)"
      // is "Friseur, unter Vorbehalt", as with STATUS:TENTATIVE.
      if title.isOptional, !title.isTentative {
        #expect(text.contains(optional), "\(context): \(text)")
        said.optional += 1
      }
      if title.isUrgent {
        #expect(text.contains(urgent), "\(context): \(text)")
        said.urgent += 1
      }
      if title.isImportant {
        // Said after the title, as the state: 「美容院、重要、午前3時15分まで」.
        #expect(text.contains(important), "\(context): \(text)")
        said.important += 1
      }
    }
    #expect(said.optional > 0 && said.urgent > 0 && said.important > 0, "\(locale): \(said)")
  }

  /// The titles of `shape` drawn for `locale`, each with its name as heard and its action's
  /// name, which must say the same.
  static func drawn(_ shape: ExportTitle.Shape, _ locale: String, seed: UInt64)
    -> [(title: ExportTitle, name: String, action: String, context: String)]
  {
    let language = languages.first { $0.locale == locale }!.language
    let composer = Fixture.composer(locale)
    return ExportTitleGenerator.titles(count: titles, language: language, seed: seed)
      .filter { $0.shapes.contains(shape) && !$0.isCancelled }
      .map { title in
        let name = composer.title(composer.titles.heard(title.text), kind: .event)
        let item = Fixture.event(title.text, "2026-06-01T09:00", "2026-06-01T10:00")
        let action = composer.spokenTitle(item)
        return (
          title, name, action, "\(locale) '\(title.text)' heard as '\(name)', action '\(action)'"
        )
      }
  }

  /// Digits a dash joins are an identifier, said as written in the name and the action,
  /// when they follow "#", "No." or "Nr.", have a side of four digits or more or a leading
  /// zero, or are attached to a letter ("#2026-041" was said "2026에서 041"); a real range
  /// ("3-4 pm", "pp. 12-18", "8-12 Uhr", "第3-4回") is still said with the range's word.
  @Test(arguments: languages.map(\.locale))
  func identifiersAreNeverRanges(_ locale: String) {
    let composer = Fixture.composer(locale)
    let language = Self.languages.first { $0.locale == locale }!.language
    Self.expectSaidAsWritten(.identifier, locale, seed: 2705)
    for (_, name, _, context) in Self.drawn(.identifier, locale, seed: 2705) {
      #expect(!Self.readsARange(name), "range: \(context)")
    }
    let ranges = Self.drawn(.realRange, locale, seed: 2705)
    for (title, name, _, context) in ranges {
      guard let range = title.range else { continue }
      let word = composer.titles.connector(.range, voice: Self.voice(title, language))
      // Two times on a 24-hour clock are said as written with the range's word between
      // them (`sayingClockRanges`).
      let clock = composer.titles.sayingClockRanges(
        "\(range.from)–\(range.to)", voice: Self.voice(title, language))
      let expected = clock.contains("–") ? range.from + word + range.to : clock
      #expect(name.contains(expected), "range not '\(expected)': \(context)")
    }
    #expect(!ranges.isEmpty, "\(locale)")
  }

  /// A bracket holding a time of day or a range of them ("(zw. 8-12 Uhr)", "(3-4 pm)",
  /// "（9時-12時）") is an aside: none of its digits is said, in the name or the action, and
  /// its dash never becomes "bis".
  @Test(arguments: languages.map(\.locale))
  func bracketedTimesAreAsides(_ locale: String) {
    let drawn = Self.drawn(.timeAside, locale, seed: 2706)
    for (title, name, action, context) in drawn {
      let said = Set(Self.digitRuns(name))
      for aside in title.asides {
        for run in Self.digitRuns(aside) where !title.core.contains(run) {
          #expect(!said.contains(run), "time '\(run)' said: \(context)")
        }
      }
      #expect(action == name, "\(context)")
    }
    #expect(!drawn.isEmpty, "\(locale)")
  }

  /// An amount whose commas or full stops group its digits ("₩1,800,000", "(1.234,56 €)",
  /// "15,000円") is said as written, in the name and the action: a comma with a digit on
  /// both sides is no list's ("월세 ₩1,800 및 000 이체" was a wrong fact), makes no bracket an
  /// aside, and makes no overdue group's name a list.
  @Test(arguments: languages.map(\.locale))
  func amountsKeepTheirSeparators(_ locale: String) {
    Self.expectSaidAsWritten(.amount, locale, seed: 2709)
    for (title, name, _, context) in Self.drawn(.amount, locale, seed: 2709)
    where !title.core.contains(", ") {
      #expect(!SummaryComposer.isList(name), "a list in the group: \(context)")
    }
  }

  /// A range of clock hours ("22–02 Uhr", "Nachtschicht 22-06 h", "20:00–08:30",
  /// "22-02時") is said as a range in the title's voice, in the name and the action: a
  /// leading zero there is the clock's, and "22 02 Uhr" was heard as a code.
  @Test(arguments: languages.map(\.locale))
  func clockRangesAreSaidAsRanges(_ locale: String) {
    let composer = Fixture.composer(locale)
    let language = Self.languages.first { $0.locale == locale }!.language
    let drawn = Self.drawn(.clockRange, locale, seed: 2710)
    for (title, name, action, context) in drawn {
      guard let range = title.range else { continue }
      let word = composer.titles.connector(.range, voice: Self.voice(title, language))
      // Two times on a 24-hour clock are said as written with the range's word between
      // them (`sayingClockRanges`).
      let clock = composer.titles.sayingClockRanges(
        "\(range.from)–\(range.to)", voice: Self.voice(title, language))
      let expected = clock.contains("–") ? range.from + word + range.to : clock
      #expect(name.contains(expected), "range not '\(expected)': \(context)")
      #expect(action == name, "\(context)")
    }
    #expect(!drawn.isEmpty, "\(locale)")
  }

  /// The titles of `shape` drawn for `locale` say each of their `verbatim` words as
  /// written, in the name and in the action alike.
  static func expectSaidAsWritten(_ shape: ExportTitle.Shape, _ locale: String, seed: UInt64) {
    let drawn = Self.drawn(shape, locale, seed: seed)
    for (title, name, action, context) in drawn {
      for words in title.verbatim {
        #expect(name.contains(words), "'\(words)' not as written: \(context)")
      }
      #expect(action == name, "\(context)")
    }
    #expect(!drawn.isEmpty, "\(locale)")
  }

  /// A slash between two single letters is an abbreviation ("f/u", "n/a", "b/c", "w/o"),
  /// said as written in the name and the action, never "f and u".
  @Test(arguments: languages.map(\.locale))
  func letterSlashesAreAbbreviations(_ locale: String) {
    Self.expectSaidAsWritten(.letterSlash, locale, seed: 2707)
  }

  /// A bracket before the name that names what the event is (「【説明会】」, "[Webinar]") is
  /// part of the title, said and in the action; one that holds a tag's word ("【重要】") is
  /// not (`titlesKeepTheirInvariants`).
  @Test(arguments: languages.map(\.locale))
  func eventKindTagsStayInTheTitle(_ locale: String) {
    Self.expectSaidAsWritten(.kindTag, locale, seed: 2708)
  }
}
