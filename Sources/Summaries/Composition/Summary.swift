import Foundation
import WidgetTimeline

/// What VoiceOver says for one widget entry, and the actions it offers.
public struct Summary: Sendable, Hashable {
  /// The accessibility label of the widget's full-size overlay element.
  public var text: String
  /// Named actions for the items the summary speaks, then the magic tap.
  public var actions: [AccessibilityAction]
  /// The visible rows said by name (each day of a repeating event counts).
  public var spokenRows: Int
  /// The rows and items not said by name: what the summary's "and N more" phrases count.
  public var moreCount: Int
  /// About how long VoiceOver takes to read `text` at its default rate, in seconds.
  public var seconds: Double
  /// The family's budget the composer worked to.
  public var budget: LengthBudget

  /// Whether even the shortest form is over the hard budget (a very long title: words are
  /// never cut, so the summary stays long and is reported).
  public var isOverBudget: Bool { seconds > budget.hard }
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
