import CopyReview
import Foundation
import JSON
import Pipeline
import Snapshots
import Summaries

/// `glance lint`: the known ways spoken copy fails, over every summary and action name.
enum LintCommand: Command {
  static let spec = CommandSpec(
    name: "lint",
    abstract: "Check the spoken copy of a snapshot folder against Glance's copy rules.",
    discussion: """
      Every summary and action name of every entry is checked by rules GL001 to GL013 \
      ('glance lint --explain all' lists them). Sources are judged several at once and their \
      findings printed as each is done, in one order: by file, entry, rule and message. A \
      finding prints as 'path: entry <date>: <severity>: [GLxxx] message', then the sentence \
      or action name judged with its locale, family and text size; a finding that recurs at \
      another text size is printed once, naming the other file. Totals per rule follow on \
      standard error. Errors fail the run; warnings fail it with --strict; 'needs review' \
      findings are for a person to judge and never fail it. With --baseline, findings in the \
      baseline file (or accepted in a review's decisions file) are not shown and do not fail \
      the run. --format github, sarif and junit write annotations, a SARIF 2.1.0 log or JUnit \
      XML for CI and editors, each finding located by file, line and JSON pointer. A snapshot \
      that cannot be read is an error (exit 65).
      """,
    arguments: [Options.folder.spec],
    options: [
      Options.format.spec, Options.color.spec, Options.strict.spec, Options.rule.spec,
      Options.minSeverity.spec,
      Options.maxFindings.spec, Options.baseline.spec, Options.writeBaseline.spec,
      Options.jobs.spec, ProgressLine.quiet.spec, Options.explain.spec,
    ])

  struct Options: ParsableOptions {
    static let folder = Positional<String>(
      "snapshot-dir", help: "A folder written by 'glance run'.", optional: true)
    static let format = Option<LintFormat>(
      "format", "format",
      help:
        "How to write the findings: text for people, json, github (workflow commands, and a table in $GITHUB_STEP_SUMMARY), sarif (SARIF 2.1.0) or junit (JUnit XML); see Docs/copy-review.md.",
      default: .text)
    static let color = ColorChoice.option
    static let strict = Flag("strict", help: "Exit 1 on warnings too.")
    static let rule = Option<String>(
      "rule", "rule",
      help: "Run only this rule (GL003 or NumericDate; repeat it or separate with commas).",
      repeating: true)
    static let minSeverity = Option<SeverityThreshold>(
      "min-severity", "severity", help: "Report only findings of this severity or higher.",
      default: .needsReview)
    static let maxFindings = Option<PositiveCount>(
      "max-findings", "n",
      help: "Print at most n findings; the totals and the exit code still count every one.")
    static let baseline = Option<String>(
      "baseline", "file",
      help:
        "Findings in this file are known: not shown, and they do not fail the run. A lint baseline, or a review's decisions file (glance.decisions/1), whose accepted templates and sentences are known."
    )
    static let writeBaseline = Flag(
      "write-baseline", help: "Write every finding to the --baseline file, and exit 0.")
    static let jobs = Option<JobCount>(
      "jobs", "n", help: "Sources judged at once (default: the number of cores).")
    static let explain = Option<String>(
      "explain", "rule", help: "Explain a rule (GL003, NumericDate) or 'all', and exit.")

    var folder: String?
    var format: LintFormat
    var color: ColorChoice
    var strict: Bool
    var rules: [String]
    var minimum: LintSeverity
    var maxFindings: Int?
    var baseline: String?
    var writeBaseline: Bool
    var jobs: JobCount
    var quiet: Bool
    var explain: String?

    init(_ arguments: ParsedArguments) throws(CommandLineError) {
      folder = try arguments.argument(Self.folder)
      format = try arguments.value(required: Self.format)
      color = try arguments.value(required: Self.color)
      strict = arguments.flag(Self.strict)
      rules = try arguments.values(Self.rule)
      minimum = try arguments.value(required: Self.minSeverity).severity
      maxFindings = try arguments.value(Self.maxFindings)?.count
      baseline = try arguments.value(Self.baseline)
      writeBaseline = arguments.flag(Self.writeBaseline)
      jobs = try arguments.value(Self.jobs) ?? .cores
      quiet = arguments.flag(ProgressLine.quiet)
      explain = try arguments.value(Self.explain)
    }
  }

