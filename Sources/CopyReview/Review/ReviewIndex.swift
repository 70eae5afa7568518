import Summaries
import WidgetTimeline

/// The review's landing page and its lists, built from the sources' digests in order: the
/// findings and the changes first, counted by rule, locale and kind with links to the lists,
/// then the sources and their pages, then the inventory of distinct summaries.
public struct ReviewIndex: Sendable {
  public struct Counts: Sendable, Hashable {
    public var sources = 0
    public var snapshots = 0
    public var entries = 0
    public var distinctSummaries = 0
    public var findings: [LintSeverity: Int] = [:]
    /// Entries changed, added or removed against the reference.
    public var changedEntries = 0
    public var newSnapshots = 0
    public var removedSnapshots = 0
    /// Pages written, the index included.
    public var pages = 0
  }

  let builder: ReviewBuilder
  public private(set) var counts = Counts()
  var sourceRows: [String] = []
  var findingTally: [String: ReviewTally] = [:]
  var changeTally: [String: ReviewTally] = [:]
  var findingRows: [String: [HTMLBytes]] = [:]
  var changeRows: [String: [HTMLBytes]] = [:]
  /// Sources with snapshots the reference does not have, with how many.
  var newSnapshots: [(source: String, count: Int)] = []
  var removedSnapshots: [String] = []
  var summaries: [String: [ExactText: SourceDigest.Occurrences]] = [:]
  /// The template groups, by group and locale.
  var templates: [TemplateTally.Key: TemplateTally] = [:]
  /// Each locale's distinct summaries and their entries, once ``files()`` has sorted them.
  var summaryTotals: [String: (distinct: Int, entries: Int)] = [:]
  var locales: Set<String> = []
  var families: Set<WidgetFamily> = []

  public init(_ builder: ReviewBuilder) {
    self.builder = builder
  }

  /// Adds a source; sources are added in the order the index lists them.
  public mutating func add(_ digest: SourceDigest) {
    guard digest.snapshots > 0 || !digest.removedSnapshots.isEmpty else { return }
    counts.sources += 1
    counts.snapshots += digest.snapshots
    counts.entries += digest.entries
    counts.changedEntries += digest.changedEntries
    counts.findings.merge(digest.findings, uniquingKeysWith: +)
    counts.newSnapshots += digest.newSnapshots.count
    counts.removedSnapshots += digest.removedSnapshots.count
    counts.pages += digest.pages.reduce(0) { $0 + $1.files.count }
    locales.formUnion(digest.locales)
    families.formUnion(digest.families)
    for (list, tally) in digest.findingTally { findingTally[list, default: .init()].merge(tally) }
    for (locale, tally) in digest.changeTally { changeTally[locale, default: .init()].merge(tally) }
    for row in digest.findingRows { findingRows[row.list, default: []].append(row.html) }
    for row in digest.changeRows { changeRows[row.list, default: []].append(row.html) }
    if !digest.newSnapshots.isEmpty {
      newSnapshots.append((digest.source, digest.newSnapshots.count))
    }
    removedSnapshots += digest.removedSnapshots
    for (locale, texts) in digest.summaries {
      var known = summaries[locale, default: [:]]
      summaries[locale] = nil
      for (text, occurrences) in texts {
        known[text, default: .init()].merge(occurrences)
      }
      summaries[locale] = known
    }
    for (key, tally) in digest.templates { templates[key, default: TemplateTally()].merge(tally) }
    if digest.snapshots > 0 { sourceRows.append(sourceRow(digest)) }
  }

