import WidgetTimeline

/// Counts broken down by what the filters select (family, text size, changed, rules), so that a
/// count on the index follows the filters without the page holding what it counts.
///
/// A count cell carries its breakdown in `data-by` as `family sizes changed rules count`
/// groups separated by `;`, where `sizes` are the text sizes joined by `+` (a finding both
/// sizes share is counted once), `changed` is 1 or 0 and `rules` the rule ids joined by `+`
/// (`-` for none); the page's script adds up the groups the filters let through.
struct ReviewTally: Sendable, Hashable {
  /// By column (a severity, a kind of change), then by breakdown.
  private(set) var counts: [String: [String: Int]] = [:]

  mutating func add(
    _ column: String, family: WidgetFamily, sizes: [TextSize], changed: Bool, rules: [String],
    count: Int = 1
  ) {
    let key =
      "\(family.rawValue) \(sizes.map(\.rawValue).joined(separator: "+")) \(changed ? 1 : 0) \(rules.isEmpty ? "-" : rules.joined(separator: "+"))"
    counts[column, default: [:]][key, default: 0] += count
  }

  mutating func merge(_ other: ReviewTally) {
    for (column, breakdown) in other.counts {
      counts[column, default: [:]].merge(breakdown, uniquingKeysWith: +)
    }
  }

  func total(_ column: String) -> Int {
    counts[column]?.values.reduce(0, +) ?? 0
  }

  var isEmpty: Bool { counts.values.allSatisfy(\.isEmpty) }

  /// The column's total, with its breakdown for the script.
  func number(_ column: String) -> String {
    let breakdown = (counts[column] ?? [:]).sorted { $0.key < $1.key }.map {
      "\($0.key) \($0.value)"
    }
    .joined(separator: ";")
    return "<span data-by=\"\(HTML.escape(breakdown))\">\(ReviewPage.number(total(column)))</span>"
  }

  /// A table cell with ``number(_:)``, linked to `href` when there is something to see.
  func cell(_ column: String, href: String? = nil) -> String {
    let number = number(column)
    guard let href, total(column) > 0 else { return "<td class=\"count\">\(number)</td>" }
    return
      "<td class=\"count\"><a href=\"\(HTML.escape(href))\" data-keep=\"\(HTML.escape(href))\">\(number)</a></td>"
  }
}
