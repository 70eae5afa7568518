/// The parts `ExportTitleGenerator` builds titles from, per language.
///
/// Written for this generator in the style of real calendars (no sample person's titles), so
/// that rules tuned on `Data/` meet words they were not written against. The markers are the
/// ones the mail and calendar clients of each language write.
enum ExportTitleParts {
  struct Words {
    /// Ordinary meeting and appointment names: most of any real week.
    var ordinary: [String]
    /// Things to do, for reminders and ticket titles.
    var tasks: [String]
    /// Names with a dash of their own ("Mateo - school Halloween parade").
    var dashed: [String]
    /// Names with a colon of their own, a time-like "1:1" among them.
    var colon: [String]
    /// Names with a slash ("Schedule swap Dec 24/Dec 31", "Northwind / Contoso").
    var slashed: [String]
    /// Titles that are themselves a list ("리코더, 색연필, 실내화").
    var lists: [String]
    /// The word before a flight code.
    var flight: [String]
    /// What makes an ordinary name very long.
    var longTails: [String]
  }

  struct Markers {
    var forwards: [String]
    var cancelled: [String]
    var invitations: [String]
    var invitationTails: [String]
    var leadingTags: [String]
    var asides: [String]
    var optionalTags: [String]
    var cancelledTags: [String]
    /// Prefixes that say the meeting was postponed: said as a state after the name.
    var postponed: [String]
    /// Prefixes and leading tags that say the invitation was moved or updated: not said.
    var moved: [String]
    /// Bracketed workflow tags of mail and ticket tools: not said.
    var workflowTags: [String]
    /// Hashtag words, without their sign.
    var hashtags: [String]
    /// "To be decided" or "to be confirmed" where it stands: before the name with its colon,
    /// as a tag before it, and after it in brackets or after a dash. Said as "tentative".
    var tentative: (prefixes: [String], leading: [String], trailing: [String])
    /// Outlook's prefixes of a copied meeting ("Copy: ", 「コピー: 」): not said.
    var copies: [String]
    /// Asides that open with a word of postponement ("(moved to Thu)", "（延期）"): said as
    /// "postponed", and nothing of what follows the word.
    var postponedAsides: [String]
    /// Asides that end in a question mark ("(Sam too?)"): the person's doubt, never said.
    var questionAsides: [String]
  }

  static let tickets = [
    "OPS-1423", "INC0012345", "JIRA-88", "#4821", "PR #1207", "SEC-77", "CHG0034190", "BUG-5012",
    "PR 4412", "CHG0034417",
  ]

  /// Titles holding an identifier whose digits a dash joins, with the identifier: said as
  /// written, never as a range ("#2026-041" is not "2026 to 041").
  static let identifiers: [ExportTitle.Language: [(String, String)]] = [
    .en: [
      ("Invoice #2026-041 issued", "#2026-041"), ("Query on INV-2026-118", "INV-2026-118"),
      ("Order No. 12-14 pickup", "No. 12-14"), ("Case 0451-22 follow-up", "0451-22"),
      ("Room A12-14 setup", "A12-14"),
    ],
    .de: [
      ("Rechnung Nr. 2026-041 prüfen", "Nr. 2026-041"), ("Auftrag #2026-07 abholen", "#2026-07"),
      ("Lieferschein LS-2026-118", "LS-2026-118"),
    ],
    .ja: [("請求書 #2026-041 発行", "#2026-041"), ("注文 No. 12-14 受取", "No. 12-14")],
    .ko: [("인보이스 #2026-041 발행", "#2026-041"), ("주문 No. 2026-118 확인", "No. 2026-118")],
  ]

  /// Titles holding a real range, with its two numbers: said with the range's word.
  static let ranges: [ExportTitle.Language: [(String, String, String)]] = [
    .en: [("Office hours 3-4 pm", "3", "4"), ("Read pp. 12-18", "12", "18")],
    .de: [("Lieferung 8-12 Uhr", "8", "12"), ("Kapitel 3-5 lesen", "3", "5")],
    .ja: [("第3-4回 研修", "3", "4")],
    .ko: [("교재 12-18쪽 읽기", "12", "18")],
  ]

  /// Titles holding an amount whose commas or full stops group its digits, with the amount:
  /// said as written, never split as a list ("₩1,800 및 000") nor left out as an aside.
  static let amounts: [ExportTitle.Language: [(String, String)]] = [
    .en: [
      ("Wire $1,250,000 to escrow", "$1,250,000"), ("Pay $1,200 deposit", "$1,200"),
      ("Deposit ($1,200)", "($1,200)"), ("Rent, utilities, $2,450", "$2,450"),
    ],
    .de: [
      ("Kaution (1.234,56 €)", "(1.234,56 €)"), ("Miete 1.200 € überweisen", "1.200 €"),
      ("Förderung 1,250,000 USD, Rest", "1,250,000 USD"),
    ],
    .ja: [
      ("懇親会 15,000円", "15,000円"), ("家賃 ¥1,250,000 振込", "¥1,250,000"),
      ("会費（3,000円）", "（3,000円）"),
    ],
    .ko: [
      ("월세 ₩1,800,000 이체", "₩1,800,000"), ("회비 30,000원 입금", "30,000원"),
      ("관리비 (123,450원)", "(123,450원)"),
    ],
  ]

