import Foundation

/// The review page's colours, style sheet and filter script, all inline so the page needs
/// nothing from the network.
///
/// Colours are named pairs, written into the page as CSS variables (`--name` and
/// `--name-bg`), so that a test can read them back from the page and hold every text pair to
/// WCAG 2.2's 4.5:1 and every non-text pair (focus ring, calendar bars) to 3:1; a browser test
/// then checks the colours every piece of text is actually drawn in.
enum ReviewStyle {
  struct Pair {
    var name: String
    var foreground: String
    var background: String
    /// 4.5 for text, 3 for large text and user-interface components.
    var minimumContrast: Double
  }

  static let pairs: [Pair] = [
    Pair(name: "text", foreground: "#1b1b1f", background: "#ffffff", minimumContrast: 4.5),
    Pair(name: "muted", foreground: "#4a4a55", background: "#ffffff", minimumContrast: 4.5),
    Pair(name: "link", foreground: "#0a58a8", background: "#ffffff", minimumContrast: 4.5),
    Pair(name: "focus", foreground: "#0a58a8", background: "#ffffff", minimumContrast: 3),
    Pair(name: "summary", foreground: "#1b1b1f", background: "#eef3fa", minimumContrast: 4.5),
    Pair(name: "table-head", foreground: "#1b1b1f", background: "#eceef3", minimumContrast: 4.5),
    Pair(name: "widget", foreground: "#1b1b1f", background: "#f2f2f7", minimumContrast: 4.5),
    Pair(name: "widget-muted", foreground: "#4f4f5a", background: "#f2f2f7", minimumContrast: 4.5),
    Pair(name: "widget-accent", foreground: "#b3261e", background: "#f2f2f7", minimumContrast: 4.5),
    Pair(name: "overdue", foreground: "#a3001b", background: "#f2f2f7", minimumContrast: 4.5),
    Pair(name: "lock", foreground: "#ffffff", background: "#2b2b31", minimumContrast: 4.5),
    // An overdue time on the lock screen: the widget's red is unreadable on black (1.7:1).
    Pair(name: "lock-overdue", foreground: "#ffb4ab", background: "#2b2b31", minimumContrast: 4.5),
    Pair(name: "error", foreground: "#8c0011", background: "#fde8eb", minimumContrast: 4.5),
    Pair(name: "warning", foreground: "#6e3700", background: "#fff0db", minimumContrast: 4.5),
    Pair(name: "needs-review", foreground: "#574300", background: "#fff6cc", minimumContrast: 4.5),
    Pair(name: "inserted", foreground: "#0b5a1e", background: "#e3f3e7", minimumContrast: 4.5),
    Pair(name: "deleted", foreground: "#8c0011", background: "#fde8eb", minimumContrast: 4.5),
    Pair(name: "calendar-0", foreground: "#1f6fd1", background: "#f2f2f7", minimumContrast: 3),
    Pair(name: "calendar-1", foreground: "#c2410c", background: "#f2f2f7", minimumContrast: 3),
    Pair(name: "calendar-2", foreground: "#15803d", background: "#f2f2f7", minimumContrast: 3),
    Pair(name: "calendar-3", foreground: "#7e22ce", background: "#f2f2f7", minimumContrast: 3),
    Pair(name: "calendar-4", foreground: "#be123c", background: "#f2f2f7", minimumContrast: 3),
    Pair(name: "calendar-5", foreground: "#0f766e", background: "#f2f2f7", minimumContrast: 3),
  ]

  static func color(_ name: String) -> Pair { pairs.first { $0.name == name }! }

  /// The WCAG 2.2 contrast ratio of two `#rrggbb` colours.
  static func contrast(_ a: String, _ b: String) -> Double {
    let (x, y) = (luminance(a), luminance(b))
    return (max(x, y) + 0.05) / (min(x, y) + 0.05)
  }

  static func luminance(_ hex: String) -> Double {
    let value = Int(hex.dropFirst(), radix: 16) ?? 0
    let channels = [(value >> 16) & 0xFF, (value >> 8) & 0xFF, value & 0xFF].map {
      channel -> Double in
      let c = Double(channel) / 255
      return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }
    return 0.2126 * channels[0] + 0.7152 * channels[1] + 0.0722 * channels[2]
  }

