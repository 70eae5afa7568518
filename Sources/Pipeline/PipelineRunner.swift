import Agenda
import Foundation
import ICalendar
import JSON
import Snapshots
import Summaries
import WidgetTimeline

/// Runs a pipeline: every source read, laid out for every family and text size, summarized in
/// every locale, and written as snapshot files, concurrently.
///
/// Concurrency is structured: a task group over sources, at most `jobs` computing at a time
/// (`ComputeSlots`) and one more being read or written, so that no thread waits on the
/// disk while there is a source to compute; inside a source, a task group parses its files,
/// then the source is rendered on one thread (`SourceRender.snapshots`: every layout together,
/// each locale's summaries with one memo) and its snapshots written in one call on the
/// `BlockingIOPool`. Each source's snapshots are written as soon as they are made
/// and only their checksums are kept, so memory stays flat however many sources there are.
/// A source's snapshots are committed together (`SnapshotStore`), so a stop at any moment —
/// Ctrl-C, SIGTERM, a full disk — leaves each source all old or all new; the manifest is then
/// rewritten to say what is on disk.
public struct PipelineRunner: Sendable {
  public struct Options: Sendable {
    public var referenceDate: Int64
    public var jobs: Int
    public var shard: Shard?
    public var prune: Bool
    /// The run as the manifest records it (its `complete` is set by the run); `nil` writes
    /// manifests without a run, as the tests of the stages alone do.
    public var record: RunRecord?

    public init(
      referenceDate: Int64, jobs: Int, shard: Shard? = nil, prune: Bool = false,
      record: RunRecord? = nil
    ) {
      self.referenceDate = referenceDate
      self.jobs = max(1, jobs)
      self.shard = shard
      self.prune = prune
      self.record = record
    }
  }

  public enum Progress: Sendable {
    case started(sources: Int)
    case finished(source: String, done: Int, total: Int, snapshots: Int)
  }

  public struct Report: Sendable {
    public var sources: [String] = []
    /// Snapshot files produced by the run, changed or not.
    public var snapshots = 0
    /// Snapshot files created or rewritten.
    public var changed = 0
    public var diagnostics: [Diagnostic] = []
    /// Snapshot files no source produces any more.
    public var stale: [String] = []
    public var pruned: [String] = []
    public var manifest: Manifest = Manifest(files: [], sources: [])
    /// Stopped before the end (cancelled, or a write failed); the manifest then says what is
    /// on disk.
    public var cancelled = false
    /// Of a stopped run: the sources it did not get to, whose files the manifest lists as they
    /// are on disk.
    public var keptSources: [String] = []
    /// Of a stopped run: why the manifest could not be rewritten.
    public var manifestFailure: SnapshotStore.Failure?
  }

  public enum Failure: Error, Sendable, CustomStringConvertible {
    case missingSources(String)
    /// A write failed and the run stopped; `manifest` says why the manifest could not be made
    /// to match the folder then, if it could not.
    case cannotWrite(SnapshotStore.Failure, manifest: SnapshotStore.Failure?)

    public var description: String {
      switch self {
      case .missingSources(let path): "cannot read sources folder '\(path)': no such folder"
      case .cannotWrite(let failure, nil): failure.description
      case .cannotWrite(let failure, let manifest?):
        "\(failure.description); the manifest could not be updated either (\(manifest.description)), so it may not match the folder ('glance verify' lists what differs)"
      }
    }
  }

  public let config: PipelineConfig
  public let catalog: StringCatalog

  public init(config: PipelineConfig, catalog: StringCatalog = .shipped) {
    self.config = config
    self.catalog = catalog
  }

