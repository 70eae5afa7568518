import Foundation
import SeededRandom
import Snapshots

/// Hashes a buffer of seeded bytes with the manifest's SHA-256 and reports its throughput.
///
/// A run hashes every snapshot it writes (about half a megabyte a person), so the digest's
/// speed is part of the nightly job's. The time is the thread's CPU time, which stays put on a
/// machine shared with other work, where wall-clock time does not.
struct HashBenchmark {
  var megabytes: Int
  var runs: Int

  func run() {
    var random = SeededRandom(seed: 20)
    let bytes = (0..<megabytes << 20).map { _ in UInt8.random(in: 0...255, using: &random) }
    var times: [Double] = []
    var digest = ""
    for run in 0...runs {
      let start = Self.threadSeconds()
      digest = SHA256.hex(bytes)
      if run > 0 { times.append(Self.threadSeconds() - start) }  // The first run warms caches.
    }
    let time = ReadBenchmark.median(times)
    print("bytes=\(bytes.count) sha256=\(digest)")
    print(
      String(
        format: "sha256_cpu_seconds=%.4f sha256_mb_per_s=%.1f", time,
        Double(bytes.count) / 1_000_000 / time))
  }

  /// The CPU time of the calling thread, in seconds.
  static func threadSeconds() -> Double {
    var now = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now)
    return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
  }
}
