import Foundation
import ICalendar

/// `glance-bench`: the synthetic corpus generators and release-mode benchmarks.
///
/// `read` and `expand` without `--once` time several in-process runs and print medians;
/// with `--once` they do the job a single time and print its counts, so that
/// Benchmarks/compare.sh can time whole processes the same way for Glance and its peers.
@main
enum GlanceBench {
  static let usage = """
    USAGE: glance-bench generate --size <small|medium|large> --out <dir> [--seed <n>]
           glance-bench sources --count <n> --out <dir> [--seed <n>] [--shapes export|plain]
           glance-bench read <dir> [--runs <n>] [--once]
           glance-bench expand <dir> [--runs <n>] [--from <date>] [--days <n>] [--once [--explain]] [--list]
           glance-bench render <pipeline.json> [--runs <n>]
           glance-bench lint <snapshot-folder> [--runs <n>]
           glance-bench review <snapshot-folder> [--runs <n>]
           glance-bench sha256 [--megabytes <n>] [--runs <n>]
    """

  /// Files of 1,000 events for each corpus size: about 10k, 100k and 1M events.
  static let sizes = ["small": 10, "medium": 100, "large": 1_000]

  static func main() throws {
    var arguments = Array(CommandLine.arguments.dropFirst())
    guard let command = arguments.first else { fail() }
    arguments.removeFirst()
    func option(_ name: String) -> String? {
      guard let index = arguments.firstIndex(of: "--\(name)"), index + 1 < arguments.count else {
        return nil
      }
      return arguments[index + 1]
    }
    let once = arguments.contains("--once")
    let seed = UInt64(option("seed") ?? "42") ?? 42
    switch command {
    case "generate":
      guard let out = option("out"), let files = sizes[option("size") ?? "small"] else { fail() }
      let generator = CorpusGenerator(seed: seed, files: files, eventsPerFile: 1_000)
      let summary = try generator.write(to: URL(fileURLWithPath: out))
      print(
        "generated files=\(summary.files) bytes=\(summary.bytes) events=\(summary.events) todos=\(summary.todos)"
      )
    case "sources":
      guard let out = option("out"), let count = option("count").flatMap(Int.init), count > 0,
        ["export", "plain"].contains(option("shapes") ?? "export")
      else { fail() }
      let generator = SourceGenerator(
        seed: seed, sources: count, plainShapes: option("shapes") == "plain")
      let summary = try generator.write(to: URL(fileURLWithPath: out))
      print(
        "generated sources=\(summary.sources) events=\(summary.events) reminders=\(summary.reminders) bytes=\(summary.bytes)"
      )
    case "read":
      guard let directory = arguments.first, !directory.hasPrefix("--") else { fail() }
      let benchmark = ReadBenchmark(directory: directory, runs: Int(option("runs") ?? "5") ?? 5)
      try once ? benchmark.once() : benchmark.run()
    case "expand":
      guard let directory = arguments.first, !directory.hasPrefix("--") else { fail() }
      let benchmark = ExpandBenchmark(
        directory: directory, runs: Int(option("runs") ?? "5") ?? 5,
        from: option("from") ?? "2026-06-01", days: Int(option("days") ?? "14") ?? 14)
      try once || arguments.contains("--list")
        ? benchmark.once(
          explain: arguments.contains("--explain"), list: arguments.contains("--list"))
        : benchmark.run()
    case "render":
      guard let pipeline = arguments.first, !pipeline.hasPrefix("--") else { fail() }
      try RenderBenchmark(pipeline: pipeline, runs: Int(option("runs") ?? "1") ?? 1).run()
    case "lint":
      guard let folder = arguments.first, !folder.hasPrefix("--") else { fail() }
      try LintBenchmark(folder: folder, runs: Int(option("runs") ?? "1") ?? 1).run()
    case "review":
      guard let folder = arguments.first, !folder.hasPrefix("--") else { fail() }
      try ReviewBenchmark(folder: folder, runs: Int(option("runs") ?? "1") ?? 1).run()
    case "sha256":
      HashBenchmark(
        megabytes: Int(option("megabytes") ?? "64") ?? 64, runs: Int(option("runs") ?? "5") ?? 5
      ).run()
    default:
      fail()
    }
  }

