import WidgetTimeline

extension SummaryComposer {
  /// `candidate`'s sentence with the titles its level cut (`Detail.shortensTitles`) said
  /// whole again, one at a time in the order said, wherever the sentence still fits the
  /// candidate's limit; `nil` when none does.
  ///
  /// A level cuts every title it says, though cutting one or two may have made the room: once
  /// the search has settled, a title whose whole form still fits is said whole, and its
  /// actions name it so. Made only for the entry's chosen sentence, never per candidate.
  func wholeTitlesThatFit(
    _ candidate: Candidate, _ entry: TimelineEntry, _ traits: FamilyTraits,
    mentions: [Mention], clauses: [ItemClause], groupNames: [String],
    cache: inout CompositionCache
  ) -> (text: String, keys: CopyKeySet, seconds: Double, titles: Set<String>)? {
    let stage = self.stage(
      candidate.spoken, entry, traits, mentions: mentions, clauses: clauses, cache: &cache)
    let detail = candidate.detail
    let count = detail.countsAsTotal ? stage.total : stage.full
    var voiced = stage.voiced
    var texts = voiced.map { text($0, detail: detail) }
    var result: (text: String, keys: CopyKeySet, seconds: Double, titles: Set<String>)?
    for index in voiced.indices {
      var whole = voiced[index]
      whole.saysWholeTitle = true
      let said = text(whole, detail: detail)
      guard said != texts[index] else { continue }
      var attempt = texts
      attempt[index] = said
      var keys = count.keys
      for clause in voiced { keys.formUnion(Self.templateKeys(clause, detail: detail)) }
      let sentence = render(
        entry, traits, mentions: mentions.prefix(stage.spoken), texts: attempt, more: count.text,
        datedHeadings: detail.keepsDates, together: stage.together, keys: &keys)
      let seconds = profile.seconds(sentence)
      guard seconds <= candidate.limit else { continue }
      texts = attempt
      voiced[index] = whole
      var titles = result?.titles ?? []
      titles.insert(whole.title)
      // An overdue group's sentence said whole names its members whole.
      if whole.titleNumber < 0 { titles.formUnion(groupNames) }
      result = (sentence, keys, seconds, titles)
    }
    return result
  }
}
