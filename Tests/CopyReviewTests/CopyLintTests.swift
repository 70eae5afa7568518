import Foundation
import Snapshots
import Summaries
import Testing
import WidgetTimeline

@testable import CopyReview

/// Each copy rule against summaries it must pass and summaries it must flag.
@Suite struct CopyLintTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var rule: String
    var locale = "en-US"
    /// The medium family's budget.
    var budget: LengthBudget? = .of(.medium)
    var summary: String
    /// How long the composer timed the summary at.
    var seconds: Double? = 4
    var titles: [String] = []
    /// The findings expected, as fragments of their messages; empty when the copy is clean.
    var expected: [String]

    var testDescription: String {
      "\(rule) \(expected.isEmpty ? "passes" : "flags") '\(summary.prefix(40))'"
    }
  }

  /// A budget of 3 s and 5 s, the lengths the GL008 cases are judged against.
  static let tight = LengthBudget(soft: 3, hard: 5)

  static let cases: [Case] = [
    .init(rule: "GL001", summary: "Pay rent, completed", expected: []),
    .init(
      rule: "GL001", summary: "checkmark.circle.fill Pay rent",
      expected: ["'checkmark.circle.fill'"]),
    .init(rule: "GL001", summary: "Xmark Standup", expected: ["'Xmark'"]),
    // People's own titles are not judged: a file name is what the event is called.
    .init(
      rule: "GL001", summary: "Review report.pdf, at 9 AM", titles: ["Review report.pdf"],
      expected: []),
    .init(rule: "GL002", summary: "Standup, from 9 to 9:15 AM", expected: []),
    .init(rule: "GL002", summary: "Standup 9:00 – 9:15 AM · Work", expected: ["'–'", "'·'"]),
    .init(rule: "GL002", summary: "Standup 9-10", expected: ["'p 9-10'"]),
    .init(rule: "GL002", summary: "Lunch | Work", expected: ["'|'"]),
    .init(rule: "GL002", summary: "Check-in, at 9 AM", expected: []),
    .init(rule: "GL003", summary: "Tuesday, June 2, at 2 PM", expected: []),
    .init(rule: "GL003", summary: "06/02, at 2 PM", expected: ["'06/02'"]),
    .init(rule: "GL003", summary: "Due 2026-06-02", expected: ["'2026-06-02'"]),
    .init(rule: "GL003", summary: "Standup 9-10", expected: []),
    .init(rule: "GL002", summary: "Due 2026-06-02", expected: []),
    .init(rule: "GL003", locale: "de-DE", summary: "Fällig am 2.6.2026", expected: ["'2.6.2026'"]),
    .init(
      rule: "GL003", locale: "de-DE", summary: "Heute, Montag, 1. Juni. Um 9:30 Uhr", expected: []),
    .init(rule: "GL004", summary: "Now: Standup, until 9 AM. Plus 1 more today", expected: []),
    .init(
      rule: "GL004", locale: "de-DE", summary: "Standup. Heute noch 1 weitere Einträge",
      expected: ["'Heute noch 1 weitere Einträge'"]),
    .init(
      rule: "GL004", locale: "de-DE", summary: "Standup. Heute noch ein weiterer Eintrag",
      expected: []),
    .init(
      rule: "GL004", locale: "de-DE", summary: "Standup. Heute noch 2 weitere Einträge",
      expected: []),
    .init(rule: "GL005", summary: "Mom's birthday, all day", expected: []),
    .init(rule: "GL005", summary: "🎂 Mom's birthday, all day", expected: ["'🎂'"]),
    .init(rule: "GL006", summary: "Next: Standup, at 9 AM", expected: []),
    .init(
      rule: "GL006", summary: "Favorite button, double tap to favorite",
      expected: ["'button'", "'double tap'"]),
    .init(rule: "GL006", locale: "ja-JP", summary: "ダブルタップして開く", expected: ["'ダブルタップ'"]),
    .init(
      rule: "GL006", summary: "Tap dance class, at 6 PM", titles: ["Tap dance class"], expected: []),
    .init(rule: "GL007", summary: "Now: Standup, until 9:15 AM", expected: []),
    .init(
      rule: "GL007", summary: "now: Standup, until 9:15 AM.", expected: ["lower-case", "period"]),
    .init(
      rule: "GL008", budget: .of(.small),
      summary: "Next: Design review, from 10 to 11 AM, and 2 more", seconds: 3.2,
      expected: []),
    .init(
      rule: "GL008", budget: Self.tight,
      summary:
        "Now: Quarterly business review with the whole leadership team, until 3:30 PM, at the Boardroom",
      seconds: 6.1, expected: ["over budget: 94 characters, about 6.1 s"]),
    .init(
      rule: "GL008", budget: Self.tight,
      summary: "Now: Quarterly business review, until 3:30 PM", seconds: 2.95,
      expected: []),
    .init(
      rule: "GL008", budget: Self.tight,
      summary: "Now: Quarterly business review, until 3:30 PM, tentative", seconds: 3.64,
      expected: [
        "long: 56 characters, about 3.6 s at VoiceOver's default rate; the budget is 3 s, at most 5 s"
      ]),
    // A snapshot that records no budget, or no time, is not judged on length.
    .init(
      rule: "GL008", budget: nil,
      summary: String(repeating: "Standup, from 9 to 9:15 AM, ", count: 40) + "and more",
      seconds: 80, expected: []),
    .init(
      rule: "GL008", budget: .of(.small),
      summary: String(repeating: "Standup, from 9 to 9:15 AM, ", count: 40) + "and more",
      seconds: nil, expected: []),
    .init(
      rule: "GL009", locale: "de-DE",
      summary: "Heute, Montag, 1. Juni. Submit report, überfällig seit 10 Uhr",
      titles: ["Submit report"], expected: []),
    .init(
      rule: "GL009", locale: "de-DE",
      summary: "Heute, Montag, 1. Juni. Submit report, overdue since 10 Uhr",
      titles: ["Submit report"], expected: ["'overdue since'"]),
    .init(
      rule: "GL009", locale: "en-US", summary: "Today. Submit report, overdue since 10 AM",
      expected: []),
    // English the catalog never had: function words in a row.
    .init(
      rule: "GL009", locale: "de-DE", summary: "Jetzt: Standup, bis 10 Uhr, and then the rest",
      titles: ["Standup"], expected: ["'and then the'"]),
    // One word of Glance's own English copy is enough.
    .init(
      rule: "GL009", locale: "de-DE", summary: "Heute: 2 events und 3 Erinnerungen",
      expected: ["'events'"]),
    // People's titles in English, names and German nouns, acronyms and loanwords are not.
    .init(
      rule: "GL009", locale: "de-DE",
      summary:
        "Jetzt: Call the plumber, bis 17 Uhr, im Meeting Room Berlin, online. Danach: Pay rent for June, ab 18 Uhr",
      titles: ["Call the plumber", "Pay rent for June"], expected: []),
    .init(
      rule: "GL009", locale: "de-DE", summary: "Als Nächstes: Standup um 5 PM, per Zoom",
      titles: ["Standup"], expected: []),
    // Inside Japanese: a Latin run among kana is found, a title in quotes is not.
    .init(
      rule: "GL009", locale: "ja-JP",
      summary: "今日、6月1日（月）。「Submit report」、overdue since 10時", titles: ["Submit report"],
      expected: ["'overdue since'"]),
    .init(
      rule: "GL009", locale: "ja-JP", summary: "今日、6月1日（月）。「Book club」、10時から",
      titles: ["Book club"], expected: []),
    .init(
      rule: "GL009", locale: "ja-JP", summary: "Today, Monday, June 1. 「Book club」、10時から",
      titles: ["Book club"], expected: ["'Today'"]),
    .init(
      rule: "GL009", locale: "ko-KR", summary: "오늘 6월 1일 월요일. 지금: Standup, until noon",
      titles: ["Standup"], expected: ["'until noon'"]),
    .init(rule: "GL013", summary: "No more events today", expected: []),
    .init(rule: "GL013", summary: "  ", expected: ["empty"]),
  ]

  @Test(arguments: cases) func rule(_ testCase: Case) throws {
    let rule = try #require(CopyLinter.rule(testCase.rule))
    let subject = LintSubject(
      locale: testCase.locale, budget: testCase.budget, summary: testCase.summary,
      seconds: testCase.seconds,
      items: testCase.titles.enumerated().map {
        .init(id: "event:\($0.offset)", title: $0.element)
      },
      actions: [])
    let findings = rule.init().check(
      subject, LintContext(locale: testCase.locale, catalog: .shipped)
    ).map(\.message)
    #expect(findings.count == testCase.expected.count, "\(findings)")
    for fragment in testCase.expected {
      #expect(
        findings.contains { $0.contains(fragment) }, "no finding with \(fragment): \(findings)")
    }
  }

  static func subject(_ actions: [LintSubject.Action], titles: [String] = ["Standup"])
    -> LintSubject
  {
    LintSubject(
      locale: "en-US", budget: nil, summary: "Next: Standup, at 9 AM",
      items: titles.enumerated().map { .init(id: "event:\($0.offset)", title: $0.element) },
      actions: actions)
  }

  static let magicTap = LintSubject.Action(name: "New event", isMagicTap: true)

  @Test func actionRules() throws {
    let context = LintContext(locale: "en-US", catalog: .shipped)
    let favorite = LintSubject.Action(
      name: "Favorite Standup", isMagicTap: false, itemID: "event:0")
    let clean = Self.subject([favorite, Self.magicTap])
    for rule in CopyLinter.rules {
      #expect(rule.init().check(clean, context).isEmpty, "\(rule.id)")
    }

    let twice = Self.subject([favorite, favorite, Self.magicTap])
    #expect(
      DuplicateActionName().check(twice, context).map(\.message) == [
        "action name 'Favorite Standup' is used twice"
      ])

    #expect(
      SingleMagicTap().check(Self.subject([favorite]), context).map(\.message) == [
        "0 magic-tap actions; an entry has exactly one"
      ])
    #expect(
      SingleMagicTap().check(Self.subject([Self.magicTap, Self.magicTap]), context).count == 1)

    let vague = LintSubject.Action(
      name: "Favorite this event", isMagicTap: false, itemID: "event:0")
    #expect(
      LabelInName().check(Self.subject([vague, Self.magicTap]), context).map(\.message) == [
        "action 'Favorite this event' does not contain the visible title 'Standup'"
      ])
    // Decoration and punctuation are not part of what a person says.
    let birthday = LintSubject.Action(
      name: "Favorite Mom's birthday", isMagicTap: false, itemID: "event:0")
    #expect(
      LabelInName().check(
        Self.subject([birthday, Self.magicTap], titles: ["🎂 Mom's birthday!"]), context
      ).isEmpty)
    // A title with a note after a dash is named by its head, as the composer names it.
    let noted = "Zahnarzt Paul (Kontrolle) – bitte Versichertenkarte mitbringen!"
    let head = LintSubject.Action(
      name: "Favorite Zahnarzt Paul (Kontrolle)", isMagicTap: false, itemID: "event:0")
    #expect(
      LabelInName().check(Self.subject([head, Self.magicTap], titles: [noted]), context).isEmpty)
    let less = LintSubject.Action(name: "Favorite Zahnarzt", isMagicTap: false, itemID: "event:0")
    #expect(
      LabelInName().check(Self.subject([less, Self.magicTap], titles: [noted]), context).count
        == 1)
    let partial = LintSubject.Action(name: "Favorite Mom's", isMagicTap: false, itemID: "event:0")
    #expect(
      LabelInName().check(
        Self.subject([partial, Self.magicTap], titles: ["Mom's birthday"]), context
      ).count == 1)

    // A Latin title inside Chinese, Japanese or Korean copy is found as written.
    for (locale, name, title) in [
      ("ja-JP", "Submit expense report for Aprilをお気に入りに追加", "Submit expense report for April"),
      ("ja-JP", "「Submit expense report for April」をお気に入りに追加", "Submit expense report for April"),
      ("ja-JP", "定例会議をお気に入りに追加", "定例会議"),
      ("ko-KR", "팀 회의를 즐겨찾기에 추가", "팀 회의"),
      ("zh-Hans-CN", "收藏项目会议", "项目会议"),
    ] {
      let action = LintSubject.Action(name: name, isMagicTap: false, itemID: "event:0")
      let context = LintContext(locale: locale, catalog: .shipped)
      #expect(
        LabelInName().check(Self.subject([action, Self.magicTap], titles: [title]), context)
          .isEmpty, "\(name)")
    }
    let cut = LintSubject.Action(
      name: "Submit expenseをお気に入りに追加", isMagicTap: false, itemID: "event:0")
    #expect(
      LabelInName().check(
        Self.subject([cut, Self.magicTap], titles: ["Submit expense report"]),
        LintContext(locale: "ja-JP", catalog: .shipped)
      ).count == 1)

    // English left in a German action name, but not the person's title in it.
    let english = LintSubject.Action(
      name: "Favorite Standup", isMagicTap: false, itemID: "event:0")
    let german = LintContext(locale: "de-DE", catalog: .shipped)
    func inGerman(_ action: LintSubject.Action) -> LintSubject {
      LintSubject(
        locale: "de-DE", budget: nil, summary: "Als Nächstes: Standup um 9 Uhr",
        items: [.init(id: "event:0", title: "Standup")], actions: [action, Self.magicTap])
    }
    #expect(
      UntranslatedEnglish().check(inGerman(english), german).map(\.message) == [
        "English 'Favorite' in a de-DE action name", "English 'New event' in a de-DE action name",
      ])
    let translated = LintSubject.Action(
      name: "Standup als Favorit markieren", isMagicTap: false, itemID: "event:0")
    let magicTap = LintSubject.Action(name: "Neuer Termin", isMagicTap: true)
    #expect(
      UntranslatedEnglish().check(
        LintSubject(
          locale: "de-DE", budget: nil, summary: "Als Nächstes: Standup um 9 Uhr",
          items: [.init(id: "event:0", title: "Standup")], actions: [translated, magicTap]),
        german
      ).isEmpty)

    // Gesture words in an action's own copy are found too.
    let gesture = LintSubject.Action(
      name: "Double tap to favorite Standup", isMagicTap: false, itemID: "event:0")
    #expect(
      ElementTypeOrGesture().check(Self.subject([gesture, Self.magicTap]), context).count == 1)
  }

  @Test func wordsSplitAtScriptsAndKeepJoinedWords() {
    #expect(
      WordScanner.spoken("Submit expense report for Aprilをお気に入りに追加") == [
        "submit", "expense", "report", "for", "april", "を", "お", "気", "に", "入", "り", "に", "追", "加",
      ])
    #expect(WordScanner.spoken("Mom's check-in, 9:30!") == ["mom's", "check-in", "9", "30"])
    #expect(WordScanner.spoken("팀 회의를") == ["팀", "회", "의", "를"])
    let words = WordScanner.words("Heute: PDF lesen. Dann Standup")
    #expect(words.map(\.isCapitalized) == [true, true, false, true, true])
    #expect(words.map(\.isAllCaps) == [false, true, false, false, false])
    #expect(words.map(\.startsSentence) == [true, true, false, true, false])
  }

  /// GL006 lower-cases scalar by scalar, as `String.lowercased()` does: over every summary and
  /// action name of the reference snapshots, and text in the scripts of Glance's locales.
  @Test func elementWordsAreFoundInTextLowerCasedAsStringsAre() throws {
    var texts = [
      "Schaltfläche TIPPEN", "İstanbul ΟΔΟΙ", "ÀÉÎÕÜ ß ẞ", "ボタンをタップ", "버튼 두 번 탭",
      "DOUBLE-TAP the ICON",
    ]
    for document in try ReviewPageTests.sources().values.flatMap(\.values) {
      for entry in document.entries {
        texts.append(entry.summary)
        texts += entry.actions.map(\.name)
      }
    }
    #expect(texts.count > 1_000)
    for text in texts where !text.contains("Σ") {
      #expect(
        ElementTypeOrGesture.lowercased(text) == Array(text.lowercased().unicodeScalars), "\(text)")
    }
    let context = LintContext(locale: "en-US", catalog: .shipped)
    #expect(
      ElementTypeOrGesture.words(in: "DOUBLE-TAP the ICON", context.controlWords) == [
        "double-tap", "icon",
      ])
  }

  /// GL002 and GL001 first look at bytes and judge by characters only the text that passes the
  /// look: it must let through every text that has a finding, over every summary and action
  /// name of the reference snapshots and text made to sit on the look's edges.
  @Test func quickLooksLetThroughEveryTextWithAFinding() throws {
    var texts = [
      "Standup 9-10", "٣-٤ Uhr", "２-３", "一-二", "x - y", "9 -10", "a-1", "Check-in", "a/b",
      "Lunch | Work", "9:00 – 9:15", "A — B", "Work · Home", "• Item", "2026-06-02", "-9",
      "9-", "a.b", "Circle.Fill", "CHECKMARK", "xMark", "e.1", "chevron", "ellipsis", "SFSymbol",
    ]
    for document in try ReviewPageTests.sources().values.flatMap(\.values) {
      for entry in document.entries {
        texts.append(entry.summary)
        texts += entry.actions.map(\.name)
      }
    }
    let context = CopyLinter().context(for: "en-US")
    var flagged = 0
    for text in texts {
      let separators = VisualSeparator.separators(in: text)
      #expect(separators.isEmpty || VisualSeparator.mayHoldSeparator(text), "\(text)")
      let subject = LintSubject(locale: "en-US", budget: nil, summary: text, items: [], actions: [])
      let symbols = SymbolNameReadAloud().check(summary: context.prepared(subject), context)
      #expect(symbols.isEmpty || SymbolNameReadAloud.mayHoldSymbolName(text), "\(text)")
      flagged += separators.count + symbols.count
    }
    #expect(flagged >= 15)
    #expect(!VisualSeparator.mayHoldSeparator("Check-in with Parent-teacher group"))
    #expect(!SymbolNameReadAloud.mayHoldSymbolName("Standup, at 9:30 A.M."))
  }

  /// A sentence's words are judged once, its length for every entry: the same sentence in a
  /// small and a large widget is long for one and not the other.
  @Test func lengthIsJudgedForEveryEntryWordsOncePerSentence() {
    let linter = CopyLinter()
    let context = linter.context(for: "en-US")
    var memo = LintMemo.Judged()
    let summary = "Standup 9-10, Lunch | Work, Review, Gym, Dinner, Call Sam, Dentist, Pay rent"
    func rules(_ budget: LengthBudget) -> [String] {
      let subject = LintSubject(
        locale: "en-US", budget: budget, summary: summary, seconds: 10, items: [], actions: [])
      return linter.summaryFindings(subject, context, &memo).map { linter.selected[$0.rule].id }
    }
    #expect(rules(.of(.small)) == ["GL002", "GL002", "GL008"])
    #expect(memo.summaries.count == 1)
    #expect(rules(.of(.large)) == ["GL002", "GL002"])
    #expect(rules(.of(.accessoryInline)) == ["GL002", "GL002", "GL008"])
    #expect(memo.summaries.count == 1)
  }

  /// GL008 writes a budget as `%.0f` does, without Foundation's format parser.
  @Test func budgetsAreWrittenAsFormatWritesThem() {
    let values: [Double] = [
      0, -0.0, 3, 8, 13, 75, 2.5, 3.5, 0.49, 12.75, -4, 1e14, 1e15, 1e300, .infinity, .nan,
    ]
    for value in values {
      #expect(LengthBudgetExceeded.whole(value) == String(format: "%.0f", value), "\(value)")
    }
  }

  /// Titles are taken out of the copy byte by byte, every occurrence, longest form first.
  @Test func titlesAreTakenOutOfTheCopy() {
    #expect(LintContext.remove(["Standup"], from: "Standup, then Standup.") == " , then  .")
    #expect(LintContext.remove(["Café avec Zoé", "Zoé"], from: "Café avec Zoé; Zoé") == " ;  ")
    #expect(LintContext.remove(["aa"], from: "aaa") == " a")
    #expect(LintContext.remove(["missing", ""], from: "Standup") == "Standup")
    #expect(LintContext.remove(["Standup at 9"], from: "Standup") == "Standup")
  }

  @Test func everyRuleIsDocumented() {
    var ids: Set<String> = []
    for rule in CopyLinter.rules {
      #expect(ids.insert(rule.id).inserted, "\(rule.id) twice")
      #expect(
        !rule.criterion.isEmpty && !rule.rationale.isEmpty && !rule.good.isEmpty
          && !rule.bad.isEmpty)
      #expect(rule.explanation.hasPrefix("\(rule.id) \(rule.name) (\(rule.severity.rawValue))"))
      #expect(CopyLinter.rule(rule.name.lowercased())?.id == rule.id)
    }
    #expect(ids.count >= 12)
  }

  /// A rule cites the project's own guide by one of its principles, never a page outside
  /// the repository; every principle the type names is one the guide has.
  @Test func rulesCiteTheGuideByItsPrinciples() throws {
    let guide = try String(
      contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent(SpokenCopyPrinciple.guide),
      encoding: .utf8)
    for principle in SpokenCopyPrinciple.allCases {
      #expect(guide.contains("\n**\(principle.rawValue).**"), "\(principle.rawValue)")
    }
    var cited: Set<SpokenCopyPrinciple> = []
    for rule in CopyLinter.rules {
      #expect(!rule.serves.contains("SPOKEN-COPY.md"), "\(rule.id) cites a page outside")
      #expect(
        !rule.criterion.lowercased().contains("spoken-copy"), "\(rule.id) cites the guide as text")
      #expect(!rule.criterion.isEmpty, "\(rule.id)")
      #expect(rule.explanation.contains("Serves: \(rule.serves)\n"))
      for principle in rule.principles {
        #expect(rule.serves.contains(principle.citation))
      }
      cited.formUnion(rule.principles)
    }
    #expect(cited.count >= 7)
  }

  /// GL008 grades its findings by the budget it is over, as a field: the message is not read.
  @Test func aFindingsSeverityIsItsOwn() {
    let context = LintContext(locale: "en-US", catalog: .shipped)
    func severity(_ seconds: Double) -> LintSeverity? {
      let subject = LintSubject(
        locale: "en-US", budget: Self.tight, summary: "Standup",
        seconds: seconds,
        items: [], actions: [])
      return LengthBudgetExceeded().check(summary: subject, context).first?.severity
    }
    #expect(severity(2) == nil)
    #expect(severity(4) == .needsReview)
    #expect(severity(6) == .warning)
  }
}
