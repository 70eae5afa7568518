import Agenda

/// An App Intent invocation as data: which intent, its title, and its typed parameters.
///
/// The widget extension maps a descriptor to the real `AppIntent` (`ToggleFavoriteIntent`,
/// `CompleteReminderIntent`, `ComposeIntent`) and binds it with
/// `.accessibilityAction(named:intent:)`; snapshots record descriptors so a change of what an
/// action does shows up in a diff.
public struct IntentDescriptor: Sendable, Hashable {
  public var type: String { didSet { digest = makeDigest() } }
  public var title: String { didSet { digest = makeDigest() } }
  public var openAppWhenRun: Bool { didSet { digest = makeDigest() } }
  public var parameters: [IntentParameter] { didSet { digest = makeDigest() } }
  /// A hash of the descriptor's bytes, kept up to date as it changes: a snapshot's tables
  /// look up the intents of every entry, and hashing one word is cheaper than hashing every
  /// string of a descriptor for each lookup. Equal bytes, equal digests, within a process.
  public private(set) var digest = 0

  public init(type: String, title: String, openAppWhenRun: Bool, parameters: [IntentParameter]) {
    self.type = type
    self.title = title
    self.openAppWhenRun = openAppWhenRun
    self.parameters = parameters
    digest = makeDigest()
  }

  private func makeDigest() -> Int {
    var hasher = Hasher()
    type.hashBytes(into: &hasher)
    title.hashBytes(into: &hasher)
    hasher.combine(openAppWhenRun)
    for parameter in parameters {
      parameter.name.hashBytes(into: &hasher)
      switch parameter.value {
      case .string(let text), .date(let text): text.hashBytes(into: &hasher)
      case .bool(let flag): hasher.combine(flag)
      case .entity(let type, let item):
        type.hashBytes(into: &hasher)
        hasher.combine(item.kind)
        item.id.hashBytes(into: &hasher)
        item.occurrence?.hashBytes(into: &hasher)
      }
    }
    return hasher.finalize()
  }
}

/// Which item an intent acts on, in parts the app resolves without parsing a string.
///
/// `id` is what the person's data names: an event's UID (a favorite marks every occurrence of
/// the event) or a reminder's id. `occurrence` says which occurrence of a repeating event or
/// reminder was shown, its original start, for an app that opens it, and for completion: it
/// completes that instance of a repeating reminder, not the series. Favorites ignore it.
public struct ItemReference: Sendable, Hashable {
  public var kind: AgendaItem.Kind
  public var id: String
  /// ISO 8601: `2026-06-01T15:00:00Z`, or `2026-06-01` for an all-day occurrence.
  public var occurrence: String?

  public init(kind: AgendaItem.Kind, id: String, occurrence: String? = nil) {
    self.kind = kind
    self.id = id
    self.occurrence = occurrence
  }

  /// The reference of an agenda item.
  public init(_ item: AgendaItem) {
    self.init(
      kind: item.kind, id: item.sourceID, occurrence: item.occurrence.map(Agenda.format))
  }
}

/// One parameter of an intent, with its type.
public struct IntentParameter: Sendable, Hashable {
  public enum Value: Sendable, Hashable {
    case string(String)
    case bool(Bool)
    /// A day or instant in ISO 8601 (`2026-06-01`, `2026-06-01T09:00:00Z`).
    case date(String)
    /// An App Entity, by its type and the item it stands for.
    case entity(type: String, item: ItemReference)

    public var typeName: String {
      switch self {
      case .string: "string"
      case .bool: "bool"
      case .date: "date"
      case .entity: "entity"
      }
    }
  }

  public var name: String
  public var value: Value

  public init(name: String, value: Value) {
    self.name = name
    self.value = value
  }
}

/// A named accessibility action of a widget entry, or its magic tap.
public struct AccessibilityAction: Sendable, Hashable {
  public enum Trigger: String, Sendable, Hashable {
    /// Offered in VoiceOver's actions rotor under `name`.
    case named
    /// Performed by a two-finger double tap anywhere on the widget.
    case magicTap
  }

  public var name: String { didSet { digest = makeDigest() } }
  public var trigger: Trigger { didSet { digest = makeDigest() } }
  public var intent: IntentDescriptor { didSet { digest = makeDigest() } }
  /// A hash of the action's bytes, as `IntentDescriptor.digest` is of its intent's.
  public private(set) var digest = 0

  public init(name: String, trigger: Trigger, intent: IntentDescriptor) {
    self.name = name
    self.trigger = trigger
    self.intent = intent
    digest = makeDigest()
  }

  private func makeDigest() -> Int {
    var hasher = Hasher()
    name.hashBytes(into: &hasher)
    hasher.combine(trigger)
    hasher.combine(intent.digest)
    return hasher.finalize()
  }
}
