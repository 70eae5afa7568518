/// CLDR plural categories.
public enum PluralCategory: String, Sendable, Hashable, CaseIterable, Codable {
  case zero, one, two, few, many, other
}

/// CLDR's cardinal plural rules (plurals.xml, CLDR 41) for the languages Glance speaks or may.
///
/// Foundation on Linux has no plural API and `.stringsdict` lookups crash, so the rules are
/// written here from CLDR's definitions and tested against CLDR's own samples.
public enum PluralRules {
  /// The languages with rules here; others use English's `one`/`other`.
  public static let languages: Set<String> = [
    "ar", "de", "en", "es", "fr", "it", "ja", "ko", "pl", "pt", "ru", "zh",
  ]

  public static func category(_ count: Int, language: String) -> PluralCategory {
    category(PluralOperands(count), language: language)
  }

  public static func category(_ n: PluralOperands, language: String) -> PluralCategory {
    let i = n.i
    let v = n.v
    switch language {
    case "ja", "ko", "zh":
      return .other
    case "en", "de":
      return i == 1 && v == 0 ? .one : .other
    case "it":
      if i == 1 && v == 0 { return .one }
      return isMillionsMany(n) ? .many : .other
    case "es":
      if n.nIsInteger && i == 1 && n.e == 0 { return .one }
      return isMillionsMany(n) ? .many : .other
    case "fr", "pt":
      if i == 0 || i == 1 { return .one }
      return isMillionsMany(n) ? .many : .other
    case "pl":
      guard v == 0 else { return .other }
      if i == 1 { return .one }
      if (2...4).contains(i % 10) && !(12...14).contains(i % 100) { return .few }
      return .many
    case "ru":
      guard v == 0 else { return .other }
      if i % 10 == 1 && i % 100 != 11 { return .one }
      if (2...4).contains(i % 10) && !(12...14).contains(i % 100) { return .few }
      return .many
    case "ar":
      guard n.nIsInteger else { return .other }
      switch i {
      case 0: return .zero
      case 1: return .one
      case 2: return .two
      default:
        if (3...10).contains(i % 100) { return .few }
        if (11...99).contains(i % 100) { return .many }
        return .other
      }
    default:
      return i == 1 && v == 0 ? .one : .other
    }
  }

  /// `e = 0 and i != 0 and i % 1000000 = 0 and v = 0 or e != 0..5` (fr, es, it, pt).
  private static func isMillionsMany(_ n: PluralOperands) -> Bool {
    (n.e == 0 && n.i != 0 && n.i % 1_000_000 == 0 && n.v == 0) || !(0...5).contains(n.e)
  }
}
