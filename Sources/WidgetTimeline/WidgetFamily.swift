/// The widget sizes WidgetKit offers, home screen and lock screen.
public enum WidgetFamily: String, Sendable, Hashable, CaseIterable, Codable {
  case small, medium, large, extraLarge
  case accessoryRectangular, accessoryInline

  /// Whether rows are grouped under day headers (today, tomorrow, later days).
  public var groupsByDay: Bool { self == .large || self == .extraLarge }

  /// Whether the family is a lock-screen accessory, which speaks one short clause.
  public var isAccessory: Bool { self == .accessoryRectangular || self == .accessoryInline }
}

/// The Dynamic Type range a timeline is laid out for.
public enum TextSize: String, Sendable, Hashable, CaseIterable, Codable {
  /// The standard sizes, up to xxxLarge.
  case `default`
  /// The accessibility sizes (AX1–AX5): fewer, taller rows, so that nothing is cut.
  case accessibility
}

/// How many item rows a widget shows, per family and text size.
///
/// The defaults follow what real calendar widgets show: small 2 items, medium 3, large 6,
/// extra large 12, lock-screen accessories 1; at accessibility text sizes about half, so that
/// rows grow instead of being cut. A pipeline file can override any of them.
public struct Capacities: Sendable, Hashable {
  public struct Key: Sendable, Hashable {
    public var family: WidgetFamily
    public var textSize: TextSize

    public init(_ family: WidgetFamily, _ textSize: TextSize) {
      self.family = family
      self.textSize = textSize
    }
  }

  public var overrides: [Key: Int]

  public init(overrides: [Key: Int] = [:]) {
    self.overrides = overrides
  }

  public static func defaultCapacity(_ family: WidgetFamily, _ textSize: TextSize) -> Int {
    switch (family, textSize) {
    case (.small, .default): 2
    case (.small, .accessibility): 1
    case (.medium, .default): 3
    case (.medium, .accessibility): 2
    case (.large, .default): 6
    case (.large, .accessibility): 3
    case (.extraLarge, .default): 12
    case (.extraLarge, .accessibility): 6
    case (.accessoryRectangular, _), (.accessoryInline, _): 1
    }
  }

  public func capacity(_ family: WidgetFamily, _ textSize: TextSize) -> Int {
    overrides[Key(family, textSize)] ?? Self.defaultCapacity(family, textSize)
  }
}
