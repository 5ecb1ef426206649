import Synchronization
import ToDoCore

/// The saved views' file, `views` beside the config file, in the config's syntax: one
/// `[view.N]` section a view (N its place, 1–9) with its `name`, `search`, `sort` (`file`,
/// `priority`, `due`, `created`), `hide-done` and `show-hidden`. Written by the app when a
/// view is saved or deleted; readable and editable by hand. Pure, but for `contents(at:)`.
public enum ViewsFile {
  /// The views file beside the config file at `configPath`.
  public static func path(besideConfigAt configPath: String) -> String {
    Paths.directory(of: configPath) + "/views"
  }

  /// The views file's bytes (nil when it is missing), read after a write of it that a
  /// crash cut off is finished (in place, in a folder the user cannot write: see
  /// `InPlaceJournal`). Thread-safe; reads the file system.
  public static func contents(at path: String, fileSystem: LiveFileSystem = LiveFileSystem())
    throws(ToDoStoreError) -> FileContents?
  {
    fileSystem.finishInterruptedWrite(of: path)
    return try fileSystem.read(path, kind: .views)
  }

  /// The sorts as the file names them.
  static let sortNames: [ListSort: String] = [
    .fileOrder: "file", .priority: "priority", .dueDate: "due", .creationDate: "created",
  ]

  /// The views in `text` (the file at `path`), and a problem for each line that could not
  /// be used. A view with a problem is left out; since writing the file would then lose it,
  /// the views come back unwritable, naming the first problem (by the file's name and the
  /// line, short enough for the status line). Pure.
  public static func read(_ text: String, path: String) -> (SavedViews, [ConfigProblem]) {
    let (entries, syntaxProblems) = ConfigSyntax.parse(text, path: path)
    var problems = syntaxProblems
    var sections: [(slot: Int, line: Int, entries: [ConfigEntry])] = []
    var badSections: Set<String> = []
    for entry in entries {
      func problem(_ text: String, _ fix: String) {
        problems.append(ConfigProblem(path: path, line: entry.line, problem: text, fix: fix))
      }
      guard entry.section.hasPrefix("view."), let slot = Int(entry.section.dropFirst(5)),
        SavedViews.slots.contains(slot), String(slot) == entry.section.dropFirst(5)
      else {
        if badSections.insert(entry.section).inserted {
          problem(
            entry.section.isEmpty
              ? "\(entry.key) is outside a view" : "[\(entry.section)] is not a view's place",
            "put each view under a heading [view.1] to [view.9]")
        }
        continue
      }
      if let index = sections.firstIndex(where: { $0.slot == slot }) {
        sections[index].entries.append(entry)
      } else {
        sections.append((slot, entry.line, [entry]))
      }
    }
    var views: [SavedViews.Entry] = []
    for section in sections {
      if let view = readView(section.entries, slot: section.slot, path: path, problems: &problems) {
        views.append(SavedViews.Entry(slot: section.slot, view: view))
      }
    }
    let first = problems.min { $0.line < $1.line }
    return (
      SavedViews(views, unwritableBecause: first.map { "\(Paths.name(of: path)):\($0.line): \($0.problem)" }),
      problems
    )
  }