  /// The source folders under `config.sources`, by name, with names that cannot be used in
  /// an output path reported and left out.
  public func discoverSources() throws(Failure) -> (ids: [String], diagnostics: [Diagnostic]) {
    let manager = FileManager.default
    var isDirectory: ObjCBool = false
    guard manager.fileExists(atPath: config.sources.path, isDirectory: &isDirectory),
      isDirectory.boolValue,
      let names = try? manager.contentsOfDirectory(atPath: config.sources.path)
    else { throw .missingSources(config.sources.path) }
    var ids: [String] = []
    var diagnostics: [Diagnostic] = []
    for name in names.sorted() where !name.hasPrefix(".") {
      // lstat, not stat: a link to a folder elsewhere is reported, never followed.
      var status = stat()
      guard lstat(config.sources.appendingPathComponent(name).path, &status) == 0 else { continue }
      if status.st_mode & S_IFMT == S_IFLNK {
        diagnostics.append(
          Diagnostic(
            file: name, code: .symbolicLinkSkipped,
            message:
              "symbolic link '\(Excerpt.clip(name))' not followed; source folders must be inside the sources folder"
          ))
        continue
      }
      guard status.st_mode & S_IFMT == S_IFDIR else { continue }
      guard OutputPath.isSafeComponent(name) else {
        diagnostics.append(
          Diagnostic(
            file: name, code: .unsafeSourceName,
            message: "source folder '\(Excerpt.clip(name))' cannot name an output folder; skipped"))
        continue
      }
      ids.append(name)
    }
    return (ids, diagnostics)
  }

  public func run(_ options: Options, progress: @Sendable (Progress) -> Void = { _ in })
    async throws(Failure)
    -> Report
  {
    // Listing, reading, writing and syncing block; they run on threads of their own, so the
    // cooperative pool only computes.
    let io = BlockingIOPool(threads: max(2, options.jobs))
    defer { io.shutdown() }
    let discovered = try await io.run { () throws(Failure) in try discoverSources() }
    let selected = discovered.ids.filter { options.shard?.contains($0) ?? true }
    let store = SnapshotStore(root: config.output)
    // A shard leaves the other shards' temporary files alone: they may be running now, into
    // the same folder.
    let isOurs: @Sendable (String) -> Bool = { [shard = options.shard] path in
      guard let shard else { return true }
      return path.contains("/") ? shard.owns(snapshotPath: path) : path.contains(shard.fileTag)
    }
    await io.run { store.removeTemporaryFiles(where: isOurs) }
    let tag = options.shard.map { ".\($0.fileTag)" } ?? ""
    let manifestName = "manifest\(tag).json"
    // The manifest says the run has started before any snapshot changes, so a run killed
    // outright (SIGKILL, a power cut) leaves one that says it did not finish.
    let previous = await io.run { store.readManifest(manifestName) }
    if var started = previous ?? options.record.map({ _ in Manifest(files: [], sources: []) }),
      var record = options.record
    {
      record.complete = false
      started.run = record
      let bytes = started.bytes
      do {
        _ = try await io.run { () throws(SnapshotStore.Failure) in
          try store.write(bytes, to: manifestName)
        }
      } catch {
        throw .cannotWrite(error, manifest: nil)
      }
    }
    var report = Report()
    report.diagnostics = discovered.diagnostics
    progress(.started(sources: selected.count))

    // Each locale's copy is resolved once, for every source that speaks it.
    let localizers = Localizers(catalog)
    // `jobs` sources compute at once, and one more is in flight, being read or written, so
    // that a thread whose source waits on the disk computes another. Not more: after a full
    // disk, every source in flight may still commit, and the manifest must fit after them.
    let computing = ComputeSlots(options.jobs)
    var results: [SourceResult] = []
    var failure: SnapshotStore.Failure?
    await BoundedTaskGroup.run(
      selected, width: options.jobs + 1,
      work: { [config] id in
        await Self.process(
          id, config: config, localizers: localizers, store: store, io: io,
          computing: computing, referenceDate: options.referenceDate)
      },
      deliver: { _, result in
        switch result {
        case .success(let source):
          results.append(source)
          progress(
            .finished(
              source: source.id, done: results.count, total: selected.count,
              snapshots: source.files.count))
          return .continue
        case .failure(let error):
          failure = failure ?? error
          return .stop
        }
      })

    results.sort { $0.id < $1.id }
    let committed = results.filter(\.committed)
    report.sources = committed.map(\.id)
    report.snapshots = committed.reduce(0) { $0 + $1.files.count }
    report.changed = committed.reduce(0) { $0 + $1.changed }
    report.cancelled = failure != nil || committed.count < selected.count
    var seen: Set<Diagnostic> = []
    for diagnostic in report.diagnostics + committed.flatMap(\.diagnostics)
    where seen.insert(diagnostic).inserted {}
    report.diagnostics = seen.sorted(by: Diagnostic.reportingOrder)
    var origins: [String: Manifest.Origin] = [:]
    if let record = options.record {
      for source in report.sources {
        origins[source] = Manifest.Origin(run: record.id, referenceDate: record.referenceDate)
      }
    }
    var finished = options.record
    finished?.complete = !report.cancelled
    guard !report.cancelled else {
      // Stopped: the manifest is made to say what is on disk, the new snapshots of the
      // sources that were committed and, for the others, the files they still have. The
      // diagnostics stay those of the last run that finished.
      let done = Set(report.sources)
      let others = selected.filter { !done.contains($0) }
      let kept = await io.run { others.map { (id: $0, files: store.manifestFiles(of: $0)) } }
        .filter { !$0.files.isEmpty }
      for source in kept { origins[source.id] = previous?.origins[source.id] }
      report.manifest = Manifest(
        files: committed.flatMap(\.files) + kept.flatMap(\.files),
        sources: report.sources + kept.map(\.id), run: finished, origins: origins)
      report.keptSources = kept.map(\.id)
      let manifest = report.manifest.bytes
      do {
        _ = try await io.run { () throws(SnapshotStore.Failure) in
          try store.write(manifest, to: manifestName)
        }
      } catch {
        report.manifestFailure = error
      }
      if let failure { throw .cannotWrite(failure, manifest: report.manifestFailure) }
      return report
    }
    report.manifest = Manifest(
      files: committed.flatMap(\.files), sources: report.sources, run: finished, origins: origins)

    // Files no source produces any more: of sources that are gone, or of this run's sources.
    let produced = Set(report.manifest.files.map(\.path))
    let allSources = Set(discovered.ids)
    let ours = Set(report.sources)
    report.stale = await io.run { store.existingFiles() }.filter { path in
      guard let source = path.split(separator: "/").first.map(String.init), path.contains("/")
      else { return false }
      if produced.contains(path) { return false }
      return ours.contains(source) || !allSources.contains(source)
    }
    if options.prune {
      await io.run { [stale = report.stale] in store.remove(stale) }
      report.pruned = report.stale
      report.stale = []
    }
    let manifest = report.manifest.bytes
    let diagnostics = DiagnosticsFile.bytes(report.diagnostics)
    do {
      try await io.run { () throws(SnapshotStore.Failure) in
        _ = try store.write(manifest, to: manifestName)
        _ = try store.write(diagnostics, to: "diagnostics\(tag).json")
        if let shard = options.shard { Self.removeOtherSplits(of: shard, in: store) }
      }
    } catch {
      throw .cannotWrite(error, manifest: nil)
    }
    return report
  }