  /// Titles holding a range of clock hours, with its two ends: a side with a leading zero is
  /// still an hour when a time word follows or the ends are clock times, said as a range.
  static let clockRanges: [ExportTitle.Language: [(String, String, String)]] = [
    .en: [
      ("Nights AMU 20:00–08:30", "20:00", "08:30"), ("Shift 07:00-19:00", "07:00", "19:00"),
      ("Clinic 08-10 am", "08", "10"),
    ],
    .de: [
      ("Release-Fenster 22–02 Uhr", "22", "02"), ("Nachtschicht 22-06 h", "22", "06"),
      ("Frühdienst 06:00-14:00", "06:00", "14:00"),
    ],
    .ja: [("夜勤 22:00-06:00", "22:00", "06:00"), ("メンテナンス 22-02時", "22", "02")],
    .ko: [("야간 근무 22:00-06:00", "22:00", "06:00"), ("서버 점검 22-02시", "22", "02")],
  ]

  /// Titles with a slash between single letters, an abbreviation, with it: said as written.
  static let letterSlashes: [ExportTitle.Language: [(String, String)]] = [
    .en: [
      ("Cardiology f/u", "f/u"), ("Invoice n/a – check", "n/a"), ("Skip gym b/c rain", "b/c"),
      ("Tires w/o rims", "w/o"),
    ],
    .de: [("Kardiologie f/u", "f/u"), ("Paket c/o Nachbar", "c/o")],
    .ja: [("Cardiology f/u 予約", "f/u")],
    .ko: [("Cardiology f/u 예약", "f/u")],
  ]

  /// Asides holding a time of day or a range of them: never said.
  static let timeAsides: [ExportTitle.Language: [String]] = [
    .en: [" (3-4 pm)", " (until 9:30)"], .de: [" (zw. 8-12 Uhr)", " (ab 14:00)"],
    .ja: ["（9時-12時）", " (14:00-15:00)"], .ko: [" (오후 2시-4시)", " (14:00~15:00)"],
  ]

  /// Leading tags that name what the event is, kept in the title.
  static let kindTags: [ExportTitle.Language: [String]] = [
    .en: ["[Webinar] ", "[Workshop] "], .de: ["[Schulung] "], .ja: ["【説明会】", "【面談】"],
    .ko: ["[설명회] "],
  ]

  /// The leading tags that say an item is important.
  static let importantTags: Set<String> = ["【重要】", "[IMPORTANT] ", "[WICHTIG] ", "[중요] "]

  static let flights = [
    "LH 401 FRA → JFK", "BA 117 LHR-JFK", "KE 901 ICN→CDG", "NH 203 HND → FRA",
    "UA 931 SFO – LHR", "OZ 222 ICN-JFK", "JL 44 HND→LHR", "LX 14 ZRH > EWR", "AF 11 CDG -> JFK",
  ]

  /// The tickets that are codes, not said when they open a title or follow a dash; the
  /// others ("#4821", "PR #1207") are the person's own words.
  /// The leading tags that say an item is urgent.
  static let urgentTags: Set<String> = ["[URGENT] ", "[DRINGEND] ", "【至急】", "[긴급] "]

  static let ticketCodes: Set<String> = [
    "OPS-1423", "INC0012345", "JIRA-88", "SEC-77", "CHG0034190", "BUG-5012", "CHG0034417",
  ]

  /// Whether `ticket` is never said wherever it stands: a tracker's long id (a code with five
  /// digits or more, "CHG0034190") or a pull request's number ("PR 4412", "PR #1207").
  static func isUnsaidAnywhere(_ ticket: String) -> Bool {
    ticket.hasPrefix("PR ")
      || ticketCodes.contains(ticket) && ticket.filter { $0.isASCII && $0.isNumber }.count >= 5
  }

  /// A ticket inside a phrase: the words before it and after it.
  static let ticketPhrases: [ExportTitle.Language: [(String, String)]] = [
    .en: [("Review ", " with Sam"), ("Demo of ", " for sales")],
    .de: [("Besprechung ", " mit Jana")],
    .ja: [("リリース ", " 確認")], .ko: [("배포 ", " 검토")],
  ]

