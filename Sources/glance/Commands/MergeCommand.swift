import Foundation
import ICalendar
import JSON
import Pipeline
import Snapshots

/// `glance merge`: the manifests and diagnostics of shards, as one run's.
enum MergeCommand: Command {
  static let spec = CommandSpec(
    name: "merge",
    abstract: "Merge the shard manifests and diagnostics of an output folder into one.",
    discussion: """
      After n machines each ran 'glance run --shard k/n' into the same folder (or their folders \
      were copied together), this writes manifest.json and diagnostics.json as a single run \
      would have, byte for byte. n is read from the shards' file names \
      (manifest.shard-k-of-n.json). It refuses, listing what is wrong, when a shard's files \
      are missing, when shards of different splits are mixed, when two shards list the same \
      source, or when a listed snapshot is not there with its size ('glance verify' then \
      checks every checksum). It also refuses shards that are not of one finished run: a shard \
      that was stopped or killed, or that holds sources of an earlier run, and shards of \
      different runs, reference dates or pipeline files; --allow-partial merges them anyway \
      and says so in manifest.json (its run is then not complete, and 'glance verify' fails \
      it). The shards' files are kept, so a merge can be run again; 'glance diff' and 'glance \
      verify' pass over them.
      """,
    arguments: [Options.folder.spec],
    options: [Options.allowPartial.spec, Options.format.spec])

  struct Options: ParsableOptions {
    static let folder = Positional<String>(
      "output-dir", help: "The folder holding manifest.shard-*.json files.")
    static let allowPartial = Flag(
      "allow-partial",
      help:
        "Merge shards that did not finish or are of different runs, dates or pipelines; manifest.json records it."
    )
    static let format = Option<OutputFormat>(
      "format", "format", help: "text, or json: a glance.merge/1 document.", default: .text)

    var folder: String
    var allowPartial: Bool
    var format: OutputFormat

    init(_ arguments: ParsedArguments) throws(CommandLineError) {
      folder = try arguments.argument(required: Self.folder)
      allowPartial = arguments.flag(Self.allowPartial)
      format = try arguments.value(required: Self.format)
    }
  }

  static let exitCodes = [
    ExitCode.success.because("merged"),
    ExitCode.dataError.because(
      "shards of different splits, a source in two shards, a shard file that cannot be read, or (without --allow-partial) a shard that did not finish or is of another run, reference date or pipeline"
    ),
    ExitCode.noInput.because(
      "no shard files, a shard missing, or a snapshot a shard lists is not there"),
    ExitCode.cannotWrite.use,
  ]

  /// The two files each shard writes.
  static let stems = ["manifest", "diagnostics"]

  static func run(_ options: Options, output: CommandOutput) async throws -> ExitCode {
    let folder = options.folder
    let url = URL(fileURLWithPath: folder)
    let shards = try shardFiles(in: url, folder: folder)
    var manifests: [Manifest] = []
    var diagnostics: [Diagnostic] = []
    var owners: [String: [String]] = [:]
    for shard in shards {
      let name = url.appendingPathComponent(shard.fileName("manifest")).relativePath
      guard let manifest = Manifest(bytes: try InputFile.read(name, maxBytes: 1 << 30)) else {
        throw CommandFailure(
          exitCode: .dataError, message: "cannot read '\(name)': not a Glance manifest")
      }
      manifests.append(manifest)
      for source in manifest.sources { owners[source, default: []].append(shard.description) }
      let diagnosticsName = url.appendingPathComponent(shard.fileName("diagnostics")).relativePath
      guard let read = DiagnosticsFile.read(try InputFile.read(diagnosticsName, maxBytes: 1 << 30))
      else {
        throw CommandFailure(
          exitCode: .dataError,
          message: "cannot read '\(diagnosticsName)': not a Glance diagnostics file")
      }
      diagnostics += read
    }
    let doubled = owners.filter { $0.value.count > 1 }.sorted { $0.key < $1.key }
    guard doubled.isEmpty else {
      throw CommandFailure(
        exitCode: .dataError,
        message: "\(Plural.count(doubled.count, "source")) in more than one shard:\n"
          + doubled.map { "  \($0.key): shards \($0.value.joined(separator: ", "))" }
          .joined(separator: "\n"))
    }
    let refusals = ShardAgreement(shards: Array(zip(shards, manifests))).refusals
    var merged = Manifest.merge(manifests).manifest
    merged.run = ShardAgreement.mergedRun(
      manifests.compactMap(\.run), shards: shards.count, refusals: refusals)
    guard refusals.isEmpty || options.allowPartial else {
      if options.format == .json {
        output.out(result(options, merged: merged, refusals: refusals, done: false))
      }
      throw CommandFailure(
        exitCode: .dataError,
        message:
          "refusing to merge '\(folder)': the shards are not one finished run:\n"
          + Self.listed(refusals.map { "  \($0)" })
          + "\n('--allow-partial' merges them anyway and records it in \(Manifest.fileName))")
    }
    let problems = await ManifestCheck(root: url, manifest: merged).problems(
      hashing: false, scope: { _ in false })
    guard problems.isEmpty else {
      throw CommandFailure(
        exitCode: .noInput,
        message:
          "\(problems.count) of the snapshots the shards list \(Plural.agreeing(problems.count, "is", "are")) not in '\(folder)' as listed:\n"
          + Self.listed(problems.map { "  \($0)" }))
    }
    let store = SnapshotStore(root: url)
    do {
      _ = try store.write(merged.bytes, to: Manifest.fileName)
      _ = try store.write(DiagnosticsFile.bytes(diagnostics), to: SnapshotDiff.diagnosticsFile)
    } catch {
      throw CommandFailure(exitCode: .cannotWrite, message: error.description)
    }
    if options.format == .json {
      output.out(result(options, merged: merged, refusals: refusals, done: true))
    }
    for refusal in refusals { output.err("partial: \(refusal)\n") }
    output.err(
      "merged \(Plural.count(shards.count, "shard")): \(Plural.count(merged.sources.count, "source")), "
        + "\(Plural.count(merged.files.count, "snapshot"))"
        + (refusals.isEmpty ? "" : " (partial: recorded in \(Manifest.fileName))") + "\n")
    return .success
  }

