import ICalendar
import WidgetTimeline

extension SummaryComposer {
  /// One sentence the composer may say for an entry, and the limit it must fit.
  struct Candidate {
    var text: String
    /// How many mentions it says by name.
    var spoken: Int
    /// The seconds it must fit in.
    var limit: Double
    /// Whether it is a sentence not tried before at this number of mentions: a level that
    /// changes nothing in these clauses says the same again.
    var isNew: Bool
    var detail: Detail
    /// The clauses said, told apart, before the level drops a calendar name.
    var said: [ItemClause]
    /// How many items it does not say by name.
    var unsaid: Int
    /// The catalog keys it is said with (`Summary.template`).
    var template: CopyKeySet
    /// Whether it only asks if any level at this number of mentions can fit: `consider`
    /// says whether it does, and keeps nothing.
    var isProbe = false
    /// Its seconds, when its stage timed it already: a probe's sentence is the stage's
    /// `shortest` candidate, timed once (`Renders.probe`).
    var seconds: Double? = nil
  }

  /// The candidates for `entry`, fullest first, each given to `consider` until it returns
  /// `true`: for the most mentions the family says down to one, every detail level of each
  /// pass at the pass's limit (`Detail`).
  ///
  /// A widget that says every row it shows may take a little longer than its budget (what it
  /// shows is what it says), and it does so before it gives up a state: the headings' dates,
  /// the place and the calendar name go at the budget, then at the stretched budget, and only
  /// then the shorter times and the count's parts (said as one number). The count
  /// itself is never dropped: a row is folded into it first. An urgent row (`isUrgent`:
  /// overdue, due now, of high priority, tagged urgent) is folded only past the hard budget,
  /// at any number of mentions: the search never stops before the last urgent one while the
  /// mentions up to it, said at their most compact (`Detail.isUrgentResort`: shortest times,
  /// cut titles), fit the hard budget (the eye sees the row in red, so the ear hears it). A render depends only on what each clause keeps at a level
  /// and on which count it ends with, so levels that keep the same are rendered once.
  func candidates(
    _ entry: TimelineEntry, _ traits: FamilyTraits, mentions: [Mention], clauses: [ItemClause],
    cache: inout CompositionCache, _ consider: (Candidate) -> Bool
  ) {
    let most = Self.spokenAtMost(traits, mentions: mentions)
    let least = min(1, most)
    func stage(_ spoken: Int) -> Stage {
      self.stage(spoken, entry, traits, mentions: mentions, clauses: clauses, cache: &cache)
    }
    // Whether any level at a number of mentions can fit: the most compact one at the widest
    // limit (or at `limit`), rendered once, through the stage's renders, whose `shortest`
    // candidate it is. The fewest mentions always can, by its last resorts.
    func canFit(_ renders: inout Renders, limit: Double? = nil) -> Bool {
      let stage = renders.stage
      guard stage.spoken > least, let widest = limit ?? stage.passes.map(\.limit).max() else {
        return true
      }
      return consider(renders.probe(self, entry, traits, mentions, widest))
    }
    // The most mentions that can fit, found by bisection: a long widget's entry over its
    // limit would otherwise be rendered once for every mention it cannot say (most are far
    // over it: steps that double down from the most cost more). Fewer mentions make a
    // shorter sentence, whatever the count that follows says, so whether the most compact
    // level fits the soft budget only turns false once as mentions are added.
    var top = most
    // The stage found fitting, with what it rendered: its probe is its `shortest` candidate.
    var fitting: Renders?
    // The fullest sentence is tried before any probe: it fits most entries, and a probe
    // first would render every such entry twice. It is not timed again in the search below.
    if most > least {
      var renders = Renders(stage(most))
      if let (limit, details) = renders.stage.passes.first, let detail = details.first,
        consider(renders.candidate(self, entry, traits, mentions, limit, detail))
      {
        return
      }
      if canFit(&renders) {
        fitting = renders
      } else {
        var (fits, over) = (least, most)
        while over - fits > 1 {
          let middle = (fits + over) / 2
          var probed = Renders(stage(middle))
          if canFit(&probed, limit: traits.budget.soft) {
            (fits, fitting) = (middle, probed)
          } else {
            over = middle
          }
        }
        top = fits
        // An urgent mention past the soft budget's answer is folded only past the hard
        // budget: the most mentions ending in an urgent one whose compact level fits it.
        // Fitting the hard budget also only turns false once, so those counts are bisected
        // too; an entry with no urgent mention past `top` renders nothing more.
        let urgent = ((top + 1)..<most).filter {
          Self.isUrgent(mentions[$0 - 1], clauses[$0 - 1])
        }
        var (fitsAt, overAt) = (-1, urgent.count)
        while overAt - fitsAt > 1 {
          let middle = (fitsAt + overAt) / 2
          var probed = Renders(stage(urgent[middle]))
          if canFit(&probed, limit: traits.budget.hard) {
            (fitsAt, fitting, top) = (middle, probed, urgent[middle])
          } else {
            overAt = middle
          }
        }
      }
    }
    for spoken in stride(from: top, through: least, by: -1) {
      // The stage the bisection found fitting is not probed again.
      var renders = spoken == top ? fitting ?? Renders(stage(spoken)) : Renders(stage(spoken))
      if spoken != top, !canFit(&renders) { continue }
      for (limit, details) in renders.stage.passes {
        for detail in details {
          if consider(renders.candidate(self, entry, traits, mentions, limit, detail)) { return }
        }
      }
    }
  }

