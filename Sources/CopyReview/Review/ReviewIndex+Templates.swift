import Summaries

/// One template group over every locale, as the landing page lists it and a templates page
/// shows it.
struct TemplateGroup: Sendable {
  var group: String
  /// By locale, in order.
  var locales:
    [(
      locale: String, tally: TemplateTally, pattern: TemplatePattern,
      standing: ReviewDecisions.Standing
    )]
  var page = ""

  var isSentence: Bool { group == "-" || TemplateGroups.sentence(of: group) == group }

  /// The filter attributes of the group's part in `locale`.
  func filterAttributes(only locale: String) -> String {
    let chosen = locales.filter { $0.locale == locale }
    var occurrences = SourceDigest.Occurrences()
    for part in chosen { occurrences.merge(part.tally.occurrences) }
    return EntryHTML.filterAttributes(
      locale: chosen.map(\.locale).joined(separator: " "), families: occurrences.familyList,
      sizes: occurrences.sizeList, rules: Set(chosen.flatMap { $0.tally.findings.keys }).sorted(),
      changed: chosen.contains { $0.tally.changed > 0 })
  }
  var entries: Int { locales.reduce(0) { $0 + $1.tally.entries } }
  var sentences: Int { locales.reduce(0) { $0 + $1.tally.sentences.count } }
  var findings: Int { locales.reduce(0) { $0 + $1.tally.findingCount } }
  var changed: Int { locales.reduce(0) { $0 + $1.tally.changed } }
  /// Locales where nobody decided, or decided on copy that has changed since.
  var needingEyes: Int {
    locales.filter { $0.standing == .undecided || $0.standing == .stale }.count
  }

  /// The anchor of its section.
  var anchor: String { "t-" + ReviewFiles.safe(group) }
}

extension ReviewIndex {
  /// Groups per templates page: each shows its copy and a few sentences in every locale.
  static let groupsPerPage = 30

  /// The groups, those with findings or changes that need eyes first, then by how many
  /// entries say them.
  func templateGroups() -> [TemplateGroup] {
    let catalog = builder.linter.catalog
    let byGroup = Dictionary(grouping: templates.keys, by: \.group)
    var groups: [TemplateGroup] = byGroup.map { group, keys in
      TemplateGroup(
        group: group,
        locales: keys.sorted().map { key in
          let pattern = TemplatePattern(
            template: TemplateGroups.keys(of: group), locale: key.locale, catalog: catalog)
          return (
            key.locale, templates[key] ?? TemplateTally(), pattern,
            builder.decisions.standing(
              template: group, locale: key.locale, pattern: pattern.fingerprint)
          )
        })
    }
    groups.sort { a, b in
      let urgentA = a.needingEyes > 0 && (a.findings > 0 || a.changed > 0)
      let urgentB = b.needingEyes > 0 && (b.findings > 0 || b.changed > 0)
      return (
        urgentA ? 0 : 1, a.needingEyes > 0 ? 0 : 1, -a.findings, -a.changed, -a.entries, a.group
      )
        < (urgentB ? 0 : 1, b.needingEyes > 0 ? 0 : 1, -b.findings, -b.changed, -b.entries, b.group)
    }
    return groups
  }

