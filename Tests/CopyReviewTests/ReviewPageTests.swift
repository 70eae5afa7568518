import Foundation
import Snapshots
import Summaries
import Testing
import WidgetTimeline

@testable import CopyReview

/// The copy review over the committed reference snapshots of Data/, source by source as
/// `glance review` writes it.
@Suite struct ReviewPageTests {
  static let reference = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent()
    .appendingPathComponent("GlanceTests/__Snapshots__/nightly")

  /// The reference's snapshots by source folder, each by path, decoded.
  static func sources(_ url: URL = reference) throws -> [String: [String: SnapshotDocument]] {
    var sources: [String: [String: SnapshotDocument]] = [:]
    let prefix = url.path + "/"
    for case let file as URL in FileManager.default.enumerator(
      at: url, includingPropertiesForKeys: nil)!
    where file.pathExtension == "json" {
      let path = String(file.path.dropFirst(prefix.count))
      guard let source = path.split(separator: "/").first, path.contains("/") else { continue }
      sources[String(source), default: [:]][path] = try SnapshotDocument(
        bytes: [UInt8](try Data(contentsOf: file)), file: path)
    }
    return sources
  }

  static func builder(
    reference: Bool = false, scope: ReviewScope = ReviewScope(),
    contentBytes: Int = ReviewFiles.contentBytes
  ) -> ReviewBuilder {
    var builder = ReviewBuilder(
      title: "Output/nightly", referenceTitle: reference ? "Tests/reference" : nil, scope: scope,
      pagesFolder: "review", indexName: "review.html")
    builder.contentBytes = contentBytes
    return builder
  }

  /// Every page of a review of `sources` against `reference`, by path.
  static func review(
    _ sources: [String: [String: SnapshotDocument]],
    reference: [String: [String: SnapshotDocument]]? = nil, scope: ReviewScope = ReviewScope(),
    contentBytes: Int = ReviewFiles.contentBytes
  ) -> (files: [String: String], index: ReviewIndex) {
    let builder = builder(reference: reference != nil, scope: scope, contentBytes: contentBytes)
    var index = ReviewIndex(builder)
    var files: [String: String] = [:]
    let names = Set(sources.keys).union(reference?.keys ?? [:].keys).sorted()
    for name in names {
      let reviewed = builder.review(
        source: name,
        snapshots: (sources[name] ?? [:]).sorted { $0.key < $1.key }.map { ($0.key, $0.value) },
        reference: reference.map { $0[name] ?? [:] })
      for file in reviewed.files { files[file.path] = String(decoding: file.bytes, as: UTF8.self) }
      index.add(reviewed.digest)
    }
    for file in index.files() { files[file.path] = String(decoding: file.bytes, as: UTF8.self) }
    return (files, index)
  }

  static let plain: (files: [String: String], index: ReviewIndex) = review(try! sources())

  static func values(of attribute: String, in html: String) -> [String] {
    html.components(separatedBy: " \(attribute)=\"").dropFirst().map {
      String($0.prefix { $0 != "\"" })
    }
  }

