/// The bytes that ask the terminal to put text on the clipboard: OSC 52 (`ESC ] 52 ; c ;
/// <base64> BEL`), which xterm, kitty, WezTerm, foot, iTerm2, Windows Terminal and tmux (with
/// `set-clipboard on`) understand, also over ssh, since it travels with the screen's own
/// bytes. A terminal that does not know it reads the string and drops it. Pure.
public enum ClipboardSequence {
  /// The OSC 52 sequence that copies `text` to the clipboard (`c`).
  public static func copying(_ text: String) -> String {
    "\u{1B}]52;c;" + base64(Array(text.utf8)) + "\u{07}"
  }

  private static let alphabet = Array(
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

  /// `bytes` in base64 (RFC 4648, padded with `=`). Without Foundation, as the core. Pure.
  public static func base64(_ bytes: [UInt8]) -> String {
    var out: [UInt8] = []
    out.reserveCapacity((bytes.count + 2) / 3 * 4)
    var index = 0
    while index < bytes.count {
      let count = min(3, bytes.count - index)
      let b0 = UInt32(bytes[index])
      let b1 = count > 1 ? UInt32(bytes[index + 1]) : 0
      let b2 = count > 2 ? UInt32(bytes[index + 2]) : 0
      let group = b0 << 16 | b1 << 8 | b2
      out.append(alphabet[Int(group >> 18 & 63)])
      out.append(alphabet[Int(group >> 12 & 63)])
      out.append(count > 1 ? alphabet[Int(group >> 6 & 63)] : UInt8(ascii: "="))
      out.append(count > 2 ? alphabet[Int(group & 63)] : UInt8(ascii: "="))
      index += 3
    }
    return String(decoding: out, as: UTF8.self)
  }
}
