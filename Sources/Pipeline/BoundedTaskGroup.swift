/// One task per element, at most a fixed number running at once, each result handed back on the
/// calling task: the one way the pipeline and the commands bound their fan-out.
///
/// A task group that started every element at once would hold every source's files, layouts or
/// pages in memory together; this starts the next element only when one finishes, so memory and
/// threads stay bounded however many elements there are. Results reach `deliver` on the calling
/// task, one at a time, so it may change local state without a lock.
public enum BoundedTaskGroup {
  /// In what order results reach `deliver`.
  public enum Order: Sendable {
    /// As each element finishes: for work whose results are sorted afterwards.
    case finished
    /// In the elements' order, a result that finishes early waiting for those before it; no
    /// element starts more than `lookahead` places past the first not yet delivered, so one
    /// slow element cannot make the waiting results pile up.
    case elements(lookahead: Int)
  }

  /// What `deliver` wants next.
  public enum Next: Sendable {
    case `continue`
    /// Start no more elements and cancel the running ones; their results are still delivered.
    case stop
  }

  /// Runs `work` on each of `elements`, at most `width` at once, and hands each result to
  /// `deliver` with its element's index. Starts no more elements once the calling task is
  /// cancelled or `deliver` answers ``Next/stop``; returns when every started element is
  /// delivered.
  public static func run<Element: Sendable, Result: Sendable>(
    _ elements: [Element], width: Int, order: Order = .finished,
    work: @escaping @Sendable (Element) async -> Result,
    deliver: (_ index: Int, Result) -> Next
  ) async {
    let width = max(1, width)
    let lookahead: Int? =
      switch order {
      case .finished: nil
      case .elements(let lookahead): max(width, lookahead)
      }
    await withTaskGroup(of: (Int, Result).self) { group in
      var next = 0
      var running = 0
      var delivered = 0
      var ready: [Int: Result] = [:]
      var stopped = false
      func fill() {
        while !stopped, running < width, next < elements.count, !Task.isCancelled,
          next - delivered < lookahead ?? .max
        {
          let index = next
          let element = elements[index]
          group.addTask { (index, await work(element)) }
          next += 1
          running += 1
        }
      }
      func hand(_ index: Int, _ result: Result) {
        if deliver(index, result) == .stop, !stopped {
          stopped = true
          group.cancelAll()
        }
      }
      fill()
      while let (index, result) = await group.next() {
        running -= 1
        if lookahead == nil {
          hand(index, result)
        } else {
          ready[index] = result
          while let result = ready.removeValue(forKey: delivered) {
            hand(delivered, result)
            delivered += 1
          }
        }
        fill()
      }
    }
  }
}
