import Snapshots
import Summaries
import WidgetTimeline

/// One entry of a snapshot as the rules see it: what VoiceOver says and how long it takes, the
/// visible titles, the actions offered, and the length budget the summary was composed to.
public struct LintSubject: Sendable {
  public struct Item: Sendable, Hashable {
    public var id: String
    public var title: String

    public init(id: String, title: String) {
      self.id = id
      self.title = title
    }
  }

  public struct Action: Sendable, Hashable {
    public var name: String
    public var isMagicTap: Bool
    /// The agenda item or reminder the action names, when it names one.
    public var itemID: String?
    /// That item's visible title, as written; ``LintContext/prepared(_:)`` fills it in from
    /// the entry's items.
    public var title: String?
    /// The name without the item's title, once ``LintContext/prepared(_:)`` has worked it out:
    /// the copy rules judge Glance's words, not people's.
    public internal(set) var copy: String?
    /// What the item's row shows first (the head of a noted title, else the title as spoken),
    /// once ``LintContext/prepared(_:)`` has heard the title.
    public internal(set) var visibleTitle: String?

    public init(name: String, isMagicTap: Bool, itemID: String? = nil, title: String? = nil) {
      self.name = name
      self.isMagicTap = isMagicTap
      self.itemID = itemID
      self.title = title
    }
  }

  public var locale: String
  /// The budget the composer worked to; `nil` when the snapshot does not record one.
  public var budget: LengthBudget?
  public var summary: String
  /// About how long VoiceOver takes to read the summary, as recorded; `nil` when not.
  public var seconds: Double?
  public var items: [Item]
  public var actions: [Action]
  /// The summary without the items' titles, once ``LintContext/prepared(_:)`` has worked it
  /// out.
  public internal(set) var copy: String?

  public init(
    locale: String, budget: LengthBudget?, summary: String, seconds: Double? = nil,
    items: [Item], actions: [Action]
  ) {
    self.locale = locale
    self.budget = budget
    self.summary = summary
    self.seconds = seconds
    self.items = items
    self.actions = actions
  }

  /// An entry of a snapshot in `locale`, composed to `budget`.
  public init(_ entry: SnapshotDocument.Entry, locale: String, budget: LengthBudget?) {
    let items = entry.items.map { Item(id: $0.id, title: $0.title) }
    self.init(
      locale: locale, budget: budget, summary: entry.summary, seconds: entry.seconds,
      items: items,
      actions: entry.actions.map { action in
        let item = Self.item(of: action, among: items)
        return Action(
          name: action.name, isMagicTap: action.trigger == .magicTap, itemID: item?.id,
          title: item?.title)
      })
  }

  /// The visible item an action's entity parameter names. An intent names the event or
  /// reminder by kind and id; the item id adds an event's occurrence.
  static func item(of action: AccessibilityAction, among items: [Item]) -> Item? {
    for parameter in action.intent.parameters {
      guard case .entity(_, let item) = parameter.value else { continue }
      let id =
        item.kind == .event
        ? "event:\(item.id)@\(item.occurrence ?? "")" : "reminder:\(item.id)"
      return items.first { $0.id == id }
    }
    return nil
  }
}
