import Foundation
import ICalendar
import Snapshots
import Summaries
import WidgetTimeline

/// The HTML of a snapshot's section and its entries, and of the rows the lists of findings and
/// changes show for them.
enum EntryHTML {
  /// The id of an entry on its source's page: unique on every part of a locale.
  static func id(_ snapshot: ReviewSnapshot, index: Int) -> String {
    "e-\(snapshot.family.rawValue)-\(snapshot.textSize.rawValue)-\(index + 1)"
  }

  static func sectionID(_ snapshot: ReviewSnapshot) -> String {
    "s-\(snapshot.family.rawValue)-\(snapshot.textSize.rawValue)"
  }

  /// The filter attributes of an entry, a row or a removed entry: each a list padded with
  /// spaces, so the script matches whole values.
  static func filterAttributes(
    locale: String, families: [WidgetFamily], sizes: [TextSize], rules: [String], changed: Bool
  ) -> String {
    var html = HTMLBytes()
    filterAttributes(
      locale: locale, families: families, sizes: sizes, rules: rules, changed: changed,
      into: &html)
    return String(decoding: html.bytes, as: UTF8.self)
  }

  /// The filter attributes, appended to `html`.
  static func filterAttributes(
    locale: String, families: [WidgetFamily], sizes: [TextSize], rules: [String], changed: Bool,
    into html: inout HTMLBytes
  ) {
    html.append("data-filter data-locale=\" ")
    html.append(escaping: locale)
    html.append(" \" data-family=\" ")
    for (index, family) in families.enumerated() {
      if index > 0 { html.append(" ") }
      html.append(family.rawValue)
    }
    html.append(" \" data-size=\" ")
    for (index, size) in sizes.enumerated() {
      if index > 0 { html.append(" ") }
      html.append(size.rawValue)
    }
    html.append(" \" data-rules=\" ")
    for (index, rule) in rules.enumerated() {
      if index > 0 { html.append(" ") }
      html.append(rule)
    }
    html.append(changed ? " \" data-changed=\"true\"" : " \" data-changed=\"false\"")
  }

  static func sectionStart(_ snapshot: ReviewSnapshot, continued: Bool) -> String {
    let id = sectionID(snapshot) + (continued ? "-continued" : "")
    let document = snapshot.document
    var html =
      "<section class=\"snapshot\" data-group id=\"\(id)\" aria-labelledby=\"\(id)-heading\">\n"
    html +=
      "<h2 id=\"\(id)-heading\">\(snapshot.family.rawValue), \(snapshot.textSize.rawValue) text size"
      + (continued ? " (continued)" : "")
      + (snapshot.isNew ? " <span class=\"badge new\">new snapshot</span>" : "") + "</h2>\n"
    html +=
      "<p class=\"snapshot-meta\"><code>\(HTML.escape(snapshot.path))</code>; time zone \(HTML.escape(document.timeZone)); "
      + "\(document.capacity) rows; \(snapshot.entries.count) entries; reload after \(ISO8601Value.format(instant: document.reloadAfter)); "
      + (document.budget.map {
        String(format: "summary budget %.0f s, at most %.0f s.", $0.soft, $0.hard)
      } ?? "no summary budget recorded.")
      + "</p>\n"
    return html
  }

