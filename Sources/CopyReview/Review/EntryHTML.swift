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
    "data-filter data-locale=\" \(HTML.escape(locale)) \" "
      + "data-family=\" \(families.map(\.rawValue).joined(separator: " ")) \" "
      + "data-size=\" \(sizes.map(\.rawValue).joined(separator: " ")) \" "
      + "data-rules=\" \(rules.joined(separator: " ")) \" data-changed=\"\(changed)\""
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
    drawing: WidgetDrawing, sameActionsAs previous: String?, into html: inout String
  ) {
    let lang = HTML.escape(snapshot.locale)
    let change = entry.change
    html +=
      "<article class=\"entry\" id=\"\(id)\" aria-labelledby=\"\(id)-heading\" data-entry=\"\(HTML.escape(snapshot.path))#\(HTML.escape(entry.entry.dateText))\" "
    html += filterAttributes(
      locale: snapshot.locale, families: [snapshot.family], sizes: [snapshot.textSize],
      rules: entry.rules, changed: change != nil)
    html +=
      ">\n<h3 id=\"\(id)-heading\">Entry \(index + 1) of \(snapshot.entries.count): <time datetime=\"\(entry.entry.dateText)\">"
    html += HTML.escape(drawing.localTime(entry.entry.date))
    html += "</time> local time"
    if let change { html += badges(change) }
    html += "</h3>\n<div class=\"entry-grid\">\n"
    drawing.html(entry.entry, into: &html)
    html += "\n<div class=\"spoken\">\n<p class=\"label\">VoiceOver says</p>\n"
    if let before = change?.before, change?.kinds.contains(.summary) == true {
      html += summaryChange(before: before.summary, after: entry.entry.summary, lang: lang)
    } else {
      html +=
        "<blockquote class=\"summary\" lang=\"\(lang)\"><p>\(HTML.escape(entry.entry.summary))</p></blockquote>\n"
    }
    let seconds = entry.entry.seconds.map(drawing.text.aboutSeconds) ?? ""
    html +=
      "<p class=\"measure\">\(entry.entry.summary.count) characters\(seconds); "
      + "\(entry.entry.items.count) rows shown, \(entry.entry.overflow) more.</p>\n"
    if let change, let before = change.before {
      html += otherChanges(change, before: before, after: entry.entry, lang: lang)
    }
    if let previous {
      html +=
        "<p>Actions: the same \(entry.entry.actions.count) as <a href=\"#\(previous)\">the entry before</a>.</p>\n"
    } else {
      actionsTable(entry.entry.actions, lang: lang, into: &html)
    }
    html += findingsList(entry.findings)
    html += "</div>\n</div>\n</article>\n"
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
    let diff = WordDiff(old: before, new: after)
    return
      "<div class=\"change\"><p>Before: <span lang=\"\(lang)\">\(WordDiff.html(diff.old, tag: "del"))</span></p>"
      + "<p>After: <span lang=\"\(lang)\">\(WordDiff.html(diff.new, tag: "ins"))</span></p></div>\n"
  }

  /// What changed besides the summary: action names before and after, intents, rows.
  static func otherChanges(
    _ change: EntryChange, before: SnapshotDocument.Entry, after: SnapshotDocument.Entry,
    lang: String
  ) -> String {
    var html = ""
    if change.kinds.contains(.actions) {
      let diff = WordDiff(
        old: before.actions.map(\.name).joined(separator: "; "),
        new: after.actions.map(\.name).joined(separator: "; "))
      html +=
        "<div class=\"change\"><p class=\"label\">Actions renamed</p>"
        + "<p>Before: <span lang=\"\(lang)\">\(WordDiff.html(diff.old, tag: "del"))</span></p>"
        + "<p>After: <span lang=\"\(lang)\">\(WordDiff.html(diff.new, tag: "ins"))</span></p></div>\n"
    }
    if change.kinds.contains(.intents) {
      html += "<div class=\"change\"><p class=\"label\">Intents changed</p><ul>\n"
      for (old, new) in zip(before.actions, after.actions) where old != new {
        let diff = WordDiff(old: intent(old), new: intent(new))
        html +=
          "<li><span lang=\"\(lang)\">\(HTML.escape(new.name))</span>: <code>\(WordDiff.html(diff.old, tag: "del"))</code>"
          + " → <code>\(WordDiff.html(diff.new, tag: "ins"))</code></li>\n"
      }
      html += "</ul></div>\n"
    }
    if change.kinds.contains(.rows) {
      let diff = WordDiff(old: rows(before), new: rows(after))
      html +=
        "<div class=\"change\"><p class=\"label\">Rows changed</p>"
        + "<p>Before: <span lang=\"\(lang)\">\(WordDiff.html(diff.old, tag: "del"))</span></p>"
        + "<p>After: <span lang=\"\(lang)\">\(WordDiff.html(diff.new, tag: "ins"))</span></p></div>\n"
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

  /// The table of an entry's actions, appended to `html`.
  static func actionsTable(_ actions: [AccessibilityAction], lang: String, into html: inout String)
  {
    guard !actions.isEmpty else {
      html += "<p>No actions.</p>\n"
      return
    }
    html +=
      "<table>\n<caption>Actions (\(actions.count))</caption>\n<thead><tr><th scope=\"col\">Name</th><th scope=\"col\">Offered as</th><th scope=\"col\">Intent</th></tr></thead>\n<tbody>\n"
    for action in actions {
      html += "<tr><td lang=\"\(lang)\">"
      html += HTML.escape(action.name)
      html +=
        action.trigger == .magicTap ? "</td><td>magic tap</td>" : "</td><td>actions rotor</td>"
      html += "<td><code>"
      html += HTML.escape(action.intent.type)
      html += "</code> <span lang=\"\(lang)\">“"
      html += HTML.escape(action.intent.title)
      html += "”</span>"
      if action.intent.openAppWhenRun { html += ", opens the app" }
      for parameter in action.intent.parameters {
        html += "<br><code>"
        html += HTML.escape(parameter.name)
        html += " = "
        html += HTML.escape(value(parameter.value))
        html += "</code>"
      }
      html += "</td></tr>\n"
    }
    html += "</tbody>\n</table>\n"
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
      html +=
        "<li>\(badge(finding.severity)) <a href=\"#rule-\(finding.rule)\">\(finding.rule)</a> "
        + (finding.judged == .summary
          ? ""
          : "in <q lang=\"\(HTML.escape(finding.locale))\">\(HTML.escape(finding.subject))</q>: ")
        + "\(HTML.escape(finding.message))</li>\n"
    }
    return html + "</ul>\n"
  }

  static func badge(_ severity: LintSeverity) -> String {
    "<span class=\"badge sev-\(HTML.slug(severity.rawValue))\">\(severity.rawValue)</span>"
  }

  /// Where an entry is, for the rows of the lists: the source, family and text size, and the
  /// entry's time, linked to the entry on its page.
  static func place(
    _ snapshot: ReviewSnapshot, sizes: [TextSize]? = nil, date: Int64, href: String?,
    source: String, drawing: WidgetDrawing
  ) -> String {
    let time = HTML.escape(drawing.localTime(date))
    let link = href.map { "<a href=\"\($0)\">\(time)</a>" } ?? time
    let sizes = (sizes ?? [snapshot.textSize]).map(\.rawValue).joined(separator: " and ")
    return
      "<td>\(HTML.escape(source))<br>\(snapshot.family.rawValue), \(sizes)</td><td>\(link)</td>"
  }

  /// A finding in the list of its rule and locale, once for the text sizes it occurs at.
  static func findingRow(
    _ counted: CountedFinding, entry: ReviewEntry, of snapshot: ReviewSnapshot, href: String,
    source: String, drawing: WidgetDrawing
  ) -> String {
    let finding = counted.finding
    return "<tr "
      + filterAttributes(
        locale: snapshot.locale, families: [snapshot.family], sizes: counted.sizes,
        rules: [finding.rule], changed: entry.change != nil) + ">"
      + place(
        snapshot, sizes: counted.sizes, date: entry.entry.date, href: href, source: source,
        drawing: drawing)
      + "<td>\(badge(finding.severity)) \(HTML.escape(finding.message))</td>"
      + "<td lang=\"\(HTML.escape(snapshot.locale))\">"
      + (finding.judged == .summary
        ? "" : "<span class=\"label\">\(finding.judged == .action ? "Action" : "Actions"):</span> ")
      + "\(HTML.escape(finding.subject))</td></tr>\n"
  }

  /// A changed, added or removed entry in the list of its locale's changes.
  static func changeRow(
    _ change: EntryChange, entry: ReviewEntry?, of snapshot: ReviewSnapshot, href: String?,
    source: String, drawing: WidgetDrawing
  ) -> String {
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
    return "<tr "
      + filterAttributes(
        locale: snapshot.locale, families: [snapshot.family], sizes: [snapshot.textSize],
        rules: entry?.rules ?? [], changed: true) + ">"
      + place(
        snapshot, date: date, href: href, source: source, drawing: drawing)
      + "<td>\(badges(change))</td><td>\(what)</td></tr>\n"
  }

}
