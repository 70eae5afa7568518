/// Short lists of everyday words, by language, for telling English inside another language's
/// copy (``UntranslatedEnglish``).
///
/// English is recognised by its function words and by the words of Glance's own English copy;
/// a word that is also one of the summary language's own everyday words ("in", "am", "will",
/// "also" in German) or a loanword that language uses uncapitalised ("online", "okay") is not
/// evidence of anything. The lists are small on purpose: they only have to tell a run of
/// English apart, and every word in them is one a reader can check.
enum CommonWords {
  /// English function words and the everyday words of calendar copy.
  static let english: Set<String> = [
    "a", "about", "after", "again", "ago", "all", "also", "an", "and", "any", "are", "as", "at",
    "be", "been", "before", "being", "between", "both", "but", "by", "can", "could", "did", "do",
    "does", "done", "during", "each", "either", "every", "few", "for", "from", "had", "has",
    "have", "he", "her", "here", "him", "his", "how", "i", "if", "in", "into", "is", "it", "its",
    "just", "last", "least", "less", "many", "may", "me", "might", "more", "most", "much", "must",
    "my", "neither", "never", "next", "no", "nor", "not", "now", "of", "off", "on", "once",
    "only", "or", "other", "our", "out", "over", "own", "please", "same", "shall", "she",
    "should", "since", "so", "some", "soon", "still", "such", "than", "that", "the", "their",
    "them", "then", "there", "these", "they", "this", "those", "though", "through", "till", "to",
    "too", "under", "until", "up", "upon", "us", "very", "was", "we", "were", "what", "when",
    "where", "which", "while", "who", "whom", "why", "will", "with", "within", "without",
    "would", "yet", "you", "your",
    // Calendar copy: days, times and states, as a summary says them.
    "today", "tomorrow", "yesterday", "tonight", "morning", "afternoon", "evening", "night",
    "day", "days", "week", "weeks", "weekday", "weekend", "hour", "hours", "minute", "minutes",
    "all-day", "overdue", "due", "starts", "ends", "left", "remaining", "later", "earlier",
    "completed", "done", "event", "events", "reminder", "reminders", "favorite", "favourite",
    "tentative", "cancelled", "canceled", "priority", "high", "nothing", "planned", "noon",
    "midnight", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday",
    "january", "february", "march", "april", "june", "july", "august", "september", "october",
    "november", "december",
  ]

  /// Each language's own everyday words that English also has, or that it borrowed and writes
  /// in lower case: never evidence of English in that language's copy.
  static let own: [String: Set<String>] = [
    "de": [
      "also", "am", "an", "in", "so", "was", "will",
      // Loanwords written in lower case.
      "cool", "fair", "fit", "live", "ok", "okay", "online", "offline", "sorry", "top",
    ]
  ]
}