  /// The marks that join two words in the cores above, with the words they join.
  static let joins: [String: [ExportTitle.Join]] = [
    "Schedule swap Dec 24/Dec 31": [.init(.dates, "24", "Dec")],
    "Northwind / Contoso steering": [.init(.words, "Northwind", "Contoso")],
    "Design/Eng sync": [.init(.words, "Design", "Eng")],
    "Pick up/drop off Leo": [.init(.words, "up", "drop")],
    "AM/PM handover": [.init(.words, "AM", "PM")],
    "Session 2/3: onboarding": [.init(.part, "2", "3")],
    "Swap 12/24·12/31": [
      .init(.middleDot, "12/24", "12/31"), .init(.numbers, "12", "24"), .init(.numbers, "12", "31"),
    ],
    "Vertrieb/Marketing Abstimmung": [.init(.words, "Vertrieb", "Marketing")],
    "Dienstplan-Tausch 24.12./31.12.": [.init(.dates, "24.12.", "31.12.")],
    "Hansewerk / Nordlicht Lenkungskreis": [.init(.words, "Hansewerk", "Nordlicht")],
    "Früh/Spät Übergabe": [.init(.words, "Früh", "Spät")],
    "Teil 2/3 Nachholtermin": [.init(.part, "2", "3")],
    "Schichttausch 24.12.·31.12.": [.init(.middleDot, "24.12.", "31.12.")],
    "シフト交代 12/24・12/31": [.init(.numbers, "12", "24"), .init(.numbers, "12", "31")],
    "営業/開発 連絡会": [.init(.words, "営業", "開発")],
    "A社 / B社 合同会議": [.init(.words, "A社", "B社")],
    "研修 第2/3回": [.init(.part, "2", "3")],
    "当番 12/24·12/31": [.init(.middleDot, "12/24", "12/31")],
    "근무 교대 12/24·12/31": [
      .init(.middleDot, "12/24", "12/31"), .init(.numbers, "12", "24"), .init(.numbers, "12", "31"),
    ],
    "영업/개발 협의": [.init(.words, "영업", "개발")],
    "A사 / B사 합동 회의": [.init(.words, "A사", "B사")],
    "교육 2/3회차": [.init(.part, "2", "3")],
    "1:1 Alex / Sam": [.init(.words, "Alex", "Sam")],
    "1:1 高橋 / 佐藤": [.init(.words, "高橋", "佐藤")],
    "1:1 민수 / 지영": [.init(.words, "민수", "지영")],
    "LH 401 FRA → JFK": [.init(.arrow, "FRA", "JFK")],
    "KE 901 ICN→CDG": [.init(.arrow, "ICN", "CDG")],
    "NH 203 HND → FRA": [.init(.arrow, "HND", "FRA")],
    "JL 44 HND→LHR": [.init(.arrow, "HND", "LHR")],
    "LX 14 ZRH > EWR": [.init(.arrow, "ZRH", "EWR")],
    "AF 11 CDG -> JFK": [.init(.arrow, "CDG", "JFK")],
  ]

  static let emojiOnly = ["🎉🎉", "🎂", "✈️🏝️", "🏃‍♀️", "☕️", "💇‍♀️", "🦷", "🎄🎁"]

  static let foreignForwards = ["回复: ", "转发: ", "WG: ", "転送: ", "RV: ", "TR: ", "전달: "]

