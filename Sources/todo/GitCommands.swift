import Glibc
import ToDoRuntime

/// `todo merge-driver [--done] ANCESTOR OURS THEIRS [PATH]`, as git calls it: the merge
/// written over OURS, what could not be applied as meant on standard error, and the
/// status `MergeDriver` decides. Main thread; blocks on the files.
func mergeDriver(doneFile done: Bool, files: [String]) -> Int32 {
  let path = files.count == 4 ? files[3] : files[1]
  let bytes = files.prefix(3).map { file in
    guard let bytes = readWhole(file) else {
      fail("todo merge-driver: cannot read ‘\(file)’: \(String(cString: strerror(errno))).")
    }
    return bytes
  }
  let outcome = MergeDriver.merge(
    ancestor: bytes[0], ours: bytes[1], theirs: bytes[2], kind: done ? .doneFile : .list, path: path)
  if let merged = outcome.bytes, merged != bytes[1] {
    // Where git reads the result (%A): replaced whole, flushed, never left half written.
    do throws(ToDoStoreError) {
      try LiveFileSystem().writeWhole(merged, to: files[1], followingLinks: true)
    } catch {
      fail("todo merge-driver: cannot write ‘\(files[1])’: \(error).")
    }
  }
  if !outcome.messages.isEmpty {
    write([.standardError(outcome.messages.map { $0 + "\n" }.joined())])
  }
  return outcome.status
}

/// `todo git-setup [--where] [FILE]`: the list's repository set up so that git merges the
/// list and its done file with `todo merge-driver`, or (`showing`) what is set up. Main
/// thread; blocks on git.
func gitSetup(showing: Bool, listPath: String) -> Int32 {
  let donePath = GitSetup.donePath(ofList: listPath)
  let folder = String(listPath[..<listPath.lastIndex(of: "/")!])
  let top = GitProcess.run(["-C", folder.isEmpty ? "/" : folder, "rev-parse", "--show-toplevel"])
  let root = top.status == 0 ? String(top.output.dropLast(top.output.hasSuffix("\n") ? 1 : 0)) : nil
  guard let root, let listName = GitSetup.relative(listPath, to: root),
    let doneName = GitSetup.relative(donePath, to: root)
  else {
    if showing {
      write([
        .standardOutput(
          GitWhere.text(
            listPath: listPath, donePath: donePath, repository: nil, listDriver: nil, doneDriver: nil,
            configured: [:]))
      ])
      return 0
    }
    fail(
      "todo git-setup: the list \(listPath) is not in a git repository.\n"
        + "To fix: git init '\(folder)' (or clone your list's repository there), then todo git-setup.")
  }
  let state = GitRepositoryState.read(
    listPath: listPath, donePath: donePath, keys: GitSetup.wanted(executable: executablePath()).map(\.key))
  let configured = state.configured
  if showing {
    write([
      .standardOutput(
        GitWhere.text(
          listPath: listPath, donePath: donePath, repository: root, listDriver: state.listDriver,
          doneDriver: state.doneDriver, configured: configured))
    ])
    return 0
  }
  let attributesPath = root + "/.gitattributes"
  // Nothing is written through a link, nor where one dangles: it may lead out of the
  // repository (a `.gitattributes` committed as a link). git config writes through one too.
  refuseLink(attributesPath, fix: "make it a regular file of the repository (or remove it)")
  refuseLink(
    gitCommonFolder(root: root) + "/config",
    fix: "make it a regular file (cp --remove-destination \"$(readlink -f CONFIG)\" CONFIG)")
  let setup = GitSetup(
    listPath: listName, donePath: doneName,
    attributes: readWhole(attributesPath, followingLinks: false).map { String(decoding: $0, as: UTF8.self) },
    configured: configured, executable: executablePath())
  if let attributes = setup.attributes {
    do throws(ToDoStoreError) {
      try LiveFileSystem().writeWhole(Array(attributes.utf8), to: attributesPath, followingLinks: false)
    } catch {
      fail("todo git-setup: cannot write ‘\(attributesPath)’: \(error).")
    }
  }
  for (key, value) in setup.config {
    let result = GitProcess.run(["-C", root, "config", "--local", key, value])
    guard result.status == 0 else {
      fail("todo git-setup: git config \(key) failed: \(result.errors)", status: 1)
    }
  }
  write([.standardOutput(setup.report(repository: root))])
  return 0
}

