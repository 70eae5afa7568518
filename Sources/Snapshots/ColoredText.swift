/// Text whose runs may carry a colour: a diff's removed and added words and lines.
///
/// The colours are kept beside the text, never inside it as escape sequences. A diff quotes
/// snapshots, and a snapshot quotes calendars anyone can write, so whatever writes this to a
/// terminal escapes every control character of the text and adds the colours itself; a
/// colour code in a title stays text.
public struct ColoredText: Sendable, Hashable, ExpressibleByStringLiteral {
  public enum Color: Sendable, Hashable {
    /// What was removed.
    case red
    /// What was added.
    case green
  }

  public struct Run: Sendable, Hashable {
    public var text: String
    public var color: Color?

    public init(text: String, color: Color?) {
      self.text = text
      self.color = color
    }
  }

  public private(set) var runs: [Run] = []

  public init(_ text: String = "", color: Color? = nil) {
    if !text.isEmpty { runs = [Run(text: text, color: color)] }
  }

  public init(stringLiteral text: String) {
    self.init(text)
  }

  /// The text without its colours.
  public var plain: String { runs.map(\.text).joined() }

  public static func + (a: ColoredText, b: ColoredText) -> ColoredText {
    var result = a
    result += b
    return result
  }

  public static func += (a: inout ColoredText, b: ColoredText) {
    for run in b.runs {
      if let last = a.runs.last, last.color == run.color {
        a.runs[a.runs.count - 1].text += run.text
      } else {
        a.runs.append(run)
      }
    }
  }

  /// The texts one after the other, `separator` between them.
  public static func joined(_ texts: [ColoredText], separator: String) -> ColoredText {
    var result = ColoredText()
    for (index, text) in texts.enumerated() {
      if index > 0 { result += ColoredText(separator) }
      result += text
    }
    return result
  }
}
