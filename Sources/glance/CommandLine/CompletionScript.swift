/// Shell completion scripts for bash, zsh and fish, written from the commands' specs, so a
/// new option completes as soon as it exists.
///
/// Each completes the subcommands (with their abstracts where the shell shows them), each
/// command's options with their short forms, the values of options that take a fixed set
/// (`--format`), folders for folder values and arguments (`--output`, `<reference-dir>`),
/// files for files (`<pipeline>`, `<files>`), and nothing for free values (`--now`).
struct CompletionScript {
  let commands: [CommandSpec]
  /// The options `glance` takes before a subcommand: those of the default command, `run`.
  let defaultCommand: CommandSpec

  func script(for shell: Shell) -> String {
    switch shell {
    case .zsh: zsh
    case .fish: fish
    case .bash: bash
    }
  }

  /// Every name an option answers to: `-o`, `--output`.
  static func names(_ option: CommandSpec.Option) -> [String] {
    (option.short.map { ["-\($0)"] } ?? []) + ["--\(option.name)"]
  }

  // MARK: - bash

  var bash: String {
    var lines = [
      "# bash completion for glance, written by 'glance completion bash'.",
      "# Load it with: source <(glance completion bash)",
      "_glance() {",
      "  local cur=${COMP_WORDS[COMP_CWORD]} prev=${COMP_WORDS[COMP_CWORD-1]} command= i",
      "  for ((i = 1; i < COMP_CWORD; i++)); do",
      "    case ${COMP_WORDS[i]} in",
      "      \(commands.map(\.name).joined(separator: "|")))",
      "        command=${COMP_WORDS[i]}",
      "        break",
      "        ;;",
      "    esac",
      "  done",
      "  case $command in",
    ]
    let top = CommandSpec(
      name: "", abstract: "",
      arguments: [.init(name: "subcommand", help: "", choices: commands.map(\.name) + ["help"])],
      options: defaultCommand.options + [.flag("version", help: "")])
    for spec in [top] + commands {
      lines.append("    \(spec.name.isEmpty ? "''" : spec.name))")
      lines += Self.bashCommand(spec).map { "      " + $0 }
      lines.append("      ;;")
    }
    lines += [
      "  esac",
      "}",
      "complete -F _glance glance",
    ]
    return lines.joined(separator: "\n") + "\n"
  }

  /// The completions of one command, after the previous word and the current one.
  static func bashCommand(_ spec: CommandSpec) -> [String] {
    var lines = ["case $prev in"]
    let valued = spec.allOptions.filter { !$0.isFlag }
    for kind in kinds(valued.compactMap(\.valueKind)) {
      let names = valued.filter { $0.valueKind == kind }.flatMap(Self.names)
      lines += [
        "  \(names.joined(separator: "|")))", "    \(bashValues(kind))", "    return", "    ;;",
      ]
    }
    lines.append("esac")
    let options = spec.allOptions.flatMap(Self.names).joined(separator: " ")
    lines += [
      "if [[ $cur == -* ]]; then",
      "  COMPREPLY=($(compgen -W '\(options)' -- \"$cur\"))",
      "  return",
      "fi",
    ]
    if let kind = spec.argumentKind { lines.append(bashValues(kind)) }
    return lines
  }

  /// The distinct kinds, in order of first appearance.
  static func kinds(_ kinds: [CommandSpec.ValueKind]) -> [CommandSpec.ValueKind] {
    var seen: [CommandSpec.ValueKind] = []
    for kind in kinds where !seen.contains(kind) { seen.append(kind) }
    return seen
  }

  static func bashValues(_ kind: CommandSpec.ValueKind) -> String {
    switch kind {
    case .choices(let values):
      "COMPREPLY=($(compgen -W '\(values.joined(separator: " "))' -- \"$cur\"))"
    case .file: "compopt -o filenames 2>/dev/null; COMPREPLY=($(compgen -f -- \"$cur\"))"
    case .folder: "compopt -o filenames 2>/dev/null; COMPREPLY=($(compgen -d -- \"$cur\"))"
    case .text: "COMPREPLY=()"
    }
  }

  // MARK: - zsh

