import Testing

@testable import ToDoRuntime

/// The default list is the one todo.sh would open: its configuration file, found where
/// todo.sh looks and read over the environment, names it before `$TODO_FILE` and
/// `$TODO_DIR` do (decision 0353).
@Suite("todo.sh's config names the default list")
struct TodoShConfigFileTests {
  static let home = ["HOME": "/home/u"]

  /// `find` over a dictionary of files.
  static func found(_ files: [String: String], environment: [String: String] = home) -> TodoShConfigFile? {
    TodoShConfigFile.find(
      environment: environment, exists: { files[$0] != nil }, readText: { files[$0] },
      source: { _, _ in nil })
  }

  @Test func todoShsPlacesInItsOrder() {
    #expect(
      TodoShConfigFile.locations(environment: ["HOME": "/h", "TODOTXT_CFG_FILE": "/c/cfg"]) == [
        "/c/cfg", "/h/.todo/config", "/h/todo.cfg", "/h/.todo.cfg", "/h/.config/todo/config",
        "/etc/todo/config",
      ])
    #expect(
      TodoShConfigFile.locations(environment: [
        "HOME": "/h", "XDG_CONFIG_HOME": "/x", "TODOTXT_GLOBAL_CFG_FILE": "/g",
      ]).suffix(2) == ["/x/todo/config", "/g"])
  }

  @Test func aTodoDirExportedInTheConfigIsTheDefaultList() {
    let config = Self.found(["/home/u/.todo/config": "export TODO_DIR=\"$HOME/Dropbox/todo\"\n"])
    #expect(config?.path == "/home/u/.todo/config")
    let list = DefaultList.resolve(environment: Self.home, todoShConfig: config)
    #expect(
      list
        == DefaultList(
          path: "/home/u/Dropbox/todo/todo.txt", chosenBy: "todo.sh's config, /home/u/.todo/config"))
  }

  @Test func theFirstPlaceFoundWinsAndItsTodoFileBeatsItsFolder() {
    let files = [
      "/home/u/todo.cfg": "export TODO_DIR=/a\nexport TODO_FILE=/a/mine.txt\n",
      "/home/u/.todo.cfg": "export TODO_DIR=/b\n",
    ]
    #expect(
      DefaultList.resolve(environment: Self.home, todoShConfig: Self.found(files))?.path == "/a/mine.txt")
  }

  @Test func theConfigOverTheEnvironmentAsInTodoSh() {
    // todo.cfg's own default keeps the environment's folder; an export replaces it.
    let keeping = [
      "/home/u/.todo/config":
        ": ${TODO_DIR:=\"$HOME\"}\nexport TODO_DIR\n: ${TODO_FILE:=\"${TODO_DIR}/todo.txt\"}\n"
    ]
    let environment = ["HOME": "/home/u", "TODO_DIR": "/env"]
    #expect(
      DefaultList.resolve(
        environment: environment, todoShConfig: Self.found(keeping, environment: environment))?
        .path == "/env/todo.txt")
    #expect(
      DefaultList.resolve(environment: Self.home, todoShConfig: Self.found(keeping))?.path
        == "/home/u/todo.txt")
    let replacing = ["/home/u/.todo/config": "export TODO_DIR=/cfg\n"]
    #expect(
      DefaultList.resolve(
        environment: environment, todoShConfig: Self.found(replacing, environment: environment))?
        .path == "/cfg/todo.txt")
  }

  @Test func aConfigThatNamesNoListLeavesTheEnvironmentsRule() {
    let config = Self.found(["/home/u/.todo/config": "export TODOTXT_VERBOSE=0\n"])
    #expect(config != nil)
    #expect(
      DefaultList.resolve(environment: Self.home, todoShConfig: config)
        == DefaultList(path: "/home/u/.local/share/todo/todo.txt", chosenBy: "the default place, in $HOME"))
  }

  @Test func theAppsOwnSettingsFileIsNotTodoShs() {
    let files = ["/home/u/.config/todo/config": "file = \"/x/todo.txt\"\n[keys]\n"]
    #expect(Self.found(files) == nil)
    // A file only a shell can read elsewhere is sourced (here the source fails: no list).
    let shell = ["/home/u/.todo/config": "export TODO_DIR=$(dirname \"$0\")\n"]
    #expect(Self.found(shell) == TodoShConfigFile(path: "/home/u/.todo/config", variables: nil))
  }
}
