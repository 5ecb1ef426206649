import Glibc

/// The programs todo.sh's mode starts: `date` (todo.sh takes the day from it, so a
/// wrapper that sets the day works as it did), a user's sort command or final filter
/// (through bash, as todo.sh evaluates them), an add-on, bash to read a configuration
/// file only a shell can read. Found on `PATH`, given `environment`. Blocks until the
/// program exits; called from the command line only.
enum TodoShProcess {
  /// What a program left: its status (127 when it could not run) and, when captured, its
  /// standard output.
  struct Outcome: Equatable {
    var status: Int32
    var output: String
  }

  /// Runs `arguments` (the first is the program). `input`: its standard input (else this
  /// process's); `capturing`: its standard output is read and answered (else it writes to
  /// this process's). Its standard error is this process's.
  static func run(
    _ arguments: [String], environment: [String: String], input: String? = nil, capturing: Bool = true
  ) -> Outcome {
    var inputPath: String?
    if let input {
      var template = Array("\(temporaryFolder())/todo.sh-input.XXXXXX".utf8CString)
      let descriptor = mkstemp(&template)
      guard descriptor >= 0 else { return Outcome(status: 127, output: "") }
      inputPath = String(cString: template)
      var bytes = Array(input.utf8)
      var written = 0
      while written < bytes.count {
        let count = bytes.withUnsafeMutableBufferPointer {
          Glibc.write(descriptor, $0.baseAddress! + written, $0.count - written)
        }
        if count <= 0 { break }
        written += count
      }
      close(descriptor)
      bytes = []
    }
    defer { if let inputPath { unlink(inputPath) } }
    var out: [Int32] = [-1, -1]
    if capturing, pipe(&out) != 0 { return Outcome(status: 127, output: "") }
    let argv = arguments.map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    let envp = environment.sorted { $0.key < $1.key }.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer { envp.forEach { free($0) } }
    var pid: pid_t = 0
    let code = withChildFileActions { actions in
      if let inputPath { posix_spawn_file_actions_addopen(&actions, 0, inputPath, O_RDONLY, 0) }
      if capturing { posix_spawn_file_actions_adddup2(&actions, out[1], 1) }
    } _: { actions in
      posix_spawnp(&pid, arguments[0], &actions, nil, argv, envp)
    }
    if code == ENOEXEC {
      // A script without `#!` (an add-on as many are written): the shell runs it, as bash
      // itself would.
      let shell = hasProgram("bash", path: environment["PATH"]) ? "bash" : "sh"
      if capturing {
        close(out[0])
        close(out[1])
      }
      return run([shell] + arguments, environment: environment, input: input, capturing: capturing)
    }
    if capturing { close(out[1]) }
    var output: [UInt8] = []
    if capturing {
      var buffer = [UInt8](repeating: 0, count: 65_536)
      while code == 0 {
        let count = read(out[0], &buffer, buffer.count)
        if count > 0 {
          output += buffer[0..<count]
        } else if count == 0 || errno != EINTR {
          break
        }
      }
      close(out[0])
    }
    guard code == 0 else { return Outcome(status: 127, output: "") }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0, errno == EINTR {}
    let signal = status & 0x7F
    return Outcome(
      status: signal == 0 ? (status >> 8) & 0xFF : 128 + signal,
      output: String(decoding: output, as: UTF8.self))
  }

  /// `command` run by bash (sh where there is no bash), as todo.sh evaluates its sort
  /// command and final filter, with `input` on its standard input.
  static func shell(_ command: String, input: String, environment: [String: String]) -> Outcome {
    let shell = hasProgram("bash", path: environment["PATH"]) ? "bash" : "sh"
    return run([shell, "-c", command], environment: environment, input: input)
  }

  /// Whether `name` is an executable file in a folder of `path`.
  static func hasProgram(_ name: String, path: String?) -> Bool {
    (path ?? "/usr/bin:/bin").split(separator: ":").contains { folder in
      access("\(folder)/\(name)", X_OK) == 0
    }
  }

  private static func temporaryFolder() -> String {
    if let folder = getenv("TMPDIR"), folder.pointee != 0 { return String(cString: folder) }
    return "/tmp"
  }
}
