import Foundation
import Testing
import ToDoTestSupport

@testable import ToDoCore

/// The todo.txt ↔ VTODO mapping (decision 0261), over the real files of other clients:
/// every todo.txt line of `shared/corpus` and every object of `shared/corpus-ics`.
@Suite("CalDAV mapping")
struct VTodoMappingTests {
  static let stamp = "20261126T190000Z"
  /// The properties the mapping may write; every other line must keep its bytes.
  static let mapped: Set<String> = [
    "SUMMARY", "CATEGORIES", "STATUS", "COMPLETED", "PERCENT-COMPLETE", "PRIORITY", "CREATED",
    "DUE", "DTSTART", "RRULE", "X-TODOTXT-REC", "DTSTAMP", "LAST-MODIFIED",
  ]

  /// The raw lines of `document` that are not mapped, in order; the `TRIGGER` of the alarm
  /// a reminder maps to (decision 0347) is mapped too.
  private func unmappedLines(_ document: ICalDocument) -> [String] {
    func lines(_ component: ICalComponent, inTodo: Bool, isReminder: Bool = false) -> [String] {
      var result = [component.begin.raw]
      let reminder = inTodo ? VTodoAlarm.mapped(in: component, zone: .utc)?.index : nil
      for (index, item) in component.items.enumerated() {
        switch item {
        case .property(let line):
          let mapped = (inTodo && Self.mapped.contains(line.name)) || (isReminder && line.name == "TRIGGER")
          if !mapped { result.append(line.raw) }
        case .component(let child):
          result += lines(child, inTodo: child.name == "VTODO", isReminder: index == reminder)
        case .other(let raw): result.append(raw)
        }
      }
      return result + [component.end.raw]
    }
    return [document.leading] + lines(document.calendar, inTodo: false) + [document.trailing]
  }

  @Test(.enabled(if: ICalCorpus.isPresent, "shared/corpus-ics is absent"))
  func everyCorpusObjectImportedAndWrittenBackUnchangedIsTheSameBytes() throws {
    for (name, text) in try ICalCorpus.objects() {
      let document = try ICalDocument(parsing: text)
      let line = try #require(VTodoImport.line(for: document), "\(name)")
      let back = VTodoExport.document(
        for: ToDoTxtLine(line), updating: document, uid: "unused", stamp: Self.stamp)
      #expect(Array(back.text.utf8) == Array(text.utf8), "\(name): \(line)")
    }
  }

