/// A JUnit XML report in the dialect of Jenkins' xUnit schema (`junit-10.xsd`), which GitLab,
/// Jenkins and other test-report readers accept: what `glance lint --format junit` and
/// `glance diff --format junit` write.
///
/// One `<testsuites>` holding one `<testsuite>`, one `<testcase>` per snapshot. Only the
/// elements and attributes that schema declares are written (a test case has no `file`), and
/// times in its `SUREFIRE_TIME` form (`1.234`): the suite's is the command's wall time, a
/// test case's 0, as snapshots are not timed one by one. The time is the only part of the
/// report that differs between two runs over the same snapshots.
public struct JUnitReport: Sendable {
  /// Why a test case did not pass: `failure` (the check failed) or `error` (it could not run).
  public struct Outcome: Sendable {
    public enum Kind: String, Sendable {
      case failure, error
    }

    public var kind: Kind
    /// What kind of problem, for the reader to group by: `changed`, `GL003`.
    public var type: String
    /// One line.
    public var message: String
    /// The detail, shown under the message; empty for none.
    public var text: String

    public init(_ kind: Kind, type: String, message: String, text: String = "") {
      self.kind = kind
      self.type = type
      self.message = message
      self.text = text
    }
  }

  public struct TestCase: Sendable {
    public var name: String
    public var className: String
    public var outcomes: [Outcome]
    /// What the case reports without failing, in its `<system-out>`; empty for none.
    public var output: String

    public init(name: String, className: String, outcomes: [Outcome] = [], output: String = "") {
      self.name = name
      self.className = className
      self.outcomes = outcomes
      self.output = output
    }

    /// A snapshot's test case: its class name the source and locale of its path
    /// (`student.en-US` for `out/student/en-US/small.json`), so reports group a person's
    /// snapshots; `glance` for a file outside the snapshots' folders.
    public init(snapshot path: String, outcomes: [Outcome] = [], output: String = "") {
      let parts = path.split(separator: "/")
      let className = parts.count > 2 ? parts.suffix(3).dropLast().joined(separator: ".") : "glance"
      self.init(name: path, className: className, outcomes: outcomes, output: output)
    }
  }

  /// The report's name: the command, `glance lint`.
  public var name: String
  /// The suite's name: the folder judged.
  public var suite: String
  public var cases: [TestCase]
  /// How long the command took.
  public var seconds: Double

  public init(name: String, suite: String, cases: [TestCase], seconds: Double) {
    self.name = name
    self.suite = suite
    self.cases = cases
    self.seconds = seconds
  }

  /// The XML, with the cases in the order given.
  public var xml: String {
    let errors = cases.filter { $0.outcomes.contains { $0.kind == .error } }.count
    let failures = cases.filter { test in
      !test.outcomes.contains { $0.kind == .error }
        && test.outcomes.contains { $0.kind == .failure }
    }.count
    let time = Self.time(seconds)
    let counts = "tests=\"\(cases.count)\" failures=\"\(failures)\" errors=\"\(errors)\""
    var lines = [
      #"<?xml version="1.0" encoding="UTF-8"?>"#,
      "<testsuites name=\"\(Self.escaped(name))\" \(counts) time=\"\(time)\">",
      "  <testsuite name=\"\(Self.escaped(suite))\" \(counts) skipped=\"0\" time=\"\(time)\">",
    ]
    for test in cases {
      let open =
        "    <testcase name=\"\(Self.escaped(test.name))\" classname=\"\(Self.escaped(test.className))\" time=\"0\""
      var body = test.outcomes.map { outcome in
        let element = outcome.kind.rawValue
        let start =
          "      <\(element) type=\"\(Self.escaped(outcome.type))\" message=\"\(Self.escaped(outcome.message))\""
        return outcome.text.isEmpty
          ? start + "/>" : start + ">" + Self.escaped(outcome.text) + "</\(element)>"
      }
      if !test.output.isEmpty {
        body.append("      <system-out>\(Self.escaped(test.output))</system-out>")
      }
      lines += body.isEmpty ? [open + "/>"] : [open + ">"] + body + ["    </testcase>"]
    }
    lines += ["  </testsuite>", "</testsuites>"]
    return lines.joined(separator: "\n") + "\n"
  }

  /// Seconds as `SUREFIRE_TIME` reads them: at most three decimals, no exponent, never
  /// negative (`12.345`).
  static func time(_ seconds: Double) -> String {
    let milliseconds = Int((max(0, seconds.isFinite ? seconds : 0) * 1000).rounded())
    let fraction = String(milliseconds % 1000)
    return "\(milliseconds / 1000).\(String(repeating: "0", count: 3 - fraction.count))\(fraction)"
  }

  /// Text for an XML attribute or element: the five entities escaped, and the characters XML
  /// 1.0 does not allow (controls other than tab, line feed and carriage return, U+FFFE and
  /// U+FFFF) written as `<U+0001>`, as the text diff writes invisible characters.
  public static func escaped(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&apos;"
      case "\t", "\n", "\r": result.unicodeScalars.append(scalar)
      default:
        if scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF {
          let hex = String(scalar.value, radix: 16, uppercase: true)
          result += "&lt;U+\(String(repeating: "0", count: 4 - hex.count))\(hex)&gt;"
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result
  }
}
