/// Splits iCalendar bytes into logical content lines: line breaks found, folds undone.
///
/// RFC 5545 §3.1 folds long lines by inserting CRLF and one space or TAB; unfolding removes
/// both. Doing it on bytes, before any UTF-8 decoding, rejoins a fold that a writer placed
/// inside a multi-byte character. Real files also end lines with a bare LF or a lone CR,
/// start with a byte-order mark, and hold blank lines anywhere; all are accepted. A blank
/// line does not end a fold: exporters that write `CR CR LF` produce a blank line after every
/// line, folds included.
struct ContentLineScanner {
  /// One logical line. `bytes` is valid only during the callback that receives it.
  struct Line {
    var bytes: UnsafeBufferPointer<UInt8>
    /// The 1-based physical line on which the logical line starts.
    var number: Int
    /// The unfolded length in bytes, also when the line was too long to keep.
    var length: Int
    /// Set when `length` exceeds the limit; `bytes` is then empty.
    var isTooLong: Bool
  }

  let maxLineBytes: Int

  /// Calls `body` with every non-blank logical line, in order.
  func scan(_ input: UnsafeBufferPointer<UInt8>, _ body: (Line) -> Void) {
    let count = input.count
    guard count > 0, let base = input.baseAddress else { return }
    var position = 0
    if count >= 3, base[0] == 0xEF, base[1] == 0xBB, base[2] == 0xBF { position = 3 }
    var physicalLine = 1
    var scratch: [UInt8] = []

    while position < count {
      // One physical line: [start, end), then the line break.
      let start = position
      let end = ContentLineScanner.lineEnd(base, from: start, count: count)
      let number = physicalLine
      physicalLine += 1
      position = ContentLineScanner.skipBreak(base, at: end, count: count)
      if end == start { continue }

      // Fast path: the next line is neither a fold nor blank, so the line is used in place.
      if position >= count || !ContentLineScanner.mayContinue(base[position]) {
        let length = end - start
        if length > maxLineBytes {
          body(
            Line(
              bytes: UnsafeBufferPointer(start: base, count: 0), number: number,
              length: length, isTooLong: true))
        } else {
          body(
            Line(
              bytes: UnsafeBufferPointer(start: base + start, count: length),
              number: number, length: length, isTooLong: false))
        }
        continue
      }

      // Slow path: gather the folded pieces into the scratch buffer.
      scratch.removeAll(keepingCapacity: true)
      var length = end - start
      var tooLong = length > maxLineBytes
      if !tooLong {
        scratch.append(contentsOf: UnsafeBufferPointer(start: base + start, count: length))
      }
      while position < count {
        // Look past blank lines for a continuation.
        var probe = position
        var blankLines = 0
        while probe < count, base[probe] == ASCII.cr || base[probe] == ASCII.lf {
          let next = ContentLineScanner.skipBreak(base, at: probe, count: count)
          blankLines += 1
          probe = next
        }
        guard probe < count, ASCII.isWhitespace(base[probe]) else { break }
        physicalLine += blankLines
        let pieceStart = probe + 1
        let pieceEnd = ContentLineScanner.lineEnd(base, from: pieceStart, count: count)
        physicalLine += 1
        position = ContentLineScanner.skipBreak(base, at: pieceEnd, count: count)
        length += pieceEnd - pieceStart
        if !tooLong {
          if length > maxLineBytes {
            tooLong = true
            scratch.removeAll()
          } else {
            scratch.append(
              contentsOf: UnsafeBufferPointer(
                start: base + pieceStart, count: pieceEnd - pieceStart))
          }
        }
      }
      if tooLong {
        body(
          Line(
            bytes: UnsafeBufferPointer(start: base, count: 0), number: number,
            length: length, isTooLong: true))
      } else {
        scratch.withUnsafeBufferPointer {
          body(Line(bytes: $0, number: number, length: length, isTooLong: false))
        }
      }
    }
  }

  /// The index of the first CR or LF at or after `from`, or `count`.
  ///
  /// Eight bytes are tested at a time: lines are long and breaks rare, so the word test
  /// (a zero-byte search on `word ^ 0x0D…` and `word ^ 0x0A…`) skips most of them.
  @inline(__always)
  static func lineEnd(_ base: UnsafePointer<UInt8>, from: Int, count: Int) -> Int {
    var index = from
    let raw = UnsafeRawPointer(base)
    let low: UInt64 = 0x0101_0101_0101_0101
    let high: UInt64 = 0x8080_8080_8080_8080
    while index + 8 <= count {
      let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
      let crs = word ^ (low &* UInt64(ASCII.cr))
      let lfs = word ^ (low &* UInt64(ASCII.lf))
      let found = ((crs &- low) & ~crs & high) | ((lfs &- low) & ~lfs & high)
      if found != 0 { break }
      index += 8
    }
    while index < count {
      let byte = base[index]
      if byte == ASCII.lf || byte == ASCII.cr { return index }
      index += 1
    }
    return count
  }

  /// The index after the line break at `index` (CRLF, LF or a lone CR).
  @inline(__always)
  static func skipBreak(_ base: UnsafePointer<UInt8>, at index: Int, count: Int) -> Int {
    guard index < count else { return count }
    if base[index] == ASCII.cr {
      return index + 1 < count && base[index + 1] == ASCII.lf ? index + 2 : index + 1
    }
    return index + 1
  }

  @inline(__always)
  static func mayContinue(_ byte: UInt8) -> Bool {
    byte == ASCII.space || byte == ASCII.tab || byte == ASCII.cr || byte == ASCII.lf
  }
}
