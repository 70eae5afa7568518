import Foundation

/// Text compared and hashed byte for byte, as a cache's key.
///
/// The composer's cache and the copy lint's look up every title, place, summary and action
/// name of a run, and `String` hashes and compares by canonical equivalence, normalizing
/// non-ASCII text first, which cost more than what they save. Two spellings of one text
/// (composed and decomposed) are merely worked out twice, with the same result.
public struct ExactText: Hashable, Sendable {
  public var text: String

  public init(_ text: String) {
    self.text = text
  }

  public static func == (a: ExactText, b: ExactText) -> Bool {
    a.text.hasSameBytes(as: b.text)
  }

  public func hash(into hasher: inout Hasher) {
    text.hashBytes(into: &hasher)
  }
}

extension String {
  /// Whether the two are the same UTF-8 bytes: what a listener hears twice, without the cost
  /// of comparing by canonical equivalence. One buffer is the same bytes: the composer hands
  /// the same strings to entry after entry. Inlined into other modules: the snapshot tables
  /// compare with it for every action of every entry.
  @inlinable @inline(__always)
  public func hasSameBytes(as other: String) -> Bool {
    let (a, b) = (utf8, other.utf8)
    guard a.count == b.count else { return false }
    let compared: Bool?? = a.withContiguousStorageIfAvailable { x in
      b.withContiguousStorageIfAvailable { y in
        x.isEmpty || x.baseAddress == y.baseAddress
          || memcmp(x.baseAddress!, y.baseAddress!, x.count) == 0
      }
    }
    return (compared ?? nil) ?? a.elementsEqual(b)
  }

  /// Feeds the string's UTF-8 bytes and their count to `hasher`: a hash that agrees with
  /// `hasSameBytes(as:)`, where `String`'s own agrees with canonical equivalence.
  public func hashBytes(into hasher: inout Hasher) {
    let hashed: Void? = utf8.withContiguousStorageIfAvailable {
      hasher.combine(bytes: UnsafeRawBufferPointer($0))
    }
    if hashed == nil { for byte in utf8 { hasher.combine(byte) } }
    hasher.combine(utf8.count)
  }
}
