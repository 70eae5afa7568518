import Foundation
import Testing

@testable import CopyReview

/// ``Tenths`` against the `String(format: "%.1f")` it stands in for.
@Suite struct TenthsTests {
  /// Hundredths (as snapshots record seconds), thousandths, the halves that binary cannot hold
  /// exactly (0.05, 0.15, … each just above or below its half), powers of two and their
  /// neighbours, and large values.
  static let values: [Double] = {
    var values: [Double] = [0.25, 0.75, 2.5, 1e13 + 0.05, 99_999_999_999_999.95]
    for step in 0..<20_000 {
      values.append(Double(step) / 100)
      values.append(Double(step) / 1000)
      values.append(Double(step) * 0.1 + 0.05)
    }
    for exponent in -20...45 {
      let power = pow(2.0, Double(exponent))
      values += [power, power.nextUp, power.nextDown]
    }
    return values
  }()

  @Test func writesWhatFormatWrites() {
    let differing = Self.values.filter { Tenths.text($0) != String(format: "%.1f", $0) }
    #expect(differing.isEmpty, "\(differing.prefix(5))")
  }

  @Test(arguments: [-1.0, -0.0001, .infinity, .nan, 1e14, 1e300])
  func leavesTheRestToFoundation(_ value: Double) {
    #expect(Tenths.text(value) == nil)
  }
}