  /// Each object, imported, edited in every mapped field, written back: every property the
  /// mapping does not own keeps its bytes and its place, and the edit reads back.
  @Test(.enabled(if: ICalCorpus.isPresent, "shared/corpus-ics is absent"))
  func everyCorpusObjectEditedKeepsEveryUnmappedLineByteForByte() throws {
    for (name, text) in try ICalCorpus.objects() {
      let document = try ICalDocument(parsing: text)
      let imported = try #require(VTodoImport.line(for: document))
      var fields = VTodoFields(line: ToDoTxtLine(imported))
      fields.text += " edited +phone"
      fields.categories.append("phone")
      fields.isDone.toggle()
      fields.completed = fields.isDone ? CalendarDate(iso: "2026-11-26") : nil
      fields.priority = fields.isDone ? nil : "B"
      fields.due = CalendarDate(iso: "2026-12-01")
      fields.start = CalendarDate(iso: "2026-11-30")
      fields.recurrence = "2w"
      let edited = ToDoTxtLine(fields.line)
      let back = VTodoExport.document(
        for: edited, updating: document, uid: "unused", stamp: Self.stamp)
      #expect(unmappedLines(back) == unmappedLines(document), "\(name)")
      let reread = try ICalDocument(parsing: back.text)
      #expect(
        VTodoImport.line(for: reread).map { VTodoFields(line: ToDoTxtLine($0)) } == VTodoFields(line: edited),
        "\(name)")
    }
  }

  /// Every line of every todo.txt file of the corpus, written as a new object and read
  /// back, says the same, but for the priority table's loss (D–Z come back as C).
  @Test(.enabled(if: ICalCorpus.isPresent, "shared/corpus is absent"))
  func everyCorpusLineRoundTripsThroughANewObject() throws {
    let folder = try #require(SharedFolder.path("corpus"))
    let names = try FileManager.default.contentsOfDirectory(atPath: folder)
      .filter { $0.hasSuffix(".txt") }.sorted()
    var count = 0
    for name in names {
      let data = try Data(contentsOf: URL(fileURLWithPath: folder + "/" + name))
      let text = String(decoding: data, as: UTF8.self)
      for raw in text.split(whereSeparator: { $0 == "\n" || $0 == "\r" || $0 == "\r\n" }) {
        let line = ToDoTxtLine(String(raw))
        guard !line.raw.allSatisfy({ $0 == " " || $0 == "\t" }) else { continue }
        count += 1
        let document = VTodoExport.document(for: line, updating: nil, uid: "u\(count)", stamp: Self.stamp)
        let reread = try ICalDocument(parsing: document.text)
        #expect(reread.text == document.text)
        let back = try #require(VTodoImport.line(for: reread))
        var expected = VTodoFields(line: line)
        if let letter = expected.priority, letter > "C" { expected.priority = "C" }
        #expect(VTodoFields(line: ToDoTxtLine(back)) == expected, "\(name): \(line.raw) → \(back)")
        // Written back from what it read, the object is the same bytes.
        let again = VTodoExport.document(
          for: ToDoTxtLine(back), updating: reread, uid: "unused", stamp: Self.stamp)
        #expect(again.text == reread.text, "\(name): \(line.raw)")
      }
    }
    #expect(count >= 600)
  }

  @Test func theFieldsOfALineAndItsObject() throws {
    let line = ToDoTxtLine("(A) 2026-11-20 Call Mom +Family @phone due:2026-11-27 t:2026-11-25 rec:1w id:4")
    let document = VTodoExport.document(for: line, updating: nil, uid: "abc-1", stamp: Self.stamp)
    #expect(
      document.text == """
        BEGIN:VCALENDAR\r
        VERSION:2.0\r
        PRODID:-//todo//todo.txt CalDAV bridge//EN\r
        BEGIN:VTODO\r
        UID:abc-1\r
        DTSTAMP:20261126T190000Z\r
        SUMMARY:Call Mom +Family @phone id:4\r
        CATEGORIES:Family,phone\r
        PRIORITY:1\r
        CREATED:20261120T000000Z\r
        DUE;VALUE=DATE:20261127\r
        DTSTART;VALUE=DATE:20261125\r
        RRULE:FREQ=WEEKLY\r
        X-TODOTXT-REC:1w\r
        END:VTODO\r
        END:VCALENDAR\r

        """)
    #expect(
      VTodoImport.line(for: document)
        == "(A) 2026-11-20 Call Mom +Family @phone id:4 due:2026-11-27 t:2026-11-25 rec:1w")
  }

  /// The app's completion keeps the priority in `pri:`: it stays the object's PRIORITY.
  @Test func aDoneLineKeepsItsPriorityInPri() throws {
    let line = ToDoTxtLine("x 2026-11-26 2026-11-20 Water plants pri:B due:2026-11-28")
    let document = VTodoExport.document(for: line, updating: nil, uid: "w", stamp: Self.stamp)
    #expect(document.text.contains("SUMMARY:Water plants\r\n"))
    #expect(document.text.contains("STATUS:COMPLETED\r\nCOMPLETED:20261126T000000Z\r\nPRIORITY:5\r\n"))
    #expect(
      VTodoImport.line(for: document) == "x 2026-11-26 2026-11-20 Water plants due:2026-11-28 pri:B")
    #expect(VTodoFields(line: ToDoTxtLine("Open pri:B")).text == "Open pri:B")
  }

  @Test func thePriorityTable() {
    #expect(["A", "B", "C", "D", "Z"].map(VTodoPriority.value(for:)) == [1, 5, 9, 9, 9])
    #expect(
      ["0", "1", "2", "4", "5", "6", "9", "", "x"].map(VTodoPriority.letter(for:))
        == [nil, "A", "A", "A", "B", "C", "C", nil, nil])
  }

  @Test func recurrenceRulesBothCanSay() {
    #expect(VTodoRecurrence.rule(forRec: "+2w") == "FREQ=WEEKLY;INTERVAL=2")
    #expect(VTodoRecurrence.rule(forRec: "3b") == nil)
    #expect(VTodoRecurrence.recValue(forRule: "FREQ=MONTHLY") == "+m")
    #expect(VTodoRecurrence.recValue(forRule: "FREQ=WEEKLY;BYDAY=MO,TU") == nil)
    #expect(VTodoRecurrence.recValue(forRule: "FREQ=YEARLY;INTERVAL=2") == "+2y")
    #expect(VTodoRecurrence.needsExtra("+2w") == false)
    #expect(VTodoRecurrence.needsExtra("2w") && VTodoRecurrence.needsExtra("+b"))
  }

  @Test func aPhoneTaskWithCategoriesAndAnAlarmBecomesALine() throws {
    let text =
      "BEGIN:VCALENDAR\nVERSION:2.0\nBEGIN:VTODO\nUID:p1\nSUMMARY:Buy milk\\, eggs\n"
      + "CATEGORIES:Shopping,Two words\nPRIORITY:5\nDUE;TZID=Europe/Paris:20261201T180000\n"
      + "X-APPLE-SORT-ORDER:12\nBEGIN:VALARM\nTRIGGER:-PT1H\nEND:VALARM\nEND:VTODO\nEND:VCALENDAR\n"
    let document = try ICalDocument(parsing: text)
    let line = try #require(VTodoImport.line(for: document))
    #expect(line == "(B) Buy milk, eggs +Shopping +Two_words due:2026-12-01")
    let back = VTodoExport.document(for: ToDoTxtLine(line), updating: document, uid: "", stamp: Self.stamp)
    #expect(back.text == text)
    let done = VTodoExport.document(
      for: ToDoTxtLine("x 2026-11-26 " + line.dropFirst(4)), updating: document, uid: "", stamp: Self.stamp)
    #expect(done.text.contains("STATUS:COMPLETED\nCOMPLETED:20261126T000000Z\n"))
    #expect(done.text.contains("DUE;TZID=Europe/Paris:20261201T180000\nX-APPLE-SORT-ORDER:12\n"))
  }

  @Test func aSummaryThatLooksLikeAHeadStaysTextAndRoundTrips() throws {
    let summaries = [
      ("x Buy milk", ""), ("(A) Call mom", ""), ("2026-01-01 plan the year", ""),
      ("2026-01-01 plan the year", "PRIORITY:1\n"),
      ("2026-01-01 plan", "STATUS:COMPLETED\nCOMPLETED:20261126T000000Z\n"),
      ("2026-01-01 plan", "STATUS:COMPLETED\n"),
    ]
    for (summary, extra) in summaries {
      let text =
        "BEGIN:VCALENDAR\nVERSION:2.0\nBEGIN:VTODO\nUID:p1\nSUMMARY:\(summary)\n\(extra)"
        + "END:VTODO\nEND:VCALENDAR\n"
      let document = try ICalDocument(parsing: text)
      let line = try #require(VTodoImport.line(for: document))
      let todo = ToDoTxtLine(line)
      let object = try #require(document.todos.first)
      #expect(todo.isCompleted == extra.contains("COMPLETED"), "\(line)")
      #expect(todo.priority == (extra.contains("PRIORITY") ? "A" : nil), "\(line)")
      #expect(todo.creationDate == nil, "\(line)")
      #expect(VTodoFields(line: todo) == VTodoFields(todo: object), "\(line)")
      let back = VTodoExport.document(for: todo, updating: document, uid: "p1", stamp: Self.stamp)
      #expect(back.text == text, "\(line)")
    }
    // A summary that reads as itself gets no guard.
    let plain = try ICalDocument(
      parsing: "BEGIN:VCALENDAR\nBEGIN:VTODO\nUID:p\nSUMMARY:Buy x (A)\nEND:VTODO\nEND:VCALENDAR\n")
    #expect(VTodoImport.line(for: plain) == "Buy x (A)")
  }

  @Test func aPriorityTheObjectAlreadySaysAndACreationADoneLineCannotSayAreLeftAlone() throws {
    let object =
      "BEGIN:VCALENDAR\r\nBEGIN:VTODO\r\nUID:a\r\nSUMMARY:Task\r\nPRIORITY:9\r\n"
      + "CREATED:20261120T000000Z\r\nEND:VTODO\r\nEND:VCALENDAR\r\n"
    let document = try ICalDocument(parsing: object)
    // D is carried as 9, which the object says already.
    let prioritized = VTodoExport.document(
      for: ToDoTxtLine("(D) 2026-11-20 Task"), updating: document, uid: "a", stamp: "20261202T090000Z")
    #expect(prioritized.text == object)
    // Done with no completion date: the line cannot hold the creation date, which stays.
    let done = VTodoExport.document(
      for: ToDoTxtLine("x Task"), updating: document, uid: "a", stamp: "20261202T090000Z")
    #expect(done.text.contains("CREATED:20261120T000000Z") && done.text.contains("STATUS:COMPLETED"))
  }

  @Test func anRRULEIntervalIsReadFromOneUpAndNoneIsNoRecurrence() {
    #expect(VTodoRecurrence.recValue(forRule: "FREQ=WEEKLY;INTERVAL=2") == "+2w")
    #expect(VTodoRecurrence.recValue(forRule: "FREQ=WEEKLY;INTERVAL=1") == "+w")
    #expect(VTodoRecurrence.recValue(forRule: "FREQ=WEEKLY;INTERVAL=0") == nil)
    #expect(VTodoRecurrence.recValue(forRule: "FREQ=WEEKLY;INTERVAL=-3") == nil)
  }
}
