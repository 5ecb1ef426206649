import Glibc
import ToDoCore
import ToDoRuntime
import ToDoTerminal

/// Entry point: makes the launch plan (`LaunchPlan.make`, which neither prints nor exits),
/// then writes what it says and exits, runs a command for scripts (`runCommand`), or takes
/// over the terminal and runs the app with its settings.
/// Exit status: 0 after quitting, 2 for a bad command line, an unreadable recording, or
/// when no usable terminal is there, 1 when the terminal went away, 128 + n after signal n;
/// a command for scripts exits as `ListCommandRun` says (0, 1 or 2).

setenv("SWIFT_BACKTRACE", "interactive=no", 0)

if let todoSh = TodoShInvocation(commandLine: CommandLine.arguments) { runTodoSh(todoSh) }

let options: LaunchOptions
let settings: LaunchSettings
// todo.sh's config is read once: `--where` and the list opened share it.
let launchFiles = {
  var files = LaunchFiles.live
  files.readTodoShConfig = { _ in todoShConfigFile }
  return files
}()
switch LaunchPlan.make(
  arguments: Array(CommandLine.arguments.dropFirst()), environment: processEnvironment(), files: launchFiles)
{
case .exit(let status, let output):
  write(output)
  exit(status)
case .start(let startOptions, let startSettings, let warnings):
  for warning in warnings { write([.standardError(warning + "\n")]) }
  configureTheme(colors: startSettings.colors)
  (options, settings) = (startOptions, startSettings)
}

switch options.mode {
case .replay(let path, print: true, let size, _):
  let recording = loadRecording(at: path)
  print(Replay.finalScreen(of: recording, size: size).lines.joined(separator: "\n"))
case .replay(let path, print: false, _, let realtime):
  let recording = loadRecording(at: path)
  let app = startApp(
    listName: recording.listName, preferences: recording.preferences, demo: recording.demo, replaying: true)
  app.replay(recording, realtime: realtime)
case .run:
  startApp(listName: nil).run(
    savedViews: settings.savedViews, sync: settings.sync, problems: settings.problems)
case .command(let call):
  runCommand(call, settings: settings)
case .showHelp, .showVersion, .showPaths, .checkConfig, .generate:
  break  // Only printed: the launch plan exited with them above.
}

