import Glibc
import ToDoRuntime
import ToDoTerminal

/// Entry point: parses the command line, takes over the terminal and runs the app.
/// Exit status: 0 after quitting, 2 for a bad command line or when no usable terminal
/// is there, 1 when the terminal went away, 128 + n after signal n.

setenv("SWIFT_BACKTRACE", "interactive=no", 0)

/// The process environment as a dictionary.
func processEnvironment() -> [String: String] {
  var result: [String: String] = [:]
  var entry = environ
  while let pointer = entry.pointee {
    let pair = String(cString: pointer)
    if let equals = pair.firstIndex(of: "=") {
      result[String(pair[..<equals])] = String(pair[pair.index(after: equals)...])
    }
    entry += 1
  }
  return result
}

func fail(_ message: String, status: Int32) -> Never {
  var text = message + "\n"
  text.withUTF8 { bytes in _ = write(STDERR_FILENO, bytes.baseAddress, bytes.count) }
  exit(status)
}

let options: LaunchOptions
do {
  options = try LaunchOptions.parse(Array(CommandLine.arguments.dropFirst()))
} catch {
  fail(error.description, status: 2)
}

switch options {
case .showHelp:
  print(LaunchOptions.usage)
case .showVersion:
  print("todo \(LaunchOptions.version)")
case .run(let mouse):
  do {
    let terminal = try Terminal(mouse: mouse)
    App(terminal: terminal, environment: .live(processEnvironment: processEnvironment())).run()
  } catch {
    fail(error.description, status: 2)
  }
}
