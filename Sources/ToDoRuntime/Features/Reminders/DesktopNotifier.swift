import Glibc
import ToDoCore

/// How `todo remind` tells the user of a reminder with the app closed (decision 0343):
/// `notify-send` when it is on `PATH`, else the freedesktop notification service over the
/// session's D-Bus through `gdbus` when both are there, else a line on standard output
/// (cron mails it). A notifier that fails (no session bus under cron) falls back to the
/// line. Blocks while the notifier runs (milliseconds); any thread.
public struct DesktopNotifier: Sendable {
  /// The program that notifies, found on `PATH`, and how it is called.
  public enum Way: Equatable, Sendable {
    case notifySend(String)
    case gdbus(String)
    case standardOutput
  }

  public let way: Way
  /// The variables the notifier runs with (the process's own).
  let environment: [String: String]

  public init(way: Way, environment: [String: String]) {
    self.way = way
    self.environment = environment
  }

  /// The way the variables of `environment` (its `PATH`, its session bus) allow.
  public static func configured(by environment: [String: String]) -> DesktopNotifier {
    let path = environment["PATH"] ?? "/usr/bin:/bin"
    if let program = find("notify-send", in: path) {
      return DesktopNotifier(way: .notifySend(program), environment: environment)
    }
    if environment["DBUS_SESSION_BUS_ADDRESS"] != nil, let program = find("gdbus", in: path) {
      return DesktopNotifier(way: .gdbus(program), environment: environment)
    }
    return DesktopNotifier(way: .standardOutput, environment: environment)
  }

  /// The arguments that notify `title` saying `body`, or nil for a line of output. Pure.
  public func arguments(title: String, body: String) -> [String]? {
    switch way {
    case .notifySend(let program):
      return [program, "--app-name=todo", "--icon=appointment-soon", title, body]
    case .gdbus(let program):
      return [
        program, "call", "--session", "--dest", "org.freedesktop.Notifications", "--object-path",
        "/org/freedesktop/Notifications", "--method", "org.freedesktop.Notifications.Notify", "todo", "0",
        "appointment-soon", title, body, "[]", "{}", "-1",
      ]
    case .standardOutput:
      return nil
    }
  }

  /// Tells of `reminder`; returns the line to print when no notifier took it.
  public func notify(_ reminder: ScheduledReminder) -> String? {
    let title = "Reminder \(reminder.time.clock)"
    let line = "Reminder \(reminder.time.day) \(reminder.time.clock): \(reminder.text)\n"
    guard let words = arguments(title: title, body: reminder.text) else { return line }
    return Self.run(words, environment: environment) == 0 ? nil : line
  }

  /// The first executable `<folder>/<name>` of `path`. Blocks on `access`.
  static func find(_ name: String, in path: String) -> String? {
    for folder in path.split(separator: ":") where !folder.isEmpty {
      let candidate = "\(folder)/\(name)"
      if access(candidate, X_OK) == 0 { return candidate }
    }
    return nil
  }

  /// Runs `words` with its input and output on `/dev/null` and waits for it: its exit
  /// status (127 when it could not start).
  static func run(_ words: [String], environment: [String: String]) -> Int32 {
    let argv: [UnsafeMutablePointer<CChar>?] = words.map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    let envp = environment.sorted { $0.key < $1.key }.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer { envp.forEach { free($0) } }
    var child: pid_t = 0
    let code = withChildFileActions(standardDescriptorsOnDevNull) { actions in
      posix_spawn(&child, words[0], &actions, nil, argv, envp)
    }
    guard code == 0 else { return 127 }
    var status: Int32 = 0
    while waitpid(child, &status, 0) < 0, errno == EINTR {}
    return (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
  }
}
