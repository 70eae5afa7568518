/// A value substituted into a catalog string.
public enum FormatArgument: Sendable, Hashable {
  case string(String)
  case integer(Int)
}

/// printf-style formatting as String Catalogs write it: `%@`, `%lld`, `%d`, positional
/// `%1$@`, zero padding and width (`%02lld`), and `%%`.
///
/// Foundation's `String(format:)` would do, but its `%@` needs Objective-C objects on Linux
/// and its behaviour with positional arguments differs between platforms; this one is small
/// and the same everywhere.
public enum FormatString {
  /// The widest padding honoured. Copy pads clock minutes to two digits; a width in the
  /// billions (a typo, or a hostile catalog) would otherwise allocate that many characters.
  public static let maxWidth = 64

  public static func format(_ template: String, _ arguments: [FormatArgument]) -> String {
    var out = ""
    var next = 0
    var scalars = template.unicodeScalars[...]
    while let scalar = scalars.first {
      scalars = scalars.dropFirst()
      guard scalar == "%" else {
        out.unicodeScalars.append(scalar)
        continue
      }
      if scalars.first == "%" {
        out += "%"
        scalars = scalars.dropFirst()
        continue
      }
      // %[position$][0][width](l|ll)?(@|d|i|u)
      var digits = ""
      while let digit = scalars.first, digit.properties.numericType == .decimal, digit.isASCII {
        digits.unicodeScalars.append(digit)
        scalars = scalars.dropFirst()
      }
      var index = next
      var width = ""
      if scalars.first == "$", let position = Int(digits) {
        index = position - 1
        scalars = scalars.dropFirst()
        while let digit = scalars.first, digit.properties.numericType == .decimal, digit.isASCII {
          width.unicodeScalars.append(digit)
          scalars = scalars.dropFirst()
        }
      } else {
        width = digits
        next += 1
      }
      while scalars.first == "l" || scalars.first == "h" || scalars.first == "q"
        || scalars.first == "z"
      {
        scalars = scalars.dropFirst()
      }
      guard let conversion = scalars.first else { break }
      scalars = scalars.dropFirst()
      let argument: FormatArgument? = arguments.indices.contains(index) ? arguments[index] : nil
      var text: String
      switch (conversion, argument) {
      case ("@", .string(let value)?): text = value
      case ("@", .integer(let value)?): text = String(value)
      case ("d", .integer(let value)?), ("i", .integer(let value)?), ("u", .integer(let value)?):
        text = String(value)
      case (_, .string(let value)?): text = value
      default: text = ""
      }
      if let minimum = Int(width), minimum <= maxWidth, text.count < minimum {
        let pad: Character = width.hasPrefix("0") ? "0" : " "
        text = String(repeating: pad, count: minimum - text.count) + text
      }
      out += text
    }
    return out
  }
}
