import Glibc

/// File actions for a program the app starts (git, an editor, a browser's launcher):
/// `setUp` arranges its standard descriptors, then every other descriptor is closed in the
/// child, whether or not its opener asked for close-on-exec. A lock's descriptor (a list's,
/// a sync's), a pipe of another git run, or one a library opened never outlives its use in
/// a child that runs on: a `git fetch` that waits for an unanswering remote would otherwise
/// hold the list's save lock, or keep another run's pipe open, until it ends. `body` spawns
/// with them. Any thread.
func withChildFileActions<Result>(
  _ setUp: (inout posix_spawn_file_actions_t) -> Void = { _ in },
  _ body: (inout posix_spawn_file_actions_t) -> Result
) -> Result {
  var actions = posix_spawn_file_actions_t()
  posix_spawn_file_actions_init(&actions)
  defer { posix_spawn_file_actions_destroy(&actions) }
  setUp(&actions)
  _ = closeFrom?(&actions, 3)
  return body(&actions)
}

/// The child's standard input, output and error on `/dev/null`: for a child whose words
/// are not read (a link opener, a desktop notifier). A `withChildFileActions` set-up. Any
/// thread.
func standardDescriptorsOnDevNull(_ actions: inout posix_spawn_file_actions_t) {
  posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
  posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
  posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
}

/// glibc's `posix_spawn_file_actions_addclosefrom_np` (2.34 and later), which Swift's
/// Glibc module leaves out with the other GNU extensions: found at run time, with C's
/// calling convention; nil on an older C library, where children inherit what was opened
/// without close-on-exec (the product opens its own files with it).
private let closeFrom: (@convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>?, Int32) -> Int32)? =
  {
    guard let symbol = dlsym(nil, "posix_spawn_file_actions_addclosefrom_np") else { return nil }
    return unsafeBitCast(
      symbol, to: (@convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>?, Int32) -> Int32).self)
  }()
