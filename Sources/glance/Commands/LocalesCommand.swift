import Summaries

/// `glance locales`: the locales Glance has copy for, the only ones it speaks.
enum LocalesCommand: Command {
  static let spec = CommandSpec(
    name: "locales",
    abstract: "List the locales summaries can be spoken in.",
    discussion: """
      One per line, from the shipped String Catalog. A pipeline file or --locale naming \
      another is refused; a source.json naming another gets a warning and that locale is \
      skipped.
      """)

  static let exitCodes = [ExitCode.success.use]

  static func run(_ options: NoOptions, output: CommandOutput) async throws -> ExitCode {
    output.out(StringCatalog.shippedLocales.map { $0 + "\n" }.joined())
    return .success
  }
}
