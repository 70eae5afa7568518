import Foundation
import Testing

/// The review's pages in a real browser: headless Chromium renders them and runs their script,
/// and the DOM it ends with is checked against the snapshots: every entry is on a page, the
/// filters show exactly what they select and carry over to other pages, the counts follow
/// them, every piece of text is drawn at 4.5:1 or more, and nothing scrolls sideways at 320 CSS
/// pixels.
@Suite(
  .serialized, .enabled(if: GlanceProcess.isAvailable, "the glance binary is not built"),
  .enabled(
    if: Browser.executable != nil,
    "Chromium is not installed, so the review page is not tested in a browser; .ci/run installs it with 'apt-get install chromium'"
  ))
struct ReviewBrowserTests {
  static let reference = NightlyPipelineTests.reference

  /// Every entry of every snapshot, as `path#date`, read from the snapshot files themselves.
  static func entries(matching include: (String) -> Bool = { _ in true }) throws -> Set<String> {
    var keys: Set<String> = []
    let prefix = reference.path + "/"
    for case let file as URL in FileManager.default.enumerator(
      at: reference, includingPropertiesForKeys: nil)!
    where file.pathExtension == "json" {
      let path = String(file.path.dropFirst(prefix.count))
      guard path.contains("/"), include(path) else { continue }
      let json = try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any]
      for entry in json?["entries"] as? [[String: Any]] ?? [] {
        keys.insert("\(path)#\(entry["date"] as? String ?? "")")
      }
    }
    return keys
  }

  /// A review of the reference snapshots against a copy with one summary changed, in a
  /// scratch folder the caller removes.
  static func review() throws -> (folder: URL, index: URL) {
    let folder = NightlyPipelineTests.scratch()
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let old = folder.appendingPathComponent("reference")
    try FileManager.default.copyItem(at: reference, to: old)
    let file = old.appendingPathComponent("student/en-US/accessoryRectangular.json")
    var changed = try String(contentsOf: file, encoding: .utf8)
    let first = try #require(changed.range(of: "overdue since Saturday"))
    changed.replaceSubrange(first, with: "overdue since Friday")
    try changed.write(to: file, atomically: true, encoding: .utf8)
    let index = folder.appendingPathComponent("review.html")
    let result = try GlanceProcess.run([
      "review", reference.path, "--output", index.path, "--against", old.path,
    ])
    #expect(result.status == 0, "\(result.stderr)")
    return (folder, index)
  }

  @Test func everyEntryAppearsAndTheFiltersWork() throws {
    let (folder, index) = try Self.review()
    defer { try? FileManager.default.removeItem(at: folder) }
    let profile = folder.appendingPathComponent("profile")
    let pages = try FileManager.default.contentsOfDirectory(
      atPath: folder.appendingPathComponent("review").path
    ).filter { $0.hasPrefix("source.") }.sorted()
    #expect(pages.count == 9)

    let all = try Self.entries()
    #expect(all.count > 108)
    var shown: Set<String> = []
    for page in pages {
      let dom = try Browser.dom(
        of: folder.appendingPathComponent("review/" + page), profile: profile)
      // The script ran: the filter form is shown and counted every entry of the page.
      #expect(dom.contains("<form class=\"filters\" id=\"filters\">"), "\(page)")
      let entries = Browser.entries(in: dom)
      #expect(entries.hidden.isEmpty)
      #expect(
        dom.contains(">Showing \(entries.visible.count) of \(entries.visible.count) entries.<"))
      shown.formUnion(entries.visible)
    }
    #expect(shown == all, "missing: \(all.subtracting(shown).sorted().prefix(5))")

    // A filter in the address, as a reviewer would share it, shows exactly what it selects.
    let german = folder.appendingPathComponent("review/source.family.de-DE.html")
    let filtered = try Browser.dom(of: german, fragment: "family=large", profile: profile)
    let large = try Self.entries { $0.hasPrefix("family/de-DE/large") }
    let everything = try Self.entries { $0.hasPrefix("family/de-DE/") }
    #expect(!large.isEmpty)
    #expect(filtered.contains(">Showing \(large.count) of \(everything.count) entries.<"))
    let filteredEntries = Browser.entries(in: filtered)
    #expect(filteredEntries.visible == large)
    #expect(filteredEntries.hidden == everything.subtracting(large))

    // Changed only: the one entry whose summary changed, with the changed word marked.
    let student = folder.appendingPathComponent("review/source.student.en-US.html")
    let changed = try Browser.dom(of: student, fragment: "changed=1", profile: profile)
    #expect(Browser.entries(in: changed).visible.count == 1)
    #expect(changed.contains("overdue since <del>Friday</del>"))
    #expect(changed.contains("overdue since <ins>Saturday</ins>"))

    // The lists and the inventory are filtered row by row, as the entries are.
    for (page, family, size) in [
      ("summaries.en-US.html", "small", "accessibility"),
      ("findings.GL008.en-US.html", "accessoryInline", "default"),
    ] {
      let file = folder.appendingPathComponent("review/" + page)
      let expected = Browser.rows(in: try String(contentsOf: file, encoding: .utf8)).map {
        row -> Bool in
        let value = { ReviewPageValues.values(of: $0, in: " " + row.attributes).first ?? "" }
        return !value("data-family").contains(" \(family) ")
          || !value("data-size").contains(" \(size) ")
      }
      let dom = try Browser.dom(
        of: file, fragment: "family=\(family)&size=\(size)", profile: profile)
      #expect(Browser.rows(in: dom).map(\.hidden) == expected, "\(page)")
      #expect(expected.contains(false) && expected.contains(true), "\(page)")
    }

    // On the landing page the counts follow the filters, and every link to another page
    // carries them along.
    let landing = try Browser.dom(of: index, fragment: "rule=GL008&family=small", profile: profile)
    let lint = try GlanceProcess.run(["lint", Self.reference.path, "--format", "json"])
    let json = try JSONSerialization.jsonObject(with: Data(lint.stdout.utf8)) as? [String: Any]
    // Counted as the lint counts them: a finding both text sizes share is one.
    let small = (json?["findings"] as? [[String: Any]] ?? []).filter {
      $0["family"] as? String == "small" && $0["rule"] as? String == "GL008"
    }.count
    #expect(small > 0)
    #expect(landing.contains("<strong><span data-by=\""))
    let totals = landing.components(separatedBy: "<strong><span data-by=\"").dropFirst().map {
      String($0.drop { $0 != ">" }.dropFirst().prefix { $0 != "<" })
    }
    #expect(totals == ["0", "0", "\(small)"], "\(totals)")
    #expect(landing.contains("source.student.en-US.html#family=small&amp;rule=GL008\""))
    #expect(landing.contains("<input type=\"checkbox\" id=\"filter-changed\">"))

    let screenshot = folder.appendingPathComponent("review.png")
    try Browser.screenshot(of: index, to: screenshot, profile: profile)
    let png = try Data(contentsOf: screenshot)
    #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]), "not a PNG")
    #expect(png.count > 20_000, "a blank page would compress to a few kilobytes")
    if let keep = ProcessInfo.processInfo.environment["GLANCE_SCREENSHOT_DIR"] {
      try? FileManager.default.createDirectory(atPath: keep, withIntermediateDirectories: true)
      try? FileManager.default.removeItem(atPath: keep + "/review.png")
      try FileManager.default.copyItem(
        at: screenshot, to: URL(fileURLWithPath: keep + "/review.png"))
    }
  }

  /// Every piece of text on every kind of page, as the browser draws it (colours computed,
  /// translucent backgrounds blended), is at least 4.5:1 against what is behind it (3:1 for
  /// large text); and at 320 CSS pixels wide no page is wider than the window.
  @Test func textContrastAndNoSidewaysScrollingAtAPhonesWidth() throws {
    let (folder, index) = try Self.review()
    defer { try? FileManager.default.removeItem(at: folder) }
    let profile = folder.appendingPathComponent("profile")
    let review = folder.appendingPathComponent("review")
    let pages =
      [index]
      + [
        "source.student.en-US.html", "source.consultant.en-GB.html", "source.seoul.ko-KR.html",
        "findings.GL008.en-US.html", "changes.en-US.html", "summaries.de-DE.html",
      ].map { review.appendingPathComponent($0) }
    for page in pages {
      let frame = try Browser.audited(page, width: 320)
      let report = try Browser.audit(frame, profile: profile)
      #expect(report.pieces > 20, "\(page.lastPathComponent): \(report.pieces) pieces of text")
      #expect(report.failures.isEmpty, "\(page.lastPathComponent): \(report.failures.prefix(5))")
      #expect(
        report.scrollWidth <= 320,
        "\(page.lastPathComponent) is \(report.scrollWidth) px wide at 320: \(report.widest)")
    }
  }
}

