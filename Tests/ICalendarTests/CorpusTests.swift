import Foundation
import Testing

@testable import ICalendar

/// Every file of the public corpus, including fuzzer-found crash inputs, read without a crash
/// or a hang.
@Suite(.enabled(if: Corpus.isAvailable, Comment(rawValue: Corpus.skipMessage)))
struct CorpusTests {
  /// Generous enough for a debug build on a loaded machine; it catches hangs, not slowness
  /// (speed is measured in Benchmarks/).
  static let budget = Duration.seconds(10)

  @Test func everyFileReadsWithinBudget() throws {
    let files = Corpus.allFiles()
    #expect(files.count > 250)
    for file in files {
      let bytes = try Corpus.bytes(file)
      let clock = ContinuousClock()
      let start = clock.now
      let result = CalendarReader().read(bytes, fileName: file)
      let elapsed = clock.now - start
      #expect(elapsed < Self.budget, "\(file) took \(elapsed)")
      #expect(result.byteCount == bytes.count)
      // Every diagnostic names this file and, when it has a line, one inside it.
      let lineCount = bytes.reduce(1) { $0 + ($1 == 0x0A || $1 == 0x0D ? 1 : 0) }
      for diagnostic in result.diagnostics {
        #expect(diagnostic.file == file)
        if let line = diagnostic.line { #expect(line >= 1 && line <= lineCount, "\(diagnostic)") }
      }
    }
  }

  static let fuzzInputs: [String] = Corpus.allFiles().filter {
    $0.hasPrefix("libical/fuzz") || $0.hasPrefix("libical/poc-01") || $0.contains("fuzz_testcase_")
      || $0.hasPrefix("libical/timefuzz") || $0.hasPrefix("libical/timezonefuzz")
  }

  @Test func fuzzInputsGiveDiagnosticsNotCrashes() throws {
    #expect(Self.fuzzInputs.count >= 15)
    for file in Self.fuzzInputs {
      let result = try Corpus.read(file)
      #expect(!result.diagnostics.isEmpty, "\(file) read without any finding")
    }
  }

  @Test func validSamplesKeepTheirEvents() throws {
    // Files that libraries keep as valid samples must not lose events to errors.
    for file in Corpus.allFiles() where file.hasPrefix("ical4j/samples/valid/") {
      let result = try Corpus.read(file)
      let skipped = result.diagnostics.filter { $0.severity == .error }
      #expect(skipped.isEmpty, "\(file): \(skipped)")
    }
  }
}
