import Snapshots
import WidgetTimeline

/// What a review covers (`glance review --source --locale --family --changed-only
/// --findings-only`): a slice of a large run that a reviewer can take in, written in the time
/// that slice takes.
public struct ReviewScope: Sendable, Hashable {
  /// Source folders to include; all when empty.
  public var sources: Set<String> = []
  public var locales: Set<String> = []
  public var families: Set<WidgetFamily> = []
  /// Only entries that changed against the reference (and entries removed from it).
  public var changedOnly = false
  /// Only entries with a lint finding.
  public var findingsOnly = false

  public init(
    sources: Set<String> = [], locales: Set<String> = [], families: Set<WidgetFamily> = [],
    changedOnly: Bool = false, findingsOnly: Bool = false
  ) {
    self.sources = sources
    self.locales = locales
    self.families = families
    self.changedOnly = changedOnly
    self.findingsOnly = findingsOnly
  }

  /// Whether anything narrows the review.
  public var isNarrowed: Bool {
    !sources.isEmpty || !locales.isEmpty || !families.isEmpty || changedOnly || findingsOnly
  }

  public func includes(source: String) -> Bool {
    sources.isEmpty || sources.contains(source)
  }

  public func includes(_ document: SnapshotDocument) -> Bool {
    (locales.isEmpty || locales.contains(document.locale))
      && (families.isEmpty || families.contains(document.family))
  }

  func includes(_ entry: ReviewEntry) -> Bool {
    (!changedOnly || entry.change != nil) && (!findingsOnly || !entry.findings.isEmpty)
  }

  /// The scope in words, for the page: "source person-00001; locale de-DE; changed entries".
  var description: String {
    var parts: [String] = []
    if !sources.isEmpty { parts.append("source " + sources.sorted().joined(separator: ", ")) }
    if !locales.isEmpty { parts.append("locale " + locales.sorted().joined(separator: ", ")) }
    if !families.isEmpty {
      parts.append(
        "family "
          + WidgetFamily.allCases.filter(families.contains).map(\.rawValue).joined(
            separator: ", "))
    }
    if changedOnly { parts.append("changed entries only") }
    if findingsOnly { parts.append("entries with findings only") }
    return parts.joined(separator: "; ")
  }
}