  /// The landing page's first section: which templates need eyes, changed or have findings.
  func templatesSection(_ groups: [TemplateGroup]) -> String {
    let folder = builder.pagesFolder
    var html =
      "<section aria-labelledby=\"templates-heading\">\n<h2 id=\"templates-heading\">Templates</h2>\n"
    guard !groups.isEmpty else {
      return html
        + "<p>The snapshots record no templates (written before templates were recorded).</p>\n</section>\n"
    }
    let sentences = groups.filter(\.isSentence).count
    let needing = groups.filter { $0.needingEyes > 0 }.count
    html +=
      "<p>The summaries come from \(ReviewPage.number(sentences)) sentence shapes and \(ReviewPage.number(groups.count - sentences)) phrases of the catalog. "
      + "\(ReviewPage.number(needing)) need eyes in some locale: nobody decided on them, or their copy changed since. "
      + "Each links to its copy and real sentences in every locale, where it can be accepted or rejected; decisions are saved to <code>\(HTML.escape(builder.decisionsFile))</code>"
      + (builder.served
        ? " as they are made."
        : " with the button below (the file is meant to be committed; <code>glance review --decisions</code> shows it next time and <code>glance lint --baseline</code> takes it).")
      + "</p>\n"
    html += Self.decisionsControls(builder)
    // Four columns, the kind and the distinct sentences under the template's name, so that
    // the table fits a phone's width without breaking a header mid-word; the region scrolls
    // where a long key still does not fit.
    html +=
      "<div class=\"wide\" role=\"region\" tabindex=\"0\" aria-labelledby=\"templates-caption\"><table id=\"templates\">\n<caption id=\"templates-caption\">Templates, those that need eyes and have findings or changes first</caption>\n<thead><tr>"
      + "<th scope=\"col\">Template</th><th scope=\"col\">Locales</th>"
      + "<th scope=\"col\" class=\"count\">Entries</th><th scope=\"col\" class=\"count\">Findings</th>"
      + (builder.referenceTitle == nil ? "" : "<th scope=\"col\" class=\"count\">Changed</th>")
      + "</tr></thead>\n<tbody>\n"
    let catalog = builder.linter.catalog
    for group in groups {
      let target = ReviewFiles.href(folder + "/" + group.page) + "#" + group.anchor
      let locales = group.locales.map { locale in
        "<span class=\"standing \(Self.style(locale.standing))\">\(HTML.escape(locale.locale)): \(Self.label(locale.standing))</span>"
      }.joined(separator: " ")
      let copy = TemplatePattern(
        template: TemplateGroups.keys(of: group.group), locale: catalog.sourceLanguage,
        catalog: catalog
      ).parts.map(\.text).joined(separator: " · ")
      html +=
        "<tr data-tally data-locale=\" \(HTML.escape(group.locales.map(\.locale).joined(separator: " "))) \" data-rules=\" \(Set(group.locales.flatMap { $0.tally.findings.keys }).sorted().joined(separator: " ")) \">"
        + "<td><a href=\"\(target)\" data-keep=\"\(target)\">\(HTML.escape(Self.display(group.group)))</a>"
        + (copy.isEmpty
          ? ""
          : "<br><span class=\"pattern\" lang=\"\(HTML.escape(catalog.sourceLanguage))\">\(HTML.escape(copy))</span>")
        + "<br><span class=\"pattern\">\(group.isSentence ? "sentence shape" : "phrase"), \(ReviewPage.number(group.sentences)) distinct sentences</span>"
        + "</td><td>\(locales)</td>"
        + "<td class=\"count\">\(ReviewPage.number(group.entries))</td>"
        + "<td class=\"count\">\(ReviewPage.number(group.findings))</td>"
        + (builder.referenceTitle == nil
          ? "" : "<td class=\"count\">\(ReviewPage.number(group.changed))</td>")
        + "</tr>\n"
    }
    return html + "</tbody>\n</table></div>\n</section>\n"
  }

  /// "lead.now more.today" as the page writes a group: its keys joined by " + ".
  static func display(_ group: String) -> String {
    group == "-" ? "(clauses alone)" : group.split(separator: " ").joined(separator: " + ")
  }

  /// The class a standing is drawn with: the page's own colour pairs, so their contrast is
  /// checked with the others'.
  static func style(_ standing: ReviewDecisions.Standing) -> String {
    switch standing {
    case .undecided: "badge sev-needs-review"
    case .accepted: "badge new"
    case .rejected: "badge deleted"
    case .stale: "badge sev-warning"
    }
  }

  static func label(_ standing: ReviewDecisions.Standing) -> String {
    switch standing {
    case .undecided: "new"
    case .accepted: "accepted"
    case .rejected: "rejected"
    case .stale: "changed since decided"
    }
  }

  /// The download button and the decisions as the file had them, for the script to add the
  /// new ones to.
  static func decisionsControls(_ builder: ReviewBuilder) -> String {
    let json = String(decoding: builder.decisions.bytes, as: UTF8.self)
      .replacingOccurrences(of: "</", with: "<\\/")
    return
      "<script type=\"application/json\" id=\"decisions-base\">\(json)</script>\n"
      + "<p class=\"decisions\"><button type=\"button\" id=\"decisions-download\" data-file=\"\(HTML.escape(builder.decisionsFile))\">Download the decisions (<code>\(HTML.escape(builder.decisionsFile))</code>)</button> "
      + "<span id=\"decisions-status\" role=\"status\">\(ReviewPage.number(builder.decisions.count)) decisions from the file.</span></p>\n"
  }