  @Test func everyEntryIsOnItsSourcesPageWithItsSummaryAndActions() throws {
    let sources = try Self.sources()
    let pages = Self.plain.files.filter { $0.key.hasPrefix("review/source.") }
    var keys: [String] = []
    var cells: Set<String> = []
    for html in pages.values {
      keys += Self.values(of: "data-entry", in: html)
      for cell in html.components(separatedBy: "<tr><td lang=\"").dropFirst() {
        cells.insert(String(cell.drop { $0 != ">" }.dropFirst().prefix { $0 != "<" }))
      }
    }
    var entries = 0
    for (source, snapshots) in sources {
      for (path, document) in snapshots {
        let page = try #require(
          pages["review/" + ReviewFiles.source(source, locale: document.locale, part: 1)])
        for entry in document.entries {
          entries += 1
          #expect(page.contains("data-entry=\"\(path)#\(entry.dateText)\""), "\(path)")
          #expect(
            page.contains(
              "<blockquote class=\"summary\" lang=\"\(document.locale)\"><p>\(HTML.escape(entry.summary))</p>"
            ), "\(path) \(entry.dateText)")
        }
        for action in Set(document.entries.flatMap(\.actions).map(\.name)) {
          #expect(cells.contains(HTML.escape(action)), "\(action)")
        }
      }
    }
    #expect(entries > 108)
    #expect(keys.count == entries)
    #expect(Set(keys).count == entries)
    #expect(Self.plain.index.counts.entries == entries)
    #expect(Self.plain.index.counts.snapshots == 108)
    #expect(Self.plain.index.counts.sources == sources.count)
    #expect(Self.plain.index.counts.findings[.error] == nil)
  }

  /// An entry repeating the actions of the entry before says so, linked, instead of another
  /// table; the actions are then those of that entry.
  @Test func repeatedActionsPointToTheEntryBefore() throws {
    let sources = try Self.sources()
    var repeated = 0
    for (source, snapshots) in sources {
      for (_, document) in snapshots {
        let page = try #require(
          Self.plain.files["review/" + ReviewFiles.source(source, locale: document.locale, part: 1)]
        )
        for (index, entry) in document.entries.enumerated().dropFirst()
        where entry.actions == document.entries[index - 1].actions {
          repeated += 1
          let snapshot = "e-\(document.family.rawValue)-\(document.textSize.rawValue)"
          #expect(
            page.contains(
              "<p>Actions: the same \(entry.actions.count) as <a href=\"#\(snapshot)-\(index)\">the entry before</a>.</p>"
            ))
        }
      }
    }
    #expect(repeated > 10)
  }

  @Test func drawingsFollowTheFamilyAndShowOverflow() throws {
    let html = Self.plain.files.values.joined()
    for family in WidgetFamily.allCases {
      let drawing = family.traits.drawing
      let classes = WidgetDrawing.classes(drawing).map { " " + $0 }.joined()
      #expect(
        html.contains("class=\"widget w-\(family.rawValue) size-default\(classes)\""), "\(family)")
      #expect(
        html.contains("style=\"width:\(drawing.width)px;height:\(drawing.height)px\""), "\(family)")
    }
    // The lock-screen families are drawn in its colours, the wide ones with the date beside.
    #expect(html.contains("w-accessoryInline size-default w-lock w-line\""))
    #expect(html.contains("w-accessoryRectangular size-default w-lock\""))
    #expect(html.contains("w-extraLarge size-default w-beside w-wider w-widest\""))
    // The student's small widget at 6 AM shows a reminder overdue since Saturday and 14 more.
    #expect(html.contains("<p class=\"w-more\">+14</p>"))
    // Large widgets group rows under day headers, in the locale's language.
    #expect(html.contains("<li class=\"w-day\">Tomorrow</li>"))
    #expect(html.contains("<li class=\"w-day\">Morgen</li>"))
  }

  /// The new user has nothing planned: every family, the inline one too, draws the words an
  /// empty widget shows in the page's language, never a catalog key.
  @Test func anEmptyWidgetDrawsItsWordsInEveryFamily() {
    let empty = [
      "en-US": "No more events today", "ja-JP": "今日の予定はもうありません",
    ]
    for (locale, words) in empty {
      guard let page = Self.plain.files["review/source.newuser.\(locale).html"] else {
        Issue.record("no page for newuser in \(locale)")
        continue
      }
      #expect(page.contains("<p class=\"w-inline\">\(words)</p>"), "\(locale)")
      #expect(page.contains("<p class=\"w-empty\">\(words)</p>"), "\(locale)")
      #expect(!page.contains("empty."), "\(locale): a key is drawn")
    }
  }

  @Test func summariesCarryTheirLanguage() {
    for locale in ["en-US", "en-GB", "de-DE", "fr-FR", "ja-JP", "ko-KR"] {
      let pages = Self.plain.files.filter { $0.key.hasSuffix(".\(locale).html") }
      #expect(
        pages.values.contains { $0.contains("<blockquote class=\"summary\" lang=\"\(locale)\">") },
        "\(locale)")
    }
    for html in Self.plain.files.values {
      #expect(html.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">"))
    }
  }

  /// Landmarks, one h1, labelled controls, a skip link; nothing fetched from anywhere; every
  /// link leads to a page of the review or a place on one.
  @Test func everyPageIsAccessibleSelfContainedAndLinked() throws {
    let files = Self.plain.files
    #expect(files.count > 10)
    for (path, html) in files {
      for landmark in ["<header>", "<main>", "<footer>"] {
        #expect(html.components(separatedBy: landmark).count == 2, "\(path) \(landmark)")
      }
      #expect(html.components(separatedBy: "<h1").count == 2, "\(path)")
      #expect(html.contains("<a class=\"skip\" href=\"#content\">"))
      #expect(html.contains("<div id=\"content\">"))
      for name in ["locale", "family", "size", "rule"] {
        #expect(html.contains("<label for=\"filter-\(name)\">"))
        #expect(html.contains("<select id=\"filter-\(name)\">"))
      }
      #expect(html.contains("content=\"default-src 'none';"))
      for reference in ["http://", "https://", " src=", "@import", "url("] {
        #expect(!html.contains(reference), "\(path) \(reference)")
      }
      #expect(html.contains("<title>Copy review: Output/nightly"), "\(path)")
      let ids = Self.values(of: "id", in: html)
      #expect(Set(ids).count == ids.count, "\(path): ids repeat")
      let folder = path.contains("/") ? String(path[..<path.lastIndex(of: "/")!]) + "/" : ""
      for target in Self.values(of: "href", in: html) {
        let (file, anchor) = Self.split(target)
        if file.isEmpty {
          #expect(ids.contains(anchor ?? ""), "\(path): no target for \(target)")
          continue
        }
        let resolved = Self.resolve(folder + file)
        let page = try #require(files[resolved], "\(path) links to \(target), which is not written")
        if let anchor, !anchor.contains("=") {
          #expect(Self.values(of: "id", in: page).contains(anchor), "\(path) → \(target)")
        }
      }
    }
  }

  static func split(_ href: String) -> (file: String, anchor: String?) {
    guard let hash = href.firstIndex(of: "#") else { return (href, nil) }
    return (String(href[..<hash]), String(href[href.index(after: hash)...]))
  }

  /// `review/../review.html` → `review.html`.
  static func resolve(_ path: String) -> String {
    var parts: [Substring] = []
    for part in path.split(separator: "/") {
      if part == ".." { parts.removeLast() } else if part != "." { parts.append(part) }
    }
    return parts.joined(separator: "/")
  }

  /// The landing page puts problems first: findings, then sources, then the inventory.
  @Test func theIndexPutsFindingsFirstWithCountsThatLinkToTheirLists() throws {
    let index = try #require(Self.plain.files["review.html"])
    let findings = try #require(index.range(of: "<h2 id=\"findings-heading\">"))
    let sources = try #require(index.range(of: "<h2 id=\"sources-heading\">"))
    let summaries = try #require(index.range(of: "<h2 id=\"summaries-heading\">"))
    #expect(findings.lowerBound < sources.lowerBound)
    #expect(sources.lowerBound < summaries.lowerBound)
    // Each count of the findings table links to the list it counts, and the list has as many
    // rows as the count says.
    let counts = Self.plain.index.counts.findings
    var listed = 0
    for (path, html) in Self.plain.files where path.hasPrefix("review/findings.") {
      let rows = html.components(separatedBy: "<tr data-filter").count - 1
      listed += rows
      let name = String(path.dropFirst("review/".count))
      #expect(index.contains("href=\"review/\(name)\""), "\(name) is not linked")
    }
    #expect(listed == counts.values.reduce(0, +))
    #expect(listed > 100)
    #expect(index.contains("<title>Copy review: Output/nightly</title>"))
  }

  /// The landing page counts findings as `glance lint` reports them: a finding both text sizes
  /// of a family share is one finding, listed once with both sizes, and counted at either size
  /// when the filters select one.
  @Test func findingsAreCountedAsTheLintReportsThem() throws {
    let linter = CopyLinter()
    var reported: [LintSeverity: Int] = [:]
    var shared = 0
    for (_, snapshots) in try Self.sources() {
      let findings = snapshots.sorted { $0.key < $1.key }.flatMap {
        linter.lint($0.value, path: $0.key)
      }
      for finding in LintFinding.mergingTextSizes(findings) {
        reported[finding.severity, default: 0] += 1
        if !finding.alsoIn.isEmpty { shared += 1 }
      }
    }
    #expect(shared > 0, "no finding is shared by both text sizes, so nothing is shown")
    #expect(Self.plain.index.counts.findings == reported)
    let rows = Self.plain.files.filter { $0.key.hasPrefix("review/findings.") }.values.flatMap {
      Self.values(of: "data-size", in: $0)
    }
    #expect(rows.count == reported.values.reduce(0, +))
    #expect(rows.filter { $0 == " default accessibility " }.count == shared)
    let index = try #require(Self.plain.files["review.html"])
    #expect(index.contains(" default+accessibility 0 "))
  }

  /// Every distinct summary is listed once in its locale's inventory, with how often it is
  /// spoken.
  @Test func theInventoryCountsEveryDistinctSummary() throws {
    let sources = try Self.sources()
    var spoken: [String: [String: Int]] = [:]
    for document in sources.values.flatMap(\.values) {
      for entry in document.entries {
        spoken[document.locale, default: [:]][entry.summary, default: 0] += 1
      }
    }
    for (locale, texts) in spoken {
      let page = try #require(
        Self.plain.files["review/" + ReviewFiles.summaries(locale: locale, part: 1)])
      for (text, count) in texts {
        #expect(
          page.contains(
            "<td lang=\"\(locale)\">\(HTML.escape(text))</td><td class=\"count\">\(count)</td>"),
          "\(text)")
      }
    }
    #expect(Self.plain.index.counts.distinctSummaries == spoken.values.reduce(0) { $0 + $1.count })
  }

  /// However many entries a source has, no page passes the limit: a locale too large for one
  /// page is split into parts, linked to each other, that hold every entry once, and so is a
  /// list too long for one. Shown here with a limit of 80 kB on Data/'s snapshots; the
  /// copy-review benchmark shows it at 5 MB over a thousand people (Docs/performance.md).
  @Test func noPagePassesTheLimit() throws {
    let sources = try Self.sources()
    let limit = 80_000
    let (files, index) = Self.review(sources, contentBytes: limit)
    let parts = files.filter { $0.key.hasPrefix("review/source.consultant.en-GB") }
    #expect(parts.count > 2, "\(parts.keys.sorted())")
    let frame = try #require(files["review/" + ReviewFiles.summaries(locale: "ja-JP", part: 1)])
      .utf8.count
    for (path, html) in files {
      #expect(html.utf8.count <= limit + frame + 20_000, "\(path): \(html.utf8.count)")
    }
    let keys = parts.values.flatMap { Self.values(of: "data-entry", in: $0) }
    let expected = sources["consultant"]!.values.filter { $0.locale == "en-GB" }
      .reduce(0) { $0 + $1.entries.count }
    #expect(keys.count == expected)
    #expect(Set(keys).count == expected)
    #expect(index.counts.entries == Self.plain.index.counts.entries)
    // The numbered links to the parts are targets of 24 by 24 pixels (the style sheet's
    // a.part), whatever their one-digit label.
    let landing = try #require(files["review.html"])
    #expect(files.keys.contains { $0.hasPrefix("review/summaries.") && $0.hasSuffix(".2.html") })
    #expect(landing.contains("<a class=\"part\" href=\"review/summaries."))
    #expect(ReviewStyle.css.contains("a.part{display:inline-block;min-width:24px;min-height:24px"))
    for name in parts.keys {
      let file = String(name.dropFirst("review/".count))
      for (other, html) in parts where other != name {
        #expect(html.contains("href=\"\(file)\""), "\(other) does not link to \(file)")
      }
    }
    #expect(files.keys.contains("review/" + ReviewFiles.summaries(locale: "en-US", part: 2)))
  }

  /// The colours come from the page itself: every pair the style sheet names (`--name` on
  /// `--name-bg`) meets its contrast, text 4.5:1, and the overdue time on the lock screen
  /// uses a pair of its own.
  @Test func colorsReadFromThePageMeetWCAGContrast() throws {
    let html = try #require(Self.plain.files["review.html"])
    let root = try #require(html.range(of: ":root{")).upperBound
    let end = try #require(html[root...].firstIndex(of: "}"))
    var colors: [String: String] = [:]
    for declaration in html[root..<end].split(separator: ";") {
      let parts = declaration.split(separator: ":", maxSplits: 1).map(String.init)
      if parts.count == 2, parts[1].hasPrefix("#") { colors[parts[0]] = parts[1] }
    }
    var pairs = 0
    for (name, foreground) in colors where !name.hasSuffix("-bg") {
      let background = try #require(colors[name + "-bg"], "\(name) has no background")
      let minimum = ReviewStyle.pairs.first { "--" + $0.name == name }?.minimumContrast ?? 4.5
      let ratio = ReviewStyle.contrast(foreground, background)
      #expect(ratio >= minimum, "\(name): \(foreground) on \(background) is \(ratio):1")
      pairs += 1
    }
    #expect(pairs == ReviewStyle.pairs.count)
    #expect(
      html.contains(".w-lock .w-overdue .w-time{color:var(--lock-overdue)}"))
  }

  @Test func contrastMatchesWCAGReferenceValues() {
    #expect(abs(ReviewStyle.contrast("#000000", "#ffffff") - 21) < 0.001)
    #expect(ReviewStyle.contrast("#777777", "#ffffff") < 4.5)
    #expect(abs(ReviewStyle.contrast("#767676", "#ffffff") - 4.54) < 0.01)
  }

  /// Against a reference: a changed summary with its changed words marked, a renamed action,
  /// a changed intent and a removed entry all count as changes and show before and after.
  @Test func changesShowBeforeAndAfter() throws {
    let sources = try Self.sources()
    var reference = sources
    let path = "student/en-US/small.json"
    var old = try #require(reference["student"]?[path])
    let original = old.entries[0].summary
    #expect(original.contains("overdue since Saturday"))
    old.entries[0].summary = original.replacingOccurrences(
      of: "overdue since Saturday", with: "overdue since Friday")
    old.entries[1].actions[0].name = "Star " + old.entries[1].actions[0].name
    var intent = old.entries[2].actions[0].intent
    intent.openAppWhenRun.toggle()
    old.entries[2].actions[0].intent = intent
    let gone = SnapshotDocument.Entry(
      date: old.entries[0].date - 3600, relevance: 0.5, items: [], overflow: 0,
      summary: "Nothing planned today", seconds: 1.2, actions: [])
    old.entries.insert(gone, at: 0)
    reference["student"]?[path] = old
    reference["gone"] = ["gone/en-US/small.json": old]

    let (files, index) = Self.review(
      sources.filter { $0.key == "student" },
      reference: reference.filter { $0.key == "student" || $0.key == "gone" })
    #expect(index.counts.changedEntries == 4)
    #expect(index.counts.removedSnapshots == 1)
    let page = try #require(files["review/source.student.en-US.html"])
    // Only the changed word is marked, in the summary's language.
    let before = original.replacingOccurrences(of: "Saturday", with: "<del>Friday</del>")
    let after = original.replacingOccurrences(of: "Saturday", with: "<ins>Saturday</ins>")
    #expect(
      page.contains(
        "<p>Before: <span lang=\"en-US\">\(before)</span></p><p>After: <span lang=\"en-US\">\(after)</span></p>"
      ))
    #expect(
      page.contains(
        "<p class=\"label\">Actions renamed</p><p>Before: <span lang=\"en-US\"><del>Star </del>Unfavorite"
      ))
    #expect(page.contains("<p class=\"label\">Intents changed</p>"))
    #expect(page.contains("Removed entry: <time"))
    #expect(page.contains("<del>Nothing planned today</del>"))
    #expect(page.components(separatedBy: "data-changed=\"true\"").count - 1 == 4)
    let list = try #require(files["review/" + ReviewFiles.changes(locale: "en-US", part: 1)])
    #expect(list.components(separatedBy: "<tr data-filter").count - 1 == 4)
    let landing = try #require(files["review.html"])
    #expect(landing.contains("<code>gone/en-US/small.json</code>"))
    #expect(landing.contains("<input type=\"checkbox\" id=\"filter-changed\">"))
    // The changes section comes before the sources.
    let changes = try #require(landing.range(of: "<h2 id=\"changes-heading\">"))
    let sourcesHeading = try #require(landing.range(of: "<h2 id=\"sources-heading\">"))
    #expect(changes.lowerBound < sourcesHeading.lowerBound)
  }

  @Test func wordDiffMarksOnlyTheWordsThatChanged() {
    let diff = WordDiff("Lunch, overdue since Saturday.", "Lunch, overdue since Friday 5 PM.")
    #expect(diff.html(.old) == "Lunch, overdue since <del>Saturday</del>.")
    #expect(diff.html(.new) == "Lunch, overdue since <ins>Friday 5 PM</ins>.")
    let same = WordDiff("Heute nichts geplant", "Heute nichts geplant")
    #expect(same.html(.old) == "Heute nichts geplant")
    let japanese = WordDiff("会議をお気に入りに追加", "会議をお気に入りから削除")
    #expect(japanese.html(.new) == "会議をお気に入り<ins>から削除</ins>")
  }

  /// A narrowed review holds only what its scope says.
  @Test func scopesNarrowTheReview() throws {
    let sources = try Self.sources()
    let (files, index) = Self.review(
      sources.filter { $0.key != "consultant" },
      scope: ReviewScope(locales: ["de-DE"], findingsOnly: true))
    let pages = files.keys.filter { $0.hasPrefix("review/source.") }
    #expect(pages == ["review/source.family.de-DE.html"])
    let page = try #require(files["review/source.family.de-DE.html"])
    let shown = Self.values(of: "data-rules", in: page).filter { $0.hasPrefix(" ") }
    #expect(!shown.isEmpty)
    #expect(shown.allSatisfy { $0.trimmingCharacters(in: .whitespaces).hasPrefix("GL") })
    #expect(index.counts.entries == shown.count)
    #expect(
      files["review.html"]?.contains("Scope: locale de-DE; entries with findings only.") == true)
  }

  @Test func samePagesFromSameInputs() throws {
    let sources = try Self.sources().filter { $0.key == "family" || $0.key == "seoul" }
    let first = Self.review(sources)
    let again = Self.review(sources)
    #expect(again.files == first.files)
    #expect(first.files.count > 5)
  }

  @Test func textIsEscapedAndNamesAreSafe() {
    #expect(
      HTML.escape("<b a=\"1\">Tom & 'Jerry'</b>")
        == "&lt;b a=&quot;1&quot;&gt;Tom &amp; &#39;Jerry&#39;&lt;/b&gt;")
    #expect(
      ReviewFiles.source("person 1/ü", locale: "de-DE", part: 2)
        == "source.person~201~2F~C3~BC.de-DE.2.html")
    #expect(ReviewFiles.isPage("findings.GL008.de-DE.html"))
    #expect(!ReviewFiles.isPage("notes.html"))
  }
}
