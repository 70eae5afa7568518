import Foundation
import Testing

/// The review page's "download the decisions" button in headless Chromium, as a reviewer uses
/// it: decisions made on a templates page, then the landing page's button, and the file the
/// browser saves is the one `glance lint --baseline` and the next `glance review --decisions`
/// read.
@Suite(
  .enabled(if: Browser.executable != nil, "Chromium is not installed (.ci/run installs it)"),
  .enabled(if: GlanceProcess.isAvailable, "the glance binary is not built"))
struct ReviewDownloadTests {
  /// Chromium with a profile whose downloads go to `downloads` without asking, showing
  /// `page`, until `file` is there (or a minute has passed); then it is stopped, as a page
  /// left open keeps a headless browser running.
  static func download(
    _ file: String, from page: URL, profile: URL, downloads: URL
  ) throws -> Data? {
    let settings = profile.appendingPathComponent("Default")
    try FileManager.default.createDirectory(at: settings, withIntermediateDirectories: true)
    try FileManager.default.createDirectory(at: downloads, withIntermediateDirectories: true)
    let preferences: [String: Any] = [
      "download": [
        "default_directory": downloads.path, "prompt_for_download": false,
        "directory_upgrade": true,
      ]
    ]
    try JSONSerialization.data(withJSONObject: preferences).write(
      to: settings.appendingPathComponent("Preferences"))
    let process = Process()
    process.executableURL = Browser.executable
    process.arguments = [
      "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
      "--user-data-dir=\(profile.path)", page.absoluteString,
    ]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    defer {
      if process.isRunning { process.terminate() }
      process.waitUntilExit()
    }
    let target = downloads.appendingPathComponent(file)
    let deadline = Date().addingTimeInterval(60)
    while Date() < deadline {
      // Chromium writes `<name>.crdownload` and renames it when the download is complete.
      if let data = try? Data(contentsOf: target), !data.isEmpty { return data }
      guard process.isRunning else { return nil }
      Thread.sleep(forTimeInterval: 0.2)
    }
    return nil
  }

  /// A copy of `page` named `name` beside `folder`'s files, with `script` run after the page's
  /// own.
  static func copy(_ page: URL, to name: String, in folder: URL, adding script: String) throws
    -> URL
  {
    let html = try String(contentsOf: page, encoding: .utf8)
    let copy = folder.appendingPathComponent(name)
    try html.replacingOccurrences(of: "</body>", with: "<script>\(script)</script>\n</body>")
      .write(to: copy, atomically: true, encoding: .utf8)
    return copy
  }

  @Test func theDownloadedFileIsWhatLintAndTheNextReviewRead() throws {
    let folder = NightlyPipelineTests.scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let reference = NightlyPipelineTests.reference
    let index = folder.appendingPathComponent("review.html")
    let first = try GlanceProcess.run(["review", reference.path, "--output", index.path])
    #expect(first.status == 0, "\(first.stderr)")
    let pages = folder.appendingPathComponent("review")
    let templates = pages.appendingPathComponent("templates.html")
    let groups = ReviewDecisionsCommandTests.attributes(
      ["data-template", "data-locale", "data-pattern"], of: "group-decision",
      in: try String(contentsOf: templates, encoding: .utf8))
    let sentences = ReviewDecisionsCommandTests.attributes(
      ["data-template", "data-locale", "data-text"], of: "sentence-decision",
      in: try String(contentsOf: templates, encoding: .utf8))
    #expect(groups.count > 2 && !sentences.isEmpty)

    // On a templates page: accept the first group, reject the second with a note, accept a
    // sentence, as a reviewer's clicks would; then to the landing page, whose button is
    // pressed. The landing page's copy sits beside it, so the browser's storage (one for
    // every file: page) carries the decisions over.
    let note = "Say \\\"favourite\\\" & keep the count"
    try _ = Self.copy(
      index, to: "download-review.html", in: folder,
      adding: "document.getElementById('decisions-download').click();")
    let decide = try Self.copy(
      templates, to: "decide-templates.html", in: pages,
      adding: """
        (function () {
          var sets = document.querySelectorAll('fieldset.group-decision');
          sets[0].querySelector('input[value="accepted"]').checked = true;
          sets[0].dispatchEvent(new Event('change', { bubbles: true }));
          sets[1].querySelector('textarea').value = "\(note)";
          sets[1].querySelector('input[value="rejected"]').checked = true;
          sets[1].dispatchEvent(new Event('change', { bubbles: true }));
          document.querySelector('.sentence-decision button[data-verdict="accepted"]').click();
          location.href = '../download-review.html';
        })();
        """)
    let data = try #require(
      try Self.download(
        "review-decisions.json", from: decide, profile: folder.appendingPathComponent("profile"),
        downloads: folder.appendingPathComponent("downloads")),
      "Chromium saved no review-decisions.json")
    let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    #expect(json["schema"] as? String == "glance.decisions/1")
    let decisions = try #require(json["decisions"] as? [[String: String]])
    #expect(decisions.count == 3, "\(decisions)")
    #expect(
      decisions.contains {
        $0["template"] == groups[0]["data-template"] && $0["locale"] == groups[0]["data-locale"]
          && $0["pattern"] == groups[0]["data-pattern"] && $0["verdict"] == "accepted"
      })
    #expect(
      decisions.contains {
        $0["pattern"] == groups[1]["data-pattern"] && $0["verdict"] == "rejected"
          && $0["note"] == "Say \"favourite\" & keep the count"
      })
    #expect(
      decisions.contains {
        $0["text"] == sentences[0]["data-text"] && $0["template"] == sentences[0]["data-template"]
          && $0["verdict"] == "accepted"
      })
    let file = folder.appendingPathComponent("review-decisions.json")
    try data.write(to: file)

    // lint takes the file as a baseline: the accepted group's findings are known.
    let lint = try GlanceProcess.run([
      "lint", reference.path, "--format", "json", "--baseline", file.path,
    ])
    #expect(lint.status == 0, "\(lint.stderr)")
    #expect(lint.stderr.contains(" known from '\(file.path)'"), "\(lint.stderr)")

    // The next review shows each decision, and its page's button starts from them.
    let second = try GlanceProcess.run([
      "review", reference.path, "--output", index.path, "--decisions", file.path,
    ])
    #expect(second.status == 0, "\(second.stderr)")
    let landing = try String(contentsOf: index, encoding: .utf8)
    #expect(landing.contains("3 decisions from the file."), "decisions not shown")
    #expect(landing.contains(": accepted</span>") && landing.contains(": rejected</span>"))
    let decided = try String(contentsOf: templates, encoding: .utf8)
    #expect(
      decided.contains("value=\"accepted\" checked")
        && decided.contains("value=\"rejected\" checked"))
    #expect(decided.contains("favourite"))
  }
}
