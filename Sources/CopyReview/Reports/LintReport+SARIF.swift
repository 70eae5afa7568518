import JSON

extension LintReport {
  /// The report as a SARIF 2.1.0 log (OASIS), for code scanning and editors: one run of the
  /// tool `glance lint` with every rule (its id, name, rationale, the criteria and principles
  /// it serves, its default level), and one result per group of findings.
  ///
  /// A result's location is the snapshot, as the findings name it (relative to the working
  /// directory, which in CI is the checkout), at the line of the entry's text where known, with
  /// the JSON pointer as a logical location; the other entries where the finding recurs are
  /// related locations. Its partial fingerprint is what the baseline keys a finding by (rule,
  /// locale, family, what was judged, template and the hash of Glance's words), so a scanning
  /// service follows a finding across runs as the baseline does. Levels: error, warning, and
  /// `note` for what needs review.
  public func sarif(rules: [any CopyRule.Type]) -> JSONValue {
    let ruleIndex = Dictionary(
      uniqueKeysWithValues: rules.enumerated().map { ($0.element.id, $0.offset) })
    let results: [JSONValue] = groups.map { group in
      let finding = group.first
      var result: [(key: String, value: JSONValue)] = [
        ("ruleId", .string(finding.rule)),
        ("level", .string(Self.level(finding.severity))),
        ("message", ["text": .string(finding.message + group.recurrence)]),
        ("locations", .array([location(finding)])),
        (
          "partialFingerprints",
          ["glanceCopy/v1": .string(LintBaseline.key(finding))]
        ),
        (
          "properties",
          .object(
            [
              ("locale", .string(finding.locale)), ("family", .string(finding.family.rawValue)),
              ("textSize", .string(finding.textSize.rawValue)),
              ("judged", .string(finding.judged.rawValue)),
              ("severity", .string(finding.severity.rawValue)),
              ("entries", .integer(group.all.count)),
            ] + (finding.template.map { [("template", JSONValue.string($0))] } ?? []))
        ),
      ]
      if let index = ruleIndex[finding.rule] { result.append(("ruleIndex", .integer(index))) }
      if group.all.count > 1 {
        result.append(
          (
            "relatedLocations",
            .array(
              group.all.dropFirst().prefix(100).enumerated().map { offset, other in
                var related = location(other)
                if case .object(var members) = related {
                  members.append(("id", .integer(offset + 1)))
                  related = .object(members)
                }
                return related
              })
          ))
      }
      return .object(result)
    }
    let driver: JSONValue = [
      "name": "glance lint",
      "rules": .array(rules.map(Self.descriptor)),
    ]
    return [
      "$schema": .string(Self.sarifSchema),
      "version": "2.1.0",
      "runs": [
        [
          "tool": ["driver": driver],
          "columnKind": "unicodeCodePoints",
          "results": .array(results),
        ]
      ],
    ]
  }

  /// The OASIS schema the log follows (2.1.0, errata 01).
  public static let sarifSchema =
    "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"

  /// SARIF's level for a severity.
  static func level(_ severity: LintSeverity) -> String {
    switch severity {
    case .error: "error"
    case .warning: "warning"
    case .needsReview: "note"
    }
  }

  func location(_ finding: LintFinding) -> JSONValue {
    var physical: [(key: String, value: JSONValue)] = [
      (
        "artifactLocation",
        ["uri": .string((finding.path.hasPrefix("/") ? "file://" : "") + Self.uri(finding.path))]
      )
    ]
    if let line = line(finding) {
      physical.append(("region", ["startLine": .integer(line)]))
    }
    return [
      "physicalLocation": .object(physical),
      "logicalLocations": [
        [
          "fullyQualifiedName": .string(finding.pointer),
          "kind": "member",
        ]
      ],
    ]
  }

  /// A relative path as a URI reference: each character outside RFC 3986's unreserved set and
  /// `/` percent-encoded as UTF-8.
  static func uri(_ path: String) -> String {
    var out = ""
    for byte in path.utf8 {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
        UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
        out.unicodeScalars.append(Unicode.Scalar(byte))
      default:
        let hex = String(byte, radix: 16, uppercase: true)
        out += "%" + (hex.count == 1 ? "0" : "") + hex
      }
    }
    return out
  }

  static func descriptor(_ rule: any CopyRule.Type) -> JSONValue {
    [
      "id": .string(rule.id),
      "name": .string(rule.name),
      "shortDescription": ["text": .string(rule.name + ": " + rule.criterion)],
      "fullDescription": ["text": .string(rule.rationale)],
      "help": [
        "text": .string("\(rule.rationale)\nGood: \(rule.good)\nBad: \(rule.bad)")
      ],
      "defaultConfiguration": ["level": .string(level(rule.severity))],
      "properties": [
        "principles": .array(rule.principles.map { .string($0.rawValue) })
      ],
    ]
  }
}