  /// The sentences made at one number of mentions, each rendered once: a level that keeps
  /// what another kept says the same, and is only offered again (`Candidate.isNew`).
  struct Renders {
    let stage: Stage
    /// Renders already timed at this number of items; a handful, compared byte for byte.
    private var tried: [String] = []
    /// Each sentence rendered, by what its clauses and count keep; its seconds once its probe
    /// timed it, and whether it was offered as a candidate (a probe's is not, until the walk
    /// reaches its level).
    private var rendered: [Rendered] = []
    private var clauseTexts: [[(key: Int, text: String, keys: CopyKeySet)]]

    private struct Rendered {
      var signature: [Int]
      var text: String
      var keys: CopyKeySet
      /// Its keys but the count's: a level with the same signature may say the same count
      /// by another key (the total said as the full count is).
      var uncounted: CopyKeySet
      var seconds: Double?
      var offered: Bool
    }

    init(_ stage: Stage) {
      self.stage = stage
      tried.reserveCapacity(stage.passes.count + 2)
      rendered.reserveCapacity(stage.passes.count + 2)
      clauseTexts = Array(repeating: [], count: stage.voiced.count)
    }

    /// The candidate `stage` says at `detail`, timed against `limit`.
    mutating func candidate(
      _ composer: SummaryComposer, _ entry: TimelineEntry, _ traits: FamilyTraits,
      _ mentions: [Mention], _ limit: Double, _ detail: Detail
    ) -> Candidate {
      let (index, known) = render(composer, entry, traits, mentions, detail)
      let text = rendered[index].text
      // A sentence only probed is new here, as it was before the probe shared it.
      let isNew =
        (!known || !rendered[index].offered) && !tried.contains { $0.hasSameBytes(as: text) }
      if isNew { tried.append(text) }
      // The first level offered of a sentence only probed says the count by its own key, as
      // when it was rendered first.
      if !rendered[index].offered {
        rendered[index].keys = rendered[index].uncounted.union(stage.count(detail).keys)
        rendered[index].offered = true
      }
      return Candidate(
        text: text, spoken: stage.spoken, limit: limit, isNew: isNew, detail: detail,
        said: stage.said, unsaid: stage.unsaid, template: rendered[index].keys,
        seconds: rendered[index].seconds)
    }

