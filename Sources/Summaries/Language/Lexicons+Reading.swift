import JSON

extension Lexicons {
  /// Why the lexicons cannot be used: the file (`de.json`) and the reason.
  public struct Failure: Error, Sendable, Equatable, CustomStringConvertible {
    public var file: String
    public var reason: String
    public var description: String { "\(file): \(reason)" }
  }

  /// The file of what belongs to no language.
  public static let rootFile = "root.json"

  /// The members of a language's file, besides its lists' sections.
  static let profileMember = "profile"
  static let emojiMember = "emojiNames"
  static let emojiEventsMember = "emojiEvents"

  /// The fields of a profile, each required of a language the catalog speaks.
  static let profileFields = [
    "latinCharactersPerSecond", "ideographicCharactersPerSecond", "otherCharactersPerSecond",
    "secondsPerDigit", "secondsPerComma", "secondsPerStop", "secondsPerColon", "hourCycle",
    "sharedPeriod", "script", "spacesTakeTime", "firstWeekday", "omitsBareToday",
    "countsRestWithoutScope",
  ]

  /// Reads the lexicons from their files' bytes, by file name (`root.json`, `de.json`), and
  /// checks that every language of `spoken` has a complete lexicon: each member its own or
  /// its parent's (`en-GB`, then `en`).
  ///
  /// Every file is read strictly: a member it may not have, a value of the wrong kind or a
  /// word that is not a string is an error naming its JSON path, so a translator's typo stops
  /// the installation instead of quietly recognizing nothing.
  public init(files: [String: [UInt8]], spoken: [String]) throws(Failure) {
    guard let rootBytes = files[Self.rootFile] else {
      throw Failure(file: Self.rootFile, reason: "no such file")
    }
    let root = try Self.object(rootBytes, file: Self.rootFile)
    try Self.allow(root, ["meetingServices", "scripts"], file: Self.rootFile, at: .root)
    let scripts = try Self.scripts(root, file: Self.rootFile)
    let services = try Self.services(root, file: Self.rootFile)
    var read: [String: LanguageFile] = [:]
    for (name, bytes) in files where name != Self.rootFile {
      guard name.hasSuffix(".json") else { continue }
      let language = String(name.dropLast(".json".count))
      read[language] = try LanguageFile(Self.object(bytes, file: name), file: name)
    }
    var joined: [Lexicon.List: Set<String>] = [:]
    for file in read.values {
      for (list, words) in file.lists { joined[list, default: []].formUnion(words) }
    }
    var lexicons: [String: Lexicon] = [:]
    for language in spoken {
      let chain = StringCatalog.fallbackChain(language).filter { read[$0] != nil }
      guard let own = chain.first, own == language else {
        throw Failure(file: "\(language).json", reason: "no such file")
      }
      lexicons[language] = try Self.complete(
        language, files: chain.compactMap { read[$0] }, scripts: scripts)
    }
    self.init(
      spoken: lexicons, words: Words(joined), meetingServices: services, scripts: scripts)
  }

  /// One language's file as written: whatever members it gives.
  struct LanguageFile {
    var file: String
    var profile: [(key: String, value: JSONValue)]
    var lists: [Lexicon.List: [String]]
    var emoji: EmojiNames?
    var emojiEvents: EmojiNames?

