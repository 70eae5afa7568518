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
    let count = stage.count(detail)
    var voiced = stage.voiced
    var texts = voiced.map { text($0, detail: detail) }
    var result: (text: String, keys: CopyKeySet, seconds: Double, titles: Set<String>)?
    for index in voiced.indices {
      var whole = voiced[index]
      whole.saysWholeTitle = true
      guard text(whole, detail: detail) != texts[index] else { continue }
      // Whole, and if that does not fit, whole without its star: a title is what the eye and
      // the action name the item by, so the star goes before the title is cut.
      var unstarred = whole
      unstarred.states.removeAll { $0.kind == .favorite }
      let tries = unstarred.states.count == whole.states.count ? [whole] : [whole, unstarred]
      var fitting:
        (clause: ItemClause, texts: [String], text: String, keys: CopyKeySet, seconds: Double)?
      for clause in tries {
        var attempt = texts
        attempt[index] = text(clause, detail: detail)
        var keys = count.keys
        for other in voiced { keys.formUnion(Self.templateKeys(other, detail: detail)) }
        let sentence = render(
          entry, traits, mentions: mentions.prefix(stage.spoken), texts: attempt,
          more: count.text, datedHeadings: detail.keepsDates, together: stage.together,
          keys: &keys)
        let seconds = profile.seconds(sentence)
        if seconds <= candidate.limit {
          fitting = (clause, attempt, sentence, keys, seconds)
          break
        }
      }
      guard let (said, attempt, sentence, keys, seconds) = fitting else { continue }
      texts = attempt
      voiced[index] = said
      var titles = result?.titles ?? []
      titles.insert(said.title)
      // An overdue group's sentence said whole names its members whole.
      if said.titleNumber < 0 { titles.formUnion(groupNames) }
      result = (sentence, keys, seconds, titles)
    }
    return result
  }
}