  /// The index and every list page, paths relative to the index's folder, each list page
  /// rendered only when its bytes are asked for: a thousand people's lists and inventory come
  /// to hundreds of megabytes of HTML, which are written page by page, never held at once.
  public mutating func files() -> [PendingReviewFile] {
    counts.distinctSummaries = summaries.values.reduce(0) { $0 + $1.count }
    // The inventory, sorted, replaces the tables it was counted in.
    var inventory: [(locale: String, texts: [(String, SourceDigest.Occurrences)])] = []
    for locale in summaries.keys.sorted() {
      let texts = summaries[locale] ?? [:]
      summaryTotals[locale] = (texts.count, texts.values.reduce(0) { $0 + Int($1.count) })
      summaries[locale] = nil
      inventory.append((locale, Self.sortedSummaries(texts)))
    }
    var lists: [PendingReviewFile] = []
    var findingPages: [String: [String]] = [:]
    for list in findingRows.keys.sorted() {
      let parts = list.split(separator: ".", maxSplits: 1).map(String.init)
      let (rule, locale) = (parts[0], parts.count > 1 ? parts[1] : "")
      let rows = findingRows[list] ?? []
      let pages = listPages(
        count: rows.count, row: { $1.append(rows[$0]) },
        name: { ReviewFiles.findings(rule: rule, locale: locale, part: $0) },
        title: "\(rule) \(CopyLinter.rule(rule)?.name ?? "") in \(locale)",
        locale: locale, rules: [rule], noun: "findings",
        header:
          "<th scope=\"col\">Where</th><th scope=\"col\">Entry</th><th scope=\"col\">Finding</th><th scope=\"col\">Text judged</th>",
        footer: ReviewPage.rules([rule]))
      findingPages[list] = pages.map(Self.name)
      lists += pages
    }
    var changePages: [String: [String]] = [:]
    for locale in changeRows.keys.sorted() {
      let rows = changeRows[locale] ?? []
      let pages = listPages(
        count: rows.count, row: { $1.append(rows[$0]) },
        name: { ReviewFiles.changes(locale: locale, part: $0) },
        title: "Changes in \(locale)", locale: locale, rules: CopyLinter.rules.map { $0.id },
        noun: "changes",
        header:
          "<th scope=\"col\">Where</th><th scope=\"col\">Entry</th><th scope=\"col\">Change</th><th scope=\"col\">Before and after</th>",
        footer: "")
      changePages[locale] = pages.map(Self.name)
      lists += pages
    }
    var summaryPages: [String: [String]] = [:]
    for (locale, texts) in inventory {
      let rules = texts.reduce(UInt16(0)) { $0 | $1.1.rules }
      let pages = listPages(
        count: texts.count, row: { Self.summaryRow(texts[$0], locale: locale, into: &$1) },
        name: { ReviewFiles.summaries(locale: locale, part: $0) },
        title: "Distinct summaries in \(locale)", locale: locale,
        rules: CopyLinter.rules.map { $0.id }, noun: "summaries",
        header:
          "<th scope=\"col\">Summary</th><th scope=\"col\">Entries</th><th scope=\"col\">Families</th><th scope=\"col\">Text sizes</th><th scope=\"col\">Findings</th>",
        footer: ReviewPage.rules(SourceDigest.Occurrences(rules: rules).ruleList))
      summaryPages[locale] = pages.map(Self.name)
      lists += pages
    }
    var groups = templateGroups()
    let templatePages = self.templatePages(&groups)
    lists += templatePages
    counts.pages += lists.count + 1
    let index = indexPage(
      findingPages: findingPages, changePages: changePages, summaryPages: summaryPages,
      templates: groups)
    return [PendingReviewFile(path: builder.indexName) { index }] + lists
  }

  /// A list page's file name, without the pages folder.
  static func name(_ file: PendingReviewFile) -> String {
    String(
      file.path[file.path.index(after: file.path.lastIndex(of: "/") ?? file.path.startIndex)...])
  }

  /// Most frequent first, then by text.
  static func sortedSummaries(_ texts: [ExactText: SourceDigest.Occurrences]) -> [(
    String, SourceDigest.Occurrences
  )] {
    texts.sorted { ($1.value.count, $0.key.text) < ($0.value.count, $1.key.text) }
      .map { ($0.key.text, $0.value) }
  }

  // MARK: - The index