  static func fail() -> Never {
    FileHandle.standardError.write(Data((usage + "\n").utf8))
    exit(64)
  }
}

/// Reads a corpus, then expands every event over a window (two weeks by default), reporting
/// the median run of reading plus expanding, and of expanding alone.
struct ExpandBenchmark {
  var directory: String
  var runs: Int
  var from: String
  var days: Int

  var window: (start: Int64, end: Int64)? {
    guard let start = ISO8601Value(from)?.instant(in: .utc) else { return nil }
    return (start, start + Int64(days) * 86_400)
  }

  /// Reads and expands once, printing the count of occurrences.
  ///
  /// With `explain`, also what an expander that ignores RECURRENCE-ID gives
  /// (`libical_compatible`): each master's own instances plus each override's own instance as
  /// if it were a separate event, which is how libical's `icalcomponent_foreach_recurrence`
  /// counts. With `list`, every such occurrence as `uid start end` (epoch seconds), to compare
  /// with `libical-bench list` line by line.
  func once(explain: Bool = false, list: Bool = false) throws {
    guard let (start, end) = window else { throw CocoaError(.formatting) }
    let reader = CalendarReader()
    let expander = OccurrenceExpander(floatingZone: .utc)
    var events = 0
    var occurrences = 0
    var compatible = 0
    // One file at a time, as the pipeline reads, so peak memory is one file's worth.
    for name in try ReadBenchmark.names(directory) {
      for calendar in reader.read(try ReadBenchmark.bytes(directory, name), fileName: name)
        .calendars
      {
        events += calendar.events.count
        occurrences +=
          expander.expand(calendar.events, from: start, to: end, fileName: name).occurrences.count
        guard explain || list else { continue }
        let standalone = calendar.events.map { event -> Event in
          guard event.recurrenceID != nil else { return event }
          var copy = event
          copy.recurrenceID = nil
          copy.uid += "#override@\(event.line)"
          return copy
        }
        let expanded = expander.expand(standalone, from: start, to: end, fileName: name).occurrences
        compatible += expanded.count
        if list {
          for occurrence in expanded {
            let uid = occurrence.uid.split(separator: "#").first.map(String.init) ?? occurrence.uid
            print(
              "\(uid) \(occurrence.start.instant(in: .utc)) \(occurrence.end.instant(in: .utc))")
          }
        }
      }
    }
    guard !list else { return }
    print(
      "events=\(events) occurrences=\(occurrences)"
        + (explain ? " libical_compatible=\(compatible)" : ""))
  }

  func run() throws {
    let files = try ReadBenchmark.load(directory)
    guard let (start, end) = window else { throw CocoaError(.formatting) }
    let reader = CalendarReader()
    let expander = OccurrenceExpander(floatingZone: .utc)
    let clock = ContinuousClock()
    let parsed = files.map { reader.read($0.bytes, fileName: $0.name) }
    var occurrences = 0
    var events = 0
    var expandTimes: [Double] = []
    var totalTimes: [Double] = []
    for run in 0...runs {
      let begin = clock.now
      var count = 0
      for file in parsed {
        for calendar in file.calendars {
          count +=
            expander.expand(calendar.events, from: start, to: end, fileName: file.fileName)
            .occurrences.count
        }
      }
      let expandTime = ReadBenchmark.seconds(clock.now - begin)
      let totalBegin = clock.now
      var totalCount = 0
      events = 0
      for file in files {
        let result = reader.read(file.bytes, fileName: file.name)
        for calendar in result.calendars {
          events += calendar.events.count
          totalCount +=
            expander.expand(calendar.events, from: start, to: end, fileName: file.name).occurrences
            .count
        }
      }
      let totalTime = ReadBenchmark.seconds(clock.now - totalBegin)
      precondition(count == totalCount)
      occurrences = count
      if run > 0 {
        expandTimes.append(expandTime)
        totalTimes.append(totalTime)
      }
    }
    let expand = ReadBenchmark.median(expandTimes)
    let total = ReadBenchmark.median(totalTimes)
    print("files=\(files.count) events=\(events) occurrences=\(occurrences) window_days=\(days)")
    print(
      String(
        format: "expand_seconds=%.4f expand_occurrences_per_s=%.0f expand_events_per_s=%.0f",
        expand, Double(occurrences) / expand, Double(events) / expand))
    print(
      String(
        format: "read_expand_seconds=%.4f read_expand_events_per_s=%.0f", total,
        Double(events) / total))
  }
}

