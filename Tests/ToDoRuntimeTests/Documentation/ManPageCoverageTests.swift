import Foundation
import Testing
import ToDoCore

@testable import ToDoRuntime

/// The manual names what the code knows: every config section and setting, every search
/// comparison and date word, every `rec:` unit, every setting and sort of a view, the files
/// beside the list and the state folder, and every environment variable the sources read.
/// A word the code learns and the page does not say fails here.
@Suite("What the manual page covers")
struct ManPageCoverageTests {
  static let man = ManPage.text(keymap: .standard)

  /// The page's section `name`, from its heading to the next one.
  static func section(_ name: String) -> String {
    guard let start = man.range(of: ".SH " + name + "\n") else { return "" }
    let rest = man[start.upperBound...]
    return String(rest[..<(rest.range(of: "\n.SH ")?.lowerBound ?? rest.endIndex)])
  }

  @Test func everyConfigSectionAndSettingIsInConfiguration() {
    let configuration = Self.section("CONFIGURATION")
    for section in Config.sectionNames {
      #expect(configuration.contains("[" + ManPage.escape(section) + "]"), "[\(section)]")
    }
    for setting in Config.settingNames {
      #expect(configuration.contains("\\fB" + ManPage.escape(setting) + " = "), "\(setting)")
    }
  }

  @Test func everyComparisonDateWordAndUnitIsInSearchAndDates() {
    let search = Self.section("SEARCH")
    for comparison in SearchQuery.Comparison.allCases {
      #expect(search.contains("\\fB" + comparison.rawValue + "\\fR"), "\(comparison.rawValue)")
    }
    let dates = Self.section("DATES")
    for word in RelativeDate.vocabulary {
      #expect(dates.contains("\\fB" + word + "\\fR") || dates.contains("\\fB" + word + " "), "\(word)")
    }
    let recurrence = Self.section("RECURRENCE")
    for unit in Recurrence.Unit.allCases {
      #expect(dates.contains(".TP\n\\fB\(unit.rawValue)\\fR\n"), "\(unit) in DATES")
      #expect(recurrence.contains("\\fB\(unit.rawValue)\\fR"), "\(unit) in RECURRENCE")
    }
    #expect(recurrence.contains(String(Recurrence.maximumCount)))
  }

  @Test func everySettingAndSortOfAViewIsInSavedViews() {
    let views = Self.section("SAVED VIEWS")
    // Each one the views file's reader takes: a file with all of them reads back whole.
    let text = ViewsFile.text(
      SavedViews([.init(slot: 1, view: SavedView(name: "a", settings: ListSettings()))]))
    let (read, problems) = ViewsFile.read(text, path: "/v")
    #expect(problems.isEmpty && read.count == 1)
    for line in text.split(separator: "\n") where !line.hasPrefix("#") && !line.hasPrefix("[") {
      let key = String(line.prefix { $0 != " " })
      #expect(views.contains("\\fB" + ManPage.escape(key) + " = "), "\(key)")
    }
    for sort in ListSort.allCases {
      #expect(views.contains("\"" + ViewsFile.sortNames[sort]! + "\""), "\(sort)")
    }
    #expect(views.contains("\\fB[view.\\fR\\fIN\\fR\\fB]\\fR"))
  }

  @Test func theFilesBesideTheListAndTheStateFolderAreInFiles() {
    let files = Self.section("FILES")
    for name in [
      "config", "views", "todo.txt", DoneFile.name, ManPage.escape(State.mergedCopiesFolder) + "/",
      "~/.local/state/todo/", "unsaved",
    ] {
      #expect(files.contains(name), "\(name)")
    }
  }

  /// The names in `environment["NAME"]` and `getenv("NAME")` across the app's sources.
  static func variablesRead() throws -> Set<String> {
    let sources = DocumentationTests.root.appendingPathComponent("Sources")
    let pattern = try NSRegularExpression(pattern: #"(?:environment\[|getenv\()"([A-Z_][A-Z0-9_]*)""#)
    var names: Set<String> = []
    let files = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)
    while let url = files?.nextObject() as? URL {
      guard url.pathExtension == "swift" else { continue }
      let text = try String(contentsOf: url, encoding: .utf8)
      for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
        names.insert(String(text[Range(match.range(at: 1), in: text)!]))
      }
    }
    return names
  }

  @Test func everyEnvironmentVariableTheSourcesReadIsInEnvironment() throws {
    let names = try Self.variablesRead()
    #expect(names.isSuperset(of: ["HOME", "TERM", "NO_COLOR", "VISUAL", "XDG_CONFIG_HOME"]), "\(names)")
    let environment = Self.section("ENVIRONMENT")
    for name in names.sorted() {
      #expect(environment.contains(ManPage.escape(name)), "\(name) is read but not in ENVIRONMENT")
    }
  }
}