    init(_ object: [(key: String, value: JSONValue)], file: String) throws(Failure) {
      self.file = file
      let sections = Set(Lexicon.List.allCases.map(\.section))
      try Lexicons.allow(
        object,
        [Lexicons.profileMember, Lexicons.emojiMember, Lexicons.emojiEventsMember]
          + sections.sorted(), file: file, at: .root)
      profile = []
      lists = [:]
      for (key, value) in object {
        let path = JSONPath.root + key
        switch key {
        case Lexicons.profileMember:
          profile = try Lexicons.members(value, file: file, at: path)
          try Lexicons.allow(profile, Lexicons.profileFields, file: file, at: path)
        case Lexicons.emojiMember:
          emoji = try Lexicons.emojiTable(value, file: file, at: path)
        case Lexicons.emojiEventsMember:
          emojiEvents = try Lexicons.emojiTable(value, file: file, at: path)
        default:
          let members = try Lexicons.members(value, file: file, at: path)
          let here = Lexicon.List.allCases.filter { $0.section == key }
          try Lexicons.allow(members, here.map(\.rawValue), file: file, at: path)
          for (name, words) in members {
            guard let list = Lexicon.List(rawValue: name) else { continue }
            guard case .array(let items) = words else {
              throw Failure(file: file, reason: "'\(path + name)' is not a list of words")
            }
            var strings: [String] = []
            for (index, item) in items.enumerated() {
              strings.append(try Lexicons.string(item, file: file, at: path + name + index))
            }
            lists[list] = strings
          }
        }
      }
    }
  }

  /// A table of emoji and their names: `{"🎂": "birthday cake"}`.
  static func emojiTable(_ value: JSONValue, file: String, at path: JSONPath) throws(Failure)
    -> EmojiNames
  {
    let members = try Lexicons.members(value, file: file, at: path)
    var names: [(emoji: String, name: String)] = []
    names.reserveCapacity(members.count)
    for (emoji, name) in members {
      // The path is made only for a message: two thousand names are read at every start.
      guard case .string(let text) = name, !text.isEmpty else {
        throw Failure(file: file, reason: "'\(path + emoji)' is '\(name.quoted)', not a name")
      }
      names.append((emoji, text))
    }
    guard let table = EmojiNames(names) else {
      throw Failure(file: file, reason: "'\(path)' names an emoji twice")
    }
    return table
  }

  /// The lexicon of `language` from its file and its parents' (`files`, nearest first), each
  /// member from the first that gives it; a member none gives is an error.
  static func complete(
    _ language: String, files: [LanguageFile], scripts: [String: LanguageProfile.Script]
  ) throws(Failure) -> Lexicon {
    let file = files[0].file
    func missing(_ member: String) -> Failure {
      let parents = files.dropFirst().map { "'\($0.file)'" }
      let nor = parents.isEmpty ? "" : " (nor has \(parents.joined(separator: ", ")))"
      return Failure(
        file: file,
        reason:
          "'\(language)' has no '\(member)'\(nor); a language Glance speaks needs every member of its lexicon"
      )
    }
    var fields: [String: (value: JSONValue, file: String)] = [:]
    for source in files.reversed() {
      for (key, value) in source.profile { fields[key] = (value, source.file) }
    }
    for field in profileFields where fields[field] == nil { throw missing("profile.\(field)") }
    var lists: [Lexicon.List: [String]] = [:]
    for list in Lexicon.List.allCases {
      guard let words = files.lazy.compactMap({ $0.lists[list] }).first else {
        throw missing(list.path)
      }
      lists[list] = words
    }
    guard let emoji = files.lazy.compactMap(\.emoji).first else { throw missing(emojiMember) }
    guard emoji.count > 0 else {
      throw Failure(file: file, reason: "'\(language)' has no emoji names in '\(emojiMember)'")
    }
    guard let emojiEvents = files.lazy.compactMap(\.emojiEvents).first else {
      throw missing(emojiEventsMember)
    }
    let profile = try Self.profile(language, fields, scripts: scripts)
    return Lexicon(
      language: language, profile: profile, emoji: emoji, emojiEvents: emojiEvents, lists: lists)
  }