/// Headless Chromium, found on the PATH.
enum Browser {
  static let executable: URL? = {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin"
    for folder in path.split(separator: ":") {
      for name in ["chromium", "chromium-browser", "google-chrome"] {
        let url = URL(fileURLWithPath: String(folder)).appendingPathComponent(name)
        if FileManager.default.isExecutableFile(atPath: url.path) { return url }
      }
    }
    return nil
  }()

  static func run(_ arguments: [String], profile: URL) throws -> String {
    let process = Process()
    process.executableURL = executable
    process.arguments =
      [
        "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--no-first-run",
        "--user-data-dir=\(profile.path)",
      ] + arguments
    let out = Pipe()
    process.standardOutput = out
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = out.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self)
  }

  static func dom(
    of page: URL, fragment: String? = nil, profile: URL, width: Int = 1280, waiting: Int? = nil
  ) throws -> String {
    let url = page.absoluteString + (fragment.map { "#" + $0 } ?? "")
    let wait = waiting.map { ["--virtual-time-budget=\($0)"] } ?? []
    return try run(["--window-size=\(width),2000"] + wait + ["--dump-dom", url], profile: profile)
  }

  /// What the script `audited(_:width:script:)` added posted to its frame, line by line;
  /// `waiting` gives a script that answers later (axe-core) that many milliseconds.
  static func posted(_ frame: URL, profile: URL, waiting: Int? = nil) throws -> [String]? {
    let dom = try self.dom(of: frame, profile: profile, waiting: waiting)
    guard let start = dom.range(of: "<pre id=\"audit\">"),
      let end = dom[start.upperBound...].range(of: "</pre>")
    else { return nil }
    return dom[start.upperBound..<end.lowerBound].split(separator: "\n").map(String.init)
  }

  static func screenshot(of page: URL, to file: URL, profile: URL) throws {
    _ = try run(
      ["--window-size=1280,2400", "--screenshot=\(file.path)", page.absoluteString],
      profile: profile)
  }

  /// The `data-entry` keys of the entries in a DOM, split by whether the filter hid them.
  static func entries(in dom: String) -> (visible: Set<String>, hidden: Set<String>) {
    var visible: Set<String> = []
    var hidden: Set<String> = []
    for tag in dom.components(separatedBy: "<article ").dropFirst() {
      let attributes = tag.prefix { $0 != ">" }
      guard let range = attributes.range(of: "data-entry=\"") else { continue }
      let key = String(attributes[range.upperBound...].prefix { $0 != "\"" })
      if attributes.contains(" hidden") { hidden.insert(key) } else { visible.insert(key) }
    }
    return (visible, hidden)
  }

  /// The rows a filter applies to (`data-filter`), in order: their attributes and whether
  /// they are hidden.
  static func rows(in html: String) -> [(attributes: String, hidden: Bool)] {
    html.components(separatedBy: "<tr ").dropFirst().map { String($0.prefix { $0 != ">" }) }
      .filter { $0.contains("data-filter") }
      .map { ($0, $0.contains(" hidden")) }
  }

  /// What the audit script found on a page.
  struct Audit {
    var pieces: Int
    var failures: [String]
    var scrollWidth: Int
    var widest: String
  }

  /// A copy of `page` beside it with the audit script added (inline, as the page's own
  /// Content-Security-Policy allows), and a frame `width` CSS pixels wide that shows it.
  ///
  /// Headless Chromium draws no window narrower than 500 pixels, so a phone's width is a
  /// frame's; the copy posts what it found to the frame's page, which the test reads.
  static func audited(_ page: URL, width: Int, script: String = auditScript) throws -> URL {
    let html = try String(contentsOf: page, encoding: .utf8)
    let folder = page.deletingLastPathComponent()
    let copy = "audit-" + page.lastPathComponent
    try html.replacingOccurrences(of: "</body>", with: "<script>\(script)</script>\n</body>")
      .write(to: folder.appendingPathComponent(copy), atomically: true, encoding: .utf8)
    let frame = folder.appendingPathComponent("frame-" + page.lastPathComponent)
    try """
    <!doctype html><html><body style="margin:0">
    <iframe src="\(copy)" style="border:0;width:\(width)px;height:2000px"></iframe>
    <script>addEventListener('message', function (event) {
      var pre = document.createElement('pre'); pre.id = 'audit'; pre.textContent = event.data;
      document.body.appendChild(pre);
    });</script></body></html>
    """.write(to: frame, atomically: true, encoding: .utf8)
    return frame
  }

  static func audit(_ frame: URL, profile: URL) throws -> Audit {
    let dom = try self.dom(of: frame, profile: profile)
    guard let start = dom.range(of: "<pre id=\"audit\">"),
      let end = dom[start.upperBound...].range(of: "</pre>")
    else {
      return Audit(pieces: 0, failures: ["no audit in the page"], scrollWidth: .max, widest: "")
    }
    let lines = dom[start.upperBound..<end.lowerBound].split(separator: "\n").map(String.init)
    var audit = Audit(pieces: 0, failures: [], scrollWidth: .max, widest: "")
    for line in lines {
      if line.hasPrefix("pieces ") { audit.pieces = Int(line.dropFirst(7)) ?? 0 }
      if line.hasPrefix("width ") { audit.scrollWidth = Int(line.dropFirst(6)) ?? .max }
      if line.hasPrefix("widest ") { audit.widest = String(line.dropFirst(7)) }
      if line.hasPrefix("fail ") { audit.failures.append(String(line.dropFirst(5))) }
    }
    return audit
  }

  /// For every element with text of its own that is drawn (not hidden, larger than a pixel),
  /// its computed colour against its background, found by blending the backgrounds of it and
  /// its ancestors over white; WCAG 2.2's contrast and large-text rule. Then the page's width.
  static let auditScript = """
    (function () {
      function parse(color) {
        var m = color.match(/rgba?\\(([^)]+)\\)/);
        if (!m) return [255, 255, 255, 1];
        var p = m[1].split(',').map(function (x) { return parseFloat(x); });
        return [p[0], p[1], p[2], p.length > 3 ? p[3] : 1];
      }
      function blend(top, bottom) {
        var a = top[3];
        return [top[0] * a + bottom[0] * (1 - a), top[1] * a + bottom[1] * (1 - a), top[2] * a + bottom[2] * (1 - a), 1];
      }
      function background(element) {
        var layers = [];
        for (var e = element; e && e.nodeType === 1; e = e.parentElement) {
          layers.push(parse(getComputedStyle(e).backgroundColor));
        }
        var color = [255, 255, 255, 1];
        for (var i = layers.length - 1; i >= 0; i--) color = blend(layers[i], color);
        return color;
      }
      function luminance(c) {
        var v = c.slice(0, 3).map(function (x) {
          x = x / 255;
          return x <= 0.04045 ? x / 12.92 : Math.pow((x + 0.055) / 1.055, 2.4);
        });
        return 0.2126 * v[0] + 0.7152 * v[1] + 0.0722 * v[2];
      }
      var out = [], pieces = 0;
      document.querySelectorAll('body *').forEach(function (element) {
        if (element.closest('script, style, option, select, noscript')) return;
        var own = Array.prototype.some.call(element.childNodes, function (node) {
          return node.nodeType === 3 && node.textContent.trim() !== '';
        });
        if (!own) return;
        var box = element.getBoundingClientRect();
        if (box.width <= 1 || box.height <= 1) return;
        var style = getComputedStyle(element);
        if (style.visibility === 'hidden' || style.display === 'none') return;
        pieces += 1;
        var fg = blend(parse(style.color), background(element)), bg = background(element);
        var a = luminance(fg), b = luminance(bg);
        var ratio = (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
        var size = parseFloat(style.fontSize), bold = parseInt(style.fontWeight, 10) >= 700;
        var needed = size >= 24 || (bold && size >= 18.66) ? 3 : 4.5;
        if (ratio < needed) {
          out.push('fail ' + ratio.toFixed(2) + ':1 ' + style.color + ' on rgb(' + bg.slice(0, 3).map(Math.round) + ') ' +
            element.tagName.toLowerCase() + '.' + element.className + ' "' + element.textContent.trim().slice(0, 40) + '"');
        }
      });
      var widest = '', width = 0;
      document.querySelectorAll('body *').forEach(function (element) {
        var right = element.getBoundingClientRect().right;
        if (right > width) { width = right; widest = element.tagName.toLowerCase() + '.' + element.className; }
      });
      out.unshift('pieces ' + pieces, 'width ' + document.documentElement.scrollWidth, 'widest ' + widest + ' ' + Math.round(width));
      parent.postMessage(out.join('\\n'), '*');
    })();
    """
}
