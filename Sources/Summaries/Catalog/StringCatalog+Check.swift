extension StringCatalog {
  /// A key the code can ask for that a language of the catalog has no copy for.
  public struct MissingCopy: Error, Sendable, Equatable, CustomStringConvertible {
    public var key: String
    public var language: String
    /// Whether `language` is the catalog's source language.
    public var isSource: Bool

    public var description: String {
      "key '\(key)' has no '\(language)' value" + (isSource ? ", the source language" : "")
    }
  }

  /// The languages the catalog has copy in, the source language among them, sorted.
  public var languages: [String] {
    Set(strings.values.flatMap(\.keys)).union([sourceLanguage]).sorted()
  }

  /// Throws unless every key has a source-language value and every language of the catalog
  /// has copy for every `CopyKey`, its own or its parent's (`en-GB` may leave to `en` what
  /// they say alike): a key without copy would be spoken in another language, or not at all.
  ///
  /// `ShippedResources` runs it before any work, so a missing key stops every command
  /// (`SUM003`) instead of being heard.
  public func checkCopy() throws(MissingCopy) {
    for key in strings.keys.sorted() where strings[key]?[sourceLanguage] == nil {
      throw MissingCopy(key: key, language: sourceLanguage, isSource: true)
    }
    for language in [sourceLanguage] + languages.filter({ $0 != sourceLanguage }) {
      let chain = Self.fallbackChain(language)
      for key in CopyKey.allCases {
        let values = strings[key.name]
        guard chain.contains(where: { values?[$0] != nil }) else {
          throw MissingCopy(key: key.name, language: language, isSource: language == sourceLanguage)
        }
      }
    }
  }
}
