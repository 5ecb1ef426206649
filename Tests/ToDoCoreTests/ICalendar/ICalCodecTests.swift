import Testing

@testable import ToDoCore

/// The iCalendar reader and writer: folding, escaping, parameters, dates, and the raw text
/// of every line kept so an untouched object is written back byte for byte.
@Suite("iCalendar codec")
struct ICalCodecTests {
  @Test(.enabled(if: ICalCorpus.isPresent, "shared/corpus-ics is absent"))
  func everyCorpusObjectIsReadAndWrittenBackByteForByte() throws {
    let objects = try ICalCorpus.objects()
    #expect(objects.count >= 46)
    for (name, text) in objects {
      let document = try ICalDocument(parsing: text)
      #expect(Array(document.text.utf8) == Array(text.utf8), "\(name)")
      #expect(!document.todos.isEmpty, "\(name)")
    }
  }

  @Test func foldedLinesAreUnfoldedKeepingTheSpaceThatBelongsToTheValue() throws {
    let text =
      "BEGIN:VCALENDAR\nBEGIN:VTODO\nSUMMARY:folde\n d across\n  lines\nEND:VTODO\nEND:VCALENDAR"
    let document = try ICalDocument(parsing: text)
    let todo = try #require(document.todos.first)
    #expect(todo.property("summary")?.value == "folded across lines")
    #expect(document.text == text)
  }

  @Test func foldingKeepsEveryLineWithin75OctetsAndSplitsNoCharacter() {
    let logical = "SUMMARY:" + String(repeating: "äö—中x", count: 40)
    for lineEnd in ["\r\n", "\n"] {
      let folded = ICalFolding.fold(logical, lineEnd: lineEnd)
      let lines = ICalFolding.physicalLines(folded)
      #expect(lines.count > 4)
      for line in lines {
        #expect(line.text.utf8.count <= 75)
        #expect(line.end == lineEnd)
      }
      // Every cut lands between two characters: each physical line is valid UTF-8 alone.
      for line in lines { #expect(String(validating: Array(line.text.utf8), as: UTF8.self) != nil) }
      #expect(ICalFolding.logicalLines(folded).map(\.logical) == [logical])
    }
    #expect(
      ICalFolding.fold("A:" + String(repeating: "b", count: 73)) == "A:" + String(repeating: "b", count: 73)
        + "\r\n")
  }

  @Test func textEscapesRoundTrip() {
    let text = "a\\b; c, d\ne"
    #expect(ICalText.escape(text) == "a\\\\b\\; c\\, d\\ne")
    #expect(ICalText.unescape(ICalText.escape(text)) == text)
    #expect(ICalText.unescape("x\\Ny\\q") == "x\ny\\q")
    #expect(ICalText.unescapeList("Tag1,Tag\\,2") == ["Tag1", "Tag,2"])
    #expect(ICalText.escapeList(["a,b", "c"]) == "a\\,b,c")
  }

  @Test func quotedParameterValuesMayHoldColonsSemicolonsAndCommas() throws {
    let text =
      "BEGIN:VCALENDAR\nBEGIN:VTODO\nLOCATION;ALTREP=\"http://x.com/a;b,c\";LANGUAGE=de:Room\\, 1\n"
      + "END:VTODO\nEND:VCALENDAR\n"
    let line = try #require(try ICalDocument(parsing: text).todos.first?.property("LOCATION"))
    #expect(line.parameter("altrep") == "http://x.com/a;b,c")
    #expect(line.parameter("LANGUAGE") == "de")
    #expect(ICalText.unescape(line.value) == "Room, 1")
    let made = ICalContentLine(name: "location", parameters: line.parameters, value: line.value)
    #expect(made.raw == "LOCATION;ALTREP=\"http://x.com/a;b,c\";LANGUAGE=de:Room\\, 1\r\n")
  }

  @Test func datesAndDateTimesWithTheirZones() throws {
    func value(_ line: String) throws -> ICalDateValue? {
      let text = "BEGIN:VCALENDAR\nBEGIN:VTODO\n\(line)\nEND:VTODO\nEND:VCALENDAR\n"
      let todo = try #require(try ICalDocument(parsing: text).todos.first)
      return ICalDateValue(try #require(todo.properties.first))
    }
    let day = try #require(try value("DUE;VALUE=DATE:20261126"))
    #expect(day.isDate && day.date == CalendarDate(iso: "2026-11-26"))
    #expect(day.line("DUE").raw == "DUE;VALUE=DATE:20261126\r\n")
    let utc = try #require(try value("COMPLETED:20261126T093005Z"))
    #expect(utc.zone == .utc && utc.time?.hour == 9 && utc.time?.second == 5)
    #expect(utc.line("COMPLETED").raw == "COMPLETED:20261126T093005Z\r\n")
    let named = try #require(try value("DTSTART;TZID=America/Chicago:20190101T080000"))
    #expect(named.zone == .named("America/Chicago"))
    #expect(named.line("DTSTART").raw == "DTSTART;TZID=America/Chicago:20190101T080000\r\n")
    let floating = try #require(try value("DUE:20190101T080000"))
    #expect(floating.zone == .floating && !floating.isDate)
    #expect(try value("DTSTART:20131009T170000T") == nil)
    #expect(try value("DUE:20260230") == nil)
  }

  @Test func malformedObjectsAreRefusedWithTheirReason() {
    #expect(throws: ICalDocument.ParseError.noCalendar) {
      try ICalDocument(parsing: "hello\n")
    }
    #expect(throws: ICalDocument.ParseError.unclosed("VTODO")) {
      try ICalDocument(parsing: "BEGIN:VCALENDAR\nBEGIN:VTODO\nUID:1\n")
    }
    #expect(throws: ICalDocument.ParseError.unreadableLine(number: 3, text: "no colon here")) {
      try ICalDocument(parsing: "BEGIN:VCALENDAR\nBEGIN:VTODO\nno colon here\nEND:VTODO\nEND:VCALENDAR")
    }
    #expect(throws: ICalDocument.ParseError.unexpectedEnd(number: 3, name: "VEVENT")) {
      try ICalDocument(parsing: "BEGIN:VCALENDAR\nBEGIN:VTODO\nEND:VEVENT\nEND:VCALENDAR")
    }
  }

  @Test func replacingAPropertyChangesOnlyItsLines() throws {
    let text =
      "BEGIN:VCALENDAR\r\nBEGIN:VTODO\r\nUID:1\r\nSUMMARY:old\r\nX-A;P=\"q\":keep\r\n"
      + "BEGIN:VALARM\r\nTRIGGER:-PT1H\r\nEND:VALARM\r\nEND:VTODO\r\nEND:VCALENDAR\r\n"
    var document = try ICalDocument(parsing: text)
    var todo = try #require(document.todos.first)
    todo.replaceProperties("SUMMARY", with: [ICalContentLine(name: "SUMMARY", value: "new")])
    todo.replaceProperties("PRIORITY", with: [ICalContentLine(name: "PRIORITY", value: "1")])
    document.calendar.items = [.component(todo)]
    #expect(
      document.text
        == "BEGIN:VCALENDAR\r\nBEGIN:VTODO\r\nUID:1\r\nSUMMARY:new\r\nX-A;P=\"q\":keep\r\n"
        + "PRIORITY:1\r\nBEGIN:VALARM\r\nTRIGGER:-PT1H\r\nEND:VALARM\r\nEND:VTODO\r\nEND:VCALENDAR\r\n")
  }
}
