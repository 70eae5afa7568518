/// Where a terminal control sequence (ECMA-48) that starts at a scalar ends, for
/// `SpeakableText` to leave it out whole.
///
/// Two kinds are recognized, the ones a hostile title uses to act on a terminal:
/// - a control sequence, `ESC [`, its parameter and intermediate bytes and one
///   final byte (`ESC [ 2 J` clears the screen, `ESC [ 31 m` colours);
/// - a command string, `ESC ]` (OSC), `ESC P` (DCS), `ESC X`, `ESC ^` or `ESC _`, up to its
///   terminator, BEL, `ESC \` or C1 `ST` (`ESC ] 0 ; title BEL` retitles
///   the window, OSC 8 makes links, OSC 52 writes the clipboard).
///
/// Anything else is not a sequence here, the one-byte C1 forms (U+009B for `ESC [`) among
/// them: few terminals act on them in UTF-8, and a stray one before a title's first letter
/// would take the letter with it. One stray control is left out alone, and the words after
/// it stay.
enum ControlSequence {
  /// The index just past the sequence that starts at `start`, or `nil` when none does.
  static func end(of scalars: [Unicode.Scalar], at start: Int) -> Int? {
    guard scalars[start] == "\u{1B}", start + 1 < scalars.count else { return nil }
    var index = start + 2
    switch scalars[start + 1].value {
    case 0x5B:  // [
      // Parameter bytes 0x30–0x3F, intermediate bytes 0x20–0x2F, then one final byte.
      while index < scalars.count, (0x20...0x3F).contains(scalars[index].value) { index += 1 }
      guard index < scalars.count, (0x40...0x7E).contains(scalars[index].value) else {
        return nil
      }
      return index + 1
    case 0x5D, 0x50, 0x58, 0x5E, 0x5F:  // ] P X ^ _
      while index < scalars.count {
        let value = scalars[index].value
        if value == 0x07 || value == 0x9C { return index + 1 }
        if value == 0x1B {
          return index + 1 < scalars.count && scalars[index + 1] == "\\" ? index + 2 : nil
        }
        index += 1
      }
      return nil
    default:
      return nil
    }
  }
}
