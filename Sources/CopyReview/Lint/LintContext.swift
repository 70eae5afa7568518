import Foundation
import Summaries

/// What the rules may consult: the locale's copy, how titles are spoken in it, and the words
/// the lexicons give the rules.
///
/// Built once per locale (``CopyLinter`` keeps one for each locale the catalog ships), since
/// reading the catalog's forms and words takes longer than judging many summaries.
public struct LintContext: Sendable {
  public let localizer: Localizer
  public let titles: SpokenTitle
  public let catalog: StringCatalog
  /// The locale's plural copy: each plural string's forms, for ``PluralAgreement``.
  let pluralForms: [[PluralCategory: String]]
  /// Those forms split at their number, each once (``PluralAgreement``).
  let pluralTemplates: [PluralAgreement.Template]
  /// Words that are English and not this locale's own, for ``UntranslatedEnglish``; empty in
  /// English.
  let englishWords: Set<String>
  /// Those of them that Glance's own English copy uses: one alone is evidence enough.
  let catalogEnglishWords: Set<String>
  /// The words that name a control or a gesture, for ``ElementTypeOrGesture``.
  let controlWords: ElementTypeOrGesture.Patterns

  public init(locale: String, catalog: StringCatalog, lexicons: Lexicons = .shipped) {
    self.catalog = catalog
    localizer = Localizer(catalog: catalog, locale: locale)
    titles = SpokenTitle(localizer: localizer, lexicons: lexicons)
    controlWords = ElementTypeOrGesture.Patterns(
      lexicons.words[.controlWords], latin: lexicons.latin)
    let chain = StringCatalog.fallbackChain(localizer.locale)
    pluralForms = catalog.strings.keys.sorted().compactMap { key in
      guard case .plural(let forms)? = chain.lazy.compactMap({ catalog.strings[key]?[$0] }).first
      else { return nil }
      return forms
    }
    pluralTemplates = PluralAgreement.templates(pluralForms)
    // English is told by its lexicon's everyday words and Glance's own English copy; the
    // language's own words that look English are no evidence.
    if localizer.pluralLanguage == "en" {
      englishWords = []
      catalogEnglishWords = []
    } else {
      let own = Self.words(of: catalog, chain: chain).union(
        lexicons.lexicon(for: localizer.language)?[.englishLookalikes] ?? [])
      let catalogEnglish = Self.words(of: catalog, chain: ["en"]).subtracting(own)
      englishWords = Set(lexicons.lexicon(for: "en")?[.everydayWords] ?? []).union(
        catalogEnglish
      ).subtracting(own)
      catalogEnglishWords = catalogEnglish.filter { $0.count >= 3 }
    }
  }

  /// The lower-cased words of the catalog's copy in the first language of `chain` that has
  /// each string, without format specifiers. Title connectors are left out: they are spoken
  /// inside people's titles ("Lunch with Sam" in a German summary), not as Glance's copy.
  static func words(of catalog: StringCatalog, chain: [String]) -> Set<String> {
    var words: Set<String> = []
    for (key, values) in catalog.strings where !key.hasPrefix("title.") {
      let templates: [String] =
        switch chain.lazy.compactMap({ values[$0] }).first {
        case .text(let text)?: [text]
        case .plural(let forms)?: Array(forms.values)
        case nil: []
        }
      for template in templates {
        for word in WordScanner.words(withoutSpecifiers(template)) where word.isAlphabetic {
          words.insert(word.text)
        }
      }
    }
    return words
  }

  /// A catalog template without its `%@`, `%1$lld`, `%02lld` specifiers.
  static func withoutSpecifiers(_ template: String) -> String {
    var out = ""
    var characters = template.makeIterator()
    while let character = characters.next() {
      guard character == "%" else {
        out.append(character)
        continue
      }
      // Position, width and length modifiers, then the conversion character.
      while let next = characters.next() {
        if next.isNumber || "$.lhq".contains(next) { continue }
        break
      }
      out.append(" ")
    }
    return out
  }

  /// The summary with every visible item's title taken out (as written and as spoken), so
  /// rules about copy do not judge people's own titles.
  public func copyOnly(_ subject: LintSubject) -> String {
    subject.copy ?? Self.remove(titleForms(subject.items.map(\.title)), from: subject.summary)
  }

  /// `subject` with the copy the rules judge worked out once, instead of once per rule: the
  /// summary without the items' titles, each action's item title and its name without it.
  public func prepared(_ subject: LintSubject) -> LintSubject {
    var forms: [ExactText: HeardTitle] = [:]
    return prepared(subject, forms: &forms)
  }

  /// ``prepared(_:)`` with the titles heard so far, by title.
  func prepared(_ subject: LintSubject, forms: inout [ExactText: HeardTitle]) -> LintSubject {
    var prepared = withCopy(subject, forms: &forms)
    for index in prepared.actions.indices {
      var action = prepared.actions[index]
      if action.title == nil, let id = action.itemID {
        action.title = subject.items.first { $0.id == id }?.title
      }
      prepared.actions[index] = self.prepared(action, forms: &forms)
    }
    return prepared
  }