/// Takes over the terminal and builds the app, or exits with the reason it cannot.
@MainActor
func startApp(
  listName replayedName: String?, preferences: Preferences? = nil, demo replayedDemo: DemoList? = nil,
  replaying: Bool = false
) -> App {
  let environment = processEnvironment()
  let filePath: String?
  // A replay's demo is its recording's: its quit asks as the recorded one did.
  var demo = replayedDemo
  var demoKeeper: DemoKeeper?
  switch settings.file {
  case .path(let path): filePath = path
  case .defaultLocation:
    guard let path = defaultListPath(environment: environment) else {
      fail(
        "todo: there is no default todo file: neither XDG_DATA_HOME nor HOME is set.\nTo fix: name the file, for example: todo ~/todo.txt, or try the demo: todo --demo"
      )
    }
    filePath = path
  case .demo:
    filePath = nil
    // Where a quit offers to keep the demo's todos: the list `todo` opens.
    let keptIn = settings.configFile ?? defaultListPath(environment: environment)
    let shown = keptIn.map { LaunchOptions.abbreviatingHome($0, environment: environment) }
    if !replaying { demo = DemoList(keepsIn: shown) }
    demoKeeper = keptIn.map { path in
      DemoKeeper(path: path, shownPath: shown ?? path, createsDirectory: settings.configFile == nil)
    }
  }
  let listName =
    replayedName ?? filePath.map { LaunchOptions.abbreviatingHome($0, environment: environment) }
    ?? "demo list, not saved"
  // Every file the options name is checked and opened before the terminal is taken over:
  // a refusal then leaves the terminal as it was.
  if let filePath { refuseFolder(at: filePath) }
  let recorder: RecordingWriter?
  do {
    recorder = try options.recordPath.map { path throws(RecordingWriterError) in
      try RecordingWriter(path: path, protecting: filePath)
    }
  } catch {
    fail(error.description)
  }
  let terminal: Terminal
  do {
    terminal = try Terminal(mouse: settings.mouse)
  } catch {
    recorder?.abandon()
    fail(error.description)
  }
  do {
    try recorder?.begin(
      size: terminal.size, listName: listName, preferences: settings.preferences, demo: demo)
  } catch {
    terminal.restore()
    fail(error.description)
  }
  guard let wakeUp = WakeUp() else {
    terminal.restore()
    recorder?.abandon()
    fail(
      "todo: cannot start: the process has no file descriptor left.\nTo fix: close other files or raise the limit (ulimit -n)."
    )
  }
  // Results and timers come back to the main thread's event loop through its mailbox.
  let scheduler = LoopScheduler(wake: wakeUp.signal)
  var live = Environment.live(
    filePath: filePath, createsDirectory: settings.file == .defaultLocation, demoKeeper: demoKeeper,
    processEnvironment: environment, mainScheduler: scheduler)
  if let folder = settings.notesFolder { live.notes?.path = folder }
  // A replay's changes are the recording's: the journal is left alone.
  if !replaying, let filePath {
    live.journal = Journal(forList: filePath, bounds: settings.journalBounds)
    live.journalBounds = settings.journalBounds
  }
  if let filePath, !replaying {
    // Several lists: the command line's others, the config's named ones, the folder's.
    let finder = ListFinder(
      commandLine: [filePath] + settings.otherFiles, named: settings.namedLists,
      shorten: { LaunchOptions.abbreviatingHome($0, environment: environment) })
    live.lists = SessionLists.live(
      shown: filePath, store: live.toDoStore, notes: live.notes, notesFolder: settings.notesFolder,
      finder: finder)
    live.lists?.opened = finder.opened
  }
  if settings.sync, !replaying, let filePath {
    // git runs on a queue of its own, one sync at a time, never on the main thread.
    let sync = GitSync(listPath: filePath, executable: executablePath(), environment: environment)
    live.syncWithGit = { sync.report() }
    live.fetchWithGit = { sync.upstreamMoved() }
    // Several lists: the sync follows the list shown (decision 0284).
    let executable = executablePath()
    live.lists?.sync = { path in
      GitSync(listPath: path, executable: executable, environment: environment).report()
    }
    live.lists?.fetch = { path in
      GitSync(listPath: path, executable: executable, environment: environment).upstreamMoved()
    }
    live.syncWorker = DispatchScheduler.serial("todo.git-sync")
  }
  var vdirFolder: String?
  if let folder = settings.calDAVFolder, !replaying, let filePath {
    // The vdir sync runs on a queue of its own, one at a time, never on the main thread.
    vdirFolder = folder
    let createsDirectory = settings.file == .defaultLocation
    live.syncWithVdir = {
      calDAVSyncOnce(listPath: filePath, folder: folder, createsDirectory: createsDirectory).report
    }
    live.vdirSyncWorker = DispatchScheduler.serial("todo.caldav-sync")
  }
  // A replay's views are the recording's: the user's views file is left alone.
  if replaying {
    live.writeViews = { _ in "a replay keeps its views for the session only" }
  } else if let viewsPath = settings.viewsPath {
    let writer = ViewsFileWriter(path: viewsPath, readVersion: settings.viewsVersion)
    live.writeViews = { writer.write($0) }
  }
  return App(
    terminal: terminal, wakeUp: wakeUp, scheduler: scheduler, environment: live, listName: listName,
    listPath: filePath, vdirFolder: vdirFolder, recorder: recorder, keymap: settings.keymap,
    preferences: preferences ?? settings.preferences, demo: demo)
}
