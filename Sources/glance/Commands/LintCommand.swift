import CopyReview
import Foundation
import JSON
import Snapshots

/// `glance lint`: the known ways spoken copy fails, over every summary and action name.
enum LintCommand: Command {
  static let spec = CommandSpec(
    name: "lint",
    abstract: "Check the spoken copy of a snapshot folder against Glance's copy rules.",
    discussion: """
      Every summary and action name of every entry is checked by rules GL001 to GL013 \
      ('glance lint --explain all' lists them). Findings print as \
      'path: entry <date>: <severity>: [GLxxx] message', sorted by file, entry, rule and \
      message. Errors fail the run; warnings fail it with --strict; 'needs review' findings are \
      for a person to judge and never fail it. A snapshot that cannot be read is an error \
      (exit 65).
      """,
    arguments: [
      .init(name: "snapshot-dir", help: "A folder written by 'glance run'.", isOptional: true)
    ],
    options: [
      .value(
        "format", "format", help: "Output format.", default: "text", choices: ["text", "json"]),
      .flag("strict", help: "Exit 1 on warnings too."),
      .value("explain", "rule", help: "Explain a rule (GL003, NumericDate) or 'all', and exit."),
    ])

  static func run(_ arguments: ParsedArguments, output: CommandOutput) async throws -> ExitCode {
    if let name = arguments.value("explain") {
      return try explain(name, output: output)
    }
    guard let folder = arguments.argument("snapshot-dir") else {
      throw CommandLineError(message: "Missing expected argument '<snapshot-dir>'.")
    }
    let url = URL(fileURLWithPath: folder)
    let files = try SnapshotFolder.read(url)
    let linter = CopyLinter()
    var findings: [LintFinding] = []
    var entries = 0
    var snapshots = 0
    var unreadable = 0
    for (path, bytes) in files.sorted(by: { $0.key < $1.key }) {
      let shownPath = url.appendingPathComponent(path).relativePath
      let document: SnapshotDocument
      do {
        document = try SnapshotDocument(bytes: bytes, file: shownPath)
      } catch {
        // Manifests and diagnostics files are passed over; a broken snapshot is reported.
        if !error.isNotASnapshot {
          output.err("Error: \(error)\n")
          unreadable += 1
        }
        continue
      }
      snapshots += 1
      entries += document.entries.count
      findings += linter.lint(document, path: shownPath)
    }
    guard snapshots + unreadable > 0 else {
      throw CommandFailure(exitCode: .noInput, message: "no Glance snapshots in '\(url.path)'")
    }
    // Printed in one order whatever order the rules found them in.
    findings.sort(by: LintFinding.reportingOrder)
    let counts = Dictionary(grouping: findings, by: \.severity).mapValues(\.count)
    if arguments.value("format") == "json" {
      output.out(
        CanonicalJSONWriter.string(
          json(findings, counts: counts, snapshots: snapshots, entries: entries)))
    } else {
      output.out(findings.map { $0.description + "\n" }.joined())
    }
    output.err(
      "\(count(counts[.error], "error")), \(count(counts[.warning], "warning")), "
        + "\(counts[.needsReview] ?? 0) needing review in \(entries) entries of \(snapshots) snapshots\n"
    )
    if unreadable > 0 { return .dataError }
    let failing: LintSeverity = arguments.flag("strict") ? .warning : .error
    return findings.contains { $0.severity >= failing } ? .failure : .success
  }

  static func explain(_ name: String, output: CommandOutput) throws -> ExitCode {
    if name.lowercased() == "all" {
      output.out(CopyLinter.rules.map { $0.explanation }.joined(separator: "\n"))
      return .success
    }
    guard let rule = CopyLinter.rule(name) else {
      let known = CopyLinter.rules.map { $0.id }.joined(separator: ", ")
      throw CommandLineError(
        message:
          "The value '\(name)' is invalid for '--explain <rule>': expected one of \(known) or all.")
    }
    output.out(rule.explanation)
    return .success
  }

  static func count(_ value: Int?, _ noun: String) -> String {
    let value = value ?? 0
    return "\(value) \(noun)\(value == 1 ? "" : "s")"
  }

  static func json(
    _ findings: [LintFinding], counts: [LintSeverity: Int], snapshots: Int, entries: Int
  ) -> JSONValue {
    [
      "snapshots": .integer(snapshots),
      "entries": .integer(entries),
      "counts": .object(LintSeverity.allCases.map { ($0.rawValue, .integer(counts[$0] ?? 0)) }),
      "findings": .array(
        findings.map {
          [
            "path": .string($0.path), "entry": .string($0.entry), "rule": .string($0.rule),
            "severity": .string($0.severity.rawValue), "message": .string($0.message),
          ]
        }),
    ]
  }
}

extension LintCommand {
  static let exitCodes = [
    ExitCode.success.because("no errors (and, with --strict, no warnings)"),
    ExitCode.failure.because("a finding of severity error, or with --strict a warning"),
    ExitCode.dataError.because("a snapshot cannot be read"),
    ExitCode.noInput.because("no such folder, or no snapshots in it"),
  ]
}