    /// The probe of `stage` against `limit`: its most compact sentence (`Stage.shortest`),
    /// rendered and timed here once, and kept for the walk to offer as that level.
    mutating func probe(
      _ composer: SummaryComposer, _ entry: TimelineEntry, _ traits: FamilyTraits,
      _ mentions: [Mention], _ limit: Double
    ) -> Candidate {
      let (index, _) = render(composer, entry, traits, mentions, stage.shortest)
      let seconds = rendered[index].seconds ?? composer.profile.seconds(rendered[index].text)
      rendered[index].seconds = seconds
      return Candidate(
        text: rendered[index].text, spoken: stage.spoken, limit: limit, isNew: true,
        detail: stage.shortest, said: stage.said, unsaid: stage.unsaid,
        template: rendered[index].keys, isProbe: true, seconds: seconds)
    }

    /// Where `rendered` holds the sentence `stage` says at `detail`, rendered if no level
    /// before kept the same (`known` when one did).
    private mutating func render(
      _ composer: SummaryComposer, _ entry: TimelineEntry, _ traits: FamilyTraits,
      _ mentions: [Mention], _ detail: Detail
    ) -> (index: Int, known: Bool) {
      let voiced = stage.voiced
      let count = stage.count(detail)
      var signature: [Int] = []
      signature.reserveCapacity(voiced.count + 1)
      for clause in voiced { signature.append(SummaryComposer.textKey(clause, detail: detail)) }
      // The headings' dates are part of what a level keeps only where one can be said.
      signature.append(
        stage.countKey(detail) | (detail.keepsDates && stage.datesMatter ? 2 : 0))
      if let index = rendered.firstIndex(where: { $0.signature == signature }) {
        return (index, true)
      }
      var uncounted = CopyKeySet()
      let texts = voiced.indices.map { index in
        if let known = clauseTexts[index].first(where: { $0.key == signature[index] }) {
          uncounted.formUnion(known.keys)
          return known.text
        }
        let made = composer.text(voiced[index], detail: detail)
        let madeKeys = SummaryComposer.templateKeys(voiced[index], detail: detail)
        clauseTexts[index].append((signature[index], made, madeKeys))
        uncounted.formUnion(madeKeys)
        return made
      }
      let text = composer.render(
        entry, traits, mentions: mentions.prefix(stage.spoken), texts: texts,
        more: count.text, datedHeadings: detail.keepsDates, together: stage.together,
        keys: &uncounted)
      rendered.append(
        Rendered(
          signature: signature, text: text, keys: uncounted.union(count.keys),
          uncounted: uncounted, seconds: nil, offered: false))
      return (rendered.count - 1, false)
    }
  }

  /// What the candidates at one number of mentions share: the clauses as heard, what the count
  /// says, and the limits and levels to try.
  struct Stage {
    var spoken: Int
    var said: [ItemClause]
    var together: [Bool]
    var voiced: [ItemClause]
    var unsaid: Int
    var full: (text: String?, keys: CopyKeySet)
    var total: (text: String?, keys: CopyKeySet)
    /// The count as its last resort says it (`Detail.countsRest`).
    var rest: (text: String?, keys: CopyKeySet)
    var passes: [(limit: Double, details: [Detail])]
    /// The level its most compact sentence is said at: `urgentBare` when its last mention is
    /// urgent (and cutting titles tells them apart still), else `totalCount`.
    var shortest: Detail
    /// Whether a render's headings can say a date (`Detail.keepsDates`): only under a day
    /// heading, for a mention said under one whose date a render says or leaves out (today's,
    /// or a later day's where the family dates them). Elsewhere two levels that differ only
    /// in the dates say the same bytes, and are rendered once.
    var datesMatter: Bool

    /// What the count says at `detail`.
    func count(_ detail: Detail) -> (text: String?, keys: CopyKeySet) {
      detail.countsRest ? rest : detail.countsAsTotal ? total : full
    }

    /// Which of its counts `detail` says, as a render's key: 0 the full one, 1 the total, 4
    /// the rest, a form equal to an earlier one taking its key. Known from the stage's forms,
    /// compared once when it is made, not for every candidate.
    func countKey(_ detail: Detail) -> Int {
      if detail.countsRest { return !restDiffers ? 0 : restIsTotal ? 1 : 4 }
      return detail.countsAsTotal && totalDiffers ? 1 : 0
    }

