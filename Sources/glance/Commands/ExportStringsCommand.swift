import CopyReview
import Foundation
import Pipeline
import Snapshots
import Summaries

/// `glance export-strings`: the catalog's strings for a localizer, with context and examples.
enum ExportStringsCommand: Command {
  static let spec = CommandSpec(
    name: "export-strings",
    abstract: "Export the String Catalog's strings for a localizer (XLIFF 2.0 or 1.2, or CSV).",
    discussion: """
      One unit per key, and per plural form the target language has (CLDR), each with the \
      translators' comment, the source text, the current translation and, with --examples, \
      up to three real summaries that said it in that language, taken from a folder written \
      by 'glance run'. Translate the targets and read the file back with 'glance \
      import-strings'.
      """,
    options: [
      Options.language.spec, Options.format.spec, Options.catalog.spec, Options.examples.spec,
      Options.output.spec,
    ])

  struct Options: ParsableOptions {
    static let language = Option<String>(
      "language", "lang",
      help: "The language to translate into, as the catalog names it (de, en-GB).")
    static let format = Option<StringsFormat>(
      "format", "format", help: "xliff (XLIFF 2.0), xliff12 (XLIFF 1.2) or csv.",
      default: .xliff)
    static let catalog = Option<String>(
      "catalog", "file", help: "The String Catalog (default: the one Glance ships).")
    static let examples = Option<String>(
      "examples", "snapshot-dir", help: "Snapshots to take real sentences from, per key.")
    static let output = Option<String>(
      "output", "file", help: "Where to write the file (default: standard output).")

    var language: String
    var format: StringsFormat
    var catalog: String?
    var examples: String?
    var output: String?

    init(_ arguments: ParsedArguments) throws(CommandLineError) {
      guard let language = try arguments.value(Self.language) else {
        throw CommandLineError(message: "Missing expected option '--language <lang>'.")
      }
      self.language = language
      format = try arguments.value(Self.format) ?? .xliff
      catalog = try arguments.value(Self.catalog)
      examples = try arguments.value(Self.examples)
      output = try arguments.value(Self.output)
    }
  }

  static func run(_ options: Options, output: CommandOutput) async throws -> ExitCode {
    let catalog = try options.catalog.map(ImportStringsCommand.readCatalog) ?? .shipped
    guard catalog.languages.contains(options.language) else {
      throw CommandLineError(
        message:
          "The catalog has no language '\(options.language)'; it has \(catalog.languages.joined(separator: ", "))."
      )
    }
    let examples = try options.examples.map {
      try Self.examples(in: $0, language: options.language)
    }
    let units = TranslationUnit.units(
      of: catalog, language: options.language, examples: examples ?? [:])
    let text = StringsExchange.file(
      units, format: options.format.exchange, sourceLanguage: catalog.sourceLanguage,
      language: options.language)
    if let path = options.output {
      let url = URL(fileURLWithPath: path)
      do {
        _ = try SnapshotStore(root: url.deletingLastPathComponent()).write(
          Array(text.utf8), to: url.lastPathComponent)
      } catch {
        throw CommandFailure(exitCode: .cannotWrite, message: "\(error)")
      }
      output.err("wrote \(units.count) strings for '\(options.language)' to '\(path)'\n")
    } else {
      output.out(text)
    }
    return .success
  }

  /// Up to three distinct summaries per catalog key, from the snapshots of the locales that
  /// speak `language`, in the order the folder lists them.
  static func examples(in folder: String, language: String) throws -> [String: [String]] {
    let scan = try SnapshotScan.list(URL(fileURLWithPath: folder))
    var examples: [String: [String]] = [:]
    // Snapshots are '<source>/<locale>/<family>.json'; the files at the top (the manifest,
    // the diagnostics) are not.
    for path in scan.groups.flatMap(\.paths) where path.split(separator: "/").count == 3 {
      let file = scan.root.appendingPathComponent(path).path
      let bytes = try InputFile.read(file, maxBytes: 256 << 20)
      let document: SnapshotDocument
      do {
        document = try SnapshotDocument(bytes: bytes, file: path)
      } catch {
        throw CommandFailure(exitCode: .dataError, message: "\(error)")
      }
      guard StringCatalog.fallbackChain(document.locale).contains(language) else { continue }
      for entry in document.entries {
        for key in (entry.template ?? "").split(separator: " ").map(String.init) {
          var known = examples[key, default: []]
          if known.count < 3, !known.contains(entry.summary) { known.append(entry.summary) }
          examples[key] = known
        }
      }
    }
    return examples
  }

  static let exitCodes = [
    ExitCode.success.use,
    ExitCode.dataError.because("the catalog cannot be read"),
    ExitCode.noInput.because("no such catalog or snapshot folder"),
    ExitCode.cannotWrite.because("the file cannot be written"),
  ]
}

/// `--format` of the strings' exchange files.
enum StringsFormat: String, CaseIterable, ArgumentValue {
  case xliff
  case xliff12
  case csv

  var exchange: StringsExchange.Format {
    switch self {
    case .xliff: .xliff
    case .xliff12: .xliff12
    case .csv: .csv
    }
  }
}
