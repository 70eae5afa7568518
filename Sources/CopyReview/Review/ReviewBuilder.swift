import Snapshots
import WidgetTimeline

/// The copy review of a snapshot folder, written source by source: each source's pages as
/// soon as its snapshots are read (``review(source:snapshots:reference:)``, which any number of
/// sources may run at once), then the index and the lists once every source is in
/// (``ReviewIndex``).
///
/// The landing page puts problems first: the lint's findings and the changes against a
/// reference, counted by rule, locale and kind, each count linking to the list it counts; then
/// the sources with their pages; then the inventory of distinct summaries. Every page has the
/// same filters (locale, family, text size, rule, changed only), kept in the address and
/// carried from page to page, and every list, table and count follows them. No page passes
/// ``ReviewFiles/maximumPageBytes``: a source's entries are split by locale, and into parts
/// when a locale is larger still.
public struct ReviewBuilder: Sendable {
  /// The snapshot folder as given on the command line, for titles.
  public var title: String
  /// The reference folder as given, when there is one.
  public var referenceTitle: String?
  public var scope: ReviewScope
  public var linter: CopyLinter
  /// The folder of the pages, relative to the index's folder (`review` beside `review.html`).
  public var pagesFolder: String
  /// The index page's file name.
  public var indexName: String
  /// What a page's own content may take (``ReviewFiles/contentBytes``; smaller in tests).
  public var contentBytes = ReviewFiles.contentBytes
  /// What reviewers decided before (`--decisions`), shown beside each template group.
  public var decisions = ReviewDecisions()
  /// The file the decisions are saved to, as given, for the page's instructions.
  public var decisionsFile = "review-decisions.json"
  /// Whether the pages are served by `glance review --serve`, which saves each decision as it
  /// is made: their policy then lets them post to the server that sent them.
  public var served = false

  public init(
    title: String, referenceTitle: String?, scope: ReviewScope = ReviewScope(),
    linter: CopyLinter = CopyLinter(), pagesFolder: String, indexName: String
  ) {
    self.title = title
    self.referenceTitle = referenceTitle
    self.scope = scope
    self.linter = linter
    self.pagesFolder = pagesFolder
    self.indexName = indexName
  }

  /// The pages of one source and what it adds to the index.
  public struct SourceReview: Sendable {
    public var files: [ReviewFile]
    public var digest: SourceDigest
  }

  /// Reviews one source folder.
  ///
  /// - Parameters:
  ///   - source: the folder's name.
  ///   - snapshots: its snapshots, by path relative to the snapshot folder.
  ///   - reference: the reference's snapshots of the same folder, by path; `nil` without a
  ///     reference, empty when the reference has none of this source.
  public func review(
    source: String, snapshots: [(path: String, document: SnapshotDocument)],
    reference: [String: SnapshotDocument]?
  ) -> SourceReview {
    var memo = LintMemo()
    var linted: [(path: String, document: SnapshotDocument, findings: [LintFinding])] = []
    for (path, document) in snapshots where scope.includes(document) {
      linted.append((path, document, linter.lint(document, path: path, memo: &memo)))
    }
    let counted = Self.counted(linted)
    let reviewed = linted.map { path, document, findings in
      ReviewSnapshot(
        path: path, document: document, findings: findings, counted: counted[path] ?? [],
        reference: reference?[path], compared: reference != nil)
    }.sorted { Self.order($0).lexicographicallyPrecedes(Self.order($1)) }
    var digest = SourceDigest(source: source)
    let paths = Set(snapshots.map(\.path))
    digest.removedSnapshots = (reference ?? [:]).filter {
      !paths.contains($0.key) && scope.includes($0.value)
    }.keys.sorted()
    let pages = SourcePages(builder: self, source: source, snapshots: reviewed)
    let files = pages.render(into: &digest)
    return SourceReview(
      files: files.map {
        ReviewFile(path: pagesFolder + "/" + $0.name, bytes: $0.bytes)
      },
      digest: digest)
  }

  /// The findings the lists and counts hold, by path: each as `glance lint` reports it, so the
  /// two agree. A finding both text sizes of a family share (accessory families speak the same
  /// text at both) is one finding, counted at its first file and shown there with the sizes it
  /// occurs at.
  static func counted(
    _ linted: [(path: String, document: SnapshotDocument, findings: [LintFinding])]
  ) -> [String: [CountedFinding]] {
    let sizes = Dictionary(
      linted.map { ($0.path, $0.document.textSize) }, uniquingKeysWith: { first, _ in first })
    var counted: [String: [CountedFinding]] = [:]
    for finding in LintFinding.mergingTextSizes(linted.flatMap(\.findings)) {
      let found = Set([finding.textSize] + finding.alsoIn.compactMap { sizes[$0] })
      counted[finding.path, default: []].append(
        CountedFinding(finding: finding, sizes: TextSize.allCases.filter(found.contains)))
    }
    return counted
  }

  /// Source, locale, then families in their natural order, default text size first.
  static func order(_ snapshot: ReviewSnapshot) -> [String] {
    let family = WidgetFamily.allCases.firstIndex(of: snapshot.family) ?? 0
    let size = TextSize.allCases.firstIndex(of: snapshot.textSize) ?? 0
    return [snapshot.source, snapshot.locale, String(family + 10), String(size), snapshot.path]
  }

  /// "Copy review: Output/nightly", and the page's part after a dash.
  func pageTitle(_ part: String?) -> String {
    "Copy review: \(title)" + (part.map { " — \($0)" } ?? "")
  }

  /// The index, from a page in the pages folder.
  var indexHref: String { "../" + ReviewFiles.href(indexName) }
}