  /// A profile from its fields, each with the file that gave it.
  static func profile(
    _ language: String, _ fields: [String: (value: JSONValue, file: String)],
    scripts: [String: LanguageProfile.Script]
  ) throws(Failure) -> LanguageProfile {
    func field(_ name: String) -> (value: JSONValue, file: String, path: JSONPath) {
      let found = fields[name] ?? (JSONValue.null, "")
      return (found.value, found.file, JSONPath.root + profileMember + name)
    }
    func rate(_ name: String) throws(Failure) -> Double {
      let (value, file, path) = field(name)
      guard let number = value.doubleValue, number > 0, number < 1_000 else {
        throw Failure(
          file: file, reason: "'\(path)' is '\(value.quoted)', not a number above 0 and below 1000")
      }
      return number
    }
    func flag(_ name: String) throws(Failure) -> Bool {
      let (value, file, path) = field(name)
      guard case .bool(let flag) = value else {
        throw Failure(file: file, reason: "'\(path)' is '\(value.quoted)', not true or false")
      }
      return flag
    }
    func choice<Choice: RawRepresentable & CaseIterable>(_ name: String, _: Choice.Type)
      throws(Failure) -> Choice where Choice.RawValue == String
    {
      let (value, file, path) = field(name)
      guard let text = value.stringValue, let chosen = Choice(rawValue: text) else {
        let choices = Choice.allCases.map(\.rawValue).joined(separator: ", ")
        throw Failure(file: file, reason: "'\(path)' is '\(value.quoted)', not one of \(choices)")
      }
      return chosen
    }
    let script = field("script")
    guard let code = script.value.stringValue, let known = scripts[code] else {
      throw Failure(
        file: script.file,
        reason:
          "'\(script.path)' is '\(script.value.quoted)', not a script \(rootFile) lists (\(scripts.keys.sorted().joined(separator: ", ")))"
      )
    }
    let weekday = field("firstWeekday")
    guard let firstWeekday = weekday.value.intValue, (1...7).contains(firstWeekday) else {
      throw Failure(
        file: weekday.file,
        reason: "'\(weekday.path)' is '\(weekday.value.quoted)', not 1 (Monday) to 7 (Sunday)")
    }
    return LanguageProfile(
      language: language,
      timing: LanguageProfile.Timing(
        latinCharactersPerSecond: try rate("latinCharactersPerSecond"),
        ideographicCharactersPerSecond: try rate("ideographicCharactersPerSecond"),
        otherCharactersPerSecond: try rate("otherCharactersPerSecond"),
        secondsPerDigit: try rate("secondsPerDigit"),
        secondsPerComma: try rate("secondsPerComma"),
        secondsPerStop: try rate("secondsPerStop"),
        secondsPerColon: try rate("secondsPerColon")),
      hourCycle: try choice("hourCycle", LanguageProfile.HourCycle.self),
      sharedPeriod: try choice("sharedPeriod", LanguageProfile.SharedPeriod.self),
      script: known, spacesTakeTime: try flag("spacesTakeTime"), firstWeekday: firstWeekday,
      omitsBareToday: try flag("omitsBareToday"),
      countsRestWithoutScope: try flag("countsRestWithoutScope"))
  }

  /// The scripts of `root.json`: code → ranges of scalars written `0041-005A` or `00AA`.
  static func scripts(_ root: [(key: String, value: JSONValue)], file: String) throws(Failure)
    -> [String: LanguageProfile.Script]
  {
    let path = JSONPath.root + "scripts"
    guard let value = root.first(where: { $0.key == "scripts" })?.value else {
      throw Failure(file: file, reason: "it has no 'scripts'")
    }
    var scripts: [String: LanguageProfile.Script] = [:]
    for (code, ranges) in try members(value, file: file, at: path) {
      guard case .array(let items) = ranges else {
        throw Failure(file: file, reason: "'\(path + code)' is not a list of ranges")
      }
      var parsed: [ClosedRange<UInt32>] = []
      for (index, item) in items.enumerated() {
        let text = try string(item, file: file, at: path + code + index)
        let bounds = text.split(separator: "-", omittingEmptySubsequences: false).map {
          UInt32($0, radix: 16)
        }
        guard (1...2).contains(bounds.count), let low = bounds.first ?? nil,
          let high = bounds.last ?? nil, low <= high, high <= 0x10FFFF
        else {
          throw Failure(
            file: file,
            reason: "'\(path + code + index)' is '\(text)', not a range of scalars like '0041-005A'"
          )
        }
        parsed.append(low...high)
      }
      scripts[code] = LanguageProfile.Script(code: code, ranges: parsed)
    }
    guard scripts["Latn"] != nil else {
      throw Failure(file: file, reason: "'\(path)' has no 'Latn', the Latin script")
    }
    return scripts
  }