  /// The templates pages: each group with its copy and its sentences in every locale, and the
  /// controls that decide on it; at most ``groupsPerPage`` groups and
  /// ``ReviewBuilder/contentBytes`` a page. Sets each group's page, for the landing page's
  /// links.
  func templatePages(_ groups: inout [TemplateGroup]) -> [PendingReviewFile] {
    let builder = self.builder
    var chunks: [[String]] = []
    var size = 0
    // A sentence is an example in its shape's group and in each phrase's: its fingerprint is
    // worked out once.
    var fingerprints: [TemplateTally.Example: String] = [:]
    // And each title's forms once: the same people's titles recur across the examples.
    var forms: [ExactText: LintContext.HeardTitle] = [:]
    for index in groups.indices {
      let section = Self.templateSection(
        groups[index], builder: builder, fingerprints: &fingerprints, forms: &forms)
      if chunks.isEmpty || chunks[chunks.count - 1].count >= Self.groupsPerPage
        || size + section.utf8.count > builder.contentBytes
      {
        chunks.append([])
        size = 0
      }
      chunks[chunks.count - 1].append(section)
      size += section.utf8.count
      groups[index].page = ReviewFiles.templates(part: chunks.count)
    }
    let pages = chunks
    let names = pages.indices.map { ReviewFiles.templates(part: $0 + 1) }
    let locales = Array(Set(groups.flatMap { $0.locales.map(\.locale) })).sorted()
    return pages.enumerated().map { index, sections in
      PendingReviewFile(path: builder.pagesFolder + "/" + names[index]) {
        var body = HTMLBytes()
        for section in sections { body.append(section) }
        let part = pages.count > 1 ? ", part \(index + 1) of \(pages.count)" : ""
        let page = ReviewPage(
          title: builder.pageTitle("Templates" + part), heading: "Templates" + part,
          intro:
            "<p class=\"stats\">\(ReviewPage.number(sections.count)) template groups of <code>\(HTML.escape(builder.title))</code>, each with its copy and real sentences in every locale. "
            + "Decisions made here are kept in this browser until downloaded from the index"
            + (builder.served ? ", and saved to the file at once." : ".")
            + " <a href=\"\(builder.indexHref)\">Back to the review's index</a>.</p>",
          navigation: names.enumerated().filter { $0.offset != index }.map {
            ("Part \($0.offset + 1)", ReviewFiles.href($0.element))
          },
          filters: ReviewPage.Filters(
            locales: locales, families: [], hasReference: builder.referenceTitle != nil,
            noun: "groups in a locale"),
          body: body, script: ReviewStyle.decisionsScript, connects: builder.served)
        return page.bytes
      }
    }
  }

