import Foundation
import ICalendar
import Snapshots
import Summaries
import WidgetTimeline

/// A source's pages: per locale, every snapshot and entry with the widget as drawn, what
/// VoiceOver says, the actions and their intents, the findings and what changed; in parts when
/// a locale would pass the page size.
struct SourcePages {
  let builder: ReviewBuilder
  let source: String
  let snapshots: [ReviewSnapshot]

  /// A page, by file name.
  struct Page {
    var name: String
    var bytes: [UInt8]
  }

  /// Renders the pages and records in `digest` what the index needs of them.
  func render(into digest: inout SourceDigest) -> [Page] {
    let locales = orderedUnique(snapshots.map(\.locale))
    digest.locales = locales
    // Each locale's entries are laid out first, to know the parts and their names before the
    // navigation between them is written.
    var bodies: [(locale: String, parts: [HTMLBytes])] = []
    for locale in locales {
      var layout = Layout(pages: self, locale: locale)
      for snapshot in snapshots where snapshot.locale == locale {
        layout.add(snapshot, digest: &digest)
      }
      bodies.append((locale, layout.finish(into: &digest)))
    }
    digest.pages = bodies.map { body in
      (
        body.locale,
        body.parts.indices.map {
          ReviewFiles.source(source, locale: body.locale, part: $0 + 1)
        }
      )
    }
    var pages: [Page] = []
    let families = WidgetFamily.allCases.filter { family in
      snapshots.contains { $0.family == family }
    }
    for (locale, parts) in bodies {
      for (index, body) in parts.enumerated() {
        let part = parts.count > 1 ? ", part \(index + 1) of \(parts.count)" : ""
        let page = ReviewPage(
          title: builder.pageTitle("\(source), \(locale)\(part)"),
          heading: "\(source), \(locale)\(part)",
          intro:
            "<p class=\"stats\">Snapshots of <code>\(HTML.escape(builder.title))</code>"
            + (builder.scope.isNarrowed
              ? " (\(HTML.escape(builder.scope.description)))" : "")
            + ". <a href=\"\(builder.indexHref)\" data-keep=\"\(builder.indexHref)\">Back to the review's index</a>.</p>",
          navigation: navigation(
            digest.pages, current: ReviewFiles.source(source, locale: locale, part: index + 1)),
          filters: ReviewPage.Filters(
            locales: [locale], families: families, rules: CopyLinter.rules.map { $0.id },
            hasReference: builder.referenceTitle != nil, noun: "entries"),
          body: body)
        pages.append(
          Page(name: ReviewFiles.source(source, locale: locale, part: index + 1), bytes: page.bytes)
        )
      }
    }
    return pages
  }

  /// Links to every page of the source.
  func navigation(_ pages: [(locale: String, files: [String])], current: String) -> [(
    label: String, href: String
  )] {
    pages.flatMap { locale, files in
      files.enumerated().compactMap { index, file in
        file == current
          ? nil
          : (
            files.count > 1 ? "\(locale), part \(index + 1)" : locale, ReviewFiles.href(file)
          )
      }
    }
  }

  func orderedUnique(_ values: [String]) -> [String] {
    var seen: Set<String> = []
    return values.filter { seen.insert($0).inserted }
  }

  /// One locale's entries laid out into parts of at most ``ReviewBuilder/contentBytes``.
  struct Layout {
    let pages: SourcePages
    let locale: String
    var parts: [HTMLBytes] = []
    var body: HTMLBytes
    /// The snapshot section open on the current part, to close it at a break and open it
    /// again on the next part.
    var open: ReviewSnapshot?
    /// The actions of the entry before on this part, to say "the same" instead of repeating
    /// a table of a dozen actions.
    var previousActions: (actions: [AccessibilityAction], id: String)?
    /// The action tables written on this locale's pages, shared by the families and text
    /// sizes that offer the same actions at the same instant.
    var actionTables = ActionTables()
    /// The drawings' text, by time zone: the locale's snapshots nearly always share one.
    var texts: [String: DrawingText] = [:]
    /// The current part's address, made once for the part's entries.
    var partHref: (part: Int, href: String)?
    /// This locale's template groups met so far, each with its tally: kept here by index and
    /// handed to the digest when the locale is done, so that an entry's groups are counted
    /// without hashing their names again.
    var templates: [(key: TemplateTally.Key, tally: TemplateTally)] = []
    /// Where each group's tally is in ``templates``.
    var groupSlots: [String: Int] = [:]
    /// The slots of each template's groups (`TemplateGroups.all(of:)`), worked out once per
    /// template; keyed by the template's bytes, which is what they are made from.
    var templateSlots: [ExactText: [Int]] = [:]
    /// This locale's distinct summaries, by their bytes, handed to the digest (which keys them
    /// as `String`s) when the locale is done: a summary's bytes hash faster than its
    /// characters, and most are said by several entries.
    var summaries: [ExactText: SourceDigest.Occurrences] = [:]

