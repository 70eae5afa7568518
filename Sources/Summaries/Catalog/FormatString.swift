import Foundation
import Locking

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
/// and the same everywhere. A template is parsed once (`FormatTemplate`) and then filled in
/// many times: a timeline's summaries fill the same few hundred templates thousands of times.
public enum FormatString {
  /// The widest padding honoured. Copy pads clock minutes to two digits; a width in the
  /// billions (a typo, or a hostile catalog) would otherwise allocate that many characters.
  public static let maxWidth = 64

  public static func format(_ template: String, _ arguments: [FormatArgument]) -> String {
    FormatTemplate(template).format(arguments)
  }
}

/// A catalog string parsed into literal text and the arguments to put between it.
public struct FormatTemplate: Sendable, Hashable {
  /// The template of `text`, parsed once per process: every summary composer of a run reads
  /// the same catalog strings. The cache stops growing at `cacheLimit` templates (a fuzzer
  /// may make catalogs of endless new strings).
  public static func cached(_ text: String) -> FormatTemplate {
    cache.value(for: text, limit: cacheLimit) { FormatTemplate(text) }
  }

  static let cacheLimit = 4_096
  private static let cache = LockedBox<[String: FormatTemplate]>([:])

  enum Segment: Sendable, Hashable {
    case literal(String)
    /// An argument by its index (which may be out of range: it is then empty), its
    /// conversion character and its width as written (ignored when not a number up to
    /// `FormatString.maxWidth`).
    case argument(index: Int, conversion: Unicode.Scalar, width: String)
  }

  let segments: [Segment]

  public init(_ template: String) {
    var segments: [Segment] = []
    var literal = ""
    var next = 0
    var scalars = template.unicodeScalars[...]
    parsing: while let scalar = scalars.first {
      scalars = scalars.dropFirst()
      guard scalar == "%" else {
        literal.unicodeScalars.append(scalar)
        continue
      }
      if scalars.first == "%" {
        literal += "%"
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
      guard let conversion = scalars.first else { break parsing }
      scalars = scalars.dropFirst()
      if !literal.isEmpty {
        segments.append(.literal(literal))
        literal = ""
      }
      segments.append(.argument(index: index, conversion: conversion, width: width))
    }
    if !literal.isEmpty { segments.append(.literal(literal)) }
    self.segments = segments
  }

  /// The text between the two arguments of a template that is exactly `%1$@<text>%2$@` (or
  /// `%@<text>%@`): joining with it is joining with that text.
  var infixSeparator: String? {
    guard segments.count == 3, case .argument(0, _, let firstWidth) = segments[0],
      case .literal(let separator) = segments[1],
      case .argument(1, _, let secondWidth) = segments[2], firstWidth.isEmpty, secondWidth.isEmpty
    else { return nil }
    return separator
  }

  public func format(_ arguments: [FormatArgument]) -> String {
    var out = ""
    for segment in segments {
      switch segment {
      case .literal(let text):
        out += text
      case .argument(let index, let conversion, let width):
        let argument: FormatArgument? =
          arguments.indices.contains(index) ? arguments[index] : nil
        var text: String
        switch (conversion, argument) {
        case ("@", .string(let value)?): text = value
        case ("@", .integer(let value)?): text = String(value)
        case ("d", .integer(let value)?), ("i", .integer(let value)?), ("u", .integer(let value)?):
          text = String(value)
        case (_, .string(let value)?): text = value
        default: text = ""
        }
        if !width.isEmpty, let minimum = Int(width), minimum <= FormatString.maxWidth,
          text.count < minimum
        {
          let pad: Character = width.hasPrefix("0") ? "0" : " "
          text = String(repeating: pad, count: minimum - text.count) + text
        }
        out += text
      }
    }
    return out
  }
}