    /// Whether the total differs from the full count, and the rest from the full count and
    /// whether it is the total (`countKey`).
    var totalDiffers: Bool
    var restDiffers: Bool
    var restIsTotal: Bool

    init(
      spoken: Int, said: [ItemClause], together: [Bool], voiced: [ItemClause], unsaid: Int,
      full: (text: String?, keys: CopyKeySet), total: (text: String?, keys: CopyKeySet),
      rest: (text: String?, keys: CopyKeySet), passes: [(limit: Double, details: [Detail])],
      shortest: Detail, datesMatter: Bool
    ) {
      (self.spoken, self.said, self.together, self.voiced) = (spoken, said, together, voiced)
      (self.unsaid, self.full, self.total, self.rest) = (unsaid, full, total, rest)
      (self.passes, self.shortest, self.datesMatter) = (passes, shortest, datesMatter)
      func same(_ a: String?, _ b: String?) -> Bool {
        guard let a, let b else { return a == nil && b == nil }
        return a.hasSameBytes(as: b)
      }
      totalDiffers = !same(total.text, full.text)
      restDiffers = !same(rest.text, full.text)
      restIsTotal = same(rest.text, total.text)
    }
  }

  /// The most mentions a family of `traits` says of `mentions`.
  static func spokenAtMost(_ traits: FamilyTraits, mentions: [Mention]) -> Int {
    min(traits.spokenAtMost ?? mentions.count, mentions.count)
  }

  /// Whether a mention asks for attention: a reminder overdue, due now or of high priority
  /// (`Mention.isUrgent`), or an item its title tags urgent ("[URGENT]"), which its clause
  /// says. The widget shows such a row in red; it is folded into the count only past the
  /// hard budget.
  static func isUrgent(_ mention: Mention, _ clause: ItemClause) -> Bool {
    mention.isUrgent || clause.states.contains { $0.kind == .urgent }
  }

