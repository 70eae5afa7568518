import Agenda

/// An App Intent invocation as data: which intent, its title, and its typed parameters.
///
/// The widget extension maps a descriptor to the real `AppIntent` (`ToggleFavoriteIntent`,
/// `CompleteReminderIntent`, `ComposeIntent`) and binds it with
/// `.accessibilityAction(named:intent:)`; snapshots record descriptors so a change of what an
/// action does shows up in a diff.
public struct IntentDescriptor: Sendable, Hashable {
  public var type: String
  public var title: String
  public var openAppWhenRun: Bool
  public var parameters: [IntentParameter]

  public init(type: String, title: String, openAppWhenRun: Bool, parameters: [IntentParameter]) {
    self.type = type
    self.title = title
    self.openAppWhenRun = openAppWhenRun
    self.parameters = parameters
  }
}

/// Which item an intent acts on, in parts the app resolves without parsing a string.
///
/// `id` is what the person's data names: an event's UID (a favorite marks every occurrence of
/// the event) or a reminder's id. `occurrence` says which occurrence of a repeating event was
/// shown, its original start, for an app that opens it; favorites and completion ignore it.
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

  public var name: String
  public var trigger: Trigger
  public var intent: IntentDescriptor

  public init(name: String, trigger: Trigger, intent: IntentDescriptor) {
    self.name = name
    self.trigger = trigger
    self.intent = intent
  }
}