  /// Removes the shard files of a split with another count of shards, left by earlier runs,
  /// so that `glance merge` finds this split's alone.
  static func removeOtherSplits(of shard: Shard, in store: SnapshotStore) {
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: store.root.path)
    else { return }
    let old = names.filter { name in
      ["manifest", "diagnostics"].contains {
        Shard(fileName: name, stem: $0).map { $0.count != shard.count } ?? false
      }
    }
    store.remove(old)
  }

  // MARK: - One source

  struct SourceResult: Sendable {
    var id: String
    var files: [Manifest.File] = []
    var changed = 0
    var diagnostics: [Diagnostic] = []
    /// Whether its new snapshots are all in place; when not (the run was stopped first), its
    /// files are as they were.
    var committed = false
  }

  /// Reads, renders and writes one source. Its snapshots are staged as they are made and
  /// committed together at the end, unless the run was cancelled first: then they are
  /// discarded, and the source's files stay as the last run left them.
  static func process(
    _ id: String, config: PipelineConfig, localizers: Localizers, store: SnapshotStore,
    io: BlockingIOPool, computing: ComputeSlots, referenceDate: Int64
  ) async -> Result<SourceResult, SnapshotStore.Failure> {
    var result = SourceResult(id: id)
    let folder: (files: SourceFiles, diagnostics: [Diagnostic])
    do {
      folder = try await io.run { () throws(SourceFolder.Failure) in
        try SourceFolder.read(config.sources.appendingPathComponent(id), id: id)
      }
    } catch {
      result.diagnostics.append(
        Diagnostic(file: id, code: .fileUnreadable, message: "\(error.description); source skipped")
      )
      result.committed = true
      return .success(result)
    }
    result.diagnostics += folder.diagnostics

    // Parsed and rendered in one of the run's compute slots, given back before the writes.
    await computing.acquire()
    guard !Task.isCancelled else {
      computing.release()
      return .success(result)
    }
    // The files of a source are parsed concurrently; the parts are put back in name order.
    let files = folder.files.files.sorted { $0.name < $1.name }
    let parts = await withTaskGroup(of: (Int, Source.Part).self) { group in
      for (index, file) in files.enumerated() {
        group.addTask { (index, Source.read(file)) }
      }
      var parts = [Source.Part?](repeating: nil, count: files.count)
      for await (index, part) in group { parts[index] = part }
      return parts.compactMap { $0 }
    }
    let render = SourceRender(
      Source(id: id, parts: parts), config: config, referenceDate: referenceDate,
      localizers: localizers)
    result.diagnostics += render.diagnostics + render.localeDiagnostics

    // Rendered on this task's thread (SourceRender.snapshots: every layout together, each
    // locale's summaries with one memo), then written in one call on the IO pool: staged file
    // by file and committed, a single hand-off between the pools per source.
    let rendered = render.snapshots(isCancelled: { Task.isCancelled })
    computing.release()
    result.diagnostics += rendered.diagnostics
    // All or nothing: a source whose snapshots were not all made keeps the ones it had.
    let written = await io.run(cancellable: { [files = rendered.files] cancellation in
      Self.write(files, to: store, unless: cancellation)
    })
    let staged: [SnapshotStore.Staged]
    switch written {
    case .committed(let files): staged = files
    case .stopped: return .success(result)
    case .failed(let failure): return .failure(failure)
    }
    result.committed = true
    result.changed = staged.count
    // Missing translations, once per source.
    result.diagnostics += render.translationDiagnostics()
    result.files = rendered.files.map {
      Manifest.File(path: $0.path, sha256: $0.sha256, bytes: $0.bytes.count)
    }
    result.files.sort { $0.path < $1.path }
    return .success(result)
  }

  enum Written: Sendable {
    case committed([SnapshotStore.Staged])
    /// The run was stopped first; nothing was renamed into place.
    case stopped
    case failed(SnapshotStore.Failure)
  }

  /// Stages a source's snapshots and commits them together, unless the run is stopped first;
  /// what a stop or a failure leaves staged is discarded, so the source keeps its files.
  static func write(
    _ files: [SourceRender.RenderedSnapshot], to store: SnapshotStore,
    unless stop: BlockingIOPool.Cancellation
  ) -> Written {
    var staged: [SnapshotStore.Staged] = []
    for file in files {
      // Checked before each file: after a failure (a full disk) the other sources in flight
      // stop writing and give back their space, so the manifest can still be written.
      guard !stop.isCancelled else {
        store.discard(staged)
        return .stopped
      }
      do throws(SnapshotStore.Failure) {
        if let one = try store.stage(file.bytes, to: file.path) { staged.append(one) }
      } catch {
        store.discard(staged)
        return .failed(error)
      }
    }
    guard !stop.isCancelled else {
      store.discard(staged)
      return .stopped
    }
    staged.sort { $0.path < $1.path }
    // A commit that fails discards the files it did not rename.
    do throws(SnapshotStore.Failure) { try store.commit(staged) } catch { return .failed(error) }
    return .committed(staged)
  }
}

/// Paths inside the output folder, and which names may be part of one.
public enum OutputPath {
  /// `student/en-US/medium.json`, `student/en-US/medium@accessibility.json`.
  public static func snapshot(
    source: String, locale: String, family: WidgetFamily, textSize: TextSize
  ) -> String {
    "\(source)/\(locale)/\(family.rawValue)\(textSize == .accessibility ? "@accessibility" : "").json"
  }

  /// A name that cannot leave its folder or hide: letters, digits, `.`, `_`, `-`, `@`; no
  /// leading dot; at most 100 characters.
  public static func isSafeComponent(_ name: String) -> Bool {
    guard !name.isEmpty, name.utf8.count <= 100, !name.hasPrefix("."), name != "..", name != "."
    else { return false }
    return name.unicodeScalars.allSatisfy {
      ($0 >= "a" && $0 <= "z") || ($0 >= "A" && $0 <= "Z") || ($0 >= "0" && $0 <= "9")
        || "._-@".unicodeScalars.contains($0)
    }
  }
}

extension DiagnosticCode {
  public static let unsafeSourceName = DiagnosticCode("PIP001", .error)
}
