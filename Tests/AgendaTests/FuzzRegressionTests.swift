import Foundation
import Testing

@testable import Agenda

/// Fuzz/Regressions/reminders and source-settings, replayed as their fuzz targets run them.
/// The time limit catches a hang, not slowness: on a loaded 2-core machine a test can wait
/// minutes behind the suites that run beside it.
@Suite(.timeLimit(.minutes(5))) struct AgendaFuzzRegressionTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Fuzz/Regressions")

  static func files(_ target: String) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(target).path))
      ?? [])
      .filter { !$0.hasPrefix(".") }.sorted()
  }

  static func bytes(_ target: String, _ name: String) throws -> [UInt8] {
    [UInt8](try Data(contentsOf: root.appendingPathComponent(target).appendingPathComponent(name)))
  }

  @Test func thereAreRegressionFiles() {
    #expect(Self.files("reminders").count >= 4)
    #expect(Self.files("source-settings").count >= 2)
  }

  @Test(arguments: files("reminders")) func reminders(_ name: String) throws {
    let result = RemindersReader().read(try Self.bytes("reminders", name), fileName: name)
    // Every file here is broken somewhere: each says where, with a line or a JSON path.
    #expect(!result.diagnostics.isEmpty, "\(name)")
    #expect(
      result.diagnostics.allSatisfy { $0.line != nil || $0.path != nil }, "\(result.diagnostics)")
  }

  @Test(arguments: files("source-settings")) func sourceSettings(_ name: String) throws {
    let bytes = try Self.bytes("source-settings", name)
    let settings = SourceSettings.read(bytes, fileName: name)
    let favorites = FavoritesReader.read(bytes, fileName: name)
    #expect(!settings.diagnostics.isEmpty || !favorites.diagnostics.isEmpty, "\(name)")
    // Whatever the file said, no locale that could leave the output folder gets through.
    #expect(settings.settings.locales.allSatisfy(LanguageTag.isValid))
  }
}