  static var variables: String {
    pairs.map { "--\($0.name):\($0.foreground);--\($0.name)-bg:\($0.background);" }.joined()
  }

  static var css: String {
    ":root{color-scheme:light;\(variables)}\n" + sheet + "\n" + DrawingLayout.css
  }

  static let sheet = """
    body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:var(--text);background:var(--text-bg)}
    header,nav,main,footer{max-width:82rem;margin:0 auto;padding:0 1rem}
    h1,h2,h3,p,li,dd,dt,caption{overflow-wrap:anywhere}
    a{color:var(--link)}
    :focus-visible{outline:3px solid var(--focus);outline-offset:2px}
    .skip{position:absolute;left:-10000px;top:0}
    .skip:focus{left:1rem;top:1rem;background:var(--text-bg);padding:.5rem 1rem;z-index:2}
    .visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
    nav ul{display:flex;flex-wrap:wrap;gap:.25rem 1.25rem;list-style:none;padding:0}
    .stats{color:var(--muted)}
    form.filters{display:flex;flex-wrap:wrap;gap:1rem 1.5rem;align-items:flex-end}
    form.filters label{display:flex;flex-direction:column;font-weight:600;max-width:100%}
    form.filters select{font:inherit;padding:.3rem;min-width:10rem;max-width:100%}
    form.filters .check{flex-direction:row;gap:.5rem;align-items:center}
    table{border-collapse:collapse;width:100%;margin:.5rem 0 1rem}
    caption{text-align:left;font-weight:600;padding:.25rem 0}
    th,td{border-bottom:1px solid #c4c6cf;padding:.35rem .5rem;text-align:left;vertical-align:top;overflow-wrap:anywhere}
    thead th{background:var(--table-head-bg);color:var(--table-head);overflow-wrap:normal;word-break:normal;hyphens:manual}
    .locales{display:grid;grid-template-columns:repeat(auto-fit,minmax(min(22rem,100%),1fr));gap:0 1.5rem}
    .pattern{color:var(--muted);font-size:.9rem}
    .decide fieldset{border:1px solid #c4c6cf;margin:.5rem 0 1rem}
    .decide label{display:inline-flex;align-items:center;gap:.35rem;min-height:24px;margin-right:1rem}
    .decide textarea{display:block;width:100%;box-sizing:border-box;font:inherit}
    button,input[type=radio],input[type=checkbox]{min-height:24px;min-width:24px;font:inherit}
    ul.examples{padding-left:1.25rem}
    ul.examples li{margin:0 0 .5rem}
    .wide{overflow-x:auto}
    a.part{display:inline-block;min-width:24px;min-height:24px;line-height:24px;text-align:center}
    th.count,td.count{text-align:right;font-variant-numeric:tabular-nums;white-space:nowrap}
    code{font-size:.9em;overflow-wrap:anywhere}
    ul.columns{columns:20rem;padding-left:1.25rem}
    .snapshot-meta{color:var(--muted);margin-top:0}
    section.snapshot h2{font-size:1.25rem;margin:2rem 0 .25rem}
    article.entry{border-top:1px solid #c4c6cf;padding:1rem 0}
    article.entry h3{font-size:1rem;margin:0 0 .75rem}
    .entry-grid{display:flex;flex-wrap:wrap;gap:1rem 2rem;align-items:flex-start}
    .spoken{flex:1 1 28rem;min-width:min(18rem,100%)}
    .label{font-weight:600;margin:0 0 .25rem}
    blockquote.summary{margin:0 0 .25rem;padding:.75rem 1rem;border-left:4px solid var(--link);background:var(--summary-bg);color:var(--summary);font-size:1.05rem}
    blockquote.summary p{margin:0}
    .measure{color:var(--muted);font-size:.9rem;margin:0 0 .75rem}
    .change{margin:0 0 .75rem}
    .change p{margin:0 0 .25rem}
    ins{background:var(--inserted-bg);color:var(--inserted);text-decoration:underline}
    del{background:var(--deleted-bg);color:var(--deleted);text-decoration:line-through}
    .badge{display:inline-block;border-radius:.3rem;padding:0 .4rem;font-size:.85rem;font-weight:600}
    .sev-error{background:var(--error-bg);color:var(--error)}
    .sev-warning{background:var(--warning-bg);color:var(--warning)}
    .sev-needs-review{background:var(--needs-review-bg);color:var(--needs-review)}
    .new{background:var(--inserted-bg);color:var(--inserted)}
    .deleted{background:var(--deleted-bg);color:var(--deleted)}
    ul.findings{padding-left:1.25rem;margin:.25rem 0}
    dl.rules dt{font-weight:600;margin-top:1rem}
    dl.rules dd{margin-left:1rem}
    figure.drawing{margin:0;max-width:100%}
    figure.drawing figcaption{color:var(--muted);font-size:.85rem;margin-top:.35rem}
    .widget{position:relative;box-sizing:border-box;overflow:hidden;border-radius:22px;padding:14px 15px;background:var(--widget-bg);color:var(--widget);font-size:13px;line-height:1.25;box-shadow:0 1px 4px rgba(0,0,0,.3)}
    .widget.size-accessibility{font-size:19px}
    .widget.w-lock{background:var(--lock-bg);color:var(--lock);border-radius:12px;padding:6px 8px}
    .widget.w-line{border-radius:6px;padding:2px 6px}
    .w-lock p,.w-lock .w-time{color:var(--lock)}
    .w-inline{margin:0;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
    .w-head{margin:0 0 6px}
    .w-beside .w-head{float:left;width:30%;margin-right:4%}
    .w-weekday{display:block;text-transform:uppercase;color:var(--widget-accent);font-weight:700;font-size:.8em}
    .w-daynumber{display:block;font-size:2.2em;line-height:1.05;font-weight:300}
    .w-rows{list-style:none;margin:0;padding:0;overflow:hidden}
    .w-row{display:flex;gap:6px;margin:0 0 6px}
    .w-bar{flex:none;width:4px;border-radius:2px}
    .c0{background:var(--calendar-0)}.c1{background:var(--calendar-1)}.c2{background:var(--calendar-2)}
    .c3{background:var(--calendar-3)}.c4{background:var(--calendar-4)}.c5{background:var(--calendar-5)}
    .w-lock .w-bar{background:var(--lock)}
    .w-check{flex:none;box-sizing:border-box;width:.9em;height:.9em;margin-top:.15em;border:2px solid currentColor;border-radius:50%}
    .w-text{display:flex;flex-direction:column;min-width:0}
    .w-title{font-weight:600;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
    .w-time{color:var(--widget-muted);font-size:.9em;white-space:nowrap}
    .w-now{background:rgba(31,111,209,.13);border-radius:6px;margin-left:-4px;padding:2px 4px}
    .w-overdue .w-time{color:var(--overdue);font-weight:600}
    .w-lock .w-overdue .w-time{color:var(--lock-overdue)}
    .w-day{font-size:.78em;font-weight:700;text-transform:uppercase;color:var(--widget-muted);margin:6px 0 3px}
    .w-more,.w-empty{margin:0;color:var(--widget-muted);font-weight:600}
    @media (max-width:760px){.w-widest{zoom:.5}}
    @media (max-width:420px){.w-wider{zoom:.74}.w-widest{zoom:.36}header,nav,main,footer{padding:0 .5rem}th{font-size:.75rem}th,td{padding:.3rem .2rem}}
    [hidden]{display:none!important}
    """

