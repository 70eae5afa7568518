import JSON
import Pipeline
import Snapshots

/// What `glance verify` found: the run's findings (`RunTrust`) and the files that do not
/// match, grouped by source, as text for people or a `glance.verify/1` document.
struct VerifyReport {
  static let schema = "glance.verify/1"

  let manifest: Manifest
  let problems: [ManifestCheck.Problem]
  /// The manifest's path, as the user named its folder.
  let path: String
  let trust: RunTrust

  init(manifest: Manifest, problems: [ManifestCheck.Problem], path: String) {
    self.manifest = manifest
    self.problems = problems
    self.path = path
    trust = RunTrust(manifest)
  }

  var isClean: Bool { problems.isEmpty && trust.findings.isEmpty }

  /// One group per source with something to say, in source order: where its files are from
  /// when not the run's, and its files that do not match.
  var groups: [(source: String, origin: Manifest.Origin??, problems: [ManifestCheck.Problem])] {
    let foreign = Dictionary(
      trust.foreignSources.map { ($0.source, $0.origin) }, uniquingKeysWith: { a, _ in a })
    let bySource = Dictionary(grouping: problems) { Self.source(of: $0.path) }
    return Set(foreign.keys).union(bySource.keys).sorted().map { source in
      (source, foreign[source], bySource[source] ?? [])
    }
  }

  static func source(of path: String) -> String {
    path.split(separator: "/", maxSplits: 1).first.map(String.init) ?? path
  }

  /// The findings, then each source's lines, for standard output.
  var text: String {
    var lines = trust.findings
    for group in groups {
      if let origin = group.origin {
        let from = origin.map { "run \($0.run) at \($0.referenceDate)" } ?? "no recorded run"
        lines.append("\(group.source): from \(from), not this run's")
      }
      lines += group.problems.map(\.description)
    }
    return lines.map { $0 + "\n" }.joined()
  }

  /// The line on standard error that ends the command.
  var summary: String {
    let files = Plural.count(manifest.files.count, "snapshot")
    guard !isClean else { return "verified \(files) against '\(path)'" }
    guard !trust.findings.isEmpty else {
      return
        "\(Plural.count(problems.count, "file")) \(Plural.agreeing(problems.count, "does", "do")) not match '\(path)' (\(files) listed)"
    }
    var parts: [String] = []
    if trust.run == nil {
      parts.append("no run recorded")
    } else {
      if !trust.isComplete { parts.append("the run did not finish") }
      if !trust.foreignSources.isEmpty {
        parts.append(
          "\(Plural.count(trust.foreignSources.count, "source")) of another run (\(trust.datesText))"
        )
      }
    }
    if !problems.isEmpty {
      parts.append(
        "\(Plural.count(problems.count, "file")) \(Plural.agreeing(problems.count, "does", "do")) not match"
      )
    }
    return "'\(path)' is not one finished run: \(parts.joined(separator: "; ")) (\(files) listed)"
  }

  var json: JSONValue {
    var members: [(String, JSONValue)] = [
      ("schema", .string(Self.schema)),
      ("manifest", .string(path)),
      ("ok", .bool(isClean)),
      ("complete", .bool(trust.isComplete)),
      ("snapshots", .integer(manifest.files.count)),
      ("findings", .array(trust.findings.map { .string($0) })),
      (
        "referenceDates",
        .array(
          trust.sourcesByDate.map {
            .object([
              ("date", $0.date.map { .string($0) } ?? .null), ("sources", .integer($0.count)),
            ])
          })
      ),
      (
        "sources",
        .array(
          groups.map { group in
            var members: [(String, JSONValue)] = [
              ("id", .string(group.source)),
              ("problems", .array(group.problems.map(Self.json))),
            ]
            if let origin = group.origin {
              members.append(
                (
                  "from",
                  origin.map {
                    .object([
                      ("run", .string($0.run)), ("referenceDate", .string($0.referenceDate)),
                    ])
                  } ?? .null
                ))
            }
            return .object(members)
          })
      ),
    ]
    if let run = trust.run { members.append(("run", run.json)) }
    return .object(members)
  }

  static func json(_ problem: ManifestCheck.Problem) -> JSONValue {
    switch problem {
    case .missing(let path): .object([("kind", .string("missing")), ("path", .string(path))])
    case .size(let path, let listed, let found):
      .object([
        ("kind", .string("size")), ("path", .string(path)), ("listed", .integer(listed)),
        ("found", .integer(found)),
      ])
    case .checksum(let path, let listed, let found):
      .object([
        ("kind", .string("checksum")), ("path", .string(path)), ("listed", .string(listed)),
        ("found", .string(found)),
      ])
    case .unlisted(let path): .object([("kind", .string("unlisted")), ("path", .string(path))])
    }
  }
}
