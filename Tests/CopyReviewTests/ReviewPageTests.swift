import Foundation
import Snapshots
import Summaries
import Testing
import WidgetTimeline

@testable import CopyReview

/// The copy review page over the committed reference snapshots of Data/.
@Suite struct ReviewPageTests {
  static let reference = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent()
    .appendingPathComponent("GlanceTests/__Snapshots__/nightly")

  static func files(_ url: URL = reference) throws -> [String: [UInt8]] {
    var files: [String: [UInt8]] = [:]
    let prefix = url.path + "/"
    for case let file as URL in FileManager.default.enumerator(
      at: url, includingPropertiesForKeys: nil)!
    where file.pathExtension == "json" {
      files[String(file.path.dropFirst(prefix.count))] = [UInt8](try Data(contentsOf: file))
    }
    return files
  }

  static let page: ReviewPage = {
    ReviewPage(snapshots: try! files(), title: "nightly")
  }()

  @Test func everyEntryIsOnThePageWithItsSummaryAndActions() throws {
    let files = try Self.files()
    let html = Self.page.html
    let entryKeys = Set(Self.values(of: "data-entry", in: html))
    let summaries = Set(
      html.components(separatedBy: "<blockquote class=\"summary\" lang=\"").dropFirst().map {
        String($0.drop { $0 != ">" }.dropFirst(4).prefix { $0 != "<" })
      })
    let cells = Set(
      html.components(separatedBy: "<td lang=\"").dropFirst().map {
        String($0.drop { $0 != ">" }.dropFirst().prefix { $0 != "<" })
      })
    var entries = 0
    for (path, bytes) in files where path.contains("/") {
      for entry in try SnapshotDocument(bytes: bytes, file: path).entries {
        entries += 1
        let date = entry.dateText
        #expect(entryKeys.contains("\(path)#\(date)"), "\(path) \(date)")
        #expect(summaries.contains(HTML.escape(entry.summary)), "\(path) \(date)")
        for action in entry.actions {
          #expect(cells.contains(HTML.escape(action.name)))
        }
      }
    }
    #expect(entries > 96)
    #expect(entryKeys.count == entries)
    #expect(Self.page.counts.entries == entries)
    #expect(Self.page.counts.snapshots == 96)
    #expect(Self.page.counts.findings[.error] == nil)
    #expect(html.components(separatedBy: "<article class=\"entry\"").count == entries + 1)
  }

  @Test func drawingsFollowTheFamilyAndShowOverflow() throws {
    let html = Self.page.html
    for family in WidgetFamily.allCases {
      let size = WidgetDrawing.size(family)
      #expect(html.contains("class=\"widget w-\(family.rawValue) size-default\""), "\(family)")
      #expect(html.contains("style=\"width:\(size.width)px;height:\(size.height)px\""), "\(family)")
    }
    // The student's small widget at 6 AM shows a reminder overdue since Saturday and 14 more.
    #expect(html.contains("<p class=\"w-more\">+14</p>"))
    // Large widgets group rows under day headers, in the locale's language.
    #expect(html.contains("<li class=\"w-day\">Tomorrow</li>"))
    #expect(html.contains("<li class=\"w-day\">Morgen</li>"))
  }

  @Test func summariesCarryTheirLanguage() {
    let html = Self.page.html
    for locale in ["en-US", "en-GB", "de-DE", "ja-JP", "ko-KR"] {
      #expect(html.contains("<blockquote class=\"summary\" lang=\"\(locale)\">"), "\(locale)")
    }
    #expect(html.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">"))
  }

  /// Landmarks, one h1, labelled controls, a skip link; nothing fetched from anywhere.
  @Test func thePageIsAccessibleAndSelfContained() {
    let html = Self.page.html
    for landmark in ["<header>", "<nav aria-label=\"Page\">", "<main>", "<footer>"] {
      #expect(html.components(separatedBy: landmark).count == 2, "\(landmark)")
    }
    #expect(html.components(separatedBy: "<h1").count == 2)
    #expect(html.contains("<a class=\"skip\" href=\"#snapshots\">"))
    for name in ["locale", "family", "size", "rule"] {
      #expect(html.contains("<label for=\"filter-\(name)\">"))
      #expect(html.contains("<select id=\"filter-\(name)\">"))
    }
    #expect(html.contains("content=\"default-src 'none';"))
    for reference in ["http://", "https://", " src=", "@import", "url("] {
      #expect(!html.contains(reference), "\(reference)")
    }
    // Every id is unique, and every in-page link has a target.
    let ids = Self.values(of: "id", in: html)
    #expect(Set(ids).count == ids.count)
    for target in Self.values(of: "href", in: html) where target.hasPrefix("#") {
      #expect(ids.contains(String(target.dropFirst())), "\(target)")
    }
  }

  static func values(of attribute: String, in html: String) -> [String] {
    html.components(separatedBy: " \(attribute)=\"").dropFirst().map {
      String($0.prefix { $0 != "\"" })
    }
  }

  @Test(arguments: ReviewStyle.pairs.map(\.name)) func colorsMeetWCAGContrast(_ name: String) {
    let pair = ReviewStyle.color(name)
    let ratio = ReviewStyle.contrast(pair.foreground, pair.background)
    #expect(ratio >= pair.minimumContrast, "\(name): \(ratio)")
  }

  @Test func contrastMatchesWCAGReferenceValues() {
    #expect(abs(ReviewStyle.contrast("#000000", "#ffffff") - 21) < 0.001)
    #expect(ReviewStyle.contrast("#777777", "#ffffff") < 4.5)
    #expect(abs(ReviewStyle.contrast("#767676", "#ffffff") - 4.54) < 0.01)
  }

  @Test func againstAReferenceShowsBeforeAndAfter() throws {
    var reference = try Self.files()
    let path = "student/en-US/small.json"
    let original =
      "Return library books, overdue since Saturday. Next: CS 225: Data Structures, favorite, at 10 AM. Plus 3 more today and 10 later this week"
    let old = "Return library books, overdue. Plus 3 more today"
    var text = String(decoding: reference[path]!, as: UTF8.self)
    #expect(text.contains(original))
    text = text.replacingOccurrences(of: original, with: old)
    reference[path] = Array(text.utf8)
    reference["gone/en-US/small.json"] = reference[path]
    let page = ReviewPage(
      snapshots: try Self.files(), reference: reference, title: "new", referenceTitle: "old")
    #expect(page.counts.changedEntries == 1)
    #expect(
      page.html.contains(
        "<p>Before: <del lang=\"en-US\">\(old)</del></p><p>After: <ins lang=\"en-US\">\(original)</ins></p>"
      ))
    #expect(page.html.contains("data-changed=\"true\""))
    #expect(page.html.components(separatedBy: "data-changed=\"true\"").count == 2)
    #expect(page.html.contains("<li><code>gone/en-US/small.json</code></li>"))
    #expect(page.html.contains("<input type=\"checkbox\" id=\"filter-changed\">"))
  }

  @Test func samePagesFromSameInputs() throws {
    let again = ReviewPage(snapshots: try Self.files(), title: "nightly")
    #expect(again.html == Self.page.html)
  }

  @Test func textIsEscaped() {
    #expect(
      HTML.escape("<b a=\"1\">Tom & 'Jerry'</b>")
        == "&lt;b a=&quot;1&quot;&gt;Tom &amp; &#39;Jerry&#39;&lt;/b&gt;")
    #expect(
      HTML.slug("consultant/en-GB/small@accessibility.json")
        == "consultant-en-GB-small-accessibility-json")
  }
}
