import CopyReview
import Foundation
import Pipeline
import Summaries

/// `glance import-strings`: a localizer's translated file, read back into the String Catalog
/// after checks.
enum ImportStringsCommand: Command {
  static let spec = CommandSpec(
    name: "import-strings",
    abstract: "Read translated strings (XLIFF 2.0 or 1.2, or CSV) back into a String Catalog.",
    discussion: """
      The file is one 'glance export-strings' wrote, translated. Every id must be a key of \
      the catalog (or key:form for a plural), every target must take the source's \
      placeholders (%@, %1$@, %lld: the same, or for a plural form other than 'other' some \
      of them), and a plural key must have every form the language needs (CLDR). Any \
      problem is printed with its line and nothing is written; otherwise the catalog file \
      is rewritten with the translations, keeping every other line as it was. Units without \
      a target are left as the catalog has them.
      """,
    arguments: [Options.file.spec],
    options: [Options.catalog.spec, Options.language.spec, Options.output.spec])

  struct Options: ParsableOptions {
    static let file = Positional<String>(
      "file", help: "The translated file: .xlf or .xliff (XLIFF 2.0 or 1.2), or .csv.")
    static let catalog = Option<String>(
      "catalog", "file",
      help: "The String Catalog to update (Sources/Summaries/Resources/Localizable.xcstrings).")
    static let language = Option<String>(
      "language", "lang", help: "The target language: required for CSV; XLIFF names it.")
    static let output = Option<String>(
      "output", "file", help: "Write the updated catalog here instead of over --catalog.")

    var file: String
    var catalog: String
    var language: String?
    var output: String?

    init(_ arguments: ParsedArguments) throws(CommandLineError) {
      file = try arguments.argument(required: Self.file)
      guard let catalog = try arguments.value(Self.catalog) else {
        throw CommandLineError(message: "Missing expected option '--catalog <file>'.")
      }
      self.catalog = catalog
      language = try arguments.value(Self.language)
      output = try arguments.value(Self.output)
    }
  }

  static func readCatalog(_ path: String) throws -> StringCatalog {
    let bytes = try InputFile.read(path, maxBytes: 64 << 20)
    do {
      return try StringCatalog(bytes: bytes)
    } catch {
      throw CommandFailure(exitCode: .dataError, message: "\(path): \(error)")
    }
  }

  static func run(_ options: Options, output: CommandOutput) async throws -> ExitCode {
    let catalogBytes = try InputFile.read(options.catalog, maxBytes: 64 << 20)
    let catalog: StringCatalog
    do {
      catalog = try StringCatalog(bytes: catalogBytes)
    } catch {
      throw CommandFailure(exitCode: .dataError, message: "\(options.catalog): \(error)")
    }
    let bytes = try InputFile.read(options.file, maxBytes: 64 << 20)
    let isCSV = options.file.lowercased().hasSuffix(".csv")
    let language: String
    let strings: [StringsExchange.Translated]
    do {
      if isCSV {
        guard let given = options.language else {
          throw CommandLineError(message: "A CSV file needs '--language <lang>'.")
        }
        language = given
        strings = try StringsExchange.readCSV(bytes, file: options.file)
      } else {
        let read = try StringsExchange.readXLIFF(
          bytes, file: options.file, sourceLanguage: catalog.sourceLanguage)
        if let given = options.language, given != read.language {
          throw CommandLineError(
            message:
              "'--language \(given)' but the file's target language is '\(read.language)'.")
        }
        (language, strings) = read
      }
    } catch let problem as StringsExchange.Problem {
      output.err("\(problem)\n")
      return .dataError
    }
    let merged = StringsExchange.merge(
      strings, language: language, into: catalog, file: options.file)
    guard merged.problems.isEmpty else {
      for problem in merged.problems { output.err("\(problem)\n") }
      output.err(
        "\(merged.problems.count) problems in '\(options.file)'; '\(options.output ?? options.catalog)' was not written\n"
      )
      return .dataError
    }
    // The catalog was read above, so its JSON is valid.
    let updated = try StringCatalogFile.updating(
      catalogBytes, with: merged.values, language: language)
    let target = URL(fileURLWithPath: options.output ?? options.catalog)
    do {
      _ = try SnapshotStore(root: target.deletingLastPathComponent()).write(
        updated, to: target.lastPathComponent)
    } catch {
      throw CommandFailure(exitCode: .cannotWrite, message: "\(error)")
    }
    let changed = merged.values.filter { catalog.strings[$0.key]?[language] != $0.value }.count
    output.err(
      "read \(strings.count) translated strings for '\(language)'; \(changed) keys changed in '\(target.path)'\n"
    )
    return .success
  }

  static let exitCodes = [
    ExitCode.success.use,
    ExitCode.dataError.because(
      "the file or the catalog cannot be read, or a translation fails a check"),
    ExitCode.noInput.because("no such file or catalog"),
    ExitCode.cannotWrite.because("the catalog cannot be written"),
  ]
}
