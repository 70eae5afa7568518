import Foundation
import Testing

/// Only locales with shipped copy are spoken: a flag or pipeline file naming another is refused
/// before any work (exit 64, naming the ones there are); a source.json naming one gets a
/// warning and the locale is skipped. Never a sentence in two languages.
@Suite(.enabled(if: GlanceProcess.isAvailable, "the glance binary is not built"))
struct LocaleCommandTests {
  static let shipped = "'de-DE', 'en-GB', 'en-US', 'fr-FR', 'ja-JP', 'ko-KR'"

  static func scratch() -> URL {
    FileManager.default.temporaryDirectory.appendingPathComponent(
      "glance-locale-\(UUID().uuidString)")
  }

  @Test func localesListsTheShippedOnes() throws {
    let result = try GlanceProcess.run(["locales"])
    #expect(result.status == 0)
    #expect(result.stdout == "de-DE\nen-GB\nen-US\nfr-FR\nja-JP\nko-KR\n")
    #expect(result.stderr.isEmpty)
  }

  /// `--locale fr-FR`, before French had copy, spoke "Today, lundi 1 juin. 2 events …" and
  /// exited 0, even with `--strict`; `--locale ''` spoke "Today, M06 1, Mon.".
  @Test(arguments: ["it-IT", "", "en", "de-de"])
  func aLocaleFlagWithoutCopyIsAUsageError(_ locale: String) throws {
    let result = try GlanceProcess.run([
      "summarize", "Data/student", "--family", "small", "--now", "2026-06-01T11:00:00Z",
      "--locale", locale,
    ])
    #expect(result.status == 64)
    #expect(result.stdout.isEmpty)
    // A locale spelled in another case is suggested as the catalog spells it.
    let suggestion = locale == "de-de" ? " Did you mean 'de-DE'?" : ""
    #expect(
      result.stderr.hasPrefix(
        "Error: The value '\(locale)' is invalid for '--locale <id>'. Please provide one of \(Self.shipped).\(suggestion)\n"
      ))
  }

  @Test func aPipelineFileNamingALocaleWithoutCopyIsRefusedBeforeAnyWork() throws {
    let folder = Self.scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let pipelines = folder.appendingPathComponent("Pipelines")
    try FileManager.default.createDirectory(at: pipelines, withIntermediateDirectories: true)
    let data = GlanceProcess.packageRoot.appendingPathComponent("Data").path
    let file = pipelines.appendingPathComponent("mixed.json")
    try Data(
      #"{"sources": "\#(data)", "output": "../Output", "locales": ["en-US", "it-IT"]}"#.utf8
    ).write(to: file)
    let result = try GlanceProcess.run(["run", file.path, "--quiet"])
    #expect(result.status == 64)
    #expect(
      result.stderr
        == "Error: mixed.json: $.locales[1]: locale 'it-IT' has no shipped copy, expected one of de-DE, en-GB, en-US, fr-FR, ja-JP, ko-KR (see 'glance locales')\n"
    )
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("Output").path))
  }

  @Test func aSourceLocaleWithoutCopyIsSkippedWithAWarning() throws {
    let folder = Self.scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let source = folder.appendingPathComponent("family")
    try FileManager.default.copyItem(
      at: GlanceProcess.packageRoot.appendingPathComponent("Data/family"), to: source)
    try Data(#"{"timeZone": "Europe/Berlin", "locales": ["it-IT", "de-DE"]}"#.utf8).write(
      to: source.appendingPathComponent("source.json"))
    let arguments = [
      "summarize", source.path, "--family", "small", "--now", "2026-06-01T11:00:00Z",
    ]
    let result = try GlanceProcess.run(arguments)
    #expect(result.status == 0)
    let german = try GlanceProcess.run(arguments + ["--locale", "de-DE"])
    #expect(german.stdout.contains("Uhr"))
    #expect(result.stdout == german.stdout, "spoken in de-DE, the first locale with copy")
    #expect(
      result.stderr.contains(
        "family/source.json: $.locales: warning: [SUM005] locale 'it-IT' has no shipped copy (shipped: de-DE, en-GB, en-US, fr-FR, ja-JP, ko-KR); skipped\n"
      ))
  }
}