    init(pages: SourcePages, locale: String) {
      self.pages = pages
      self.locale = locale
      body = Self.emptyPart(pages.builder)
    }

    /// A part's body, with room for all it may hold: it is never copied to grow, and the
    /// room not written is never touched.
    static func emptyPart(_ builder: ReviewBuilder) -> HTMLBytes {
      HTMLBytes(capacity: builder.contentBytes + 65_536)
    }

    var part: Int { parts.count + 1 }
    var file: String { ReviewFiles.source(pages.source, locale: locale, part: part) }

    mutating func add(_ snapshot: ReviewSnapshot, digest: inout SourceDigest) {
      let scope = pages.builder.scope
      digest.snapshots += 1
      digest.families.insert(snapshot.family)
      if snapshot.isNew { digest.newSnapshots.append(snapshot.path) }
      let drawing = WidgetDrawing(snapshot: snapshot, text: text(for: snapshot))
      var shown: [(index: Int, entry: ReviewEntry)] = []
      for (index, entry) in snapshot.entries.enumerated() where scope.includes(entry) {
        shown.append((index, entry))
      }
      let removed = scope.findingsOnly ? [] : snapshot.removed
      guard !shown.isEmpty || !removed.isEmpty else { return }
      start(snapshot)
      for entry in removed {
        let change = EntryChange(removed: entry)
        let html = EntryHTML.removed(entry, of: snapshot, drawing: drawing)
        fit(html.utf8.count)
        body.append(html)
        count(change, of: snapshot, entry: entry, rules: [], digest: &digest)
        digest.changeRows.append(
          SourceDigest.Row(
            list: snapshot.locale,
            html: EntryHTML.changeRow(
              change, entry: nil, of: snapshot, href: nil, source: pages.source,
              drawing: drawing)))
      }
      for (index, entry) in shown {
        let id = EntryHTML.id(snapshot, index: index)
        // Written straight into the body; taken back out when it makes the part too large.
        let mark = body.count
        EntryHTML.article(
          entry, index: index, of: snapshot, id: id, drawing: drawing,
          sameActionsAs: previousActions?.actions == entry.entry.actions
            ? previousActions?.id : nil,
          tables: &actionTables, into: &body)
        let bytes = body.count - mark
        if needsPart(bytes, after: mark) {
          body.truncate(to: mark)
          fit(bytes)
          // A new part: the actions are shown in full again, the entry before being elsewhere.
          EntryHTML.article(
            entry, index: index, of: snapshot, id: id, drawing: drawing, sameActionsAs: nil,
            tables: &actionTables, into: &body)
        }
        previousActions = (entry.entry.actions, id)
        record(entry, id: id, of: snapshot, drawing: drawing, digest: &digest)
      }
      body.append("</section>\n")
      open = nil
    }

    mutating func text(for snapshot: ReviewSnapshot) -> DrawingText {
      let zone = snapshot.document.timeZone
      if let known = texts[zone] { return known }
      let text = DrawingText(locale: locale, timeZone: zone)
      texts[zone] = text
      return text
    }

    /// Opens the snapshot's section on the current part.
    mutating func start(_ snapshot: ReviewSnapshot, continued: Bool = false) {
      body.append(EntryHTML.sectionStart(snapshot, continued: continued))
      open = snapshot
      previousActions = nil
    }

    /// Makes room for `bytes` more: a new part when they would not fit on this one (a part
    /// always takes at least one entry). Whether it started a part.
    @discardableResult
    mutating func fit(_ bytes: Int) -> Bool {
      guard needsPart(bytes, after: body.count) else { return false }
      let reopen = open
      if reopen != nil { body.append("</section>\n") }
      closePart()
      body = Self.emptyPart(pages.builder)
      if let reopen { start(reopen, continued: true) }
      return true
    }

    /// Whether `bytes` more after the first `length` bytes of the body need a new part.
    func needsPart(_ bytes: Int, after length: Int) -> Bool {
      length + bytes + 16 > pages.builder.contentBytes && length > 2_000
    }

    /// The address of the current part.
    mutating func pageHref() -> String {
      if let known = partHref, known.part == part { return known.href }
      let href = ReviewFiles.href(file)
      partHref = (part, href)
      return href
    }