  /// `subject` with the copy of its summary worked out, not its actions': what the rules
  /// over summaries judge.
  func withCopy(_ subject: LintSubject, forms: inout [ExactText: HeardTitle]) -> LintSubject {
    guard subject.copy == nil else { return subject }
    var prepared = subject
    // One item's forms are longest first already; several items' are merged.
    let all =
      subject.items.count == 1
      ? heard(subject.items[0].title, &forms).forms
      : Self.longestFirst(subject.items.flatMap { heard($0.title, &forms).forms })
    prepared.copy = Self.remove(all, from: subject.summary)
    return prepared
  }

  /// An action with its copy and its item's visible title worked out, as ``prepared(_:)``
  /// does for an entry's actions.
  func prepared(_ action: LintSubject.Action, forms: inout [ExactText: HeardTitle])
    -> LintSubject.Action
  {
    var action = action
    if action.copy == nil {
      let heard = action.title.map { self.heard($0, &forms) }
      action.copy = heard.map { Self.remove($0.forms, from: action.name) } ?? action.name
      action.visibleTitle = heard?.visible
    }
    return action
  }

  /// What the rules need of an item's title, from one hearing of it.
  struct HeardTitle: Sendable {
    /// Every form in which it may appear, longest first (``titleForms(_:)``).
    var forms: [String]
    /// What its row shows first and a Voice Control user says: a noted title's head, else
    /// the title as spoken.
    var visible: String
  }

  /// `title` heard, once per title.
  private func heard(_ title: String, _ known: inout [ExactText: HeardTitle]) -> HeardTitle {
    let key = ExactText(title)
    if let found = known[key] { return found }
    let found = heardTitle(title)
    known[key] = found
    return found
  }

  /// `title` heard once (`SpokenTitle.heard`): its forms and what its row shows first.
  func heardTitle(_ title: String) -> HeardTitle {
    let heard = titles.heard(title)
    // `speak` names an emoji-only title by its emoji, which `heard` leaves empty.
    let spoken = heard.isEmojiOnly ? titles.speak(title) : heard.name
    var forms = [spoken, title]
    var visible = spoken
    if let note = heard.note, !heard.name.isEmpty {
      forms += [heard.name, note]
      visible = heard.name
    }
    // A time the title writes is not said when it repeats the item's own (`WrittenTime`):
    // the name without it is a form too, and what an action may be named by.
    let timeless = titles.heard(title, clock: .any)
    if !heard.isEmojiOnly, !timeless.name.isEmpty, timeless.name != heard.name {
      forms.append(timeless.name)
      visible = timeless.name
    }
    return HeardTitle(forms: Self.longestFirst(forms), visible: visible)
  }

  /// Every form in which `titles` may appear, longest first: as written, as spoken, and a
  /// noted title's head and note, which the composer says apart.
  ///
  /// Each title is heard once (`SpokenTitle.heard`), its spoken form and its head and note
  /// taken from that: `speak` and `split` would each hear it again, and hearing a title is
  /// most of what the lint spends on titles.
  func titleForms(_ titles: [String]) -> [String] {
    Self.longestFirst(titles.flatMap { heardTitle($0).forms })
  }

  static func longestFirst(_ forms: [String]) -> [String] {
    Set(forms.filter { !$0.isEmpty }).sorted {
      ($0.utf8.count, $0) > ($1.utf8.count, $1)
    }
  }

  /// `text` with every occurrence of each of `forms` (longest first) replaced by a space.
  ///
  /// On UTF-8 bytes: a valid encoding found inside another starts and ends
  /// on whole characters' scalars, and this runs for every summary of a run.
  static func remove(_ forms: [String], from text: String) -> String {
    var bytes = Array(text.utf8)
    var changed = false
    for var form in forms {
      form.withUTF8 { needle in
        if replace(needle, in: &bytes) { changed = true }
      }
    }
    return changed ? String(decoding: bytes, as: UTF8.self) : text
  }

  /// Replaces each occurrence of `needle` in `bytes`, left to right, by a space; whether there
  /// was one.
  private static func replace(_ needle: UnsafeBufferPointer<UInt8>, in bytes: inout [UInt8])
    -> Bool
  {
    guard !needle.isEmpty, needle.count <= bytes.count else { return false }
    let out: [UInt8]? = bytes.withUnsafeBufferPointer { text in
      // The needle's first byte by `memchr`, the rest by `memcmp`.
      func find(from start: Int) -> Int? {
        let base = text.baseAddress!
        var start = start
        while start + needle.count <= text.count {
          guard
            let hit = memchr(
              base + start, Int32(needle[0]), text.count - needle.count + 1 - start)
          else { return nil }
          let at = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
          if memcmp(base + at, needle.baseAddress!, needle.count) == 0 { return at }
          start = at + 1
        }
        return nil
      }
      guard var found = find(from: 0) else { return nil }
      var out: [UInt8] = []
      out.reserveCapacity(text.count)
      var start = 0
      while true {
        out.append(contentsOf: text[start..<found])
        out.append(0x20)
        start = found + needle.count
        guard let next = find(from: start) else { break }
        found = next
      }
      out.append(contentsOf: text[start...])
      return out
    }
    guard let out else { return false }
    bytes = out
    return true
  }
}
