import Foundation
import Testing

@testable import Summaries

/// CLDR's plural rules, checked against the samples in CLDR's own plurals.xml.
@Suite struct PluralRulesTests {
  static let pluralsFile = "/usr/share/unicode/cldr/common/supplemental/plurals.xml"
  static var hasCLDR: Bool { FileManager.default.fileExists(atPath: pluralsFile) }

  /// `(language, category, sample)` for every sample of every rule of our languages.
  static func samples() throws -> [(String, PluralCategory, String)] {
    let text = try String(contentsOfFile: pluralsFile, encoding: .utf8)
    var result: [(String, PluralCategory, String)] = []
    // <pluralRules locales="..."> ... <pluralRule count="one">condition @integer ... </pluralRule>
    for block in text.components(separatedBy: "<pluralRules locales=\"").dropFirst() {
      let locales = block.prefix { $0 != "\"" }.split(separator: " ").map(String.init)
      let languages = locales.filter { PluralRules.languages.contains($0) }
      guard !languages.isEmpty else { continue }
      let body = block.components(separatedBy: "</pluralRules>")[0]
      for rule in body.components(separatedBy: "<pluralRule count=\"").dropFirst() {
        let category = PluralCategory(rawValue: String(rule.prefix { $0 != "\"" }))!
        let content = rule.components(separatedBy: "</pluralRule>")[0]
        for part in content.components(separatedBy: "@").dropFirst() {
          let words = part.split(separator: " ", maxSplits: 1)
          guard words.count == 2 else { continue }
          for token in words[1].components(separatedBy: ",") {
            let sample = token.trimmingCharacters(in: .whitespaces)
            if sample.isEmpty || sample == "…" { continue }
            for value in expand(sample) {
              for language in languages { result.append((language, category, value)) }
            }
          }
        }
      }
    }
    return result
  }

  /// `0~3` → 0, 1, 2, 3; `0.0~0.3` → 0.0, 0.1, 0.2, 0.3 (in the lower bound's precision).
  static func expand(_ sample: String) -> [String] {
    let bounds = sample.components(separatedBy: "~")
    guard bounds.count == 2 else { return [sample] }
    let digits = bounds[0].components(separatedBy: ".").dropFirst().first?.count ?? 0
    let scale = pow(10.0, Double(digits))
    let low = Int((Double(bounds[0])! * scale).rounded())
    let high = Int((Double(bounds[1])! * scale).rounded())
    return (low...high).map { String(format: "%.\(digits)f", Double($0) / scale) }
  }

  @Test(.enabled(if: hasCLDR, "CLDR's plurals.xml is not installed (Debian: unicode-cldr-core)"))
  func everyCLDRSampleGetsItsCategory() throws {
    let samples = try Self.samples()
    #expect(Set(samples.map(\.0)) == PluralRules.languages)
    #expect(samples.count > 600)
    for (language, category, sample) in samples {
      let operands = try #require(PluralOperands(sample), "\(sample)")
      #expect(
        PluralRules.category(operands, language: language) == category, "\(language) \(sample)")
    }
  }

  @Test(arguments: [
    ("en", 1, PluralCategory.one), ("en", 0, .other), ("en", 2, .other),
    ("de", 1, .one), ("de", 21, .other),
    ("fr", 0, .one), ("fr", 1, .one), ("fr", 2, .other), ("fr", 1_000_000, .many),
    ("ru", 1, .one), ("ru", 21, .one), ("ru", 11, .many), ("ru", 3, .few), ("ru", 25, .many),
    ("pl", 1, .one), ("pl", 22, .few), ("pl", 12, .many), ("pl", 5, .many),
    ("ar", 0, .zero), ("ar", 2, .two), ("ar", 105, .few), ("ar", 111, .many), ("ar", 100, .other),
    ("ja", 1, .other), ("ko", 1, .other), ("zh", 2, .other),
  ])
  func categoriesOfCounts(_ language: String, _ count: Int, _ expected: PluralCategory) {
    #expect(PluralRules.category(count, language: language) == expected)
  }

  @Test func operandsOfDecimalsAndCompactNumbers() {
    #expect(PluralOperands("1.50") == PluralOperands(i: 1, v: 2, f: 50, t: 5, e: 0))
    #expect(PluralOperands("1.1c6") == PluralOperands(i: 1_100_000, v: 0, f: 0, t: 0, e: 6))
    #expect(PluralOperands("1.0000001c6") == PluralOperands(i: 1_000_000, v: 1, f: 1, t: 1, e: 6))
    #expect(PluralOperands("x") == nil)
  }
}

extension PluralOperands {
  init(i: UInt64, v: Int, f: UInt64, t: UInt64, e: Int) {
    self.init(0)
    self.i = i
    self.v = v
    self.f = f
    self.t = t
    self.e = e
  }
}
