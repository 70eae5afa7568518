/// Builds calendar and reminder titles in the shapes real exports write, from parts.
///
/// A title is a core (an ordinary name most of the time, else one with a dash, colon, slash
/// or a list of its own, a ticket id or a flight code, ALL CAPS, emoji only, in another script
/// than its language, or very long) with, independently, mail prefixes in several languages
/// (`RE: RE: `, `AW: `, `転送: `, `Canceled: `), tags (`[EXTERNAL] `, ` (optional)`), asides in
/// brackets that nest and hold dashes, colons and commas, and Google's invitation tail
/// (`Invitation: … @ Mon Jun 1, 2pm`), and what titles write for the eye: a place after an at
/// sign, a shift's "1400–2230", a star or heart, a count in brackets ("(48)"). Most titles
/// stay ordinary, as in a real week; every shape appears in a few thousand draws. The same
/// seed gives the same titles everywhere.
///
/// ```swift
/// var random = SeededRandom(seed: 7)
/// let title = ExportTitleGenerator(language: .de).title(&random)
/// // title.text == "AW: Abstimmung Budget 2027 (bitte Unterlagen mitbringen – Raum 2.14)"
/// // title.core == "Abstimmung Budget 2027"
/// ```
public struct ExportTitleGenerator: Sendable {
  /// Events carry mail and invitation markers; reminders are typed by hand and do not.
  public enum Kind: Sendable { case event, reminder }

  public var language: ExportTitle.Language
  public var kind: Kind

  public init(language: ExportTitle.Language, kind: Kind = .event) {
    self.language = language
    self.kind = kind
  }

  /// `count` titles from `seed`, the same on every machine: what a property test draws.
  public static func titles(count: Int, language: ExportTitle.Language, seed: UInt64)
    -> [ExportTitle]
  {
    var random = SeededRandom(seed: seed)
    let generator = ExportTitleGenerator(language: language)
    return (0..<count).map { _ in generator.title(&random) }
  }