  /// What one source folder gave.
  struct GroupResult: Sendable {
    var findings: [LintFinding] = []
    var snapshots = 0
    var entries = 0
    var errors: [String] = []
    /// The snapshots judged, as findings name them.
    var paths: [String] = []
    /// By snapshot, the line of each finding's pointer, for the formats that locate them.
    var lines: [String: [String: Int]] = [:]
  }

  static func run(_ options: Options, output: CommandOutput) async throws -> ExitCode {
    if let name = options.explain {
      return try explain(name, output: output)
    }
    guard let folder = options.folder else {
      throw CommandLineError(message: "Missing expected argument '<snapshot-dir>'.")
    }
    let rules = try selectedRules(options.rules)
    let minimum = options.minimum
    let maxFindings = options.maxFindings
    let jobs = options.jobs.count
    let writeBaseline = options.writeBaseline
    let baselinePath = options.baseline
    if writeBaseline, baselinePath == nil {
      throw CommandLineError(message: "'--write-baseline' needs '--baseline <file>'.")
    }
    let started = ContinuousClock.now
    let baseline = try writeBaseline ? nil : baselinePath.map(readKnown)
    let locates = options.format != .text

    let url = URL(fileURLWithPath: folder)
    let scan = try SnapshotScan.list(url)
    let linter = CopyLinter(rules: rules)
    let pool = BlockingIOPool(threads: 2)
    defer { pool.shutdown() }
    let progress = ProgressLine(output: output, quiet: options.quiet)
    let json = options.format != .text
    let colored = options.color.colors(isTerminal: output.outputIsTerminal)
    var paths: [String] = []
    var lines: [String: [String: Int]] = [:]

    var totals = GroupResult()
    var kept: [LintFinding] = []
    var known = 0
    var matchedBaseline: Set<String> = []
    var shown = 0
    var done = 0
    await scan.run(
      jobs: jobs,
      work: { group in
        await lint(
          group, root: url, linter: linter, minimum: minimum, pool: pool, locates: locates)
      },
      deliver: { group, result in
        done += 1
        totals.snapshots += result.snapshots
        totals.entries += result.entries
        var fresh: [LintFinding] = []
        for finding in result.findings {
          if let matched = baseline?.match(finding) {
            known += 1
            matchedBaseline.insert(matched)
          } else {
            fresh.append(finding)
          }
        }
        totals.findings += fresh
        progress.around {
          for error in result.errors { output.err("Error: \(error)\n") }
          guard !json, !writeBaseline else { return }
          for finding in fresh where maxFindings.map({ shown < $0 }) ?? true {
            output.out(Self.report(finding), colored: colored)
            shown += 1
          }
          output.flush()
        }
        if json { kept += fresh.prefix(max(0, (maxFindings ?? .max) - kept.count)) }
        totals.errors += result.errors
        paths += result.paths
        lines.merge(result.lines) { first, _ in first }
        progress.update(
          "[\(done)/\(scan.groups.count)] \(group.name.isEmpty ? "." : group.name): "
            + "\(totals.findings.count) findings so far")
      })
    progress.finish()
    guard totals.snapshots + totals.errors.count > 0 else {
      throw CommandFailure(exitCode: .noInput, message: "no Glance snapshots in '\(url.path)'")
    }

    if writeBaseline, let baselinePath {
      let written = LintBaseline(totals.findings)
      do {
        _ = try SnapshotStore(root: URL(fileURLWithPath: baselinePath).deletingLastPathComponent())
          .write(Array(written.text.utf8), to: URL(fileURLWithPath: baselinePath).lastPathComponent)
      } catch {
        throw CommandFailure(exitCode: .cannotWrite, message: error.description)
      }
      output.err(
        "wrote \(written.keys.count) findings (\(totals.findings.count) in \(totals.entries) entries of \(totals.snapshots) snapshots) to '\(baselinePath)'\n"
      )
      return totals.errors.isEmpty ? .success : .dataError
    }

    let counts = Dictionary(grouping: totals.findings, by: \.severity).mapValues(\.count)
    let failing: LintSeverity = options.strict ? .warning : .error
    for line in ruleTotals(totals.findings) { output.err(line + "\n") }
    var summary =
      "\(count(counts[.error], "error")), \(count(counts[.warning], "warning")), "
      + "\(counts[.needsReview] ?? 0) needing review in \(totals.entries) entries of \(totals.snapshots) snapshots"
    if let maxFindings, totals.findings.count > maxFindings, !json {
      summary +=
        "; \(totals.findings.count - maxFindings) not shown (--max-findings \(maxFindings))"
    }
    if let baseline, let baselinePath {
      summary += "; \(known) known from '\(baselinePath)'"
      let gone = baseline.listsFindings ? baseline.count - matchedBaseline.count : 0
      if gone > 0 { summary += ", \(gone) of its findings no longer occur" }
    }
    let report = LintReport(findings: kept, snapshots: paths, lines: lines)
    switch options.format {
    case .text: break
    case .json:
      output.out(
        CanonicalJSONWriter.string(
          self.json(kept, all: totals, counts: counts, known: known, lines: lines)))
    case .sarif:
      output.out(CanonicalJSONWriter.string(report.sarif(rules: CopyLinter.rules)))
    case .junit:
      output.out(
        report.junit(
          name: folder, failing: failing,
          seconds: Self.seconds(ContinuousClock.now - started)))
    case .github:
      output.out(report.githubAnnotations(summary: summary))
      if let file = Environment.stepSummaryFile() {
        Environment.append(
          report.stepSummary(title: "glance lint \(folder)", summary: summary), to: file,
          output: output)
      }
    }
    output.err(summary + "\n")
    if !totals.errors.isEmpty { return .dataError }
    return totals.findings.contains { $0.severity >= failing } ? .failure : .success
  }