  /// The `glance.merge/1` document of `--format json`.
  static func result(_ options: Options, merged: Manifest, refusals: [String], done: Bool)
    -> String
  {
    var members: [(String, JSONValue)] = [
      ("schema", .string("glance.merge/1")),
      ("folder", .string(options.folder)),
      ("merged", .bool(done)),
      ("sources", .integer(merged.sources.count)),
      ("snapshots", .integer(merged.files.count)),
      ("refusals", .array(refusals.map { .string($0) })),
    ]
    if let run = merged.run { members.append(("run", run.json)) }
    return CanonicalJSONWriter.string(.object(members))
  }

  /// The shards whose files are in the folder, 1 to n; refused when one is missing, when a
  /// shard has one of its two files only, or when the files are of different splits.
  static func shardFiles(in url: URL, folder: String) throws(CommandFailure) -> [Shard] {
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: url.path) else {
      throw CommandFailure(exitCode: .noInput, message: "cannot read '\(folder)': no such folder")
    }
    var found: [String: Set<Shard>] = [:]
    for name in names {
      for stem in stems {
        if let shard = Shard(fileName: name, stem: stem) { found[stem, default: []].insert(shard) }
      }
    }
    let all = found.values.reduce(into: Set<Shard>()) { $0.formUnion($1) }
    guard let count = all.first?.count else {
      throw CommandFailure(
        exitCode: .noInput, message: "no shard files (manifest.shard-k-of-n.json) in '\(folder)'")
    }
    let splits = Set(all.map(\.count)).sorted()
    guard splits.count == 1 else {
      let files = splits.map { n in
        "  of \(n): "
          + all.filter { $0.count == n }.sorted { $0.index < $1.index }.map {
            $0.fileName("manifest")
          }.joined(separator: ", ")
      }
      throw CommandFailure(
        exitCode: .dataError,
        message:
          "shard files of \(splits.count) different splits in '\(folder)'; remove those of the runs that are not wanted:\n"
          + files.joined(separator: "\n"))
    }
    let shards = (1...count).map { Shard(index: $0, count: count)! }
    let missing = shards.flatMap { shard in
      stems.filter { !(found[$0]?.contains(shard) ?? false) }.map { shard.fileName($0) }
    }
    guard missing.isEmpty else {
      throw CommandFailure(
        exitCode: .noInput,
        message:
          "missing \(Plural.count(missing.count, "shard file")) of \(count) shards in '\(folder)':\n"
          + Self.listed(missing.map { "  \($0)" }))
    }
    return shards
  }

  /// The first 20 lines, and how many more there are.
  static func listed(_ lines: [String]) -> String {
    let shown = lines.prefix(20)
    let rest = lines.count - shown.count
    return (shown + (rest > 0 ? ["  and \(rest) more"] : [])).joined(separator: "\n")
  }
}