  func indexPage(
    findingPages: [String: [String]], changePages: [String: [String]],
    summaryPages: [String: [String]], templates: [TemplateGroup] = []
  ) -> [UInt8] {
    let folder = builder.pagesFolder
    func href(_ file: String) -> String { ReviewFiles.href(folder + "/" + file) }
    var body = templatesSection(templates)
    // Problems first: what the lint found and what changed.
    body +=
      "<section aria-labelledby=\"findings-heading\">\n<h2 id=\"findings-heading\">Findings</h2>\n"
    var total = ReviewTally()
    for tally in findingTally.values { total.merge(tally) }
    let severities = LintSeverity.allCases.reversed()
    body +=
      "<p>The lint found "
      + severities.map { severity in
        "<strong>" + total.number(severity.rawValue) + "</strong> "
          + ReviewPage.label(severity, count: 2)
      }.joined(separator: ", ")
      + " in the entries shown, counted as <code>glance lint</code> counts them (a finding both"
      + " text sizes share, once); each count links to the list of those findings.</p>\n"
    if findingTally.isEmpty {
      body += "<p>No findings.</p>\n"
    } else {
      body +=
        "<div class=\"wide\" role=\"region\" tabindex=\"0\" aria-labelledby=\"findings-caption\"><table>\n<caption id=\"findings-caption\">Findings by rule and locale</caption>\n<thead><tr><th scope=\"col\">Rule</th><th scope=\"col\">Locale</th>"
        + severities.map {
          "<th scope=\"col\" class=\"count\">\(ReviewPage.label($0, count: 2).capitalizedFirst)</th>"
        }.joined()
        + "</tr></thead>\n<tbody>\n"
      for list in findingTally.keys.sorted(by: Self.ruleOrder) {
        let parts = list.split(separator: ".", maxSplits: 1).map(String.init)
        let (rule, locale) = (parts[0], parts.count > 1 ? parts[1] : "")
        let first = findingPages[list]?.first.map(href)
        let tally = findingTally[list] ?? .init()
        body +=
          "<tr data-tally data-locale=\" \(HTML.escape(locale)) \" data-rules=\" \(HTML.escape(rule)) \">"
          + "<td><a href=\"#rule-\(HTML.escape(rule))\">\(HTML.escape(rule))</a> \(HTML.escape(CopyLinter.rule(rule)?.name ?? ""))</td>"
          + "<td>\(HTML.escape(locale))</td>"
          + severities.map { tally.cell($0.rawValue, href: first) }.joined() + "</tr>\n"
      }
      body += "</tbody>\n</table></div>\n"
    }
    body += "</section>\n"
    if let reference = builder.referenceTitle {
      body += changesSection(reference: reference, pages: changePages, href: href)
    }
    body += sourcesSection()
    body += summariesSection(pages: summaryPages, href: href)
    body += ReviewPage.rules(CopyLinter.rules.map { $0.id })

    var intro =
      "<p class=\"stats\">\(ReviewPage.number(counts.snapshots)) snapshots of <code>\(HTML.escape(builder.title))</code> "
      + "in \(ReviewPage.number(counts.sources)) sources: \(ReviewPage.number(counts.entries)) entries, "
      + "\(ReviewPage.number(counts.distinctSummaries)) distinct summaries. Lint: "
      + severities.map {
        "\(ReviewPage.number(counts.findings[$0] ?? 0)) \(ReviewPage.label($0, count: counts.findings[$0] ?? 0))"
      }.joined(separator: ", ") + "."
    if let reference = builder.referenceTitle {
      intro +=
        " Against <code>\(HTML.escape(reference))</code>: \(ReviewPage.number(counts.changedEntries)) entries changed, added or removed; "
        + "\(ReviewPage.number(counts.newSnapshots)) snapshots added, \(ReviewPage.number(counts.removedSnapshots)) removed."
    }
    if builder.scope.isNarrowed {
      intro += " Scope: \(HTML.escape(builder.scope.description))."
    }
    intro += "</p>"
    let page = ReviewPage(
      title: builder.pageTitle(nil), heading: "Copy review", intro: intro,
      navigation: [
        ("Templates", "#templates-heading"), ("Findings", "#findings-heading"),
      ] + (builder.referenceTitle == nil ? [] : [("Changes", "#changes-heading")]) + [
        ("Sources", "#sources-heading"), ("Distinct summaries", "#summaries-heading"),
        ("Lint rules", "#rules-heading"),
      ],
      filters: ReviewPage.Filters(
        locales: locales.sorted(), families: WidgetFamily.allCases.filter(families.contains),
        hasReference: builder.referenceTitle != nil, noun: "sources"),
      body: HTMLBytes(body), script: ReviewStyle.decisionsScript, connects: builder.served)
    return page.bytes
  }

