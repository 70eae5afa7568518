import Foundation
import Snapshots
import Testing

@testable import CopyReview

/// The review by template: the landing page lists the groups the summaries were composed
/// from, not the sentences, and each group's page shows real sentences in every locale.
@Suite struct ReviewTemplatesTests {
  static let review = ReviewPageTests.plain

  /// Each group of every entry's template, with how many entries say it, by locale.
  static func expected() throws -> [String: [String: Int]] {
    var groups: [String: [String: Int]] = [:]
    for document in try ReviewPageTests.sources().values.flatMap(\.values) {
      for entry in document.entries {
        for group in TemplateGroups.all(of: try #require(entry.template)) {
          groups[group, default: [:]][document.locale, default: 0] += 1
        }
      }
    }
    return groups
  }

  @Test func theLandingPageListsEveryGroupAndNoSentence() throws {
    let landing = try #require(Self.review.files["review.html"])
    let expected = try Self.expected()
    #expect(expected.count > 20)
    let anchors = Set(ReviewPageTests.values(of: "href", in: landing).filter { $0.contains("#t-") })
    #expect(anchors.count == expected.count)
    for group in expected.keys {
      #expect(anchors.contains { $0.hasSuffix("#t-" + ReviewFiles.safe(group)) }, "\(group)")
    }
    for document in try ReviewPageTests.sources().values.flatMap(\.values) {
      for entry in document.entries {
        #expect(!landing.contains(">" + HTML.escape(entry.summary) + "<"), "\(entry.summary)")
      }
    }
  }

  @Test func eachGroupShowsItsCountsAndRealSentencesInEveryLocale() throws {
    let pages = Self.review.files.filter { $0.key.hasPrefix("review/templates") }.values
    #expect(!pages.isEmpty)
    let sections = pages.flatMap {
      $0.components(separatedBy: "<section class=\"template\"").dropFirst()
    }
    let expected = try Self.expected()
    #expect(sections.count == expected.count)
    var spoken: [String: Set<String>] = [:]
    for document in try ReviewPageTests.sources().values.flatMap(\.values) {
      for entry in document.entries {
        for group in TemplateGroups.all(of: entry.template ?? "") {
          spoken[group + "\u{0}" + document.locale, default: []].insert(entry.summary)
        }
      }
    }
    for (group, locales) in expected {
      let anchor = "id=\"t-\(ReviewFiles.safe(group))\""
      let section = try #require(sections.first { $0.contains(anchor) }, "\(group)")
      let total = locales.values.reduce(0, +)
      #expect(section.contains("\(ReviewPage.number(total)) entries,"), "\(group)")
      for (locale, count) in locales {
        let part = try #require(
          section.components(separatedBy: "<div class=\"decide\"").first {
            $0.contains("<h3 id=\"t-\(ReviewFiles.safe(group))-\(ReviewFiles.safe(locale))-h\">")
          }, "\(group) \(locale)")
        #expect(part.contains("<p>\(ReviewPage.number(count)) entries,"), "\(group) \(locale)")
        let examples = part.components(separatedBy: "<li><span lang=\"\(locale)\">").dropFirst()
          .map { String($0.prefix { $0 != "<" }) }
        #expect(!examples.isEmpty && examples.count <= TemplateTally.examples)
        let real = Set((spoken[group + "\u{0}" + locale] ?? []).map(HTML.escape))
        for example in examples {
          #expect(real.contains(example), "\(group) \(locale): \(example)")
        }
      }
    }
  }
}