  static let words: [ExportTitle.Language: Words] = [
    .en: Words(
      ordinary: [
        "Weekly sync", "Design review", "Standup", "Lunch with Priya", "Dentist",
        "Quarterly business review", "Parent-teacher conference", "Yoga", "Sprint planning",
        "Budget check-in", "Coffee with Jess", "Haircut", "Soccer practice", "Board prep",
        "Vet appointment for Biscuit", "Call with Northwind", "Team lunch", "Book club",
        "All hands", "Physical therapy", "Piano lesson", "Date night",
      ],
      tasks: [
        "Pay water bill", "Renew car registration", "Send invoice", "Rotate API keys",
        "Fix login redirect", "Sign permission slip", "Order printer toner", "Call the landlord",
        "Update runbook", "Book hotel for Denver",
      ],
      dashed: [
        "Mateo - school Halloween parade", "Interview - Staff Engineer", "Offsite – day 2",
        "Ava - dentist", "Payroll run - final", "Handover — night team",
      ],
      colon: [
        "1:1 Alex / Sam", "Onboarding: new hires", "Q3 review: marketing", "1:1 with Dana",
        "Retro: checkout outage", "Kickoff: Project Atlas",
      ],
      slashed: [
        "Schedule swap Dec 24/Dec 31", "Northwind / Contoso steering", "Design/Eng sync",
        "Pick up/drop off Leo", "AM/PM handover", "Session 2/3: onboarding", "Swap 12/24·12/31",
      ],
      lists: [
        "Milk, eggs, bread", "Passport, visa, tickets", "Cleats, shin guards, water bottle",
        "Flour, yeast, butter, sugar",
      ],
      flight: ["Flight", "Flight to New York:"],
      longTails: [
        " and follow-up on the open action items from last quarter's planning session with the regional leads",
        " with the whole extended leadership team, partners from the agency and everyone from finance who can make it",
      ]),
    .de: Words(
      ordinary: [
        "Teamrunde", "Zahnarzt", "Elternabend", "Mittagessen mit Jana", "Jour fixe",
        "Projektbesprechung", "Sprint-Review", "Kita abholen", "Physiotherapie", "Steuerberater",
        "Abstimmung Budget 2027", "Geburtstag Oma", "Schwimmkurs", "Workshop Datenschutz",
        "Friseur", "Chorprobe", "Betriebsversammlung", "Kundentermin Hansewerk",
      ],
      tasks: [
        "Müll rausstellen", "Kfz-Steuer zahlen", "Rechnung schicken", "Zeugnis kopieren",
        "Reifen wechseln", "Antrag Elterngeld abgeben", "Zertifikate erneuern", "Heizung ablesen",
      ],
      dashed: [
        "Lina - Laternenumzug Kita", "Bewerbungsgespräch - Werkstudent", "Klausur – Mathe",
        "Übergabe - Spätschicht", "Umzug – Kartons holen",
      ],
      colon: [
        "1:1 mit Anna", "Übergabe: Schichtplan", "Review: Angebot Stadtwerke",
        "Kick-off: Relaunch", "Kurs 2:3 Nachholtermin",
      ],
      slashed: [
        "Vertrieb/Marketing Abstimmung", "Dienstplan-Tausch 24.12./31.12.",
        "Hansewerk / Nordlicht Lenkungskreis", "Früh/Spät Übergabe", "Teil 2/3 Nachholtermin",
        "Schichttausch 24.12.·31.12.",
      ],
      lists: ["Brot, Milch, Eier", "Turnbeutel, Hausschuhe, Trinkflasche", "Pass, Visum, Tickets"],
      flight: ["Flug", "Flug nach New York:"],
      longTails: [
        " mit allen Bereichsleitern, dem Betriebsrat und den Kolleginnen aus der Buchhaltung zur Planung des nächsten Geschäftsjahres",
        " zur Vorbereitung der Jahresabschlussprüfung und Abstimmung der offenen Punkte aus dem letzten Quartal",
      ]),
    .ja: Words(
      ordinary: [
        "定例ミーティング", "歯医者", "週次定例", "企画会議", "美容院", "保護者会", "ランチ", "病院",
        "月次報告", "英会話", "ピアノ教室", "部内懇親会", "採用面接", "健康診断", "お客様訪問",
      ],
      tasks: [
        "ゴミ出し", "水道料金の支払い", "請求書送付", "証明書の更新", "年賀状を書く", "印鑑証明を取る",
        "資料の修正", "上履きを洗う",
      ],
      dashed: ["健太 - 運動会", "面接 - エンジニア職", "引き継ぎ – 夜勤", "研修 - 2日目"],
      colon: ["1on1：田中/鈴木", "打ち合わせ：新規案件", "レビュー: 見積書", "1:1 佐藤さん", "1:1 高橋 / 佐藤"],
      slashed: [
        "シフト交代 12/24・12/31", "営業/開発 連絡会", "A社 / B社 合同会議", "研修 第2/3回", "当番 12/24·12/31",
      ],
      lists: ["牛乳、卵、パン", "体操服、上履き、水筒", "パスポート、ビザ、航空券"],
      flight: ["フライト", "出張移動"],
      longTails: [
        "および来期予算に関する各部門との調整と前四半期の課題についての振り返りを含む全体会議",
        "（関係部署全員参加、議事録は後日共有、資料は事前にお読みください）の準備",
      ]),
    .ko: Words(
      ordinary: [
        "주간 회의", "치과 예약", "점심 약속", "팀 회고", "학부모 상담", "헬스", "세탁소", "월간 보고",
        "영어 회화", "고객사 미팅", "건강검진", "피아노 학원", "부서 회식", "면접",
      ],
      tasks: [
        "관리비 납부", "자동차 보험 갱신", "세금계산서 발행", "인증서 갱신", "택배 반품",
        "가정통신문 서명", "보고서 수정", "분리수거",
      ],
      dashed: ["서윤 - 학교 운동회", "면접 - 백엔드 개발자", "인수인계 – 야간조", "워크숍 - 2일차"],
      colon: ["1:1 민수 / 지영", "분기 보고: 마케팅", "킥오프: 신규 프로젝트", "회고: 결제 장애"],
      slashed: ["근무 교대 12/24·12/31", "영업/개발 협의", "A사 / B사 합동 회의", "교육 2/3회차"],
      lists: ["리코더, 색연필, 실내화", "우유, 계란, 식빵", "여권, 비자, 항공권"],
      flight: ["항공편", "출장:"],
      longTails: [
        " 및 다음 분기 예산 관련 부서별 협의와 지난 분기 이슈 회고를 포함한 전체 회의",
        " (관련 부서 전원 참석, 회의록은 추후 공유, 자료는 미리 읽어 주세요) 준비",
      ]),
  ]

