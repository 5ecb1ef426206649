import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// What a finished process left: its exit status and everything it wrote.
struct ProcessResult {
  var status: Int32
  var stdout: String
  var stderr: String
}

/// Runs `arguments[0]` (looked up in `PATH`) to completion without blocking the caller's
/// thread, with standard input from `stdinPath` and the output captured, or with standard
/// input and output on the terminal at `terminalPath` (which does not become its
/// controlling terminal) and only the errors captured. A process still running after
/// `timeout` is killed and reported as an error.
///
/// Not Foundation's `Process`: the child must get no descriptor but 0, 1 and 2. A tmux
/// client forks the tmux server, which keeps the descriptors it inherited; with `Process`,
/// started from parallel tests, the server kept a socket of the test process, the exit of
/// the client was never reported, and the test hung with the client a zombie. The output is read after the exit: fine for the few kilobytes tmux and
/// `todo --help` write (a pipe holds 64 KiB).
func runProcess(
  _ arguments: [String], stdinPath: String = "/dev/null", terminalPath: String? = nil,
  timeout: Duration = .seconds(10)
) async throws -> ProcessResult {
  let child = try SpawnedProcess(arguments, stdinPath: stdinPath, terminalPath: terminalPath)
  let watch = ExitWatch()
  DispatchQueue.global().asyncAfter(deadline: .now() + timeout.seconds) {
    watch.killIfRunning(child.pid)
  }
  let status = await withCheckedContinuation { continuation in
    Thread.detachNewThread { continuation.resume(returning: watch.wait(for: child.pid)) }
  }
  let result = ProcessResult(status: status, stdout: child.stdout.drain(), stderr: child.stderr.drain())
  guard !watch.wasKilled else {
    throw ProcessTimedOut(command: arguments.joined(separator: " "), timeout: timeout, result: result)
  }
  return result
}

/// Runs `arguments` to completion on the calling thread, ignoring the output; for cleanup.
func runProcessBlocking(_ arguments: [String]) {
  guard let child = try? SpawnedProcess(arguments, stdinPath: "/dev/null") else { return }
  _ = ExitWatch().wait(for: child.pid)
  _ = child.stdout.drain()
  _ = child.stderr.drain()
}

struct ProcessTimedOut: Error, CustomStringConvertible {
  let command: String
  let timeout: Duration
  let result: ProcessResult

  var description: String {
    "'\(command)' was still running after \(timeout) and was killed.\n"
      + "stdout: \(result.stdout)\nstderr: \(result.stderr)"
  }
}

struct SpawnFailed: Error, CustomStringConvertible {
  let command: String
  let code: Int32

  var description: String { "cannot run '\(command)': \(String(cString: strerror(code)))" }
}

/// A child started with posix_spawnp: standard input from a file, standard output and error
/// into pipes (or input and output on a terminal), every other descriptor closed, signals
/// unblocked and at their defaults.
private struct SpawnedProcess: Sendable {
  let pid: pid_t
  let stdout: PipeEnd
  let stderr: PipeEnd

  init(_ arguments: [String], stdinPath: String, terminalPath: String? = nil) throws(SpawnFailed) {
    let command = arguments.joined(separator: " ")
    var out: [Int32] = [-1, -1]
    var err: [Int32] = [-1, -1]
    guard let closeFrom = addCloseFrom else { throw SpawnFailed(command: command, code: ENOSYS) }
    let input =
      if let terminalPath {
        open(terminalPath, O_RDWR | O_NOCTTY | O_CLOEXEC)
      } else {
        open(stdinPath, O_RDONLY | O_CLOEXEC)
      }
    guard input >= 0, pipe(&out) == 0, pipe(&err) == 0 else {
      throw SpawnFailed(command: command, code: errno)
    }
    defer { [input, out[1], err[1]].forEach { _ = close($0) } }
    [out[0], out[1], err[0], err[1]].forEach { _ = fcntl($0, F_SETFD, FD_CLOEXEC) }

    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, input, 0)
    posix_spawn_file_actions_adddup2(&actions, terminalPath == nil ? out[1] : input, 1)
    posix_spawn_file_actions_adddup2(&actions, err[1], 2)
    _ = closeFrom(&actions, 3)

    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var noSignals = sigset_t()
    var allSignals = sigset_t()
    sigemptyset(&noSignals)
    sigfillset(&allSignals)
    posix_spawnattr_setsigmask(&attributes, &noSignals)
    posix_spawnattr_setsigdefault(&attributes, &allSignals)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

    let argv = arguments.map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    var pid: pid_t = 0
    let code = posix_spawnp(&pid, arguments[0], &actions, &attributes, argv, environ)
    guard code == 0 else {
      _ = close(out[0])
      _ = close(err[0])
      throw SpawnFailed(command: command, code: code)
    }
    self.pid = pid
    stdout = PipeEnd(fd: out[0])
    stderr = PipeEnd(fd: err[0])
  }
}

/// glibc's `posix_spawn_file_actions_addclosefrom_np` (2.34 and later), which Swift does
/// not import (it needs `_GNU_SOURCE`).
private typealias AddCloseFrom =
  @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>?, Int32) -> Int32
private let addCloseFrom: AddCloseFrom? = {
  let name = "posix_spawn_file_actions_addclosefrom_np"
  guard let symbol = dlsym(dlopen(nil, RTLD_NOW), name) else { return nil }
  return unsafeBitCast(symbol, to: AddCloseFrom.self)
}()

/// The reading end of a pipe.
private struct PipeEnd: Sendable {
  let fd: Int32

  /// What is in the pipe now, without waiting for writers that are still around (a tmux
  /// server may hold the pipe after the client exited); closes it.
  func drain() -> String {
    defer { _ = close(fd) }
    _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = read(fd, &buffer, buffer.count)
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

/// Waits for a child and kills it on timeout, never signalling a pid that was reaped
/// (and so might belong to someone else by then).
private final class ExitWatch: @unchecked Sendable {
  private let lock = NSLock()
  private var exited = false
  private var killed = false

  var wasKilled: Bool { lock.withLock { killed } }

  /// Blocks until `pid` exits and returns its status (128 + n after signal n).
  func wait(for pid: pid_t) -> Int32 {
    var info = siginfo_t()
    while waitid(P_PID, id_t(pid), &info, WEXITED | WNOWAIT) != 0, errno == EINTR {}
    lock.withLock { exited = true }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0, errno == EINTR {}
    let signal = status & 0x7F
    return signal == 0 ? (status >> 8) & 0xFF : 128 + signal
  }

  func killIfRunning(_ pid: pid_t) {
    lock.withLock {
      guard !exited else { return }
      killed = true
      kill(pid, SIGKILL)
    }
  }
}

extension Duration {
  /// The duration in seconds, for Dispatch.
  fileprivate var seconds: Double {
    Double(components.seconds) + Double(components.attoseconds) / 1e18
  }
}