  /// One title, drawn from `random`.
  public func title(_ random: inout SeededRandom) -> ExportTitle {
    var shapes: Set<ExportTitle.Shape> = []
    // The core's own language: now and then another script than the sentence's.
    var script = language
    if random.chance(0.12) {
      script = random.pick(ExportTitle.Language.allCases.filter { $0 != language })
      shapes.insert(.otherScript)
    }
    let words = ExportTitleParts.words[script]!
    var core: String
    var joins: [ExportTitle.Join] = []
    var ticket: String?
    var ticketIsSaid = false
    var verbatim: [String] = []
    var range: (from: String, to: String)?
    var hashtag: String?
    var closingHashtags: String?
    var ordinary = false
    switch random.int(0...99) {
    case 0..<62:
      core = random.pick(kind == .event ? words.ordinary : words.tasks)
      ordinary = true
    case 62:
      // Digits a title keeps whole: an identifier ("#2026-041") or an amount ("₩1,800,000").
      if random.chance(0.5) {
        let (title, identifier) = random.pick(ExportTitleParts.identifiers[script]!)
        core = title
        verbatim = [identifier]
        shapes.insert(.identifier)
      } else {
        let (title, amount) = random.pick(ExportTitleParts.amounts[script]!)
        core = title
        verbatim = [amount]
        shapes.insert(.amount)
      }
    case 63:
      // A range said with the language's word: of numbers ("3-4 pm") or hours ("22–02 Uhr").
      if random.chance(0.5) {
        let (title, from, to) = random.pick(ExportTitleParts.ranges[script]!)
        core = title
        range = (from, to)
        shapes.insert(.realRange)
      } else {
        let (title, from, to) = random.pick(ExportTitleParts.clockRanges[script]!)
        core = title
        range = (from, to)
        shapes.insert(.clockRange)
      }
    case 64:
      let (title, abbreviation) = random.pick(ExportTitleParts.letterSlashes[script]!)
      core = title
      verbatim = [abbreviation]
      shapes.insert(.letterSlash)
    case 65..<70:
      core = random.pick(words.dashed)
      shapes.insert(.dash)
    case 70..<76:
      core = random.pick(words.colon)
      shapes.insert(.colon)
    case 76..<82:
      core = random.pick(words.slashed)
      shapes.insert(.slash)
    case 82..<87:
      core = random.pick(words.lists)
      shapes.insert(.list)
    case 87..<92:
      let chosen = random.pick(ExportTitleParts.tickets)
      let task = random.pick(words.tasks)
      ticket = chosen
      switch random.int(0...2) {
      case 0:
        // Straight before the words, only a tracker's long id (five digits or more:
        // "CHG0034190") is a code; "OPS-1423 Fix login" is said as a model's name would be
        // ("RTX-4090 서버 예약"): nothing sets it off as an id.
        core = "\(chosen) \(task)"
        ticketIsSaid = !ExportTitleParts.isUnsaidAnywhere(chosen)
      case 1:
        // After a spaced dash any id is a code: "– PR 4412", "– #4821", "- CHG0034417".
        core = "\(task) – \(chosen)"
        ticketIsSaid = false
      default:
        // Inside a phrase a ticket is content, unless it is a tracker's long id or a
        // request's number ("Besprechung INC0012345 mit Jana", "Review PR 4412 with Sam").
        let (before, after) = random.pick(ExportTitleParts.ticketPhrases[script]!)
        core = before + chosen + after
        ticketIsSaid = !ExportTitleParts.isUnsaidAnywhere(chosen)
        shapes.insert(.ticketInPhrase)
      }
      shapes.insert(.ticketID)
    case 92..<96:
      let flight = random.pick(ExportTitleParts.flights)
      core = random.pick(words.flight) + " " + flight
      joins = ExportTitleParts.joins[flight] ?? []
      shapes.insert(.flightCode)
    case 96..<98:
      core = random.pick(ExportTitleParts.emojiOnly)
      shapes.insert(.emojiOnly)
    default:
      core = random.pick(words.ordinary) + random.pick(words.longTails)
      shapes.insert(.long)
    }
    joins += ExportTitleParts.joins[core] ?? []
    if core.hasPrefix("1:1") { shapes.insert(.oneOnOne) }
    for join in joins {
      switch join.kind {
      case .arrow: shapes.insert(.arrow)
      case .numbers, .dates, .part: shapes.insert(.numberSlash)
      case .middleDot: shapes.insert(.middleDot)
      case .words: break
      }
    }
    // Spellings for the eye (`writtenForTheEye`), drawn from a stream of their own forked
    // from `random` without moving it on: every title a seed gave before them is drawn as it
    // was, and only those that now carry one change.
    var fork = random
    var eye = SeededRandom(seed: fork.next() ^ 0xBB67_AE85_84CA_A73B)
    let countsInBrackets = eye.chance(0.03)
    if !shapes.contains(.emojiOnly) {
      if script == .en || script == .de, verbatim.isEmpty, range == nil, random.chance(0.05) {
        core = core.uppercased()
        joins = joins.map { .init($0.kind, $0.left.uppercased(), $0.right.uppercased()) }
        ticket = ticket?.uppercased()
        shapes.insert(.allCaps)
      }
      let written = Self.writtenForTheEye(
        core, script: script, ordinary: ordinary,
        bare: ticket == nil && verbatim.isEmpty && range == nil, &eye)
      core = written.core
      range = written.range ?? range
      shapes.formUnion(written.shapes)
      if random.chance(0.06) {
        // A decoration: an emoji, or on an ordinary name a hashtag in the name's own script
        // that opens it ("#selfcare Massage") or closes it ("Massage #selfcare"; more forms
        // in `closingHashtags(_:_:)`, drawn by the tests, so a seed's titles stay as they were).
        if ordinary, random.chance(0.35) {
          let word = random.pick(ExportTitleParts.markers[script]!.hashtags)
          if random.chance(0.5) {
            core = "#\(word) \(core)"
          } else {
            core += " #\(word)"
            closingHashtags = " #\(word)"
          }
          hashtag = word
          shapes.insert(.hashtag)
        } else {
          let emoji = random.pick(ExportTitleParts.emojiOnly)
          core = random.chance(0.5) ? "\(emoji) \(core)" : "\(core) \(emoji)"
          shapes.insert(.emojiDecoration)
        }
      }
    }

    let own = ExportTitleParts.markers[language]!
    var prefixes: [String] = []
    var leadingTags: [String] = []
    var asides: [String] = []
    var trailingTags: [String] = []
    var suffix = ""
    var isCancelled = false
    var isOptional = false
    var isPostponed = false
    var isTentative = false
    var marker: String?
    if kind == .event, random.chance(0.22) {
      switch random.int(0...11) {
      case 0...3:
        prefixes = [random.pick(own.forwards)]
        shapes.insert(.prefix)
      case 4...5:
        prefixes = [random.pick(own.forwards), random.pick(own.forwards)]
        shapes.formUnion([.prefix, .repeatedPrefix])
      case 6...7:
        prefixes = [random.pick(own.cancelled)]
        isCancelled = true
        shapes.formUnion([.prefix, .cancelledMarker])
      case 8:
        // Another language's marker: a colleague abroad forwarded it.
        prefixes = [random.pick(ExportTitleParts.foreignForwards)]
        shapes.insert(.prefix)
      case 9:
        prefixes = [random.pick(own.invitations)]
        suffix = random.pick(own.invitationTails)
        shapes.formUnion([.prefix, .invitation])
      case 10:
        // "Postponed: Standup", said "Standup, postponed".
        prefixes = [random.pick(own.postponed)]
        isPostponed = true
        shapes.insert(.postponedMarker)
      default:
        // "Moved: Design review", "(Updated) …": the time said is already the new one.
        prefixes = [random.pick(own.moved)]
        shapes.insert(.movedMarker)
      }
    }
    if random.chance(kind == .event ? 0.07 : 0.02) {
      if random.chance(0.2) {
        // A tag that names what the event is: part of the title.
        let tag = random.pick(ExportTitleParts.kindTags[language]!)
        leadingTags = [tag]
        verbatim.append(String(tag.filter { $0 != " " }))
        shapes.insert(.kindTag)
      } else if random.chance(0.25) {
        leadingTags = [random.pick(own.workflowTags)]
        shapes.formUnion([.tag, .workflowTag])
      } else {
        leadingTags = [random.pick(own.leadingTags)]
        shapes.insert(.tag)
      }
    }
    if random.chance(kind == .event ? 0.2 : 0.1), random.chance(0.1) {
      asides = [random.pick(ExportTitleParts.timeAsides[language]!)]
      shapes.formUnion([.aside, .timeAside])
    } else if random.chance(kind == .event ? 0.2 : 0.1) {
      let aside = random.pick(own.asides)
      asides = [aside]
      shapes.insert(.aside)
      if aside.dropFirst().contains(where: { "([{（【「".contains($0) }) {
        shapes.insert(.nestedAside)
      }
      if aside.contains(where: { "-–—:,;、：".contains($0) }) { shapes.insert(.punctuatedAside) }
    }
    if kind == .event, random.chance(0.08) {
      if random.chance(0.3) {
        trailingTags = [random.pick(own.cancelledTags)]
        isCancelled = true
        shapes.insert(.cancelledMarker)
      } else {
        trailingTags = [random.pick(own.optionalTags)]
        isOptional = true
      }
      shapes.insert(.tag)
    }
    if kind == .event {
      // Drawn from a stream of their own, forked from `random` without moving it on: every
      // title a seed gave before these shapes is drawn as it was, and only those that now
      // carry one change.
      var fork = random
      var marks = SeededRandom(seed: fork.next() ^ 0x6A09_E667_F3BC_C908)
      if marks.chance(0.05) {
        switch marks.int(0...3) {
        case 0:
          // "TBC: Dinner", "[TBD] Offsite", "Offsite (TBD)", "Review - TBD".
          let (before, leading, after) = own.tentative
          switch marks.int(0...2) {
          case 0:
            let picked = marks.pick(before)
            prefixes.append(picked)
            marker = picked
          case 1:
            let picked = marks.pick(leading)
            leadingTags.insert(picked, at: 0)
            marker = picked
          default:
            // After a title of emoji alone, a dash sets off nothing: only a bracket is a tag.
            let forms = shapes.contains(.emojiOnly) ? after.filter { !$0.hasPrefix(" - ") } : after
            let picked = marks.pick(forms)
            trailingTags.append(picked)
            marker = picked
          }
          isTentative = true
          shapes.insert(.tentativeMarker)
        case 1:
          // "Copy: Standup", "FW: Kopie: Standup", outermost first.
          var copy = [marks.pick(own.copies)]
          if marks.chance(0.4) { copy.insert(marks.pick(own.forwards), at: 0) }
          prefixes.insert(contentsOf: copy, at: 0)
          marker = copy.joined()
          shapes.formUnion([.prefix, .copyPrefix])
        case 2:
          let picked = marks.pick(own.postponedAsides)
          asides.append(picked)
          marker = picked
          isPostponed = true
          shapes.formUnion([.aside, .postponedAside])
        default:
          let picked = marks.pick(own.questionAsides)
          asides.append(picked)
          marker = picked
          shapes.formUnion([.aside, .questionAside])
        }
      }
    }
    // A count after the words ("Order chalk (48)"), last: a tag or an invitation's tail
    // after it would be the words it follows.
    if countsInBrackets, trailingTags.isEmpty, suffix.isEmpty, !shapes.contains(.emojiOnly) {
      asides.append(Self.bracketedNumber(&eye))
      shapes.insert(.bracketedCount)
    }
    var title = ExportTitle(
      language: language, script: script, prefixes: prefixes, leadingTags: leadingTags,
      core: core, asides: asides, trailingTags: trailingTags, suffix: suffix,
      isCancelled: isCancelled, isOptional: isOptional, shapes: shapes)
    title.joins = joins
    title.ticket = ticket
    title.ticketIsSaid = ticketIsSaid
    title.isUrgent = leadingTags.contains(where: ExportTitleParts.urgentTags.contains)
    title.isImportant = leadingTags.contains(where: ExportTitleParts.importantTags.contains)
    title.isPostponed = isPostponed
    title.isTentative = isTentative
    title.marker = marker
    title.hashtag = hashtag
    title.closingHashtags = closingHashtags
    title.verbatim = verbatim
    title.range = range
    return title
  }
}