/// Exits saying why when `path` is a symbolic link (dangling or not) or exists and is not
/// a regular file: git-setup writes only regular files, never through a link. Main thread;
/// blocks on the file system.
private func refuseLink(_ path: String, fix: String) {
  var info = stat()
  guard lstat(path, &info) == 0 else { return }
  let kind = info.st_mode & S_IFMT
  if kind == S_IFLNK {
    var target = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    let count = readlink(path, &target, Int(PATH_MAX))
    let leads =
      count > 0
      ? " to ‘\(String(decoding: target.prefix(count).map { UInt8(bitPattern: $0) }, as: UTF8.self))’" : ""
    fail(
      "todo git-setup: ‘\(path)’ is a symbolic link\(leads); git-setup writes no file through a link.\n"
        + "To fix: \(fix.replacing("CONFIG", with: path)), then run todo git-setup again.")
  }
  if kind != S_IFREG {
    fail(
      "todo git-setup: ‘\(path)’ is not a regular file.\n"
        + "To fix: \(fix.replacing("CONFIG", with: path)), then run todo git-setup again.")
  }
}

/// The repository's common git folder (where `git config --local` writes), absolute.
/// Blocks on git.
private func gitCommonFolder(root: String) -> String {
  let found = GitProcess.run(["-C", root, "rev-parse", "--git-common-dir"])
  let folder = String(found.output.split(separator: "\n").first ?? ".git")
  return folder.hasPrefix("/") ? folder : root + "/" + folder
}

/// What a command that needs the list file says when there is none, or its folder is
/// missing: its name and the fix for it.
struct ListFileNeed {
  var command: String
  /// What it says when no list is named and there is no default location.
  var noFile: String
  /// The fix when no list is named and there is no default location.
  var nameIt: String
  /// The fix when the list's folder does not exist.
  var makeIt: String

  static let gitSetup = ListFileNeed(
    command: "todo git-setup", noFile: "there is no list file to set up",
    nameIt: "name it: todo git-setup ~/todo.txt",
    makeIt: "create it, or name another list.")
  static let calDAVSync = ListFileNeed(
    command: "todo caldav-sync", noFile: "there is no list file to sync with the vdir",
    nameIt:
      "name the list to sync: todo --file ~/todo.txt caldav-sync, or write file = \"~/todo.txt\" in the config",
    makeIt:
      "add a first todo (todo add \"Call mom\") or open the list once with todo, then sync; or name another list: todo --file ~/todo.txt caldav-sync"
  )
}

/// The absolute path of `file`, else of the list the app opens with `settings`; exits
/// saying why, as `need` says it, when there is none.
func listFile(_ file: String?, settings: LaunchSettings, need: ListFileNeed = .gitSetup) -> String {
  let environment = processEnvironment()
  let path: String?
  switch file.map(LaunchOptions.FileChoice.path) ?? settings.file {
  case .path(let named): path = named
  case .defaultLocation, .demo: path = defaultListPath(environment: environment)
  }
  guard let path else {
    fail("\(need.command): \(need.noFile).\nTo fix: \(need.nameIt)")
  }
  return realPath(path, need: need)
}

/// `path` absolute, with its links followed: the file's when it exists, else its folder's
/// and its name.
func realPath(_ path: String, need: ListFileNeed = .gitSetup) -> String {
  if let resolved = realpath(path, nil) {
    defer { free(resolved) }
    return String(cString: resolved)
  }
  let slash = path.lastIndex(of: "/")
  let folder = slash.map { String(path[..<$0]) } ?? "."
  let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
  guard let resolved = realpath(folder.isEmpty ? "/" : folder, nil) else {
    fail("\(need.command): the list's folder \(folder) does not exist.\nTo fix: \(need.makeIt)")
  }
  defer { free(resolved) }
  let base = String(cString: resolved)
  return (base == "/" ? "" : base) + "/" + name
}

/// The path of this executable as git should run it: the path it was run by, made
/// absolute, or where it was found on `PATH`.
func executablePath() -> String {
  let name = CommandLine.arguments[0]
  if name.contains("/") {
    if name.hasPrefix("/") { return name }
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX))
    guard getcwd(&buffer, buffer.count) != nil else { return name }
    let folder = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    return folder + "/" + (name.hasPrefix("./") ? String(name.dropFirst(2)) : name)
  }
  for folder in (processEnvironment()["PATH"] ?? "").split(separator: ":") {
    let candidate = folder + "/" + name
    if access(candidate, X_OK) == 0 { return candidate.hasPrefix("/") ? candidate : realPath(candidate) }
  }
  return name
}

/// The whole file at `path`, or nil when it cannot be read (`errno` says why); not through
/// a link unless `followingLinks`.
private func readWhole(_ path: String, followingLinks: Bool = true) -> [UInt8]? {
  let descriptor = open(path, O_RDONLY | O_CLOEXEC | (followingLinks ? 0 : O_NOFOLLOW))
  guard descriptor >= 0 else { return nil }
  defer { close(descriptor) }
  var bytes: [UInt8] = []
  var buffer = [UInt8](repeating: 0, count: 1 << 16)
  while true {
    let count = read(descriptor, &buffer, buffer.count)
    if count > 0 {
      bytes += buffer[0..<count]
    } else if count < 0, errno == EINTR {
      continue
    } else if count < 0 {
      return nil
    } else {
      return bytes
    }
  }
}
