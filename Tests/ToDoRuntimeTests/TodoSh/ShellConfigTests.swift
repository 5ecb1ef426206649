import Testing

@testable import ToDoCore
@testable import ToDoRuntime

/// todo.sh's configuration file, read without a shell.
@Suite("todo.sh configuration")
struct ShellConfigTests {
  private func evaluate(_ script: String, _ environment: [String: String] = ["HOME": "/home/ann"])
    -> ShellVariables?
  {
    guard
      case .evaluated(let variables) = ShellConfig.evaluate(
        script, variables: .init(environment: environment))
    else { return nil }
    return variables
  }

  @Test func theShippedDefaultsTakeTheHomeFolderAndKeepWhatTheEnvironmentSet() throws {
    let script = """
      # Your todo.txt directory
      #export TODO_DIR="/Users/gina/Documents/todo"
      : ${TODO_DIR:="${HOME:-$USERPROFILE}"}
      export TODO_DIR

      : ${TODO_FILE:="${TODO_DIR}/todo.txt"}
      : ${DONE_FILE:="${TODO_DIR}/done.txt"}
      export TODO_FILE DONE_FILE
      """
    let variables = try #require(evaluate(script, ["HOME": "/home/ann", "TODO_FILE": "/tmp/special.txt"]))
    #expect(variables["TODO_DIR"] == "/home/ann")
    #expect(variables["TODO_FILE"] == "/tmp/special.txt")
    #expect(variables["DONE_FILE"] == "/home/ann/done.txt")
    #expect(variables.exported.isSuperset(of: ["TODO_DIR", "TODO_FILE", "DONE_FILE"]))
  }

  @Test func quotesExpansionsAndExportsAreTheShells() throws {
    let script = """
      export YELLOW='\\\\033[1;33m'
      export PRI_A=$YELLOW   # colour for A
      PLAIN_NAME="two  words"; 
      export SENTENCE_DELIMITERS='*,.:;&'
      export TODO_DIR=~/todo
      export QUOTED="say \\"hi\\" to $PLAIN_NAME" SECOND=${MISSING-fallback}
      """
    let variables = try #require(evaluate(script))
    #expect(variables["PRI_A"] == "\\\\033[1;33m")
    #expect(variables["PLAIN_NAME"] == "two  words")
    #expect(!variables.exported.contains("PLAIN_NAME"))
    #expect(variables["SENTENCE_DELIMITERS"] == "*,.:;&")
    #expect(variables["TODO_DIR"] == "/home/ann/todo")
    #expect(variables["QUOTED"] == "say \"hi\" to two  words")
    #expect(variables["SECOND"] == "fallback")
  }

  @Test func aCommandOrASubstitutionIsLeftToAShell() {
    #expect(
      ShellConfig.evaluate("export A=1\ntouch used_config\n", variables: .init())
        == .needsShell(line: 2, text: "touch used_config"))
    #expect(
      ShellConfig.evaluate("export A=$(date)", variables: .init())
        == .needsShell(line: 1, text: "export A=$(date)"))
    #expect(ShellConfig.evaluate("if [ -f x ]; then A=1; fi", variables: .init()) != .evaluated(.init()))
  }

  @Test func wordsOfASettingAreSplitAndExpanded() {
    let variables = ShellVariables(values: ["TODO_FILE": "/t/todo.txt", "DONE_FILE": "/t/done file.txt"])
    #expect(
      ShellConfig.words("(\"$TODO_FILE\" \"$DONE_FILE\")", variables: variables) == [
        "/t/todo.txt", "/t/done file.txt",
      ])
    // As todo.sh's `eval "FILE=$TODOTXT_SOURCEVAR"` takes it: one path, spaces and all.
    #expect(ShellConfig.words("$DONE_FILE", variables: variables) == ["/t/done file.txt"])
    #expect(ShellConfig.words("ls +garden 'a b'", variables: variables) == ["ls", "+garden", "a b"])
  }
}
