import Testing

@testable import ToDoCore

/// The projection follows every change of the document under a filter and a sort as if it
/// had been made again from the document: the rows, and both maps between rows and indices.
@Suite("List projection: rows follow the document under a filter and a sort")
struct ListProjectionTests {
  static let today = CalendarDate(iso: "2026-03-10")!

  static let titles = [
    "(B) Write the report +work due:2026-03-12", "x 2026-03-01 Paid the rent +home", "Call mum @phone",
    "(A) 2026-01-05 Fix the roof +home due:2026-03-09", "Plan the trip t:2026-04-01", "Secret plan h:1",
    "(C) Review +work @office", "2026-02-01 Buy bread due:2026-03-10",
  ]

  static let rules: [ListSettings] = [
    ListSettings(query: "+work"), ListSettings(hidesDone: true, sort: .priority),
    ListSettings(query: "-home", sort: .dueDate), ListSettings(sort: .creationDate),
    ListSettings(query: "plan", showsHidden: true), ListSettings(),
  ]

  /// What a projection made from scratch holds: (document index, row) both ways.
  static func expectFresh(_ projection: ListProjection, of list: ToDoList, _ context: String) {
    let fresh = ListProjection(
      order: ListProjection.order(of: list, under: projection.rule), documentCount: list.count,
      rule: projection.rule)
    let rows = (0..<projection.count).map(projection.documentIndex(ofRow:))
    let expected = (0..<fresh.count).map(fresh.documentIndex(ofRow:))
    #expect(rows == expected, Comment(rawValue: context))
    for index in 0..<list.count {
      #expect(
        projection.row(ofDocumentIndex: index) == fresh.row(ofDocumentIndex: index),
        Comment(rawValue: context))
    }
  }

  static func document() -> ToDoDocument {
    ToDoDocument(titles.enumerated().map { ToDo(id: $0.offset + 1, title: $0.element) })
  }

  static func projection(_ settings: ListSettings, of document: ToDoDocument) -> ListProjection {
    let rule = ListRule(settings, today: today)
    return ListProjection(
      order: ListProjection.order(of: document.todos, under: rule), documentCount: document.todos.count,
      rule: rule)
  }

  static let newTitles = [
    "(A) Urgent +work due:2026-03-11", "x 2026-03-02 Done +home", "Hidden h:1", "Plan a party",
  ]

  @Test(arguments: rules)
  func insertsAnywhereAreFollowedAsAFreshProjection(settings: ListSettings) {
    for title in Self.newTitles {
      for place in [0, 3, Self.titles.count] {
        var document = Self.document()
        var projection = Self.projection(settings, of: document)
        let change = document.add(ToDo(id: 99, title: title), at: place)
        let followed = projection.follow(change, in: document.todos)
        #expect(followed)
        Self.expectFresh(projection, of: document.todos, "\(settings) insert \(title) at \(place)")
      }
    }
  }

  @Test(arguments: rules)
  func removalsAreFollowedAsAFreshProjection(settings: ListSettings) {
    for place in Self.titles.indices {
      var document = Self.document()
      var projection = Self.projection(settings, of: document)
      let (_, change) = document.delete(at: place)
      let followed = projection.follow(change, in: document.todos)
      #expect(followed)
      Self.expectFresh(projection, of: document.todos, "\(settings) remove \(place)")
    }
  }

  @Test(arguments: rules)
  func changedToDosAreReevaluated(settings: ListSettings) {
    for title in Self.newTitles + ["(Z) Write the report +work"] {
      for place in Self.titles.indices {
        var document = Self.document()
        var projection = Self.projection(settings, of: document)
        guard let change = document.change(at: place, to: title) else { continue }
        let followed = projection.follow(change, in: document.todos)
        #expect(followed)
        Self.expectFresh(projection, of: document.todos, "\(settings) change \(place) to \(title)")
      }
    }
  }

  @Test(arguments: rules)
  func aReplacedListIsProjectedAgain(settings: ListSettings) {
    var document = Self.document()
    var projection = Self.projection(settings, of: document)
    let merged = MergedList(
      titles: TitleList(Self.newTitles + ["Call mum @phone"]), ids: [nil, nil, nil, nil, 3])
    _ = document.takeMerged(merged)
    let followed = projection.follow(.replaced, in: document.todos)
    #expect(followed)
    Self.expectFresh(projection, of: document.todos, "\(settings) replaced")
  }

  @Test func aLargeInsertShowsEveryToDoUntilTheRowsAreMadeAgain() {
    var document = Self.document()
    var projection = Self.projection(ListSettings(query: "work"), of: document)
    let titles = TitleList((0...ListProjection.largestFollowedInsert).map { "Loaded \($0)" })
    let (_, change) = document.appendLoaded(titles)
    let followed = projection.follow(change, in: document.todos)
    #expect(!followed)
    #expect(projection.isIdentity && projection.count == document.todos.count)
  }

  @Test func everyToDoInFileOrderIsTheIdentityAndStoresNothing() {
    let document = Self.document()
    let shown = Self.projection(ListSettings(showsHidden: true), of: document)
    #expect(shown.isIdentity)
    let hidden = Self.projection(ListSettings(), of: document)
    #expect(!hidden.isIdentity)
    // `t:2026-04-01` and `h:1` hidden; everything else, in file order.
    #expect((0..<hidden.count).map(hidden.documentIndex(ofRow:)) == [0, 1, 2, 3, 6, 7])
  }

  @Test func sortsKeepTheFileOrderForTies() {
    let document = Self.document()
    let byPriority = Self.projection(ListSettings(showsHidden: true, sort: .priority), of: document)
    #expect((0..<byPriority.count).map(byPriority.documentIndex(ofRow:)) == [3, 0, 6, 2, 4, 5, 7, 1])
    let byDue = Self.projection(ListSettings(showsHidden: true, sort: .dueDate), of: document)
    #expect((0..<byDue.count).map(byDue.documentIndex(ofRow:)) == [3, 7, 0, 2, 4, 5, 6, 1])
    let byCreation = Self.projection(ListSettings(showsHidden: true, sort: .creationDate), of: document)
    #expect((0..<byCreation.count).map(byCreation.documentIndex(ofRow:)) == [3, 7, 0, 2, 4, 5, 6, 1])
  }

  @Test(arguments: [ListSort.priority, .dueDate, .creationDate])
  func doneToDosComeAfterTheOpenOnesInEverySortInTheirOwnOrder(sort: ListSort) {
    let titles = [
      "x 2026-03-02 2026-01-01 Filed due:2026-03-01", "Open, nothing", "x 2026-03-03 Old, nothing",
      "(A) 2026-02-01 Open due:2026-03-11", "x 2026-03-01 2026-01-02 Paid due:2026-02-01",
    ]
    var document = ToDoDocument(titles.enumerated().map { ToDo(id: $0.offset + 1, title: $0.element) })
    var projection = Self.projection(ListSettings(sort: sort), of: document)
    let rows = (0..<projection.count).map(projection.documentIndex(ofRow:))
    let expected: [ListSort: [Int]] = [
      .priority: [3, 1, 0, 2, 4], .dueDate: [3, 1, 4, 0, 2], .creationDate: [3, 1, 0, 4, 2],
    ]
    #expect(rows == expected[sort])
    // Completing the open todo of the top row moves it among the done ones, followed as made afresh.
    let change = document.change(at: 3, to: "x 2026-03-10 (A) 2026-02-01 Open due:2026-03-11")!
    let followed = projection.follow(change, in: document.todos)
    #expect(followed)
    Self.expectFresh(projection, of: document.todos, "completed, \(sort)")
    #expect(projection.documentIndex(ofRow: 0) == 1)
    #expect(projection.row(ofDocumentIndex: 3)! >= 1)
  }
}