  /// An entry: the widget drawn, the summary (before and after when it changed), its length,
  /// the actions (or that they are those of the entry before), the findings; appended to
  /// `html`, the page's body, piece by piece rather than assembled apart and copied in.
  static func article(
    _ entry: ReviewEntry, index: Int, of snapshot: ReviewSnapshot, id: String,
    drawing: WidgetDrawing, sameActionsAs previous: String?, tables: inout ActionTables,
    into html: inout HTMLBytes
  ) {
    let change = entry.change
    html.append("<article class=\"entry\" id=\"")
    html.append(id)
    html.append("\" aria-labelledby=\"")
    html.append(id)
    html.append("-heading\" data-entry=\"")
    html.append(escaping: snapshot.path)
    html.append("#")
    html.append(escaping: entry.entry.dateText)
    html.append("\" ")
    filterAttributes(
      locale: snapshot.locale, families: [snapshot.family], sizes: [snapshot.textSize],
      rules: entry.rules, changed: change != nil, into: &html)
    html.append(">\n<h3 id=\"")
    html.append(id)
    html.append("-heading\">Entry ")
    html.append(index + 1)
    html.append(" of ")
    html.append(snapshot.entries.count)
    html.append(": <time datetime=\"")
    html.append(entry.entry.dateText)
    html.append("\">")
    html.append(escaping: drawing.localTime(entry.entry.date))
    html.append("</time> local time")
    if let change { html.append(badges(change)) }
    html.append("</h3>\n<div class=\"entry-grid\">\n")
    drawing.html(entry.entry, into: &html)
    html.append("\n<div class=\"spoken\">\n<p class=\"label\">VoiceOver says</p>\n")
    if let before = change?.before, change?.kinds.contains(.summary) == true {
      html.append(
        summaryChange(
          before: before.summary, after: entry.entry.summary, lang: HTML.escape(snapshot.locale)))
    } else {
      html.append("<blockquote class=\"summary\" lang=\"")
      html.append(escaping: snapshot.locale)
      html.append("\"><p>")
      html.append(escaping: entry.entry.summary)
      html.append("</p></blockquote>\n")
    }
    html.append("<p class=\"measure\">")
    html.append(LoneScalars.characterCount(entry.entry.summary))
    html.append(" characters")
    if let seconds = entry.entry.seconds { html.append(drawing.text.aboutSeconds(seconds)) }
    html.append("; ")
    html.append(entry.entry.items.count)
    html.append(" rows in the timeline, ")
    let cut = drawing.cutRows(entry.entry)
    if cut > 0 {
      html.append(cut)
      html.append(" of them spoken but not visible in the drawing, ")
    }
    html.append(entry.entry.overflow)
    html.append(" more.</p>\n")
    if let change, let before = change.before {
      html.append(
        otherChanges(
          change, before: before, after: entry.entry, lang: HTML.escape(snapshot.locale)))
    }
    if let previous {
      html.append("<p>Actions: the same ")
      html.append(entry.entry.actions.count)
      html.append(" as <a href=\"#")
      html.append(previous)
      html.append("\">the entry before</a>.</p>\n")
    } else {
      tables.append(entry.entry.actions, locale: snapshot.locale, into: &html)
    }
    findingsList(entry.findings, into: &html)
    html.append("</div>\n</div>\n</article>\n")
  }

  /// An entry the reference has and this snapshot no longer does, from the reference.
  static func removed(
    _ entry: SnapshotDocument.Entry, of snapshot: ReviewSnapshot, drawing: WidgetDrawing
  ) -> String {
    let id = sectionID(snapshot) + "-removed-\(entry.date)"
    let lang = HTML.escape(snapshot.locale)
    return
      "<article class=\"entry removed\" id=\"\(id)\" aria-labelledby=\"\(id)-heading\" "
      + filterAttributes(
        locale: snapshot.locale, families: [snapshot.family], sizes: [snapshot.textSize],
        rules: [], changed: true) + ">\n"
      + "<h3 id=\"\(id)-heading\">Removed entry: <time datetime=\"\(entry.dateText)\">\(HTML.escape(drawing.localTime(entry.date)))</time> local time"
      + " <span class=\"badge deleted\">removed</span></h3>\n"
      + "<p class=\"label\">VoiceOver said</p>\n"
      + "<div class=\"change\"><p>Before: <span lang=\"\(lang)\"><del>\(HTML.escape(entry.summary))</del></span></p></div>\n"
      + "<p>Actions before: <span lang=\"\(lang)\">\(HTML.escape(entry.actions.map(\.name).joined(separator: "; ")))</span></p>\n"
      + "</article>\n"
  }

  static func badges(_ change: EntryChange) -> String {
    change.kinds.map { kind in
      let text =
        switch kind {
        case .summary: "summary changed"
        case .actions: "actions renamed"
        case .intents: "intents changed"
        case .rows: "rows changed"
        case .added: "new"
        case .removed: "removed"
        }
      return " <span class=\"badge \(kind == .removed ? "deleted" : "new")\">\(text)</span>"
    }.joined()
  }

  /// Before and after, with the words that changed marked in each.
  static func summaryChange(before: String, after: String, lang: String) -> String {
    let diff = WordDiff(before, after)
    return
      "<div class=\"change\"><p>Before: <span lang=\"\(lang)\">\(diff.html(.old))</span></p>"
      + "<p>After: <span lang=\"\(lang)\">\(diff.html(.new))</span></p></div>\n"
  }