  static func templateSection(
    _ group: TemplateGroup, builder: ReviewBuilder,
    fingerprints: inout [TemplateTally.Example: String],
    forms: inout [ExactText: LintContext.HeardTitle]
  ) -> String {
    let id = group.anchor
    var html =
      "<section class=\"template\" data-group id=\"\(id)\" aria-labelledby=\"\(id)-h\">\n<h2 id=\"\(id)-h\">\(HTML.escape(display(group.group)))</h2>\n"
      + "<p>A \(group.isSentence ? "sentence shape" : "phrase"): \(ReviewPage.number(group.entries)) entries, \(ReviewPage.number(group.sentences)) distinct sentences, \(ReviewPage.number(group.findings)) findings"
      + (builder.referenceTitle == nil ? "" : ", \(ReviewPage.number(group.changed)) changed")
      + ".</p>\n"
    let keys = group.locales.first?.pattern.parts.map(\.key) ?? []
    if !keys.isEmpty {
      html +=
        "<div class=\"wide\" role=\"region\" tabindex=\"0\" aria-labelledby=\"\(id)-copy\"><table>\n<caption id=\"\(id)-copy\">The copy of \(HTML.escape(display(group.group))) in each locale</caption>\n<thead><tr><th scope=\"col\">Key</th>"
        + group.locales.map { "<th scope=\"col\">\(HTML.escape($0.locale))</th>" }.joined()
        + "</tr></thead>\n<tbody>\n"
      for (index, key) in keys.enumerated() {
        html += "<tr><th scope=\"row\"><code>\(HTML.escape(key))</code></th>"
        for locale in group.locales {
          let text =
            locale.pattern.parts.indices.contains(index) ? locale.pattern.parts[index].text : ""
          html += "<td lang=\"\(HTML.escape(locale.locale))\">\(HTML.escape(text))</td>"
        }
        html += "</tr>\n"
      }
      html += "</tbody>\n</table></div>\n"
    }
    html += "<div class=\"locales\">\n"
    for locale in group.locales {
      let tally = locale.tally
      let name = "\(id)-\(ReviewFiles.safe(locale.locale))"
      let rules = tally.findings.keys.sorted().map { "\($0) (\(tally.findings[$0] ?? 0))" }
      html +=
        "<div class=\"decide\" \(group.filterAttributes(only: locale.locale))>\n"
        + "<h3 id=\"\(name)-h\">\(HTML.escape(locale.locale)): <span class=\"standing \(style(locale.standing))\" data-standing=\"\(name)\">\(label(locale.standing))</span></h3>\n"
        + "<p>\(ReviewPage.number(tally.entries)) entries, \(ReviewPage.number(tally.sentences.count)) distinct sentences"
        + (rules.isEmpty ? "" : "; findings: \(rules.joined(separator: ", "))")
        + (tally.changed > 0 ? "; \(ReviewPage.number(tally.changed)) changed" : "") + ".</p>\n"
        + "<ul class=\"examples\">\n"
      for (index, example) in tally.examples.enumerated() {
        var keyed = example
        keyed.locale = locale.locale
        let fingerprint =
          fingerprints[keyed]
          ?? {
            let made = example.fingerprint(builder.linter, locale: locale.locale, forms: &forms)
            fingerprints[keyed] = made
            return made
          }()
        let decided = builder.decisions.decision(
          template: group.group, locale: locale.locale, text: fingerprint)
        let exampleName = "\(name)-\(index)"
        let lang = HTML.escape(locale.locale)
        let standing =
          decided.map { $0.verdict.rawValue + ($0.note.isEmpty ? "" : ": " + HTML.escape($0.note)) }
          ?? "not decided"
        html += "<li><span lang=\"\(lang)\">\(HTML.escape(example.text))</span> "
        html +=
          "<span class=\"sentence-decision\" data-template=\"\(HTML.escape(group.group))\" data-locale=\"\(lang)\" data-text=\"\(fingerprint)\">"
        for (verdict, label) in [("accepted", "Accept"), ("rejected", "Reject")] {
          html +=
            "<button type=\"button\" data-verdict=\"\(verdict)\" aria-describedby=\"\(exampleName)-s\">\(label) this sentence</button> "
        }
        html +=
          "<span id=\"\(exampleName)-s\" class=\"standing\" role=\"status\">\(standing)</span></span></li>\n"
      }
      let current = builder.decisions.decisions[.init(template: group.group, locale: locale.locale)]
      html +=
        "</ul>\n<fieldset class=\"group-decision\" data-template=\"\(HTML.escape(group.group))\" data-locale=\"\(HTML.escape(locale.locale))\" data-pattern=\"\(locale.pattern.fingerprint)\" data-name=\"\(name)\">\n"
        + "<legend>The group in \(HTML.escape(locale.locale))</legend>\n"
        + "<label><input type=\"radio\" name=\"\(name)\" value=\"accepted\"\(current?.verdict == .accepted && locale.standing != .stale ? " checked" : "")> Accept</label>\n"
        + "<label><input type=\"radio\" name=\"\(name)\" value=\"rejected\"\(current?.verdict == .rejected && locale.standing != .stale ? " checked" : "")> Reject</label>\n"
        + "<label for=\"\(name)-note\">Note (what to change; never a person's words)</label>\n"
        + "<textarea id=\"\(name)-note\" rows=\"2\">\(HTML.escape(current?.note ?? ""))</textarea>\n"
        + "</fieldset>\n</div>\n"
    }
    return html + "</div>\n</section>\n"
  }
}
