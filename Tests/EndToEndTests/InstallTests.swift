import Foundation
import Testing

/// `make install` and the manual page, as a packager and a user meet them.
@Suite("Install, uninstall and the manual page")
struct InstallTests {
  /// The repository's root, from this file's path.
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().path

  static let installed = [
    "usr/local/bin/todo", "usr/local/bin/todo.sh", "usr/local/share/man/man1/todo.1",
    "usr/local/share/bash-completion/completions/todo",
    "usr/local/share/zsh/site-functions/_todo_terminal_app",
    "usr/local/share/fish/vendor_completions.d/todo.fish",
    "usr/local/lib/systemd/user/todo-remind.service", "usr/local/lib/systemd/user/todo-remind.timer",
  ]

  @Test(
    "install into a DESTDIR, run the installed binary, read its manual, uninstall exactly what was installed")
  func installRunUninstall() async throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let destination = folder.file("root")
    // Someone else's file beside ours: uninstall must leave it.
    try FileManager.default.createDirectory(
      atPath: destination + "/usr/local/bin", withIntermediateDirectories: true)
    try Data("other".utf8).write(to: URL(fileURLWithPath: destination + "/usr/local/bin/other"))
    // The binary the tests run stands in for the release build: install-files is what
    // `make install` runs after building it.
    let make = ["make", "--no-print-directory", "-C", Self.root]
    let install = try await runProcess(
      make + ["install-files", "DESTDIR=\(destination)", "INSTALL_BINARY=\(try ToDoBinary.path())"],
      timeout: .seconds(60))
    #expect(install.status == 0, "\(install.stderr)")
    for path in Self.installed {
      #expect(FileManager.default.fileExists(atPath: destination + "/" + path), "\(path) not installed")
    }

    let version = try await runProcess([destination + "/usr/local/bin/todo", "--version"])
    #expect(version.status == 0)
    #expect(version.stdout.hasPrefix("todo "))
    // The link runs todo as todo.txt-cli's todo.sh, by its name.
    let linked = try await runProcess([destination + "/usr/local/bin/todo.sh", "-V"])
    #expect(linked.status == 0)
    #expect(linked.stdout.hasPrefix("todo.sh: "), "\(linked.stdout)")
    // The timer's service runs the installed binary.
    let service = try String(
      contentsOfFile: destination + "/usr/local/lib/systemd/user/todo-remind.service", encoding: .utf8)
    #expect(service.contains("ExecStart=/usr/local/bin/todo remind"))
    let manual = try await runProcess(
      ["env", "MANWIDTH=80", "man", "-l", destination + "/usr/local/share/man/man1/todo.1"],
      timeout: .seconds(30))
    #expect(manual.status == 0, "\(manual.stderr)")
    #expect(manual.stdout.contains("KEYS"))
    #expect(manual.stdout.contains("delete (delete)"))