  /// What changed besides the summary: action names before and after, intents, rows.
  static func otherChanges(
    _ change: EntryChange, before: SnapshotDocument.Entry, after: SnapshotDocument.Entry,
    lang: String
  ) -> String {
    var html = ""
    if change.kinds.contains(.actions) {
      let diff = WordDiff(
        before.actions.map(\.name).joined(separator: "; "),
        after.actions.map(\.name).joined(separator: "; "))
      html +=
        "<div class=\"change\"><p class=\"label\">Actions renamed</p>"
        + "<p>Before: <span lang=\"\(lang)\">\(diff.html(.old))</span></p>"
        + "<p>After: <span lang=\"\(lang)\">\(diff.html(.new))</span></p></div>\n"
    }
    if change.kinds.contains(.intents) {
      html += "<div class=\"change\"><p class=\"label\">Intents changed</p><ul>\n"
      for (old, new) in zip(before.actions, after.actions) where old != new {
        let diff = WordDiff(intent(old), intent(new))
        html +=
          "<li><span lang=\"\(lang)\">\(HTML.escape(new.name))</span>: <code>\(diff.html(.old))</code>"
          + " → <code>\(diff.html(.new))</code></li>\n"
      }
      html += "</ul></div>\n"
    }
    if change.kinds.contains(.rows) {
      let diff = WordDiff(rows(before), rows(after))
      html +=
        "<div class=\"change\"><p class=\"label\">Rows changed</p>"
        + "<p>Before: <span lang=\"\(lang)\">\(diff.html(.old))</span></p>"
        + "<p>After: <span lang=\"\(lang)\">\(diff.html(.new))</span></p></div>\n"
    }
    return html
  }

  /// An action's intent in one line: `ToggleFavoriteIntent "Toggle Favorite" (item = event 42,
  /// isFavorite = true)`.
  static func intent(_ action: AccessibilityAction) -> String {
    let parameters = action.intent.parameters.map { "\($0.name) = \(value($0.value))" }
    return "\(action.intent.type) “\(action.intent.title)”"
      + (action.intent.openAppWhenRun ? ", opens the app" : "")
      + (parameters.isEmpty ? "" : " (\(parameters.joined(separator: ", ")))")
  }

  /// The rows an entry shows, as titles: "Standup; Lunch; +3 more".
  static func rows(_ entry: SnapshotDocument.Entry) -> String {
    (entry.items.map(\.title) + (entry.overflow > 0 ? ["+\(entry.overflow) more"] : []))
      .joined(separator: "; ")
  }

  /// The table of an entry's actions, appended to `html`, each action's row by `row`
  /// (``actionRow(_:locale:into:)``, or a copy of what it wrote before).
  static func actionsTable(
    _ actions: [AccessibilityAction], locale: String, into html: inout HTMLBytes,
    row: (AccessibilityAction, inout HTMLBytes) -> Void
  ) {
    guard !actions.isEmpty else {
      html.append("<p>No actions.</p>\n")
      return
    }
    html.append("<table>\n<caption>Actions (")
    html.append(actions.count)
    html.append(
      ")</caption>\n<thead><tr><th scope=\"col\">Name</th><th scope=\"col\">Offered as</th><th scope=\"col\">Intent</th></tr></thead>\n<tbody>\n"
    )
    for action in actions { row(action, &html) }
    html.append("</tbody>\n</table>\n")
  }