  static let markers: [ExportTitle.Language: Markers] = [
    .en: Markers(
      forwards: ["FW: ", "Fwd: ", "RE: ", "Re: ", "FWD: "],
      cancelled: ["Canceled: ", "Cancelled: ", "Canceled Event: ", "Canx: ", "CANCELLED – "],
      invitations: ["Invitation: ", "Updated invitation: "],
      invitationTails: [
        " @ Mon Jun 1, 2pm", " @ Weekly from 10am to 10:30am on Monday",
        " @ Tue Jun 2, 2026 9:30am - 10am (EDT) (jordan@example.com)",
      ],
      leadingTags: ["[EXTERNAL] ", "[Ext] ", "[EXT] ", "[Draft] ", "[URGENT] ", "[IMPORTANT] "],
      asides: [
        " (agenda attached - please review before the call)", " (room change: 4.12, not 3.08)",
        " (v2 – see [notes] in the doc)", " [WIP: API – v2 (draft)]", " (bring laptop, charger)",
        " (moved from Tue)", " (Zoom - link in description)", " (2/3)",
        " (hold - TBC (pending budget))",
      ],
      optionalTags: [" (optional)", " (Optional)", " - optional"],
      cancelledTags: [" (Canceled)", " (Cancelled)", " [CANCELED]"],
      postponed: ["Postponed: ", "POSTPONED: ", "Postponed:"],
      moved: ["Moved: ", "Rescheduled: ", "Updated: ", "(Updated) "],
      workflowTags: ["[Action required] ", "[Reminder] ", "[ACTION REQUIRED] "],
      hashtags: ["selfcare", "teamlunch", "fitness"],
      tentative: (
        prefixes: ["TBC: ", "TBD: "], leading: ["[TBC] ", "[TBD] "],
        trailing: [" (TBD)", " (TBC)", " - TBD", " (tbd)", " (t.b.d.)", " (to be confirmed)"]
      ),
      copies: ["Copy: ", "COPY: "],
      postponedAsides: [
        " (postponed)", " (moved to Thu)", " (postponed - new date TBA)",
        " (rescheduled to Jun 9)", " (Postponed until further notice)",
      ],
      questionAsides: [" (Sam too?)", " (Zoom?)", " (bring the kids?)", " (w/ Priya?)"]),
    .de: Markers(
      forwards: ["AW: ", "WG: ", "Aw: ", "Fwd: ", "RE: "],
      cancelled: ["Abgesagt: ", "Abgesagt: ", "Canceled: "],
      invitations: ["Einladung: ", "Aktualisierte Einladung: "],
      invitationTails: [
        " @ Mo. 1. Juni 2026 14:00 - 15:00 (MESZ)", " @ Wöchentlich von 10:00 bis 10:30 am Montag",
      ],
      leadingTags: ["[EXTERN] ", "[EXTERNAL] ", "[Entwurf] ", "[DRINGEND] ", "[WICHTIG] "],
      asides: [
        " (bitte Unterlagen mitbringen – Raum 2.14)", " (neuer Raum: siehe Mail)",
        " [intern (nur Team)]", " (Teil 2/3)", " (Teams - Link in der Einladung)",
        " (Vertretung: Herr Yilmaz, Frau Koch)",
      ],
      optionalTags: [" (optional)", " (freiwillig)"],
      cancelledTags: [" (abgesagt)", " (ABGESAGT)", " (Canceled)"],
      postponed: ["Verschoben: ", "Postponed: "],
      moved: ["Verlegt: ", "Aktualisiert: ", "Rescheduled: ", "(Updated) "],
      workflowTags: ["[Erinnerung] ", "[Aktion erforderlich] ", "[Action required] "],
      hashtags: ["selfcare", "Teamevent", "sport"],
      tentative: (
        prefixes: ["TBC: ", "Noch offen: "], leading: ["[TBC] ", "[Vorläufig] "],
        trailing: [" (noch offen)", " (TBD)", " - noch offen", " (unbestätigt)"]
      ),
      copies: ["Kopie: ", "Copy: "],
      postponedAsides: [
        " (verschoben: neuer Termin folgt)", " (verschoben)", " (verschoben auf Do)",
        " (verlegt auf 12.6.)", " (Verschoben, siehe Mail)",
      ],
      questionAsides: [" (mit Anna?)", " (Zoom?)", " (oder Donnerstag?)"]),
    .ja: Markers(
      forwards: ["転送: ", "RE: ", "Re: ", "FW: ", "返信: "],
      cancelled: ["キャンセル済み: ", "キャンセル済み: ", "Canceled: "],
      invitations: ["招待: ", "更新された招待: "],
      invitationTails: [" @ 2026年6月1日(月) 14:00～15:00 (JST)", " @ 毎週 月曜日 10:00～10:30"],
      leadingTags: ["【重要】", "【至急】", "[EXTERNAL] ", "【社外】"],
      asides: [
        "（資料：事前確認 - 必須）", "（第2回）", "【会議室変更：3F（大）】", "（オンライン、Teams）",
        " (agenda: Q3 - draft)", "（詳細は別途ご連絡します）",
      ],
      optionalTags: ["（任意）", "（任意参加）", " (optional)"],
      cancelledTags: ["（中止）", "（キャンセル）", " (Canceled)"],
      postponed: ["延期: ", "延期：", "【延期】"],
      moved: ["(更新)", "（更新）", "更新: ", "変更: "],
      workflowTags: ["【リマインド】", "【要対応】", "[Reminder] "],
      hashtags: ["朝活", "読書会"],
      tentative: (
        prefixes: ["未定: ", "仮："], leading: ["【仮】", "【未定】", "（仮）"],
        trailing: ["（未定）", "（仮）", "（調整中）", " (TBD)"]
      ),
      copies: ["コピー: ", "コピー：", "Copy: "],
      postponedAsides: ["（延期）", "（延期：日程未定）", "（延期済み）"],
      questionAsides: ["（オンライン？）", "（田中さんも?）", "（Zoom?）"]),
    .ko: Markers(
      forwards: ["전달: ", "회신: ", "RE: ", "FW: ", "Re: "],
      cancelled: ["취소됨: ", "취소됨: ", "Canceled: "],
      invitations: ["초대: ", "업데이트된 초대: "],
      invitationTails: [" @ 2026년 6월 1일 (월) 오후 2시~3시", " @ 매주 월요일 오전 10시~10시 30분"],
      leadingTags: ["[외부] ", "[EXTERNAL] ", "[긴급] ", "[중요] "],
      asides: [
        " (회의실 변경 - 3층)", " [자료: 사전 검토, 필수]", " (2/3회차)", " (Teams - 링크는 본문 참고)",
        " (대리 참석: 박 과장 (영업))",
      ],
      optionalTags: [" (선택)", " (선택 참석)", " (optional)"],
      cancelledTags: [" (취소)", " (Canceled)"],
      postponed: ["연기: ", "[연기] "],
      moved: ["변경: ", "(변경) ", "일정 변경: "],
      workflowTags: ["[알림] ", "[리마인드] ", "[조치 필요] "],
      hashtags: ["카페스타그램", "운동"],
      tentative: (
        prefixes: ["미정: "], leading: ["[미정] ", "(미정) "],
        trailing: [" (미정)", " (미확정)", " (TBD)", " - 미정"]
      ),
      copies: ["복사: ", "Copy: "],
      postponedAsides: [" (연기)", " (연기됨)", " (연기: 일정 미정)"],
      questionAsides: [" (줌?)", " (민수도?)", " (온라인?)"]),
  ]
}

