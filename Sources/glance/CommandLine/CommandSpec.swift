/// What a subcommand accepts, from which both parsing and `--help` are derived.
///
/// The layout of help and errors follows swift-argument-parser (OVERVIEW, USAGE, ARGUMENTS,
/// OPTIONS), written by hand because the package has no dependencies. The shell completion
/// scripts (`glance completion`) are derived from the same specs.
struct CommandSpec {
  struct Argument {
    var name: String
    var help: String
    var isRepeating = false
    var isOptional = false
    /// The accepted values, when the argument is an enumeration.
    var choices: [String]?
  }

  /// What a value is, for completing it in a shell.
  enum ValueKind: Equatable {
    case choices([String])
    case file
    case folder
    /// Anything: a date, a number.
    case text

    /// Read from the value's name: `dir`, `reference-dir`, `source-folder` are folders; `file`,
    /// `files`, `pipeline` files.
    init(name: String, choices: [String]?) {
      if let choices {
        self = .choices(choices)
      } else if name.hasSuffix("dir") || name.hasSuffix("folder") {
        self = .folder
      } else if name.hasSuffix("file") || name.hasSuffix("files") || name == "pipeline" {
        self = .file
      } else {
        self = .text
      }
    }
  }

  struct Option {
    var name: String
    var short: Character?
    /// The value's placeholder; `nil` for a flag.
    var valueName: String?
    var help: String
    var defaultValue: String?
    /// The accepted values, when the option is an enumeration.
    var choices: [String]?
    var isRepeating = false
    /// Shown without brackets in the usage line; parsing fails without it.
    var isRequired = false

    var isFlag: Bool { valueName == nil }

    /// What the value is; `nil` for a flag.
    var valueKind: ValueKind? { valueName.map { ValueKind(name: $0, choices: choices) } }

    /// `--output <dir>`, or `--quiet` for a flag.
    var synopsis: String { valueName.map { "--\(name) <\($0)>" } ?? "--\(name)" }

    /// The short forms of the common options, the same in every command that has them.
    static let shortForms: [String: Character] = [
      "help": "h", "jobs": "j", "output": "o", "quiet": "q",
    ]

    static func flag(_ name: String, short: Character? = nil, help: String) -> Option {
      Option(name: name, short: short ?? shortForms[name], valueName: nil, help: help)
    }

    static func value(
      _ name: String, _ valueName: String, help: String, default defaultValue: String? = nil,
      choices: [String]? = nil, repeating: Bool = false, required: Bool = false
    ) -> Option {
      Option(
        name: name, short: shortForms[name], valueName: valueName, help: help,
        defaultValue: defaultValue, choices: choices, isRepeating: repeating,
        isRequired: required)
    }
  }

  var name: String
  var abstract: String
  var discussion: String?
  var arguments: [Argument] = []
  var options: [Option] = []

  static let helpOption = Option.flag("help", short: "h", help: "Show help information.")

  var allOptions: [Option] { options + [Self.helpOption] }

  /// What the positional arguments are: the first argument's kind (every command's arguments
  /// are of one kind), `nil` for a command that takes none.
  var argumentKind: ValueKind? {
    arguments.first.map { ValueKind(name: $0.name, choices: $0.choices) }
  }

  /// `glance summarize <source-folder> --family <family> [--format <format>]`: required
  /// options without brackets, as swift-argument-parser writes them.
  var usage: String {
    var parts = ["glance", name]
    for argument in arguments {
      var text = "<\(argument.name)>"
      if argument.isRepeating { text += " ..." }
      parts.append(argument.isOptional ? "[\(text)]" : text)
    }
    for option in options {
      parts.append(option.isRequired ? option.synopsis : "[\(option.synopsis)]")
    }
    return parts.joined(separator: " ")
  }

  var help: String {
    var lines = ["OVERVIEW: \(abstract)"]
    if let discussion {
      lines.append("")
      for paragraph in discussion.split(separator: "\n", omittingEmptySubsequences: false) {
        lines += Self.wrap(String(paragraph), width: 80)
      }
    }
    lines += ["", "USAGE: \(usage)"]
    if !arguments.isEmpty {
      lines += ["", "ARGUMENTS:"]
      for argument in arguments {
        lines += Self.row("<\(argument.name)>", argument.help)
      }
    }
    lines += ["", "OPTIONS:"]
    for option in allOptions {
      let label = (option.short.map { "-\($0), " } ?? "") + option.synopsis
      var text = option.help
      if let choices = option.choices { text += " (values: \(choices.joined(separator: ", ")))" }
      if let defaultValue = option.defaultValue { text += " (default: \(defaultValue))" }
      lines += Self.row(label, text)
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// Words of `text` in lines of at most `width` columns.
  static func wrap(_ text: String, width: Int) -> [String] {
    var lines: [String] = []
    var current = ""
    for word in text.split(separator: " ") {
      if !current.isEmpty, current.count + 1 + word.count > width {
        lines.append(current)
        current = ""
      }
      current += current.isEmpty ? String(word) : " " + word
    }
    lines.append(current)
    return lines
  }

  /// A two-column help row, wrapped at 80 columns with the text starting at column `indent`.
  static func row(_ label: String, _ text: String, indent: Int = 26) -> [String] {
    var lines: [String] = []
    var current = "  " + label
    if current.count >= indent - 1 {
      lines.append(current)
      current = ""
    }
    current = current.padding(toLength: indent, withPad: " ", startingAt: 0)
    var lineLength = indent
    for word in text.split(separator: " ") {
      if lineLength + word.count + 1 > 80, lineLength > indent {
        lines.append(current)
        current = String(repeating: " ", count: indent)
        lineLength = indent
      }
      if lineLength > indent {
        current += " "
        lineLength += 1
      }
      current += word
      lineLength += word.count
    }
    lines.append(current)
    return lines
  }
}