  /// The meeting services of `root.json`, in order.
  static func services(_ root: [(key: String, value: JSONValue)], file: String) throws(Failure)
    -> [MeetingService]
  {
    let path = JSONPath.root + "meetingServices"
    guard case .array(let items)? = root.first(where: { $0.key == "meetingServices" })?.value
    else {
      throw Failure(file: file, reason: "it has no list of 'meetingServices'")
    }
    var services: [MeetingService] = []
    for (index, item) in items.enumerated() {
      let at = path + index
      let members = try Lexicons.members(item, file: file, at: at)
      try allow(members, ["name", "hosts", "boilerplate"], file: file, at: at)
      func value(_ key: String) -> JSONValue { members.first { $0.key == key }?.value ?? .null }
      func strings(_ value: JSONValue, at path: JSONPath) throws(Failure) -> [String] {
        guard case .array(let items) = value else {
          throw Failure(file: file, reason: "'\(path)' is not a list of strings")
        }
        var strings: [String] = []
        for (index, item) in items.enumerated() {
          strings.append(try string(item, file: file, at: path + index))
        }
        return strings
      }
      guard case .array(let names) = value("boilerplate") else {
        throw Failure(file: file, reason: "'\(at + "boilerplate")' is not a list of names")
      }
      var boilerplate: [[String]] = []
      for (position, name) in names.enumerated() {
        boilerplate.append(try strings(name, at: at + "boilerplate" + position))
      }
      services.append(
        MeetingService(
          name: try string(value("name"), file: file, at: at + "name"),
          hosts: try strings(value("hosts"), at: at + "hosts"), boilerplate: boilerplate))
    }
    return services
  }

  // MARK: - JSON

  static func object(_ bytes: [UInt8], file: String) throws(Failure)
    -> [(key: String, value: JSONValue)]
  {
    let document: JSONValue
    do {
      document = try JSONReader().read(bytes)
    } catch {
      throw Failure(file: file, reason: "it is not valid JSON: \(error)")
    }
    return try members(document, file: file, at: .root)
  }

  static func members(_ value: JSONValue, file: String, at path: JSONPath) throws(Failure)
    -> [(key: String, value: JSONValue)]
  {
    guard case .object(let members) = value else {
      let kind = value.kindName
      let article = kind.first.map { "aeiou".contains($0) } == true ? "an" : "a"
      throw Failure(file: file, reason: "'\(path)' is \(article) \(kind), not an object")
    }
    return members
  }

  static func string(_ value: JSONValue, file: String, at path: JSONPath) throws(Failure)
    -> String
  {
    guard case .string(let text) = value, !text.isEmpty else {
      throw Failure(file: file, reason: "'\(path)' is '\(value.quoted)', not a word")
    }
    return text
  }

  /// Throws for a member not among `allowed`, or given twice.
  static func allow(
    _ members: [(key: String, value: JSONValue)], _ allowed: [String], file: String,
    at path: JSONPath
  ) throws(Failure) {
    var seen: Set<String> = []
    for (key, _) in members {
      guard allowed.contains(key) else {
        throw Failure(
          file: file,
          reason:
            "'\(path + key)' is not a member it may have (\(allowed.joined(separator: ", ")))")
      }
      guard seen.insert(key).inserted else {
        throw Failure(file: file, reason: "'\(path + key)' is given twice")
      }
    }
  }
}

extension JSONValue {
  /// A number, whether written with a fraction or without.
  fileprivate var doubleValue: Double? {
    switch self {
    case .integer(let value): Double(value)
    case .number(let value): value
    default: nil
    }
  }
}
