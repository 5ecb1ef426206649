import Glibc
import Synchronization

/// Runs `git` as a process: with standard input from /dev/null, its output and errors
/// captured, and an environment of its own that asks for no password (`promptless`), passed
/// to `posix_spawnp` rather than set in this process (`setenv` is not thread-safe, and the
/// sync runs git off the main thread). git runs in a process group of its own, so that a
/// bound (`run(_:environment:bound:stoppedAtExit:)`) or the app's exit (`stopAtExit`) ends
/// it with everything it started (ssh, the merge driver). Blocks the calling thread until
/// git exits or its bound passes: called from the command line, or on a background queue;
/// never on the app's main thread.
public enum GitProcess {
  /// What git left: its exit status (128 + n after signal n, 127 when it could not run)
  /// and its output.
  public struct Result: Equatable, Sendable {
    public var status: Int32
    public var output: String
    public var errors: String
    /// Whether git ran past its bound and was killed (with its process group).
    public var timedOut: Bool

    public init(status: Int32, output: String, errors: String, timedOut: Bool = false) {
      self.status = status
      self.output = output
      self.errors = errors
      self.timedOut = timedOut
    }
  }

  /// The process groups of the gits to end when the app exits (`stoppedAtExit`).
  private static let stoppable = Mutex<Set<pid_t>>([])

  /// Kills the process group of every git run with `stoppedAtExit` that has not ended: the
  /// app's exit leaves no fetch or push running. Does not wait. Any thread.
  public static func stopAtExit() {
    let groups = stoppable.withLock { $0 }
    for group in groups { kill(-group, SIGKILL) }
  }

  /// `git` with `arguments`, found on `PATH`, in `environment` (by default this process's,
  /// made promptless). Past `bound` (nil: none) git's process group is killed and the
  /// result says so (`timedOut`, status 137). `stoppedAtExit`: `stopAtExit` kills it too
  /// (network commands, which may never answer; not a merge or a commit, which write the
  /// work tree and end soon).
  public static func run(
    _ arguments: [String], environment: [String: String]? = nil, bound: Duration? = nil,
    stoppedAtExit: Bool = false
  ) -> Result {
    let environment = environment ?? promptless(currentEnvironment())
    var out: [Int32] = [-1, -1]
    var err: [Int32] = [-1, -1]
    guard pipe(&out) == 0 else { return Result(status: 127, output: "", errors: "cannot make a pipe") }
    guard pipe(&err) == 0 else {
      close(out[0])
      close(out[1])
      return Result(status: 127, output: "", errors: "cannot make a pipe")
    }
    let argv = (["git"] + arguments).map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    let envp = environment.sorted { $0.key < $1.key }.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer { envp.forEach { free($0) } }
    // A process group of its own (its id is git's pid): killed whole at a bound or an exit.
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP))
    posix_spawnattr_setpgroup(&attributes, 0)
    var pid: pid_t = 0
    let code = withChildFileActions { actions in
      posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
      posix_spawn_file_actions_adddup2(&actions, out[1], 1)
      posix_spawn_file_actions_adddup2(&actions, err[1], 2)
    } _: { actions in
      posix_spawnp(&pid, "git", &actions, &attributes, argv, envp)
    }
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
    if stoppedAtExit { stoppable.withLock { _ = $0.insert(pid) } }
    let deadline = bound.map { monotonicMilliseconds() + milliseconds($0) }
    let read = readBoth(out[0], err[0], until: deadline)
    if !read.complete { kill(-pid, SIGKILL) }
    // Forgotten before it is reaped: its id is not reused while `stopAtExit` may read it.
    if stoppedAtExit { stoppable.withLock { _ = $0.remove(pid) } }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0, errno == EINTR {}
    let signal = status & 0x7F
    var errors = read.errors
    if !read.complete, let bound {
      errors += "fatal: no answer within \(Double(milliseconds(bound)) / 1000) s: stopped\n"
    }
    return Result(
      status: signal == 0 ? (status >> 8) & 0xFF : 128 + signal, output: read.output, errors: errors,
      timedOut: !read.complete)
  }

  /// A duration in whole milliseconds. Pure.
  static func milliseconds(_ duration: Duration) -> Int {
    let (seconds, attoseconds) = duration.components
    return Int(seconds) * 1000 + Int(attoseconds / 1_000_000_000_000_000)
  }

  /// The monotonic clock, in milliseconds.
  private static func monotonicMilliseconds() -> Int {
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    return Int(now.tv_sec) * 1000 + Int(now.tv_nsec) / 1_000_000
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
  /// neither pipe fills while the other is read; or what came until `deadline` (on the
  /// monotonic clock, in milliseconds), then `complete` is false.
  private static func readBoth(_ first: Int32, _ second: Int32, until deadline: Int?)
    -> (output: String, errors: String, complete: Bool)
  {
    var bytes: [[UInt8]] = [[], []]
    var open = [true, true]
    var buffer = [UInt8](repeating: 0, count: 4096)
    while open[0] || open[1] {
      var fds = [first, second].enumerated().map { index, descriptor in
        pollfd(fd: open[index] ? descriptor : -1, events: Int16(POLLIN), revents: 0)
      }
      var wait: Int32 = -1
      if let deadline {
        let left = deadline - monotonicMilliseconds()
        guard left > 0 else {
          return (String(decoding: bytes[0], as: UTF8.self), String(decoding: bytes[1], as: UTF8.self), false)
        }
        wait = Int32(min(left, Int(Int32.max)))
      }
      if poll(&fds, 2, wait) < 0 {
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
    return (String(decoding: bytes[0], as: UTF8.self), String(decoding: bytes[1], as: UTF8.self), true)
  }
}
