extension WordDiff {
  /// The changes alone, each after the word before it, and `…` for the rest of the sentence:
  /// `…since [-Saturday-]{+Friday+}…`, whether or not the sentence goes on after the change.
  ///
  /// A copy change repeats in every sentence that says it, each sentence otherwise its own;
  /// two sentences whose excerpts are equal had the same edit, and `glance diff`'s reports for
  /// CI say that edit once ("same change in 11 entries"). Context follows no change, as what
  /// follows one differs from sentence to sentence; unchanged words between two changes are
  /// kept whole when there are few of them.
  public var excerpt: String {
    var text = ""
    for (index, segment) in segments.enumerated() {
      switch segment {
      case .removed(let removed): text += "[-\(Self.visible(removed))-]"
      case .added(let added): text += "{+\(Self.visible(added))+}"
      case .same(let same):
        guard index < segments.count - 1 else {
          text += "…"
          continue
        }
        let tokens = Self.tokens(same)
        let word = tokens.lastIndex { $0.contains(where: Self.isWordCharacter) } ?? 0
        let between = index > 0
        if between, tokens.count <= 3 {
          text += same
        } else {
          text += (word > 0 || between ? "…" : "") + tokens[word...].joined()
        }
      }
    }
    if case .same? = segments.last { return text }
    return text + "…"
  }
}
