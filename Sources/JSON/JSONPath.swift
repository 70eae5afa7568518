/// A location inside a JSON document, written as in diagnostics: `$.reminders[3].due`.
public struct JSONPath: Sendable, Hashable, CustomStringConvertible {
  public private(set) var description: String

  public static let root = JSONPath(description: "$")

  private init(description: String) {
    self.description = description
  }

  public func appending(_ key: String) -> JSONPath {
    let plain =
      !key.isEmpty
      && key.unicodeScalars.allSatisfy {
        ($0 >= "a" && $0 <= "z") || ($0 >= "A" && $0 <= "Z") || ($0 >= "0" && $0 <= "9")
          || $0 == "_"
      }
    if plain { return JSONPath(description: description + "." + key) }
    var escaped = ""
    for character in key {
      if character == "\\" || character == "\"" { escaped.append("\\") }
      escaped.append(character)
    }
    return JSONPath(description: description + "[\"" + escaped + "\"]")
  }

  public func appending(_ index: Int) -> JSONPath {
    JSONPath(description: description + "[\(index)]")
  }

  public static func + (path: JSONPath, key: String) -> JSONPath { path.appending(key) }
  public static func + (path: JSONPath, index: Int) -> JSONPath { path.appending(index) }
}