  /// The view of one section's entries, or nil (and a problem) when it cannot be read.
  private static func readView(
    _ entries: [ConfigEntry], slot: Int, path: String, problems: inout [ConfigProblem]
  ) -> SavedView? {
    var name: String?
    var settings = ListSettings()
    var isValid = true
    var seen: Set<String> = []
    for entry in entries {
      func problem(_ text: String, _ fix: String) {
        problems.append(ConfigProblem(path: path, line: entry.line, problem: text, fix: fix))
        isValid = false
      }
      guard seen.insert(entry.key).inserted else {
        problem("\(entry.key) is set twice in view \(slot)", "keep one of the two lines")
        continue
      }
      switch (entry.key, entry.value) {
      case ("name", .string(let text)):
        let trimmed = String(text[...].trimmed)
        if trimmed.isEmpty || trimmed.count > SavedViews.longestName {
          problem(
            "view \(slot)'s name is empty or longer than \(SavedViews.longestName) characters",
            "give it a name of 1 to \(SavedViews.longestName) characters")
        } else {
          name = trimmed
        }
      case ("search", .string(let text)):
        settings.query = text
      case ("sort", .string(let text)):
        if let sort = sortNames.first(where: { $0.value == text })?.key {
          settings.sort = sort
        } else {
          problem(
            "sort \(entry.value.written) is not a sort",
            "write one of " + ListSort.allCases.map { "\"\(sortNames[$0]!)\"" }.joined(separator: ", "))
        }
      case ("hide-done", .bool(let flag)):
        settings.hidesDone = flag
      case ("show-hidden", .bool(let flag)):
        settings.showsHidden = flag
      case ("name", _), ("search", _), ("sort", _):
        problem("\(entry.key) must be a \"quoted\" string", "write \(entry.key) = \"…\"")
      case ("hide-done", _), ("show-hidden", _):
        problem("\(entry.key) must be true or false", "write \(entry.key) = true, or false")
      default:
        problem(
          "\(entry.key) is not a setting of a view",
          "use name, search, sort, hide-done or show-hidden")
      }
    }
    guard isValid else { return nil }
    guard let name else {
      problems.append(
        ConfigProblem(
          path: path, line: entries.first?.line ?? 0, problem: "view \(slot) has no name",
          fix: "add a line name = \"…\" under [view.\(slot)]"))
      return nil
    }
    return SavedView(name: name, settings: settings)
  }

  /// The file's text for `views`: a comment saying what it is, then a section a view,
  /// every setting written. Pure.
  public static func text(_ views: SavedViews) -> String {
    var text = """
      # todo's saved views: 1–9 in the list show them, v lists them, V saves the list's view.
      # Written by todo; it may be edited by hand (todo --check-config checks it).

      """
    for entry in views.ordered {
      let settings = entry.view.settings
      text += """

        [view.\(entry.slot)]
        name = \(quoted(entry.view.name))
        search = \(quoted(settings.query))
        sort = "\(sortNames[settings.sort]!)"
        hide-done = \(settings.hidesDone)
        show-hidden = \(settings.showsHidden)

        """
    }
    return text
  }

  /// `text` as the config's syntax writes a string: in double quotes, with `\"`, `\\` and
  /// `\t`.
  static func quoted(_ text: String) -> String {
    var result = "\""
    for character in text {
      switch character {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\t": result += "\\t"
      default: result.append(character)
      }
    }
    return result + "\""
  }
}

/// Writes the saved views to their file, replacing it whole (a new file renamed into its
/// place), unless another program changed it since it was read or written here: then it
/// writes nothing and says so, so that neither loses the other's views. The file is
/// resolved once, when the writer is made, under the list's rule for links
/// (`OpenedPaths`). Thread-safe.
public final class ViewsFileWriter: Sendable {
  public let path: String
  private let fileSystem: LiveFileSystem
  /// The file's version as last read or written here; nil while it does not exist.
  private let lastSeen: Mutex<FileFingerprint?>

  public init(path: String, readVersion: FileFingerprint?, fileSystem: LiveFileSystem = LiveFileSystem()) {
    self.path = path
    self.fileSystem = fileSystem
    self.lastSeen = Mutex(readVersion)
    // Resolved now, at start, as the list is: a link put in the file's place later is not
    // written through (a link the rule refuses is said at the first write).
    _ = try? fileSystem.opened.target(of: path)
  }

  /// Writes `views`; returns why it could not, or nil. What the app's own reading of the
  /// file would not take back as these views is not written (the same rule as the list's:
  /// nothing the app writes is something its own load would refuse).
  public func write(_ views: SavedViews) -> String? {
    let text = ViewsFile.text(views)
    let (readBack, problems) = ViewsFile.read(text, path: path)
    if let problem = problems.first {
      return "the views would not read back, so \(path) is left as it was: \(problem.problem)"
    }
    guard readBack.ordered == views.ordered else {
      return "the views would not read back as they are, so \(path) is left as it was"
    }
    return lastSeen.withLock { lastSeen -> String? in
      do throws(ToDoStoreError) {
        guard
          let written = try fileSystem.writeAtomically(
            Array(text.utf8), to: path, createDirectory: true, unlessChangedFrom: lastSeen)
        else {
          return "another program changed \(path) since todo read it; restart todo to see its views"
        }
        lastSeen = written
        return nil
      } catch {
        return error.description
      }
    }
  }
}
