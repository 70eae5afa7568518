import WidgetTimeline

/// One entry of a snapshot as the lint sees it: what VoiceOver says and the actions offered.
public struct LintSubject: Sendable {
  public struct Item: Sendable {
    public var id: String
    public var title: String
  }

  public struct Action: Sendable {
    public var name: String
    public var isMagicTap: Bool
    /// The agenda item or reminder the action names, when it names one.
    public var itemID: String?
  }

  public var locale: String
  public var family: WidgetFamily?
  public var summary: String
  public var items: [Item]
  public var actions: [Action]
  /// The summary and action names without the items' titles, once ``LintContext/prepared(_:)``
  /// has worked them out.
  var copy: String?
  var actionCopies: [String]?

  public init(
    locale: String, family: WidgetFamily?, summary: String, items: [Item], actions: [Action]
  ) {
    self.locale = locale
    self.family = family
    self.summary = summary
    self.items = items
    self.actions = actions
  }
}
