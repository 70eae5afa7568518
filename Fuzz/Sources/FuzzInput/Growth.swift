import Foundation

/// Grows a small fuzz input into a large one, so the fuzzers reach sizes their 64 KiB inputs
/// cannot: a 1.4 MB DURATION of repeated weeks, a JSON array of 40,000 items.
///
/// A growth mark is the byte 0x01, which no iCalendar or JSON text holds, then a count byte
/// `c` and a length byte `n`: it stands for (c + 1)² × 4 more copies of the `n` bytes before it
/// (4 to 262,144 copies). `P99999999W` followed by 0x01 0xC4 0x09 is the DURATION of 155,237
/// weeks-parts that once trapped the expander. Growth stops at 2 MiB, which keeps a grown
/// input to a fraction of a second under AddressSanitizer (the size limits themselves, 8 MiB
/// lines and up, have tests of their own); an input without a mark is used as it is.
/// libFuzzer mutates the marks like any bytes, and the dictionaries hold a few to start from.
///
/// Growth is on only when `GLANCE_FUZZ_GROW` is set (Fuzz/run.sh sets it to replay the seeds
/// of `Seeds/`): a random 0x01 grows an input to megabytes, and a run that grows runs a
/// hundred times fewer inputs a second, so it is a run of its own.
public enum Growth {
  public static let mark: UInt8 = 0x01
  public static let maxBytes = 2 << 20
  /// Whether growth marks are applied; read once.
  public static let isEnabled = ProcessInfo.processInfo.environment["GLANCE_FUZZ_GROW"] != nil

  /// The input with every growth mark replaced by its copies, when growth is on.
  public static func grow(_ input: UnsafeBufferPointer<UInt8>) -> [UInt8] {
    guard isEnabled, input.contains(mark) else { return Array(input) }
    var output: [UInt8] = []
    output.reserveCapacity(input.count)
    var index = 0
    while index < input.count {
      let byte = input[index]
      guard byte == mark, index + 2 < input.count else {
        output.append(byte)
        index += 1
        continue
      }
      let copies = (Int(input[index + 1]) + 1) * (Int(input[index + 1]) + 1) * 4
      let length = min(Int(input[index + 2]), output.count)
      index += 3
      guard length > 0 else { continue }
      let unit = Array(output[(output.count - length)...])
      for _ in 0..<copies where output.count + length <= maxBytes {
        output.append(contentsOf: unit)
      }
    }
    return output
  }

  /// Where `GLANCE_FUZZ_WRITE_GROWN` asks grown inputs to be written; read once, not per input.
  static let grownPath = ProcessInfo.processInfo.environment["GLANCE_FUZZ_WRITE_GROWN"]

  /// When `GLANCE_FUZZ_WRITE_GROWN` names a file, writes the grown input there: how a finding
  /// that grew becomes a regression file of the bytes that failed (Fuzz/README.md).
  public static func writeIfAsked(_ grown: [UInt8]) {
    guard let path = grownPath else { return }
    FileManager.default.createFile(atPath: path, contents: Data(grown))
  }
}
