import Glibc

/// Runs `git` as a process: with standard input from /dev/null, its output and errors
/// captured, and an environment of its own that asks for no password (`promptless`), passed
/// to `posix_spawnp` rather than set in this process (`setenv` is not thread-safe, and the
/// sync runs git off the main thread). Blocks the calling thread until git exits: called
/// from the command line, or on a background queue; never on the app's main thread.
public enum GitProcess {
  /// What git left: its exit status (128 + n after signal n, 127 when it could not run)
  /// and its output.
  public struct Result: Equatable, Sendable {
    public var status: Int32
    public var output: String
    public var errors: String

    public init(status: Int32, output: String, errors: String) {
      self.status = status
      self.output = output
      self.errors = errors
    }
  }

  /// `git` with `arguments`, found on `PATH`, in `environment` (by default this process's,
  /// made promptless).
  public static func run(_ arguments: [String], environment: [String: String]? = nil) -> Result {
    let environment = environment ?? promptless(currentEnvironment())
    var out: [Int32] = [-1, -1]
    var err: [Int32] = [-1, -1]
    guard pipe(&out) == 0 else { return Result(status: 127, output: "", errors: "cannot make a pipe") }
    guard pipe(&err) == 0 else {
      close(out[0])
      close(out[1])
      return Result(status: 127, output: "", errors: "cannot make a pipe")
    }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_adddup2(&actions, out[1], 1)
    posix_spawn_file_actions_adddup2(&actions, err[1], 2)
    for descriptor in [out[0], out[1], err[0], err[1]] {
      posix_spawn_file_actions_addclose(&actions, descriptor)
    }
    let argv = (["git"] + arguments).map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    let envp = environment.sorted { $0.key < $1.key }.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer { envp.forEach { free($0) } }
    var pid: pid_t = 0
    let code = posix_spawnp(&pid, "git", &actions, nil, argv, envp)
    close(out[1])
    close(err[1])
    defer {
      close(out[0])
      close(err[0])
    }
    guard code == 0 else {
      return Result(
        status: 127, output: "", errors: "cannot run git: \(String(cString: strerror(code)))")
    }
    let (output, errors) = readBoth(out[0], err[0])
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0, errno == EINTR {}
    let signal = status & 0x7F
    return Result(
      status: signal == 0 ? (status >> 8) & 0xFF : 128 + signal, output: output, errors: errors)
  }

  /// `environment` made so that git and ssh never ask for anything in the terminal: no
  /// terminal prompt (`GIT_TERMINAL_PROMPT=0`), ssh in batch mode with a bound on
  /// connecting (unless the user set `GIT_SSH_COMMAND`), and git's messages in English,
  /// which the sync reads. Pure.
  public static func promptless(_ environment: [String: String]) -> [String: String] {
    var made = environment
    made.merge(["GIT_TERMINAL_PROMPT": "0", "LC_ALL": "C", "LANGUAGE": "C"]) { $1 }
    if environment["GIT_SSH_COMMAND"] == nil {
      made.merge(["GIT_SSH_COMMAND": "ssh -o BatchMode=yes -o ConnectTimeout=15"]) { $1 }
    }
    return made
  }

  /// This process's environment, as a dictionary: read, never changed.
  public static func currentEnvironment() -> [String: String] {
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

  /// Everything until the end of both descriptors, as text, read as they come so that
  /// neither pipe fills while the other is read.
  private static func readBoth(_ first: Int32, _ second: Int32) -> (String, String) {
    var bytes: [[UInt8]] = [[], []]
    var open = [true, true]
    var buffer = [UInt8](repeating: 0, count: 4096)
    while open[0] || open[1] {
      var fds = [first, second].enumerated().map { index, descriptor in
        pollfd(fd: open[index] ? descriptor : -1, events: Int16(POLLIN), revents: 0)
      }
      if poll(&fds, 2, -1) < 0 {
        if errno == EINTR { continue }
        break
      }
      for index in 0..<2 where open[index] && fds[index].revents != 0 {
        let count = read(fds[index].fd, &buffer, buffer.count)
        if count > 0 {
          bytes[index] += buffer[0..<count]
        } else if count == 0 || errno != EINTR {
          open[index] = false
        }
      }
    }
    return (String(decoding: bytes[0], as: UTF8.self), String(decoding: bytes[1], as: UTF8.self))
  }
}
