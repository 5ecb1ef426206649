/// Column widths of Unicode scalars, exactly as glibc's `wcwidth` reports them in a UTF-8
/// locale, which is what ncurses uses to place characters. Pure.
public enum DisplayWidth {
  /// The columns `scalar` takes: 0 (combining, format), 1, 2 (wide), or -1 when a terminal
  /// cannot print it (control characters, unassigned code points).
  public static func of(_ scalar: Unicode.Scalar) -> Int {
    let value = scalar.value
    if value >= 0x20 && value < 0x7F { return 1 }
    let table = nonSingleWidthRanges
    var low = 0
    var high = table.count / 3 - 1
    while low <= high {
      let middle = (low + high) / 2
      if value < UInt32(table[middle * 3]) {
        high = middle - 1
      } else if value > UInt32(table[middle * 3 + 1]) {
        low = middle + 1
      } else {
        return Int(table[middle * 3 + 2])
      }
    }
    return 1
  }
}
