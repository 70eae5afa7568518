/// BCP 47 language tags as Glance accepts them: `en-US`, `zh-Hans-CN`.
///
/// A tag names a folder of the output (`<source>/<locale>/<family>.json`), so this one check
/// decides both what a pipeline file or source.json may name and what may become a path: a
/// valid tag is letters, digits and hyphens, starts with a letter and is short, so it can never
/// leave its folder, hide, or be too long for a file system.
public enum LanguageTag {
  /// RFC 5646 §4.4.1: implementations must handle tags of at least 35 characters.
  public static let maxLength = 35

  /// A 2–3 letter language, then subtags of 2–8 ASCII letters or digits, at most
  /// ``maxLength`` characters in all.
  public static func isValid(_ tag: String) -> Bool {
    guard tag.utf8.count <= maxLength else { return false }
    let parts = tag.split(separator: "-", omittingEmptySubsequences: false)
    guard let language = parts.first, (2...3).contains(language.count),
      language.allSatisfy({ $0.isASCII && $0.isLetter })
    else { return false }
    return parts.dropFirst().allSatisfy { part in
      (2...8).contains(part.count) && part.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
    }
  }
}
