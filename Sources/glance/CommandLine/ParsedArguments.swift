import Pipeline

/// The arguments of one invocation, checked against a `CommandSpec`, as text: a command's
/// `Options` reads them once into typed values through the declarations (`Option`, `Flag`,
/// `Positional`), never by name.
struct ParsedArguments {
  var positional: [String: [String]] = [:]
  var values: [String: [String]] = [:]
  var flags: Set<String> = []
  var wantsHelp = false

  func flag(_ flag: Flag) -> Bool { flags.contains(flag.spec.name) }

  /// The option's last value, else its default; `nil` when neither is there.
  func value<Value>(_ option: Option<Value>) throws(CommandLineError) -> Value? {
    guard let text = values[option.spec.name]?.last else { return option.defaultValue }
    return try Value.parse(text, for: option.spec.synopsis)
  }

  /// The option's value, which is there: it is required (parsing failed without it) or has a
  /// default.
  func value<Value>(required option: Option<Value>) throws(CommandLineError) -> Value {
    guard let value = try value(option) else {
      throw CommandLineError(message: "Missing expected option '\(option.spec.synopsis)'.")
    }
    return value
  }

  /// Every value given for a repeating option, in order.
  func values<Value>(_ option: Option<Value>) throws(CommandLineError) -> [Value] {
    var result: [Value] = []
    for text in values[option.spec.name] ?? [] {
      result.append(try Value.parse(text, for: option.spec.synopsis))
    }
    return result
  }

  /// Whether the option was given (a default does not count).
  func has<Value>(_ option: Option<Value>) -> Bool { values[option.spec.name] != nil }

  /// The argument, when given.
  func argument<Value>(_ argument: Positional<Value>) throws(CommandLineError) -> Value? {
    guard let text = positional[argument.spec.name]?.first else { return nil }
    return try Value.parse(text, for: "<\(argument.spec.name)>")
  }

  /// The argument, which parsing made sure is there.
  func argument<Value>(required argument: Positional<Value>) throws(CommandLineError) -> Value {
    guard let value = try self.argument(argument) else {
      throw CommandLineError(message: "Missing expected argument '<\(argument.spec.name)>'")
    }
    return value
  }

  /// Every value of a repeating argument.
  func arguments<Value>(_ argument: Positional<Value>) throws(CommandLineError) -> [Value] {
    var result: [Value] = []
    for text in positional[argument.spec.name] ?? [] {
      result.append(try Value.parse(text, for: "<\(argument.spec.name)>"))
    }
    return result
  }
}

/// A usage mistake, printed in swift-argument-parser's shape and exiting with 64.
struct CommandLineError: Error, Equatable, CustomStringConvertible {
  var message: String

  var description: String { message }

  static func unknownOption(_ option: String, candidates: [String]) -> CommandLineError {
    var message = "Unknown option '\(option)'."
    if let suggestion = Suggestion.closest(to: option, among: candidates) {
      message += " Did you mean '\(suggestion)'?"
    }
    return CommandLineError(message: message)
  }
}

enum ArgumentParser {
  static func parse(_ arguments: [String], spec: CommandSpec) throws(CommandLineError)
    -> ParsedArguments
  {
    var parsed = ParsedArguments()
    var positional: [String] = []
    var index = 0
    var onlyPositional = false
    let longNames = spec.allOptions.map { "--\($0.name)" }
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if onlyPositional || !argument.hasPrefix("-") || argument == "-" {
        positional.append(argument)
        continue
      }
      if argument == "--" {
        onlyPositional = true
        continue
      }
      var name: Substring
      var inlineValue: String?
      if argument.hasPrefix("--") {
        name = argument.dropFirst(2)
        if let equals = name.firstIndex(of: "=") {
          inlineValue = String(name[name.index(after: equals)...])
          name = name[..<equals]
        }
      } else {
        // `-j 4`, or `-j4` with the value attached.
        let letter = argument.dropFirst().first
        guard let option = spec.allOptions.first(where: { $0.short != nil && $0.short == letter }),
          argument.count == 2 || !option.isFlag
        else { throw .unknownOption(argument, candidates: longNames) }
        name = Substring(option.name)
        if argument.count > 2 { inlineValue = String(argument.dropFirst(2)) }
      }
      guard let option = spec.allOptions.first(where: { $0.name == name }) else {
        throw .unknownOption("--\(name)", candidates: longNames)
      }
      if option.name == CommandSpec.helpOption.name {
        parsed.wantsHelp = true
        continue
      }
      if option.isFlag {
        guard inlineValue == nil else {
          throw CommandLineError(message: "The flag '--\(option.name)' does not take a value.")
        }
        parsed.flags.insert(option.name)
        continue
      }
      let value: String
      if let inlineValue {
        value = inlineValue
      } else {
        guard index < arguments.count else {
          throw CommandLineError(message: "Missing value for '\(option.synopsis)'.")
        }
        value = arguments[index]
        index += 1
      }
      parsed.values[option.name, default: []].append(value)
    }
    if parsed.wantsHelp { return parsed }
    for option in spec.options where !option.isFlag && parsed.values[option.name] == nil {
      if option.isRequired {
        throw CommandLineError(message: "Missing expected option '\(option.synopsis)'.")
      }
      if let defaultValue = option.defaultValue { parsed.values[option.name] = [defaultValue] }
    }
    var remaining = positional[...]
    for argument in spec.arguments {
      if argument.isRepeating {
        parsed.positional[argument.name] = Array(remaining)
        if remaining.isEmpty, !argument.isOptional {
          throw CommandLineError(message: "Missing expected argument '<\(argument.name)> ...'")
        }
        remaining = []
      } else if let first = remaining.first {
        parsed.positional[argument.name] = [first]
        remaining = remaining.dropFirst()
      } else if !argument.isOptional {
        throw CommandLineError(message: "Missing expected argument '<\(argument.name)>'")
      }
    }
    if let extra = remaining.first {
      throw CommandLineError(message: "Unexpected argument '\(extra)'")
    }
    return parsed
  }
}
