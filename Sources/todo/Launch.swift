import Glibc
import ToDoRuntime

/// Prints `message` to standard error and exits with `status` (2: the user can fix it).
func fail(_ message: String, status: Int32 = 2) -> Never {
  var text = message + "\n"
  text.withUTF8 { bytes in _ = write(STDERR_FILENO, bytes.baseAddress, bytes.count) }
  exit(status)
}

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

/// Reads and parses the recording at `path`, or exits saying what is wrong with it.
func loadRecording(at path: String) -> Recording {
  guard let file = fopen(path, "r") else {
    fail(
      "todo: cannot read the recording '\(path)': \(String(cString: strerror(errno))).\nTo fix: check the path."
    )
  }
  defer { fclose(file) }
  var bytes: [UInt8] = []
  var buffer = [UInt8](repeating: 0, count: 65_536)
  while true {
    let count = fread(&buffer, 1, buffer.count, file)
    if count <= 0 { break }
    bytes += buffer[0..<count]
  }
  do {
    return try Recording.parse(String(decoding: bytes, as: UTF8.self))
  } catch {
    fail(
      "todo: cannot replay '\(path)': \(error).\nTo fix: replay a file written by 'todo --record FILE' with this version of todo."
    )
  }
}

/// `path` with the home directory written as `~`.
func abbreviatingHome(_ path: String, environment: [String: String]) -> String {
  guard let home = environment["HOME"], !home.isEmpty, home != "/", path.hasPrefix(home + "/") else {
    return path
  }
  return "~" + path.dropFirst(home.count)
}