  /// The first `spoken` of `mentions` as said in `entry`: told apart, said together where
  /// they start together, and what the count says, with the limits and levels to try.
  func stage(
    _ spoken: Int, _ entry: TimelineEntry, _ traits: FamilyTraits, mentions: [Mention],
    clauses: [ItemClause], cache: inout CompositionCache
  ) -> Stage {
    let budget = traits.budget
    let hard = Self.clearOfHard(budget)
    let least = min(1, Self.spokenAtMost(traits, mentions: mentions))
    // Told apart, then said together where they start together: what is heard, which the
    // actions name them by.
    let (said, together) = self.together(
      Self.toldApart(Array(clauses.prefix(spoken))), mentions: mentions.prefix(spoken))
    // Only a room or address after the first can be "the same place" (`samePlace`): most
    // stages have none, and the words are not looked up for them.
    let voiced =
      said.dropFirst().contains { $0.placeIsPhysical }
      ? samePlace(said, mentions: mentions.prefix(spoken)) : said
    let remainder = Remainder(
      entry: entry, unspoken: Self.unspoken(entry, mentions.prefix(spoken)),
      counted: mentions.prefix(spoken).reduce(0) { $0 + $1.hiddenRows })
    // What was not said is a sentence of its own, so that its number is never heard as part
    // of the last item ("room 3, and 3 more").
    func more(_ asTotal: Bool, unscoped: Bool = false) -> (text: String?, keys: CopyKeySet) {
      let total = asTotal || traits.count == .total
      let key = CompositionCache.RemainderKey(
        overdue: remainder.overdue, today: remainder.today, later: remainder.later,
        lastLaterDay: remainder.lastLaterDay,
        day: entry.day, lookAheadDays: entry.hiddenPerDay.count, asTotal: total,
        unscoped: unscoped)
      if let phrase = cache.remainders[key] { return phrase }
      var keys = CopyKeySet()
      let text = remainder.phrase(
        self, day: entry.day, lookAheadDays: entry.hiddenPerDay.count, asTotal: total,
        unscoped: unscoped, keys: &keys)
      cache.remainders[key] = (text, keys)
      return (text, keys)
    }
    let full = more(false)
    let overdueAndToCome = remainder.overdue > 0 && remainder.toCome > 0
    // The lock screen says its count as one number with its widest scope; after an overdue
    // part, in a language whose listeners take the rest for what is to come, that window is
    // what goes when the count is said as one number (`totalCount`): "그 밖에 기한 지난 2개,
    // 예정 14개", never the overdue number alone. Elsewhere the count's short form names one
    // window once, also when nothing is left today ("Dazu 8 überfällige und bis Montag 24
    // weitere").
    let total =
      traits.count == .total
      ? (overdueAndToCome && profile.countsRestWithoutScope ? more(true, unscoped: true) : full)
      : remainder.later > 0 && (remainder.today > 0 || remainder.lastLaterDay > 1)
        ? more(true) : full
    let rest = overdueAndToCome ? more(true, unscoped: true) : total
    let stretched =
      spoken == mentions.count
      ? min(budget.soft * Self.allRowsStretch, hard) : budget.soft
    // The last mention said is urgent: it is folded only past the hard budget.
    let urgent = spoken > least && Self.isUrgent(mentions[spoken - 1], clauses[spoken - 1])
    // Its shortest form cuts titles, unless two it says would then sound alike.
    let resorts = urgent && Self.cutsApart(said) ? Detail.urgentResorts : []
    // Made in place, in order: a list made by adding lists costs a list for each.
    var passes: [(limit: Double, details: [Detail])] = []
    passes.reserveCapacity(5)
    passes.append((budget.soft, Detail.keepingMeaning))
    // The levels that keep every meaning are tried again at the stretched budget only where
    // it is wider: at the soft budget again each is a sentence timed over it already.
    if stretched > budget.soft { passes.append((stretched, Detail.keepingMeaning)) }
    passes.append((stretched, Detail.droppingMeaning))
    // An urgent row's resorts cut titles, which its actions cannot say as the eye sees them
    // (WCAG 2.5.3): they hold the hard budget itself, not its margin.
    if urgent {
      passes.append((budget.hard, resorts.isEmpty ? Detail.countPass : Detail.urgentPass))
    }
    // What a small widget shows is what it says: its rows are said, with the count as one
    // number, up to the hard budget's margin, before a shown row is folded into the count
    // (a widget with headings has shortened its count at the stretched budget already).
    if traits.standalone && !urgent && spoken > least && spoken == mentions.count {
      passes.append((hard, Detail.countPass))
    }
    // One item said every way but the last resorts may still be over the hard budget:
    // the shortest form is timed again at it, then the count's window goes, then the time
    // words, then the title is cut (`Detail.lastResorts`). The margin first with the
    // count's short form only: the window ("14 to come" was heard as tonight's), the lead's
    // time ("Next: …, at 2 PM", without it heard as a wrong or missing fact), its star and
    // its whole title go only past the hard budget itself.
    if spoken == least {
      passes.append((hard, Detail.countPass))
      passes.append((budget.hard, Detail.lastPass))
    }
    // A heading says a date only in a family with headings, for a mention that may be under
    // one: not the overdue group, nor one overdue since an earlier day (each a sentence of its
    // own), and on a later day only where the family dates later days. One in progress counts
    // too: whether it is said "Now:" or under its day is the render's to say.
    let datesMatter =
      !traits.standalone
      && mentions.prefix(spoken).contains {
        ($0.first.day == entry.day || traits.datesLaterDays) && !$0.isOverdueGroup
          && !isOverdueSinceEarlierDay($0.first, entry: entry)
      }
    return Stage(
      spoken: spoken, said: said, together: together, voiced: voiced,
      unsaid: remainder.total, full: full, total: total, rest: rest, passes: passes,
      shortest: resorts.last ?? .totalCount, datesMatter: datesMatter)
  }

  /// Whether `clauses` with different titles still say different titles once each is cut at
  /// its first phrase boundary (`shortened(_:)`): "Sync (Berlin)" and "Sync (Tokyo)" would
  /// both be "Sync", and nothing heard would tell them, or their actions, apart.
  static func cutsApart(_ clauses: [ItemClause]) -> Bool {
    let cut = clauses.map { $0.titleNumber >= 0 ? $0.cutTitle ?? $0.title : $0.title }
    for index in clauses.indices {
      for other in clauses.indices[..<index]
      where cut[other] == cut[index] && !clauses[other].sameTitle(as: clauses[index]) {
        return false
      }
    }
    return true
  }

