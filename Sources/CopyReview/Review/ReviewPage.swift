import Foundation
import ICalendar
import Snapshots
import Summaries
import WidgetTimeline

/// The copy review page: one self-contained HTML file that shows, for every source, locale,
/// family and entry, the widget as drawn next to what VoiceOver says, the actions and their
/// intents, and the lint's findings; with filters, a table of distinct summaries, and before
/// and after when a reference folder is given.
///
/// The page is for copy reviewers, so it meets WCAG 2.2 AA itself: landmarks, a heading
/// outline, a skip link, labelled native controls, `lang` on every summary, contrast checked
/// by tests. It loads nothing: styles and script are inline and a Content-Security-Policy
/// forbids any request.
public struct ReviewPage: Sendable {
  public struct Counts: Sendable, Hashable {
    public var snapshots = 0
    public var entries = 0
    public var distinctSummaries = 0
    public var findings: [LintSeverity: Int] = [:]
    /// Entries whose summary changed or that are new, against the reference.
    public var changedEntries = 0
  }

  public let html: String
  public let counts: Counts

  /// - Parameters:
  ///   - snapshots: the `.json` files of a snapshot folder, by relative path.
  ///   - reference: the files of a reference folder, for before and after.
  ///   - title: what the page calls the folder, such as its path.
  public init(
    snapshots files: [String: [UInt8]], reference referenceFiles: [String: [UInt8]]? = nil,
    title: String,
    referenceTitle: String? = nil, linter: CopyLinter = CopyLinter()
  ) {
    var snapshots = Self.read(files, linter: linter)
    var removed: [String] = []
    if let referenceFiles {
      let reference = Dictionary(
        Self.read(referenceFiles, linter: linter).map { ($0.path, $0) },
        uniquingKeysWith: { first, _ in first })
      for index in snapshots.indices {
        snapshots[index].compare(with: reference[snapshots[index].path])
      }
      let paths = Set(snapshots.map(\.path))
      removed = reference.keys.filter { !paths.contains($0) }.sorted()
    }
    var counts = Counts()
    counts.snapshots = snapshots.count
    for snapshot in snapshots {
      counts.entries += snapshot.entries.count
      counts.changedEntries += snapshot.entries.filter { $0.before != nil || $0.isNew }.count
      for finding in snapshot.entries.flatMap(\.findings) {
        counts.findings[finding.severity, default: 0] += 1
      }
    }
    let distinct = Self.distinctSummaries(snapshots)
    counts.distinctSummaries = distinct.count
    self.counts = counts
    html = Self.page(
      snapshots, distinct: distinct, removed: removed, counts: counts, title: title,
      referenceTitle: referenceFiles == nil ? nil : referenceTitle ?? "the reference")
  }

  static func read(_ files: [String: [UInt8]], linter: CopyLinter) -> [ReviewSnapshot] {
    let snapshots = files.compactMap { path, bytes -> ReviewSnapshot? in
      guard let document = try? SnapshotDocument(bytes: bytes, file: path) else { return nil }
      return ReviewSnapshot(path: path, document: document, linter: linter)
    }
    return snapshots.sorted { order($0).lexicographicallyPrecedes(order($1)) }
  }

  /// Source, locale, then families in their natural order, default text size first.
  static func order(_ snapshot: ReviewSnapshot) -> [String] {
    let family = WidgetFamily.allCases.firstIndex(of: snapshot.family) ?? 0
    let size = TextSize.allCases.firstIndex(of: snapshot.textSize) ?? 0
    return [snapshot.source, snapshot.locale, String(family + 10), String(size), snapshot.path]
  }

  struct Distinct {
    var summary: String
    var count: Int
    var locales: [String]
    var families: [String]
    var sizes: [String]
    var rules: [String]
  }

