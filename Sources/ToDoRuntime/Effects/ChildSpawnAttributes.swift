import Glibc

/// Spawn attributes for a program the app starts (an editor, a browser): every signal back
/// to its default action and none blocked (the app blocks and catches some for itself),
/// and `flags` besides; `body` spawns with them. Any thread.
func withChildSpawnAttributes<Result>(
  flags: Int32 = 0, _ body: (inout posix_spawnattr_t) -> Result
) -> Result {
  var attributes = posix_spawnattr_t()
  posix_spawnattr_init(&attributes)
  defer { posix_spawnattr_destroy(&attributes) }
  var all = sigset_t()
  sigfillset(&all)
  var none = sigset_t()
  sigemptyset(&none)
  posix_spawnattr_setsigdefault(&attributes, &all)
  posix_spawnattr_setsigmask(&attributes, &none)
  posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK | flags))
  return body(&attributes)
}
