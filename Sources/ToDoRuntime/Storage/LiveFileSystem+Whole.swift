import Glibc

extension LiveFileSystem {
  /// Writes `bytes` as the whole file at `path`, as a save writes a list: a unique
  /// temporary beside it, flushed, renamed over it, the folder flushed, through `faults`
  /// (a new file gets 0666 less the umask; an old one keeps its owner and mode). Made for
  /// the files a command writes whole for another program: git's merge result (at the
  /// path git gave) and `.gitattributes`. With `followingLinks`, a symbolic link at `path`
  /// is written through to its target, under the rule for links (`SymbolicLinks`);
  /// without, a link there is refused and named, and nothing is written. Blocks.
  public func writeWhole(_ bytes: [UInt8], to path: String, followingLinks: Bool) throws(ToDoStoreError) {
    // Resolved once (`opened`): the path itself, no link; a link put in its place later is
    // refused by the write.
    if !followingLinks, try opened.target(of: path) != path {
      throw ToDoStoreError("‘\(path)’ is a symbolic link: nothing is written through it")
    }
    // Another program's write between the look and the rename: looked at again, and the
    // whole file written over it (this command's result is what the file must hold).
    for _ in 0..<3 {
      let expected = try quickFingerprint(path)
      if try writeAtomically(bytes, to: path, createDirectory: false, unlessChangedFrom: expected) != nil {
        return
      }
    }
    throw ToDoStoreError("‘\(path)’ kept changing while it was written: try again")
  }
}