    let uninstall = try await runProcess(
      make + ["uninstall", "DESTDIR=\(destination)"], timeout: .seconds(60))
    #expect(uninstall.status == 0, "\(uninstall.stderr)")
    for path in Self.installed {
      #expect(!FileManager.default.fileExists(atPath: destination + "/" + path), "\(path) left behind")
    }
    #expect(FileManager.default.fileExists(atPath: destination + "/usr/local/bin/other"))
  }

  @Test("a user without root installs into a PREFIX of their own, and install asks for no test tool")
  func installWithoutRoot() async throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    // The user's home: theirs to write, as `nobody` when the tests run as root.
    let home = folder.file("home")
    try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
    try FileManager.default.setAttributes([.posixPermissions: 0o777], ofItemAtPath: home)
    let asUser = getuid() == 0 ? ["setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"] : []
    let make = asUser + ["make", "--no-print-directory", "-C", Self.root]
    let prefix = home + "/.local"
    let install = try await runProcess(
      make + ["install-files", "PREFIX=\(prefix)", "INSTALL_BINARY=\(try ToDoBinary.path())"],
      timeout: .seconds(60))
    #expect(install.status == 0, "\(install.stderr)")
    // Where a user's PREFIX is read from: bin on PATH, man beside it (man's PATH rule), the
    // user folders of bash-completion and fish, and a folder to add to zsh's fpath.
    for path in Self.installed.map({ prefix + "/" + $0.dropFirst("usr/local/".count) }) {
      #expect(FileManager.default.fileExists(atPath: path), "\(path) not installed")
    }
    let version = try await runProcess([prefix + "/bin/todo", "--version"])
    #expect(version.status == 0 && version.stdout.hasPrefix("todo "))
    // What `make install` runs: the app's Debian packages and the app alone, never the test
    // tools (tmux, groff, man-db, todotxt-cli) or the test-only packages.
    let plan = try await runProcess(
      ["make", "--no-print-directory", "-n", "-C", Self.root, "install", "PREFIX=\(prefix)"],
      timeout: .seconds(60))
    #expect(plan.status == 0, "\(plan.stderr)")
    for tool in ["tmux", "groff-base", "man-db", "todotxt-cli"] {
      #expect(!plan.stdout.contains(tool), "make install asks for \(tool)")
    }
    #expect(plan.stdout.contains("for p in libncursesw5-dev;"), "\(plan.stdout)")
    #expect(plan.stdout.contains("install -D -m 755 .build/release/todo \(prefix)/bin/todo"))
  }

  @Test("without dpkg (not Debian) the build checks no Debian package and asks for no root")
  func buildDepsWithoutDpkg() async throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    // A PATH with Swift and nothing else: no dpkg-query, no sudo, no apt-get.
    let swift = try await runProcess(["sh", "-c", "command -v swift"]).stdout
      .trimmingCharacters(in: .whitespacesAndNewlines)
    try FileManager.default.createSymbolicLink(atPath: folder.file("swift"), withDestinationPath: swift)
    let result = try await runProcess(
      [
        "env", "PATH=\(folder.path)", "/usr/bin/make", "--no-print-directory", "-C", Self.root,
        "build-deps", "BUILD_APT_PACKAGES=not-a-package",
      ], timeout: .seconds(60))
    #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
    #expect(!result.stdout.contains("Installing") && !result.stderr.contains("as root"))
  }

  @Test("the manual page renders without a single groff warning")
  func manualRendersWithoutWarnings() async throws {
    let page = Self.root + "/docs/todo.1"
    for device in ["utf8", "ascii"] {
      let result = try await runProcess(
        ["groff", "-man", "-T\(device)", "-ww", "-z", page], timeout: .seconds(30))
      #expect(result.status == 0)
      #expect(result.stderr.isEmpty, "groff -T\(device): \(result.stderr)")
    }
  }

  @Test("the completion scripts load in their shells", arguments: ["bash"])
  func completionsLoad(shell: String) async throws {
    let script = Self.root + "/completions/todo.bash"
    let result = try await runProcess(
      [
        "bash", "-c",
        "source \(script) && complete -p todo && COMP_WORDS=(todo --new-todos ''); COMP_CWORD=2; _todo_terminal_app; echo \"${COMPREPLY[*]}\"",
      ])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("complete -o filenames -F _todo_terminal_app todo"))
    #expect(result.stdout.contains("top bottom"))
  }

  /// Where distributions put todo.txt-cli's bash completion (Debian's todotxt-cli: todo-txt;
  /// upstream: todo_completion, or todo.sh under bash-completion).
  static let todoTxtCompletions = [
    "/usr/share/bash-completion/completions/todo-txt", "/usr/share/bash-completion/completions/todo.sh",
    "/usr/share/bash-completion/completions/todo_completion", "/etc/bash_completion.d/todo_completion",
    "/etc/bash_completion.d/todo.sh", "/etc/bash_completion.d/todo-txt",
  ]

  @Test("our bash completion and todo.txt-cli's load in either order and both still complete")
  func completionBesideTodoTxt() async throws {
    let ours = Self.root + "/completions/todo.bash"
    let generated = try await runProcess([try ToDoBinary.path(), "--generate", "bash"])
    #expect(!generated.stdout.contains("_todo()"), "the generated bash completion defines _todo")
    let theirs = try #require(
      Self.todoTxtCompletions.first { FileManager.default.fileExists(atPath: $0) },
      "todo.txt-cli's bash completion is not installed (make deps installs todotxt-cli)")
    // The commands todo.txt-cli's script completes (`complete -F _todo todo-txt`).
    let text = try String(contentsOfFile: theirs, encoding: .utf8)
    let commands = text.split(separator: "\n").compactMap { line -> String? in
      line.hasPrefix("complete -F _todo ") ? line.split(separator: " ").last.map(String.init) : nil
    }
    let command = try #require(commands.first, "no `complete -F _todo` in \(theirs)")
    let home = try TemporaryFolder()
    defer { home.remove() }
    for order in [[theirs, ours], [ours, theirs]] {
      let script = """
        source \(order[0]) && source \(order[1]) || exit 9
        complete -p todo && complete -p \(command) || exit 8
        COMP_WORDS=(todo --new-todos ''); COMP_CWORD=2; COMPREPLY=()
        $(complete -p todo | sed 's/.* -F \\([^ ]*\\) .*/\\1/'); echo "ours: ${COMPREPLY[*]}"
        COMP_WORDS=(\(command) ''); COMP_CWORD=1; COMPREPLY=()
        $(complete -p \(command) | sed 's/.* -F \\([^ ]*\\) .*/\\1/'); echo "theirs: ${COMPREPLY[*]}"
        """
      let result = try await runProcess(
        ["env", "HOME=\(home.path)", "bash", "-c", script], timeout: .seconds(30))
      #expect(result.status == 0, "\(order): \(result.stderr)")
      #expect(result.stdout.contains("-F _todo_terminal_app todo\n"), "\(order): \(result.stdout)")
      #expect(result.stdout.contains("-F _todo \(command)\n"), "\(order): \(result.stdout)")
      #expect(result.stdout.contains("ours: top bottom\n"), "\(order): \(result.stdout)")
      // todo.txt-cli's `_todo` offers its actions (addto, listproj, …) on an empty word.
      #expect(
        result.stdout.contains("theirs: ") && result.stdout.contains("addto"), "\(order): \(result.stdout)")
    }
  }
}