  static func distinctSummaries(_ snapshots: [ReviewSnapshot]) -> [Distinct] {
    var byText: [String: Distinct] = [:]
    for snapshot in snapshots {
      for entry in snapshot.entries {
        var item =
          byText[entry.summary]
          ?? Distinct(
            summary: entry.summary, count: 0, locales: [], families: [], sizes: [], rules: [])
        item.count += 1
        if !item.locales.contains(snapshot.locale) { item.locales.append(snapshot.locale) }
        if !item.families.contains(snapshot.family.rawValue) {
          item.families.append(snapshot.family.rawValue)
        }
        if !item.sizes.contains(snapshot.textSize.rawValue) {
          item.sizes.append(snapshot.textSize.rawValue)
        }
        for rule in entry.findings.map(\.rule) where !item.rules.contains(rule) {
          item.rules.append(rule)
        }
        byText[entry.summary] = item
      }
    }
    return byText.values.sorted { ($1.count, $0.summary) < ($0.count, $1.summary) }
  }

  // MARK: - The page

  static func page(
    _ snapshots: [ReviewSnapshot], distinct: [Distinct], removed: [String], counts: Counts,
    title: String,
    referenceTitle: String?
  ) -> String {
    let sources = orderedUnique(snapshots.map(\.source))
    var html = """
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; img-src data:">
      <title>Copy review: \(HTML.escape(title))</title>
      <style>
      \(ReviewStyle.css)
      </style>
      </head>
      <body>
      <a class="skip" href="#snapshots">Skip to the entries</a>
      <header>
      <h1>Copy review</h1>
      \(statsParagraph(counts, title: title, referenceTitle: referenceTitle))
      </header>
      <nav aria-label="Page">
      <ul>
      <li><a href="#filters-heading">Filters</a></li>
      <li><a href="#distinct-heading">Distinct summaries</a></li>
      \(sources.map { "<li><a href=\"#source-\(HTML.slug($0))\">\(HTML.escape($0))</a></li>" }.joined(separator: "\n"))
      <li><a href="#rules-heading">Lint rules</a></li>
      </ul>
      </nav>
      <main>

      """
    html += filters(snapshots, hasReference: referenceTitle != nil)
    if let referenceTitle {
      html += changes(snapshots, removed: removed, counts: counts, referenceTitle: referenceTitle)
    }
    html += distinctTable(distinct)
    html +=
      "<section id=\"snapshots\" aria-labelledby=\"snapshots-heading\">\n<h2 id=\"snapshots-heading\">Entries</h2>\n"
    for source in sources {
      html += sourceSection(source, snapshots.filter { $0.source == source })
    }
    html += "</section>\n"
    html += rules()
    html += """
      </main>
      <footer>
      <p>Written by <code>glance review</code>. Drawings are approximate: sizes in points as on iPhone (extraLarge: iPad), times formatted for each locale and time zone.</p>
      </footer>
      <script>
      \(ReviewStyle.script)
      </script>
      </body>
      </html>

      """
    return html
  }

  static func statsParagraph(_ counts: Counts, title: String, referenceTitle: String?) -> String {
    var text =
      "<p class=\"stats\">\(counts.snapshots) snapshots of <code>\(HTML.escape(title))</code>, \(counts.entries) entries, "
      + "\(counts.distinctSummaries) distinct summaries. Lint: "
      + LintSeverity.allCases.reversed().map {
        "\(counts.findings[$0] ?? 0) \(label($0, count: counts.findings[$0] ?? 0))"
      }
      .joined(separator: ", ") + "."
    if let referenceTitle {
      text +=
        " Against <code>\(HTML.escape(referenceTitle))</code>: \(counts.changedEntries) entries changed or new."
    }
    return text + "</p>"
  }

  static func label(_ severity: LintSeverity, count: Int) -> String {
    switch severity {
    case .error: count == 1 ? "error" : "errors"
    case .warning: count == 1 ? "warning" : "warnings"
    case .needsReview: count == 1 ? "needs review" : "need review"
    }
  }