  /// Rule order (GL001 before GL012), then locale.
  static func ruleOrder(_ a: String, _ b: String) -> Bool {
    let rule = { (list: String) in
      CopyLinter.rules.firstIndex { list.hasPrefix($0.id + ".") } ?? Int.max
    }
    return (rule(a), a) < (rule(b), b)
  }

  func changesSection(reference: String, pages: [String: [String]], href: (String) -> String)
    -> String
  {
    var html =
      "<section aria-labelledby=\"changes-heading\">\n<h2 id=\"changes-heading\">Changes against <code>\(HTML.escape(reference))</code></h2>\n"
    html +=
      "<p>\(ReviewPage.number(counts.changedEntries)) entries changed, added or removed. An entry has changed when what a reviewer hears or sees has: its summary, its actions' names or intents, or the rows drawn.</p>\n"
    let kinds = EntryChange.Kind.allCases
    if !changeTally.isEmpty {
      html +=
        "<div class=\"wide\" role=\"region\" tabindex=\"0\" aria-labelledby=\"changes-caption\"><table>\n<caption id=\"changes-caption\">Changed entries by locale and kind</caption>\n<thead><tr><th scope=\"col\">Locale</th>"
        + kinds.map { "<th scope=\"col\" class=\"count\">\($0.label.capitalizedFirst)</th>" }
        .joined()
        + "</tr></thead>\n<tbody>\n"
      for locale in changeTally.keys.sorted() {
        let tally = changeTally[locale] ?? .init()
        let first = pages[locale]?.first.map(href)
        html +=
          "<tr data-tally data-locale=\" \(HTML.escape(locale)) \"><td>\(HTML.escape(locale))</td>"
          + kinds.map { tally.cell($0.rawValue, href: first) }.joined() + "</tr>\n"
      }
      html += "</tbody>\n</table></div>\n"
    }
    if !newSnapshots.isEmpty {
      let total = newSnapshots.reduce(0) { $0 + $1.count }
      html +=
        "<p>\(ReviewPage.number(total)) snapshots are new in \(ReviewPage.number(newSnapshots.count)) sources; every entry of theirs counts as added (their pages show them): "
        + newSnapshots.prefix(50).map { "\(HTML.escape($0.source)) (\($0.count))" }.joined(
          separator: ", ")
        + (newSnapshots.count > 50 ? ", and \(newSnapshots.count - 50) more sources" : "")
        + ".</p>\n"
    }
    if !removedSnapshots.isEmpty {
      html +=
        "<p>\(ReviewPage.number(removedSnapshots.count)) snapshots of the reference are gone:</p>\n<ul class=\"columns\">\n"
      html += removedSnapshots.prefix(500).map { "<li><code>\(HTML.escape($0))</code></li>\n" }
        .joined()
      if removedSnapshots.count > 500 {
        html += "<li>and \(ReviewPage.number(removedSnapshots.count - 500)) more</li>\n"
      }
      html += "</ul>\n"
    }
    return html + "</section>\n"
  }

  func sourcesSection() -> String {
    var html =
      "<section aria-labelledby=\"sources-heading\">\n<h2 id=\"sources-heading\">Sources</h2>\n"
      + "<p>Each source's entries, one page per locale. The filters hide the sources without what they select; the counts are the source's own.</p>\n"
    guard !sourceRows.isEmpty else { return html + "<p>No snapshots in scope.</p>\n</section>\n" }
    html +=
      "<div class=\"wide\" role=\"region\" tabindex=\"0\" aria-labelledby=\"sources-caption\"><table id=\"sources\">\n<caption id=\"sources-caption\">Sources (\(ReviewPage.number(sourceRows.count)))</caption>\n<thead><tr><th scope=\"col\">Source</th><th scope=\"col\">Pages</th>"
      + "<th scope=\"col\" class=\"count\">Snapshots</th><th scope=\"col\" class=\"count\">Entries</th><th scope=\"col\">Findings</th>"
      + (builder.referenceTitle == nil ? "" : "<th scope=\"col\" class=\"count\">Changed</th>")
      + "</tr></thead>\n<tbody>\n"
    html += sourceRows.joined()
    return html + "</tbody>\n</table></div>\n</section>\n"
  }

