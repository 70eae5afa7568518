/// The words that differ between two versions of a sentence, for marking in place.
///
/// Both sentences are cut into words, runs of spaces and single punctuation marks, and the
/// longest common subsequence of those pieces is kept; what is left is marked deleted in the
/// old sentence and inserted in the new one, so "overdue since Saturday" against "overdue
/// since Friday" marks only the day. Chinese, Japanese and Korean characters are pieces of
/// their own, as ``WordScanner`` counts them.
struct WordDiff {
  /// A piece of a sentence and whether it is in the other sentence too.
  struct Piece: Equatable {
    var text: String
    var changed: Bool
  }

  let old: [Piece]
  let new: [Piece]

  /// Past this many comparisons (a pair of very long sentences) the sentences are marked as
  /// wholly replaced rather than compared piece by piece.
  static let limit = 250_000

  init(old: String, new: String) {
    let a = Self.pieces(old)
    let b = Self.pieces(new)
    guard a.count * b.count <= Self.limit else {
      self.old = [Piece(text: old, changed: true)]
      self.new = [Piece(text: new, changed: true)]
      return
    }
    // lengths[i][j]: the longest common subsequence of a[i...] and b[j...].
    var lengths = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in stride(from: a.count - 1, through: 0, by: -1) {
      for j in stride(from: b.count - 1, through: 0, by: -1) {
        lengths[i][j] =
          a[i] == b[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
      }
    }
    var keptOld = Array(repeating: false, count: a.count)
    var keptNew = Array(repeating: false, count: b.count)
    var (i, j) = (0, 0)
    while i < a.count, j < b.count {
      if a[i] == b[j] {
        keptOld[i] = true
        keptNew[j] = true
        i += 1
        j += 1
      } else if lengths[i + 1][j] >= lengths[i][j + 1] {
        i += 1
      } else {
        j += 1
      }
    }
    self.old = Self.merged(a, keptOld)
    self.new = Self.merged(b, keptNew)
  }

  /// Words, runs of white space, and every other character alone.
  static func pieces(_ text: String) -> [String] {
    var pieces: [String] = []
    var current = ""
    var currentIsWord = false
    for character in text {
      let isWord =
        (character.isLetter || character.isNumber || character == "'" || character == "’")
        && !WordScanner.isCJK(character)
      let isSpace = character.isWhitespace
      if !current.isEmpty,
        (isWord && currentIsWord) || (isSpace && current.last?.isWhitespace == true)
      {
        current.append(character)
        continue
      }
      if !current.isEmpty { pieces.append(current) }
      current = String(character)
      currentIsWord = isWord
    }
    if !current.isEmpty { pieces.append(current) }
    return pieces
  }

  /// Neighbouring pieces of the same kind joined, so marks cover phrases, not single words. A
  /// space says nothing by itself: it is marked when the pieces on both sides are, and left
  /// unmarked otherwise.
  static func merged(_ pieces: [String], _ kept: [Bool]) -> [Piece] {
    var changed = kept.map { !$0 }
    for index in pieces.indices where pieces[index].allSatisfy(\.isWhitespace) {
      changed[index] =
        index > 0 && index + 1 < pieces.count && !kept[index - 1] && !kept[index + 1]
    }
    var out: [Piece] = []
    for (text, isChanged) in zip(pieces, changed) {
      if let last = out.last, last.changed == isChanged {
        out[out.count - 1].text += text
      } else {
        out.append(Piece(text: text, changed: isChanged))
      }
    }
    return out
  }

  /// `pieces` as HTML, the changed ones inside `tag` (`del` or `ins`).
  static func html(_ pieces: [Piece], tag: String) -> String {
    pieces.map { $0.changed ? "<\(tag)>\(HTML.escape($0.text))</\(tag)>" : HTML.escape($0.text) }
      .joined()
  }
}