  /// An action's row of the table: its name, how it is offered, its intent and parameters.
  static func actionRow(_ action: AccessibilityAction, locale: String, into html: inout HTMLBytes) {
    html.append("<tr><td lang=\"")
    html.append(escaping: locale)
    html.append("\">")
    html.append(escaping: action.name)
    html.append(
      action.trigger == .magicTap ? "</td><td>magic tap</td>" : "</td><td>actions rotor</td>")
    html.append("<td><code>")
    html.append(escaping: action.intent.type)
    html.append("</code> <span lang=\"")
    html.append(escaping: locale)
    html.append("\">“")
    html.append(escaping: action.intent.title)
    html.append("”</span>")
    if action.intent.openAppWhenRun { html.append(", opens the app") }
    for parameter in action.intent.parameters {
      html.append("<br><code>")
      html.append(escaping: parameter.name)
      html.append(" = ")
      value(parameter.value, into: &html)
      html.append("</code>")
    }
    html.append("</td></tr>\n")
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

  /// ``value(_:)``, escaped and appended to `html` without making the string.
  static func value(_ value: IntentParameter.Value, into html: inout HTMLBytes) {
    switch value {
    case .string(let text), .date(let text): html.append(escaping: text)
    case .bool(let flag): html.append(flag ? "true" : "false")
    case .entity(_, let item):
      html.append(escaping: item.kind.rawValue)
      html.append(" ")
      html.append(escaping: item.id)
      if let occurrence = item.occurrence {
        html.append(" at ")
        html.append(escaping: occurrence)
      }
    }
  }

  static func findingsList(_ findings: [LintFinding], into html: inout HTMLBytes) {
    guard !findings.isEmpty else { return html.append("<p>Lint: no findings.</p>\n") }
    html.append("<p class=\"label\">Lint findings</p>\n<ul class=\"findings\">\n")
    for finding in findings {
      html.append("<li>")
      html.append(badge(finding.severity))
      html.append(" <a href=\"#rule-")
      html.append(finding.rule)
      html.append("\">")
      html.append(finding.rule)
      html.append("</a> ")
      if finding.judged != .summary {
        html.append("in <q lang=\"")
        html.append(escaping: finding.locale)
        html.append("\">")
        html.append(escaping: finding.subject)
        html.append("</q>: ")
      }
      html.append(escaping: finding.message)
      html.append("</li>\n")
    }
    html.append("</ul>\n")
  }

  /// A severity's badge, made once per severity: every finding shows one.
  static func badge(_ severity: LintSeverity) -> String {
    badges[LintSeverity.allCases.firstIndex(of: severity) ?? 0]
  }

  private static let badges = LintSeverity.allCases.map { severity in
    "<span class=\"badge sev-\(HTML.slug(severity.rawValue))\">\(severity.rawValue)</span>"
  }

  /// Where an entry is, for the rows of the lists: the source, family and text size, and the
  /// entry's time, linked to the entry on its page.
  static func place(
    _ snapshot: ReviewSnapshot, sizes: [TextSize]? = nil, date: Int64, href: String?,
    source: String, drawing: WidgetDrawing, into html: inout HTMLBytes
  ) {
    html.append("<td>")
    html.append(escaping: source)
    html.append("<br>")
    html.append(snapshot.family.rawValue)
    html.append(", ")
    for (index, size) in (sizes ?? [snapshot.textSize]).enumerated() {
      html.append(index > 0 ? " and " : "")
      html.append(size.rawValue)
    }
    html.append("</td><td>")
    if let href {
      html.append("<a href=\"")
      html.append(href)
      html.append("\">")
    }
    html.append(escaping: drawing.localTime(date))
    html.append(href == nil ? "</td>" : "</a></td>")
  }

  /// A finding in the list of its rule and locale, once for the text sizes it occurs at.
  static func findingRow(
    _ counted: CountedFinding, entry: ReviewEntry, of snapshot: ReviewSnapshot, href: String,
    source: String, drawing: WidgetDrawing
  ) -> HTMLBytes {
    let finding = counted.finding
    var html = HTMLBytes()
    html.append("<tr ")
    filterAttributes(
      locale: snapshot.locale, families: [snapshot.family], sizes: counted.sizes,
      rules: [finding.rule], changed: entry.change != nil, into: &html)
    html.append(">")
    place(
      snapshot, sizes: counted.sizes, date: entry.entry.date, href: href, source: source,
      drawing: drawing, into: &html)
    html.append("<td>")
    html.append(badge(finding.severity))
    html.append(" ")
    html.append(escaping: finding.message)
    html.append("</td><td lang=\"")
    html.append(escaping: snapshot.locale)
    html.append("\">")
    switch finding.judged {
    case .summary: break
    case .action: html.append("<span class=\"label\">Action:</span> ")
    default: html.append("<span class=\"label\">Actions:</span> ")
    }
    html.append(escaping: finding.subject)
    html.append("</td></tr>\n")
    return html
  }

  /// A changed, added or removed entry in the list of its locale's changes.
  static func changeRow(
    _ change: EntryChange, entry: ReviewEntry?, of snapshot: ReviewSnapshot, href: String?,
    source: String, drawing: WidgetDrawing
  ) -> HTMLBytes {
    let lang = HTML.escape(snapshot.locale)
    let date = entry?.entry.date ?? change.before?.date ?? 0
    var what = ""
    if let entry, let before = change.before {
      if change.kinds.contains(.summary) {
        what += summaryChange(before: before.summary, after: entry.entry.summary, lang: lang)
      } else {
        what += "<p lang=\"\(lang)\">\(HTML.escape(entry.entry.summary))</p>\n"
      }
      what += otherChanges(change, before: before, after: entry.entry, lang: lang)
    } else if let entry {
      what +=
        "<p>New: <span lang=\"\(lang)\"><ins>\(HTML.escape(entry.entry.summary))</ins></span></p>\n"
    } else if let before = change.before {
      what +=
        "<p>Removed: <span lang=\"\(lang)\"><del>\(HTML.escape(before.summary))</del></span></p>\n"
    }
    var html = HTMLBytes()
    html.append("<tr ")
    filterAttributes(
      locale: snapshot.locale, families: [snapshot.family], sizes: [snapshot.textSize],
      rules: entry?.rules ?? [], changed: true, into: &html)
    html.append(">")
    place(snapshot, date: date, href: href, source: source, drawing: drawing, into: &html)
    html.append("<td>" + badges(change) + "</td><td>")
    html.append(what)
    html.append("</td></tr>\n")
    return html
  }
}