/// Loads a corpus into memory, then reads it repeatedly, reporting the median run.
struct ReadBenchmark {
  var directory: String
  var runs: Int

  static func load(_ directory: String) throws -> [(name: String, bytes: [UInt8])] {
    try names(directory).map { ($0, try bytes(directory, $0)) }
  }

  /// The `.ics` files of `directory`, sorted.
  static func names(_ directory: String) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: directory).filter { $0.hasSuffix(".ics") }
      .sorted()
  }

  static func bytes(_ directory: String, _ name: String) throws -> [UInt8] {
    [UInt8](try Data(contentsOf: URL(fileURLWithPath: directory + "/" + name)))
  }

  static func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted[sorted.count / 2]
  }

  static func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
  }

  /// Runs `body` `runs` times (at least once) and returns the median time of the runs after
  /// the first, which warms caches and lazily made tables; of the only run when there is one.
  static func medianTime(runs: Int, _ body: () throws -> Void) rethrows -> Double {
    let clock = ContinuousClock()
    var times: [Double] = []
    for run in 0..<max(1, runs) {
      let start = clock.now
      try body()
      if run > 0 || runs <= 1 { times.append(seconds(clock.now - start)) }
    }
    return median(times)
  }

  /// Reads every file once and prints the count of events.
  func once() throws {
    let reader = CalendarReader()
    var events = 0
    for name in try Self.names(directory) {
      for calendar in reader.read(try Self.bytes(directory, name), fileName: name).calendars {
        events += calendar.events.count
      }
    }
    print("events=\(events)")
  }

  func run() throws {
    let files = try Self.load(directory)
    let bytes = files.reduce(0) { $0 + $1.bytes.count }
    let reader = CalendarReader()
    let clock = ContinuousClock()

    // A plain byte scan over the same files: the ceiling any reader works under.
    var scanTimes: [Double] = []
    var lineCount = 0
    for _ in 0..<runs {
      let start = clock.now
      lineCount = 0
      for file in files {
        file.bytes.withUnsafeBufferPointer { buffer in
          for byte in buffer where byte == 0x0A { lineCount += 1 }
        }
      }
      scanTimes.append(Self.seconds(clock.now - start))
    }

    var events = 0
    var todos = 0
    var times: [Double] = []
    for run in 0...runs {
      let start = clock.now
      var runEvents = 0
      var runTodos = 0
      for file in files {
        let result = reader.read(file.bytes, fileName: file.name)
        for calendar in result.calendars {
          runEvents += calendar.events.count
          runTodos += calendar.todos.count
        }
      }
      let elapsed = Self.seconds(clock.now - start)
      if run > 0 { times.append(elapsed) }  // The first run warms caches.
      events = runEvents
      todos = runTodos
    }
    let time = Self.median(times)
    let megabytes = Double(bytes) / 1_000_000
    print("files=\(files.count) bytes=\(bytes) lines=\(lineCount) events=\(events) todos=\(todos)")
    print(
      String(
        format: "read_seconds=%.4f read_mb_per_s=%.1f read_events_per_s=%.0f", time,
        megabytes / time, Double(events) / time))
    print(
      String(
        format: "scan_seconds=%.4f scan_mb_per_s=%.1f", Self.median(scanTimes),
        megabytes / Self.median(scanTimes)))
  }
}
