/// The name under which a list keeps its own files in the state folder (its journal, what
/// the app last saw of it): the list's file name, then a hash of its real path, so that two
/// lists never share one (`work/todo.txt` and `home/todo.txt` differ by their hash) and a
/// person reading the folder still sees which list a file belongs to. Pure.
public enum ListStateName {
  /// `todo.txt-3f2a9c0d1e2b4a5c` for the list whose real (symbolic links resolved) path is
  /// `realPath`: the last path component, with any `/` or NUL impossible by construction,
  /// a dash, and the path's 64-bit FNV-1a hash in 16 hexadecimal digits.
  public static func of(realPath: String) -> String {
    let fileName = realPath.split(separator: "/").last.map(String.init) ?? "list"
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in realPath.utf8 {
      hash ^= UInt64(byte)
      hash &*= 0x0000_0100_0000_01b3
    }
    let digits = String(hash, radix: 16)
    return "\(fileName)-\(String(repeating: "0", count: 16 - digits.count))\(digits)"
  }
}