/// Parts the title rules for asides, leading codes and dash notes are checked with, over the
/// generator's titles (`ExportTitleGenerator.titles`): not drawn by `title(_:)`, so the titles a
/// seed gives and the people `glance-bench sources` writes stay as they were.
extension ExportTitleGenerator {
  /// Asides in brackets that add detail, each with its leading space: a duration, pages or
  /// chapters, a part's code or a quantity. Never said, whatever their length.
  public static let detailAsides: [ExportTitle.Language: [String]] = [
    .en: [
      " (45 min)", " (2x 45 min)", " (pp. 12-18)", " (ch. 4–6)", " (qty 4)", " (P/N 2314-118)",
      " (90 mins)", " (p. 7)",
    ],
    .de: [
      " (45 Min.)", " (S. 12-18)", " (Kap. 4–6)", " (2 Std.)", " (Art.-Nr. 4411-2)", " (3 Stk.)",
    ],
    .ja: ["（90分）", "（P/N 2314-118・4個）", "（12-18ページ）", "（第4-6章）", " (45分)", "（2時間）"],
    .ko: [" (45분)", " (pp. 12-18)", " (12-18쪽)", " (수량 4개)", " (2시간)", " (P/N 2314-118)"],
  ]

  /// Counters a quantity in brackets is written with, after its number ("2 dozen", "15個"),
  /// and how the language writes the number and the counter: with a space or without.
  public static let quantityCounters: [ExportTitle.Language: (words: [String], spaced: Bool)] = [
    .en: (["dozen", "people", "pax", "guests", "boxes", "larges", "trays"], true),
    .de: (["Kisten", "Personen", "Dutzend", "Portionen", "Stück"], true),
    .ja: (["個", "名", "人前", "枚", "箱", "セット", "件"], false),
    .ko: (["개", "명", "인분", "박스", "세트", "건"], false),
  ]

  /// Words that say which of a count it is, before its number in a Japanese or Korean
  /// bracket ("（昨日分 12件）", "(어제분 12건)").
  static let countWords: [ExportTitle.Language: [String]] = [
    .ja: ["昨日分", "未読", "残り"], .ko: ["어제분", "미확인", "남은"],
  ]

  /// A quantity in brackets with its leading space, drawn by `random`: a number with a
  /// multiplication sign ("(x 24)", "(×30)", "(24x)") or with a counter of the language
  /// ("(12 larges)", "(4 Kisten)", "（15個）", "(30개)"), in Japanese and Korean sometimes
  /// after a word that says which count ("（昨日分 12件）"). Never said.
  public static func quantityAside(
    _ language: ExportTitle.Language, _ random: inout SeededRandom
  ) -> String {
    let number = random.int(2...48)
    let (open, close) = language == .ja && random.chance(0.5) ? ("（", "）") : (" (", ")")
    let (counters, spaced) = quantityCounters[language]!
    let inner: String
    switch random.int(0...4) {
    case 0: inner = "x \(number)"
    case 1: inner = "×\(number)"
    case 2: inner = "\(number)x"
    default:
      inner = "\(number)" + (spaced ? " " : "") + random.pick(counters)
    }
    // A count said with what it counts ("（昨日分 12件）"): one of the summary's counts, were
    // it read.
    if let words = countWords[language], inner.last.map({ !$0.isNumber }) ?? false,
      random.chance(0.3)
    {
      return open + random.pick(words) + " " + inner + close
    }
    return open + inner + close
  }

  /// Short qualifiers in brackets that say which one, each with its leading space: kept in
  /// the name.
  public static let whichOneQualifiers: [ExportTitle.Language: [String]] = [
    .en: [" (wk 40)", " (Prod)", " (A-320)", " (Rm 214)"],
    .de: [" (KW 40)", " (Prod)", " (A-320)"],
    .ja: ["（移動）", " (A-320)", "（本番）"],
    .ko: [" (A-320)", " (운영)", " (2층)"],
  ]