  func sourceRow(_ digest: SourceDigest) -> String {
    let links = digest.pages.map { locale, files in
      files.enumerated().map { index, file in
        let target = ReviewFiles.href(builder.pagesFolder + "/" + file)
        let label = files.count > 1 ? "\(locale) (\(index + 1))" : locale
        return "<a href=\"\(target)\" data-keep=\"\(target)\">\(HTML.escape(label))</a>"
      }.joined(separator: " ")
    }.joined(separator: " ")
    let findings = LintSeverity.allCases.reversed().compactMap { severity -> String? in
      guard let count = digest.findings[severity] else { return nil }
      return "\(ReviewPage.number(count)) \(ReviewPage.label(severity, count: count))"
    }
    let rules = CopyLinter.rules.map { $0.id }.filter(digest.rules.contains)
    return "<tr "
      + EntryHTML.filterAttributes(
        locale: digest.locales.joined(separator: " "),
        families: WidgetFamily.allCases.filter(digest.families.contains),
        sizes: TextSize.allCases, rules: rules, changed: digest.changedEntries > 0)
      + "><td>\(HTML.escape(digest.source))</td><td>\(links)</td>"
      + "<td class=\"count\">\(ReviewPage.number(digest.snapshots))</td><td class=\"count\">\(ReviewPage.number(digest.entries))</td>"
      + "<td>\(findings.isEmpty ? "none" : findings.joined(separator: ", "))</td>"
      + (builder.referenceTitle == nil
        ? "" : "<td class=\"count\">\(ReviewPage.number(digest.changedEntries))</td>")
      + "</tr>\n"
  }

  func summariesSection(pages: [String: [String]], href: (String) -> String) -> String {
    var html =
      "<section aria-labelledby=\"summaries-heading\">\n<h2 id=\"summaries-heading\">Distinct summaries</h2>\n"
      + "<p>Every distinct summary of each locale, most frequent first, with the families, text sizes and findings it has.</p>\n"
    guard !summaryTotals.isEmpty else { return html + "<p>None.</p>\n</section>\n" }
    html +=
      "<div class=\"wide\" role=\"region\" tabindex=\"0\" aria-labelledby=\"summaries-caption\"><table>\n<caption id=\"summaries-caption\">Distinct summaries by locale</caption>\n<thead><tr><th scope=\"col\">Locale</th>"
      + "<th scope=\"col\" class=\"count\">Distinct</th><th scope=\"col\" class=\"count\">Entries</th><th scope=\"col\">Pages</th></tr></thead>\n<tbody>\n"
    for locale in summaryTotals.keys.sorted() {
      let (distinct, entries) = summaryTotals[locale] ?? (0, 0)
      let links = (pages[locale] ?? []).enumerated().map { index, file in
        // A target of 24 by 24 pixels at least (WCAG 2.5.8), though its label is one digit.
        "<a class=\"part\" href=\"\(href(file))\" data-keep=\"\(href(file))\" aria-label=\"\(HTML.escape(locale)), part \(index + 1)\">\(index + 1)</a>"
      }.joined(separator: " ")
      html +=
        "<tr data-tally data-locale=\" \(HTML.escape(locale)) \"><td>\(HTML.escape(locale))</td>"
        + "<td class=\"count\">\(ReviewPage.number(distinct))</td><td class=\"count\">\(ReviewPage.number(entries))</td><td>\(links)</td></tr>\n"
    }
    return html + "</tbody>\n</table></div>\n</section>\n"
  }

