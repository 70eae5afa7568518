import CopyReview
import Foundation
import Pipeline
import Snapshots
import WidgetTimeline

/// `glance review`: HTML pages for copy reviewers, drawing each widget beside what VoiceOver
/// says for it, with the findings and changes first.
enum ReviewCommand: Command {
  static let spec = CommandSpec(
    name: "review",
    abstract: "Write self-contained HTML pages of a snapshot folder for copy reviewers.",
    discussion: """
      The page given by --output is the landing page: the lint's findings and, with \
      --against, the changes, counted by rule, locale and kind and linked to their lists; then \
      the sources; then the inventory of distinct summaries. Each source has a page per locale \
      in a folder beside it (review.html, review/), drawing every widget as a sighted user \
      sees it next to the spoken summary, the actions and their intents and the findings; \
      changed entries show before and after with the changed words marked. Every page has \
      filters by locale, family, text size, rule and change, kept in the address; no page \
      passes 5 MB. Sources are reviewed several at once, each written as soon as it is done. \
      The pages load nothing from the network. The landing page lists the templates the \
      summaries were composed from, which a reviewer accepts or rejects on the templates pages; \
      --decisions shows what was decided before (a glance.decisions/1 file, meant to be \
      committed), and --serve serves the pages on 127.0.0.1 and saves each decision to that \
      file as it is made.
      """,
    arguments: [Options.folder.spec],
    options: [
      Options.output.spec, Options.against.spec, Options.source.spec, Options.locale.spec,
      Options.family.spec, Options.changedOnly.spec, Options.findingsOnly.spec,
      Options.decisions.spec, Options.serve.spec, Options.port.spec, Options.jobs.spec,
      ProgressLine.quiet.spec,
    ])

  struct Options: ParsableOptions {
    static let folder = Positional<String>(
      "snapshot-dir", help: "A folder written by 'glance run'.")
    static let output = Option<String>(
      "output", "file", help: "Where to write the landing page.", default: "review.html")
    static let against = Option<String>(
      "against", "dir", help: "Reference snapshots to compare with, such as the committed ones.")
    static let source = Option<String>(
      "source", "name", help: "Only this source (repeat it or separate with commas).",
      repeating: true)
    static let locale = Option<String>(
      "locale", "locale", help: "Only this locale (repeat it or separate with commas).",
      repeating: true)
    static let family = Option<String>(
      "family", "family", help: "Only this widget family (repeat it or separate with commas).",
      repeating: true)
    static let changedOnly = Flag(
      "changed-only", help: "Only entries that changed against --against.")
    static let findingsOnly = Flag("findings-only", help: "Only entries with a lint finding.")
    static let jobs = Option<JobCount>(
      "jobs", "n", help: "Sources reviewed at once (default: the number of cores).")
    static let decisions = Option<String>(
      "decisions", "file",
      help:
        "Reviewers' decisions (glance.decisions/1) to show, and where --serve saves new ones; a missing file is an empty one."
    )
    static let serve = Flag(
      "serve",
      help:
        "Serve the pages on 127.0.0.1 (loopback only) and save each decision to --decisions as it is made; stop with Ctrl-C."
    )
    static let port = Option<PortNumber>(
      "port", "port", help: "With --serve, the port (default 8731; 0 for any free one).")

    var folder: String
    var output: String
    var against: String?
    var scope: ReviewScope
    var jobs: JobCount
    var quiet: Bool
    var decisions: String?
    var serve: Bool
    var port: Int

    init(_ arguments: ParsedArguments) throws(CommandLineError) {
      folder = try arguments.argument(required: Self.folder)
      output = try arguments.value(required: Self.output)
      against = try arguments.value(Self.against)
      // Each value a name or a comma-separated list of them.
      func list(_ option: Option<String>) throws(CommandLineError) -> [String] {
        try arguments.values(option).flatMap { $0.split(separator: ",") }.map {
          $0.trimmingCharacters(in: .whitespaces)
        }.filter { !$0.isEmpty }
      }
      var families: [WidgetFamily] = []
      for name in try list(Self.family) {
        families.append(try WidgetFamily.parse(name, for: Self.family.spec.synopsis))
      }
      scope = ReviewScope(
        sources: Set(try list(Self.source)), locales: Set(try list(Self.locale)),
        families: Set(families), changedOnly: arguments.flag(Self.changedOnly),
        findingsOnly: arguments.flag(Self.findingsOnly))
      jobs = try arguments.value(Self.jobs) ?? .cores
      quiet = arguments.flag(ProgressLine.quiet)
      decisions = try arguments.value(Self.decisions)
      serve = arguments.flag(Self.serve)
      port = try arguments.value(Self.port)?.count ?? 8731
    }
  }

  /// What reviewing one source gave.
  struct GroupResult: Sendable {
    var digest: SourceDigest?
    var written: [String] = []
    var errors: [String] = []
    var writeFailure: String?
  }

