import WidgetTimeline

/// The frame every page of the review shares: head, header, navigation, the filter form,
/// landmarks, footer and script.
///
/// The pages are for copy reviewers, so they meet WCAG 2.2 AA themselves: landmarks, a heading
/// outline, a skip link, labelled native controls, `lang` on every summary, text contrast of
/// 4.5:1 (checked in a browser by the tests), no sideways scrolling at 320 CSS pixels. They
/// load nothing: styles and script are inline and a Content-Security-Policy forbids any
/// request.
struct ReviewPage {
  /// The choices of the filter form: the values this page has.
  struct Filters {
    var locales: [String] = []
    var families: [WidgetFamily] = []
    var sizes: [TextSize] = TextSize.allCases
    /// Rule ids.
    var rules: [String] = CopyLinter.rules.map { $0.id }
    var hasReference = false
    /// What the page lists, for "Showing 3 of 40 entries."
    var noun = "entries"
  }

  /// The `<title>`: "Copy review: Output/nightly", with the page's part after a dash.
  var title: String
  var heading: String
  /// HTML after the heading: what the page shows, in numbers.
  var intro: String
  /// Links to related pages, as (label, href).
  var navigation: [(label: String, href: String)] = []
  var filters: Filters
  var body: HTMLBytes
  /// Script of the page's own, after the filters' (the decisions' controls).
  var script = ""
  /// Whether the page may post to the server that sent it (`glance review --serve`).
  var connects = false

  /// The page's bytes: its frame around ``body``.
  var bytes: [UInt8] {
    var html = """
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; img-src data:\(connects ? "; connect-src 'self'" : "")">
      <title>\(HTML.escape(title))</title>
      <style>
      \(ReviewStyle.css)
      </style>
      </head>
      <body>
      <a class="skip" href="#content">Skip to the content</a>
      <header>
      <h1>\(HTML.escape(heading))</h1>
      \(intro)
      </header>

      """
    if !navigation.isEmpty {
      html += "<nav aria-label=\"Pages\">\n<ul>\n"
      for link in navigation {
        let keep = link.href.hasPrefix("#") ? "" : " data-keep=\"\(HTML.escape(link.href))\""
        html +=
          "<li><a href=\"\(HTML.escape(link.href))\"\(keep)>\(HTML.escape(link.label))</a></li>\n"
      }
      html += "</ul>\n</nav>\n"
    }
    html += "<main>\n"
    html += Self.form(filters)
    html += "<div id=\"content\">\n"
    var page = HTMLBytes(capacity: html.utf8.count + body.count + 16_384)
    page.append(html)
    page.append(body)
    page.append(
      """
      </div>
      </main>
      <footer>
      <p>Written by <code>glance review</code>. Drawings are approximate: sizes in points as on iPhone (extraLarge: iPad), times formatted for each locale and time zone.</p>
      </footer>
      <script>
      \(ReviewStyle.script)
      \(script)
      </script>
      </body>
      </html>

      """)
    return page.bytes
  }

  /// The filter form. Its values live in the address (`#locale=de-DE&family=large`), so a
  /// link can share a filtered view, and links between pages carry them along.
  static func form(_ filters: Filters) -> String {
    func select(_ name: String, _ label: String, _ options: [(String, String)]) -> String {
      let list = ([("", "All")] + options).map {
        "<option value=\"\(HTML.escape($0.0))\">\(HTML.escape($0.1))</option>"
      }
      return
        "<label for=\"filter-\(name)\">\(label)<select id=\"filter-\(name)\">\(list.joined())</select></label>\n"
    }
    let rules = CopyLinter.rules.filter { filters.rules.contains($0.id) }.map {
      ($0.id, "\($0.id) \($0.name)")
    }
    var html = """
      <section aria-labelledby="filters-heading">
      <h2 id="filters-heading">Filters</h2>
      <noscript><p>Filters need scripts; everything is shown.</p></noscript>
      <form class="filters" id="filters" hidden>

      """
    html += select("locale", "Locale", filters.locales.map { ($0, $0) })
    html += select("family", "Family", filters.families.map { ($0.rawValue, $0.rawValue) })
    html += select("size", "Text size", filters.sizes.map { ($0.rawValue, $0.rawValue) })
    html += select("rule", "Lint rule", [("any", "Any finding"), ("none", "No finding")] + rules)
    if filters.hasReference {
      html +=
        "<label class=\"check\" for=\"filter-changed\"><input type=\"checkbox\" id=\"filter-changed\">Changed only</label>\n"
    }
    html += """
      </form>
      <p id="filter-status" role="status" aria-live="polite" data-noun="\(HTML.escape(filters.noun))"></p>
      </section>

      """
    return html
  }

  /// "3 errors", "1 warning", "2 need review".
  static func label(_ severity: LintSeverity, count: Int) -> String {
    switch severity {
    case .error: count == 1 ? "error" : "errors"
    case .warning: count == 1 ? "warning" : "warnings"
    case .needsReview: count == 1 ? "needs review" : "need review"
    }
  }

  /// `1234567` as `1,234,567`, as the counts read in English.
  static func number(_ value: Int) -> String {
    let digits = String(value.magnitude)
    var out = ""
    for (index, digit) in digits.enumerated() {
      if index > 0, (digits.count - index) % 3 == 0 { out.append(",") }
      out.append(digit)
    }
    return (value < 0 ? "-" : "") + out
  }

  /// The rule definitions, as every page that names rules links to them.
  static func rules(_ ids: [String]) -> String {
    var html =
      "<section aria-labelledby=\"rules-heading\">\n<h2 id=\"rules-heading\">Lint rules</h2>\n<dl class=\"rules\">\n"
    for rule in CopyLinter.rules where ids.contains(rule.id) {
      html +=
        "<dt id=\"rule-\(rule.id)\">\(rule.id) \(rule.name) (\(rule.severity.rawValue))</dt>\n"
        + "<dd><p>Serves: \(HTML.escape(rule.serves))</p><p>\(HTML.escape(rule.rationale))</p>"
        + "<p>Good: <q>\(HTML.escape(rule.good))</q></p><p>Bad: <q>\(HTML.escape(rule.bad))</q></p></dd>\n"
    }
    return html + "</dl>\n</section>\n"
  }
}
