/// The widget sizes WidgetKit offers, home screen and lock screen.
///
/// How the families differ is said in one place, their `traits` (`FamilyTraits`): a new case
/// fails to compile there until its traits are written, and nowhere else.
public enum WidgetFamily: String, Sendable, Hashable, CaseIterable, Codable {
  case small, medium, large, extraLarge
  case accessoryRectangular, accessoryInline
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
/// The defaults are the families' traits (`FamilyTraits.rows`), which follow what real
/// calendar widgets show: small 2 items, medium 3, large 6, extra large 12, lock-screen
/// accessories 1; at accessibility text sizes about half, so that rows grow instead of being
/// cut. A pipeline file can override any of them.
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
    switch textSize {
    case .default: family.traits.rows
    case .accessibility: family.traits.accessibilityRows
    }
  }

  public func capacity(_ family: WidgetFamily, _ textSize: TextSize) -> Int {
    overrides[Key(family, textSize)] ?? Self.defaultCapacity(family, textSize)
  }
}
