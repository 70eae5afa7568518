import Testing

@testable import ICalendar

/// A split content line, decoded for comparison.
struct SplitLine: Equatable, CustomStringConvertible {
  var name: String
  var parameters: [String: [String]]
  var value: String

  var description: String { "\(name) \(parameters) \(value)" }

  init(name: String, parameters: [String: [String]] = [:], value: String) {
    self.name = name
    self.parameters = parameters
    self.value = value
  }

  static func split(_ text: String) -> SplitLine? {
    var copy = text
    return copy.withUTF8 { bytes -> SplitLine? in
      var raw = RawContentLine()
      guard raw.split(bytes) == nil else { return nil }
      var parameters: [String: [String]] = [:]
      for parameter in raw.parameters {
        let name = String(decoding: bytes.slice(parameter.name), as: UTF8.self).uppercased()
        parameters[name] = (parameter.firstValue..<(parameter.firstValue + parameter.valueCount))
          .map {
            ParameterText.decode(bytes.slice(raw.values[$0].range))
          }
      }
      return SplitLine(
        name: String(decoding: bytes.slice(raw.name), as: UTF8.self).uppercased(),
        parameters: parameters, value: String(decoding: bytes.slice(raw.value), as: UTF8.self))
    }
  }
}

@Suite struct RawContentLineTests {
  @Test func splitsNameParametersAndValue() {
    #expect(
      SplitLine.split("DTSTART;TZID=Europe/Berlin;VALUE=DATE-TIME:20260601T090000")
        == SplitLine(
          name: "DTSTART", parameters: ["TZID": ["Europe/Berlin"], "VALUE": ["DATE-TIME"]],
          value: "20260601T090000"))
  }

  @Test func namesAreCaseInsensitive() {
    #expect(SplitLine.split("dtStart;tzid=UTC:1")?.name == "DTSTART")
    #expect(SplitLine.split("dtStart;tzid=UTC:1")?.parameters["TZID"] == ["UTC"])
  }

  @Test func quotedValuesMayHoldColonSemicolonAndComma() {
    #expect(
      SplitLine.split(#"X-FOO;BAR=";hidden=value";FOO=baz:realvalue"#)
        == SplitLine(
          name: "X-FOO", parameters: ["BAR": [";hidden=value"], "FOO": ["baz"]], value: "realvalue")
    )
    #expect(
      SplitLine.split(#"ATTENDEE;CN="Doe, John: CEO":mailto:j@example.com"#)
        == SplitLine(
          name: "ATTENDEE", parameters: ["CN": ["Doe, John: CEO"]], value: "mailto:j@example.com"))
  }

  @Test func multiValuedParameters() {
    #expect(
      SplitLine.split(
        #"ATTENDEE;DELEGATED-TO="mailto:a@x.org","mailto:b@x.org";MEMBER=x,y:mailto:c@x.org"#)?
        .parameters
        == ["DELEGATED-TO": ["mailto:a@x.org", "mailto:b@x.org"], "MEMBER": ["x", "y"]])
  }

  @Test func caretEscapesOfRFC6868() {
    #expect(
      SplitLine.split("X-PARAM;NEWLINE=^n;ALL=^^^'^n;UNKNOWN=^a^ ^asd:asd")?.parameters
        == ["NEWLINE": ["\n"], "ALL": ["^\"\n"], "UNKNOWN": ["^a^ ^asd"]])
    #expect(
      SplitLine.split("ATTENDEE;CN=George Herman ^'Babe^' Ruth:mailto:babe@example.com")?
        .parameters["CN"]
        == ["George Herman \"Babe\" Ruth"])
  }

  @Test func valueKeepsEverythingAfterTheFirstUnquotedColon() {
    #expect(SplitLine.split("URL:http://example.com/a:b;c")?.value == "http://example.com/a:b;c")
    #expect(SplitLine.split("SUMMARY:")?.value == "")
  }

  @Test func rejectsLinesWithoutColonOrName() {
    var raw = RawContentLine()
    var text = "JUNK LINE"
    #expect(text.withUTF8 { raw.split($0) } == .missingColon)
    text = ":value"
    #expect(text.withUTF8 { raw.split($0) } == .emptyName)
    text = #"X;P="unterminated:value"#
    #expect(text.withUTF8 { raw.split($0) } == .unterminatedQuote)
  }
}
