import ToDoCore

/// One or more examples of every case of every action family, with texts that need each
/// kind of escape: the one list the recordings' tests and the random sessions draw from.
/// `ActionCatalogTests` reads the action enums' source and fails, naming the case, when a
/// case has no example here, so a new action cannot be forgotten. Pure data.
public enum ActionCatalog {
  public static let everyCase: [Action] =
    [
      .lineEdit(.insert("plain")), .lineEdit(.insert("quote \" backslash \\ slash / tab \t")),
      .lineEdit(.insert("bell \u{7} escape \u{1B}[2J nul \u{0} \u{8} \u{C} \r\n del \u{7F}")),
      .lineEdit(.insert("买牛奶 👩‍💻 e\u{301} \u{2028}")), .lineEdit(.deleteBackward), .lineEdit(.deleteForward),
      .lineEdit(.deleteWordBackward), .lineEdit(.deleteToLineStart), .lineEdit(.deleteToLineEnd),
      .lineEdit(.clearInput),
    ] + CursorMove.allCases.map { .lineEdit(.moveCursor($0)) } + [
      .list(.addInput), .list(.moveSelection(by: -3)), .list(.moveSelectionByPage(by: Int.max)),
      .list(.selectFirst), .list(.selectLast), .list(.deleteSelected), .list(.duplicateSelected),
      .list(.clicked(Position(row: 4, column: Int.min))),
      .list(.clicked(Position(row: 1, column: 2), atMilliseconds: 250)),
      .list(.scrolled(by: 1)), .history(.undo), .history(.redo), .completion(.toggle), .editing(.start),
      .editing(.save), .editing(.cancel), .priority(.set("B")), .priority(.set(nil)),
      .priority(.change(by: -1)), .postpone(.by(days: 7)), .archive(.start),
      .reminders(.clockDue), .reminders(.snooze),
      .reminders(
        .clockRead(
          now: LocalTime(day: CalendarDate(year: 2026, month: 12, day: 24)!, minute: 539),
          since: LocalTime(day: CalendarDate(year: 2026, month: 12, day: 23)!, minute: 1_439))),
      .reminders(
        .clockRead(now: LocalTime(day: CalendarDate(year: 9999, month: 12, day: 31)!, minute: 0), since: nil)),
      .reminders(
        .rang([
          ScheduledReminder(
            time: LocalTime(day: CalendarDate(year: 2026, month: 12, day: 24)!, minute: 540),
            text: "Call \"mum\" \u{7} due:2026-12-24 rem:due-1dT0900")
        ])),
      .externalEdit(.open),
      .externalEdit(.edited(7, .edited("Walk the dog\nx\n"))),
      .externalEdit(.edited(0, .editorFailed(editor: "code -w", status: Int32.min))),
      .externalEdit(.edited(-1, .failed("No such file: '/tmp/a b'"))),
      .note(.open), .note(.read(3, name: "a b/\"c\".txt", .lines(["first", "bell \u{7} ünï"]))),
      .note(.read(0, name: "x.txt", .missing)), .note(.read(-1, name: "", .unreadable("Permission denied"))),
      .note(.edited(2, .saved(name: "call-mom.txt", isNew: true, .lines([])))),
      .note(.edited(2, .saved(name: "n.md", isNew: false, .missing))), .note(.edited(1, .nothingSaved)),
      .note(.edited(0, .editorFailed(editor: "vi", status: 127))), .note(.edited(9, .failed("gone"))),
      .note(.changedOutside(names: ["tax.txt", "a b.md"])), .note(.changedOutside(names: nil)),
      .list(.focusList), .list(.focusInput), .lineEdit(.complete), .help(.toggle), .help(.scroll(by: 2)),
      .help(.scrollByPage(by: -1)), .help(.noCommand(key: "z")),
      .help(.turnPage), .priority(.choose), .priority(.cancel),
      .reload(.now), .persistence(.saveNow), .persistence(.saveDue), .persistence(.toDosLoaded([])),
      .persistence(.toDosLoaded(["Buy the milk", "(A) \"quoted\" +project @home due:2026-01-02"])),
      .persistence(.loadFailed("Permission denied")), .persistence(.saved),
      .persistence(.saveFailed("disk full")),
      .persistence(
        .toDosMerged(
          MergedList(
            titles: ["a", "b", "c"], ids: [3, nil, 1],
            conflicts: [
              MergeConflict(original: "a", here: .edited, ours: "a2", theirs: nil),
              MergeConflict(original: "b", here: .deleted, ours: nil, theirs: "b3"),
            ]))),
      .persistence(.savedOverDeletedFile), .reload(.fileChangedOutside), .reload(.due),
      .reload(.reloaded(.unchanged)), .reload(.reloaded(.missing)),
      .reload(
        .reloaded(
          .changed(
            MergedList(titles: ["x"], ids: [nil]),
            ReloadSummary(changed: 1, added: 2, removed: 3, isReordered: true)))),
      .reload(.shellSteps([.changed(ToDo(id: 0, title: "a"), to: ToDo(id: 0, title: "x a"), at: 0)])),
      .reload(.failed("gone")), .archive(.archived(doneFileName: "done.txt")),
      .archive(.failed("No space left on device")), .conflictCopies(.arrived),
      .conflictCopies(
        .found([ConflictCopy(name: "todo (conflict).txt", titles: ["a"], problem: nil)])),
      .conflictCopies(.found([ConflictCopy(name: "c.txt", titles: [], problem: "unreadable")])),
      .conflictCopies(.merge), .conflictCopies(.ignore),
      .conflictCopies(.movedAside("c.txt")),
      .conflictCopies(.notMoved("c.txt", reason: "busy")),
      .sinceLastLooked(
        .found(
          OutsideChanges(
            since: SeenMoment(day: CalendarDate(year: 2026, month: 11, day: 24)!, hour: 18, minute: 2),
            changes: [
              OutsideChange(.added, after: "Read \"quoted\" \u{1B}[2J"),
              OutsideChange(.completed, before: "Call Mum", after: "x 2026-11-26 Call Mum"),
              OutsideChange(.deleted, before: "Buy milk"),
            ]))),
      .sinceLastLooked(.open), .sinceLastLooked(.bringBack),
      .toDoHistory(.open),
      .toDoHistory(
        .read([
          JournalRecord(
            step: 1, by: "other", op: "outside", kind: "changed", before: "Call Mum",
            after: "x 2026-11-26 Call Mum \"quoted\" \u{1B}[2J",
            moment: SeenMoment(day: CalendarDate(year: 2026, month: 11, day: 24)!, hour: 18, minute: 2)),
          JournalRecord(
            step: 2, by: "todo", op: "do", kind: "added", before: nil, after: "Buy milk", moment: nil),
        ])),
      .marks(.toggle), .marks(.clear), .marks(.clicked(Position(row: 4, column: 3))),
      .quitting(.keepDemo), .quitting(.quitWithoutDemo), .quitting(.stay), .quitting(.demoKept),
      .quitting(.demoNotKept(reason: "Permission denied")),
      .sync(.turnedOn), .sync(.now), .sync(.quietMomentPassed), .sync(.periodicDue),
      .sync(.fetchDue), .sync(.fetched(moved: true)),
      .sync(.finished(.synced)), .sync(.finished(.noUpstream)), .sync(.finished(.ahead(2))),
      .sync(.finished(.offline(ahead: 0))),
      .sync(.finished(.waiting(reason: "merge in progress", fix: "git merge --abort"))),
      .sync(.finished(.failed(SyncFailure(short: "auth", reason: "\"refused\"", fix: "ssh-add")))),
      .vdirSync(.turnedOn), .vdirSync(.quietMomentPassed), .vdirSync(.folderChanged),
      .vdirSync(.finished(VdirSyncReport(added: 2, completed: 1, problems: ["a.ics: no VTODO with a UID"]))),
      .links(.openFirst), .links(.copyText),
      .lists(.openChooser), .lists(.chooseMoveTarget),
      .lists(.found([ListEntry(name: "~/work.txt", path: "/home/u/work.txt")])),
      .lists(.show(path: "/home/u/work.txt")), .lists(.moveTo(path: "b.txt")),
      .lists(.addedToTarget(path: "b.txt")), .lists(.notAddedToTarget(path: "b.txt", reason: "read-only")),
      .lists(.removedFromTarget(path: "b.txt", reason: nil)),
      .lists(.removedFromTarget(path: "b.txt", reason: "gone")),
      .dependencies(.startLink), .dependencies(.link), .dependencies(.cancelLink),
      .links(.opened(.started(program: "firefox", link: "https://example.org"))),
      .links(.opened(.failed(reason: "xdg-open is not installed", fix: "set BROWSER"))),
      .search(.start), .search(.due), .search(.keep), .search(.clear), .view(.toggleHideDone),
      .view(.toggleShowHidden), .view(.cycleSort), .picker(.openTags),
      .picker(
        .tagsCounted(
          number: 3, [TagCount(.project, "home", open: 2, done: 1), TagCount(.context, "a/b", open: 0)])),
      .savedViews(.open), .savedViews(.recall(slot: 2)), .savedViews(.startNaming), .savedViews(.save),
      .savedViews(.cancelNaming), .savedViews(.delete),
      .savedViews(
        .loaded(
          SavedViews(
            [
              .init(
                slot: 1,
                view: SavedView(
                  name: "Home \"now\"",
                  settings: ListSettings(query: "+home", hidesDone: true, sort: .dueDate)))
            ], unwritableBecause: "line 3: no name"))),
      .savedViews(.loaded(SavedViews())), .savedViews(.saved), .savedViews(.notSaved(reason: "read-only")),
      .picker(.move(by: 1)), .picker(.moveByPage(by: -1)), .picker(.pick), .picker(.close),
      .view(.rowsProjected(number: 4, order: [2, 0, Int32.max])),
      .view(.rowsProjected(number: 0, order: nil)),
      .system(.started), .system(.quit), .system(.shutdown(exitStatus: 130)), .system(.shutdownBoundReached),
      .system(.resized(Size(columns: 80, rows: 24))), .system(.tick),
      .system(.dayBegan(CalendarDate(year: 2026, month: 11, day: 24)!, nextDayIn: .milliseconds(86_399_999))),
      .system(.dayBegan(CalendarDate(year: 1, month: 1, day: 1)!, nextDayIn: .seconds(-5))),
      .system(.dayEnded), .system(.stopRequested),
      .system(.configProblemsFound(["~/.config/todo/config:3: new-todos is no string. To fix: quote it."])),
      .persistence(.fileNotice("The list was made a file of its own")),
      .persistence(
        .historyRestored(
          undoable: [.inserted(ToDo(id: 0, title: "Buy milk"), at: 0)],
          redoable: [.removed(ToDo(id: 0, title: "Call mom"), at: 1)])),
      .reload(.watchUnavailable(checkingEvery: 2)),
    ]

  /// `family.case` of `action`: `priority.set`. Pure.
  public static func caseName(of action: Action) -> String {
    guard let family = Mirror(reflecting: action).children.first, let label = family.label else {
      return "\(action)"
    }
    let inner = family.value
    let name = Mirror(reflecting: inner).children.first?.label ?? "\(inner)"
    return label + "." + name
  }
}