  static func filters(_ snapshots: [ReviewSnapshot], hasReference: Bool) -> String {
    let locales = orderedUnique(snapshots.map(\.locale)).sorted()
    let families = WidgetFamily.allCases.map(\.rawValue).filter { family in
      snapshots.contains { $0.family.rawValue == family }
    }
    let rules = CopyLinter.rules.map { ($0.id, "\($0.id) \($0.name)") }
    func select(_ name: String, _ label: String, _ options: [(String, String)]) -> String {
      let list = ([("", "All")] + options).map {
        "<option value=\"\(HTML.escape($0.0))\">\(HTML.escape($0.1))</option>"
      }
      return
        "<label for=\"filter-\(name)\">\(label)<select id=\"filter-\(name)\">\(list.joined())</select></label>\n"
    }
    var html = """
      <section aria-labelledby="filters-heading">
      <h2 id="filters-heading">Filters</h2>
      <noscript><p>Filters need scripts; every entry is shown.</p></noscript>
      <form class="filters" id="filters" hidden>

      """
    html += select("locale", "Locale", locales.map { ($0, $0) })
    html += select("family", "Family", families.map { ($0, $0) })
    html += select("size", "Text size", TextSize.allCases.map { ($0.rawValue, $0.rawValue) })
    html += select("rule", "Lint rule", [("any", "Any finding"), ("none", "No finding")] + rules)
    if hasReference {
      html +=
        "<label class=\"check\" for=\"filter-changed\"><input type=\"checkbox\" id=\"filter-changed\">Changed only</label>\n"
    }
    html += """
      </form>
      <p id="filter-status" role="status" aria-live="polite"></p>
      </section>

      """
    return html
  }

  static func changes(
    _ snapshots: [ReviewSnapshot], removed: [String], counts: Counts, referenceTitle: String
  ) -> String {
    let changedFiles = snapshots.filter(\.hasChanges)
    var html = """
      <section aria-labelledby="changes-heading">
      <h2 id="changes-heading">Changes against the reference</h2>
      <p>Compared with <code>\(HTML.escape(referenceTitle))</code>: \(counts.changedEntries) entries changed or new in \(changedFiles.count) snapshots; \(removed.count) snapshots removed.</p>

      """
    if !changedFiles.isEmpty {
      html += "<ul>\n"
      for snapshot in changedFiles {
        html +=
          "<li><a href=\"#\(snapshotID(snapshot))\"><code>\(HTML.escape(snapshot.path))</code></a></li>\n"
      }
      html += "</ul>\n"
    }
    if !removed.isEmpty {
      html += "<p>Removed snapshots:</p>\n<ul>\n"
      html += removed.map { "<li><code>\(HTML.escape($0))</code></li>\n" }.joined()
      html += "</ul>\n"
    }
    return html + "</section>\n"
  }