  /// Short asides in brackets that name a person or a role, each with its leading space:
  /// the one an item is for ("Parent-teacher conference (Theo)"), part of its name.
  public static let personQualifiers: [ExportTitle.Language: [String]] = [
    .en: [" (Theo)", " (Mom)", " (Sam)", " (chapel)"],
    .de: [" (Lena)", " (Oma)", " (Biotonne)"],
    .ja: ["（朝）", "（太郎）", "（母）"],
    .ko: [" (민준)", " (엄마)", " (아침)"],
  ]

  /// Qualifiers in brackets that hold a number and say which one, each with its leading
  /// space: a number after a word, an amount, a number and a word that is no counter. Kept
  /// in the name, beside the quantities (`quantityAside`) that are not.
  public static let numberedQualifiers: [ExportTitle.Language: [String]] = [
    .en: [" (Rm 214)", " (1.200 EUR)", " (2nd round)", " (Gate 12)"],
    .de: [" (KW 40)", " (1.200 EUR)", " (Teil 2)", " (2. OG)"],
    .ja: ["（第2部）", "（3,000円）", " (Gate 12)"],
    .ko: [" (2층)", " (2부)", " (Gate 12)"],
  ]

  /// Product and model names that open a title straight before its words: the person's words,
  /// never ticket ids.
  public static let productNames = ["RTX-4090", "RTX-3080", "SRX-850", "XPS-13", "GT-500"]

  /// Ticket ids that open a title set off as one (a colon, dash or bar after them, or a
  /// tracker's long shape), with what follows them before the name.
  public static let setOffTickets = [
    "OPS-1423 - ", "INC-20931: ", "JIRA-88 | ", "CHG0034190 ", "INC0012345 ", "BUG-5012 – ",
    "INC-20931 ",
  ]

  /// Short notes after a dash that say what the event is: part of the name.
  public static let shortNotes: [ExportTitle.Language: [String]] = [
    .en: ["cutover dry run", "Field Museum", "line maintenance", "final round"],
    .de: ["Probelauf Umstellung", "Landesmuseum", "zweite Runde"],
    .ja: ["切替 リハーサル", "最終 面接"],
    .ko: ["전환 리허설", "최종 면접"],
  ]

  /// Remarks after a dash: said last, as a note, never as part of the name.
  public static let remarkNotes: [ExportTitle.Language: [String]] = [
    .en: [
      "$45 copay, bring insurance card", "1400 S Lake Shore Dr",
      "please read the brief before we meet", "bring laptop, charger",
    ],
    .de: [
      "bitte Versichertenkarte mitbringen!", "Eingang B, 2. OG",
      "bitte vorher die Unterlagen lesen und ausfüllen",
    ],
    .ja: ["資料 持参、 事前 確認", "受付 は 2階 です 、 お早めに"],
    .ko: ["신분증 지참, 10분 전 도착", "자료 는 미리 읽어 주세요 !"],
  ]

  /// Hashtags that close a title, as written after its last word in `language`'s script:
  /// one or two, spaced or glued to the word (" #PTA #fundraiser", "#fundraiser" glued).
  /// Tags that file the event: never said.
  public static func closingHashtags(
    _ language: ExportTitle.Language, _ random: inout SeededRandom
  ) -> String {
    let tags = ExportTitleParts.markers[language]!.hashtags
    let word = random.pick(tags)
    var closing = random.chance(0.3) ? "#\(word)" : " #\(word)"
    if random.chance(0.4) { closing += " #" + random.pick(tags.filter { $0 != word }) }
    return closing
  }

  /// Notices in a bracket before the name that say the event is postponed or cancelled and
  /// more ("【延期のお知らせ】", "[Event cancelled] "), with the space that follows them.
  public static let leadingNotices:
    [ExportTitle.Language: (postponed: [String], cancelled: [String])] = [
      .en: (
        ["[Postponed until further notice] ", "[Event postponed] ", "[POSTPONED - new date TBA] "],
        ["[Cancelled due to weather] ", "[Event canceled] ", "[CANCELLED - see email] "]
      ),
      .de: (
        ["[Verschoben auf Freitag] ", "[Termin verschoben] "],
        ["[Abgesagt wegen Krankheit] ", "[Termin abgesagt] "]
      ),
      .ja: (
        ["【延期のお知らせ】", "【開催延期】", "【延期決定】"],
        ["【中止のお知らせ】", "【開催中止】", "【中止決定】"]
      ),
      .ko: (
        ["[연기 안내] ", "[일정 연기] "],
        ["[취소 안내] ", "[행사 취소] "]
      ),
    ]

  /// Notes a reference mark opens after a title, spaced or not ("※持ち物あり", " ※要予約"):
  /// remarks, never said.
  public static let referenceNotes: [ExportTitle.Language: [String]] = [
    .en: [" ※ bring ID", "※RSVP by Friday"],
    .de: [" ※ Ausweis mitbringen", "※Anmeldung nötig"],
    .ja: ["※持ち物あり", " ※要予約", "　※雨天中止", "※詳細は別途連絡"],
    .ko: [" ※준비물 있음", "※사전 예약 필수"],
  ]

  /// The prefixes Outlook writes before an updated meeting's title in each language's
  /// interface ("Updated: ", "Aktualisiert: ", 「更新済み: 」, "업데이트됨: "): not read.
  public static let updatePrefixes = [
    "Updated: ", "Aktualisiert: ", "更新済み: ", "更新: ", "업데이트됨: ", "업데이트: ",
  ]