    /// The parts, once every snapshot is added; what the locale adds to the index's counts of
    /// summaries and templates goes into `digest`.
    mutating func finish(into digest: inout SourceDigest) -> [HTMLBytes] {
      if !body.isEmpty || parts.isEmpty { closePart() }
      var texts = digest.summaries.removeValue(forKey: locale) ?? [:]
      texts.reserveCapacity(texts.count + summaries.count)
      for (text, occurrences) in summaries {
        texts[text, default: .init()].merge(occurrences)
      }
      if !texts.isEmpty { digest.summaries[locale] = texts }
      for (key, tally) in templates { digest.templates[key, default: TemplateTally()].merge(tally) }
      return parts
    }

    /// Ends the current part with the definitions of the rules its findings link to: here,
    /// where the part's buffer is not shared yet and has room, rather than copied to add them.
    mutating func closePart() {
      body.append(ReviewPage.rules(CopyLinter.rules.map { $0.id }))
      parts.append(body)
    }

    /// What the index needs of a shown entry: its counts, list rows and summary.
    mutating func record(
      _ entry: ReviewEntry, id: String, of snapshot: ReviewSnapshot, drawing: WidgetDrawing,
      digest: inout SourceDigest
    ) {
      let href = pageHref() + "#" + id
      let rules = entry.rules
      digest.entries += 1
      for counted in entry.counted {
        let finding = counted.finding
        digest.findings[finding.severity, default: 0] += 1
        digest.rules.insert(finding.rule)
        let list = "\(finding.rule).\(snapshot.locale)"
        digest.findingTally[list, default: ReviewTally()].add(
          finding.severity.rawValue, family: snapshot.family, sizes: counted.sizes,
          changed: entry.change != nil, rules: [finding.rule])
        digest.findingRows.append(
          SourceDigest.Row(
            list: list,
            html: EntryHTML.findingRow(
              counted, entry: entry, of: snapshot, href: href, source: pages.source,
              drawing: drawing)))
      }
      if let change = entry.change {
        count(change, of: snapshot, entry: entry.entry, rules: rules, digest: &digest)
        // A new snapshot's entries are all added: the list names the snapshot, not each one.
        if !snapshot.isNew {
          digest.changeRows.append(
            SourceDigest.Row(
              list: snapshot.locale,
              html: EntryHTML.changeRow(
                change, entry: entry, of: snapshot, href: href, source: pages.source,
                drawing: drawing)))
        }
      }
      summaries[ExactText(entry.entry.summary), default: .init()].add(
        family: snapshot.family, size: snapshot.textSize, rules: rules,
        changed: entry.change != nil)
      tallyTemplates(entry, of: snapshot)
    }

    /// Counts the entry in each group of its template, keeping its sentence as an example
    /// where a group has fewer than it shows.
    mutating func tallyTemplates(_ entry: ReviewEntry, of snapshot: ReviewSnapshot) {
      guard let template = entry.entry.template else { return }
      let sentence = TemplateTally.Sentence(
        text: entry.entry.summary, hash: ExactText(entry.entry.summary).hashValue,
        family: snapshot.family, size: snapshot.textSize, changed: entry.change != nil,
        rules: entry.counted.compactMap {
          $0.finding.judged == .summary ? $0.finding.rule : nil
        })
      // What an example needs, taken out once: the closure copies what it captures.
      let (items, budget) = (entry.entry.items, snapshot.document.budget)
      for slot in slots(of: template) {
        templates[slot].tally.add(sentence) {
          TemplateTally.Example(text: sentence.text, titles: items.map(\.title), budget: budget)
        }
      }
    }

    /// The slots of `template`'s groups in ``templates``, made for the groups not met yet.
    mutating func slots(of template: String) -> [Int] {
      let key = ExactText(template)
      if let known = templateSlots[key] { return known }
      let slots = TemplateGroups.all(of: template).map { group in
        if let known = groupSlots[group] { return known }
        templates.append((TemplateTally.Key(group: group, locale: locale), TemplateTally()))
        groupSlots[group] = templates.count - 1
        return templates.count - 1
      }
      templateSlots[key] = slots
      return slots
    }

    func count(
      _ change: EntryChange, of snapshot: ReviewSnapshot, entry: SnapshotDocument.Entry,
      rules: [String], digest: inout SourceDigest
    ) {
      digest.changedEntries += 1
      for kind in change.kinds {
        digest.changeTally[snapshot.locale, default: ReviewTally()].add(
          kind.rawValue, family: snapshot.family, sizes: [snapshot.textSize], changed: true,
          rules: rules)
      }
    }
  }
}
