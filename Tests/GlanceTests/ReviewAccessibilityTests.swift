import Foundation
import Testing

/// The review's pages as a browser draws them: the drawing shows only the rows its frame has
/// room for, and axe-core finds no violation of WCAG 2.2 AA on them.
@Suite(
  .enabled(if: Browser.executable != nil, "Chromium is not installed (.ci/run installs it)"),
  .enabled(if: GlanceProcess.isAvailable, "the glance binary is not built"))
struct ReviewAccessibilityTests {
  /// axe-core's script, from the `axe-playwright-python` wheel that carries it (`.ci/run`
  /// installs it; the npm registry is not needed).
  static let axe: String? = {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [
      "python3", "-c",
      "import axe_playwright_python, os; print(os.path.join(os.path.dirname(axe_playwright_python.__file__), 'axe.min.js'))",
    ]
    let out = Pipe()
    process.standardOutput = out
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return nil }
    let path = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      .trimmingCharacters(in: .whitespacesAndNewlines)
    process.waitUntilExit()
    return try? String(contentsOfFile: path, encoding: .utf8)
  }()

  /// Runs axe-core with WCAG 2.0–2.2 A and AA and best practices, and posts each violation:
  /// its rule, how many elements and the first one.
  static let axeRun = """
    axe.run(document, { resultTypes: ['violations'], runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] } })
      .then(function (result) {
        var lines = result.violations.map(function (v) {
          return 'violation ' + v.id + ' ' + v.nodes.length + ' ' + v.nodes[0].target.join(' ') + ' ' + v.nodes[0].failureSummary.replace(/\\n/g, ' ').slice(0, 200);
        });
        parent.postMessage(['done'].concat(lines).join('\\n'), '*');
      }, function (error) { parent.postMessage('error ' + error, '*'); });
    """

  @Test(.enabled(if: axe != nil, "axe-core is not installed (.ci/run installs it)"))
  func axeFindsNoViolations() throws {
    let (folder, index) = try ReviewBrowserTests.review()
    defer { try? FileManager.default.removeItem(at: folder) }
    let profile = folder.appendingPathComponent("profile")
    let review = folder.appendingPathComponent("review")
    // The landing page, a person's page and a templates page at a desktop's and a phone's
    // width; the lists at a desktop's.
    let pages =
      [(index, [1280, 320])]
      + [
        ("source.student.en-US.html", [1280, 320]), ("templates.html", [1280, 320]),
        ("findings.GL008.en-US.html", [1280]), ("summaries.de-DE.html", [1280]),
      ].map { (review.appendingPathComponent($0.0), $0.1) }
    for (page, widths) in pages {
      for width in widths {
        let frame = try Browser.audited(
          page, width: width, script: try #require(Self.axe) + "\n" + Self.axeRun)
        let lines = try Browser.posted(frame, profile: profile, waiting: 60_000)
        #expect(lines?.first == "done", "\(page.lastPathComponent): \(lines ?? [])")
        let violations = (lines ?? []).filter { $0.hasPrefix("violation ") }
        #expect(violations.isEmpty, "\(page.lastPathComponent) at \(width) px: \(violations)")
      }
    }
  }

  /// In every drawing, each row drawn inside the widget's frame is wholly inside it, and the
  /// rows it has no room for are listed below it as spoken but not visible: together they are
  /// every row of the entry.
  @Test func everyDrawnRowIsInsideItsFrame() throws {
    let (folder, index) = try ReviewBrowserTests.review()
    defer { try? FileManager.default.removeItem(at: folder) }
    let profile = folder.appendingPathComponent("profile")
    let page = index.deletingLastPathComponent().appendingPathComponent(
      "review/source.consultant.en-US.html")
    let script = """
      (function () {
        var out = [], frames = 0, cut = 0;
        document.querySelectorAll('.widget').forEach(function (widget) {
          frames += 1;
          var box = widget.getBoundingClientRect();
          widget.querySelectorAll('.w-row').forEach(function (row) {
            var r = row.getBoundingClientRect();
            if (r.bottom > box.bottom + 0.5) out.push('outside ' + widget.className + ' ' + row.textContent.slice(0, 40) + ' ' + Math.round(r.bottom - box.bottom));
          });
          var figure = widget.closest('figure');
          cut += figure.querySelectorAll('.w-cut .w-row').length;
        });
        out.unshift('frames ' + frames, 'cut ' + cut);
        parent.postMessage(out.join('\\n'), '*');
      })();
      """
    let frame = try Browser.audited(page, width: 1280, script: script)
    let lines = try #require(try Browser.posted(frame, profile: profile))
    #expect((Int(lines.first { $0.hasPrefix("frames ") }?.dropFirst(7) ?? "") ?? 0) > 50)
    #expect((Int(lines.first { $0.hasPrefix("cut ") }?.dropFirst(4) ?? "") ?? 0) > 0, "\(lines)")
    let outside = lines.filter { $0.hasPrefix("outside ") }
    #expect(outside.isEmpty, "\(outside.prefix(5))")
  }
}
