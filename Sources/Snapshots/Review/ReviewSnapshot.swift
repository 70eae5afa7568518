import JSON
import Summaries
import WidgetTimeline

/// One snapshot file as the review page shows it: its widget's entries, each with what a
/// sighted user sees, what VoiceOver says, the actions offered and the lint's findings.
struct ReviewSnapshot: Sendable {
  struct Item: Sendable {
    var id: String
    var kind: String
    var title: String
    var start: String?
    var end: String?
    var allDay: Bool
    var group: String?
    var favorite: Bool
    var state: String
    var day: String
  }

  struct Action: Sendable {
    var name: String
    var trigger: String
    var intentType: String
    var intentTitle: String
    /// `name = value` pairs of the intent's parameters, in the snapshot's order.
    var parameters: [(name: String, value: String)]
    var opensApp: Bool
  }

  struct Entry: Sendable {
    var date: String
    var summary: String
    var items: [Item]
    var overflow: Int
    var actions: [Action]
    var findings: [LintFinding]
    /// The reference's summary for this entry, when it differs.
    var before: String?
    /// The entry is not in the reference at all.
    var isNew = false
  }

  var path: String
  var source: String
  var locale: String
  var family: WidgetFamily
  var textSize: TextSize
  var timeZone: String
  var capacity: Int
  var reloadAfter: String
  var entries: [Entry]
  /// Entries of the reference snapshot that are gone, with their summaries.
  var removedEntries: [(date: String, summary: String)] = []

  /// The snapshot in `json`, or `nil` when the JSON is not a Glance snapshot.
  init?(path: String, json: JSONValue, linter: CopyLinter) {
    guard case .string(SnapshotEncoder.schema)? = json["schema"],
      let family = json["family"]?.stringValue.flatMap(WidgetFamily.init(rawValue:)),
      let entries = json["entries"]?.arrayValue
    else { return nil }
    self.path = path
    self.family = family
    source = json["source"]?.stringValue ?? ""
    locale = json["locale"]?.stringValue ?? "en-US"
    textSize = json["textSize"]?.stringValue.flatMap(TextSize.init(rawValue:)) ?? .default
    timeZone = json["timeZone"]?.stringValue ?? "UTC"
    capacity = json["capacity"]?.intValue ?? 0
    reloadAfter = json["reloadAfter"]?.stringValue ?? ""
    let findings = Dictionary(grouping: linter.lint(snapshot: json, path: path), by: \.entry)
    self.entries = entries.map { entry in
      let date = entry["date"]?.stringValue ?? ""
      return Entry(
        date: date, summary: entry["summary"]?.stringValue ?? "",
        items: (entry["items"]?.arrayValue ?? []).map(Self.item),
        overflow: entry["overflow"]?.intValue ?? 0,
        actions: (entry["actions"]?.arrayValue ?? []).map(Self.action),
        findings: findings[date] ?? [])
    }
  }

  static func item(_ json: JSONValue) -> Item {
    Item(
      id: json["id"]?.stringValue ?? "", kind: json["kind"]?.stringValue ?? "event",
      title: json["title"]?.stringValue ?? "", start: json["start"]?.stringValue,
      end: json["end"]?.stringValue, allDay: json["allDay"]?.boolValue ?? false,
      group: json["group"]?.stringValue, favorite: json["favorite"]?.boolValue ?? false,
      state: json["state"]?.stringValue ?? "", day: json["day"]?.stringValue ?? "")
  }

  static func action(_ json: JSONValue) -> Action {
    let intent = json["intent"]
    let parameters = (intent?["parameters"]?.arrayValue ?? []).map { parameter in
      let value: String =
        switch parameter["value"] {
        case .string(let text)?: text
        case .bool(let flag)?: flag ? "true" : "false"
        case .integer(let number)?: String(number)
        case let other?: CanonicalJSONWriter.string(other).trimmingSuffix("\n")
        case nil: ""
        }
      return (parameter["name"]?.stringValue ?? "", value)
    }
    return Action(
      name: json["name"]?.stringValue ?? "", trigger: json["trigger"]?.stringValue ?? "",
      intentType: intent?["type"]?.stringValue ?? "",
      intentTitle: intent?["title"]?.stringValue ?? "",
      parameters: parameters, opensApp: intent?["openAppWhenRun"]?.boolValue ?? false)
  }

  /// Marks what changed against the reference snapshot of the same path (`nil`: a new file).
  mutating func compare(with reference: ReviewSnapshot?) {
    guard let reference else {
      for index in entries.indices { entries[index].isNew = true }
      return
    }
    let old = Dictionary(
      reference.entries.map { ($0.date, $0.summary) }, uniquingKeysWith: { first, _ in first })
    for index in entries.indices {
      switch old[entries[index].date] {
      case nil: entries[index].isNew = true
      case let summary? where summary != entries[index].summary: entries[index].before = summary
      default: break
      }
    }
    let dates = Set(entries.map(\.date))
    removedEntries = reference.entries.filter { !dates.contains($0.date) }.map {
      ($0.date, $0.summary)
    }
  }

  var hasChanges: Bool {
    !removedEntries.isEmpty || entries.contains { $0.before != nil || $0.isNew }
  }
}

extension String {
  fileprivate func trimmingSuffix(_ suffix: String) -> String {
    hasSuffix(suffix) ? String(dropLast(suffix.count)) : self
  }
}