  static func distinctTable(_ distinct: [Distinct]) -> String {
    var html = """
      <section aria-labelledby="distinct-heading">
      <h2 id="distinct-heading">Distinct summaries</h2>
      <table>
      <caption>Every distinct summary, most frequent first (\(distinct.count))</caption>
      <thead><tr><th scope="col">Summary</th><th scope="col">Entries</th><th scope="col">Locales</th><th scope="col">Families</th><th scope="col">Findings</th></tr></thead>
      <tbody>

      """
    for item in distinct {
      let lang = item.locales.first ?? "en"
      html +=
        "<tr class=\"distinct\" data-locales=\" \(HTML.escape(item.locales.joined(separator: " "))) \" "
        + "data-families=\" \(HTML.escape(item.families.joined(separator: " "))) \" "
        + "data-sizes=\" \(item.sizes.joined(separator: " ")) \">"
        + "<td lang=\"\(HTML.escape(lang))\">\(HTML.escape(item.summary))</td><td class=\"count\">\(item.count)</td>"
        + "<td>\(HTML.escape(item.locales.joined(separator: ", ")))</td>"
        + "<td>\(HTML.escape(item.families.joined(separator: ", ")))</td>"
        + "<td>\(item.rules.sorted().map { "<a href=\"#rule-\($0)\">\($0)</a>" }.joined(separator: " "))</td></tr>\n"
    }
    return html + "</tbody>\n</table>\n</section>\n"
  }

  static func snapshotID(_ snapshot: ReviewSnapshot) -> String {
    "snapshot-" + HTML.slug(snapshot.path)
  }

  static func sourceSection(_ source: String, _ snapshots: [ReviewSnapshot]) -> String {
    let id = "source-" + HTML.slug(source)
    var html = "<section class=\"source\" id=\"\(id)\" aria-labelledby=\"\(id)-heading\">\n"
    html += "<h3 id=\"\(id)-heading\">Source \(HTML.escape(source))</h3>\n"
    for locale in orderedUnique(snapshots.map(\.locale)) {
      let localeID = id + "-" + HTML.slug(locale)
      html += "<section class=\"locale\" aria-labelledby=\"\(localeID)-heading\">\n"
      html += "<h4 id=\"\(localeID)-heading\">\(HTML.escape(source)), \(HTML.escape(locale))</h4>\n"
      for snapshot in snapshots where snapshot.locale == locale {
        html += snapshotSection(snapshot)
      }
      html += "</section>\n"
    }
    return html + "</section>\n"
  }

  static func snapshotSection(_ snapshot: ReviewSnapshot) -> String {
    let id = snapshotID(snapshot)
    let drawing = WidgetDrawing(snapshot: snapshot)
    let document = snapshot.document
    var html = "<section class=\"snapshot\" id=\"\(id)\" aria-labelledby=\"\(id)-heading\">\n"
    html +=
      "<h5 id=\"\(id)-heading\">\(HTML.escape(snapshot.source)), \(HTML.escape(snapshot.locale)), "
      + "\(snapshot.family.rawValue), \(snapshot.textSize.rawValue) text size</h5>\n"
    html +=
      "<p class=\"snapshot-meta\"><code>\(HTML.escape(snapshot.path))</code>; time zone \(HTML.escape(document.timeZone)); "
      + "\(document.capacity) rows; \(snapshot.entries.count) entries; reload after \(ISO8601Value.format(instant: document.reloadAfter)); "
      + (document.budget.map {
        String(format: "summary budget %.0f s, at most %.0f s.", $0.soft, $0.hard)
      } ?? "no summary budget recorded.")
      + "</p>\n"
    if !snapshot.removedEntries.isEmpty {
      html += "<p>Entries removed since the reference:</p>\n<ul>\n"
      for removed in snapshot.removedEntries {
        html +=
          "<li><time datetime=\"\(HTML.escape(removed.date))\">\(HTML.escape(removed.date))</time>: "
          + "<del lang=\"\(HTML.escape(snapshot.locale))\">\(HTML.escape(removed.summary))</del></li>\n"
      }
      html += "</ul>\n"
    }
    for (index, entry) in snapshot.entries.enumerated() {
      html += entryArticle(
        entry, index: index, of: snapshot, id: "\(id)-\(index + 1)", drawing: drawing)
    }
    return html + "</section>\n"
  }

  static func entryArticle(
    _ entry: ReviewSnapshot.Entry, index: Int, of snapshot: ReviewSnapshot, id: String,
    drawing: WidgetDrawing
  ) -> String {
    let rules = " " + orderedUnique(entry.findings.map(\.rule)).joined(separator: " ") + " "
    let changed = entry.before != nil || entry.isNew
    let lang = HTML.escape(snapshot.locale)
    let shown = WidgetDrawing.date(entry.entry.date)
    let local =
      (drawing.localDay(shown)?.description ?? "") + " " + localTime(shown, zone: drawing.zone)
    var html =
      "<article class=\"entry\" id=\"\(id)\" aria-labelledby=\"\(id)-heading\" data-entry=\"\(HTML.escape(snapshot.path))#\(HTML.escape(entry.date))\" "
      + "data-source=\"\(HTML.escape(snapshot.source))\" data-locale=\"\(lang)\" data-family=\"\(snapshot.family.rawValue)\" "
      + "data-size=\"\(snapshot.textSize.rawValue)\" data-rules=\"\(HTML.escape(rules))\" data-changed=\"\(changed)\">\n"
    html +=
      "<h6 id=\"\(id)-heading\">Entry \(index + 1) of \(snapshot.entries.count): "
      + "<time datetime=\"\(HTML.escape(entry.date))\">\(HTML.escape(local))</time> local time"
      + (entry.isNew ? " <span class=\"badge new\">new</span>" : "") + "</h6>\n"
    html +=
      "<div class=\"entry-grid\">\n" + drawing.html(entry.entry) + "\n<div class=\"spoken\">\n"
    html += "<p class=\"label\">VoiceOver says</p>\n"
    if let before = entry.before {
      html +=
        "<div class=\"change\"><p>Before: <del lang=\"\(lang)\">\(HTML.escape(before))</del></p>"
        + "<p>After: <ins lang=\"\(lang)\">\(HTML.escape(entry.summary))</ins></p></div>\n"
    } else {
      html +=
        "<blockquote class=\"summary\" lang=\"\(lang)\"><p>\(HTML.escape(entry.summary))</p></blockquote>\n"
    }
    let characters = entry.summary.count
    let seconds = entry.entry.seconds.map { String(format: ", about %.1f s of speech", $0) } ?? ""
    html +=
      "<p class=\"measure\">\(characters) characters\(seconds); "
      + "\(entry.entry.items.count) rows shown, \(entry.entry.overflow) more.</p>\n"
    html += actionsTable(entry.entry.actions, lang: lang, id: id)
    html += findingsList(entry.findings)
    return html + "</div>\n</div>\n</article>\n"
  }

  static func localTime(_ date: Date, zone: TimeZone) -> String {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = zone
    let parts = calendar.dateComponents([.hour, .minute], from: date)
    return String(format: "%02d:%02d", parts.hour ?? 0, parts.minute ?? 0)
  }

  static func actionsTable(_ actions: [AccessibilityAction], lang: String, id: String) -> String {
    guard !actions.isEmpty else { return "<p>No actions.</p>\n" }
    var html =
      "<table>\n<caption>Actions (\(actions.count))</caption>\n<thead><tr><th scope=\"col\">Name</th>"
      + "<th scope=\"col\">Offered as</th><th scope=\"col\">Intent</th></tr></thead>\n<tbody>\n"
    for action in actions {
      let trigger = action.trigger == .magicTap ? "magic tap" : "actions rotor"
      let parameters = action.intent.parameters.map {
        "<code>\(HTML.escape($0.name)) = \(HTML.escape(value($0.value)))</code>"
      }
      html +=
        "<tr><td lang=\"\(lang)\">\(HTML.escape(action.name))</td><td>\(trigger)</td>"
        + "<td><code>\(HTML.escape(action.intent.type))</code> <span lang=\"\(lang)\">“\(HTML.escape(action.intent.title))”</span>"
        + (action.intent.openAppWhenRun ? ", opens the app" : "")
        + (parameters.isEmpty ? "" : "<br>" + parameters.joined(separator: "<br>")) + "</td></tr>\n"
    }
    return html + "</tbody>\n</table>\n"
  }

  /// A parameter's value as the table shows it: `true`, `2026-06-01`, an entity's kind, id and
  /// occurrence.
  static func value(_ value: IntentParameter.Value) -> String {
    switch value {
    case .string(let text), .date(let text): text
    case .bool(let flag): flag ? "true" : "false"
    case .entity(_, let item):
      "\(item.kind.rawValue) \(item.id)" + (item.occurrence.map { " at \($0)" } ?? "")
    }
  }

  static func findingsList(_ findings: [LintFinding]) -> String {
    guard !findings.isEmpty else { return "<p>Lint: no findings.</p>\n" }
    var html = "<p class=\"label\">Lint findings</p>\n<ul class=\"findings\">\n"
    for finding in findings {
      let severity = HTML.slug(finding.severity.rawValue)
      html +=
        "<li><span class=\"badge sev-\(severity)\">\(finding.severity.rawValue)</span> "
        + "<a href=\"#rule-\(finding.rule)\">\(finding.rule)</a> \(HTML.escape(finding.message))</li>\n"
    }
    return html + "</ul>\n"
  }

  static func rules() -> String {
    var html =
      "<section aria-labelledby=\"rules-heading\">\n<h2 id=\"rules-heading\">Lint rules</h2>\n<dl class=\"rules\">\n"
    for rule in CopyLinter.rules {
      html +=
        "<dt id=\"rule-\(rule.id)\">\(rule.id) \(rule.name) (\(rule.severity.rawValue))</dt>\n"
        + "<dd><p>Serves: \(HTML.escape(rule.criterion))</p><p>\(HTML.escape(rule.rationale))</p>"
        + "<p>Good: <q>\(HTML.escape(rule.good))</q></p><p>Bad: <q>\(HTML.escape(rule.bad))</q></p></dd>\n"
    }
    return html + "</dl>\n</section>\n"
  }

  static func orderedUnique(_ values: [String]) -> [String] {
    var seen: Set<String> = []
    return values.filter { seen.insert($0).inserted }
  }
}
