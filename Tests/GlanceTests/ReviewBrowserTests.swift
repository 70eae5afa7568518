import Foundation
import Testing

/// The review page in a real browser: headless Chromium renders it, runs its script, takes a
/// screenshot, and the DOM it ends with is checked against the snapshots.
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

  @Test func everyEntryAppearsAndTheFiltersWork() throws {
    let folder = NightlyPipelineTests.scratch()
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let page = folder.appendingPathComponent("review.html")
    let result = try GlanceProcess.run(["review", Self.reference.path, "--output", page.path])
    #expect(result.status == 0, "\(result.stderr)")

    let all = try Self.entries()
    #expect(all.count > 96)
    let dom = try Browser.dom(of: page, profile: folder.appendingPathComponent("profile"))
    // The script ran: the filter form is shown and counted every entry.
    #expect(dom.contains("<form class=\"filters\" id=\"filters\">"))
    #expect(dom.contains(">Showing \(all.count) of \(all.count) entries.<"))
    let shown = Browser.entries(in: dom)
    #expect(shown.visible == all, "missing: \(all.subtracting(shown.visible).sorted().prefix(5))")
    #expect(shown.hidden.isEmpty)

    // A filter in the URL, as a reviewer would share it.
    let filtered = try Browser.dom(
      of: page, fragment: "locale=de-DE&family=large",
      profile: folder.appendingPathComponent("profile"))
    let german = try Self.entries { $0.contains("/de-DE/large") }
    #expect(!german.isEmpty)
    #expect(filtered.contains(">Showing \(german.count) of \(all.count) entries.<"))
    let filteredEntries = Browser.entries(in: filtered)
    #expect(filteredEntries.visible == german)
    #expect(filteredEntries.hidden == all.subtracting(german))

    let screenshot = folder.appendingPathComponent("review.png")
    try Browser.screenshot(
      of: page, to: screenshot, profile: folder.appendingPathComponent("profile"))
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

  static func dom(of page: URL, fragment: String? = nil, profile: URL) throws -> String {
    let url = page.absoluteString + (fragment.map { "#" + $0 } ?? "")
    return try run(["--dump-dom", url], profile: profile)
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
}
