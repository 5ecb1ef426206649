import Glibc
import ToDoCore

/// Starts the user's browser on a link (`o`): `$BROWSER` when set (its first entry, where
/// it lists several with `:`; its words split at blanks; `%s` stands for the link, which
/// is appended otherwise), else `xdg-open`. The program runs detached, through
/// `/bin/sh -c '"$@" &'`: in a session of its own (no signal from the app's terminal
/// reaches it, and it cannot take the terminal), its input and output on `/dev/null` (it
/// never writes over the screen), with the default signal handling; the shell exits at
/// once and is reaped, so nothing waits for the browser and no zombie is left. Blocks for
/// as long as the shell takes to start and end (milliseconds): called on the worker,
/// never on the main thread. Any thread.
public struct LinkOpener: Sendable {
  /// `$BROWSER`, nil when not set or empty.
  public var browser: String?
  /// `$PATH`, where a program named without a `/` is looked for.
  public var path: String

  public init(browser: String?, path: String) {
    self.browser = browser.flatMap { $0.isEmpty ? nil : $0 }
    self.path = path
  }

  /// The opener the process environment describes.
  public static func configured(by environment: [String: String]) -> LinkOpener {
    LinkOpener(browser: environment["BROWSER"], path: environment["PATH"] ?? "/usr/bin:/bin")
  }

  /// The program and the arguments that open `link`, or why there are none. Pure but for
  /// looking the program up in `path` (`access`).
  public func command(for link: String) -> Result<[String], LinkOpenerFailure> {
    if let browser {
      let entry = browser.split(separator: ":").first.map(String.init) ?? browser
      var words = entry.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
      guard let name = words.first else {
        return .failure(LinkOpenerFailure(reason: "BROWSER is blank", fix: "set BROWSER to your browser"))
      }
      guard let program = find(name) else {
        return .failure(
          LinkOpenerFailure(
            reason: "BROWSER names “\(name)”, which is not found",
            fix: "set BROWSER to a browser's command, or unset it to use xdg-open"))
      }
      words[0] = program
      if words.contains("%s") {
        words = words.map { $0 == "%s" ? link : $0 }
      } else {
        words.append(link)
      }
      return .success(words)
    }
    guard let program = find("xdg-open") else {
      return .failure(
        LinkOpenerFailure(
          reason: "BROWSER is not set and xdg-open is not installed",
          fix: "export BROWSER=firefox (or your browser), or install xdg-utils"))
    }
    return .success([program, link])
  }

  /// Starts the browser on `link`, detached (see the type); says what came of it.
  public func open(_ link: String) -> LinkOpening {
    switch command(for: link) {
    case .failure(let failure):
      return .failed(reason: failure.reason, fix: failure.fix)
    case .success(let words):
      if let reason = Self.spawnDetached(words) {
        return .failed(reason: reason, fix: "check that /bin/sh runs")
      }
      return .started(program: Paths.name(of: words[0]), link: link)
    }
  }

  /// `name` itself when it holds a `/` and is executable, else the first executable
  /// `<folder>/<name>` of `path`; nil when there is none.
  private func find(_ name: String) -> String? {
    if name.contains("/") { return access(name, X_OK) == 0 ? name : nil }
    for folder in path.split(separator: ":") where !folder.isEmpty {
      let candidate = "\(folder)/\(name)"
      if access(candidate, X_OK) == 0 { return candidate }
    }
    return nil
  }

  /// glibc's `POSIX_SPAWN_SETSID` (2.26 on), which Swift does not import (`__USE_GNU`):
  /// the child calls `setsid`.
  private static let spawnSetSession: Int32 = 0x80

  /// Runs `/bin/sh -c '"$@" &' sh <words…>` in a new session with its three standard
  /// descriptors on `/dev/null`, the default signal handling and no signal blocked, and
  /// waits for the shell (not for what it started). Returns why it could not, or nil.
  private static func spawnDetached(_ words: [String]) -> String? {
    let arguments = ["/bin/sh", "-c", "\"$@\" &", "sh"] + words
    let argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    var child: pid_t = 0
    let code = withChildFileActions(standardDescriptorsOnDevNull) { actions in
      withChildSpawnAttributes(flags: spawnSetSession) { attributes in
        posix_spawn(&child, "/bin/sh", &actions, &attributes, argv, environ)
      }
    }
    guard code == 0 else { return "the shell could not start (\(String(cString: strerror(code))))" }
    var status: Int32 = 0
    while waitpid(child, &status, 0) < 0, errno == EINTR {}
    return nil
  }
}

/// Why no browser can be started, and what to do about it. Pure value.
public struct LinkOpenerFailure: Error, Equatable, Sendable {
  public var reason: String
  public var fix: String
}
