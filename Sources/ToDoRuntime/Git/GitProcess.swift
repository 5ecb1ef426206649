import Glibc

/// Runs `git` as a process, for the set-up: with standard input from /dev/null, its
/// output captured, no terminal prompt. Blocks the calling thread until git exits; for the
/// command line, never the app's main thread.
public enum GitProcess {
  /// What git left: its exit status (128 + n after signal n, 127 when it could not run)
  /// and its output.
  public struct Result: Equatable, Sendable {
    public var status: Int32
    public var output: String
    public var errors: String
  }

  /// `git` with `arguments`, found on `PATH`.
  public static func run(_ arguments: [String]) -> Result {
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
    setenv("GIT_TERMINAL_PROMPT", "0", 1)
    let argv = (["git"] + arguments).map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    var pid: pid_t = 0
    let code = posix_spawnp(&pid, "git", &actions, nil, argv, environ)
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
    // git's answers here are a few lines: the output first, then the errors.
    let output = readAll(out[0])
    let errors = readAll(err[0])
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0, errno == EINTR {}
    let signal = status & 0x7F
    return Result(status: signal == 0 ? (status >> 8) & 0xFF : 128 + signal, output: output, errors: errors)
  }

  /// Everything until the end of `descriptor`, as text.
  private static func readAll(_ descriptor: Int32) -> String {
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = read(descriptor, &buffer, buffer.count)
      if count > 0 {
        bytes += buffer[0..<count]
      } else if count < 0, errno == EINTR {
        continue
      } else {
        break
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}
