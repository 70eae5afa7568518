extension SummaryComposer {
  /// The most words a title keeps when a widget's hard budget leaves no room for all of it.
  static let shortenedTitleWords = 5
  /// The most characters a title written without spaces (Japanese) keeps then.
  static let shortenedTitleCharacters = 10

  /// `title` cut at its first phrase boundary, for the last resort of `Detail.shortTitles`:
  /// the words before a colon, a dash, a comma, a slash or an opening bracket ("CS 225" of
  /// "CS 225: Data Structures", "Problem set 4" of "Problem set 4 (CS 225)"), at most
  /// `shortenedTitleWords` words.
  ///
  /// A cut never leaves a bracket open, and never leaves fewer than two words (or three
  /// characters without spaces) when the title has more: "Mateo - school parade" is not
  /// "Mateo". A title already that short is kept whole.
  static func shortened(_ title: String) -> String {
    shortened(title, words: shortenedTitleWords, characters: shortenedTitleCharacters)
  }

  /// `title` cut as `shortened(_:)` does, to at most `words` words (`characters` without
  /// spaces): the very last resort keeps two, for a title whose digits alone fill a lock
  /// screen's seconds ("INC0012345 Book hotel for Denver").
  static func shortened(_ title: String, words wordLimit: Int, characters characterLimit: Int)
    -> String
  {
    let characters = Array(title)
    var words = 1
    var cut: Int?
    var index = 0
    while index < characters.count {
      let character = characters[index]
      let next = index + 1 < characters.count ? characters[index + 1] : " "
      let isOpening = "([{（「【『".contains(character)
      let isMark =
        (":,/|".contains(character) && next == " ") || "：、，／".contains(character)
      let isDash = "-–—".contains(character) && index > 0 && characters[index - 1] == " "
      if isOpening || isMark || isDash {
        // The words before the boundary; a cut at an opening bracket ends every cut.
        let before = characters[..<index].split(separator: " ").count
        if index >= 3 && (before >= 2 || !characters[..<index].contains(" ")) {
          cut = index
          break
        }
        if isOpening { break }
      }
      if character == " ", index > 0, characters[index - 1] != " " {
        if words == wordLimit {
          cut = index
          break
        }
        words += 1
      }
      index += 1
    }
    var kept = characters[..<(cut ?? characters.count)]
    if !kept.contains(" "), kept.count > characterLimit, !kept.contains(where: { $0.isASCII }) {
      kept = kept.prefix(characterLimit)
    }
    while let last = kept.last, last == " " || last == "-" || last == "–" || last == "—" {
      kept.removeLast()
    }
    return kept.isEmpty ? title : String(kept)
  }
}

extension SummaryComposer {
  /// `actions` naming each of `titles` as cut (`shortened(_:)`), for a summary that said them
  /// cut: an action's name holds the words heard (WCAG 2.5.3 Label in Name).
  static func shortened(
    _ actions: [AccessibilityAction], titles: [String], cut: (String) -> String
  ) -> [AccessibilityAction] {
    actions.map { action in
      guard action.trigger == .named,
        let title = titles.filter({ action.name.contains($0) }).max(by: { $0.count < $1.count })
      else { return action }
      var named = action
      named.name = action.name.replacingOccurrences(of: title, with: cut(title))
      return named
    }
  }
}
