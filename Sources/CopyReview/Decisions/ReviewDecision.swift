/// What a reviewer decided about a template's summaries in one locale, or about one sentence
/// of it: accepted, or rejected with a note.
///
/// A decision is keyed by what the copy is, never by people's words: the template (the
/// catalog keys the summaries were composed with, `SnapshotDocument.Entry.template`), the
/// locale, and either the pattern's fingerprint (for the whole group: a hash of the catalog's
/// copy of those keys in that locale, `TemplatePattern`) or the sentence's fingerprint (a hash
/// of Glance's words in it, `CopyFingerprint`). A group decided on copy that has changed
/// since is stale: it is shown as decided before, and needs eyes again.
public struct ReviewDecision: Sendable, Hashable {
  public enum Verdict: String, Sendable, CaseIterable {
    case accepted, rejected
  }

  public var template: String
  public var locale: String
  /// The pattern's fingerprint, for a decision about the whole group.
  public var pattern: String?
  /// The sentence's fingerprint, for a decision about one sentence.
  public var text: String?
  public var verdict: Verdict
  /// Why, for a rejection (what to change); optional for an acceptance.
  public var note: String

  public init(
    template: String, locale: String, pattern: String? = nil, text: String? = nil,
    verdict: Verdict, note: String = ""
  ) {
    self.template = template
    self.locale = locale
    self.pattern = pattern
    self.text = text
    self.verdict = verdict
    self.note = note
  }

  /// What the decision is about: one per group or sentence in a file.
  public struct Subject: Sendable, Hashable, Comparable {
    public var template: String
    public var locale: String
    /// The sentence's fingerprint; empty for the group.
    public var text: String

    public init(template: String, locale: String, text: String = "") {
      self.template = template
      self.locale = locale
      self.text = text
    }

    public static func < (a: Subject, b: Subject) -> Bool {
      (a.template, a.locale, a.text) < (b.template, b.locale, b.text)
    }
  }

  public var subject: Subject {
    Subject(template: template, locale: locale, text: text ?? "")
  }
}
