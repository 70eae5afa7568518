import Foundation
import Testing

/// The docs that name things in the code say what the code has: a test fails when one of
/// them drifts.
@Suite struct DocsTests {
  static func read(_ path: String) throws -> String {
    try String(contentsOf: GlanceProcess.packageRoot.appendingPathComponent(path), encoding: .utf8)
  }

  /// Every `.swift` file under `Sources/`, as text.
  static func sources() throws -> [String: String] {
    let root = GlanceProcess.packageRoot.appendingPathComponent("Sources")
    var files: [String: String] = [:]
    let walker = FileManager.default.enumerator(atPath: root.path)
    while let path = walker?.nextObject() as? String {
      guard path.hasSuffix(".swift") else { continue }
      files[path] = try String(
        contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }
    return files
  }

  /// All matches of `pattern`'s capture groups in `text`.
  static func matches(_ pattern: String, in text: String) throws -> [[String]] {
    let regex = try NSRegularExpression(pattern: pattern, options: [.anchorsMatchLines])
    let range = NSRange(text.startIndex..., in: text)
    return regex.matches(in: text, range: range).map { match in
      (1..<match.numberOfRanges).map {
        Range(match.range(at: $0), in: text).map { String(text[$0]) } ?? ""
      }
    }
  }

  /// Every `DiagnosticCode("ICS012", .error)` the code declares is a row of
  /// Docs/diagnostics.md with that severity, and every row is a declared code.
  @Test func everyDiagnosticCodeIsDocumentedWithItsSeverity() throws {
    var declared: [String: String] = [:]
    for text in try Self.sources().values {
      for match in try Self.matches(
        #"DiagnosticCode\("([A-Z]{3}[0-9]{3})", \.([a-z]+)\)"#, in: text)
      {
        #expect(declared[match[0]] == nil, "\(match[0]) is declared twice")
        declared[match[0]] = match[1]
      }
    }
    #expect(declared.count >= 50)
    let docs = try Self.read("Docs/diagnostics.md")
    var documented: [String: String] = [:]
    for match in try Self.matches(#"^\| ([A-Z]{3}[0-9]{3}) \| ([a-z ]+) \|"#, in: docs) {
      #expect(documented[match[0]] == nil, "\(match[0]) is documented twice")
      documented[match[0]] = match[1]
    }
    for (code, severity) in declared.sorted(by: { $0.key < $1.key }) {
      guard let cell = documented[code] else {
        Issue.record("\(code) (\(severity)) is not in Docs/diagnostics.md")
        continue
      }
      #expect(cell.split(separator: " ").contains(Substring(severity)), "\(code): '\(cell)'")
    }
    for code in documented.keys.sorted() where declared[code] == nil {
      Issue.record("\(code) is in Docs/diagnostics.md but no code declares it")
    }
  }
}

/// Docs/architecture.md is a map of the code: its module table is Package.swift's targets with
/// their dependencies, every module imports only what it depends on, and every type it names
/// exists.
@Suite struct ArchitectureDocsTests {
  /// The non-test targets of Package.swift with their direct dependencies.
  static func targets() throws -> [String: Set<String>] {
    let manifest = try DocsTests.read("Package.swift")
    var targets: [String: Set<String>] = [:]
    let pattern =
      #"\.(?:target|executableTarget)\(\s*name:\s*"([^"]+)"(?:,\s*dependencies:\s*\[([^\]]*)\])?"#
    for match in try DocsTests.matches(pattern, in: manifest) {
      let names = try DocsTests.matches(#""([^"]+)""#, in: match[1]).map { $0[0] }
      targets[match[0]] = Set(names)
    }
    return targets
  }

  static func docs() throws -> String { try DocsTests.read("Docs/architecture.md") }

  @Test func theModuleTableIsPackageSwift() throws {
    let targets = try Self.targets()
    #expect(targets.count >= 10)
    var documented: [String: Set<String>] = [:]
    for match in try DocsTests.matches(
      #"^\| `([A-Za-z-]+)`[^|]* \| .* \| ([^|]*) \|$"#, in: Self.docs())
    {
      let names = try DocsTests.matches("`([A-Za-z-]+)`", in: match[1]).map { $0[0] }
      documented[match[0]] = Set(names)
    }
    #expect(Set(documented.keys) == Set(targets.keys))
    for (target, dependencies) in targets {
      #expect(documented[target] == dependencies, "\(target)")
    }
  }

  /// A module imports no other module of the package than those it depends on.
  @Test func modulesImportOnlyTheirDependencies() throws {
    let targets = try Self.targets()
    for (path, text) in try DocsTests.sources() {
      let module = String(path.split(separator: "/")[0])
      guard let allowed = targets[module] else { continue }
      for match in try DocsTests.matches(#"^import ([A-Za-z]+)$"#, in: text)
      where targets[match[0]] != nil {
        #expect(allowed.contains(match[0]), "\(path) imports \(match[0])")
      }
    }
  }

  /// Every `Type` and `Type.member` the page names in code font is declared in Sources/.
  @Test func everyTypeNamedExists() throws {
    let sources = try DocsTests.sources().values.joined(separator: "\n")
    let targets = try Self.targets()
    let docs = try Self.docs()
    var named: Set<String> = []
    for match in try DocsTests.matches(#"`([A-Z][A-Za-z0-9]+)(?:[.(][^`]*)?`"#, in: docs) {
      named.insert(match[0])
    }
    // The diagram names types without code font.
    for match in try DocsTests.matches(#"\b([A-Z][a-z]+[A-Z][A-Za-z]+)\b"#, in: docs) {
      named.insert(match[0])
    }
    #expect(named.count >= 30)
    // What the platform and the tests provide, and the products the diff formats are for.
    let elsewhere: Set<String> = [
      "Foundation", "Glibc", "Sendable", "SwiftUI", "WidgetKit", "VoiceOver", "Package",
      "DocsTests", "GitHub",
    ]
    for name in named.sorted() where targets[name] == nil && !elsewhere.contains(name) {
      let declared = try !DocsTests.matches(
        #"(struct|enum|class|protocol) \#(name)\b"#, in: sources
      ).isEmpty
      #expect(declared, "Docs/architecture.md names '\(name)', which Sources/ does not declare")
    }
  }
}
