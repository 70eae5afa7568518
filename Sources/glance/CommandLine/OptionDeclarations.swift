/// An option that takes a value, declared once with its type: its spec (the usage line, help,
/// completion) is derived from it, and `ParsedArguments` reads it back as a `Value`.
///
/// ```swift
/// static let format = Option<OutputFormat>("format", "format", help: "Output format.", default: .text)
/// let format = try arguments.value(Self.format)   // an OutputFormat
/// ```
struct Option<Value: ArgumentValue>: Sendable {
  let spec: CommandSpec.Option
  let defaultValue: Value?

  init(
    _ name: String, _ valueName: String, help: String, default defaultValue: Value? = nil,
    repeating: Bool = false, required: Bool = false
  ) {
    let values = Value.allValueStrings
    spec = .value(
      name, valueName, help: help, default: defaultValue?.argumentText,
      choices: values.isEmpty ? nil : values, repeating: repeating, required: required)
    self.defaultValue = defaultValue
  }
}

/// An option without a value: `--strict`.
struct Flag: Sendable {
  let spec: CommandSpec.Option

  init(_ name: String, help: String) {
    spec = .flag(name, help: help)
  }
}

/// A positional argument, declared once with its type.
struct Positional<Value: ArgumentValue>: Sendable {
  let spec: CommandSpec.Argument

  init(_ name: String, help: String, repeating: Bool = false, optional: Bool = false) {
    let values = Value.allValueStrings
    spec = CommandSpec.Argument(
      name: name, help: help, isRepeating: repeating, isOptional: optional,
      choices: values.isEmpty ? nil : values)
  }
}

/// A command's options decoded once from its arguments into typed values, before it runs:
/// swift-argument-parser's `ParsableArguments`, each command's `Options` struct.
protocol ParsableOptions: Sendable {
  init(_ arguments: ParsedArguments) throws(CommandLineError)
}

/// A command that takes nothing but `--help`.
struct NoOptions: ParsableOptions {
  init(_ arguments: ParsedArguments) {}
}