  /// A distinct summary in the inventory, appended to `html`.
  static func summaryRow(
    _ item: (String, SourceDigest.Occurrences), locale: String, into html: inout HTMLBytes
  ) {
    let (text, occurrences) = item
    let (families, sizes, rules) = (
      occurrences.familyList, occurrences.sizeList, occurrences.ruleList
    )
    html.append("<tr ")
    EntryHTML.filterAttributes(
      locale: locale, families: families, sizes: sizes, rules: rules,
      changed: occurrences.changed, into: &html)
    html.append("><td lang=\"")
    html.append(escaping: locale)
    html.append("\">")
    html.append(escaping: text)
    html.append("</td><td class=\"count\">")
    html.append(ReviewPage.number(Int(occurrences.count)))
    html.append("</td><td>")
    for (index, family) in families.enumerated() {
      html.append(index > 0 ? ", " : "")
      html.append(family.rawValue)
    }
    html.append("</td><td>")
    for (index, size) in sizes.enumerated() {
      html.append(index > 0 ? ", " : "")
      html.append(size.rawValue)
    }
    html.append("</td><td>")
    for (index, rule) in rules.enumerated() {
      html.append(index > 0 ? " <a href=\"#rule-" : "<a href=\"#rule-")
      html.append(rule)
      html.append("\">")
      html.append(rule)
      html.append("</a>")
    }
    html.append("</td></tr>\n")
  }

  // MARK: - Lists

  /// The `count` rows that `row` appends, in pages of at most ``ReviewBuilder/contentBytes``
  /// each, linked to each other. Each row is rendered once to lay the pages out (into a buffer
  /// used again for every row) and again when its page is written, rather than kept.
  func listPages(
    count: Int, row: @escaping @Sendable (Int, inout HTMLBytes) -> Void, name: (Int) -> String,
    title: String, locale: String, rules: [String], noun: String, header: String, footer: String
  ) -> [PendingReviewFile] {
    var bodies: [Range<Int>] = [0..<0]
    var size = 0
    var scratch = HTMLBytes()
    for index in 0..<count {
      scratch.truncate(to: 0)
      row(index, &scratch)
      let bytes = scratch.count
      if size + bytes > builder.contentBytes, !(bodies.last?.isEmpty ?? true) {
        bodies.append(index..<index)
        size = 0
      }
      bodies[bodies.count - 1] = bodies[bodies.count - 1].lowerBound..<(index + 1)
      size += bytes
    }
    let files = bodies.indices.map { name($0 + 1) }
    let (builder, families) = (builder, families)
    return bodies.enumerated().map { index, rows in
      let part = bodies.count > 1 ? ", part \(index + 1) of \(bodies.count)" : ""
      let others = files.enumerated().filter { $0.offset != index }.map {
        (bodies.count > 1 ? "Part \($0.offset + 1)" : title, ReviewFiles.href($0.element))
      }
      return PendingReviewFile(path: builder.pagesFolder + "/" + files[index]) {
        var body = HTMLBytes()
        body.append("<table class=\"list\">\n<thead><tr>\(header)</tr></thead>\n<tbody>\n")
        for index in rows { row(index, &body) }
        body.append("</tbody>\n</table>\n" + footer)
        let page = ReviewPage(
          title: builder.pageTitle(title + part), heading: title + part,
          intro:
            "<p class=\"stats\">\(ReviewPage.number(rows.count)) of \(ReviewPage.number(count)) \(noun) of <code>\(HTML.escape(builder.title))</code>. "
            + "<a href=\"\(builder.indexHref)\" data-keep=\"\(builder.indexHref)\">Back to the review's index</a>.</p>",
          navigation: others,
          filters: ReviewPage.Filters(
            locales: [locale], families: WidgetFamily.allCases.filter(families.contains),
            rules: rules, hasReference: builder.referenceTitle != nil, noun: noun),
          body: body)
        return page.bytes
      }
    }
  }
}

extension String {
  /// "need review" → "Need review".
  var capitalizedFirst: String {
    prefix(1).uppercased() + dropFirst()
  }
}