  /// The filters, from the form or the address's fragment (`#locale=de-DE&family=small&rule=GL008`),
  /// so a link can share a filtered view. They hide the entries and rows (`data-filter`) that do
  /// not match, hide a section (`data-group`) left empty, add up each count's breakdown
  /// (`data-by`, see ``ReviewTally``), hide a count table's row (`data-tally`) of another locale
  /// or rule or with nothing left to count, and carry themselves on every link between pages
  /// (`data-keep`). Without scripts everything shows.
  static let script = """
    (function () {
      var form = document.getElementById('filters');
      if (!form) return;
      var names = ['locale', 'family', 'size', 'rule'];
      var changed = document.getElementById('filter-changed');
      var status = document.getElementById('filter-status');
      function select(name) { return document.getElementById('filter-' + name); }
      function value(name) { return select(name).value; }
      function read() {
        var params = new URLSearchParams(location.hash.slice(1));
        names.forEach(function (name) {
          var list = select(name), wanted = params.get(name) || '';
          var known = Array.prototype.some.call(list.options, function (o) { return o.value === wanted; });
          if (!known) {
            var option = document.createElement('option');
            option.value = wanted;
            option.textContent = wanted;
            list.appendChild(option);
          }
          list.value = wanted;
        });
        if (changed) changed.checked = params.get('changed') === '1';
      }
      function listed(element, attribute, wanted) {
        return (element.getAttribute(attribute) || '').indexOf(' ' + wanted + ' ') >= 0;
      }
      function ruleMatches(rules) {
        var rule = value('rule');
        if (rule === 'any') return rules.length > 0;
        if (rule === 'none') return rules.length === 0;
        return !rule || rules.indexOf(rule) >= 0;
      }
      function matches(element) {
        if (value('locale') && !listed(element, 'data-locale', value('locale'))) return false;
        if (value('family') && !listed(element, 'data-family', value('family'))) return false;
        if (value('size') && !listed(element, 'data-size', value('size'))) return false;
        var rules = (element.getAttribute('data-rules') || '').trim();
        if (!ruleMatches(rules ? rules.split(' ') : [])) return false;
        if (changed && changed.checked && element.getAttribute('data-changed') !== 'true') return false;
        return true;
      }
      function tally(cell) {
        var total = 0;
        cell.getAttribute('data-by').split(';').forEach(function (group) {
          if (!group) return;
          var part = group.split(' ');
          if (value('family') && part[0] !== value('family')) return;
          if (value('size') && part[1].split('+').indexOf(value('size')) < 0) return;
          if (changed && changed.checked && part[2] !== '1') return;
          if (!ruleMatches(part[3] === '-' ? [] : part[3].split('+'))) return;
          total += Number(part[4]);
        });
        return total;
      }
      function apply() {
        var items = document.querySelectorAll('[data-filter]');
        var shown = 0;
        items.forEach(function (item) {
          var visible = matches(item);
          item.hidden = !visible;
          if (visible) shown += 1;
        });
        document.querySelectorAll('[data-by]').forEach(function (cell) {
          var total = tally(cell);
          cell.textContent = total.toLocaleString('en-US');
          cell.setAttribute('data-total', total);
        });
        document.querySelectorAll('[data-tally]').forEach(function (row) {
          var cells = row.querySelectorAll('[data-by]');
          var counted = Array.prototype.some.call(cells, function (cell) { return cell.getAttribute('data-total') !== '0'; });
          var rules = (row.getAttribute('data-rules') || '').trim();
          row.hidden = (value('locale') && !listed(row, 'data-locale', value('locale'))) ||
            (rules && !ruleMatches(rules.split(' '))) || (cells.length > 0 && !counted);
        });
        document.querySelectorAll('[data-group]').forEach(function (group) {
          group.hidden = !group.querySelector('[data-filter]:not([hidden])');
        });
        var noun = status.getAttribute('data-noun');
        status.textContent = items.length ? 'Showing ' + shown + ' of ' + items.length + ' ' + noun + '.' : '';
      }
      function current() {
        var params = new URLSearchParams();
        names.forEach(function (name) { if (value(name)) params.set(name, value(name)); });
        if (changed && changed.checked) params.set('changed', '1');
        return params.toString();
      }
      function write() {
        var fragment = current();
        history.replaceState(null, '', fragment ? '#' + fragment : location.pathname);
        keep(fragment);
      }
      function keep(fragment) {
        document.querySelectorAll('a[data-keep]').forEach(function (link) {
          link.setAttribute('href', link.getAttribute('data-keep') + (fragment ? '#' + fragment : ''));
        });
      }
      form.addEventListener('change', function () { apply(); write(); });
      form.addEventListener('submit', function (event) { event.preventDefault(); });
      window.addEventListener('hashchange', function () { read(); apply(); keep(current()); });
      read();
      apply();
      keep(current());
      form.hidden = false;
    })();
    """
}
