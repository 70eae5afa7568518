import Snapshots

extension WordDiff {
  /// One version of the sentence as HTML, what the other version lacks marked: `<del>` in the
  /// old one, `<ins>` in the new one. The words are those `glance diff` marks.
  func html(_ side: Side) -> String {
    let tag = side == .old ? "del" : "ins"
    return pieces(side).map {
      $0.changed ? "<\(tag)>\(HTML.escape($0.text))</\(tag)>" : HTML.escape($0.text)
    }.joined()
  }
}
