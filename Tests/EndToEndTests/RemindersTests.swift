import Foundation
import Testing

/// Reminders end to end: the app on a clock set just before a reminder (`TODO_NOW`) asks
/// the terminal to notify and names the todo; `todo remind` tells each reminder once.
@Suite("Reminders", .serialized)
struct RemindersTests {
  static let list = "Call mum due:2026-12-24 rem:due-1dT0900\nWater the plants\n"

  @Test("at the reminder's minute the app writes the notification once and the status names the todo")
  func theAppNotifiesAtTheReminder() async throws {
    let (folder, app) = try await TmuxSession.launch(
      on: Self.list,
      environment: { _ in
        // WezTerm outside tmux: OSC 9, wrapped in tmux's passthrough, and a bell.
        ["TODO_TODAY": "2026-12-23", "TODO_NOW": "2026-12-23T08:59:40", "WEZTERM_PANE": "1"]
      }, waitingFor: "the list"
    ) { $0.items.count == 2 }
    defer {
      app.kill()
      folder.remove()
    }
    // The clock starts 20 s before the reminder: time for a loaded machine to start the app
    // and for the pane's output to be recorded before it rings.
    let written = folder.file("pane-output")
    _ = try await runProcess(["tmux", "-L", app.socket, "pipe-pane", "-O", "cat >> '\(written)'"])
    let rung = try await app.waitFor("the reminder named", timeout: .seconds(40)) {
      $0.status.hasPrefix("Reminder 09:00: Call mum")
    }
    #expect(rung.status.contains("z snoozes"))
    let sequence =
      "\u{1B}Ptmux;\u{1B}\u{1B}]9;Reminder 09:00: Call mum due:2026-12-24 rem:due-1dT0900\u{7}\u{1B}\\\u{7}"
    try await waitUntil("the notification written", timeout: .seconds(15)) {
      (folder.read("pane-output") ?? "").contains(sequence)
    }
    try await app.press("Down")
    try await app.type("z")
    let snoozed = try await app.waitFor("snoozed") { $0.status.hasPrefix("Snoozed 10 minutes") }
    #expect(snoozed.items.contains("Call mum due:2026-12-24 rem:2026-12-23T0910"))
    #expect((folder.read("pane-output") ?? "").components(separatedBy: "]9;").count == 2, "written once")
  }

  @Test("todo remind with a recording notify-send notifies once over two runs, else prints the line")
  func remindNotifiesOnce() async throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write("todo.txt", Self.list + "Later rem:2026-12-23T1000\n")
    try FileManager.default.createDirectory(atPath: folder.file("bin"), withIntermediateDirectories: true)
    try folder.write(
      "bin/notify-send",
      "#!/bin/sh\nprintf '%s|' \"$@\" >> '\(folder.file("notified"))'\necho >> '\(folder.file("notified"))'\n"
    )
    chmod(folder.file("bin/notify-send"), 0o755)
    let binary = try ToDoBinary.path()
    func remind(path: String, state: String) async throws -> ProcessResult {
      try await runProcess([
        "/usr/bin/env", "PATH=\(path)", "XDG_STATE_HOME=\(folder.file(state))",
        "TODO_NOW=2026-12-23T09:00:30",
        binary, "--file", folder.file("todo.txt"), "remind",
      ])
    }
    for _ in 0..<2 {
      let run = try await remind(path: folder.file("bin"), state: "state")
      #expect(run.status == 0)
      #expect(run.stdout.isEmpty && run.stderr.isEmpty)
    }
    #expect(
      folder.read("notified")
        == "--app-name=todo|--icon=appointment-soon|Reminder 09:00|Call mum due:2026-12-24 rem:due-1dT0900|\n"
    )
    // No notifier on PATH: the line on standard output, for cron's mail; once too.
    let printed = try await remind(path: folder.file("none"), state: "other-state")
    #expect(printed.stdout == "Reminder 2026-12-23 09:00: Call mum due:2026-12-24 rem:due-1dT0900\n")
    #expect(try await remind(path: folder.file("none"), state: "other-state").stdout.isEmpty)
  }

  @Test("without notify-send, todo remind calls the session bus's notification service through gdbus")
  func remindCallsTheSessionBus() async throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write("todo.txt", Self.list)
    try FileManager.default.createDirectory(atPath: folder.file("bin"), withIntermediateDirectories: true)
    // A gdbus that records its words and answers as the service does, then one that fails
    // as gdbus does when no notification service runs.
    try folder.write(
      "bin/gdbus",
      "#!/bin/sh\nprintf '%s|' \"$@\" >> '\(folder.file("called"))'\necho >> '\(folder.file("called"))'\n"
        + "[ -e '\(folder.file("fail"))' ] && exit 1\necho '(uint32 7,)'\n"
    )
    chmod(folder.file("bin/gdbus"), 0o755)
    let binary = try ToDoBinary.path()
    func remind(state: String) async throws -> ProcessResult {
      try await runProcess([
        "/usr/bin/env", "PATH=\(folder.file("bin"))", "XDG_STATE_HOME=\(folder.file(state))",
        "DBUS_SESSION_BUS_ADDRESS=unix:path=\(folder.file("bus"))", "TODO_NOW=2026-12-23T09:00:30",
        binary, "--file", folder.file("todo.txt"), "remind",
      ])
    }
    let delivered = try await remind(state: "state")
    #expect(delivered.status == 0 && delivered.stdout.isEmpty && delivered.stderr.isEmpty)
    #expect(
      folder.read("called")
        == "call|--session|--dest|org.freedesktop.Notifications|--object-path|/org/freedesktop/Notifications|"
        + "--method|org.freedesktop.Notifications.Notify|todo|0|appointment-soon|Reminder 09:00|"
        + "Call mum due:2026-12-24 rem:due-1dT0900|[]|{}|-1|\n"
    )
    // The service is not there: the reminder is not lost, it is printed for cron's mail.
    try folder.write("fail", "")
    let printed = try await remind(state: "other-state")
    #expect(printed.status == 0)
    #expect(printed.stdout == "Reminder 2026-12-23 09:00: Call mum due:2026-12-24 rem:due-1dT0900\n")
  }
}
