/// A content line split into byte ranges: name, parameters and value (RFC 5545 §3.1).
///
/// Nothing is decoded here. The reader looks at the name, decides whether the property is
/// kept, and only then decodes the parameters and value it needs. The parameter arrays are
/// reused from line to line, so splitting a line allocates nothing.
struct RawContentLine {
  struct Parameter {
    var name: Range<Int>
    /// Index of the first value in `values`.
    var firstValue: Int
    var valueCount: Int
  }

  struct ParameterValue {
    var range: Range<Int>
  }

  enum Failure: Error, Equatable {
    case missingColon
    case emptyName
    case unterminatedQuote
  }

  var name: Range<Int> = 0..<0
  var value: Range<Int> = 0..<0
  var parameters: [Parameter] = []
  var values: [ParameterValue] = []

  init() {
    parameters.reserveCapacity(8)
    values.reserveCapacity(8)
  }

  /// Splits `line`; on failure the fields are unspecified.
  mutating func split(_ line: UnsafeBufferPointer<UInt8>) -> Failure? {
    // Most lines have no parameters; clearing empty arrays costs nothing.
    if !parameters.isEmpty { parameters.removeAll(keepingCapacity: true) }
    if !values.isEmpty { values.removeAll(keepingCapacity: true) }
    let count = line.count
    var index = 0
    while index < count, line[index] != ASCII.semicolon, line[index] != ASCII.colon {
      index += 1
    }
    guard index < count else { return .missingColon }
    name = line.trimmedRange(0..<index)
    guard !name.isEmpty else { return .emptyName }

    while index < count, line[index] == ASCII.semicolon {
      index += 1
      let nameStart = index
      while index < count {
        let byte = line[index]
        if byte == ASCII.equals || byte == ASCII.colon || byte == ASCII.semicolon { break }
        index += 1
      }
      guard index < count else { return .missingColon }
      var parameter = Parameter(
        name: line.trimmedRange(nameStart..<index), firstValue: values.count, valueCount: 0)
      if line[index] == ASCII.equals {
        index += 1
        while true {
          var start = index
          while start < count, ASCII.isWhitespace(line[start]) { start += 1 }
          if start < count, line[start] == ASCII.quote {
            var close = start + 1
            while close < count, line[close] != ASCII.quote { close += 1 }
            guard close < count else { return .unterminatedQuote }
            values.append(ParameterValue(range: (start + 1)..<close))
            index = close + 1
            // Tolerate stray bytes between a closing quote and the next delimiter.
            while index < count {
              let byte = line[index]
              if byte == ASCII.comma || byte == ASCII.semicolon || byte == ASCII.colon { break }
              index += 1
            }
          } else {
            index = start
            while index < count {
              let byte = line[index]
              if byte == ASCII.comma || byte == ASCII.semicolon || byte == ASCII.colon { break }
              index += 1
            }
            values.append(
              ParameterValue(range: line.trimmedRange(start..<index)))
          }
          parameter.valueCount += 1
          guard index < count else { return .missingColon }
          if line[index] == ASCII.comma {
            index += 1
            continue
          }
          break
        }
      }
      if !parameter.name.isEmpty { parameters.append(parameter) }
    }
    guard index < count, line[index] == ASCII.colon else { return .missingColon }
    value = (index + 1)..<count
    return nil
  }

  /// The first parameter whose name equals `upperCaseName`, ignoring case.
  func parameter(_ upperCaseName: StaticString, in line: UnsafeBufferPointer<UInt8>)
    -> Parameter?
  {
    for parameter in parameters where line.slice(parameter.name).equalsIgnoringCase(upperCaseName) {
      return parameter
    }
    return nil
  }

  /// The first value of the parameter `upperCaseName`, decoded per RFC 6868.
  func parameterValue(_ upperCaseName: StaticString, in line: UnsafeBufferPointer<UInt8>)
    -> String?
  {
    guard let parameter = parameter(upperCaseName, in: line), parameter.valueCount > 0 else {
      return nil
    }
    return ParameterText.decode(line.slice(values[parameter.firstValue].range))
  }

  /// Whether the first value of `upperCaseName` equals `upperCaseValue`, ignoring case.
  func parameter(
    _ upperCaseName: StaticString, is upperCaseValue: StaticString,
    in line: UnsafeBufferPointer<UInt8>
  ) -> Bool {
    guard let parameter = parameter(upperCaseName, in: line), parameter.valueCount > 0 else {
      return false
    }
    return line.slice(values[parameter.firstValue].range).equalsIgnoringCase(upperCaseValue)
  }
}
