import JSON

/// The decisions file, `glance.decisions/1`: what reviewers accepted and rejected, meant to be
/// committed beside the reference snapshots (Docs/copy-review.md, "Decisions that persist").
///
/// `glance review --decisions <file>` shows them, so only new or changed templates need eyes;
/// the page writes the file back (downloaded, or saved by `glance review --serve`); and
/// `glance lint --baseline <file>` takes a finding in a group or sentence accepted here as
/// known. Canonical JSON, decisions sorted by template, locale and sentence, so that two
/// reviewers' files merge line by line:
///
/// ```json
/// {
///   "decisions": [
///     { "locale": "de-DE", "note": "", "pattern": "9c1d…", "template": "lead.now range.until", "verdict": "accepted" },
///     { "locale": "de-DE", "note": "'seit gestern' reads better", "template": "reminder.overdue.yesterday", "text": "41be…", "verdict": "rejected" }
///   ],
///   "schema": "glance.decisions/1"
/// }
/// ```
public struct ReviewDecisions: Sendable, Hashable {
  public static let schema = "glance.decisions/1"

  /// Why a file could not be read: the file, the JSON path and the value.
  public struct Failure: Error, Sendable, CustomStringConvertible {
    public var file: String
    public var message: String
    public var description: String { "\(file): \(message)" }
  }

  /// By what each is about; a later decision about the same replaces the earlier.
  public private(set) var decisions: [ReviewDecision.Subject: ReviewDecision] = [:]

  public init(_ decisions: [ReviewDecision] = []) {
    for decision in decisions { record(decision) }
  }

  public mutating func record(_ decision: ReviewDecision) {
    decisions[decision.subject] = decision
  }

  public mutating func merge(_ other: ReviewDecisions) {
    for decision in other.decisions.values { record(decision) }
  }

  public var isEmpty: Bool { decisions.isEmpty }
  public var count: Int { decisions.count }

  /// Whether `text` looks like a decisions file rather than another kind (a lint baseline).
  public static func isDecisions(_ bytes: [UInt8]) -> Bool {
    bytes.drop { $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }.first == UInt8(ascii: "{")
  }

  /// Reads a decisions file; `file` names it in errors.
  public init(bytes: [UInt8], file: String) throws(Failure) {
    let document: JSONValue
    do {
      document = try JSONReader().read(bytes)
    } catch {
      throw Failure(file: file, message: "not valid JSON: \(error)")
    }
    guard document["schema"]?.stringValue == Self.schema else {
      let found = document["schema"]?.stringValue ?? ""
      throw Failure(file: file, message: "$.schema: expected '\(Self.schema)', found '\(found)'")
    }
    guard case .array(let list)? = document["decisions"] else {
      throw Failure(file: file, message: "$.decisions: expected an array of decisions")
    }
    let known: Set<String> = ["locale", "note", "pattern", "template", "text", "verdict"]
    for (index, value) in list.enumerated() {
      let path = JSONPath.root + "decisions" + index
      guard case .object(let members) = value else {
        throw Failure(file: file, message: "\(path): expected an object")
      }
      if let unknown = members.first(where: { !known.contains($0.key) }) {
        throw Failure(file: file, message: "\(path + unknown.key): unknown field '\(unknown.key)'")
      }
      func string(_ key: String, required: Bool = true) throws(Failure) -> String? {
        guard let member = value[key] else {
          if required {
            throw Failure(file: file, message: "\(path + key): missing")
          }
          return nil
        }
        guard let text = member.stringValue else {
          throw Failure(file: file, message: "\(path + key): expected a string")
        }
        return text
      }
      let verdictText = try string("verdict") ?? ""
      guard let verdict = ReviewDecision.Verdict(rawValue: verdictText) else {
        throw Failure(
          file: file,
          message:
            "\(path + "verdict"): invalid value '\(verdictText)', expected accepted, rejected")
      }
      let pattern = try string("pattern", required: false)
      let text = try string("text", required: false)
      guard (pattern == nil) != (text == nil) else {
        throw Failure(
          file: file,
          message: "\(path): a decision names either 'pattern' (a group) or 'text' (a sentence)")
      }
      record(
        ReviewDecision(
          template: try string("template") ?? "", locale: try string("locale") ?? "",
          pattern: pattern, text: text, verdict: verdict,
          note: try string("note", required: false) ?? ""))
    }
  }

  /// The file's canonical bytes.
  public var bytes: [UInt8] { CanonicalJSONWriter.bytes(json) }

  public var json: JSONValue {
    .object([
      (
        "decisions",
        .array(
          decisions.keys.sorted().compactMap { decisions[$0] }.map { decision in
            var members: [(key: String, value: JSONValue)] = [
              ("locale", .string(decision.locale)), ("note", .string(decision.note)),
              ("template", .string(decision.template)),
              ("verdict", .string(decision.verdict.rawValue)),
            ]
            if let pattern = decision.pattern { members.append(("pattern", .string(pattern))) }
            if let text = decision.text { members.append(("text", .string(text))) }
            return .object(members)
          })
      ),
      ("schema", .string(Self.schema)),
    ])
  }

  /// Where a group stands.
  public enum Standing: String, Sendable {
    /// Nobody decided.
    case undecided
    case accepted
    case rejected
    /// Decided about copy that has changed since: it needs eyes again.
    case stale
  }

  /// The group of `template` in `locale`, whose copy has the fingerprint `pattern`.
  public func standing(template: String, locale: String, pattern: String) -> Standing {
    guard let decision = decisions[.init(template: template, locale: locale)] else {
      return .undecided
    }
    guard decision.pattern == pattern else { return .stale }
    return decision.verdict == .accepted ? .accepted : .rejected
  }

  /// The decision about one sentence of a template, by its fingerprint.
  public func decision(template: String, locale: String, text: String) -> ReviewDecision? {
    decisions[.init(template: template, locale: locale, text: text)]
  }
}