  /// The most a candidate may take where the search would otherwise hold the hard budget:
  /// 92 % of it. The estimate of a summary's seconds is off by up to about 8 %, and native
  /// reviewers heard a summary that close to the hard limit as too long; a candidate past
  /// this is said only when nothing shorter can be (the search's last, shortest render).
  static func clearOfHard(_ budget: LengthBudget) -> Double {
    budget.hard * hardMargin
  }

  /// The share of the hard budget a summary stays within (`clearOfHard(_:)`).
  static let hardMargin = 0.92

  /// How far over its soft budget a widget may run to say every row it shows (a small
  /// widget's 8 seconds become 10).
  static let allRowsStretch = 1.25

  /// The choice among an entry's candidates: the first that fits its limit, else the last
  /// timed, the shortest the search could make.
  struct Fitting {
    let profile: LanguageProfile
    /// The candidate kept and how long it takes.
    private(set) var best: Best?
    /// Whether the first candidate timed fit: the fullest sentence, which every family that
    /// says the entry in shared words would say.
    private(set) var firstFits = false
    /// Whether a number of mentions was passed over by a probe.
    private var skipped = false
    /// The sentences timed, a handful, to offer one again at a wider limit untimed.
    private var timed: [(text: String, seconds: Double)] = []

    init(profile: LanguageProfile) {
      self.profile = profile
    }

    /// Times `candidate` and keeps it; whether the search is over.
    ///
    /// A sentence said before at this number of mentions is not timed again: it is over now if
    /// it is the one kept and fits this limit. The last level that keeps every state
    /// (`totalCount`) is timed even when it changes nothing here.
    mutating func consider(_ candidate: Candidate) -> Bool {
      if candidate.isProbe {
        let fits = (candidate.seconds ?? profile.seconds(candidate.text)) <= candidate.limit
        // A fuller sentence was passed over: a later fit is not the first candidate's.
        if !fits { skipped = true }
        return fits
      }
      // Sentences are compared byte for byte: made by the same code from the same words, equal
      // ones have equal bytes, and `==` would compare them by `Character`.
      let known =
        candidate.isNew ? nil : timed.first { $0.text.hasSameBytes(as: candidate.text) }
      guard candidate.isNew || candidate.detail == .totalCount else {
        if let best, best.candidate.text.hasSameBytes(as: candidate.text),
          best.seconds <= candidate.limit
        {
          return true
        }
        // A level timed against the hard budget's margin is offered again at the hard budget.
        if let known, known.seconds <= candidate.limit {
          best = Best(candidate: candidate, seconds: known.seconds)
          return true
        }
        return false
      }
      let seconds = known?.seconds ?? candidate.seconds ?? profile.seconds(candidate.text)
      if timed.count < 8 { timed.append((candidate.text, seconds)) }
      if seconds <= candidate.limit { firstFits = best == nil && !skipped }
      best = Best(candidate: candidate, seconds: seconds)
      return seconds <= candidate.limit
    }

    /// A candidate kept, and how long it takes.
    struct Best {
      var candidate: Candidate
      var seconds: Double

      /// Its clauses as heard: without their calendar names when its level drops them. Made
      /// for the one kept, not for every candidate timed (each clause changed is copied).
      var heard: [ItemClause] {
        var heard = candidate.said
        if !candidate.detail.keepsGroup {
          for index in heard.indices { heard[index].group = nil }
        }
        return heard
      }
    }
  }
}

extension SummaryComposer.Detail {
  /// The levels of the passes at the hard budget, made once rather than for every stage: the
  /// count as one number; then an urgent row's resorts; or the last resorts.
  static let countPass: [Self] = [.totalCount]
  static let urgentPass = [.totalCount] + urgentResorts
  static let lastPass = [.totalCount] + lastResorts
}