  /// Reads, decodes and judges the snapshots of one source folder, one file at a time.
  static func lint(
    _ group: SnapshotScan.Group, root: URL, linter: CopyLinter, minimum: LintSeverity,
    pool: BlockingIOPool, locates: Bool = false
  ) async -> GroupResult {
    var result = GroupResult()
    var memo = LintMemo()
    var findings: [LintFinding] = []
    let folder = ScannedFolder(root)
    for path in group.paths {
      let shownPath = folder.shown + path
      switch await ScannedSnapshot.read(path, in: folder, pool: pool) {
      case .snapshot(let document, let bytes):
        result.snapshots += 1
        result.entries += document.entries.count
        result.paths.append(shownPath)
        let found = linter.lint(document, path: shownPath, memo: &memo).filter {
          $0.severity >= minimum
        }
        if locates, !found.isEmpty {
          result.lines[shownPath] = JSONLineIndex.lines(
            of: LintReport.pointers(found), in: bytes)
        }
        findings += found
      case .other:
        continue
      case .unreadable(let message):
        result.errors.append(message)
      }
    }
    result.findings = LintFinding.mergingTextSizes(findings)
    return result
  }

  /// The rules named by `--rule`, each value a rule or a comma-separated list; all when none.
  static func selectedRules(_ values: [String]) throws -> [any CopyRule.Type]? {
    let names = values.flatMap { $0.split(separator: ",") }.map {
      $0.trimmingCharacters(in: .whitespaces)
    }
    guard !names.isEmpty else { return nil }
    return try names.map { name in
      guard let rule = CopyLinter.rule(name) else {
        let known = CopyLinter.rules.map { $0.id }.joined(separator: ", ")
        throw CommandLineError(
          message: "The value '\(name)' is invalid for '--rule <rule>': expected one of \(known).")
      }
      return rule
    }
  }

  /// The findings `--baseline` names as known: a lint baseline, or a review's decisions.
  static func readKnown(_ path: String) throws -> KnownFindings {
    let bytes = try InputFile.read(path, maxBytes: 256 << 20)
    do {
      if ReviewDecisions.isDecisions(bytes) {
        return KnownFindings(try ReviewDecisions(bytes: bytes, file: path), catalog: .shipped)
      }
      return KnownFindings(
        try LintBaseline(text: String(decoding: bytes, as: UTF8.self), file: path))
    } catch let error as LintBaseline.Failure {
      throw CommandFailure(exitCode: .dataError, message: error.description)
    } catch let error as ReviewDecisions.Failure {
      throw CommandFailure(exitCode: .dataError, message: error.description)
    }
  }