/// The search words: case, AND, projects and contexts, exclusions, dates, narrowing.
@Suite("Search query")
struct SearchQueryTests {
  static let today = CalendarDate(iso: "2026-03-10")!

  static func matches(_ query: String, _ line: String) -> Bool {
    TextLine(line).withBytes { SearchQuery(query, today: today).matches($0) }
  }

  @Test(arguments: [
    ("milk", "Buy MILK", true), ("buy milk", "Buy the milk", true), ("buy cheese", "Buy the milk", false),
    ("+wo", "Report +work", true), ("+wo", "Report +homework", false), ("+wo", "Report a+work", false),
    ("@PHONE", "Call @phone", true), ("-home", "Fix +home roof", false), ("-home", "Fix roof", true),
    ("due:<today", "Pay due:2026-03-09", true), ("due:<today", "Pay due:2026-03-10", false),
    ("due:today", "Pay due:2026-03-10", true), ("due:<=+7d", "Pay due:2026-03-17", true),
    ("due:<=+7d", "Pay due:2026-03-18", false), ("due:<today", "Pay", false),
    ("due:<to", "due:<tomorrow", true),
    // Phrases take the words after them while they name a day (the 10th is a Tuesday).
    ("due:<in 3 days", "Pay due:2026-03-12", true), ("due:<in 3 days", "Pay due:2026-03-13", false),
    ("due:next fri", "Pay due:2026-03-20", true), ("due:<=eom milk", "Buy milk due:2026-03-31", true),
    ("due:<=eom milk", "Buy bread due:2026-03-31", false), ("due:dec 25", "Party due:2026-12-25", true),
    ("due:next", "Ask due:next week", true),
    ("t:>today", "Later t:2026-04-01", true), ("", "anything", true), ("-", "anything", true),
    ("café", "Café au lait", true), ("CAFÉ", "un café", true), ("café", "UN CAFÉ", true),
    ("Über", "über alles", true), ("+ÉTÉ", "Plan +été", true), ("+ÉTÉ", "Plan a+été", false),
    ("-CAFÉ", "un café", false), ("-CAFÉ", "un thé", true), ("ÉTÉ", "plain ascii line", false),
    ("\"+home\"", "Fix +home roof", true), ("\"+home\"", "Fix +homework", false),
    ("\"+HOME\"", "Fix +home", true),
    ("\"milk\"", "Buy milk", true), ("\"milk\"", "Buy milkshake", false), ("\"milk\"", "Buy soymilk", false),
    ("-\"+home\"", "Fix +homework", true), ("\"CAFÉ\"", "un café noir", true), ("\"CAFÉ\"", "cafés", false),
    ("\"\"", "anything", true), ("\"a", "\"a b", true),
  ])
  func wordsMatchAsTheSearchLineSays(query: String, line: String, expected: Bool) {
    #expect(Self.matches(query, line) == expected)
  }

  @Test(arguments: [
    ("fo", "foo", true), ("foo", "fo", false), ("+wo", "+work", true), ("+work", "+wo", false),
    ("a", "a b", true), ("a b", "a", false), ("-x", "-x y", true), ("-x", "-xy", false),
    ("due:<today", "due:<today a", true), ("due:<today", "due:<=today", false), ("wo", "+work", true),
  ])
  func aGrowingQueryNarrowsTheOldOne(old: String, new: String, narrows: Bool) {
    #expect(SearchQuery(new, today: Self.today).narrows(SearchQuery(old, today: Self.today)) == narrows)
  }
}
