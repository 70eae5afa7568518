import Pipeline

/// A value an option or argument takes, read from its text: swift-argument-parser's
/// `ExpressibleByArgument`, without the dependency.
///
/// A type says once what its values are, and everything else follows from it: parsing, the
/// usage error for a bad value, the values listed in help, the "did you mean" suggestion and
/// the shell completions. An enumeration of strings gets all of it from its cases.
protocol ArgumentValue: Sendable {
  init?(argument: String)

  /// Every value there is, for help, completion and suggestions; empty when any text of the
  /// right form will do (a number, a date, a path).
  static var allValueStrings: [String] { get }

  /// What a good value looks like, for the error after a bad one: `1 to 256`.
  static var expectation: String { get }

  /// The usage error for `text`, given for `synopsis` (`--jobs <n>`), which is not a value.
  static func invalid(_ text: String, for synopsis: String) -> CommandLineError

  /// The value as it is written on the command line (a default, in help).
  var argumentText: String { get }
}

extension ArgumentValue {
  static var allValueStrings: [String] { [] }

  static var expectation: String { "one of \(allValueStrings.joined(separator: ", "))" }

  /// `The value 'xml' is invalid for '--format <format>'. Please provide one of 'text', 'json'.`
  /// for a type with a list of values, with the closest one suggested when there is one;
  /// `The value '0' is invalid for '--jobs <n>': expected 1 to 256.` for any other.
  static func invalid(_ text: String, for synopsis: String) -> CommandLineError {
    let values = allValueStrings
    guard !values.isEmpty else {
      return CommandLineError(
        message: "The value '\(text)' is invalid for '\(synopsis)': expected \(expectation).")
    }
    var message =
      "The value '\(text)' is invalid for '\(synopsis)'. Please provide one of \(values.map { "'\($0)'" }.joined(separator: ", "))."
    if let suggestion = Suggestion.closest(to: text, among: values) {
      message += " Did you mean '\(suggestion)'?"
    }
    return CommandLineError(message: message)
  }

  /// `text` as a value, or the usage error that says why it is not one.
  static func parse(_ text: String, for synopsis: String) throws(CommandLineError) -> Self {
    guard let value = Self(argument: text) else { throw invalid(text, for: synopsis) }
    return value
  }
}

extension ArgumentValue where Self: CaseIterable & RawRepresentable, RawValue == String {
  init?(argument: String) { self.init(rawValue: argument) }

  static var allValueStrings: [String] { allCases.map(\.rawValue) }

  var argumentText: String { rawValue }
}

extension String: ArgumentValue {
  init?(argument: String) { self = argument }

  static var expectation: String { "a text" }

  var argumentText: String { self }
}
