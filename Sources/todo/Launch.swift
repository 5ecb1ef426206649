import Glibc
import ToDoCore
import ToDoRuntime
import ToDoTerminal

/// Prints `message` to standard error and exits with `status` (2: the user can fix it).
func fail(_ message: String, status: Int32 = 2) -> Never {
  var text = toTerminal(message + "\n", STDERR_FILENO)
  text.withUTF8 { bytes in _ = write(STDERR_FILENO, bytes.baseAddress, bytes.count) }
  exit(status)
}

/// Writes `output` in order: the standard output through its buffer (flushed before each
/// write to standard error, so that the two keep their order on one terminal), the
/// standard error at once.
func write(_ output: [LaunchOutput]) {
  for item in output {
    switch item {
    case .standardOutput(let text):
      print(toTerminal(text, STDOUT_FILENO), terminator: "")
    case .standardError(let text):
      fflush(nil)
      var text = toTerminal(text, STDERR_FILENO)
      text.withUTF8 { writeAll(UnsafeRawBufferPointer($0), to: STDERR_FILENO) }
    }
  }
}

/// `text` as it may reach the stream `descriptor`: a terminal gets every control character
/// but the line feed and the tab written visibly (`TerminalText`), so that a todo's ESC or
/// BEL is never obeyed; a pipe or a file gets the bytes as they are.
func toTerminal(_ text: String, _ descriptor: Int32) -> String {
  isatty(descriptor) == 1 ? TerminalText.escaped(text) : text
}

/// Gives the configured colours to the theme, before the terminal is taken over.
func configureTheme(colors: [Config.ColorTarget: Config.ColorName]) {
  var foregrounds: [Style: TerminalColor?] = [:]
  for (target, color) in colors {
    // `none` names no colour: the style keeps only its attributes.
    foregrounds[target.style] = .some(TerminalColor(name: color.rawValue))
  }
  Theme.configure(foregrounds: foregrounds)
}

/// The process environment as a dictionary.
func processEnvironment() -> [String: String] {
  var result: [String: String] = [:]
  var entry = environ
  while let pointer = entry.pointee {
    // Split at the first `=` as bytes: finding it character by character cost ~4,500
    // instructions a variable at every start.
    let pair = UnsafeBufferPointer(
      start: UnsafeRawPointer(pointer).assumingMemoryBound(to: UInt8.self), count: strlen(pointer))
    if let equals = pair.firstIndex(of: UInt8(ascii: "=")) {
      result[String(decoding: pair[..<equals], as: UTF8.self)] = String(
        decoding: pair[(equals + 1)...], as: UTF8.self)
    }
    entry += 1
  }
  return result
}

/// Reads and parses the recording at `path`, or exits saying what is wrong with it.
func loadRecording(at path: String) -> Recording {
  let contents: FileContents?
  do {
    contents = try LiveFileSystem().read(path, kind: .recording)
  } catch {
    fail("todo: cannot read the recording: \(error).")
  }
  guard let contents else {
    fail("todo: there is no recording at '\(path)'.\nTo fix: check the path.")
  }
  do {
    return try Recording.parse(String(decoding: contents.bytes, as: UTF8.self))
  } catch {
    fail(
      "todo: cannot replay '\(path)': \(error).\nTo fix: replay a file written by 'todo --record FILE' with this version of todo."
    )
  }
}

/// Exits saying so when `path` is a folder: the list could be read from nothing and never
/// saved. Checked before the terminal is taken over.
func refuseFolder(at path: String) {
  var file = stat()
  guard stat(path, &file) == 0, file.st_mode & S_IFMT == S_IFDIR else { return }
  let folder = path.hasSuffix("/") ? String(path.dropLast()) : path
  fail(
    "todo: '\(path)' is a folder, not a todo file.\nTo fix: name a file in it, for example: todo \(folder)/todo.txt"
  )
}
