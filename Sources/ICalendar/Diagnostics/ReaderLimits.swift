/// Bounds on the work one input file can cause, in the spirit of libical's `icallimits`.
///
/// Every input-driven loop of the reader stops at one of these, and each limit that is hit is
/// reported as a diagnostic, so a hostile or broken file costs bounded time and memory and
/// never goes silently missing. The defaults are generous for real exports (an Outlook export
/// with inline attachments has lines of a few megabytes) and small enough for a nightly job.
public struct ReaderLimits: Sendable, Hashable {
  /// Largest input, in bytes, that is read at all.
  public var maxFileBytes: Int
  /// Longest logical (unfolded) content line, in bytes; longer lines are skipped.
  public var maxLineBytes: Int
  /// Most properties kept in one component; further ones are ignored.
  public var maxPropertiesPerComponent: Int
  /// Deepest nesting of BEGIN blocks; deeper components are skipped whole.
  public var maxNestingDepth: Int
  /// Most components (events, to-dos, time zones) kept from one file.
  public var maxComponentsPerFile: Int
  /// Most diagnostics recorded for one file; the rest are counted in one final diagnostic.
  public var maxDiagnosticsPerFile: Int
  /// Most RDATE and EXDATE values kept in one component (an event, a to-do, a time zone's
  /// STANDARD or DAYLIGHT); further ones are ignored. A property may list values without end,
  /// and each takes more memory than its 16 bytes of text; real exports have a few hundred.
  public var maxDatesPerComponent: Int

  public init(
    maxFileBytes: Int = 256 << 20,
    maxLineBytes: Int = 8 << 20,
    maxPropertiesPerComponent: Int = 10_000,
    maxNestingDepth: Int = 16,
    maxComponentsPerFile: Int = 2_000_000,
    maxDiagnosticsPerFile: Int = 1_000,
    maxDatesPerComponent: Int = 10_000
  ) {
    self.maxFileBytes = maxFileBytes
    self.maxLineBytes = maxLineBytes
    self.maxPropertiesPerComponent = maxPropertiesPerComponent
    self.maxNestingDepth = maxNestingDepth
    self.maxComponentsPerFile = maxComponentsPerFile
    self.maxDiagnosticsPerFile = maxDiagnosticsPerFile
    self.maxDatesPerComponent = maxDatesPerComponent
  }

  public static let `default` = ReaderLimits()
}
