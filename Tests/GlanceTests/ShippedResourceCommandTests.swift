import Foundation
import Testing

/// A `glance` installed beside a damaged copy of its resources refuses to work: exit 70 and
/// `SUM003` naming the file, before anything is read or written. With an unreadable String
/// Catalog it used to speak keys such as "lead.now", or never finish a summary at all.
@Suite(.enabled(if: GlanceProcess.isAvailable, "the glance binary is not built"))
struct ShippedResourceCommandTests {
  static let bundleName = "Glance_Summaries.resources"

  /// A copy of the binary with its resource bundle beside it, where the generated bundle
  /// accessor looks first, damaged by `damage`.
  static func install(_ damage: (URL) throws -> Void) throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "glance-install-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let built = GlanceProcess.executable.deletingLastPathComponent()
    try FileManager.default.copyItem(
      at: GlanceProcess.executable, to: folder.appendingPathComponent("glance"))
    let bundle = folder.appendingPathComponent(bundleName)
    try FileManager.default.copyItem(at: built.appendingPathComponent(bundleName), to: bundle)
    try damage(bundle)
    return folder
  }

  /// Runs the installed copy, killed after a minute should it never finish.
  static func run(_ folder: URL, _ arguments: [String]) throws -> GlanceProcess.Result {
    let glance = folder.appendingPathComponent("glance")
    let timeout = URL(fileURLWithPath: "/usr/bin/timeout")
    guard FileManager.default.isExecutableFile(atPath: timeout.path) else {
      return try GlanceProcess.run(arguments, executable: glance)
    }
    return try GlanceProcess.run(
      ["-s", "KILL", "60", glance.path] + arguments, executable: timeout)
  }

  static let summarize = [
    "summarize", "Data/student", "--family", "small", "--now", "2026-06-01T11:00:00Z",
  ]

  @Test func anUndamagedInstallationSpeaks() throws {
    let folder = try Self.install { _ in }
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try Self.run(folder, Self.summarize)
    #expect(result.status == 0)
    #expect(result.stdout.hasPrefix("2026-06-01T11:00:00Z\n  "))
    #expect(result.stdout == (try GlanceProcess.run(Self.summarize)).stdout)
  }

  @Test func aTruncatedCatalogStopsEveryCommandWithExit70() throws {
    let folder = try Self.install { bundle in
      try Data(#"{"sourceLanguage": "en", "strings": "#.utf8).write(
        to: bundle.appendingPathComponent("Localizable.xcstrings"))
    }
    defer { try? FileManager.default.removeItem(at: folder) }
    let output = folder.appendingPathComponent("Output")
    for arguments in [Self.summarize, ["run", "--quiet", "--output", output.path]] {
      let result = try Self.run(folder, arguments)
      #expect(result.status == 70, "\(arguments[0])")
      #expect(result.stdout.isEmpty)
      #expect(
        result.stderr
          == "Error: [SUM003] cannot load the shipped resource '\(folder.path)/\(Self.bundleName)/Localizable.xcstrings': String Catalog is not valid JSON: line 1, column 37: expected a value, found the end of the file; no summary can be spoken\n"
      )
    }
    #expect(!FileManager.default.fileExists(atPath: output.path), "nothing was written")
  }

  /// A language of the catalog without a complete lexicon does not ship: the whole
  /// installation refuses, rather than speak German without its clock or its street words.
  @Test func aLanguageWithoutACompleteLexiconStopsTheRunWithExit70() throws {
    let folder = try Self.install { bundle in
      let german = bundle.appendingPathComponent("Lexicons/de.json")
      var object = try #require(
        try JSONSerialization.jsonObject(with: Data(contentsOf: german)) as? [String: Any])
      object["places"] = nil
      try JSONSerialization.data(withJSONObject: object).write(to: german)
    }
    defer { try? FileManager.default.removeItem(at: folder) }
    for arguments in [Self.summarize, ["locales"]] {
      let result = try Self.run(folder, arguments)
      #expect(result.status == 70, "\(arguments[0])")
      #expect(result.stdout.isEmpty)
      #expect(
        result.stderr
          == "Error: [SUM003] cannot load the shipped resource '\(folder.path)/\(Self.bundleName)/Lexicons/de.json': 'de' has no 'places.meetingWords'; a language Glance speaks needs every member of its lexicon; no summary can be spoken\n"
      )
    }
  }
}