  static func run(_ options: Options, output: CommandOutput) async throws -> ExitCode {
    let folder = options.folder
    let against = options.against
    let scope = options.scope
    if scope.changedOnly, against == nil {
      throw CommandLineError(message: "'--changed-only' needs '--against <dir>'.")
    }
    let jobs = options.jobs.count
    if options.serve, options.decisions == nil {
      throw CommandLineError(message: "'--serve' needs '--decisions <file>' to save to.")
    }
    let decisions = try options.decisions.map(readDecisions) ?? ReviewDecisions()

    let root = URL(fileURLWithPath: folder)
    let scan = try SnapshotScan.list(root)
    let reference = try against.map { try SnapshotScan.list(URL(fileURLWithPath: $0)) }
    let referenceGroups = Dictionary(
      (reference?.groups ?? []).map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    // Every source of either folder, so the reference's sources that are gone are listed too.
    var names = Set(scan.groups.map(\.name))
    names.formUnion(referenceGroups.keys)
    let current = Dictionary(
      scan.groups.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    let groups = SnapshotScan(
      root: root,
      groups: names.sorted().map { current[$0] ?? SnapshotScan.Group(name: $0, paths: []) }
    ).filter(scope.includes(source:))
    guard scan.groups.contains(where: { !$0.paths.isEmpty }) else {
      throw CommandFailure(exitCode: .noInput, message: "no Glance snapshots in '\(folder)'")
    }

    let destination = URL(fileURLWithPath: options.output)
    let indexFolder = destination.deletingLastPathComponent()
    let pagesFolder = pagesFolder(for: destination.lastPathComponent)
    let builder = {
      var builder = ReviewBuilder(
        title: folder, referenceTitle: against, scope: scope, linter: CopyLinter(),
        pagesFolder: pagesFolder, indexName: destination.lastPathComponent)
      builder.decisions = decisions
      builder.decisionsFile = options.decisions ?? "review-decisions.json"
      builder.served = options.serve
      return builder
    }()
    let store = SnapshotStore(root: indexFolder)
    let pool = BlockingIOPool(threads: 2)
    defer { pool.shutdown() }
    let progress = ProgressLine(output: output, quiet: options.quiet)
    let started = ContinuousClock.now

    var index = ReviewIndex(builder)
    var written: Set<String> = []
    var errors: [String] = []
    var writeFailure: String?
    var done = 0
    // `--jobs` sources make pages at once, and one more reads and decodes its snapshots or
    // writes its pages meanwhile, so that no core waits on the files.
    let computing = ComputeSlots(jobs)
    await groups.run(
      jobs: jobs, inFlight: jobs + 1,
      work: { group in
        await review(
          group, root: root, reference: against.map { URL(fileURLWithPath: $0) },
          referenceGroup: referenceGroups[group.name], builder: builder, store: store, pool: pool,
          computing: computing)
      },
      deliver: { group, result in
        done += 1
        if let digest = result.digest { index.add(digest) }
        written.formUnion(result.written)
        errors += result.errors
        writeFailure = writeFailure ?? result.writeFailure
        progress.around {
          for error in result.errors { output.err("Error: \(error)\n") }
        }
        progress.update(
          "[\(done)/\(groups.groups.count)] \(group.name.isEmpty ? "." : group.name): "
            + "\(index.counts.pages) pages written")
      })
    if let writeFailure {
      progress.finish()
      throw CommandFailure(exitCode: .cannotWrite, message: writeFailure)
    }
    guard index.counts.snapshots > 0 else {
      progress.finish()
      if !errors.isEmpty { return .dataError }
      throw CommandFailure(
        exitCode: .noInput,
        message:
          "no Glance snapshots in '\(folder)' for \(scope.isNarrowed ? "the scope given" : "review")"
      )
    }
    progress.update("writing the index, the lists and the inventory")
    do {
      written.formUnion(try await writeAll(index.files(), jobs: jobs, store: store, pool: pool))
    } catch {
      progress.finish()
      throw CommandFailure(exitCode: .cannotWrite, message: error.description)
    }
    let keep = written
    let removed = await pool.run {
      removeStalePages(
        in: indexFolder.appendingPathComponent(pagesFolder), keeping: keep, folder: pagesFolder)
    }
    progress.finish()

    let counts = index.counts
    let seconds =
      Double((ContinuousClock.now - started).components.attoseconds) / 1e18
      + Double((ContinuousClock.now - started).components.seconds)
    var message =
      "wrote '\(destination.relativePath)' and \(counts.pages - 1) pages in '\(indexFolder.appendingPathComponent(pagesFolder).relativePath)/': "
      + "\(counts.snapshots) snapshots of \(counts.sources) sources, \(counts.entries) entries, "
      + "\(counts.distinctSummaries) distinct summaries"
    if against != nil { message += ", \(counts.changedEntries) changed, added or removed" }
    if removed > 0 { message += "; \(removed) pages of an earlier review removed" }
    output.err(message + String(format: " in %.1f s\n", seconds))
    if options.serve, let file = options.decisions {
      let server = ReviewServer(
        folder: indexFolder, index: destination.lastPathComponent, decisionsFile: file,
        decisions: decisions)
      try server.run(port: options.port, output: output)
    }
    return errors.isEmpty ? .success : .dataError
  }

  /// The decisions file `--decisions` names; a missing one is empty (a first review).
  static func readDecisions(_ path: String) throws -> ReviewDecisions {
    guard FileManager.default.fileExists(atPath: path) else { return ReviewDecisions() }
    let bytes = try InputFile.read(path, maxBytes: 64 << 20)
    do {
      return try ReviewDecisions(bytes: bytes, file: path)
    } catch {
      throw CommandFailure(exitCode: .dataError, message: error.description)
    }
  }

  /// Reads one source's snapshots (and the reference's), writes its pages and returns its
  /// digest.
  static func review(
    _ group: SnapshotScan.Group, root: URL, reference: URL?, referenceGroup: SnapshotScan.Group?,
    builder: ReviewBuilder, store: SnapshotStore, pool: BlockingIOPool, computing: ComputeSlots
  ) async -> GroupResult {
    var result = GroupResult()
    var snapshots: [(path: String, document: SnapshotDocument)] = []
    let folder = ScannedFolder(root)
    for path in group.paths {
      switch await ScannedSnapshot.read(path, in: folder, pool: pool) {
      case .snapshot(let document, _): snapshots.append((path, document))
      case .other: continue
      case .unreadable(let message): result.errors.append(message)
      }
    }
    var referenceSnapshots: [String: SnapshotDocument]?
    if let reference {
      var found: [String: SnapshotDocument] = [:]
      let folder = ScannedFolder(reference)
      for path in referenceGroup?.paths ?? [] {
        switch await ScannedSnapshot.read(path, in: folder, pool: pool) {
        case .snapshot(let document, _): found[path] = document
        case .other: continue
        case .unreadable(let message): result.errors.append(message)
        }
      }
      referenceSnapshots = found
    }
    guard !snapshots.isEmpty || !(referenceSnapshots?.isEmpty ?? true) else { return result }
    await computing.acquire()
    let reviewed = builder.review(
      source: group.name.isEmpty ? "." : group.name, snapshots: snapshots,
      reference: referenceSnapshots)
    computing.release()
    result.digest = reviewed.digest
    for file in reviewed.files {
      do {
        _ = try await pool.run { () throws(SnapshotStore.Failure) in
          try store.write(file.bytes, to: file.path)
        }
        result.written.append(file.path)
      } catch {
        result.writeFailure = error.description
        break
      }
    }
    return result
  }

  /// Renders and writes `files`, `jobs` pages at a time, each rendered on a cooperative
  /// thread and written on the pool's; the paths written.
  static func writeAll(
    _ files: [PendingReviewFile], jobs: Int, store: SnapshotStore, pool: BlockingIOPool
  ) async throws(SnapshotStore.Failure) -> [String] {
    var written: [String] = []
    var failure: SnapshotStore.Failure?
    await BoundedTaskGroup.run(
      files, width: jobs,
      work: { file in
        let bytes = file.bytes
        return await pool.run {
          Result { () throws(SnapshotStore.Failure) in
            _ = try store.write(bytes, to: file.path)
            return file.path
          }
        }
      },
      deliver: { _, result in
        switch result {
        case .success(let path):
          written.append(path)
          return .continue
        case .failure(let error):
          failure = failure ?? error
          return .stop
        }
      })
    if let failure { throw failure }
    return written
  }

  /// The folder of the pages beside the landing page: `review` for `review.html`.
  static func pagesFolder(for name: String) -> String {
    for suffix in [".html", ".htm"] where name.hasSuffix(suffix) && name.count > suffix.count {
      return String(name.dropLast(suffix.count))
    }
    return name + "-pages"
  }

  /// Removes the pages an earlier review wrote in `url` that this one did not; the count.
  static func removeStalePages(in url: URL, keeping written: Set<String>, folder: String) -> Int {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
    var removed = 0
    for name in names where ReviewFiles.isPage(name) && !written.contains(folder + "/" + name) {
      if (try? FileManager.default.removeItem(at: url.appendingPathComponent(name))) != nil {
        removed += 1
      }
    }
    return removed
  }
}

extension ReviewCommand {
  static let exitCodes = [
    ExitCode.success.use,
    ExitCode.dataError.because("a snapshot or the --decisions file cannot be read"),
    ExitCode.noInput.because("no such folder, or no snapshots in it"),
    ExitCode.cannotWrite.because("the page cannot be written"),
  ]
}