  /// Places and people a title writes after an at sign, by language: "Lunch @ Nando's",
  /// 「ランチ @渋谷」, "@Mina 1:1". The sign is never said.
  public static let atSignWords: [ExportTitle.Language: (places: [String], people: [String])] = [
    .en: (["Nando's", "Union Station", "Joe's Pizza"], ["Mina", "Sam", "Priya"]),
    .de: (["Hofbräuhaus", "Café Luitpold"], ["Jana", "Tobias"]),
    .ja: (["渋谷", "新宿駅", "本社"], ["田中", "佐藤さん"]),
    .ko: (["강남역", "판교"], ["민아", "지훈"]),
  ]
}

/// Symbols and spellings titles write for the eye, which the summary says for the ear:
/// `title(_:)` draws each on a few titles in a hundred, and the tests of those rules draw
/// them on ordinary titles.
extension ExportTitleGenerator {
  /// `core` with, now and then, what a title writes for the eye: a place after an at sign
  /// ("Dinner @ Nobu", on an `ordinary` name), a range of clock times on a 24-hour clock
  /// after its words ("Late shift 1400–2230", on a `bare` core, with no ticket, range or
  /// words kept as written, that no number ends and no dash is in: a number before it would
  /// make a phone number of it), and a decorative symbol before or after it ("★ Review").
  /// Each is drawn on about three titles in a hundred, with the shapes it gives and the
  /// range's two ends.
  static func writtenForTheEye(
    _ core: String, script: ExportTitle.Language, ordinary: Bool, bare: Bool,
    _ random: inout SeededRandom
  ) -> (core: String, range: (from: String, to: String)?, shapes: Set<ExportTitle.Shape>) {
    var core = core
    var range: (from: String, to: String)?
    var shapes: Set<ExportTitle.Shape> = []
    if random.chance(0.03), ordinary, bare {
      core += random.pick([" @ ", "@", " @"]) + random.pick(atPlaces[script]!)
      shapes.insert(.atPlace)
    }
    if random.chance(0.03), bare, core.last?.isNumber == false,
      !core.contains(where: { "-–—".contains($0) })
    {
      let written = clockRange(&random).text
      let ends = written.split(whereSeparator: { "-–— ".contains($0) })
      core += " " + written
      range = (String(ends[0]), String(ends[1]))
      shapes.insert(.clockRange)
    }
    if random.chance(0.03) {
      let symbol = random.pick(decorativeSymbols)
      core = random.chance(0.5) ? "\(symbol) \(core)" : "\(core) \(symbol)"
      shapes.insert(.symbolDecoration)
    }
    return (core, range, shapes)
  }

  /// Decorative symbols written before or after a title's words: emoji ("♥", "❤", "✔") and
  /// symbols that are none ("★", "☆", "✓", "♡", "♪"). Never said.
  public static let decorativeSymbols = ["♥", "❤", "★", "☆", "✓", "✔", "♡", "♪", "✨", "★★"]

  /// A range of two clock times on a 24-hour clock, as shift rotas write one ("1400–2230",
  /// "0700-1530", "14:00–22:30"), and its start and end in minutes after midnight: said as
  /// times in the language's clock.
  public static func clockRange(_ random: inout SeededRandom)
    -> (text: String, start: Int, end: Int)
  {
    let start = random.int(0...23) * 60 + random.int(0...11) * 5
    var end = random.int(0...23) * 60 + random.int(0...11) * 5
    if end == start { end = (start + 8 * 60) % (24 * 60) }
    let dash = random.pick(["–", "-", " – ", "—"])
    func written(_ minutes: Int, colon: Bool) -> String {
      let hour = minutes / 60
      let minute = minutes % 60
      let hh = hour < 10 ? "0\(hour)" : "\(hour)"
      let mm = minute < 10 ? "0\(minute)" : "\(minute)"
      return colon ? "\(hh):\(mm)" : hh + mm
    }
    // Two four-digit numbers that could be years are written with colons, and times with
    // colons have an hour past 12 or a leading zero: else no clock is sure.
    let hours = [start / 60, end / 60]
    let yearLike = [start, end].allSatisfy { (1900...2099).contains($0 / 60 * 100 + $0 % 60) }
    let colon =
      (random.chance(0.3) || yearLike) && hours.contains { $0 > 12 || $0 < 10 }
    return (written(start, colon: colon) + dash + written(end, colon: colon), start, end)
  }

  /// A number in brackets after a title's words, with its leading space or a full-width
  /// bracket ("(48)", "（48）", "(2)"): what the person counted, never said.
  public static func bracketedNumber(_ random: inout SeededRandom) -> String {
    let number = random.int(1...120)
    return random.chance(0.3) ? "（\(number)）" : " (\(number))"
  }

  /// Places an at sign puts after a title's words, in each language ("@ Nobu", "@渋谷").
  public static let atPlaces: [ExportTitle.Language: [String]] = [
    .en: ["Nobu", "the Ritz", "Joe's Diner", "Gym"],
    .de: ["Vapiano", "Halle 3", "Café Rosa"],
    .ja: ["渋谷", "本社", "会議室A"],
    .ko: ["강남", "본사", "스타벅스"],
  ]
}
