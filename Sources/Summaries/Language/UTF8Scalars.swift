/// The Unicode scalars of a string's UTF-8, decoded from its bytes.
///
/// The composer times every summary it tries and checks every title it names, and a
/// `String`'s scalar view costs several times as much as reading the bytes. A `String`'s
/// UTF-8 is always valid, so no byte is checked. Public and inlinable for the review, which
/// counts summaries' characters on their bytes (`LoneScalars`).
public struct UTF8Scalars: Sequence, IteratorProtocol {
  @usableFromInline let bytes: UnsafeBufferPointer<UInt8>
  @usableFromInline var index = 0

  @inlinable
  public init(_ bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
  }

  @inlinable
  public mutating func next() -> UInt32? {
    guard index < bytes.count else { return nil }
    let lead = UInt32(bytes[index])
    switch lead {
    case ..<0x80:
      index += 1
      return lead
    case ..<0xE0:
      defer { index += 2 }
      return (lead & 0x1F) << 6 | UInt32(bytes[index + 1] & 0x3F)
    case ..<0xF0:
      defer { index += 3 }
      return (lead & 0x0F) << 12 | UInt32(bytes[index + 1] & 0x3F) << 6
        | UInt32(bytes[index + 2] & 0x3F)
    default:
      defer { index += 4 }
      return (lead & 0x07) << 18 | UInt32(bytes[index + 1] & 0x3F) << 12
        | UInt32(bytes[index + 2] & 0x3F) << 6 | UInt32(bytes[index + 3] & 0x3F)
    }
  }
}
