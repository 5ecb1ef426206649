/// Everything the app shows and knows, as one value made of sub-states, each with its own
/// invariants: the document (todos, history, ids), the view of it (rows, selection by id,
/// scroll), the mode, the input line, saving, loading, quitting, the mouse, the size and
/// the status line. Pure; `reducer` is the only way it changes while the app runs.
public struct State: Equatable, Sendable {
  /// The fewest characters (grapheme clusters, after trimming white space) a todo may have.
  public static let minimumTitleLength = 3

  /// The todos, their history and ids.
  public var document: ToDoDocument
  /// What the list shows of the document, the selection and the scroll.
  public var view: ShownList
  /// What the keys act on now.
  public var mode: Mode
  /// The keys, what they do in each mode, and how the footer and the help describe them.
  public var keymap: Keymap
  /// Where new todos go and whether they get a creation date.
  public var preferences: Preferences
  /// The line being typed.
  public var input: InputLine
  /// The text (trimmed) last refused for a `due:` or `t:` value that is no date: Enter on
  /// the same text again adds or saves it as typed (decision 0335). Nil once it is.
  var unreadDatesRefused: String?
  /// Tab's completion of the word before the cursor, while a second Tab may show the next
  /// match.
  var completion: CompletionCycle?
  /// The list's words Tab completes from, kept with the list they were read from.
  var completionWords: CompletionWords?
  public var loadStatus: LoadStatus
  /// What is saved, what is not, and the save that runs.
  public var saving: SaveState
  /// Reading the file again after another program changed it.
  public var reloading: ReloadState
  /// Whether the app is on its way out.
  public var quitting: QuitState
  /// The last mouse press, to tell a double click.
  public var presses: MousePresses
  public var size: Size
  public var status: StatusMessage?
  /// What list this is, for the title row: a file's path, or that it is the demo.
  public var listName: String?
  /// The day it is, as the runtime last said (`SystemAction.dayBegan`); nil until then.
  public var today: CalendarDate?
  /// The done todos handed to the archive (`A`), until the done file has them; nil when no
  /// archive runs.
  public var archiving: [ArchivedToDo]?
  /// Whether the done file has the last archive's todos and this list is not yet saved
  /// without them: its intent ends once it is (`ArchiveCommand.saved`, decision 0301).
  var archiveCommitting = false
  /// The slices few actions change (`RarelyChanged`: the lists, the syncs, the saved views,
  /// the conflict copies, outside changes, the archive's copies), behind one reference.
  var rarelyChanged = CopiedOnWrite(RarelyChanged())
  /// The todos marked to act on together, by id.
  public var marks = Marks()
  /// The selected todo's note, as the detail area shows it (`NotePreview`); nil when the
  /// selected todo has no `note:` or the list has not the focus.
  public var notePreview: NotePreview?
  /// How many counts of projects and contexts were asked of the command interpreter (the
  /// last one's number).
  var tagCountsRequested = 0
  /// The box or mode whose key set the status line (the tags picker's "Enter shows the
  /// todos…"): closing it clears that status. Nil when the status belongs to the list, the
  /// input line or the world (a save, a reload).
  var statusOwner: Mode.Kind?
  /// Whether a status message wider than the status line shows whole, wrapped over the
  /// last list rows (`StatusArea`): from when it is set until the next key or press.
  public internal(set) var statusShownWhole = false

  /// - Parameters:
  ///   - selection: the row selected at the start, if any.
  ///   - demo: set when the list is the demo, whose changes are not kept.
  public init(
    size: Size = Size(columns: 80, rows: 24),
    listName: String? = nil,
    todos: [ToDo] = [],
    focus: Focus = .input,
    keymap: Keymap = .standard,
    preferences: Preferences = Preferences(),
    input: InputLine = InputLine(),
    loadStatus: LoadStatus = .idle,
    status: StatusMessage? = nil,
    selection: Int? = nil,
    scrollOffset: Int = 0,
    nextID: ToDo.ID? = nil,
    demo: DemoList? = nil
  ) {
    self.document = ToDoDocument(todos, nextID: nextID)
    self.view = ShownList(showing: document, selectedRow: selection, scrollOffset: scrollOffset)
    self.mode = Mode(focus)
    self.keymap = keymap
    self.preferences = preferences
    self.input = input
    self.loadStatus = loadStatus
    self.saving = SaveState()
    self.reloading = ReloadState()
    self.quitting = QuitState(demo: demo)
    self.presses = MousePresses()
    self.size = size
    self.status = status
    self.listName = listName
  }

  /// Whether Enter in the input would add a todo now.
  public var canAdd: Bool {
    // Asked on every frame that shows the input: counted without making the trimmed string.
    input.trimmedTextHasAtLeast(Self.minimumTitleLength)
  }

  /// The part of the screen with the focus (under the help, the one it returns to).
  /// Setting it leaves the help open over the new focus; setting the focus it has changes
  /// nothing.
  public var focus: Focus {
    get {
      if case .help(_, let over, _) = mode { return over }
      return mode.kind.focus ?? .input
    }
    set {
      // Editing stays editing while the input has the focus (and so on).
      guard newValue != focus else { return }
      if case .help(let scroll, _, let page) = mode {
        mode = .help(scroll: scroll, over: newValue, page: page)
      } else {
        mode = Mode(newValue)
      }
    }
  }

  /// Whether the key help covers the screen. Setting it opens the help at the top of its
  /// keys, or closes it.
  public var isShowingHelp: Bool {
    get { mode.kind == .help }
    set {
      guard newValue != isShowingHelp else { return }
      mode = newValue ? .help(scroll: 0, over: focus) : Mode(focus)
    }
  }

  /// The first help line shown, when the help is longer than the screen (0 when it is closed).
  public var helpScroll: Int {
    get {
      if case .help(let scroll, _, _) = mode { scroll } else { 0 }
    }
    set {
      if case .help(_, let over, let page) = mode { mode = .help(scroll: newValue, over: over, page: page) }
    }
  }

}
