extension ReviewStyle {
  /// The decisions' script: a choice on a templates page is kept in the browser's storage
  /// (and, on a page `glance review --serve` sent, posted to it, which saves the file at once);
  /// the index's button writes the file: the decisions it was made with, and those made since.
  static let decisionsScript = """
    (function () {
      var storeKey = 'glance.decisions:' + document.title.replace(/ — .*$/, '');
      function load() {
        try { return JSON.parse(localStorage.getItem(storeKey) || '{}'); } catch (e) { return {}; }
      }
      function save(edits) {
        try { localStorage.setItem(storeKey, JSON.stringify(edits)); } catch (e) {}
      }
      function subject(d) { return [d.template, d.locale, d.text || ''].join('\\u0000'); }
      var served = location.protocol === 'http:' && document.querySelector('meta[http-equiv]').content.indexOf('connect-src') >= 0;
      function record(decision, shown) {
        var edits = load();
        edits[subject(decision)] = decision;
        save(edits);
        shown.textContent = decision.verdict + (decision.note ? ': ' + decision.note : '') + (served ? ' (saving…)' : ' (not yet downloaded)');
        if (served) {
          fetch('/decisions', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(decision) })
            .then(function (r) { shown.textContent = decision.verdict + (r.ok ? ' (saved)' : ' (not saved: ' + r.status + ')'); })
            .catch(function () { shown.textContent = decision.verdict + ' (not saved: no server)'; });
        }
      }
      Array.prototype.forEach.call(document.querySelectorAll('fieldset.group-decision'), function (set) {
        var name = set.getAttribute('data-name');
        var shown = document.querySelector('[data-standing="' + name + '"]');
        function decide() {
          var checked = set.querySelector('input:checked');
          if (!checked) return;
          record({ template: set.getAttribute('data-template'), locale: set.getAttribute('data-locale'),
            pattern: set.getAttribute('data-pattern'), verdict: checked.value,
            note: set.querySelector('textarea').value }, shown);
        }
        set.addEventListener('change', decide);
      });
      Array.prototype.forEach.call(document.querySelectorAll('.sentence-decision'), function (span) {
        var shown = span.querySelector('.standing');
        Array.prototype.forEach.call(span.querySelectorAll('button'), function (button) {
          button.addEventListener('click', function () {
            var verdict = button.getAttribute('data-verdict');
            var note = verdict === 'rejected' ? (window.prompt('What should change?') || '') : '';
            record({ template: span.getAttribute('data-template'), locale: span.getAttribute('data-locale'),
              text: span.getAttribute('data-text'), verdict: verdict, note: note }, shown);
          });
        });
      });
      var download = document.getElementById('decisions-download');
      if (!download) return;
      var status = document.getElementById('decisions-status');
      var base = JSON.parse(document.getElementById('decisions-base').textContent);
      var pending = Object.keys(load()).length;
      if (pending) status.textContent = pending + ' decisions made in this browser are not in the file yet.';
      download.addEventListener('click', function () {
        var all = {};
        base.decisions.forEach(function (d) { all[subject(d)] = d; });
        var edits = load();
        Object.keys(edits).forEach(function (k) { all[k] = edits[k]; });
        var list = Object.keys(all).sort().map(function (k) {
          var d = all[k], out = { locale: d.locale, note: d.note || '', template: d.template, verdict: d.verdict };
          if (d.pattern) out.pattern = d.pattern; else out.text = d.text;
          return out;
        });
        var text = JSON.stringify({ decisions: list, schema: 'glance.decisions/1' }, null, 2) + '\\n';
        var link = document.createElement('a');
        link.href = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
        link.download = download.getAttribute('data-file').split('/').pop();
        document.body.appendChild(link);
        link.click();
        link.remove();
        status.textContent = list.length + ' decisions downloaded; commit the file, and run glance review --decisions with it.';
      });
    })();
    """
}