  var zsh: String {
    var lines = [
      "#compdef glance",
      "# zsh completion for glance, written by 'glance completion zsh'. Save it as _glance in a",
      "# folder of $fpath, or load it with: source <(glance completion zsh)",
      "_glance() {",
      "  local context state state_descr line",
      "  typeset -A opt_args",
      "  local -a commands",
      "  commands=(",
    ]
    for spec in commands {
      lines.append("    \(Self.zshQuoted("\(spec.name):\(spec.abstract)"))")
    }
    lines += [
      "  )",
      "  _arguments -C \\",
      "    '(- *)--version[Show the version.]' \\",
      "    '(- *)'{-h,--help}'[Show help information.]' \\",
      "    '1: :->command' \\",
      "    '*:: :->argument' && return",
      "  case $state in",
      "    command) _describe -t commands 'glance subcommand' commands ;;",
      "    argument)",
      "      case $words[1] in",
    ]
    for spec in commands {
      lines.append("        \(spec.name))")
      lines.append("          _arguments -s \\")
      var specs = spec.allOptions.map(Self.zshOption)
      for (index, argument) in spec.arguments.enumerated() {
        let action = Self.zshAction(
          CommandSpec.ValueKind(name: argument.name, choices: argument.choices))
        let position =
          argument.isRepeating ? "*" : "\(index + 1)" + (argument.isOptional ? ":" : "")
        specs.append(Self.zshQuoted("\(position):\(argument.name):\(action)"))
      }
      lines += specs.map { "            \($0) \\" }
      lines.append("            && return")
      lines.append("          ;;")
    }
    lines += [
      "      esac",
      "      ;;",
      "  esac",
      "}",
      "if [[ $zsh_eval_context[-1] == loadautofunc ]]; then",
      "  _glance \"$@\"",
      "else",
      "  compdef _glance glance",
      "fi",
    ]
    return lines.joined(separator: "\n") + "\n"
  }

  /// `'(-o --output)'{-o,--output}'[Write here.]:dir:_files -/'`.
  static func zshOption(_ option: CommandSpec.Option) -> String {
    let names = Self.names(option)
    var description = "[\(zshBracketed(option.help))]"
    if let kind = option.valueKind {
      description += ":\(option.valueName!):\(zshAction(kind))"
    }
    let repeating = option.isRepeating ? "*" : ""
    guard names.count > 1 else { return zshQuoted(repeating + names[0] + description) }
    return zshQuoted("(\(names.joined(separator: " ")))") + "{\(names.joined(separator: ","))}"
      + zshQuoted(description)
  }

  static func zshAction(_ kind: CommandSpec.ValueKind) -> String {
    switch kind {
    case .choices(let values): "(\(values.joined(separator: " ")))"
    case .file: "_files"
    case .folder: "_files -/"
    case .text: " "
    }
  }

  /// Text inside `[…]` of an option's description: brackets and colons escaped.
  static func zshBracketed(_ text: String) -> String {
    var result = ""
    for character in text {
      if "[]:\\".contains(character) { result.append("\\") }
      result.append(character)
    }
    return result
  }

  /// `text` in single quotes, a quote inside written `'\''`.
  static func zshQuoted(_ text: String) -> String {
    "'" + text.split(separator: "'", omittingEmptySubsequences: false).joined(separator: "'\\''")
      + "'"
  }

  // MARK: - fish

  var fish: String {
    var lines = [
      "# fish completion for glance, written by 'glance completion fish'. Save it as",
      "# ~/.config/fish/completions/glance.fish, or load it with: glance completion fish | source",
      "complete -c glance -f",
      "complete -c glance -n __fish_use_subcommand -s h -l help -d \(Self.fishQuoted("Show help information."))",
      "complete -c glance -n __fish_use_subcommand -l version -d \(Self.fishQuoted("Show the version."))",
    ]
    for spec in commands {
      lines.append(
        "complete -c glance -n __fish_use_subcommand -a \(spec.name) -d \(Self.fishQuoted(spec.abstract))"
      )
    }
    for spec in commands {
      let condition = "-n \(Self.fishQuoted("__fish_seen_subcommand_from \(spec.name)"))"
      for option in spec.allOptions {
        var line = "complete -c glance \(condition)"
        if let short = option.short { line += " -s \(short)" }
        line += " -l \(option.name)"
        if let kind = option.valueKind { line += " " + Self.fishValues(kind) }
        lines.append(line + " -d \(Self.fishQuoted(option.help))")
      }
      if let kind = spec.argumentKind {
        lines.append("complete -c glance \(condition) \(Self.fishValues(kind, option: false))")
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The flags that make fish complete a value of `kind`; for an option, that it takes one.
  static func fishValues(_ kind: CommandSpec.ValueKind, option: Bool = true) -> String {
    let takes = option ? "-r " : ""
    switch kind {
    case .choices(let values): return "-x -a \(fishQuoted(values.joined(separator: " ")))"
    case .file: return takes + "-F"
    case .folder: return takes + "-a '(__fish_complete_directories)'"
    case .text: return option ? "-x" : ""
    }
  }

  /// `text` in single quotes, with `\` and `'` escaped as fish reads them.
  static func fishQuoted(_ text: String) -> String {
    var result = "'"
    for character in text {
      if character == "\\" || character == "'" { result.append("\\") }
      result.append(character)
    }
    return result + "'"
  }
}