  /// A finding as the text format prints it: its severity coloured on a terminal.
  static func report(_ finding: LintFinding) -> ColoredText {
    let text = finding.report
    let marker = ": \(finding.severity.rawValue): ["
    guard let range = text.range(of: marker) else { return ColoredText(text) }
    let severity =
      text.index(range.lowerBound, offsetBy: 2)..<text.index(range.upperBound, offsetBy: -3)
    return ColoredText(String(text[..<severity.lowerBound]))
      + ColoredText(
        String(text[severity]), color: finding.severity == .needsReview ? .green : .red)
      + ColoredText(String(text[severity.upperBound...]))
  }

  static func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
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

  /// One line per rule with findings, in rule order: `GL008 LengthBudgetExceeded: 3 warnings,
  /// 120 needing review`.
  static func ruleTotals(_ findings: [LintFinding]) -> [String] {
    let byRule = Dictionary(grouping: findings, by: \.rule)
    return CopyLinter.rules.compactMap { rule in
      guard let found = byRule[rule.id] else { return nil }
      let counts = Dictionary(grouping: found, by: \.severity).mapValues(\.count)
      let parts = LintSeverity.allCases.reversed().compactMap { severity -> String? in
        guard let number = counts[severity] else { return nil }
        return severity == .needsReview
          ? "\(number) needing review" : count(number, severity.rawValue)
      }
      return "\(rule.id) \(rule.name): \(parts.joined(separator: ", "))"
    }
  }

  static func json(
    _ findings: [LintFinding], all: GroupResult, counts: [LintSeverity: Int], known: Int,
    lines: [String: [String: Int]] = [:]
  ) -> JSONValue {
    let byRule = Dictionary(grouping: all.findings, by: \.rule)
    return [
      "snapshots": .integer(all.snapshots),
      "entries": .integer(all.entries),
      "counts": .object(LintSeverity.allCases.map { ($0.rawValue, .integer(counts[$0] ?? 0)) }),
      "rules": .object(
        CopyLinter.rules.compactMap { rule in
          guard let found = byRule[rule.id] else { return nil }
          let counts = Dictionary(grouping: found, by: \.severity).mapValues(\.count)
          return (
            rule.id,
            .object(LintSeverity.allCases.map { ($0.rawValue, .integer(counts[$0] ?? 0)) })
          )
        }),
      "known": .integer(known),
      "findings": .array(findings.map { json($0, line: lines[$0.path]?[$0.pointer]) }),
    ]
  }

  static func json(_ finding: LintFinding, line: Int? = nil) -> JSONValue {
    var members: [(key: String, value: JSONValue)] = [
      ("path", .string(finding.path)), ("entry", .string(finding.entry)),
      ("rule", .string(finding.rule)), ("severity", .string(finding.severity.rawValue)),
      ("message", .string(finding.message)), ("source", .string(finding.source)),
      ("locale", .string(finding.locale)), ("family", .string(finding.family.rawValue)),
      ("textSize", .string(finding.textSize.rawValue)),
      ("judged", .string(finding.judged.rawValue)), ("subject", .string(finding.subject)),
      ("alsoIn", .array(finding.alsoIn.map { .string($0) })),
      ("entryIndex", .integer(finding.entryIndex)), ("pointer", .string(finding.pointer)),
      ("template", finding.template.map { .string($0) } ?? .null),
      ("fingerprint", .string(finding.fingerprint)),
    ]
    if let line { members.append(("line", .integer(line))) }
    if let length = finding.length {
      members.append(
        (
          "length",
          [
            "characters": .integer(length.characters), "seconds": .number(length.seconds),
            "softSeconds": .number(length.softSeconds), "hardSeconds": .number(length.hardSeconds),
          ]
        ))
    }
    return .object(members)
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
