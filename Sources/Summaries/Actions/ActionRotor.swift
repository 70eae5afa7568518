extension SummaryComposer {
  /// The most named actions an entry offers in VoiceOver's actions rotor.
  ///
  /// The widget is one element: a rotor of 25 actions is a list nobody scrolls to the end
  /// of. Ten holds every item a small or medium widget says, and the first of a large one's.
  static let rotorAtMost = 10

  /// `actions` (in the order their items were said, an item's actions together, the magic
  /// tap last) with at most `rotorAtMost` named: the items said first keep theirs, whole; an
  /// item whose actions would not all fit gets none, and neither does any said after it.
  static func rotor(_ actions: [AccessibilityAction]) -> [AccessibilityAction] {
    guard actions.count(where: { $0.trigger == .named }) > rotorAtMost else { return actions }
    var kept: [AccessibilityAction] = []
    var named = 0
    var index = 0
    while index < actions.count {
      let action = actions[index]
      guard action.trigger == .named else {
        kept.append(action)
        index += 1
        continue
      }
      // The item's actions: the run of named actions on the same item.
      var end = index + 1
      while end < actions.count, actions[end].trigger == .named,
        item(of: actions[end]) == item(of: action)
      {
        end += 1
      }
      if named + (end - index) <= rotorAtMost {
        kept += actions[index..<end]
        named += end - index
      } else {
        named = rotorAtMost
      }
      index = end
    }
    return kept
  }

  /// The item a named action acts on.
  static func item(of action: AccessibilityAction) -> ItemReference? {
    guard case .entity(_, let item)? = action.intent.parameters.first?.value else { return nil }
    return item
  }
}
