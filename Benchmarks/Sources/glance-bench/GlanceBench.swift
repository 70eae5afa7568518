import Foundation
import ICalendar

/// `glance-bench`: the synthetic corpus generator and release-mode benchmarks.
///
///     glance-bench generate --size small|medium|large --out <dir> [--seed <n>]
///     glance-bench read <dir> [--runs <n>]
///
/// Results are printed as a table and as one `key=value` line per measure for scripts.
@main
enum GlanceBench {
  static let usage = """
    USAGE: glance-bench generate --size <small|medium|large> --out <dir> [--seed <n>]
           glance-bench read <dir> [--runs <n>]
           glance-bench expand <dir> [--runs <n>] [--from <date>] [--days <n>]
    """

  static func main() throws {
    var arguments = Array(CommandLine.arguments.dropFirst())
    guard let command = arguments.first else {
      print(usage)
      exit(64)
    }
    arguments.removeFirst()
    func option(_ name: String) -> String? {
      guard let index = arguments.firstIndex(of: "--\(name)"), index + 1 < arguments.count else {
        return nil
      }
      return arguments[index + 1]
    }
    switch command {
    case "generate":
      guard let out = option("out") else {
        print(usage)
        exit(64)
      }
      let size = option("size") ?? "small"
      let files = ["small": 10, "medium": 100, "large": 1_000][size] ?? 10
      let generator = CorpusGenerator(
        seed: UInt64(option("seed") ?? "42") ?? 42, files: files, eventsPerFile: 1_000)
      let summary = try generator.write(to: URL(fileURLWithPath: out))
      print(
        "generated files=\(summary.files) bytes=\(summary.bytes) events=\(summary.events) todos=\(summary.todos)"
      )
    case "read":
      guard let directory = arguments.first else {
        print(usage)
        exit(64)
      }
      try ReadBenchmark(directory: directory, runs: Int(option("runs") ?? "5") ?? 5).run()
    case "expand":
      guard let directory = arguments.first else {
        print(usage)
        exit(64)
      }
      try ExpandBenchmark(
        directory: directory, runs: Int(option("runs") ?? "5") ?? 5,
        from: option("from") ?? "2026-06-01", days: Int(option("days") ?? "14") ?? 14
      ).run()
    default:
      print(usage)
      exit(64)
    }
  }
}

/// Reads a corpus, then expands every event over a window (two weeks by default), reporting
/// the median run of reading plus expanding, and of expanding alone.
struct ExpandBenchmark {
  var directory: String
  var runs: Int
  var from: String
  var days: Int

  func run() throws {
    let files = try ReadBenchmark.load(directory)
    guard let start = ISO8601Value(from)?.instant(in: .utc) else { throw CocoaError(.formatting) }
    let end = start + Int64(days) * 86_400
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
    let names = try FileManager.default.contentsOfDirectory(atPath: directory).filter {
      $0.hasSuffix(".ics")
    }.sorted()
    return try names.map {
      ($0, [UInt8](try Data(contentsOf: URL(fileURLWithPath: directory + "/" + $0))))
    }
  }

  static func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted[sorted.count / 2]
  }

  static func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
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
